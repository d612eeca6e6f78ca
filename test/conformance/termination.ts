/**
 * Termination under adversarial policies (DESIGN §8, issue 21): random play can miss a game that
 * never ends because some player keeps making one choice (a Pirate who always kidnaps, a fighter
 * who always waits). Each policy below plays a few seeded games per player count to the end on the
 * fast path (clone + apply), and every game must end within the game's documented bound.
 *
 * Policies, each a function of the state, the legal actions and a seeded chooser:
 * - `first` and `last`: always the first (last) actor and the first (last) legal action;
 * - `ability`: prefers any action that is not the game's pass (see `passActionTypes`): always use
 *   an ability, always attack, always act rather than wait; at random among those;
 * - `ability-first`: the same, but always the first such action;
 * - `same-type`: a seat repeats the type of its last action whenever it may, else plays at random.
 */
import { expect } from 'vitest';
import { createRng, type AnyGame, type Player } from '../../src/index.js';

type StateOf<G extends AnyGame> = ReturnType<G['setup']>;
type ActionOf<G extends AnyGame> = Parameters<G['reduce']>[1];

/**
 * Action types that mean "do nothing special" (end a step, pass, decline, wait) in the five games;
 * a descriptor may replace the list with its game's own.
 */
export const DEFAULT_PASS_TYPES: readonly string[] = ['pass', 'done', 'end', 'endTurn', 'decline', 'declineTrade', 'wait', 'stay', 'stop', 'holdFire', 'rest'];

/** What the check reads from a conformance descriptor (structurally a subset of it). */
export interface TerminationDescriptor<G extends AnyGame> {
  readonly game: G;
  readonly playerCounts: readonly number[];
  /** The bound under random play. */
  readonly maxSteps: number;
  /** The bound under adversarial play, where it is larger than under random play (default `maxSteps`). */
  readonly maxStepsAdversarial?: number;
  /** Action types that count as passing for the `ability` policies (default `DEFAULT_PASS_TYPES`). */
  readonly passActionTypes?: readonly string[];
  /** Seeds per policy and player count (default 3). */
  readonly terminationSeeds?: number;
  readonly config?: (players: number, seed: number) => unknown;
}

type Choose = (n: number) => number;

/** One adversarial policy: which actor moves and which of its legal actions it takes. */
interface Policy {
  readonly name: string;
  actor(actors: readonly Player[], choose: Choose): Player;
  action(legal: readonly { readonly type: string; readonly player: Player }[], memory: Map<Player, string>, isPass: (type: string) => boolean, choose: Choose): number;
}

const anyIndex = (n: number, choose: Choose): number => choose(n);

export const POLICIES: readonly Policy[] = [
  { name: 'first', actor: (actors) => actors[0] as Player, action: () => 0 },
  { name: 'last', actor: (actors) => actors[actors.length - 1] as Player, action: (legal) => legal.length - 1 },
  {
    name: 'ability',
    actor: (actors, choose) => actors[choose(actors.length)] as Player,
    action(legal, _memory, isPass, choose) {
      const active = legal.flatMap((a, i) => (isPass(a.type) ? [] : [i]));
      return active.length > 0 ? (active[choose(active.length)] as number) : anyIndex(legal.length, choose);
    },
  },
  {
    name: 'ability-first',
    actor: (actors) => actors[0] as Player,
    action(legal, _memory, isPass) {
      const index = legal.findIndex((a) => !isPass(a.type));
      return index >= 0 ? index : 0;
    },
  },
  {
    name: 'same-type',
    actor: (actors, choose) => actors[choose(actors.length)] as Player,
    action(legal, memory, _isPass, choose) {
      const player = legal[0]?.player as Player;
      const last = memory.get(player);
      const same = last === undefined ? [] : legal.flatMap((a, i) => (a.type === last ? [i] : []));
      return same.length > 0 ? (same[choose(same.length)] as number) : anyIndex(legal.length, choose);
    },
  },
];

/**
 * Plays one game with `policy` on the fast path; returns the number of actions it took, or -1 if
 * it had not ended after `limit` actions.
 */
export function playWithPolicy<G extends AnyGame>(d: TerminationDescriptor<G>, policy: Policy, players: number, seed: number, limit: number): number {
  const { game } = d;
  const config = game.parseConfig(d.config ? d.config(players, seed) : game.defaultConfig(players));
  const rng = createRng(seed);
  const chooser = createRng(seed ^ 0x2545f491);
  const choose: Choose = (n) => chooser.int(0, n - 1);
  const passTypes = new Set(d.passActionTypes ?? DEFAULT_PASS_TYPES);
  const isPass = (type: string): boolean => passTypes.has(type);
  const memory = new Map<Player, string>();
  const state = game.clone(game.setup(config, rng)) as StateOf<G>;
  for (let steps = 0; steps < limit; steps++) {
    if (game.isOver(state)) return steps;
    const actors = game.actors(state) as readonly Player[];
    expect(actors.length, `${game.id}: a game that is not over has an actor`).toBeGreaterThan(0);
    const player = policy.actor(actors, choose);
    const legal = game.legalActions(state, player) as readonly ActionOf<G>[];
    expect(legal.length, `${game.id}: actor ${player} has a legal action`).toBeGreaterThan(0);
    const action = legal[policy.action(legal, memory, isPass, choose)] as ActionOf<G>;
    memory.set(player, (action as { type: string }).type);
    game.apply(state, action, rng);
  }
  return game.isOver(state) ? limit : -1;
}

/**
 * Every policy, for `terminationSeeds` seeds and each player count, ends the game within
 * `maxStepsAdversarial` (or `maxSteps`) actions; a failure names the policy, seat count and seed.
 */
export function checkTermination<G extends AnyGame>(d: TerminationDescriptor<G>): void {
  const bound = d.maxStepsAdversarial ?? d.maxSteps;
  const seeds = d.terminationSeeds ?? 3;
  for (const policy of POLICIES) {
    for (const players of d.playerCounts) {
      for (let seed = 1; seed <= seeds; seed++) {
        const steps = playWithPolicy(d, policy, players, seed, bound);
        expect(steps, `${d.game.id} with the '${policy.name}' policy, ${players} players, seed ${seed}: ends within ${bound} actions`).toBeGreaterThanOrEqual(0);
      }
    }
  }
}
