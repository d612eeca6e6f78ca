/**
 * Why an action is refused (DESIGN §2, `GameRules.refusal`): `reduce` asks this only for an action
 * of a seat that may act now but that is not among its legal actions, and throws the answer. Each
 * answer names the rule the action breaks, in the words of the ruling it cites, so that a person
 * or a server log learns what to do instead. It reads only what the acting seat may see: its own
 * hand and public facts (GT-30).
 */
import { RuleError } from '../../../core/errors.js';
import type { Player } from '../../../core/game.js';
import { COMPONENTS } from '../content/cruisers.js';
import { whisperById } from '../content/whispers.js';
import type { GridCombat, GridTravelerAction, GridTravelerState } from '../types.js';
import { boardOf } from './board.js';
import { currentCombat } from './fights.js';
import { capableCards, costFor, disabled, magickOf, seatOf } from './numbers.js';
import { weakenReady } from './whispers.js';

const refuse = (message: string, rule: string): RuleError => new RuleError('ILLEGAL_ACTION', message, rule);

/** What a seat may do at each stage of its regular turn, and the ruling that says so. */
const STAGE_CHOICES: Readonly<Record<string, readonly [string, string]>> = {
  repair: ['first take one cube off a damaged component or the Damage spot (repair)', 'GT-4'],
  draw: ['draw (and play WEAKEN first if it is ready)', 'GT-18'],
  travel: ['travel or stay', 'GT-5'],
  moving: ['move, jump at a GRID point or stop', 'GT-6'],
  act: ['scan, fight, offer a trade or end the turn', 'GT-9'],
  tradeReply: ['accept or decline the trade offered', 'GT-19'],
};

/** The reason a Magick card `card` of `seat` cannot be used now, or null if it can (GT-S71, GT-14). */
function magickCardProblem(state: GridTravelerState, seat: Player, card: number): string | null {
  const me = seatOf(state, seat);
  if (!me.hand.magick.includes(card)) return `card ${card} is not a Magick card in player ${seat}'s hand`;
  if (!capableCards(state, me).includes(card)) return `player ${seat} lacks a material that ${magickOf(state, card).name} needs: it is not capable (GT-S71)`;
  const design = magickOf(state, card);
  if (costFor(me, design) >= me.nanytes + me.health) return `${design.name} costs ${costFor(me, design)}, which would take player ${seat}'s last Health (GT-14)`;
  return null;
}

/** Why `action` is refused in a Magick fight. */
function magickRefusal(state: GridTravelerState, combat: GridCombat, action: GridTravelerAction): RuleError | null {
  const seat = action.player;
  if (combat.attack !== null) {
    if (action.type !== 'block') return refuse(`player ${seat} must answer the cast at it with a block (a capable card, or none)`, 'GT-14');
    const problem = action.card === null ? null : magickCardProblem(state, seat, action.card);
    return problem === null ? null : refuse(`player ${seat} cannot block with it: ${problem}`, 'GT-14');
  }
  const target = 'target' in action ? action.target : null;
  const notMember = target !== null && (target === seat || !combat.members.includes(target));
  switch (action.type) {
    case 'cast': {
      if (notMember) return refuse(`a cast is made at another member of the fight, and player ${target} is not one`, 'GT-14');
      const problem = magickCardProblem(state, seat, action.card);
      return problem === null ? null : refuse(`player ${seat} cannot cast it: ${problem}`, 'GT-14');
    }
    case 'weaken':
      if (notMember) return refuse(`WEAKEN in a fight is played on another member, and player ${target} is not one`, 'GT-20');
      return weakenReady(state, seat) ? null : refuse(`player ${seat}'s WEAKEN is not ready until round ${seatOf(state, seat).weakenFrom}`, 'GT-20');
    case 'playWhisper': {
      if (!seatOf(state, seat).hand.whisper.includes(action.card)) return refuse(`card ${action.card} is not a Whisper card in player ${seat}'s hand`, 'GT-S74');
      const design = whisperById(state.cards[action.card]!.name);
      return design?.overreach === false ? null : refuse('an Overreach is played when drawn, never in a fight', 'GT-16');
    }
    case 'block':
      return refuse('there is no cast to block: a member blocks only a cast made at it', 'GT-14');
    default:
      return refuse(`in a Magick fight the acting member may cast, play a Whisper, play WEAKEN or pass; not ${action.type}`, 'GT-14');
  }
}

