/**
 * A seeded round robin of standard 24-point Melee fighters (The Fantasy Trip): the numbers players
 * argue about (is the morningstar worth the point of DX? does the halberd beat sword and shield?
 * is leather worth −2 DX?), made reproducible. Every build is a human with IQ 8, so ST + DX = 24,
 * and ST is the weapon's minimum from the weapon table (content/weapons.ts), the rest in DX; each
 * also has a dagger slung, as the standard fighter does. Every pair of builds fights N duels in
 * each seating, both sides played by the tactical bot on the fast path, in each edition (Legacy
 * and classic; a build whose items a classic pack lacks is left out of that edition's round).
 *
 * Per edition it prints each build's win rate over all its duels (a draw, at the 60-turn limit or
 * when both fall, counts as not a win) with a 95% Wilson interval and its draws, its best and
 * worst opponent, and then the most one-sided and the most even pairing.
 *
 *   npx tsx examples/fantasy-trip-round-robin.ts [duels per pair per seating, default 50] [seed, default 1]
 *   npx tsx examples/fantasy-trip-round-robin.ts 1000      # a big study: 20× the default's duels, 10–30 s
 *
 * The default run (50, about 1 s of duels) is a smoke-sized sample: its intervals are ±3 points a
 * build and the order shifts with the seed; a study worth arguing over wants N = 1000 (±0.7 points).
 * The output depends only on N and the seed, so two runs can be compared with diff.
 *
 * Seeds. Builds are numbered #1, #2, … in the list below. The seating with #a at seat 0 and #b at
 * seat 1 plays the seeds from `first = deriveSeed(seed, 100·a + b)` on: duel i is
 * `playout(fantasyTrip, config, first + i, { bots })` with seat k's bot
 * `fantasyTripTacticalBot(fantasyTrip, deriveSeed(first + i, k))`. Every seating has its own block of seeds, so
 * a build's duels are independent of one another (as its Wilson interval assumes), and the seed
 * argument picks a fresh sample (seed 2 shares no duels with seed 1). These are exactly the games
 * `rulebooks simulate` plays, so one seating can be rerun alone, on worker threads; the pairing
 * lines print each seating's first seed. For example (#8 halberd v #1 broadsword, shield, leather):
 *
 *   npm run rulebooks -- simulate fantasy-trip --games 1000 --seed <first> --bots tactical,tactical --config \
 *     '{"edition":"legacy","sides":[[{"name":"A","st":13,"dx":11,"iq":8,"weapons":["halberd","dagger"],"armor":null,"shield":null}],[{"name":"B","st":12,"dx":12,"iq":8,"weapons":["broadsword","dagger"],"armor":"leather","shield":"small-shield"}]]}'
 *
 * (`npx rulebooks simulate …` with the package installed), and one duel watched with
 * `rulebooks play fantasy-trip --seed <first + i>` and the same --config and --bots.
 */
import { deriveSeed, playout, wilsonInterval } from '../src/index.js';
import { contentPack, EDITIONS, fantasyTrip, fantasyTripTacticalBot, type Edition, type FantasyTripFigureBuild } from '../src/games/fantasy-trip/index.js';

const duels = Number(process.argv[2] ?? 50);
const seed = Number(process.argv[3] ?? 1);
if (!Number.isInteger(duels) || duels < 1 || !Number.isInteger(seed)) throw new Error('usage: fantasy-trip-round-robin.ts [duels per pair per seating ≥ 1] [integer seed]');

/** A build: a 24-point human and the label the tables show for it. */
interface Build {
  readonly label: string;
  readonly figure: FantasyTripFigureBuild;
}

/** `weapon` ready (at its minimum ST, the rest of the 24 points in DX), a dagger slung, maybe leather and a small shield. */
function build(weapon: string, leather: boolean, shield: boolean): Build {
  const { minST: st, twoHanded } = contentPack('legacy').weapons[weapon]!;
  if (shield && twoHanded) throw new Error(`${weapon} needs both hands: no shield`);
  const label = [weapon, ...(shield ? ['shield'] : []), ...(leather ? ['leather'] : [])].join(', ');
  return { label, figure: { name: label, st, dx: 24 - st, iq: 8, weapons: [weapon, 'dagger'], armor: leather ? 'leather' : null, shield: shield ? 'small-shield' : null, spells: [] } };
}

// Ten builds: the broadsword in all four ways, the morningstar with a shield, and the two-handed
// pole weapons (no shield), each with and without leather. ST from the table: broadsword 12,
// morningstar 13, halberd 13, spear 11.
const BUILDS: readonly Build[] = [
  build('broadsword', true, true),
  build('broadsword', false, true),
  build('broadsword', true, false),
  build('broadsword', false, false),
  build('morningstar', true, true),
  build('morningstar', false, true),
  build('halberd', true, false),
  build('halberd', false, false),
  build('spear', true, false),
  build('spear', false, false),
];

/** Whether every item of `figure` is in the edition's tables (classic has fewer armours and shields). */
function fits(figure: FantasyTripFigureBuild, edition: Edition): boolean {
  const pack = contentPack(edition);
  return (
    figure.weapons.every((id) => Object.hasOwn(pack.weapons, id)) &&
    (figure.armor === null || Object.hasOwn(pack.armors, figure.armor)) &&
    (figure.shield === null || Object.hasOwn(pack.shields, figure.shield))
  );
}

const wilson = (wins: number, n: number): readonly [number, number] => wilsonInterval(wins, n);

const pct = (x: number): string => `${(100 * x).toFixed(1)}%`;

