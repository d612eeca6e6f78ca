/**
 * A tactical Fantasy Trip bot: it closes on the weakest enemy it can reach, charges when it can
 * strike this turn, faces its foe, attacks the weakest enemy in front, defends when badly hurt, and
 * always forces a retreat when it may. A wizard casts missile spells, summons a creature or guards
 * itself, keeping 3 ST back (FT-33, FT-35); it judges enemies by what its seat can see. It chooses only among the legal actions, reading the rules'
 * own helpers; ties go to an rng of its own, so a seed fixes its play.
 */
import type { Bot } from '../../core/bots.js';
import type { Game, Player } from '../../core/game.js';
import { HEX_DIRECTIONS, hexAdd, hexDistance, type Hex } from '../../core/hex.js';
import { gap, gapFromShape } from './rules/body.js';
import { createRng, type Rng } from '../../core/rng.js';
import type { FantasyTripAction, FantasyTripConfig, FantasyTripEvent, FantasyTripFigure, FantasyTripState, FantasyTripView } from './types.js';
import { isFighting, readyWeapon, sideOf, stNow } from './rules/figures.js';
import { castChoices } from './rules/spells.js';
import { spellById } from './content/spells.js';

/** The Fantasy Trip game's full type, as bots see it. */
export type FantasyTripGame = Game<FantasyTripState, FantasyTripAction, FantasyTripEvent, FantasyTripConfig, FantasyTripView>;
type Of<T extends FantasyTripAction['type']> = Extract<FantasyTripAction, { type: T }>;

function enemies(state: FantasyTripState, figure: FantasyTripFigure): FantasyTripFigure[] {
  const side = sideOf(state, figure);
  return state.figures.filter((f) => isFighting(f) && sideOf(state, f) !== side);
}

/**
 * ST as the bot's seat may see it: its own figures' ST now, another side's ST less hits only (what
 * an enemy wizard spent is hidden, FT-38, and a fair bot does not peek).
 */
function seenST(figure: FantasyTripFigure, seat: Player): number {
  return figure.side === seat ? stNow(figure) : figure.st - figure.hits;
}

/**
 * A figure's place among equally good targets, from a salt the bot draws from its own rng when it
 * is made: ties used to go to the lowest id, so in a three-side fight every bot went for seat 0
 * (issue 22). The salt is fixed for the bot's life, so it does not swap targets from step to step.
 */
type Rank = (id: number) => number;

function rankFrom(rng: Rng): Rank {
  const salt = rng.int(0, 0x3fffffff);
  return (id) => {
    let x = Math.imul(id + 1, 0x9e3779b1) ^ salt;
    x = Math.imul(x ^ (x >>> 15), 0x85ebca6b);
    return (x ^ (x >>> 13)) >>> 0;
  };
}

/** The enemy to go for: the nearest, then the weakest, then by the bot's own rank. */
function quarry(state: FantasyTripState, figure: FantasyTripFigure, rank: Rank): FantasyTripFigure | undefined {
  return enemies(state, figure).sort((a, b) => gap(figure, a) - gap(figure, b) || seenST(a, figure.side) - seenST(b, figure.side) || rank(a.id) - rank(b.id))[0];
}

/** ST a wizard keeps back: it does not spend below this, so it stays on its feet (FT-35). */
const RESERVE = 3;

/**
 * A wizard's pick among its legal casts (FT-33): the strongest missile spell it can afford at an
 * enemy, else a summoning (when it has no creature out) next to the nearest enemy, else Stone or
 * Iron Flesh or Blur on itself; null when none is worth its ST.
 */
