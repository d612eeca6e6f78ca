/**
 * The shape of a saved Psi Wars state, field by field, for `parseState` (DESIGN §8: total parsing).
 * Card instances are checked against the config's decks, every card against the zone it sits in
 * (a Battle Unit in `units`, a trap on an opposing unit, ...), and every reference of a battle
 * against the units in play, so that a state this accepts never makes a game function fail on a
 * missing card or unit. Hit points, the winner and the turn's steps must be as play leaves them.
 */
import { bool, ensure, int, list, nullable, object, oneOf, refine, str, tuple, variant, type Schema, fromParser } from '../../core/schema.js';
import { cardById } from './content/cards.js';
import { deckList } from './content/deck-specs.js';
import { CREATION_UNITS, MIND_MODES, type CardKind } from './content/schema.js';
import { DECK_SIZE, HAND_LIMIT } from './rules/cards.js';
import { parseConfig } from './parse-config.js';
import { PSI_WARS_STEPS, type PsiWarsConfig, type PsiWarsEvent, type PsiWarsState } from './types.js';

const CARDS = 2 * DECK_SIZE;
const seat = oneOf([0, 1] as const);
const card = int(0, CARDS - 1);
const cards = (max: number): Schema<number[]> => list(card, { max });
const name = str(200);
const unitKind = oneOf(CREATION_UNITS);
const units = list(unitKind, { max: CARDS });
/** Hit points, turn numbers, dice and strengths: generous but finite. */
const count = int(0, 1_000_000);
const die = int(1, 6);
const signed = int(-1000, 1000);

/** The config, read by the game's own config parser (its refusals become this state's). */
const config: Schema<PsiWarsConfig> = fromParser(parseConfig);

const roll = object({ die, strength: signed, total: signed, units: cards(2), names: list(name, { max: 2 }) });

const event = variant('type', {
  setupDone: { hitPoints: count, decks: list(name, { min: 2, max: 2 }) },
  rollOff: { rolls: tuple(die, die), first: nullable(seat) },
  turnStarted: { player: seat, turn: count },
  drew: { player: seat, card: nullable(card), name: nullable(name) },
  fatigue: { player: seat, damage: count },
  placed: { player: seat, card, name },
  built: { player: seat, card, name, paid: units },
  powerPlayed: { player: seat, card, name, paid: units, target: nullable(card), targetName: nullable(name), unit: nullable(unitKind) },
  trapped: { card, name, by: card },
  escapeRoll: { player: seat, card, name, die, needed: int(0, 7), freed: bool },
  jammed: { card, name, screen: oneOf(MIND_MODES) },
  searched: { player: seat, unit: unitKind, card: nullable(card) },
  equipped: { player: seat, equipment: card, unit: card, equipmentName: name, unitName: name },
  attackDeclared: { player: seat, units: cards(2), names: list(name, { max: 2 }) },
  blockDeclared: { player: seat, engagement: int(0, CARDS), units: cards(2), names: list(name, { max: 2 }) },
  engagementStarted: { engagement: int(0, CARDS), attackers: cards(2), blockers: cards(2) },
  distanceUsed: { player: seat, unit: card, name, ability: name },
  contest: { kind: oneOf(['jam', 'snipe', ...MIND_MODES, 'physical'] as const), counter: bool, attacker: roll, defender: roll, success: bool },
  disoriented: { side: oneOf(['attacker', 'defender'] as const), units: cards(2) },
  destroyed: { player: seat, card, name },
  labDamaged: { player: seat, damage: count, hitPoints: count, by: cards(CARDS) },
  discarded: { player: seat, card, name },
  gameEnded: { winner: seat },
}) as Schema<PsiWarsEvent>;