/** Why `action` is refused in a ship fight. */
function shipRefusal(state: GridTravelerState, combat: GridCombat, action: GridTravelerAction): RuleError | null {
  const seat = action.player;
  const me = seatOf(state, seat);
  if (combat.retreat !== null) {
    return action.type === 'pursue' ? null : refuse(`player ${seat} must first say whether it pursues player ${combat.retreat.seat}`, 'GT-11');
  }
  const target = 'target' in action ? action.target : null;
  const notMember = target !== null && (target === seat || !combat.members.includes(target));
  switch (action.type) {
    case 'attack':
      if (notMember) return refuse(`an attack is made at another member of the fight, and player ${target} is not one`, 'GT-11');
      return disabled(me, 'weapons') ? refuse(`player ${seat}'s Weapons are disabled: it cannot attack`, 'GT-11') : null;
    case 'ditfoi': {
      if (combat.afterDitfoi) return refuse('one DITFOI a combat action: after it the player attacks, retreats or holds fire', 'GT-S62');
      if (notMember) return refuse(`a DITFOI is played at another member of the fight, and player ${target} is not one`, 'GT-11');
      if (!me.hand.ditfoi.includes(action.card)) return refuse(`card ${action.card} is not a DITFOI card in player ${seat}'s hand`, 'GT-11');
      const named = state.cards[action.card]!.name;
      const fits = named === 'any' ? COMPONENTS.includes(action.component) : named === action.component;
      return fits ? null : refuse(`that DITFOI card names ${named}, not ${action.component}`, 'GT-29');
    }
    case 'retreat':
      if (disabled(me, 'engines')) return refuse(`player ${seat}'s Engines are disabled: it cannot retreat`, 'GT-11');
      if (action.to === me.position.tile) return refuse('a retreat goes somewhere else than the tile the cruiser is on', 'GT-11');
      return boardOf(state).destinations.includes(action.to) ? null : refuse(`tile ${action.to} is not a destination: a retreat is announced to a shaded ring tile or a GRID point`, 'GT-11');
    case 'pursue':
      return refuse('no one is retreating: there is nothing to pursue', 'GT-11');
    default:
      return refuse(`in a ship fight the acting member may attack, play a DITFOI, retreat or hold fire; not ${action.type}`, 'GT-11');
  }
}

/**
 * Why `action`, of a seat that may act now, is refused: an `ILLEGAL_ACTION` RuleError naming the
 * rule, or null when no more particular reason is known (the core then gives its own).
 */
export function refusal(state: GridTravelerState, action: GridTravelerAction): RuleError | null {
  const combat = currentCombat(state);
  if (combat !== null) return combat.kind === 'ship' ? shipRefusal(state, combat, action) : magickRefusal(state, combat, action);
  const turn = state.turn;
  if (turn === null) return null;
  const choices = STAGE_CHOICES[turn.stage];
  if (choices === undefined) return null;
  const [what, rule] = choices;
  const combatTypes = ['attack', 'ditfoi', 'retreat', 'holdFire', 'pursue', 'cast', 'playWhisper', 'block', 'pass'];
  if (combatTypes.includes(action.type)) return refuse(`${action.type} is a combat action, and no fight is taking its combat turn; now player ${action.player} may ${what}`, 'GT-17');
  if (turn.stage === 'act') {
    if (action.type === 'fight') {
      if (action.target === action.player || state.seats[action.target]?.out !== null) return refuse(`player ${action.target} is not another player in the game`, 'GT-9');
      return refuse(
        action.kind === 'magick'
          ? `a Magick fight needs both cruisers on the same planet's ring (or the target's Magick fight there), and player ${action.target} is not`
          : `player ${action.target} is not in proximity: on the same tile, a neighbouring tile or the same ring, both launched`,
        'GT-9',
      );
    }
    if (action.type === 'scan') return refuse('no scan now: once a turn, after a complete orbit of a body with cubes that is not the last one collected at, with Sensors working', 'GT-8');
    if (action.type === 'offerTrade') return refuse('no such offer now: one a turn, to a player in proximity, of a card of one\'s own for a kind of card', 'GT-19');
  }
  return refuse(`${action.type} is not open now: player ${action.player} may ${what}`, rule);
}
