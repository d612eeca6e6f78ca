// `rulebooks export`: rows that replay to the game's own views and legal actions, files that are
// the same for the same flags, and games that are `simulate`'s games.
import { mkdtempSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { exportFiles } from '../../src/cli/export.js';
import { observationKey, seatResult } from '../../src/cli/export-rows.js';
import { EXPORT_SCHEMA } from '../../src/cli/export-schema.js';
import { loadEntry, type LoadedEntry } from '../../src/cli/load-entry.js';
import { defaultRegistry, findEntry } from '../../src/cli/registry.js';
import { runGame } from '../../src/cli/simulate-run.js';
import { canonicalJson, createRng, type AnyGame, type Outcome } from '../../src/index.js';
import { isOneLineError, run } from './helpers.js';

const registry = [...defaultRegistry];
const root = mkdtempSync(join(tmpdir(), 'rulebooks-export-'));
afterAll(() => rmSync(root, { recursive: true, force: true }));

interface StepRow {
  game: number;
  seed: number;
  step: number;
  seat: number;
  observation: unknown;
  legal: unknown[];
  labels: string[];
  action: unknown;
  actionIndex: number;
  outcome: { ranking: number[][]; scores: number[]; rank: number; reward: number };
}

interface GameRow {
  game: number;
  seed: number;
  players: number;
  config: unknown;
  bots: string[];
  view: string;
  length: number;
  outcome: Outcome;
}

const readLines = <T>(file: string): T[] =>
  readFileSync(file, 'utf8')
    .split('\n')
    .filter((line) => line !== '')
    .map((line) => JSON.parse(line) as T);

/** True when `a` and `b` hold the same files, byte for byte (Buffer.equals: a matcher's deep diff of megabytes is slow). */
function sameFiles(a: string, b: string): boolean {
  const names = readdirSync(a).sort();
  if (names.join('/') !== readdirSync(b).sort().join('/')) return false;
  return names.every((name) => readFileSync(join(a, name)).equals(readFileSync(join(b, name))));
}

async function exportTo(dir: string, argv: string[]): Promise<void> {
  const result = await run(['export', ...argv, '--out', dir], { registry });
  expect(result.code, result.stderr).toBe(0);
  expect(result.stderr).toBe('');
}

/**
 * Replays each game of an export from its seed and its rows' actions, checking at every row that
 * the seat is the one `playout` lets act, the observation is the seat's view, `legal` and `labels`
 * are the game's, and `action` is `legal[actionIndex]`; then that every row's outcome is the game's.
 */
function checkAgainstReplay(game: AnyGame, steps: StepRow[], games: GameRow[]): void {
  for (const summary of games) {
    const rows = steps.filter((row) => row.game === summary.game);
    expect(rows.length).toBe(summary.length);
    const rng = createRng(summary.seed);
    const state = game.setup(summary.config, rng);
    rows.forEach((row, step) => {
      expect([row.seed, row.step]).toEqual([summary.seed, step]);
      expect(row.seat).toBe(game.actors(state)[0]);
      expect(row.observation).toEqual(game.view(state, row.seat));
      const legal = game.legalActions(state, row.seat);
      expect(row.legal).toEqual(legal);
      expect(row.labels).toEqual(legal.map((action) => game.describeAction(state, action)));
      expect(row.legal[row.actionIndex]).toEqual(row.action);
      game.apply(state, row.action, rng);
    });
    const outcome = game.outcome(state) as Outcome;
    expect(summary.outcome).toEqual(outcome);
    for (const row of rows) {
      expect(row.outcome).toEqual({ ranking: outcome.ranking, scores: outcome.scores, ...seatResult(outcome, row.seat, summary.players) });
    }
  }
}

describe.each([
  // Short games (337 steps for these two of GRID Traveler), so that replaying and comparing every
  // full view stays well under a second.
  { id: 'psi-wars', argv: ['--seed', '5', '--bots', 'greedy,random'] },
  { id: 'grid-traveler', argv: ['--seed', '22', '--bot', 'heuristic'] },
])('rulebooks export $id', ({ id, argv }) => {
  const flags = [id, '--games', '2', ...argv];
  const full = join(root, `${id}-full`);
  const again = join(root, `${id}-again`, 'nested');
  const keyed = join(root, `${id}-key`);
  const names = exportFiles(id);
  let loaded: LoadedEntry;
  let steps: StepRow[];
  let games: GameRow[];

  beforeAll(async () => {
    loaded = await loadEntry(findEntry(registry, id));
    await exportTo(full, flags);
    steps = readLines<StepRow>(join(full, names.steps));
    games = readLines<GameRow>(join(full, names.games));
  });

  it('writes rows whose fields are exactly those of the schema', () => {
    expect(readdirSync(full).sort()).toEqual([names.games, names.steps, 'schema.json'].sort());
    expect(JSON.parse(readFileSync(join(full, 'schema.json'), 'utf8'))).toEqual(EXPORT_SCHEMA);
    expect(games.map((row) => row.game)).toEqual([0, 1]);
    for (const row of steps) expect(Object.keys(row)).toEqual(EXPORT_SCHEMA.$defs.step.required);
    for (const row of games) expect(Object.keys(row)).toEqual(EXPORT_SCHEMA.$defs.game.required);
  });

  it('replays: each observation is the seat view, actionIndex points at the action, outcomes agree', () => {
    checkAgainstReplay(loaded.game, steps, games);
  });

  it('plays the games simulate plays with the same flags', () => {
    for (const row of games) {
      const simulated = runGame(loaded, { config: row.config, baseSeed: games[0]!.seed, bots: row.bots }, row.game);
      expect({ steps: simulated.steps, ranking: simulated.ranking, scores: simulated.scores }).toEqual({
        steps: row.length,
        ranking: row.outcome.ranking,
        scores: row.outcome.scores,
      });
    }
  });

  it('writes byte-identical files for the same flags, creating the directory', async () => {
    await exportTo(again, flags);
    expect(sameFiles(again, full)).toBe(true);
  });

  it('--view key writes the key of each view instead of the view, equal views sharing a key', async () => {
    await exportTo(keyed, [...flags, '--view', 'key']);
    const keyedSteps = readLines<StepRow>(join(keyed, names.steps));
    expect(keyedSteps.length).toBe(steps.length);
    const keyOf = new Map<string, string>();
    keyedSteps.forEach((row, i) => {
      const fullRow = steps[i]!;
      expect(row).toEqual({ ...fullRow, observation: observationKey(fullRow.observation) });
      expect(row.observation).toMatch(/^[0-9a-f]{16}$/);
      const text = canonicalJson(fullRow.observation);
      expect(keyOf.get(text) ?? row.observation).toBe(row.observation);
      keyOf.set(text, row.observation as string);
    });
    // No two different views of this small sample collide.
    expect(new Set(keyOf.values()).size).toBe(keyOf.size);
    expect(readLines<GameRow>(join(keyed, names.games)).map((row) => row.view)).toEqual(['key', 'key']);
  });
});

describe('rulebooks export: what a seat sees', () => {
  it("never shows a Psi Wars seat the opponent's unshown hand", async () => {
    const dir = join(root, 'psi-wars-leak');
    await exportTo(dir, ['psi-wars', '--games', '2', '--seed', '11']);
    const game = (await loadEntry(findEntry(registry, 'psi-wars'))).game;
    const steps = readLines<StepRow>(join(dir, exportFiles('psi-wars').steps));
    const summaries = readLines<GameRow>(join(dir, exportFiles('psi-wars').games));
    let hiddenCards = 0;
    for (const summary of summaries) {
      const rng = createRng(summary.seed);
      const state = game.setup(summary.config, rng) as { players: { hand: number[]; shown: number[] }[] };
      for (const row of steps.filter((r) => r.game === summary.game)) {
        const observation = row.observation as { players: { hand: unknown }[]; known: Record<string, string> };
        const other = 1 - row.seat;
        expect(observation.players[other]!.hand).toBeNull();
        for (const card of state.players[other]!.hand) {
          if (state.players[other]!.shown.includes(card)) continue;
          hiddenCards += 1;
          expect(observation.known[card]).toBeUndefined();
        }
        game.apply(state, row.action, rng);
      }
    }
    expect(hiddenCards).toBeGreaterThan(0);
  });
});

describe('rulebooks export: helpers and refusals', () => {
  it('keys views by content, not by key order', () => {
    expect(observationKey({ a: 1, b: [2, { c: 3 }] })).toBe(observationKey({ b: [2, { c: 3 }], a: 1 }));
    expect(observationKey({ a: 1 })).not.toBe(observationKey({ a: 2 }));
  });

  it('ranks and rewards seats, ties sharing', () => {
    const outcome: Outcome = { ranking: [[2], [0, 3], [1]], scores: [5, 1, 9, 5] };
    expect([0, 1, 2, 3].map((seat) => seatResult(outcome, seat, 4))).toEqual([
      { rank: 2, reward: 0.5 },
      { rank: 4, reward: 0 },
      { rank: 1, reward: 1 },
      { rank: 2, reward: 0.5 },
    ]);
    expect(seatResult({ ranking: [[0, 1]], scores: [3, 3] }, 1, 2)).toEqual({ rank: 1, reward: 0.5 });
  });

  it('the guide prints the schema that is written', () => {
    const guide = readFileSync(new URL('../../docs/guides/datasets.md', import.meta.url), 'utf8');
    const block = /<!-- schema\.json -->\s*```json\n([\s\S]*?)\n```/.exec(guide);
    expect(block, 'a ```json block after <!-- schema.json --> in the guide').not.toBeNull();
    expect(JSON.parse(block![1]!)).toEqual(EXPORT_SCHEMA);
  });

  it.each([
    [['export', 'sprint', '--out', 'x'], 'export needs --games N'],
    [['export', 'sprint', '--games', '2'], 'export needs --out DIR'],
    [['export', 'sprint', '--games', '0', '--out', 'x'], '--games must be at least 1'],
    [['export', 'sprint', '--games', '2', '--out', 'x', '--view', 'short'], '--view must be full or key, got "short"'],
  ])('refuses %j in one line, exit 2', async (argv, message) => {
    const result = await run(argv);
    expect(isOneLineError(result), result.stderr).toBe(true);
    expect(result.stderr).toContain(message);
  });

  it('refuses an --out that is a file, and leaves the file alone', async () => {
    const file = join(root, 'not-a-dir');
    writeFileSync(file, 'keep me');
    const result = await run(['export', 'sprint', '--games', '1', '--out', file]);
    expect(isOneLineError(result), result.stderr).toBe(true);
    expect(result.stderr).toContain('exists and is not a directory');
    expect(readFileSync(file, 'utf8')).toBe('keep me');
  });

  it('prints where it wrote and how much', async () => {
    const dir = join(root, 'sprint');
    const result = await run(['export', 'sprint', '--games', '3', '--seed', '4', '--players', '3', '--out', dir]);
    expect(result.code, result.stderr).toBe(0);
    const lines = result.stdout.trimEnd().split('\n');
    expect(lines[0]).toBe('Sprint (test fixture): 3 games, 3 players, seeds 4..6; bots: random; view: full');
    expect(lines[1]).toMatch(new RegExp(`^${join(dir, 'sprint-steps.jsonl')}: \\d+ steps, [\\d.]+ k?B \\([\\d.]+ k?B per step\\)$`));
    expect(lines.slice(2)).toEqual([`${join(dir, 'sprint-games.jsonl')}: 3 games`, `${join(dir, 'schema.json')}: the JSON Schema of both`]);
  });
});
