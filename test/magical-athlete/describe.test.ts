/**
 * Commentary (`describeEvent`, `describeView`): one readable line per event, with chips during the
 * draft and points afterwards (MA-4, MA-7), singular and plural right, and movement lines that say
 * what an ability did to whom.
 */
import { describe, expect, it } from 'vitest';
import { createRng } from '../../src/index.js';
import {
  CHARACTERS,
  CHARACTER_IDS,
  magicalAthlete,
  type MagicalAthleteEvent,
  type MagicalAthleteMoveCause,
} from '../../src/games/magical-athlete/index.js';

const line = (event: MagicalAthleteEvent): string => magicalAthlete.describeEvent(event);
const CAUSES: readonly MagicalAthleteMoveCause[] = ['roll', 'shadow', 'swap', 'kidnap', 'push', 'kick', 'lure', 'bonus', 'curse', 'blessing', 'challenge', 'compensation', 'spell', 'dash', 'devour'];

describe('Commentary', () => {
  it('MA-4: draft payments and returned money are chips; awards and thefts are points; one is singular', () => {
    expect(line({ type: 'chipsMoved', from: 0, to: 'bank', amount: 1, reason: 'draft' })).toBe('Player 0 pays 1 chip to the bank.');
    expect(line({ type: 'chipsMoved', from: 0, to: 'bank', amount: 3, reason: 'draft' })).toBe('Player 0 pays 3 chips to the bank.');
    expect(line({ type: 'chipsMoved', from: 2, to: 'bank', amount: 1, reason: 'return' })).toBe('Player 2 hands 1 unspent chip back to the bank.');
    expect(line({ type: 'chipsMoved', from: 'bank', to: 1, amount: 1, reason: 'award' })).toBe('Player 1 is awarded 1 point.');
    expect(line({ type: 'chipsMoved', from: 'bank', to: 1, amount: 4, reason: 'award' })).toBe('Player 1 is awarded 4 points.');
    expect(line({ type: 'chipsMoved', from: 2, to: 0, amount: 1, reason: 'theft' })).toBe('The Thief takes 1 point from Player 2 for Player 0.');
    expect(line({ type: 'setupDone', players: 4, chips: 8, setAside: 5, deck: 20, startPlayer: 3 })).toBe(
      '4 players get 8 chips each; 5 characters are set aside unseen, 20 form the draft deck. Player 3 drafts first.',
    );
  });

  it('no line says "1 points", "1 chips" or "1 point go"', () => {
    for (const reason of ['draft', 'return', 'award', 'theft'] as const) {
      const text = line({ type: 'chipsMoved', from: reason === 'award' ? 'bank' : 1, to: reason === 'award' || reason === 'theft' ? 0 : 'bank', amount: 1, reason });
      expect(text).not.toMatch(/\b1 (points|chips)\b|\bgo from\b/);
    }
    expect(line({ type: 'raceCalled', race: 1, awards: [3, 1] })).toBe('Race 1 is called: 3 points for the winner, 1 point for second.');
  });

  it('a racer moved by its own ability is not said to be moved by itself (the Priest blessing himself, the Merchant swapping)', () => {
    const moved = (character: (typeof CHARACTER_IDS)[number], cause: MagicalAthleteMoveCause): string =>
      line({ type: 'moved', player: 0, character, from: 1, to: 5, cause, leapt: 0 });
    expect(moved('priest', 'blessing')).toBe('Priest blesses himself forward from 1 to 5.');
    expect(moved('spy', 'blessing')).toBe('Spy is blessed forward by the Priest from 1 to 5.');
    expect(moved('merchant', 'swap')).toBe('Merchant swaps places, moving from 1 to 5.');
    expect(moved('spy', 'swap')).toBe('Spy is swapped by the Merchant from 1 to 5.');
    expect(moved('spy', 'kidnap')).toBe('Spy is kidnapped by the Pirate from 1 to 5.');
    // No character is ever said to be moved "by the" same character, whatever the cause.
    for (const character of CHARACTER_IDS) {
      for (const cause of CAUSES) {
        expect(moved(character, cause)).not.toContain(`by the ${CHARACTERS[character].name}`);
      }
    }
  });

  it('MA-15: the log says when the last race goes on past the second finisher to settle a tie', () => {
    expect(line({ type: 'raceContinues', race: 5 })).toBe(
      'Race 5 goes on: players who would end the game level on points are still racing, and their places in this race will break the tie.',
    );
  });

  it('describeView: chips in the draft, points afterwards, singular for one', () => {
    const state = magicalAthlete.setup({ players: 4 }, createRng(1));
    expect(magicalAthlete.describeView(magicalAthlete.view(state, 0)).split('\n')[1]).toBe('You: 8 chips; hand none; raced none.');
    const after = magicalAthlete.clone(state);
    after.phase = 'selection';
    after.players[1]!.chips = 1;
    expect(magicalAthlete.describeView(magicalAthlete.view(after, 0)).split('\n')[2]).toBe('Player 1: 1 point; hand none; raced none.');
  });
});