const player = object({
  hitPoints: count,
  deck: cards(DECK_SIZE),
  hand: cards(DECK_SIZE),
  creation: list(object({ card, depleted: bool }), { max: DECK_SIZE }),
  units: list(object({ card, depleted: bool, equipment: nullable(card), trappedBy: nullable(card), cyberJammed: bool, psionicJammed: bool }), { max: DECK_SIZE }),
  equipment: list(object({ card, depleted: bool }), { max: DECK_SIZE }),
  discard: cards(DECK_SIZE),
  shown: cards(DECK_SIZE),
});

const battle = object({
  engagements: list(object({ attackers: list(card, { min: 1, max: 2 }), blockers: cards(2) }), { max: DECK_SIZE }),
  index: int(0, DECK_SIZE),
  step: oneOf(['start', 'attackerDistance', 'defenderDistance', 'mind', 'counter', 'physical'] as const),
  distanceDone: cards(4),
  spent: cards(4),
  attackerDisoriented: bool,
  defenderDisoriented: bool,
});

const shape = object({
  config,
  cards: list(str(100), { min: CARDS, max: CARDS }),
  players: list(player, { min: 2, max: 2 }),
  turn: object({ player: seat, number: count, step: oneOf(PSI_WARS_STEPS), placed: bool }),
  battle: nullable(battle),
  winner: nullable(seat),
  events: list(event, { max: 100_000 }),
});

/** The state schema of Psi Wars. */
export const psiWarsStateSchema: Schema<PsiWarsState> = refine(shape as unknown as Schema<PsiWarsState>, checkConsistency);

const ownerOf = (ref: number): number => Math.floor(ref / DECK_SIZE);

/** The facts the rules rely on that no single field shows. */
function checkConsistency(state: PsiWarsState, path: string): void {
  // The instances are the config's two deck lists, in order (setup).
  const expected = state.config.decks.flatMap((deck) => deckList(deck));
  ensure(state.cards.every((id, i) => id === expected[i]), `${path}.cards`, 'the card instances must be the config\'s two deck lists, in order');
  const kindOf = (ref: number): CardKind | undefined => cardById(state.cards[ref] as string)?.kind;

  // Every one of the 104 cards is in exactly one place.
  const seen = new Array<boolean>(CARDS).fill(false);
  const place = (ref: number, where: string): void => {
    ensure(!seen[ref], where, `card ${ref} is in more than one place`);
    seen[ref] = true;
  };
  state.players.forEach((p, s) => {
    const at = `${path}.players[${s}]`;
    const own = (ref: number, where: string): void => {
      place(ref, where);
      ensure(ownerOf(ref) === s, where, `card ${ref} belongs to the other seat`);
    };
    const ofKind = (ref: number, kind: CardKind, where: string): void => ensure(kindOf(ref) === kind, where, `card ${ref} is not a ${kind} card`);
    p.deck.forEach((ref, i) => own(ref, `${at}.deck[${i}]`));
    p.hand.forEach((ref, i) => own(ref, `${at}.hand[${i}]`));
    p.discard.forEach((ref, i) => own(ref, `${at}.discard[${i}]`));
    p.creation.forEach((c, i) => {
      own(c.card, `${at}.creation[${i}]`);
      ofKind(c.card, 'creation', `${at}.creation[${i}]`);
    });
    p.equipment.forEach((e, i) => {
      own(e.card, `${at}.equipment[${i}]`);
      ofKind(e.card, 'equipment', `${at}.equipment[${i}]`);
    });
    p.units.forEach((u, i) => {
      const where = `${at}.units[${i}]`;
      own(u.card, where);
      ofKind(u.card, 'battle', where);
      if (u.equipment !== null) {
        own(u.equipment, `${where}.equipment`);
        ofKind(u.equipment, 'equipment', `${where}.equipment`);
      }
      if (u.trappedBy !== null) {
        place(u.trappedBy, `${where}.trappedBy`);
        ensure(ownerOf(u.trappedBy) !== s, `${where}.trappedBy`, 'a trap is the opponent\'s power (PW-30)');
        const def = cardById(state.cards[u.trappedBy] as string);
        ensure(def?.kind === 'power' && def.effect.kind === 'trap', `${where}.trappedBy`, `card ${u.trappedBy} is not a trap`);
      }
    });
    ensure(new Set(p.shown).size === p.shown.length && p.shown.every((ref) => p.hand.includes(ref)), `${at}.shown`, 'shown cards are distinct cards in the same hand (PW-33)');
  });
  ensure(seen.every(Boolean), `${path}.players`, 'every one of the 104 cards must be in exactly one place');
  checkLabsAndTurn(state, path);

  const battle = state.battle;
  if (battle === null) return;
  const at = `${path}.battle`;
  ensure(state.turn.step === 'attack' || state.turn.step === 'block' || state.turn.step === 'engage', at, 'a battle exists only in the attack, block and engage steps');
  ensure(battle.engagements.length > 0 || state.turn.step === 'attack', `${at}.engagements`, 'a battle with no attack ends with the attack step (6.5)');
  const attacker = state.turn.player;
  // A unit destroyed earlier in the battle stays named in its stack (the rules skip it), so a stack
  // names Battle Unit cards of the right seat, each in one stack, not necessarily units in play.
  const unitOf = (ref: number, s: number): boolean => ownerOf(ref) === s && kindOf(ref) === 'battle';
  const used = new Set<number>();
  battle.engagements.forEach((e, i) => {
    for (const ref of e.attackers) {
      ensure(unitOf(ref, attacker) && !used.has(ref), `${at}.engagements[${i}].attackers`, `card ${ref} is not a Battle Unit of seat ${attacker}, or attacks twice`);
      used.add(ref);
    }
    ensure(e.blockers.length <= 2, `${at}.engagements[${i}].blockers`, 'a stack has at most two units');
    for (const ref of e.blockers) {
      ensure(unitOf(ref, 1 - attacker) && !used.has(ref), `${at}.engagements[${i}].blockers`, `card ${ref} is not a Battle Unit of seat ${1 - attacker}, or blocks twice`);
      used.add(ref);
    }
  });
  ensure(battle.index <= battle.engagements.length, `${at}.index`, 'the engagement being resolved is one of the declared ones');
  for (const ref of [...battle.distanceDone, ...battle.spent]) ensure(used.has(ref), at, `card ${ref} is not in this battle`);
}

