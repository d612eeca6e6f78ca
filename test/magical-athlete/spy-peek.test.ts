/**
 * MA-51: the waiting Spy sees the other picks once they are all in, and an event says so, to the
 * Spy's owner only (`spyPeeked`): everyone else gets the same event with the picks blanked, so a
 * seat's log (and a UI driven by events) shows the peek without revealing anything.
 */
import { describe, expect, it } from 'vitest';
import { createMatch, createRng, type Match, type Player } from '../../src/index.js';
import { magicalAthlete, type CharacterId, type MagicalAthleteEvent } from '../../src/games/magical-athlete/index.js';

type MatchOf = Match<typeof magicalAthlete>;

/** A match at its first choice of racers: the draft played with the first legal action, the Assassin declined. */
function atFirstSelection(seed: number): MatchOf {
  const match = createMatch(magicalAthlete, { config: { players: 4 }, seed });
  while (match.state.phase === 'draft' || match.state.phase === 'assassin') {
    const player = match.actors()[0] as Player;
    const legal = match.legalActions(player);
    match.play((match.state.phase === 'assassin' ? legal[legal.length - 1] : legal[0]) as (typeof legal)[number]);
  }
  return match;
}

/** The first seed whose draft gives some seat the Spy, and that seat. */
function spyGame(): { seed: number; spy: Player } {
  for (let seed = 1; seed < 100; seed++) {
    const spy = atFirstSelection(seed).state.players.findIndex((p) => p.hand.includes('spy'));
    if (spy >= 0) return { seed, spy };
  }
  throw new Error('no seed deals the Spy');
}

const peeks = (log: readonly MagicalAthleteEvent[]): Extract<MagicalAthleteEvent, { type: 'spyPeeked' }>[] =>
  log.filter((e): e is Extract<MagicalAthleteEvent, { type: 'spyPeeked' }> => e.type === 'spyPeeked');

describe('MA-51: the Spy\'s peek is an event', () => {
  const { seed, spy } = spyGame();
  const others = [0, 1, 2, 3].filter((p) => p !== spy);
  const [varied, ...fixed] = others as [Player, Player, Player];

  /** The Spy waits, then the others pick; `variant` chooses which card the `varied` seat picks. */
  function world(variant: 0 | 1): { match: MatchOf; picks: (CharacterId | null)[] } {
    const match = atFirstSelection(seed);
    match.play({ type: 'spy', player: spy });
    const picks: (CharacterId | null)[] = [null, null, null, null];
    for (const player of others) {
      const hand = match.state.players[player]?.hand ?? [];
      const character = hand[player === varied ? variant : 0] as CharacterId;
      picks[player] = character;
      match.play({ type: 'pick', player, character });
    }
    return { match, picks };
  }

  it('tells the waiting Spy\'s owner every other pick as soon as the last one is in', () => {
    const { match, picks } = world(0);
    expect(peeks(match.state.events)).toEqual([{ type: 'spyPeeked', player: spy, picks }]);
    // Exactly what the Spy's view shows.
    expect(match.view(spy).picks).toEqual(picks);
    expect(peeks(match.logFor(spy))).toEqual([{ type: 'spyPeeked', player: spy, picks }]);
  });

  it('shows the others and spectators only that the Spy has looked, and nothing of the picks', () => {
    const { match } = world(0);
    for (const viewer of [...others, 'spectator'] as const) {
      expect(peeks(match.logFor(viewer)), `seat ${String(viewer)}`).toEqual([{ type: 'spyPeeked', player: spy, picks: null }]);
    }
  });

  it('gives a seat who cannot see a pick the same log in two worlds that differ only in that pick', () => {
    const a = world(0);
    const b = world(1);
    expect(a.picks[varied]).not.toBe(b.picks[varied]);
    for (const viewer of [...fixed, 'spectator'] as const) {
      expect(a.match.logFor(viewer), `seat ${String(viewer)}`).toEqual(b.match.logFor(viewer));
      expect(a.match.view(viewer), `seat ${String(viewer)}`).toEqual(b.match.view(viewer));
    }
    // The Spy, who sees the picks, can tell the worlds apart.
    expect(a.match.logFor(spy)).not.toEqual(b.match.logFor(spy));
  });

  it('is also the event when the Spy waits after everyone else has picked', () => {
    const match = atFirstSelection(seed);
    const picks: (CharacterId | null)[] = [null, null, null, null];
    for (const player of others) {
      const character = match.state.players[player]?.hand[0] as CharacterId;
      picks[player] = character;
      match.play({ type: 'pick', player, character });
    }
    expect(peeks(match.logFor(spy))).toEqual([]);
    match.play({ type: 'spy', player: spy });
    expect(match.state.events).toEqual([
      { type: 'spyWaits', player: spy },
      { type: 'spyPeeked', player: spy, picks },
    ]);
    expect(peeks(match.logFor(varied))).toEqual([{ type: 'spyPeeked', player: spy, picks: null }]);
  });

  it('is rewritten to fit the picks a sampled world draws for a seat who did not see them', () => {
    const { match } = world(0);
    const state = match.state;
    for (let s = 0; s < 8; s++) {
      const sampled = magicalAthlete.sampleHidden(state, fixed[0], createRng(s));
      expect(magicalAthlete.view(sampled, fixed[0])).toEqual(magicalAthlete.view(state, fixed[0]));
      const peek = peeks(sampled.events)[0];
      const drawn = (sampled.selection?.picks ?? []).map((p, seat) => (seat === spy ? null : p));
      expect(peek?.picks).toEqual(drawn);
    }
    // The Spy's own sample keeps what he saw.
    expect(peeks(magicalAthlete.sampleHidden(state, spy, createRng(1)).events)).toEqual(peeks(state.events));
  });

  it('reads as a line of commentary, with or without the picks', () => {
    expect(magicalAthlete.describeEvent({ type: 'spyPeeked', player: 2, picks: ['troll', 'witch', null, 'cupid'] })).toBe(
      "Player 2's Spy looks at the other picks: Player 0 Troll, Player 1 Witch, Player 3 Cupid.",
    );
    expect(magicalAthlete.describeEvent({ type: 'spyPeeked', player: 2, picks: null })).toBe("Player 2's Spy looks at the other picks.");
  });
});
