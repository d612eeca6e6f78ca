/**
 * Writing a plan (TU-1, TU-2; MG-8): every seat without a finished plan is an actor; each writes
 * its turn's orders one phase at a time. Orders are judged when they are carried out, not when
 * written (L160-162, L167-168, L173): an order is accepted if it is well formed and names only what the
 * seat may have when its phase comes, as far as it can know as it writes — its own items, those its
 * own earlier orders of the turn may bring it (MG-8), the artifacts, the other seats, the six
 * directions — so that the list of legal orders is finite and never depends on anything hidden
 * from the seat. Whether the order can be carried out is settled when its phase is resolved (TU-7).
 */
import type { Player } from '../../../core/game.js';
import { RuleError } from '../../../core/errors.js';
import { ARTIFACTS, artifactById, type ArtifactId } from '../content/artifacts.js';
import { MAGIKA_DIRECTIONS, neighbour, type MagikaHex } from './map.js';
import type { MagikaAction, MagikaOrder, MagikaPhase, MagikaState } from '../types.js';
import { castOrderRefusal, castOrders } from './casting.js';
import { EBON_DEMANDS_PER_TURN, mayDemand } from './demand.js';
import { heldItems, holdsItem, parseItemRef } from './items.js';
import { landing, parseJump } from './spells/jump.js';
import { isEbon, holds } from './mages.js';

/** Orders in a plan: one per phase (TU-1). */
export const PLAN_LENGTH = 5;

/** Seats still writing their plan, in seat order; none once the game is over. */
export function planners(state: MagikaState): Player[] {
  if (state.end !== null) return [];
  const out: Player[] = [];
  for (let seat = 0; seat < state.plans.length; seat++) if (state.plans[seat]!.length < PLAN_LENGTH) out.push(seat);
  return out;
}

/** The phase `seat` writes an order for next. */
export function nextPhase(state: MagikaState, seat: Player): MagikaPhase {
  return (state.plans[seat]!.length + 1) as MagikaPhase;
}

/** Whether an order moves the mage: a move, or a Teleport read (XIV rule 10). */
function moves(state: MagikaState, seat: Player, order: MagikaOrder): boolean {
  return order.type === 'move' || (order.type === 'cast' && state.mages[seat]!.scrolls.some((s) => s.id === order.scroll && s.spell === 'TelPt'));
}

/**
 * Whether the Ebon Mage must still write a move this turn (XIV rule 10, MG-52): his last order is a
 * move or a Teleport when none of the first four was.
 */
function ebonMustMove(state: MagikaState, seat: Player): boolean {
  return isEbon(state, seat) && state.plans[seat]!.length === PLAN_LENGTH - 1 && !state.plans[seat]!.some((o) => moves(state, seat, o));
}

/** The Demand orders the Ebon Mage has left this turn (XIV rule 9). */
function demandsLeft(state: MagikaState, seat: Player): number {
  if (!isEbon(state, seat)) return Infinity;
  return EBON_DEMANDS_PER_TURN - state.plans[seat]!.filter((o) => o.type === 'demand').length;
}

/**
 * What `seat`'s own earlier orders of this turn may have changed by the phase it writes next
 * (MG-8): the artifacts they may bring it — one it demands, or one its knowledge places lying
 * (holder unknown) in a hex where an earlier search of the plan may be made, reckoning each earlier
 * move and Teleport as made or failed — the artifacts it gives or drops, and whether the cloak it
 * wears may have changed (an earlier don, or an earlier cast that may be the minor Cloak Aid).
 * Read from the seat's own mage, plan and knowledge only, so it tells the seat nothing hidden.
 */
interface Prospects {
  /** Artifacts it did not hold as the turn began and may hold by then, in ARTIFACTS order. */
  readonly gained: ArtifactId[];
  /** Artifacts it held as the turn began that an earlier give or drop may have parted with. */
  readonly parted: ReadonlySet<ArtifactId>;
  /** Whether it may no longer wear the cloak it wore as the turn began. */
  readonly changedCloak: boolean;
}

