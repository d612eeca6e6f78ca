/**
 * DESIGN §8 (totality): a saved state whose pending offer lost its targets, or gained one its
 * ability does not take, is no state play reaches (MA-30): `parseState` refuses it as BAD_STATE
 * instead of letting the answer fail later.
 */
import { describe, expect, it } from 'vitest';
import { RuleError } from '../../src/index.js';
import { magicalAthlete, type CharacterId } from '../../src/games/magical-athlete/index.js';
import { savedOffer } from './saved-game.js';

const TARGETED: readonly CharacterId[] = ['medusa', 'witch', 'ghoul', 'gladiator', 'centaur', 'ninja', 'pirate', 'merchant', 'necromancer', 'philosopher', 'prophet'];
const UNTARGETED: readonly CharacterId[] = ['ranger', 'demon', 'conjurer', 'bard', 'thief', 'siren', 'druid', 'cupid', 'martialArtist', 'priest', 'amazon'];

function refusal(input: unknown): RuleError {
  try {
    magicalAthlete.parseState(input);
  } catch (error) {
    expect(error).toBeInstanceOf(RuleError);
    return error as RuleError;
  }
  throw new Error('the saved state was accepted');
}

describe('Saved offers with the wrong targets', () => {
  for (const ability of TARGETED) {
    it(`the ${ability}'s offer, its targets emptied in a saved state, is refused`, () => {
      const saved = savedOffer(ability);
      expect(() => magicalAthlete.parseState(saved)).not.toThrow();
      saved.race.pending.targets = [];
      const error = refusal(saved);
      expect(error.code).toBe('BAD_STATE');
      expect(error.message).toMatch(/names target.*MA-30/);
    });
  }
  for (const ability of UNTARGETED) {
    it(`the ${ability}'s offer, given a target in a saved state, is refused`, () => {
      const saved = savedOffer(ability);
      expect(() => magicalAthlete.parseState(saved)).not.toThrow();
      saved.race.pending.targets = [saved.race.pending.user === 0 ? 1 : 0];
      const error = refusal(saved);
      expect(error.code).toBe('BAD_STATE');
      expect(error.message).toMatch(/takes no target.*MA-30/);
    });
  }
});
