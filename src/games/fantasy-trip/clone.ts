/**
 * A hand-written deep copy for the fast path (`config` never changes, so it is shared). Every
 * object is written out in the key order its maker uses (setup.ts for figures and items), never
 * spread: a spread copy gets another hidden class, and rules code that meets both kinds runs
 * polymorphic. The pure path clones every step, so that would slow every later `apply` in the
 * process; the conformance suite checks the key order. A figure's `spells` list and `wounds`,
 * terrain hexes entries and renewal offers are never changed in place (replaced whole), so they are
 * shared.
 */
import { copyHex } from '../../core/hex.js';
import type { FantasyTripFigure, FantasyTripItem, FantasyTripState } from './types.js';

function cloneFigure(f: FantasyTripFigure): FantasyTripFigure {
  return {
    id: f.id,
    side: f.side,
    name: f.name,
    st: f.st,
    dx: f.dx,
    iq: f.iq,
    ma: f.ma,
    armor: f.armor,
    hits: f.hits,
    at: copyHex(f.at),
    facing: f.facing,
    hexes: f.hexes,
    posture: f.posture,
    condition: f.condition,
    option: f.option,
    moved: f.moved,
    line: f.line,
    engagedAtStart: f.engagedAtStart,
    acted: f.acted,
    hitsThisTurn: f.hitsThisTurn,
    struck: [...f.struck],
    dazed: f.dazed,
    shots: f.shots,
    lastShotTaken: f.lastShotTaken,
    downSince: f.downSince,
    fatigue: f.fatigue,
    spells: f.spells,
    effects: f.effects.map((e) => ({ spell: e.spell, caster: e.caster, power: e.power, until: e.until, attribute: e.attribute, secret: e.secret })),
    creature: f.creature,
    creation: f.creation === null ? null : { kind: f.creation.kind, caster: f.creation.caster, paid: f.creation.paid, renewals: f.creation.renewals, since: f.creation.since, shown: f.creation.shown, notImage: f.creation.notImage },
    waiting: f.waiting === null ? null : { target: f.waiting.target, turns: f.waiting.turns, last: f.waiting.last },
    stooping: f.stooping,
    weakened: f.weakened,
    // Replaced whole, never changed in place (FT-59, FT-60): shared, so it costs no copy.
    wounds: f.wounds,
  };
}

function cloneItem(i: FantasyTripItem): FantasyTripItem {
  return { id: i.id, kind: i.kind, ref: i.ref, holder: i.holder, state: i.state, at: i.at === null ? null : copyHex(i.at), reload: i.reload, charged: i.charged, cracked: i.cracked };
}

export function cloneState(state: FantasyTripState): FantasyTripState {
  const t = state.turn;
  return {
    config: state.config,
    figures: state.figures.map(cloneFigure),
    items: state.items.map(cloneItem),
    terrain: [...state.terrain],
    turn: {
      number: t.number,
      phase: t.phase,
      initiative: t.initiative,
      order: [...t.order],
      mover: t.mover,
      moving: t.moving,
      from: t.from === null ? null : copyHex(t.from),
      queue: [...t.queue],
      next: t.next,
      retreats: t.retreats.map((r) => ({ striker: r.striker, victim: r.victim, vacated: r.vacated === null ? null : copyHex(r.vacated) })),
      // Renewal offers are never changed in place, only taken off the front: shared.
      renewals: [...t.renewals],
      asking: t.asking === null ? null : { figure: t.asking.figure, target: t.asking.target },
    },
    survivors: state.survivors === null ? null : [...state.survivors],
    events: [...state.events],
  };
}
