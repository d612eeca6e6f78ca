// Statistics that stream: `simulate` and `merge` add each game up as it comes and let it go, in
// memory that does not grow with the number of games, and still print exactly, byte for byte, what
// the straightforward computation over every game at once prints (test/cli/reference-summary.ts).
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { NumberLog } from '../../src/cli/number-log.js';
import type { GameResult } from '../../src/cli/simulate-run.js';
import { summaryJson, summaryLines, type SimulationMeta } from '../../src/cli/simulate-summary.js';
import { SummaryTally } from '../../src/cli/simulate-tally.js';
import type { SimulationStats } from '../../src/cli/stats.js';
import type { Json } from '../../src/index.js';
import { sprintStats } from './fixtures/sprint-with-stats.js';
import { sprintTallyStats } from './fixtures/sprint-with-tally.js';
import { referenceSummary } from './reference-summary.js';
import { run, statsRegistry, tallyRegistry } from './helpers.js';

const meta = (players: number): SimulationMeta => ({
  game: 'g',
  title: 'G',
  rulesVersion: '1',
  players,
  bots: Array.from({ length: players }, () => 'random'),
  config: { players },
  firstSeed: 3,
});

/** A plugin that keeps an order-dependent digest of its values, as a plugin may. */
const digestPlugin: SimulationStats = {
  perGame: () => null,
  summarize(values) {
    let digest = 0;
    for (const value of values) digest = (digest * 31 + JSON.stringify(value).length) % 1_000_003;
    return { lines: [`digest ${digest}`], data: { digest, n: values.length } };
  },
};

/** Random results of `players`-seat games: any ranking of the seats, any finite scores. */
function results(players: number): fc.Arbitrary<GameResult[]> {
  const score = fc.oneof(fc.integer({ min: -50, max: 500 }), fc.double({ min: -1e6, max: 1e6, noNaN: true, noDefaultInfinity: true }));
  const result = fc.record({
    steps: fc.nat({ max: 5000 }),
    order: fc.shuffledSubarray([...Array(players).keys()], { minLength: players, maxLength: players }),
    cuts: fc.array(fc.boolean(), { minLength: players, maxLength: players }),
    scores: fc.array(score, { minLength: players, maxLength: players }),
    stats: fc.jsonValue({ maxDepth: 2 }),
  });
  return fc.array(result, { maxLength: 60 }).map((rows) =>
    rows.map(({ steps, order, cuts, scores, stats }): GameResult => {
      const ranking: number[][] = [];
      order.forEach((seat, i) => (i === 0 || cuts[i] ? ranking.push([seat]) : ranking[ranking.length - 1]!.push(seat)));
      return { steps, ranking, scores, stats: stats as Json };
    }),
  );
}

function streamed(rows: readonly GameResult[], players: number, plugin: SimulationStats | undefined): string {
  const tally = new SummaryTally(players, plugin);
  for (const row of rows) tally.add(row);
  const summary = tally.finish(meta(players));
  return `${JSON.stringify(summaryJson(summary), null, 2)}\n${summaryLines(summary).join('\n')}`;
}

function reference(rows: readonly GameResult[], players: number, plugin: SimulationStats | undefined): string {
  const summary = referenceSummary(rows, meta(players), plugin);
  return `${JSON.stringify(summaryJson(summary), null, 2)}\n${summaryLines(summary).join('\n')}`;
}

