/**
 * Psi Wars' observation tensor (DESIGN §13, issue 28): a seat's view as a fixed-length
 * Float32Array, built from the view alone. It is seat-relative, like the action space: "mine"
 * first, then the opponent's (a spectator's tensor is seat 0's side first, with no hand). Cards are
 * numbered by instance, own deck places 0–51 then the opponent's 0–51, so card k here is card k of
 * the action space. For each card the tensor holds where the viewer sees it, its flags in the lab
 * and in the battle, and a Battle Unit's screens as they count now. What card sits at each place is
 * the config's (the deck lists), so it is not repeated per step. The layout does not depend on the
 * config. The slices are listed by {@link psiWarsObservationLayout} and in docs/rules/psi-wars.md.
 */
import type { ObservationLayout, ObservationSlice, Player } from '../../core/game.js';
import { cardById } from './content/cards.js';
import { CREATION_UNITS } from './content/schema.js';
import { MAX_LAB_HIT_POINTS } from './parse-config.js';
import { DECK_SIZE, HAND_LIMIT, screenOf, type ScreenName } from './rules/cards.js';
import { battleDecision } from './rules/battle.js';
import { actingPlayer } from './rules/choices.js';
import type { PsiWarsBattleUnit, PsiWarsEngageStep, PsiWarsEngagement, PsiWarsEvent, PsiWarsState, PsiWarsView } from './types.js';
import { PSI_WARS_STEPS } from './types.js';

/** Card instances in a game: both decks. */
const CARDS = 2 * DECK_SIZE;
/** The engagement steps, in the order of the `battle.step` one-hot. */
const ENGAGE_STEPS: readonly PsiWarsEngageStep[] = ['start', 'attackerDistance', 'defenderDistance', 'mind', 'counter', 'physical'];
/** Where a card can be, as the viewer sees it: the `cards.location` one-hot. */
const LOCATIONS = ['hidden', 'hand', 'lab', 'onUnit', 'discard'] as const;
const [HIDDEN, HAND, LAB, ON_UNIT, DISCARD] = [0, 1, 2, 3, 4];
/** A card's flags in the lab and the battle: the `cards.flags` block. */
const FLAGS = ['depleted', 'trapped', 'equipped', 'cyberJammed', 'psionicJammed', 'attacking', 'blocking', 'distanceDone', 'spent', 'asked'] as const;
const [DEPLETED, TRAPPED, EQUIPPED, CYBER_JAMMED, PSIONIC_JAMMED, ATTACKING, BLOCKING, DISTANCE_DONE, SPENT, ASKED] = [0, 1, 2, 3, 4, 5, 6, 7, 8, 9];
/** The open battle question (`battleDecision`), in the order of the `decision.kind` one-hot. */
const DECISIONS = ['distance', 'mind', 'counter'] as const;
const SCREENS: readonly ScreenName[] = ['cyber', 'psionic', 'physical'];

/** Scales: turns counted up to this many, screens and strengths over this, costs over this. */
const TURN_SCALE = 100;
const SCREEN_SCALE = 10;
/** Engagement numbers are written as (e + 1) / this: above 1 only past the eighth stack of a battle. */
const ENGAGEMENT_SCALE = 8;
/** Creation Units in a lab are counted over this (a deck holds 19 in the built-in decks). */
const CREATION_SCALE = 10;

/** The tensor's slices by their field in {@link Offsets}: [field, name, length, description]. */
type Spec = readonly [keyof Omit<Offsets, 'size'>, string, number, string];

