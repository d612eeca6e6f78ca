/**
 * What each seat may see (XIII, XIX; DESIGN §6; MG-48, MG-50): its own mage and plan in full, its
 * last turn report and what it has learned, the roster and who has sent orders, and the events
 * addressed to it. Nothing is read from other mages' state but through the stored reports, so two
 * states that differ only in what a seat was never told give it the same view. A spectator sees
 * the roster, the turn and the events for everyone. Once the game is over, everything is shown.
 */
import type { Player, Viewer } from '../../core/game.js';
import { artifactsOf, alignmentOf, raceIdOf, statusOf, teamOf, isEbon } from './rules/mages.js';
import type { MagikaEvent, MagikaOwnMage, MagikaRosterEntry, MagikaState, MagikaView } from './types.js';
import { PLAN_LENGTH } from './rules/plan.js';

/** Whether `viewer` may see `event` (MG-50): an event for everyone, or one addressed to the seat. */
export function canSee(event: MagikaEvent, viewer: Viewer): boolean {
  return event.audience === null || (viewer !== 'spectator' && event.audience.includes(viewer));
}

/** A seat's identity letter: A, B, C… in seat order (MG-6). */
export const letterOf = (seat: Player): string => String.fromCharCode(65 + seat);

/** The roster: every seat's letter and name, and which is the Ebon Mage. */
export function roster(state: MagikaState): MagikaRosterEntry[] {
  return state.config.mages.map((mage, seat) => ({ seat, letter: letterOf(seat), name: mage.name, ebon: isEbon(state, seat) }));
}

/** A mage in full, as its own report shows it (L587-588). */
export function ownMage(state: MagikaState, seat: Player): MagikaOwnMage {
  const mage = state.mages[seat]!;
  return {
    seat,
    race: raceIdOf(state, seat),
    alignment: alignmentOf(state, seat),
    status: statusOf(mage),
    team: teamOf(state, seat),
    hex: mage.hex,
    endurance: mage.endurance,
    maxEndurance: mage.maxEndurance,
    arcania: mage.arcania,
    maxArcania: mage.maxArcania,
    skill: mage.skill,
    aptitude: mage.aptitude,
    forcedBlack: mage.forcedBlack,
    scrolls: mage.scrolls.map((s) => ({ ...s })),
    cloaks: state.cloaks.filter((c) => c.holder === seat).map((c) => ({ id: c.id, color: c.color, donned: mage.donned === c.id })),
    artifacts: artifactsOf(state, seat),
    plan: state.plans[seat]!.map((order) => ({ ...order })),
    effects: state.effects.filter((e) => e.subject === seat).map((e) => ({ spell: e.spell, level: e.level, until: e.until })),
  };
}

/**
 * What a seat sees, without the copies {@link view} makes: its own mage, its last report and its
 * knowledge, read from the state as they are (do not change them). For bots, which read a seat's
 * view thousands of times a game: it holds nothing {@link view} does not show the seat.
 */
export function seatView(state: MagikaState, seat: Player): Pick<MagikaView, 'turn' | 'roster' | 'me' | 'knowledge' | 'report'> {
  return { turn: state.turn, roster: roster(state), me: ownMage(state, seat), knowledge: state.knowledge[seat]!, report: state.reports[seat]! };
}

export function view(state: MagikaState, viewer: Viewer): MagikaView {
  const seat = viewer === 'spectator' ? null : viewer;
  const over = state.end !== null;
  const ebon = seat !== null && isEbon(state, seat);
  return {
    viewer,
    turn: state.turn,
    maxTurns: state.config.maxTurns,
    over,
    roster: roster(state),
    sent: state.plans.map((plan) => over || plan.length >= PLAN_LENGTH),
    me: seat === null ? null : ownMage(state, seat),
    knowledge: seat === null ? null : structuredClone(state.knowledge[seat]!),
    report: seat === null ? null : structuredClone(state.reports[seat]!),
    tasks: over || ebon ? [...state.ebonTasks] : null,
    final: over ? { end: structuredClone(state.end!), mages: state.mages.map((_, s) => ownMage(state, s)), tasks: [...state.ebonTasks] } : null,
    events: state.events.filter((event) => canSee(event, viewer)),
  };
}
