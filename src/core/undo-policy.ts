/**
 * Which actions a match may take back (issue 21). Undo rewinds the rng with the state, so an
 * action that drew on chance (a die, a shuffle) would, taken back and played again, show what the
 * next draw will be; and an action that showed a seat something the actor did not know (a card
 * drawn, the picks revealed) cannot be unseen, and would let a player choose again knowing it. A
 * fair match refuses to take back either kind; an analysis tool may ask for any undo.
 */
import type { AnyGame, Player, StateOf, ActionOf } from './game.js';
import { RuleError } from './errors.js';
import { createRng, type Rng } from './rng.js';
import { deepEqual } from './json.js';
import { deriveSeed } from './playout.js';
import { actionLabel } from './record.js';

/**
 * How far `Match.undo` may go back:
 * - `fair` (the default): never past an action that drew on chance or showed some seat a fact the
 *   actor did not know (see `Match.history`), so undo cannot be used to peek at a roll or a
 *   card and choose again;
 * - `any`: every action can be taken back, rng included. For analysis tools, tests and a single
 *   person exploring lines of play, never for a game between players.
 */
export const UNDO_POLICIES = ['fair', 'any'] as const;

/** One of {@link UNDO_POLICIES}. */
export type UndoPolicy = (typeof UNDO_POLICIES)[number];

/** Checks an untrusted undo policy (`undefined` is the default, `fair`); `BAD_CONFIG` otherwise. */
export function parseUndoPolicy(input: unknown): UndoPolicy {
  if (input === undefined) return 'fair';
  if ((UNDO_POLICIES as readonly unknown[]).includes(input)) return input as UndoPolicy;
  throw new RuleError('BAD_CONFIG', `undo must be one of ${UNDO_POLICIES.map((p) => `'${p}'`).join(', ')}, got ${typeof input === 'string' ? JSON.stringify(input) : typeof input}`);
}

/**
 * Whether an action drew on chance: the rng it was given moved. Exact, since every draw advances
 * the generator, and it is what matters: an action that drew nothing leaves the rng where it was,
 * so playing again after taking it back draws exactly what would have come anyway.
 */
export function drewOnChance(before: Rng, after: Rng): boolean {
  const a = before.getState();
  const b = after.getState();
  if (a.length !== b.length) return true;
  for (let i = 0; i < a.length; i++) if (a[i] !== b[i]) return true;
  return false;
}

/**
 * Worlds sampled per action. A revealed fact is missed only when every sampled world agrees with
 * the real one on it: at worst (a secret with two equally likely values) 1 time in 2^8.
 */
export const REVEAL_WORLDS = 8;

/** One played action, as the reveal check reads it. */
export interface PlayedAction<G extends AnyGame> {
  /** The action's index in the match, from 0. */
  readonly index: number;
  /** The state the action was played on. */
  readonly before: StateOf<G>;
  /** The action, as the match parsed it. */
  readonly action: ActionOf<G>;
  /** The state it produced. */
  readonly after: StateOf<G>;
  /** The rng as it was before the action (not advanced by this check: it works on clones). */
  readonly rng: Rng;
}

/**
 * The first seat that `played` showed a fact the actor did not know, or null. The worlds the actor
 * could not tell apart from the state before the action are drawn with `sampleHidden` (seeded from
 * the match seed and the action's index, so the answer is the same every time) and the action is
 * played in each. If the actor's view after it differs from the real one in some world, the
 * action showed the actor something hidden (a card drawn, the picks revealed); if another seat's
 * events differ, it showed that seat something the actor could not have known (the card that seat
 * draws next, a third seat's secret). What the actor discloses of its own hidden things (a card it
 * plays face up, an order it writes) is the same in all these worlds, so it does not count: taking
 * it back costs the actor, and shows nobody the future.
 *
 * Why not the worlds of each seat: there, another seat's own hidden things are redrawn too, and an
 * action is ruled out by anything it shows of them. In Magika a mage who writes an order shows the
 * others that the plan was not one order from sent (its progress is hidden), so every order would
 * count as revealing and a fair undo could not take back any.
 */
export function revealedTo<G extends AnyGame>(game: G, played: PlayedAction<G>, seats: readonly Player[], seed: number): Player | null {
  const actor = played.action.player as Player;
  // What each seat saw: the actor its whole view, the others the action's events as they see them
  // (their views hold their own hidden things, which differ in the actor's worlds).
  const seen = (state: StateOf<G>, seat: Player): unknown => {
    const view = game.view(state, seat) as { events: unknown };
    return seat === actor ? view : view.events;
  };
  const real = new Map<Player, unknown>();
  const order = [actor, ...seats.filter((seat) => seat !== actor)];
  const worlds = createRng(deriveSeed(seed, played.index));
  for (let k = 0; k < REVEAL_WORLDS; k++) {
    const world = game.sampleHidden(played.before, actor, worlds) as StateOf<G>;
    let next: StateOf<G>;
    try {
      next = game.reduce(world, played.action, played.rng.clone()) as StateOf<G>;
    } catch (error) {
      // The actor's legal actions are the same in every world it cannot tell apart (DESIGN §6), so
      // this is a game's bug; the action cannot be shown to be harmless, so it counts.
      if (error instanceof RuleError) return actor;
      throw error;
    }
    for (const seat of order) {
      if (!real.has(seat)) real.set(seat, seen(played.after, seat));
      if (!deepEqual(seen(next, seat), real.get(seat))) return seat;
    }
  }
  return null;
}

/** Why an action may not be taken back under the `fair` policy, or null when it may. */
export interface UndoBarrier {
  readonly chance: boolean;
  /** The first seat the action showed a fact the actor did not know, or null. */
  readonly revealedTo: Player | null;
}

/** The `UNDO_REFUSED` error for taking back action `index`. */
export function undoRefused(index: number, barrier: UndoBarrier): RuleError {
  const why = barrier.chance
    ? 'it drew on chance (a die, a shuffle or a draw), and playing it again would show what comes next'
    : `it showed player ${String(barrier.revealedTo)} something that was hidden before`;
  return new RuleError(
    'UNDO_REFUSED',
    `undo refused: ${actionLabel(index)} cannot be taken back, since ${why}; a match created with { undo: 'any' } takes back any action (for analysis, not for play)`,
  );
}
