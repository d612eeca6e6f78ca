/** The four pairings of the built-in decks (seat 0, seat 1), for tests that sweep them. */
export const MATCHUPS = [
  ['creature', 'robot'],
  ['robot', 'creature'],
  ['creature', 'creature'],
  ['robot', 'robot'],
] as const;
