/** Spaces from the start to the goal (MA-5: 30 spaces, no special spaces). */
export const MAGICAL_ATHLETE_GOAL = 30;
/** The start space: abilities that need a shared space or a step back do not work here. */
export const START = 0;

/** Draft chips per player by player count (rulebook "Preparations"). */
export const DRAFT_CHIPS: Readonly<Record<4 | 5, number>> = { 4: 8, 5: 6 };
/** Cards each player must buy in the draft, and so the number of races (rulebook "The Draft"). */
export const QUOTA: Readonly<Record<4 | 5, number>> = { 4: 5, 5: 4 };
/**
 * Turns a race may last (MA-28): after this many turns, lost ones included, a race without enough
 * finishers stops and is scored on the racers' order on the track (MA-14). Far beyond any race
 * that can progress (random play: median 38 turns, 1 race in 1,000 past 300), it only ends races
 * that abilities hold still for ever, such as a Pirate kidnapping on every turn.
 */
export const MAX_RACE_TURNS = 500;
/** Cards set aside face down before the draft (for the Assassin's replacement). */
export const SET_ASIDE = 5;
/** Draft board spaces are priced 0 to 4; new cards arrive on 4. */
export const DRAFT_SLOTS = 5;

/** [first, second] place awards for races 1 to 5 (rulebook "The Races"). */
export const AWARDS: readonly (readonly [number, number])[] = [
  [3, 1],
  [4, 2],
  [4, 2],
  [5, 3],
  [5, 3],
];
