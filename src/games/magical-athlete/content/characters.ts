/**
 * The 25 characters of Magical Athlete (2010 edition) as data. The rulebook has no reference sheet,
 * so each ability's text here is either sourced (public descriptions of the card) or reconstructed
 * to agree with every FAQ line; `ruling` points at its entry in docs/rules/magical-athlete.md.
 * The behaviour itself lives in one module per character under `abilities/`.
 */

/** Every character id, in alphabetical order. */
export const CHARACTER_IDS = [
  'amazon',
  'assassin',
  'bard',
  'centaur',
  'conjurer',
  'cupid',
  'demon',
  'druid',
  'ghoul',
  'gladiator',
  'martialArtist',
  'medusa',
  'merchant',
  'necromancer',
  'ninja',
  'philosopher',
  'pirate',
  'priest',
  'prophet',
  'ranger',
  'siren',
  'spy',
  'thief',
  'troll',
  'witch',
] as const;

/** One of the 25 characters. */
export type CharacterId = (typeof CHARACTER_IDS)[number];

/** When an ability acts (rulebook "Special Abilities"; timings follow the rulings). */
export const ABILITY_TIMINGS = [
  'afterDraft',
  'raceSelection',
  'raceStart',
  'insteadOfTurn',
  'ownRoll',
  'anyRoll',
  'ownMove',
  'sharedSpace',
  'otherTurn',
  'overtaking',
  'cancelAbility',
] as const;
/**
 * When a character's ability acts: `afterDraft` (Assassin), `raceSelection` (Spy), `raceStart`
 * (Prophet, Thief), `insteadOfTurn` (Amazon, Merchant, Necromancer, Pirate, Priest), `ownRoll`
 * (Conjurer, Demon, Ranger), `anyRoll` (Bard, Ghoul), `ownMove` (Martial Artist, Siren),
 * `sharedSpace` (Cupid, Druid, Gladiator, Medusa, Troll), `otherTurn` (Ninja), `overtaking`
 * (Centaur, Witch), `cancelAbility` (Philosopher). Descriptive only: the engine's trigger points
 * live in `abilities/` and `rules/turn.ts`.
 */
export type AbilityTiming = (typeof ABILITY_TIMINGS)[number];

/** A character card. */
export interface Character {
  /** The character's id, as used in actions, events and views. */
  readonly id: CharacterId;
  /** Display name in English, e.g. `Martial Artist`. */
  readonly name: string;
  /** The card's sex, which only Cupid's ability reads (MA-35). */
  readonly sex: 'female' | 'male';
  /** Duty abilities are mandatory; all others are optional decisions of the owner. Only the Troll has one (MA-53). */
  readonly duty: boolean;
  /** When the ability acts; descriptive, for UIs and docs. */
  readonly timing: AbilityTiming;
  /** Whether the ability text comes from public sources or was reconstructed from the FAQ. */
  readonly source: 'sourced' | 'reconstructed';
  /** The ruling that fixes this ability, in docs/rules/magical-athlete.md (`MA-30` to `MA-54`). */
  readonly ruling: string;
  /** The ability in one sentence, as this library plays it. */
  readonly ability: string;
}

const FEMALE: readonly CharacterId[] = ['amazon', 'bard', 'druid', 'medusa', 'prophet', 'siren', 'witch'];

function character(
  id: CharacterId,
  name: string,
  timing: AbilityTiming,
  source: Character['source'],
  ruling: string,
  ability: string,
  duty = false,
): Character {
  return { id, name, sex: FEMALE.includes(id) ? 'female' : 'male', duty, timing, source, ruling, ability };
}