describe('the streamed summary', () => {
  it('is byte-identical to the reference computation, JSON and text', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 6 }).chain((players) => fc.tuple(fc.constant(players), results(players))), ([players, rows]) => {
        expect(streamed(rows, players, digestPlugin)).toBe(reference(rows, players, digestPlugin));
        expect(streamed(rows, players, undefined)).toBe(reference(rows, players, undefined));
      }),
      { seed: 21, numRuns: 300 },
    );
  });

  it('stays byte-identical when its numbers spill out of memory', () => {
    // 6 numbers a game (length and 5 scores): 40,000 games are far more than one block.
    const rows: GameResult[] = [];
    let x = 12345;
    const next = (): number => (x = (x * 1103515245 + 12345) % 2147483648);
    for (let i = 0; i < 40_000; i++) {
      const order = [0, 1, 2, 3, 4].sort(() => (next() % 2 === 0 ? -1 : 1));
      rows.push({ steps: 100 + (next() % 400), ranking: order.map((seat) => [seat]), scores: order.map(() => (next() % 2000) / 7) });
    }
    expect(rows.length * 6).toBeGreaterThan(4 * NumberLog.BLOCK);
    expect(streamed(rows, 5, undefined)).toBe(reference(rows, 5, undefined));
  });

  it('keeps no game: a row read after it was added would throw', () => {
    const tally = new SummaryTally(3, undefined);
    const rows: GameResult[] = [];
    for (let i = 0; i < 5000; i++) {
      const row: GameResult = { steps: i % 17, ranking: [[i % 3], [(i + 1) % 3, (i + 2) % 3]], scores: [i % 5, i % 7, 1.5] };
      rows.push(row);
      // Every part of the row is revoked once added: holding on to any of it and reading it later
      // (as a summary over a kept array does) throws a TypeError.
      const ranking = row.ranking.map((group) => Proxy.revocable(group, {}));
      const outer = Proxy.revocable(ranking.map((group) => group.proxy), {});
      const scores = Proxy.revocable(row.scores, {});
      const proxy = Proxy.revocable({ steps: row.steps, ranking: outer.proxy, scores: scores.proxy }, {});
      tally.add(proxy.proxy);
      for (const revocable of [proxy, outer, scores, ...ranking]) revocable.revoke();
    }
    const summary = tally.finish(meta(3));
    expect(JSON.stringify(summaryJson(summary))).toBe(JSON.stringify(summaryJson(referenceSummary(rows, meta(3), undefined))));
    // What it holds in memory is one block of numbers, however many games it was given.
    expect(tally.numbersInMemory).toBeLessThanOrEqual(NumberLog.BLOCK);
  });

  it("streams a plugin's values through its tally(), never its summarize()", () => {
    const rows: GameResult[] = Array.from({ length: 30 }, (_, i) => ({ steps: 5, ranking: [[i % 2], [1 - (i % 2)]], scores: [i, 30 - i], stats: { top: (i * 7) % 11, deckLeft: 0 } }));
    const tally = new SummaryTally(2, sprintTallyStats);
    for (const row of rows) tally.add(row);
    const summary = tally.finish(meta(2));
    expect(summary.stats).toEqual(referenceSummary(rows, meta(2), sprintStats).stats);
  });
});

describe('NumberLog', () => {
  it('gives back every number it was given, in order, bit for bit, spilled or not', () => {
    fc.assert(
      fc.property(fc.array(fc.double(), { maxLength: 3 * NumberLog.BLOCK + 5 }), (values) => {
        const log = new NumberLog();
        for (const value of values) log.push(value);
        const back: number[] = [];
        log.forEach((value) => back.push(value));
        log.close();
        expect(back.length).toBe(values.length);
        back.forEach((value, i) => expect(Object.is(value, values[i])).toBe(true));
      }),
      { seed: 8, numRuns: 12 },
    );
  });
});

describe('simulate with a plugin that streams', () => {
  it('never hands the plugin every game at once, and prints what the gathering plugin prints', async () => {
    for (const workers of ['1', '2']) {
      for (const format of [[], ['--json']]) {
        const argv = ['simulate', 'sprint', '--games', '40', '--players', '3', '--workers', workers, ...format];
        const streaming = await run(argv, { registry: tallyRegistry });
        expect(streaming.code, streaming.stderr).toBe(0);
        expect(streaming.stdout).toBe((await run(argv, { registry: statsRegistry })).stdout);
      }
    }
  });
});
