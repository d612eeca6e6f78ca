// Every game's statistics plugin streams (issue 21): `tally()` adds the games up one at a time and
// its report is exactly, byte for byte, what the plugin's `summarize` gave before it streamed
// (test/core/stats-reference.ts keeps that code) over the same values from real seeded games.
import { afterEach, describe, expect, it } from 'vitest';
import { deriveSeed, isSimulationStats, playout, type AnyGame, type Bot, type Json, type SimulationStats } from '../../src/index.js';
import { fantasyTrip, fantasyTripBots, fantasyTripStats } from '../../src/games/fantasy-trip/index.js';
import { gridTraveler, gridTravelerBots, gridTravelerStats } from '../../src/games/grid-traveler/index.js';
import { magicalAthlete, magicalAthleteStats } from '../../src/games/magical-athlete/index.js';
import { magika, magikaBots, magikaStats } from '../../src/games/magika/index.js';
import { psiWars, psiWarsStats } from '../../src/games/psi-wars/index.js';
import { referenceSummarize } from './stats-reference.js';

/** Games of one config, played by random bots or, with `bot`, by one of the game's own bots in every seat. */
interface Run {
  readonly config: unknown;
  readonly bot?: (game: never, seed: number) => Bot<AnyGame>;
}

interface Case {
  readonly game: AnyGame;
  readonly stats: SimulationStats;
  /** Two runs of `games` seeds each, with values of other shapes (seats, decks, endings) in the second. */
  readonly runs: readonly [Run, Run];
  readonly games: number;
}

// The game's own bots where random play is too even to reach every line of a report: random Fantasy
// Trip fights all end at the turn limit, and random GRID Traveler players are never out.
const cases: readonly Case[] = [
  { game: magicalAthlete, stats: magicalAthleteStats, runs: [{ config: magicalAthlete.defaultConfig(4) }, { config: magicalAthlete.defaultConfig(5) }], games: 20 },
  { game: psiWars, stats: psiWarsStats, runs: [{ config: psiWars.defaultConfig(2) }, { config: psiWars.parseConfig({ players: 2, decks: ['robot', 'creature'] }) }], games: 20 },
  {
    game: fantasyTrip,
    stats: fantasyTripStats,
    runs: [
      { config: fantasyTrip.defaultConfig(2), bot: fantasyTripBots.tactical as Run['bot'] },
      { config: fantasyTrip.defaultConfig(3), bot: fantasyTripBots.tactical as Run['bot'] },
    ],
    games: 20,
  },
  // Two seats without the Ebon Mage to the turn limit; four with it (its own report line), to a goal.
  { game: magika, stats: magikaStats, runs: [{ config: magika.defaultConfig(2) }, { config: magika.defaultConfig(4), bot: magikaBots.heuristic as Run['bot'] }], games: 8 },
  {
    game: gridTraveler,
    stats: gridTravelerStats,
    runs: [
      { config: gridTraveler.defaultConfig(2), bot: gridTravelerBots.heuristic as Run['bot'] },
      { config: gridTraveler.defaultConfig(4), bot: gridTravelerBots.heuristic as Run['bot'] },
    ],
    games: 20,
  },
];

/** Each run's per-game values, played on the fast path from seeds 1, 2, … */
function valuesOf({ game, stats, runs, games }: Case): Json[][] {
  return runs.map(({ config, bot }) =>
    Array.from({ length: games }, (_, i) => {
      const seed = i + 1;
      const players = (config as { players: number }).players;
      const bots = bot === undefined ? undefined : Array.from({ length: players }, (_, seat) => bot(game as never, deriveSeed(seed, seat)));
      const { state, outcome } = playout(game, config as never, seed, bots === undefined ? {} : { bots });
      // Through JSON, as the values reach the report from a worker or a shard file.
      return JSON.parse(JSON.stringify(stats.perGame(state, outcome))) as Json;
    }),
  );
}

/** The report as bytes: NaN standard errors become null here, as in the `--json` summary. */
function bytes(report: { lines: string[]; data: Json }): string {
  return JSON.stringify({ lines: report.lines, data: report.data });
}

function streamed(stats: SimulationStats, values: readonly Json[], afterAdd?: (value: Json) => void): string {
  const tally = (stats.tally as NonNullable<SimulationStats['tally']>).call(stats);
  for (const value of values) {
    tally.add(value);
    afterAdd?.(value);
  }
  return bytes(tally.finish());
}