function chooseCast(state: FantasyTripState, figure: FantasyTripFigure, casts: readonly Of<'cast'>[], rank: Rank): Of<'cast'> | null {
  const spare = stNow(figure) - RESERVE;
  const cost = (a: Of<'cast'>): number => spellById(a.spell)!.cost * a.power;
  // A fake protection (FT-49) costs nothing and does nothing: the bot never picks one, and it
  // prices only real casts.
  const affordable = casts.filter((a) => a.looks !== 'fake' && cost(a) <= spare);
  const missiles = affordable.filter((a) => spellById(a.spell)!.kind === 'missile' && a.target !== null);
  if (missiles.length > 0) {
    const weight = (a: Of<'cast'>): number => a.power * (a.spell === 'lightning' ? 3.5 : a.spell === 'fireball' ? 2.5 : 1.5);
    return missiles.sort((a, b) => weight(b) - weight(a) || seenST(state.figures[a.target!]!, figure.side) - seenST(state.figures[b.target!]!, figure.side) || rank(a.target!) - rank(b.target!))[0]!;
  }
  const target = quarry(state, figure, rank);
  const hasCreature = state.figures.some((f) => f.creation !== null && f.creation.caster === figure.id && isFighting(f));
  const summons = affordable.filter((a) => a.spell.startsWith('summon-') && a.at !== null);
  if (!hasCreature && summons.length > 0 && target !== undefined) {
    return summons.sort((a, b) => hexDistance(a.at!, target.at) - hexDistance(b.at!, target.at) || cost(b) - cost(a))[0]!;
  }
  for (const buff of ['iron-flesh', 'stone-flesh', 'blur']) {
    const self = affordable.find((a) => a.spell === buff && a.target === figure.id);
    if (self !== undefined && target !== undefined && gap(figure, target) <= 3) return self;
  }
  return null;
}

/** The facing that puts `target` in (or nearest) the front hex. */
function faceToward(from: Hex, target: Hex): number {
  let best = 0;
  for (let d = 1; d < 6; d++) if (hexDistance(hexAdd(from, HEX_DIRECTIONS[d as 0]), target) < hexDistance(hexAdd(from, HEX_DIRECTIONS[best as 0]), target)) best = d;
  return best;
}

function pick<T>(items: readonly T[], rng: Rng): T {
  return items[rng.int(0, items.length - 1)] as T;
}

/**
 * The tactical bot, for any seat of `game`. On winning initiative it moves last. It begins its
 * figures in the order the legal `begin` actions list them: a figure that is down stands up; an
 * engaged one shifts and attacks (once down to a third of its basic ST or less, it shifts and
 * defends two turns in three against a foe that looks stronger); a free one charges when the nearest enemy is within half its MA, else moves. It steps
 * toward the nearest enemy (the weakest of equally near ones; among equals, the one its own rng
 * ranked first) and ends facing it. At its action it
 * attacks the weakest enemy in reach, else readies a weapon, disengages or holds. It always forces
 * a retreat into the first hex offered, and then stands still.
 *
 * `seed` seeds the bot's own rng, used only to rank equally good targets (drawn once, when the bot
 * is made), choose among equally good steps and decide when a hurt figure defends, so a seed fixes
 * its play; pass an {@link Rng} to share one.
 */