const SPECS: readonly Spec[] = [
  ['seat', 'viewer', 2, 'One-hot of the seat this view is for (all 0 for a spectator, who sees it as seat 0).'],
  ['active', 'turn.mine', 1, '1 if the viewer is the active player (the attacker of this turn).'],
  ['toAct', 'turn.toAct', 1, '1 if the viewer is the seat to act now (the defender acts in the block step and answers for its own Cyborgs and counterattacks).'],
  ['turnNumber', 'turn.number', 1, `The turn number (both players' turns counted) over ${TURN_SCALE}, at most 1.`],
  ['step', 'turn.step', PSI_WARS_STEPS.length, `One-hot of the step: ${PSI_WARS_STEPS.join(', ')}.`],
  ['placed', 'turn.placed', 1, '1 once the active player has placed a Creation Unit this turn.'],
  ['winner', 'winner', 2, 'Once the game is over: [1, 0] if the viewer won, [0, 1] if the opponent did; 0 before.'],
  ['hitPoints', 'players.hitPoints', 2, `Mine, then the opponent's: lab hit points over ${MAX_LAB_HIT_POINTS}.`],
  ['deckSize', 'players.deckSize', 2, `Mine, then the opponent's: cards left in the deck over ${DECK_SIZE}.`],
  ['handSize', 'players.handSize', 2, `Mine, then the opponent's: cards in hand over the hand limit ${HAND_LIMIT} (above 1 means over the limit).`],
  ['discardSize', 'players.discardSize', 2, `Mine, then the opponent's: cards in the discard pile over ${DECK_SIZE}.`],
  ['creation', 'players.creation', 2 * 2 * CREATION_UNITS.length, `Mine, then the opponent's; per kind (${CREATION_UNITS.join(', ')}): Creation Units in the lab, then unspent ones, over ${CREATION_SCALE}.`],
  ['battle', 'battle.active', 1, '1 while a battle is in progress.'],
  ['battleStep', 'battle.step', ENGAGE_STEPS.length, `One-hot of how far the current engagement has got: ${ENGAGE_STEPS.join(', ')}.`],
  ['battleIndex', 'battle.index', 1, `The engagement being resolved, as (index + 1) over ${ENGAGEMENT_SCALE}.`],
  ['battleCount', 'battle.engagements', 1, `Attacking stacks declared so far over ${ENGAGEMENT_SCALE}.`],
  ['disoriented', 'battle.disoriented', 2, '1 if the attacking stack, then the blocking stack, is disoriented in this engagement (PW-13).'],
  ['decision', 'decision.kind', DECISIONS.length, `In the engage step, one-hot of the open question: ${DECISIONS.join(', ')} (a Cyborg's distance ability, the cyber/psionic attack, the counterattack); the Cyborg asked about has the asked flag.`],
  ['modes', 'decision.modes', 2, 'For an attack or counterattack question, 1 for each mode offered: cyber, psionic (none is always offered).'],
  ['location', 'cards.location', CARDS * LOCATIONS.length, `Card-major (my deck places 0-51, then the opponent's), then a one-hot of where the viewer sees it: ${LOCATIONS.join(', ')}. Hidden is my deck, or the opponent's deck or unseen hand; lab is a Creation Unit, Battle Unit or loose Equipment in a lab; onUnit is Equipment attached to a unit or a trap holding one.`],
  ['flags', 'cards.flags', CARDS * FLAGS.length, `Card-major, then ${FLAGS.join(', ')}: depleted (Creation Unit, Battle Unit or loose Equipment); a Battle Unit trapped, carrying Equipment, disrupted (cyber, psionic); in an attacking or blocking stack; a Cyborg that has answered about, or spent, its distance ability in this engagement; the Cyborg whose distance ability is asked about now.`],
  ['engagement', 'cards.engagement', CARDS, `Per card: for a unit in a stack, (engagement number + 1) over ${ENGAGEMENT_SCALE}; 0 otherwise.`],
  ['screens', 'cards.screens', CARDS * 2 * SCREENS.length, `Card-major, for a Battle Unit in a lab: its cyber, psionic and physical screens (attack, defence) as they count now, Equipment and disrupters included, over ${SCREEN_SCALE}; 0 for a screen it lacks and for every other card.`],
];

