// Search bots by name on the command line (issue 27): `mcts:N` with `:`-separated options, the
// names the strength bench labels its rows with, so that a search it measured plays by name.
import { describe, expect, it } from 'vitest';
import { chooseBots, withRandomBot } from '../../src/cli/bots.js';
import { MAX_MCTS_DEPTH, mctsSpecName, parseMctsSpec } from '../../src/cli/mcts-spec.js';
import { defaultRegistry } from '../../src/cli/registry.js';
import { psiWars, psiWarsBots } from '../../src/games/psi-wars/index.js';
import { run } from './helpers.js';

describe('parseMctsSpec', () => {
  it('reads every option, in any order, and writes the name back', () => {
    expect(parseMctsSpec('mcts:1200:prior=greedy:depth=6:c=0.7')).toEqual({ iterations: 1200, prior: 'greedy', rolloutDepth: 6, exploration: 0.7 });
    expect(parseMctsSpec('mcts:5:c=1:greedy:w=2.5:depth=0')).toEqual({ iterations: 5, rollout: 'greedy', exploration: 1, priorWeight: 2.5, rolloutDepth: 0 });
    expect(parseMctsSpec('mcts:5:rollout=greedy')).toEqual(parseMctsSpec('mcts:5:greedy'));
    expect(parseMctsSpec('mcts:5:keys=numbers')).toEqual({ iterations: 5, actionKeys: 'numbers' });
    for (const name of ['mcts:7', 'mcts:1200:greedy:prior=greedy:w=0.5:depth=6:c=0.7:keys=numbers']) expect(mctsSpecName(parseMctsSpec(name)!)).toBe(name);
  });

  it('refuses a bad count, an unknown or repeated option, a bad number, and a search bot as playout or prior', () => {
    for (const name of [
      'mcts',
      'mcts:0:greedy',
      'mcts:5:depth=-1',
      'mcts:5:depth=1.5',
      `mcts:5:depth=${MAX_MCTS_DEPTH + 1}`,
      'mcts:5:c=',
      'mcts:5:c=-1',
      'mcts:5:c=1e3',
      'mcts:5:w=.5',
      'mcts:5:speed=3',
      'mcts:5:keys=json',
      'mcts:5:greedy:rollout=greedy',
      'mcts:5:prior=greedy:prior=greedy',
      'mcts:5:prior=mcts',
      'mcts:5:mcts',
      'mcts:5:prior=Greedy',
      'mcts:5:',
      'mcts:5::greedy',
    ]) {
      expect(parseMctsSpec(name), name).toBeUndefined();
    }
  });
});

describe('search bots by name', () => {
  it('accepts the options where the named bots are the game\'s own, and refuses an unknown prior', () => {
    const bots = withRandomBot(psiWarsBots);
    expect(chooseBots(psiWars, bots, { bot: 'mcts:5:prior=greedy:depth=4:c=0.7' }, 2)).toEqual(['mcts:5:prior=greedy:depth=4:c=0.7', 'mcts:5:prior=greedy:depth=4:c=0.7']);
    expect(() => chooseBots(psiWars, bots, { bot: 'mcts:5:prior=nobody' }, 2)).toThrow(/no bot "mcts:5:prior=nobody" .*:prior=BOT/);
  });

  it('simulates Psi Wars with a greedy prior and cut playouts, the same games twice for one seed', async () => {
    const argv = ['simulate', 'psi-wars', '--games', '2', '--bots', 'mcts:8:prior=greedy:depth=4:c=0.7,greedy', '--workers', '1', '--json'];
    const one = await run(argv, { registry: [...defaultRegistry] });
    expect(one.code, one.stderr).toBe(0);
    expect((await run(argv, { registry: [...defaultRegistry] })).stdout).toBe(one.stdout);
    expect(JSON.parse(one.stdout)).toMatchObject({ game: 'psi-wars', bots: ['mcts:8:prior=greedy:depth=4:c=0.7', 'greedy'] });
  });
});

describe('a strength bench row plays again by its name', () => {
  it('gives the same game on the command line as in the bench, for the same seeds and search', async () => {
    const { load, matchupGame, playMatchup } = await import('../../bench/strength.js');
    const { playout } = await import('../../src/index.js');
    // Psi Wars's workload is the default config, so only the seeds and the bots need passing on.
    const loaded = await load('psi-wars', 3, 2, { prior: 'own', rolloutDepth: 4, exploration: 0.5 }, true);
    const result = playMatchup(loaded, ['mcts', 'greedy'], 5);
    expect(result.mcts).toBe('mcts:3:prior=greedy:depth=4:c=0.5');
    let wins = 0;
    for (let g = 0; g < 2; g++) {
      const { gameSeed, seat, bots } = matchupGame(loaded, ['mcts', 'greedy'], 5, g);
      const { outcome, steps } = playout(psiWars, psiWars.defaultConfig(2), gameSeed, { bots });
      if (outcome.ranking[0]?.length === 1 && outcome.ranking[0][0] === seat) wins += 1;
      const names = seat === 0 ? `${result.mcts},greedy` : `greedy,${result.mcts}`;
      const played = await run(['play', 'psi-wars', '--seed', String(gameSeed), '--bots', names], { registry: [...defaultRegistry] });
      expect(played.code, played.stderr).toBe(0);
      // The same number of actions and the same scores, in the same order: the same game.
      expect(played.stdout).toContain(`\nResult after ${steps} actions:\n`);
      const scores = [...played.stdout.matchAll(/^ {2}\d\. {2}Player (\d) {2}score (\d+)$/gm)].map((m) => [Number(m[1]), Number(m[2])]);
      expect(scores).toEqual(outcome.ranking.flat().map((p) => [p, outcome.scores[p]]));
    }
    expect(wins).toBe(result.wins);
  });
});
