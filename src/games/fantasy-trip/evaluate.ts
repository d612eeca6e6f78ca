/**
 * How the sides of a Fantasy Trip fight stand (DESIGN §13): the outcome once the fight is over,
 * and before that an estimate of each seat's expected reward, for search that stops a playout
 * early.
 *
 * The estimate is a race of attrition between every two sides. A side's blows land as often as the
 * rules' own to-hit table (`classifyAttack`) says for each fighter's adjusted DX, and each does its
 * ready weapon's mean damage (bare hands by ST, a creature's natural weapon) less the armour and
 * shields of the side it strikes; the other side lasts for the ST its fighting figures have left.
 * The side that would take the other out sooner is favoured, more so the larger the gap. A figure
 * down (knocked down, FT-14) strikes and lasts for less until it stands; one on the ground by
 * choice (prone, kneeling) strikes for a little less. As the turn limit nears, two sides still
 * fighting drift toward the draw that the limit makes of them (FT-20). A seat's value is its chance
 * of beating each other side, averaged, which is the expected {@link rankRewards} of that forecast.
 *
 * With `viewer`, it reads only what that seat sees (FT-38): another side's ST left is its basic ST
 * less hits (what its wizards spent is hidden), and another side's creation that has not shown what
 * it is counts as what it looks like. Without a viewer every fact counts: an image does no harm and
 * vanishes when hit, so it counts for little.
 */
import type { Outcome, Player } from '../../core/game.js';
import { rankRewards } from '../../core/mcts.js';
import { bareHandDamage } from './content/bare-hands.js';
import type { Damage } from './content/schema.js';
import { classifyAttack } from './rules/dice.js';
import { aided, armorDef, creatureOf, isFighting, readyShield, readyWeapon, sideOf, stNow, WEAK_ST } from './rules/figures.js';
import type { FantasyTripFigure, FantasyTripState } from './types.js';

/**
 * The result of a finished fight, otherwise `undefined`: the seats with a figure still fighting
 * first, all tied, the others after them; each seat scores the ST its fighting figures have left.
 */
export function outcome(state: FantasyTripState): Outcome | undefined {
  if (state.survivors === null) return undefined;
  const scores = state.config.sides.map((_, seat) => state.figures.reduce((sum, f) => sum + (f.condition === 'fighting' && sideOf(state, f) === seat ? stNow(f) : 0), 0));
  const survivors = [...state.survivors];
  const others = state.config.sides.map((_, seat) => seat).filter((seat) => !survivors.includes(seat));
  const ranking = survivors.length === 0 ? [others] : others.length === 0 ? [survivors] : [survivors, others];
  return { ranking, scores };
}

/** What a figure down (FT-14) strikes for, against one on its feet: it must stand up first. */
const DOWN = 0.5;
/** What a figure down lasts for: it is struck as from the rear, and its shield stops nothing. */
const DOWN_LASTING = 0.75;
/** What a figure prone or kneeling by choice (FT-41) strikes for. */
const GROUNDED = 0.8;
/** What an image counts for, to a seat that knows it is one (FT-38): it blocks a hex, and no more. */
const IMAGE = 0.1;
/** The least damage a landed blow is counted to do after armour: a critical still gets through. */
const LEAST_DAMAGE = 0.5;
/** Turns over which two fighting sides' standing fades toward the draw of the turn limit (FT-20). */
const LIMIT_FADE = 4;
/**
 * How sharply a side that would win the attrition race sooner is favoured: the chance is
 * `later^SHARP / (sooner^SHARP + later^SHARP)`. 2, as attrition compounds (Lanchester's square
 * law); fitted loosely on bot-played fights, where it beat 1 and 1.5 for fights of two a side.
 */
const SHARP = 2;

/** Ways each total of 3 dice can be rolled, index = total (3 to 18), out of 216. */
const WAYS_3D6: readonly number[] = (() => {
  const ways = new Array<number>(19).fill(0);
  for (let a = 1; a <= 6; a++) for (let b = 1; b <= 6; b++) for (let c = 1; c <= 6; c++) ways[a + b + c]! += 1;
  return ways;
})();

/** `meanBlow` by adjusted DX, worked out once. */
const blowCache = new Map<number, number>();

/** Mean damage multiplier of one blow at adjusted DX `adjDX`, a miss counting 0 (S-41, by the rules' table). */
function meanBlow(adjDX: number): number {
  let mean = blowCache.get(adjDX);
  if (mean === undefined) {
    mean = 0;
    for (let total = 3; total <= 18; total++) {
      const roll = classifyAttack(total, 3, adjDX, false);
      if (roll.hit) mean += ((WAYS_3D6[total] as number) / 216) * roll.multiplier;
    }
    blowCache.set(adjDX, mean);
  }
  return mean;
}

/** `meanDamage` by dice and modifier, worked out once. */
const damageCache = new Map<string, number>();

/** The mean of a damage roll, never below 0 (S-82), by the exact distribution of its dice. */
function meanDamage(damage: Damage): number {
  const key = `${damage.dice}:${damage.add}`;
  let mean = damageCache.get(key);
  if (mean === undefined) {
    let sums = [1];
    for (let d = 0; d < damage.dice; d++) {
      const next = new Array<number>(sums.length + 6).fill(0);
      sums.forEach((p, s) => {
        for (let face = 1; face <= 6; face++) next[s + face]! += p / 6;
      });
      sums = next;
    }
    mean = sums.reduce((sum, p, s) => sum + p * Math.max(0, s + damage.add), 0);
    damageCache.set(key, mean);
  }
  return mean;
}

