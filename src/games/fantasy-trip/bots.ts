/**
 * A tactical Fantasy Trip bot: it closes on the weakest enemy it can reach, charges when it can
 * strike this turn, faces its foe, attacks the weakest enemy in front, defends when badly hurt, and
 * always forces a retreat when it may. It chooses only among the legal actions, reading the rules'
 * own helpers; ties go to an rng of its own, so a seed fixes its play.
 */
import type { Bot } from '../../core/bots.js';
import type { Game, Player } from '../../core/game.js';
import { HEX_DIRECTIONS, hexAdd, hexDistance, type Hex } from '../../core/hex.js';
import { createRng, type Rng } from '../../core/rng.js';
import type { FantasyTripAction, FantasyTripConfig, FantasyTripEvent, FantasyTripFigure, FantasyTripState, FantasyTripView } from './types.js';
import { isFighting, readyWeapon, stNow } from './rules/figures.js';

/** The Fantasy Trip game's full type, as bots see it. */
export type FantasyTripGame = Game<FantasyTripState, FantasyTripAction, FantasyTripEvent, FantasyTripConfig, FantasyTripView>;
type Of<T extends FantasyTripAction['type']> = Extract<FantasyTripAction, { type: T }>;

function enemies(state: FantasyTripState, figure: FantasyTripFigure): FantasyTripFigure[] {
  return state.figures.filter((f) => f.side !== figure.side && isFighting(f));
}

/** The enemy to go for: the nearest, then the weakest. */
function quarry(state: FantasyTripState, figure: FantasyTripFigure): FantasyTripFigure | undefined {
  return enemies(state, figure).sort((a, b) => hexDistance(figure.at, a.at) - hexDistance(figure.at, b.at) || stNow(a) - stNow(b) || a.id - b.id)[0];
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
 * engaged one shifts and attacks (shifts and defends once down to a third of its basic ST or
 * less); a free one charges when the nearest enemy is within half its MA, else moves. It steps
 * toward the nearest enemy (the weakest of equally near ones) and ends facing it. At its action it
 * attacks the weakest enemy in reach, else readies a weapon, disengages or holds. It always forces
 * a retreat into the first hex offered, and then stands still.
 *
 * `seed` seeds the bot's own rng, used only to choose among equally good steps, so a seed fixes its
 * play; pass an {@link Rng} to share one.
 */
export function tacticalBot(game: FantasyTripGame, seed: number | Rng): Bot<FantasyTripGame> {
  const rng = typeof seed === 'number' ? createRng(seed) : seed;
  return {
    name: 'tactical',
    choose(state, player: Player) {
      const legal = game.legalActions(state, player);
      if (legal.length === 0) throw new Error(`tacticalBot: seat ${player} has no legal action`);
      const turn = state.turn;
      if (turn.phase === 'initiative') return legal.find((a) => a.type === 'initiative' && !a.moveFirst) ?? legal[0]!;
      if (turn.phase === 'retreat') return legal.find((a) => (a.type === 'retreat' && a.to !== null) || (a.type === 'advance' && !a.advance)) ?? legal[0]!;
      if (turn.phase === 'movement' && turn.moving === null) {
        const begins = legal.filter((a): a is Of<'begin'> => a.type === 'begin');
        const first = begins[0]!;
        const figure = state.figures[first.figure]!;
        const mine = begins.filter((a) => a.figure === figure.id);
        const want = (option: FantasyTripFigure['option']): Of<'begin'> | undefined => mine.find((a) => a.option === option);
        const target = quarry(state, figure);
        const hurt = stNow(figure) * 3 <= figure.st;
        if (want('standUp')) return want('standUp')!;
        // On the ground in hand-to-hand: draw a dagger if one is slung, then fight (FT-18).
        if (want('hthAttack')) return want('drawDagger') ?? want('hthAttack')!;
        // Engaged with a bow or crossbow in hand: one last shot if loaded, else change weapons (S-22, S-23).
        const bow = readyWeapon(state, figure.id)?.class === 'missile';
        if (bow && want('shiftAttack')) return want('lastShot') ?? want('ready') ?? want('shiftAttack')!;
        if (want('shiftAttack')) return (hurt ? want('shiftDefend') : undefined) ?? want('shiftAttack')!;
        // A loaded missile weapon: shoot (f), or one last shot (l) when engaged (FT-19).
        if (want('fire')) return want('fire')!;
        const reach = Math.max(1, Math.floor(figure.ma / 2));
        if (target !== undefined && hexDistance(figure.at, target.at) - 1 <= reach) return want('charge') ?? want('move') ?? first;
        return want('move') ?? first;
      }
      if (turn.phase === 'movement') {
        const figure = state.figures[turn.moving as number]!;
        const target = quarry(state, figure);
        if (target === undefined) return legal.find((a) => a.type === 'end') ?? legal[0]!;
        const steps = legal.filter((a): a is Of<'step'> => a.type === 'step');
        const here = hexDistance(figure.at, target.at);
        const closer = steps.filter((a) => hexDistance(hexAdd(figure.at, HEX_DIRECTIONS[a.direction]), target.at) < here && hexDistance(hexAdd(figure.at, HEX_DIRECTIONS[a.direction]), target.at) >= 1);
        if (here > 1 && closer.length > 0) return pick(closer, rng);
        const facing = faceToward(figure.at, target.at);
        return legal.find((a) => a.type === 'end' && a.facing === facing) ?? legal[legal.length - 1]!;
      }
      // Actions: strike the weakest enemy in reach; otherwise take the option's action or hold.
      const shots = legal.filter((a): a is Of<'fire'> => a.type === 'fire');
      if (shots.length > 0) return shots.sort((a, b) => stNow(state.figures[a.target]!) - stNow(state.figures[b.target]!) || a.target - b.target)[0]!;
      const attacks = legal.filter((a): a is Of<'attack'> => a.type === 'attack');
      if (attacks.length > 0) return attacks.sort((a, b) => stNow(state.figures[a.target]!) - stNow(state.figures[b.target]!) || a.target - b.target)[0]!;
      return legal.find((a) => a.type === 'pickUp') ?? legal.find((a) => a.type === 'drawDagger') ?? legal.find((a) => a.type === 'disengage') ?? legal.find((a) => a.type === 'pass') ?? legal[0]!;
    },
  };
}

/** The game's own bots, for `rulebooks play/simulate --bot`: `tactical`. */
export const fantasyTripBots: Readonly<Record<string, (game: FantasyTripGame, seed: number) => Bot<FantasyTripGame>>> = { tactical: tacticalBot };