function prospects(state: MagikaState, seat: Player): Prospects {
  const plan = state.plans[seat]!;
  const mage = state.mages[seat]!;
  const gained = new Set<ArtifactId>();
  const parted = new Set<ArtifactId>();
  let changedCloak = false;
  if (plan.length === 0) return { gained: [], parted, changedCloak };
  let where = new Set<MagikaHex>([mage.hex]);
  const known = state.knowledge[seat]!.artifacts;
  for (const order of plan) {
    switch (order.type) {
      case 'move': {
        const next = new Set(where);
        for (const hex of where) {
          const to = neighbour(hex, order.direction);
          if (to !== undefined) next.add(to);
        }
        where = next;
        break;
      }
      case 'cast': {
        const spell = mage.scrolls.find((s) => s.id === order.scroll)?.spell;
        if (spell === 'CkAid') changedCloak = true;
        const jump = spell === 'TelPt' && order.target !== null ? parseJump(order.target) : undefined;
        if (jump === undefined) break;
        const next = new Set(where);
        for (const hex of where) {
          const to = landing(hex, jump);
          if (to !== undefined) next.add(to);
        }
        where = next;
        break;
      }
      case 'search':
        // The Ebon Mage never picks anything up (XIV rule 5).
        if (isEbon(state, seat)) break;
        ARTIFACTS.forEach((artifact, i) => {
          const seen = known[i];
          if (seen !== null && seen !== undefined && seen.holder === null && where.has(seen.hex)) gained.add(artifact.id);
        });
        break;
      case 'demand':
        gained.add(order.artifact as ArtifactId);
        break;
      case 'give':
      case 'drop':
        for (const artifact of ARTIFACTS) if (order.item === artifact.id || (order.type === 'drop' && order.item === 'all')) parted.add(artifact.id);
        break;
      case 'don':
        changedCloak = true;
        break;
      default:
        break;
    }
  }
  return { gained: ARTIFACTS.filter((a) => gained.has(a.id) && !holds(state, seat, a.id)).map((a) => a.id), parted, changedCloak };
}

/** The items `seat` may carry when its next phase comes (MG-8): those it holds, then the artifacts its earlier orders may bring. */
function carriedBy(state: MagikaState, seat: Player, ahead: Prospects): string[] {
  return ahead.gained.length === 0 ? heldItems(state, seat) : [...heldItems(state, seat), ...ahead.gained];
}

/** The orders `seat` may write for its next phase (MG-8). */
export function legalOrders(state: MagikaState, seat: Player): MagikaOrder[] {
  const steps: MagikaOrder[] = MAGIKA_DIRECTIONS.map((direction) => ({ type: 'move', direction }));
  if (ebonMustMove(state, seat)) return [...steps, ...castOrders(state, seat).filter((o) => moves(state, seat, o))];
  const out: MagikaOrder[] = [...steps, { type: 'rest' }, { type: 'search' }, { type: 'meditate' }];
  const ahead = prospects(state, seat);
  const items = carriedBy(state, seat, ahead);
  for (const item of items) out.push({ type: 'drop', item });
  if (items.length > 1) out.push({ type: 'drop', item: 'all' });
  for (const item of items) {
    for (let recipient = 0; recipient < state.mages.length; recipient++) if (recipient !== seat) out.push({ type: 'give', item, recipient });
  }
  if (demandsLeft(state, seat) > 0) {
    for (const artifact of ARTIFACTS) if ((!holds(state, seat, artifact.id) || ahead.parted.has(artifact.id)) && mayDemand(state, seat, artifact)) out.push({ type: 'demand', artifact: artifact.id });
  }
  if (!isEbon(state, seat)) {
    for (const cloak of state.cloaks) if (cloak.holder === seat && (state.mages[seat]!.donned !== cloak.id || ahead.changedCloak)) out.push({ type: 'don', cloak: cloak.id });
  }
  out.push(...castOrders(state, seat));
  return out;
}

/** The actions `seat` may take now: its legal orders for its next phase. */
export function legalActions(state: MagikaState, seat: Player): MagikaAction[] {
  if (state.end !== null || state.plans[seat] === undefined || state.plans[seat]!.length >= PLAN_LENGTH) return [];
  const phase = nextPhase(state, seat);
  // legalOrders builds a fresh object for every order, so the seat and phase are written onto them
  // rather than copied into new ones: search lists actions at every node, and the copy was its
  // largest single cost (mcts 0.67 → 1.00 decisions/s in full contests). Key order is unchanged.
  const actions = legalOrders(state, seat) as (MagikaOrder & { player?: Player; phase?: number })[];
  for (const action of actions) {
    action.player = seat;
    action.phase = phase;
  }
  return actions as MagikaAction[];
}

/**
 * Why `order` may not be written by `seat` for its next phase, as a RuleError naming the rule, or
 * null when it may (the same answer as membership in {@link legalOrders}).
 */