/** One fighting figure as the estimate sees it. */
interface Fighter {
  /** ST left before it falls. */
  readonly life: number;
  /** Mean multiplier of its blows (0 to 3). */
  readonly blow: number;
  /** Mean damage of a landed blow, before the target's armour. */
  readonly damage: number;
  /** Hits its armour, natural armour and ready shield stop. */
  readonly stops: number;
  /** How much of its striking counts now (posture, and an image known to be one). */
  readonly strikes: number;
  /** How much of its life counts now (down, and an image known to be one, which vanishes when hit). */
  readonly lasts: number;
}

/** Whether `viewer` may read the figure's hidden facts (its own side's, or everything without a viewer). */
const knows = (viewer: Player | undefined, figure: FantasyTripFigure): boolean => viewer === undefined || viewer === figure.side;

function fighter(state: FantasyTripState, figure: FantasyTripFigure, viewer: Player | undefined): Fighter {
  // ST now, less the ST spent on spells only where the viewer may know it (FT-38).
  const st = knows(viewer, figure) ? stNow(figure) : figure.st - figure.hits + aided(figure, 'st');
  const shield = readyShield(state, figure.id);
  const armor = figure.armor === null ? undefined : armorDef(state, figure.armor);
  const natural = figure.creature === null ? 0 : creatureOf(figure.creature).stops;
  // Adjusted DX from public facts (S-73, S-90, FT-13): armour, shield, dazed, weak.
  let dx = figure.dx + (armor?.dx ?? 0) + (shield?.dx ?? 0);
  if (figure.dazed) dx -= 2;
  if (figure.weakened || st <= WEAK_ST) dx -= 3;
  const weapon = readyWeapon(state, figure.id);
  const down = figure.posture === 'down';
  const creation = figure.creation;
  const image = creation !== null && creation.kind === 'image' && (creation.shown || knows(viewer, figure)) ? IMAGE : 1;
  return {
    life: Math.max(0, st),
    blow: meanBlow(dx),
    damage: meanDamage(weapon === null ? bareHandDamage(figure.st) : weapon.damage),
    stops: (armor?.stops ?? 0) + natural + (shield !== null && !down ? shield.stops : 0),
    strikes: image * (down ? DOWN : figure.posture === 'prone' || figure.posture === 'kneeling' ? GROUNDED : 1),
    lasts: image * (down ? DOWN_LASTING : 1),
  };
}

/** How long `attackers` take to bring down `defenders`, in blows of the whole side; Infinity if they cannot. */
function timeToBeat(attackers: readonly Fighter[], defenders: readonly Fighter[]): number {
  let life = 0;
  let stops = 0;
  for (const d of defenders) {
    life += d.life * d.lasts;
    stops += d.stops * d.life * d.lasts;
  }
  if (life <= 0) return 0;
  // The armour a blow meets: the defenders' stops, each counted by how long it stands.
  const armour = stops / life;
  let rate = 0;
  for (const a of attackers) rate += a.strikes * a.blow * Math.max(LEAST_DAMAGE, a.damage - armour);
  return rate > 0 ? life / rate : Infinity;
}

/**
 * Each seat's expected reward in [0, 1] (see the module comment). With `viewer`, only what that
 * seat sees is read, so two states it cannot tell apart get the same numbers.
 */
export function evaluate(state: FantasyTripState, viewer?: Player): number[] {
  const over = outcome(state);
  if (over !== undefined) return rankRewards(over);
  const n = state.config.players;
  const sides: Fighter[][] = Array.from({ length: n }, () => []);
  for (const figure of state.figures) {
    // A side is in the fight while a figure fights for it (FT-50: a controlled figure for its controller).
    if (isFighting(figure)) sides[sideOf(state, figure)]!.push(fighter(state, figure, viewer));
  }
  // Two sides still fighting when the last turn ends draw (FT-20): the fewer turns left, the less
  // anything else matters.
  const turnsLeft = Math.max(0, state.config.turnLimit - state.turn.number + 1);
  const decisive = 1 - Math.exp(-turnsLeft / LIMIT_FADE);
  return sides.map((mine, p) => {
    if (n <= 1) return 1;
    let beaten = 0;
    sides.forEach((theirs, q) => {
      if (q === p) return;
      if (mine.length === 0 || theirs.length === 0) {
        // A side out of the fight stays out: it loses to any side still in, and ties with the others.
        beaten += mine.length === theirs.length ? 0.5 : mine.length === 0 ? 0 : 1;
        return;
      }
      const win = timeToBeat(mine, theirs);
      const lose = timeToBeat(theirs, mine);
      // Sooner is better, and a clear gap more than a narrow one (see SHARP).
      const chance = win === lose ? 0.5 : !Number.isFinite(win) ? 0 : !Number.isFinite(lose) ? 1 : lose ** SHARP / (win ** SHARP + lose ** SHARP);
      beaten += 0.5 + (chance - 0.5) * decisive;
    });
    return beaten / (n - 1);
  });
}