/** Overwrites every number, string and array of `value` in place. */
function scramble(value: unknown): void {
  if (Array.isArray(value)) {
    value.forEach((item: unknown, i) => {
      if (typeof item === 'number') value[i] = 1e9;
      else if (typeof item === 'string') value[i] = 'scrambled';
      else scramble(item);
    });
    value.push(value.length);
  } else if (typeof value === 'object' && value !== null) {
    const record = value as Record<string, unknown>;
    for (const [key, item] of Object.entries(record)) {
      if (typeof item === 'number') record[key] = 1e9;
      else if (typeof item === 'string') record[key] = 'scrambled';
      else scramble(item);
    }
  }
}

describe.each(cases)('$game.id statistics stream', (entry) => {
  const [first, second] = valuesOf(entry) as [Json[], Json[]];
  const reference = referenceSummarize[entry.game.id] as (perGame: Json[]) => { lines: string[]; data: Json };

  it('is a plugin with a tally', () => {
    expect(isSimulationStats(entry.stats)).toBe(true);
    expect(typeof entry.stats.tally).toBe('function');
  });

  it('tally gives what summarize gave, byte for byte: no games, one, two, all, and two configs mixed', () => {
    const lists = [[], first.slice(0, 1), first.slice(0, 2), first, second, [...first, ...second], [...second, ...first]];
    for (const values of lists) {
      const expected = bytes(reference(values));
      expect(streamed(entry.stats, values)).toBe(expected);
      expect(bytes(entry.stats.summarize(values))).toBe(expected);
    }
  });

  it('keeps nothing of a game it was handed: the values may change once added', () => {
    const expected = bytes(reference(first));
    const copies = first.map((value) => structuredClone(value));
    expect(streamed(entry.stats, copies, scramble)).toBe(expected);
  });

  it('starts every tally empty', () => {
    const used = entry.stats.tally!();
    for (const value of first) used.add(value);
    used.finish();
    expect(streamed(entry.stats, second)).toBe(bytes(reference(second)));
  });
});

describe('isSimulationStats', () => {
  const plugin = { perGame: () => null, summarize: () => ({ lines: [], data: null }) };

  it('accepts a plugin with or without a tally', () => {
    expect(isSimulationStats(plugin)).toBe(true);
    expect(isSimulationStats({ ...plugin, tally: () => ({ add() {}, finish: () => ({ lines: [], data: null }) }) })).toBe(true);
  });

  it('refuses a tally that is not a function', () => {
    expect(isSimulationStats({ ...plugin, tally: 5 })).toBe(false);
  });
});

describe('a name in a per-game value is only a name', () => {
  // `rulebooks merge` hands the plugins values read from shard files, which anyone may have
  // written: a `__proto__` there (JSON.parse makes it an own key) must not write Object.prototype.
  const hostile: readonly [SimulationStats, string][] = [
    [magicalAthleteStats, '{"__proto__":[1,1,1,1,1,1,1]}'],
    [gridTravelerStats, '{"reason":"__proto__","rounds":3,"winners":[0],"seats":[{"cruiser":"__proto__","necronian":"__proto__","out":"__proto__"}]}'],
    [magikaStats, '{"reason":"__proto__","turns":3,"winners":[0],"mages":[{"race":"__proto__","alignment":"__proto__","ebon":false,"vp":2}],"cast":[],"worked":[]}'],
    [psiWarsStats, '{"decks":["__proto__","__proto__"],"winner":0,"turns":3,"winnerHitPoints":1}'],
  ];

  const before = Object.getOwnPropertyNames(Object.prototype).sort();
  afterEach(() => {
    // Undo a failure's damage, so that it fails alone rather than every later test with it.
    for (const name of Object.getOwnPropertyNames(Object.prototype)) if (!before.includes(name)) delete (Object.prototype as Record<string, unknown>)[name];
  });

  it.each(hostile)('%#: Object.prototype is untouched', (stats, text) => {
    const report = stats.tally!();
    report.add(JSON.parse(text) as Json);
    report.add(JSON.parse(text) as Json);
    report.finish();
    stats.summarize([JSON.parse(text) as Json]);
    expect(Object.getOwnPropertyNames(Object.prototype).sort()).toEqual(before);
  });

  it('counts such a name like any other', () => {
    const value = JSON.parse(hostile[1]![1]) as Json;
    const { lines, data } = gridTravelerStats.summarize([value, value]);
    expect(lines[0]).toBe('Endings: __proto__ 2');
    expect(JSON.stringify((data as { byCruiser: Json }).byCruiser)).toBe('{"__proto__":{"seats":2,"wins":2}}');
    const magikaReport = magikaStats.summarize([JSON.parse(hostile[2]![1]) as Json]);
    expect(magikaReport.lines).toContain('Race __proto__: 1 mages, first place 100.0% (95% interval 20.7%–100.0%), mean VP 2.0 (s.e. -)');
  });
});