export function orderRefusal(state: MagikaState, seat: Player, order: MagikaOrder): RuleError | null {
  const illegal = (message: string, rule: string): RuleError => new RuleError('ILLEGAL_ACTION', message, rule);
  if (ebonMustMove(state, seat) && !moves(state, seat, order)) return illegal('the Ebon Mage must move once each turn: his last order this turn must be a move or a Teleport', 'MG-52');
  switch (order.type) {
    case 'move':
    case 'rest':
    case 'search':
    case 'meditate':
      return null;
    case 'drop': {
      const ahead = prospects(state, seat);
      if (order.item === 'all') return carriedBy(state, seat, ahead).length > 1 ? null : illegal('drop all is for a mage carrying two items or more; name the item', 'MG-21');
      return mayCarry(state, seat, order.item, ahead) ? null : illegal(`the mage does not hold ${order.item}, nor may its earlier orders this turn bring it`, 'MG-8');
    }
    case 'give': {
      if (!mayCarry(state, seat, order.item, prospects(state, seat))) return illegal(`the mage does not hold ${order.item}, nor may its earlier orders this turn bring it`, 'MG-8');
      if (order.recipient === seat || order.recipient < 0 || order.recipient >= state.mages.length) return illegal('a gift goes to another seat of the game', 'MG-22');
      return null;
    }
    case 'demand': {
      const artifact = artifactById(order.artifact);
      if (artifact === undefined) return illegal(`no artifact is called ${order.artifact}`, 'MG-8');
      if (holds(state, seat, artifact.id) && !prospects(state, seat).parted.has(artifact.id)) return illegal(`the mage holds the ${artifact.name} already, and no earlier order this turn parts with it`, 'MG-24');
      if (!mayDemand(state, seat, artifact)) return illegal(`only a mage of its alignment may demand the ${artifact.name} (L281-282)`, 'MG-24');
      if (demandsLeft(state, seat) <= 0) return illegal('the Ebon Mage may demand only twice a turn (XIV rule 9)', 'MG-52');
      return null;
    }
    case 'don': {
      if (isEbon(state, seat)) return illegal('the Ebon Mage never dons a cloak', 'MG-52');
      const cloak = state.cloaks.find((c) => c.id === order.cloak);
      if (cloak === undefined || cloak.holder !== seat) return illegal(`the mage does not hold cloak ${order.cloak}`, 'MG-8');
      if (state.mages[seat]!.donned === cloak.id && !prospects(state, seat).changedCloak) return illegal('the mage wears that cloak already, and no earlier order this turn may take it off', 'MG-23');
      return null;
    }
    case 'cast':
      return castOrderRefusal(state, seat, order);
  }
}

/** Whether `item` names something `seat` holds, or an artifact its earlier orders may bring it (MG-8). */
function mayCarry(state: MagikaState, seat: Player, item: string, ahead: Prospects): boolean {
  const ref = parseItemRef(item);
  if (ref === undefined) return false;
  return holdsItem(state, seat, ref) || (ref.kind === 'artifact' && ahead.gained.includes(ref.id));
}

/** Why `action` may not be taken now, as a RuleError naming the rule, or null when it may (MG-8). */
export function actionRefusal(state: MagikaState, action: MagikaAction): RuleError | null {
  const plan = state.plans[action.player];
  if (plan === undefined || plan.length >= PLAN_LENGTH) return new RuleError('NOT_YOUR_TURN', `player ${action.player} has sent its orders for this turn`, 'MG-8');
  if (action.phase !== plan.length + 1) return new RuleError('ILLEGAL_ACTION', `player ${action.player} writes the order for phase ${plan.length + 1} next, not phase ${action.phase}`, 'MG-8');
  return orderRefusal(state, action.player, orderOf(action));
}

/** Whether `action` is one of `legalActions(state, action.player)`, without listing them. */
export function isLegal(state: MagikaState, action: MagikaAction): boolean {
  return actionRefusal(state, action) === null;
}

/** The order an action writes: the action without its seat and phase. */
export function orderOf(action: MagikaAction): MagikaOrder {
  return canonicalOrder(action);
}

/** A fresh copy of an order with its fields in the rules' own order, type first (one object shape per order type). */
export function canonicalOrder(order: MagikaOrder): MagikaOrder {
  switch (order.type) {
    case 'move':
      return { type: 'move', direction: order.direction };
    case 'rest':
    case 'search':
    case 'meditate':
      return { type: order.type };
    case 'drop':
      return { type: 'drop', item: order.item };
    case 'give':
      return { type: 'give', item: order.item, recipient: order.recipient };
    case 'demand':
      return { type: 'demand', artifact: order.artifact };
    case 'don':
      return { type: 'don', cloak: order.cloak };
    case 'cast':
      return { type: 'cast', scroll: order.scroll, level: order.level, target: order.target };
  }
}
