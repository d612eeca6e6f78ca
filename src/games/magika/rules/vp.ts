/**
 * Victory Points (XV, L375-396; MG-54, MG-55), kept in quarter points so that every sum is exact:
 * - Position (24): 2 points for each other mage as far as or farther from the Goal Square.
 * - Individual standing (36): ¾ point for each other mage with as little or less Endurance,
 *   Arcania, Spell Skill and aptitude (each mage's aptitude for its own alignment).
 * - Team standing (12): a team's Expendables (Endurance + Arcania) and Learnables (Spell Skill +
 *   aptitude), averaged over its members, against every other team, 1 point per team as low or
 *   lower. The Black team is the uncloaked mages and the Ebon Mage; a Black novice compares its own
 *   figures with the colour teams instead (L382-384).
 * - Quest bonuses (28): 3 points for each alignment artifact held by the mage or a teammate and 3
 *   more for its own; 2 for each racial artifact and 2 more for its race's; 1 for each ability
 *   artifact it holds.
 * The Ebon Mage scores position and individual standing like the others, and 4 points for each of
 * his tasks met instead of team and quest points (L391-396). With fewer than thirteen mages the
 * maxima are lower; nothing is rescaled (MG-54).
 */
import type { Outcome, Player } from '../../../core/game.js';
import { ARTIFACTS, alignmentArtifact, racialArtifact } from '../content/artifacts.js';
import { aptitudeFor } from '../content/alignments.js';
import { CLOAK_COLORS } from '../content/cloaks.js';
import { EBON_TASK_POINTS } from '../content/ebon-tasks.js';
import type { MagikaScore, MagikaState } from '../types.js';
import { tasksMet } from './ebon.js';
import { alignmentOf, areTeammates, colorOf, holds, isEbon, raceIdOf, wearers } from './mages.js';
import { rowOf } from './map.js';

/** Quarter points per other mage no closer to the Goal Square (2 points). */
const POSITION = 8;
/** Quarter points per other mage with no more of a statistic (¾ point). */
const INDIVIDUAL = 3;
/** Quarter points per team no better (1 point). */
const TEAM = 4;

/** The four statistics the individual standing compares: Endurance, Arcania, Spell Skill and aptitude for the mage's own alignment. */
export function statistics(state: MagikaState, seat: Player): [number, number, number, number] {
  const mage = state.mages[seat]!;
  return [mage.endurance, mage.arcania, mage.skill, aptitudeFor(alignmentOf(state, seat), mage.aptitude)];
}

interface TeamValue {
  /** Sum over members of Endurance + Arcania, and of Spell Skill + aptitude. */
  readonly sums: readonly [number, number];
  readonly size: number;
}

function teamValue(state: MagikaState, members: readonly Player[]): TeamValue {
  let expendables = 0;
  let learnables = 0;
  for (const seat of members) {
    const [e, a, s, apt] = statistics(state, seat);
    expendables += e + a;
    learnables += s + apt;
  }
  return { sums: [expendables, learnables], size: members.length };
}

/** Whether team `a`'s average in category `k` is at most team `b`'s, compared exactly. */
const noHigher = (a: TeamValue, b: TeamValue, k: 0 | 1): boolean => a.sums[k] * b.size <= b.sums[k] * a.size;

/** Every seat's Victory Points by category (MG-54), from the state as it stands. */
export function scoreAll(state: MagikaState): MagikaScore[] {
  const seats = state.mages.map((_, seat) => seat);
  const stats = seats.map((seat) => statistics(state, seat));
  const colorTeams = CLOAK_COLORS.map((color) => wearers(state, color)).filter((members) => members.length > 0);
  const black = seats.filter((seat) => colorOf(state, seat) === null);
  const teams = [...colorTeams, ...(black.length > 0 ? [black] : [])].map((members) => ({ members, value: teamValue(state, members) }));
  const met = tasksMet(state).length;
  return seats.map((seat) => {
    const others = seats.filter((other) => other !== seat);
    const position = POSITION * others.filter((other) => rowOf(state.mages[other]!.hex) >= rowOf(state.mages[seat]!.hex)).length;
    const individual = [0, 1, 2, 3].map((k) => INDIVIDUAL * others.filter((other) => stats[other]![k]! <= stats[seat]![k]!).length) as [number, number, number, number];
    let team: [number, number] = [0, 0];
    let quest: [number, number, number] = [0, 0, 0];
    let tasks = 0;
    if (isEbon(state, seat)) tasks = met * EBON_TASK_POINTS * 4;
    else {
      const color = colorOf(state, seat);
      const own = color === null ? { members: [seat], value: teamValue(state, [seat]) } : teams.find((t) => t.members.includes(seat))!;
      // A colour team compares with every other team, the Black one included; a Black novice with the colour teams only.
      const rivals = color === null ? teams.filter((t) => t.members !== black) : teams.filter((t) => t !== own);
      team = [0, 1].map((k) => TEAM * rivals.filter((t) => noHigher(t.value, own.value, k as 0 | 1)).length) as [number, number];
      const ours = (holder: Player | null): boolean => holder !== null && (holder === seat || areTeammates(state, seat, holder));
      for (let i = 0; i < ARTIFACTS.length; i++) {
        const artifact = ARTIFACTS[i]!;
        const holder = state.artifacts[i]!.holder;
        if (artifact.class === 'alignment' && ours(holder)) quest[0] += 12;
        if (artifact.class === 'racial' && ours(holder)) quest[1] += 8;
        if (artifact.class === 'ability' && holder === seat) quest[2] += 4;
      }
      if (holds(state, seat, alignmentArtifact(alignmentOf(state, seat)))) quest[0] += 12;
      if (holds(state, seat, racialArtifact(raceIdOf(state, seat)))) quest[1] += 8;
      quest = [quest[0], quest[1], quest[2]];
    }
    const total = position + individual.reduce((a, b) => a + b, 0) + team[0] + team[1] + quest[0] + quest[1] + quest[2] + tasks;
    return { position, individual, team, quest, tasks, total };
  });
}

/**
 * The outcome (MG-55): the Globe's formers first, ordered by Victory Points among themselves, then
 * everyone else by Victory Points; equal points share a place. Scores are Victory Points.
 */
export function outcomeOf(state: MagikaState): Outcome | undefined {
  if (state.end === null) return undefined;
  const totals = state.end.scores.map((s) => s.total);
  const globe = state.end.globe;
  const rankGroup = (seats: readonly Player[]): Player[][] => {
    const values = [...new Set(seats.map((seat) => totals[seat]!))].sort((a, b) => b - a);
    return values.map((value) => seats.filter((seat) => totals[seat] === value));
  };
  const rest = totals.map((_, seat) => seat).filter((seat) => !globe.includes(seat));
  return { ranking: [...rankGroup(globe), ...rankGroup(rest)], scores: totals.map((q) => q / 4) };
}
