// The simulation pool hands each game's result on in game order as soon as it can, whatever order
// the worker threads finish in, holding back only a bounded window of games.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { loadEntry } from '../../src/cli/load-entry.js';
import { chunkOf, ResultWindow, runSimulation, windowOf } from '../../src/cli/simulate-pool.js';
import type { GameResult } from '../../src/cli/simulate-run.js';
import { statsRegistry } from './helpers.js';

const entry = statsRegistry[0]!;

async function collect(workers: number, games: number, slow: boolean): Promise<{ order: number[]; results: GameResult[] }> {
  const loaded = await loadEntry(entry);
  const order: number[] = [];
  const results: GameResult[] = [];
  await runSimulation(
    {
      input: { entry, config: { players: 3 }, baseSeed: 9, bots: ['random', 'random', 'random'] },
      games,
      workers,
      onProgress: () => {},
    },
    loaded,
    async (index, result) => {
      order.push(index);
      results.push(result);
      // A slow consumer (a disk that lags): the workers must not run away from it.
      if (slow) for (let i = 0; i < 20; i++) await new Promise((resolve) => setImmediate(resolve));
    },
  );
  return { order, results };
}

describe('runSimulation', () => {
  it('hands on every game once, in game order, the same results on 1 and 2 workers', async () => {
    const one = await collect(1, 300, false);
    const two = await collect(2, 300, true);
    const indices = [...Array(300).keys()];
    expect(one.order).toEqual(indices);
    expect(two.order).toEqual(indices);
    expect(two.results).toEqual(one.results);
  });

});

describe('ResultWindow', () => {
  const result = (i: number): GameResult => ({ steps: i, ranking: [[0]], scores: [i] });
  const play = (range: { start: number; end: number }): GameResult[] => Array.from({ length: range.end - range.start }, (_, i) => result(range.start + i));

  it('stops handing out ranges a window past a range that has not come back, and hands results on in order', () => {
    const games = 1000;
    const window = new ResultWindow(games, 10, 80);
    const first = window.nextRange();
    if (first === undefined || first === 'full') throw new Error('no first range');
    // Every later range comes back at once; the first one is slow.
    const handedOut: { start: number; end: number }[] = [];
    for (let range = window.nextRange(); range !== 'full'; range = window.nextRange()) {
      if (range === undefined) throw new Error('ran out of games');
      handedOut.push(range);
      window.finished(range.start, play(range));
    }
    expect(handedOut.at(-1)!.end).toBe(80);
    expect(window.held).toBe(70);
    expect(window.takeNext()).toBeUndefined();
    // The slow range comes back: everything waiting is handed on, in game order, and work resumes.
    window.finished(first.start, play(first));
    const order: number[] = [];
    for (let next = window.takeNext(); next !== undefined; next = window.takeNext()) {
      next.results.forEach((r, offset) => {
        expect(r).toEqual(result(next!.start + offset));
        order.push(next!.start + offset);
      });
    }
    expect(order).toEqual([...Array(80).keys()]);
    expect(window.held).toBe(0);
    expect(window.nextRange()).toEqual({ start: 80, end: 90 });
  });

  it('holds at most its window of results, whatever order ranges come back in', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 400 }), fc.integer({ min: 1, max: 4 }), fc.array(fc.nat(), { minLength: 50, maxLength: 400 }), (games, workers, picks) => {
        const window = new ResultWindow(games, chunkOf(games, workers), windowOf(games, workers));
        const running: { start: number; end: number }[] = [];
        const order: number[] = [];
        let pick = 0;
        while (!window.complete) {
          // Idle workers take work while the window lets them.
          while (running.length < workers) {
            const range = window.nextRange();
            if (range === undefined || range === 'full') break;
            running.push(range);
          }
          // Some running range finishes: which one is the adversary's choice, and it keeps the
          // earliest one running as long as it can (one time in eight it lets it finish).
          const choice = picks[pick++] ?? 0;
          const earliest = running.reduce((best, r, i) => (r.start < running[best]!.start ? i : best), 0);
          const others = running.map((_, i) => i).filter((i) => i !== earliest);
          const index = others.length === 0 || choice % 8 === 0 ? earliest : others[choice % others.length]!;
          const [range] = running.splice(index, 1);
          window.finished(range!.start, play(range!));
          expect(window.held).toBeLessThanOrEqual(windowOf(games, workers));
          for (let next = window.takeNext(); next !== undefined; next = window.takeNext()) next.results.forEach((_, offset) => order.push(next!.start + offset));
        }
        expect(order).toEqual([...Array(games).keys()]);
      }),
      { seed: 4, numRuns: 200 },
    );
  });
});
