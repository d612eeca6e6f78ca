// The fair bot of examples/ decides from what its seat may know: handed a state whose hidden parts
// (the opponent's hand, both deck orders) were replaced, it makes the same choice for the same seed.
import { describe, expect, it } from 'vitest';
import { createRng, deepEqual, type Player } from '../../src/index.js';
import { psiWarsGreedyBot, psiWars, type PsiWarsState } from '../../src/games/psi-wars/index.js';
import { fairBot } from '../../examples/lib/fair-bot.js';
import { psiWarsScore } from '../../examples/lib/psi-wars-score.js';

const makeBot = (seed: number) => fairBot(psiWars, { seed, worlds: 2, depth: 20, rollout: (rng) => psiWarsGreedyBot(psiWars, rng), evaluate: psiWarsScore });

/** States along a greedy game, every `every` actions. */
function statesOfAGame(seed: number, every: number): PsiWarsState[] {
  const rng = createRng(seed);
  const bots = [psiWarsGreedyBot(psiWars, seed + 1), psiWarsGreedyBot(psiWars, seed + 2)];
  const state = psiWars.clone(psiWars.setup(psiWars.defaultConfig(2), rng));
  const out: PsiWarsState[] = [];
  for (let step = 0; !psiWars.isOver(state); step++) {
    if (step % every === 0) out.push(psiWars.clone(state));
    const seat = psiWars.actors(state)[0] as Player;
    psiWars.apply(state, bots[seat]!.choose(state, seat), rng);
  }
  return out;
}

describe('a bot written against view + sampleHidden (examples/lib/fair-bot.ts)', () => {
  it('chooses the same in a real state and in one whose hidden parts are replaced', () => {
    let checked = 0;
    for (const [i, state] of statesOfAGame(11, 9).entries()) {
      const seat = psiWars.actors(state)[0] as Player;
      if (psiWars.legalActions(state, seat).length < 2) continue;
      const swapped = psiWars.sampleHidden(state, seat, createRng(1000 + i));
      const opponent = seat === 0 ? 1 : 0;
      // The replacement really differs where the seat cannot look...
      expect(deepEqual(swapped.players[opponent]!.deck, state.players[opponent]!.deck)).toBe(false);
      // ...and the seat sees the same either way.
      expect(psiWars.view(swapped, seat)).toEqual(psiWars.view(state, seat));
      expect(makeBot(i).choose(swapped, seat)).toEqual(makeBot(i).choose(state, seat));
      checked++;
    }
    expect(checked).toBeGreaterThan(5);
  });

  it('plays whole games to the end', () => {
    const rng = createRng(5);
    const bots = [makeBot(1), makeBot(2)];
    const state = psiWars.clone(psiWars.setup(psiWars.defaultConfig(2), rng));
    for (let step = 0; !psiWars.isOver(state); step++) {
      expect(step).toBeLessThan(5_000);
      const seat = psiWars.actors(state)[0] as Player;
      psiWars.apply(state, bots[seat]!.choose(state, seat), rng);
    }
    expect(psiWars.outcome(state)).toBeDefined();
  });
});