/** One pairing's tally from the first build's side, over both seatings. */
interface Pairing {
  readonly a: number;
  readonly b: number;
  winsA: number;
  winsB: number;
  draws: number;
}

/** The first seed of the seating with build `a` (0-based) at seat 0 and `b` at seat 1. */
const firstSeed = (a: number, b: number): number => deriveSeed(seed, 100 * (a + 1) + (b + 1));

/** Plays `duels` duels of build `a` at seat 0 against build `b` at seat 1; returns seat 0 wins, seat 1 wins, draws. */
function fight(edition: Edition, a: number, b: number): readonly [number, number, number] {
  const config = fantasyTrip.parseConfig({ players: 2, edition, sides: [[BUILDS[a]!.figure], [BUILDS[b]!.figure]] });
  const first = firstSeed(a, b);
  const tally: [number, number, number] = [0, 0, 0];
  for (let i = 0; i < duels; i++) {
    const s = first + i;
    const bots = [fantasyTripTacticalBot(fantasyTrip, deriveSeed(s, 0)), fantasyTripTacticalBot(fantasyTrip, deriveSeed(s, 1))];
    const { ranking } = playout(fantasyTrip, config, s, { bots }).outcome;
    // One group in the ranking is a draw: both still fighting at the turn limit, or both down.
    if (ranking.length === 1) tally[2] += 1;
    else if (ranking[0]![0] === 0) tally[0] += 1;
    else tally[1] += 1;
  }
  return tally;
}

console.log(`The Fantasy Trip round robin: ${duels} duels per pair in each seating from seed ${seed}, tactical bot v tactical bot`);
for (const edition of EDITIONS) {
  const ids = BUILDS.map((_, i) => i).filter((i) => fits(BUILDS[i]!.figure, edition));
  const skipped = BUILDS.filter((_, i) => !ids.includes(i)).map((b) => b.label);
  const pairings: Pairing[] = [];
  let seat0 = 0;
  let decided = 0;
  for (const [k, a] of ids.entries()) {
    for (const b of ids.slice(k + 1)) {
      const there = fight(edition, a, b);
      const back = fight(edition, b, a);
      pairings.push({ a, b, winsA: there[0] + back[1], winsB: there[1] + back[0], draws: there[2] + back[2] });
      seat0 += there[0] + back[0];
      decided += there[0] + there[1] + back[0] + back[1];
    }
  }
  const perPair = 2 * duels;
  /** Build `i`'s head-to-head record against each opponent. */
  const against = (i: number) =>
    pairings.filter((p) => p.a === i || p.b === i).map((p) => (p.a === i ? { other: p.b, wins: p.winsA, draws: p.draws } : { other: p.a, wins: p.winsB, draws: p.draws }));
  const rows = ids.map((i) => {
    const record = against(i);
    const wins = record.reduce((sum, r) => sum + r.wins, 0);
    const draws = record.reduce((sum, r) => sum + r.draws, 0);
    const byRate = [...record].sort((x, y) => y.wins - x.wins || x.other - y.other);
    return { i, wins, draws, n: record.length * perPair, best: byRate[0]!, worst: byRate[byRate.length - 1]! };
  });
  rows.sort((x, y) => y.wins - x.wins || x.i - y.i);

  console.log(`\n${edition}: ${ids.length} builds, ${rows[0]!.n} duels each${skipped.length > 0 ? ` (not in the classic tables: ${skipped.join('; ')})` : ''}`);
  console.log(' #  build                        ST DX  win rate  95% interval      draws  best v      worst v');
  const vs = (r: { other: number; wins: number }): string => `#${r.other + 1} ${pct(r.wins / perPair)}`.padEnd(11);
  for (const row of rows) {
    const { figure, label } = BUILDS[row.i]!;
    const [lo, hi] = wilson(row.wins, row.n);
    console.log(
      `${String(row.i + 1).padStart(2)}  ${label.padEnd(28)} ${String(figure.st).padStart(2)} ${String(figure.dx).padStart(2)}  ${pct(row.wins / row.n).padStart(7)}  ` +
        `[${pct(lo)}, ${pct(hi)}]`.padEnd(16) +
        `${String(row.draws).padStart(5)}  ${vs(row.best)} ${vs(row.worst).trimEnd()}`,
    );
  }
  // Head to head, from the winner's side: the pairing furthest from even, and the nearest to it.
  const edge = (p: Pairing) => Math.abs(p.winsA - p.winsB);
  const oneSided = [...pairings].sort((x, y) => edge(y) - edge(x) || x.a - y.a || x.b - y.b)[0]!;
  const even = [...pairings].sort((x, y) => edge(x) - edge(y) || x.a - y.a || x.b - y.b)[0]!;
  const line = (title: string, p: Pairing): string => {
    const [w, l, wins, losses] = p.winsA >= p.winsB ? [p.a, p.b, p.winsA, p.winsB] : [p.b, p.a, p.winsB, p.winsA];
    const [lo, hi] = wilson(wins, perPair);
    return (
      `${title} #${w + 1} ${BUILDS[w]!.label} v #${l + 1} ${BUILDS[l]!.label}: ${wins}–${losses}, ${p.draws} drawn (${pct(wins / perPair)} [${pct(lo)}, ${pct(hi)}])\n` +
      `    first seeds: ${firstSeed(w, l)} with #${w + 1} at seat 0, ${firstSeed(l, w)} with #${l + 1} at seat 0`
    );
  };
  console.log(line('most one-sided pairing:', oneSided));
  console.log(line('most even pairing:     ', even));
  console.log(`seat 0 won ${pct(seat0 / decided)} of the ${decided} decided duels`);
}
