/**
 * Resolving a turn (VII, IX; TU-3, TU-4, MG-10, MG-19, MG-26, MG-56): once every seat has sent its
 * plan, phase 1's orders are all carried out before any of phase 2's, and so on. Inside a phase the
 * orders go by Figure 4's Sequence of Events: Demand, Give, Don, Cast, Move, Search, Drop,
 * Meditate, Rest. An order that cannot be carried out becomes a rest (TU-7), as does every order of
 * an exhausted or unconscious mage (MG-10). After each phase come the Rod of Obedience and the
 * checks for the Globe of Life and the Goal Square; after the fifth, the bonus for a turn of rest,
 * the check for the three alignment artifacts in one hex, and the turn reports.
 */
import type { Player } from '../../../core/game.js';
import type { Rng } from '../../../core/rng.js';
import { PERFECT_APTITUDE } from '../content/alignments.js';
import type { ArtifactId } from '../content/artifacts.js';
import { MAGIKA_PHASES, type MagikaEndReason, type MagikaOrder, type MagikaPhase, type MagikaState } from '../types.js';
import { resolveCasts } from './casting.js';
import { clock, expireEffects, under } from './effects.js';
import { elementalDamage } from './spells/terrain.js';
import { resolveDemands } from './demand.js';
import { resolveDrop } from './drop.js';
import { resolveGives } from './give.js';
import { gatheringHex, globeMakers, takeToGoal } from './globe.js';
import { alignmentOf, EXHAUSTED_BELOW, holds } from './mages.js';
import { resolveMoves, type PlannedMove } from './movement.js';
import { meditate, rest, restBonus } from './recovery.js';
import { reportAll } from './recon.js';
import { resolveSearches } from './search.js';
import { resolveDons } from './teams.js';
import { tasksMet } from './ebon.js';
import { scoreAll } from './vp.js';

type Of<T extends MagikaOrder['type']> = Extract<MagikaOrder, { type: T }>;

/** The physical actions Paralyze Mage stops (L545-547). */
const PHYSICAL: readonly MagikaOrder['type'][] = ['move', 'search', 'don', 'drop', 'give'];
/** The magical actions Anti-Magic stops; a cast is still read, and fails (L551-554, MG-29). */
const MAGICAL: readonly MagikaOrder['type'][] = ['meditate', 'demand'];

/** The orders of one phase, with the seats that will rest at its end. */
class PhaseOrders {
  readonly resting = new Set<Player>();
  constructor(
    private readonly state: MagikaState,
    private readonly orders: (MagikaOrder | null)[],
  ) {}

  /**
   * The phase's orders of `type` still to be carried out, by seat. A mage that fell unconscious
   * earlier in the phase rests instead (MG-10).
   */
  take<T extends MagikaOrder['type']>(type: T): { seat: Player; order: Of<T> }[] {
    const out: { seat: Player; order: Of<T> }[] = [];
    this.orders.forEach((order, seat) => {
      if (order === null || order.type !== type) return;
      this.orders[seat] = null;
      if (this.state.mages[seat]!.out) {
        this.resting.add(seat);
        return;
      }
      // Paralysis stops physical actions, Anti-Magic magical ones; neither becomes a rest (L546-554, MG-46).
      const by = PHYSICAL.includes(type) && under(this.state, seat, 'Plyze') ? 'Plyze' : MAGICAL.includes(type) && under(this.state, seat, 'AntMa') ? 'AntMa' : null;
      if (by !== null) this.state.events.push({ type: 'prevented', audience: [seat], player: seat, order: type, by });
      else out.push({ seat, order: order as Of<T> });
    });
    return out;
  }

  /** Cancels whatever `seat` ordered for this phase. */
  cancel(seat: Player): void {
    this.orders[seat] = null;
  }

  /** These seats rest at the end of the phase instead (TU-7). */
  rest(seats: Iterable<Player>): void {
    for (const seat of seats) this.resting.add(seat);
  }
}