/** Where each slice starts, by field; `size` is the tensor's length. */
interface Offsets {
  size: number;
  seat: number;
  active: number;
  toAct: number;
  turnNumber: number;
  step: number;
  placed: number;
  winner: number;
  hitPoints: number;
  deckSize: number;
  handSize: number;
  discardSize: number;
  creation: number;
  battle: number;
  battleStep: number;
  battleIndex: number;
  battleCount: number;
  disoriented: number;
  decision: number;
  modes: number;
  location: number;
  flags: number;
  engagement: number;
  screens: number;
}

const SLICES: readonly ObservationSlice[] = (() => {
  let offset = 0;
  return SPECS.map(([, name, length, description]) => {
    const slice = { name, offset, length, description };
    offset += length;
    return slice;
  });
})();
const OFFSETS = Object.fromEntries([...SPECS.map(([field], i) => [field, (SLICES[i] as ObservationSlice).offset]), ['size', SLICES.reduce((n, s) => n + s.length, 0)]]) as unknown as Offsets;
const LAYOUT: ObservationLayout = Object.freeze({ size: OFFSETS.size, slices: Object.freeze(SLICES.map((s) => Object.freeze(s))) });

/**
 * The card ids of the stand-in state the rules' functions read (see the tensor): one array reused
 * by every call, each entry written before it is read (only cards in play are ever read).
 */
const SCRATCH_CARDS: string[] = new Array<string>(CARDS).fill('');
const NO_EVENTS: readonly PsiWarsEvent[] = Object.freeze([]);

/** The layout of the tensor: the same for every config (both decks always hold 52 cards). */
export function psiWarsObservationLayout(): ObservationLayout {
  return LAYOUT;
}

/**
 * The viewer's tensor: `psiWarsObservationLayout().size` numbers in the layout's order, from the
 * view alone (`known` names the cards the viewer may identify).
 */