/** The characters by id. */
export const CHARACTERS: { readonly [id in CharacterId]: Character } = {
  amazon: character('amazon', 'Amazon', 'insteadOfTurn', 'sourced', 'MA-30', 'Instead of her turn, she may advance exactly 5 spaces.'),
  assassin: character('assassin', 'Assassin', 'afterDraft', 'reconstructed', 'MA-31', 'Once, right after the draft, he may remove any drafted character (himself included); its owner draws a random replacement from the set-aside cards.'),
  bard: character('bard', 'Bard', 'anyRoll', 'reconstructed', 'MA-32', 'Whenever another character rolls a 6 (turn roll or challenge roll), she may advance 1 space.'),
  centaur: character('centaur', 'Centaur', 'overtaking', 'sourced', 'MA-33', 'For each character he overtakes in a turn, he may kick that character 1 space back.'),
  conjurer: character('conjurer', 'Conjurer', 'ownRoll', 'reconstructed', 'MA-34', 'Once per turn he may reroll his turn roll; the first roll counts as never made.'),
  cupid: character('cupid', 'Cupid', 'sharedSpace', 'sourced', 'MA-35', 'Whenever a move leaves a male and a female character on the same space, he may advance 5 spaces.'),
  demon: character('demon', 'Demon', 'ownRoll', 'reconstructed', 'MA-36', 'After his turn roll he may turn the die to its opposite face (1↔6, 2↔5, 3↔4); only the new face counts.'),
  druid: character('druid', 'Druid', 'sharedSpace', 'reconstructed', 'MA-37', 'Whenever she and another character come to share a space, she may advance 1 space.'),
  ghoul: character('ghoul', 'Ghoul', 'anyRoll', 'reconstructed', 'MA-38', 'Whenever another character rolls a 1 for its turn, he may devour that move: the roller does not advance and the Ghoul advances 1 space.'),
  gladiator: character('gladiator', 'Gladiator', 'sharedSpace', 'reconstructed', 'MA-39', 'Whenever he and another character come to share a space, he may challenge it: each rolls a die and the lower roll moves back 2 spaces (ties: nothing).'),
  martialArtist: character('martialArtist', 'Martial Artist', 'ownMove', 'sourced', 'MA-40', 'While moving on his turn, he may leap over each space occupied by another character without counting it.'),
  medusa: character('medusa', 'Medusa', 'sharedSpace', 'sourced', 'MA-41', 'Whenever another character comes to share her space (not at the start), she may petrify it: it loses its next turn.'),
  merchant: character('merchant', 'Merchant', 'insteadOfTurn', 'sourced', 'MA-42', 'Instead of his turn, he may swap positions with another character.'),
  necromancer: character('necromancer', 'Necromancer', 'insteadOfTurn', 'reconstructed', 'MA-43', 'Instead of his turn, he may move another character 3 spaces back.'),
  ninja: character('ninja', 'Ninja', 'otherTurn', 'sourced', 'MA-44', 'At the start of another character’s turn he may shadow it, moving as it moves on that turn; this replaces his own next turn (one lost turn even if he is also put to sleep).'),
  philosopher: character('philosopher', 'Philosopher', 'cancelAbility', 'reconstructed', 'MA-45', 'When another racer uses an optional ability, he may cancel that use by moving himself 2 spaces back as compensation; a Druid who insists keeps her bonus.'),
  pirate: character('pirate', 'Pirate', 'insteadOfTurn', 'reconstructed', 'MA-46', 'Instead of his turn, he may kidnap another character: it moves to the Pirate’s space.'),
  priest: character('priest', 'Priest', 'insteadOfTurn', 'reconstructed', 'MA-47', 'Instead of his turn, he may advance every character in last place (all of them on a tie) 4 spaces.'),
  prophet: character('prophet', 'Prophet', 'raceStart', 'reconstructed', 'MA-48', 'When she is revealed she secretly prophesies the winner; if right, her player takes second place.'),
  ranger: character('ranger', 'Ranger', 'ownRoll', 'reconstructed', 'MA-49', 'After his turn roll he may advance 1 extra space on an odd roll or 2 on an even roll.'),
  siren: character('siren', 'Siren', 'ownMove', 'sourced', 'MA-50', 'After she moves on her turn, she may lure every other character 1 space toward her, all at once.'),
  spy: character('spy', 'Spy', 'raceSelection', 'reconstructed', 'MA-51', 'Once a game, his owner may choose a racer after seeing everyone else’s choice.'),
  thief: character('thief', 'Thief', 'raceStart', 'reconstructed', 'MA-52', 'At the start of the race he may take 1 point from every other player who has any.'),
  troll: character('troll', 'Troll', 'sharedSpace', 'sourced', 'MA-53', 'Duty: every character that shares his space (not at the start) is pushed 1 space back.', true),
  witch: character('witch', 'Witch', 'overtaking', 'sourced', 'MA-54', 'When a character overtakes her she may step 1 space back to put it to sleep: it loses its next turn.'),
};

/** True for a known character id. */
export function isCharacterId(value: unknown): value is CharacterId {
  return typeof value === 'string' && (CHARACTER_IDS as readonly string[]).includes(value);
}