/** Carries out one phase of every plan (Figure 4). Returns the novices that reached the Goal Square. */
function resolvePhase(state: MagikaState, phase: MagikaPhase, rng: Rng): Player[] {
  state.events.push({ type: 'phaseStarted', audience: null, turn: state.turn, phase });
  const orders = new PhaseOrders(
    state,
    state.plans.map((plan) => plan[phase - 1] ?? null),
  );
  // Step 0: a mage under 10 Endurance, or knocked out this turn, can only rest (MG-10).
  state.mages.forEach((mage, seat) => {
    if (!mage.out && mage.endurance >= EXHAUSTED_BELOW) return;
    orders.cancel(seat);
    orders.rest([seat]);
    state.events.push({ type: 'forcedRest', audience: [seat], player: seat, why: mage.out ? 'unconscious' : 'exhausted' });
  });
  orders.rest(resolveDemands(state, orders.take('demand').map(({ seat, order }) => ({ seat, artifact: order.artifact as ArtifactId })), rng));
  orders.rest(resolveGives(state, orders.take('give').map(({ seat, order }) => ({ seat, item: order.item, recipient: order.recipient })), rng));
  orders.rest(resolveDons(state, orders.take('don').map(({ seat, order }) => ({ seat, cloak: order.cloak })), rng));
  const cast = resolveCasts(state, orders.take('cast'), phase, rng);
  orders.rest(cast.failed);
  const moves: PlannedMove[] = orders.take('move').map(({ seat, order }) => ({ seat, direction: order.direction }));
  const { failed, arrived } = resolveMoves(state, moves, cast.teleports, phase, rng);
  orders.rest(failed);
  resolveSearches(
    state,
    orders.take('search').map(({ seat }) => seat),
    rng,
  );
  for (const { seat, order } of orders.take('drop')) if (resolveDrop(state, seat, order.item)) orders.rest([seat]);
  for (const { seat } of orders.take('meditate')) meditate(state, seat);
  orders.rest(orders.take('rest').map(({ seat }) => seat));
  for (const seat of [...orders.resting].sort((a, b) => a - b)) rest(state, seat);
  elementalDamage(state, rng);
  // The Rod of Obedience, each phase it is held (L278-279).
  state.mages.forEach((mage, seat) => {
    if (!holds(state, seat, 'rod')) return;
    const perfect = PERFECT_APTITUDE[alignmentOf(state, seat)];
    if (mage.aptitude === perfect) return;
    mage.aptitude += mage.aptitude < perfect ? 1 : -1;
    state.events.push({ type: 'obeyed', audience: [seat], player: seat, aptitude: mage.aptitude });
  });
  return arrived;
}

/** Ends the game (VP-0): scores everyone and records why (MG-54, MG-55). */
export function finish(state: MagikaState, reason: MagikaEndReason, phase: MagikaPhase, globe: readonly Player[], goal: Player | null): void {
  const scores = scoreAll(state);
  state.end = { reason, turn: state.turn, phase, globe: [...globe], goal, scores, tasksMet: tasksMet(state) };
  state.plans = state.plans.map(() => []);
  state.events.push({ type: 'gameEnded', audience: null, reason, quarters: scores.map((s) => s.total), globe: [...globe] });
}

/** Starts the next turn: plans cleared, the turn's counts reset (MG-10, MG-11, MG-14). */
function startTurn(state: MagikaState): void {
  state.turn += 1;
  state.plans = state.plans.map(() => []);
  for (const mage of state.mages) {
    mage.moves = 0;
    mage.rests = 0;
    mage.out = false;
  }
  state.events.push({ type: 'turnStarted', audience: null, turn: state.turn });
}

/** Resolves the turn every seat has planned, then ends the game or starts the next turn. */
export function resolveTurn(state: MagikaState, rng: Rng): void {
  for (const phase of MAGIKA_PHASES) {
    const arrived = resolvePhase(state, phase, rng);
    const globe = globeMakers(state);
    if (globe !== null) {
      const taken = takeToGoal(
        state,
        globe.holders.map((seat) => state.mages[seat]!.hex),
      );
      state.events.push({ type: 'globeFormed', audience: null, formers: globe.formers, taken });
      finish(state, 'globe', phase, globe.formers, null);
      return;
    }
    if (arrived.length > 0) {
      state.events.push({ type: 'goalReached', audience: null, player: arrived[0]! });
      finish(state, 'goal', phase, [], arrived[0]!);
      return;
    }
    // Effects end after their last phase; those of phase 5 once the reports are made (MG-36).
    if (phase < 5) expireEffects(state, clock(state.turn, phase));
  }
  state.mages.forEach((_, seat) => restBonus(state, seat));
  const hex = gatheringHex(state);
  if (hex !== null) {
    const taken = takeToGoal(state, [hex]);
    state.events.push({ type: 'gathered', audience: null, hex, taken });
    finish(state, 'gathered', 5, [], null);
    return;
  }
  if (state.turn >= state.config.maxTurns) {
    finish(state, 'turnLimit', 5, [], null);
    return;
  }
  reportAll(state, state.turn);
  expireEffects(state, clock(state.turn, 5));
  startTurn(state);
}