/**
 * Hit points and the turn as play leaves them: a lab never has more than it started with and the
 * game ends the moment one reaches 0, its owner losing (PW-1, PW-19); a battle runs through the
 * block and engage steps; the discard step is there only for a hand over the limit (PW-9).
 */
function checkLabsAndTurn(state: PsiWarsState, path: string): void {
  const most = state.config.labHitPoints;
  state.players.forEach((p, s) => {
    ensure(p.hitPoints <= most, `${path}.players[${s}].hitPoints`, `a lab never has more than the ${most} hit points it started with (PW-1)`);
  });
  const destroyed = state.players.flatMap((p, s) => (p.hitPoints === 0 ? [s] : []));
  const over = state.winner !== null;
  ensure(over ? destroyed.length === 1 && destroyed[0] === 1 - (state.winner as number) : destroyed.length === 0, `${path}.winner`, 'the game ends, and only ends, when one lab reaches 0 hit points: its owner loses (PW-19)');
  ensure(!over || state.battle === null, `${path}.battle`, 'no battle goes on once the game is over (PW-19)');
  ensure(state.turn.number >= 1, `${path}.turn.number`, 'turns are numbered from 1 (PW-2)');
  if (over) return;
  ensure(state.battle !== null || (state.turn.step !== 'block' && state.turn.step !== 'engage'), `${path}.battle`, 'the block and engage steps resolve a declared battle (6.5)');
  ensure(state.turn.step !== 'discard' || (state.players[state.turn.player] as PsiWarsState['players'][number]).hand.length > HAND_LIMIT, `${path}.turn.step`, `the discard step is only for a hand over ${HAND_LIMIT} cards (PW-9)`);
}