export function fantasyTripTacticalBot(game: FantasyTripGame, seed: number | Rng): Bot<FantasyTripGame> {
  const rng = typeof seed === 'number' ? createRng(seed) : seed;
  const rank = rankFrom(rng);
  return {
    name: 'tactical',
    choose(state, player: Player) {
      const legal = game.legalActions(state, player);
      if (legal.length === 0) throw new Error(`tacticalBot: seat ${player} has no legal action`);
      const turn = state.turn;
      if (turn.phase === 'initiative') return legal.find((a) => a.type === 'initiative' && !a.moveFirst) ?? legal[0]!;
      // Renew step: keep what the wizard can pay for and still keep its reserve (FT-35).
      if (turn.phase === 'renew') {
        const offer = turn.renewals[0];
        const caster = offer === undefined ? undefined : offer.spell === null ? state.figures[state.figures[offer.figure]!.creation!.caster] : state.figures[state.figures[offer.figure]!.effects.find((e) => e.spell === offer.spell)?.caster ?? offer.figure];
        const keep = legal.find((a) => a.type === 'renew' && a.keep);
        return caster !== undefined && keep !== undefined && stNow(caster) - 1 >= RESERVE ? keep : (legal.find((a) => a.type === 'renew' && !a.keep) ?? legal[0]!);
      }
      if (turn.phase === 'retreat') return legal.find((a) => (a.type === 'retreat' && a.to !== null) || (a.type === 'advance' && !a.advance)) ?? legal[0]!;
      if (turn.phase === 'movement' && turn.moving === null) {
        const begins = legal.filter((a): a is Of<'begin'> => a.type === 'begin');
        const first = begins[0]!;
        const figure = state.figures[first.figure]!;
        const mine = begins.filter((a) => a.figure === figure.id);
        const want = (option: FantasyTripFigure['option']): Of<'begin'> | undefined => mine.find((a) => a.option === option);
        const target = quarry(state, figure, rank);
        const hurt = stNow(figure) * 3 <= figure.st;
        if (want('standUp')) return want('standUp')!;
        // A wizard with free hands casts, if a cast is worth it (FT-33).
        if (want('cast') && figure.spells.length > 0) {
          const casts = castChoices(state, figure).filter((a): a is Of<'cast'> => a.type === 'cast');
          if (chooseCast(state, figure, casts, rank) !== null) return want('cast')!;
        }
        // On the ground in hand-to-hand: draw a dagger if one is slung, then fight (FT-18).
        if (want('hthAttack')) return want('drawDagger') ?? want('hthAttack')!;
        // Engaged with a bow or crossbow in hand: one last shot if loaded, else change weapons (S-22, S-23).
        const bow = readyWeapon(state, figure.id)?.class === 'missile';
        if (bow && want('shiftAttack')) return want('lastShot') ?? want('ready') ?? want('shiftAttack')!;
        // Badly hurt, it defends against a foe that looks stronger, but only two turns in three:
        // two worn-down figures (wizards at their ST 3 reserve, issue 22) that both defended
        // every turn would stand there until the turn limit. Against a foe no stronger, it strikes.
        const outmatched = target !== undefined && seenST(target, figure.side) > stNow(figure);
        if (want('shiftAttack')) return (hurt && outmatched && rng.int(1, 3) > 1 ? want('shiftDefend') : undefined) ?? want('shiftAttack')!;
        // A loaded missile weapon: shoot (f), or one last shot (l) when engaged (FT-19).
        if (want('fire')) return want('fire')!;
        const reach = Math.max(1, Math.floor(figure.ma / 2));
        if (target !== undefined && gap(figure, target) - 1 <= reach) return want('charge') ?? want('move') ?? first;
        return want('move') ?? first;
      }
      if (turn.phase === 'movement') {
        const figure = state.figures[turn.moving as number]!;
        const target = quarry(state, figure, rank);
        if (target === undefined) return legal.find((a) => a.type === 'end') ?? legal[0]!;
        const steps = legal.filter((a): a is Of<'step'> => a.type === 'step');
        const here = gap(figure, target);
        // How far the step would leave it, measured between nearest hexes (FT-57).
        const after = (a: Of<'step'>): number => gapFromShape(target, hexAdd(figure.at, HEX_DIRECTIONS[a.direction]), a.direction, figure.hexes);
        const closer = steps.filter((a) => after(a) < here && after(a) >= 1);
        if (here > 1 && closer.length > 0) return pick(closer, rng);
        const facing = faceToward(figure.at, target.at);
        return legal.find((a) => a.type === 'end' && a.facing === facing) ?? legal[legal.length - 1]!;
      }
      // Actions: a wizard casts what it chose; anyone strikes the weakest enemy in reach; otherwise
      // it takes the option's action or holds.
      const casts = legal.filter((a): a is Of<'cast'> => a.type === 'cast');
      if (casts.length > 0) {
        const figure = state.figures[turn.queue[turn.next]!]!;
        return chooseCast(state, figure, casts, rank) ?? legal.find((a) => a.type === 'pass') ?? legal[0]!;
      }
      const shots = legal.filter((a): a is Of<'fire'> => a.type === 'fire');
      if (shots.length > 0) return shots.sort((a, b) => seenST(state.figures[a.target]!, player) - seenST(state.figures[b.target]!, player) || rank(a.target) - rank(b.target))[0]!;
      const attacks = legal.filter((a): a is Of<'attack'> => a.type === 'attack');
      if (attacks.length > 0) return attacks.sort((a, b) => seenST(state.figures[a.target]!, player) - seenST(state.figures[b.target]!, player) || rank(a.target) - rank(b.target))[0]!;
      return legal.find((a) => a.type === 'pickUp') ?? legal.find((a) => a.type === 'drawDagger') ?? legal.find((a) => a.type === 'disengage') ?? legal.find((a) => a.type === 'pass') ?? legal[0]!;
    },
  };
}

/** The game's own bots, for `rulebooks play/simulate --bot`: `tactical`. */
export const fantasyTripBots: Readonly<Record<string, (game: FantasyTripGame, seed: number) => Bot<FantasyTripGame>>> = { tactical: fantasyTripTacticalBot };