export function psiWarsObservationTensor(view: PsiWarsView): Float32Array {
  const o = OFFSETS;
  const t = new Float32Array(o.size);
  const me: Player = view.viewer === 1 ? 1 : 0;
  // Card instance → its place in the card-major blocks: mine first.
  const slot = (card: number): number => (card < DECK_SIZE) === (me === 0) ? card % DECK_SIZE : DECK_SIZE + (card % DECK_SIZE);
  const at = (card: number, location: number): void => {
    const s = slot(card);
    t[o.location + s * LOCATIONS.length + HIDDEN] = 0;
    t[o.location + s * LOCATIONS.length + location] = 1;
  };
  const flag = (card: number, which: number): void => {
    t[o.flags + slot(card) * FLAGS.length + which] = 1;
  };

  if (view.viewer === 0 || view.viewer === 1) t[o.seat + view.viewer] = 1;
  if (view.turn.player === me) t[o.active] = 1;
  t[o.turnNumber] = Math.min(view.turn.number, TURN_SCALE) / TURN_SCALE;
  t[o.step + PSI_WARS_STEPS.indexOf(view.turn.step)] = 1;
  if (view.turn.placed) t[o.placed] = 1;
  if (view.winner !== null) t[o.winner + (view.winner === me ? 0 : 1)] = 1;

  // Every card starts hidden; what the view shows moves it.
  for (let s = 0; s < CARDS; s++) t[o.location + s * LOCATIONS.length + HIDDEN] = 1;
  // The rules' own functions (screenOf, actingPlayer, battleDecision) run on a stand-in state made
  // of the view's public parts: they read the labs, the turn, the battle, the winner, and a card's
  // id as `cards[card]` for cards in play only, which `known` names. `cards` is a packed array,
  // like a real state's, so the rules' code stays fast for real states in the same process.
  const cards = SCRATCH_CARDS;
  const lookup = { config: null, cards, players: view.players, turn: view.turn, battle: view.battle, winner: view.winner, events: NO_EVENTS } as unknown as PsiWarsState;

  for (let side = 0; side < 2; side++) {
    const p = view.players[side === 0 ? me : 1 - me];
    if (p === undefined) continue;
    t[o.hitPoints + side] = p.hitPoints / MAX_LAB_HIT_POINTS;
    t[o.deckSize + side] = p.deckSize / DECK_SIZE;
    t[o.handSize + side] = p.handSize / HAND_LIMIT;
    t[o.discardSize + side] = p.discard.length / DECK_SIZE;
    if (p.hand !== null) for (const h of p.hand) at(h.card, HAND);
    for (const h of p.shown) at(h.card, HAND);
    const base = o.creation + side * 2 * CREATION_UNITS.length;
    for (const c of p.creation) {
      at(c.card, LAB);
      if (c.depleted) flag(c.card, DEPLETED);
      const def = cardById(view.known[c.card] as string);
      if (def?.kind !== 'creation') continue;
      const k = CREATION_UNITS.indexOf(def.unit);
      (t[base + k] as number) += 1 / CREATION_SCALE;
      if (!c.depleted) (t[base + CREATION_UNITS.length + k] as number) += 1 / CREATION_SCALE;
    }
    for (const u of p.units) {
      at(u.card, LAB);
      cards[u.card] = view.known[u.card] as string;
      if (u.depleted) flag(u.card, DEPLETED);
      if (u.trappedBy !== null) {
        flag(u.card, TRAPPED);
        at(u.trappedBy, ON_UNIT);
      }
      if (u.equipment !== null) {
        flag(u.card, EQUIPPED);
        at(u.equipment, ON_UNIT);
        cards[u.equipment] = view.known[u.equipment] as string;
      }
      if (u.cyberJammed) flag(u.card, CYBER_JAMMED);
      if (u.psionicJammed) flag(u.card, PSIONIC_JAMMED);
      writeScreens(t, o.screens + slot(u.card) * 2 * SCREENS.length, lookup, u);
    }
    for (const e of p.equipment) {
      at(e.card, LAB);
      if (e.depleted) flag(e.card, DEPLETED);
    }
    for (const card of p.discard) at(card, DISCARD);
  }
  if (actingPlayer(lookup) === me) t[o.toAct] = 1;

  const battle = view.battle;
  if (battle !== null) {
    t[o.battle] = 1;
    t[o.battleStep + ENGAGE_STEPS.indexOf(battle.step)] = 1;
    t[o.battleIndex] = (battle.index + 1) / ENGAGEMENT_SCALE;
    t[o.battleCount] = battle.engagements.length / ENGAGEMENT_SCALE;
    if (battle.attackerDisoriented) t[o.disoriented] = 1;
    if (battle.defenderDisoriented) t[o.disoriented + 1] = 1;
    for (let e = 0; e < battle.engagements.length; e++) {
      const engagement = battle.engagements[e] as PsiWarsEngagement;
      for (const card of engagement.attackers) {
        flag(card, ATTACKING);
        t[o.engagement + slot(card)] = (e + 1) / ENGAGEMENT_SCALE;
      }
      for (const card of engagement.blockers) {
        flag(card, BLOCKING);
        t[o.engagement + slot(card)] = (e + 1) / ENGAGEMENT_SCALE;
      }
    }
    for (const card of battle.distanceDone) flag(card, DISTANCE_DONE);
    for (const card of battle.spent) flag(card, SPENT);
    const decision = battleDecision(lookup);
    if (decision !== null) {
      t[o.decision + DECISIONS.indexOf(decision.kind)] = 1;
      if (decision.kind === 'distance') flag(decision.unit, ASKED);
      else for (const mode of decision.modes) t[o.modes + (mode === 'cyber' ? 0 : 1)] = 1;
    }
  }

  return t;
}

/** A unit's three screens as they count now, Equipment and disrupters included (`screenOf`). */
function writeScreens(t: Float32Array, base: number, lookup: PsiWarsState, unit: PsiWarsBattleUnit): void {
  for (const [i, name] of SCREENS.entries()) {
    const screen = screenOf(lookup, unit, name);
    if (screen === null) continue;
    t[base + 2 * i] = screen.attack / SCREEN_SCALE;
    t[base + 2 * i + 1] = screen.defense / SCREEN_SCALE;
  }
}
