/**
 * Assassin (MA-31, reconstructed): once, right after the draft, his owner may remove any drafted
 * character (himself included); its owner draws a random replacement from the five cards set aside
 * before the draft, secretly. Played through the real game, not the race harness.
 */
import { describe, expect, it } from 'vitest';
import { createRng, scriptedRng } from '../../../src/index.js';
import {
  magicalAthlete,
  type CharacterId,
  type MagicalAthleteState,
} from '../../../src/games/magical-athlete/index.js';
import { ABILITIES } from '../../../src/games/magical-athlete/abilities/index.js';
import { dealtGame as dealt, refusal } from '../dealt-game.js';

const dealtGame = (hands: readonly (readonly CharacterId[])[], setAside?: readonly CharacterId[]): MagicalAthleteState =>
  dealt(hands, { seed: 3, setAside }).state;

// Set aside (alphabetical): bard, druid, ghoul, medusa, prophet.
const HANDS: CharacterId[][] = [
  ['assassin', 'amazon', 'centaur', 'conjurer', 'demon'],
  ['philosopher', 'merchant', 'necromancer', 'ninja', 'pirate'],
  ['priest', 'ranger', 'siren', 'thief', 'troll'],
  ['witch', 'spy', 'martialArtist', 'gladiator', 'cupid'],
];
const DRAFTED = HANDS.flat();

describe('Assassin', () => {
  it('MA-31: right after the draft only his owner is asked — remove any drafted character, or decline', () => {
    const state = dealtGame(HANDS);
    expect(state.phase).toBe('assassin');
    expect(magicalAthlete.actors(state)).toEqual([0]);
    const legal = magicalAthlete.legalActions(state, 0);
    expect(legal).toHaveLength(21);
    expect(legal.filter((a) => a.type === 'assassinate').map((a) => (a.type === 'assassinate' ? a.target : null)).sort()).toEqual([...DRAFTED].sort());
    expect(legal).toContainEqual({ type: 'decline', player: 0 });
    expect(magicalAthlete.legalActions(state, 2)).toEqual([]);
    expect(refusal(state, { type: 'decline', player: 2 }).code).toBe('NOT_YOUR_TURN');
  });

  it('MA-31: only drafted characters can be assassinated (a set-aside card is refused, state untouched)', () => {
    const state = dealtGame(HANDS);
    const error = refusal(state, { type: 'assassinate', player: 0, target: 'bard' });
    expect(error.code).toBe('ILLEGAL_ACTION');
    expect(error.rule).toBe('MA-31');
  });

  it('Rulebook "The Draft": the victim\'s owner gets one card at random from the cards set aside as a replacement', () => {
    const state = dealtGame(HANDS);
    // The replacement is drawn at random: the scripted die picks the third set-aside card (ghoul).
    magicalAthlete.apply(state, { type: 'assassinate', player: 0, target: 'ninja' }, scriptedRng([2]));
    expect(state.events).toEqual([
      { type: 'assassinated', player: 0, target: 'ninja', owner: 1 },
      { type: 'replacementDrawn', player: 1, character: 'ghoul' },
      { type: 'raceCalled', race: 1, awards: [3, 1] },
    ]);
    expect(state.players[1]?.hand).toEqual(['philosopher', 'merchant', 'necromancer', 'pirate', 'ghoul']);
    expect(state.players[1]?.secret).toBe('ghoul');
    expect(state.removed).toEqual(['ninja']);
    expect(state.setAside).toEqual(['bard', 'druid', 'medusa', 'prophet']);
    expect(state.phase).toBe('selection');
    // The dead character can no longer be chosen to race.
    expect(magicalAthlete.legalActions(state, 1)).not.toContainEqual({ type: 'pick', player: 1, character: 'ninja' });
    expect(magicalAthlete.legalActions(state, 1)).toContainEqual({ type: 'pick', player: 1, character: 'ghoul' });
  });

  it('MA-31: the replacement is random over the set-aside cards (another die, another card)', () => {
    const state = dealtGame(HANDS);
    magicalAthlete.apply(state, { type: 'assassinate', player: 0, target: 'ninja' }, scriptedRng([4]));
    expect(state.players[1]?.secret).toBe('prophet');
  });

  it('FAQ Assassin: he can assassinate himself to get a random replacement', () => {
    const state = dealtGame(HANDS);
    magicalAthlete.apply(state, { type: 'assassinate', player: 0, target: 'assassin' }, scriptedRng([0]));
    expect(state.events.slice(0, 2)).toEqual([
      { type: 'assassinated', player: 0, target: 'assassin', owner: 0 },
      { type: 'replacementDrawn', player: 0, character: 'bard' },
    ]);
    expect(state.players[0]?.hand).toEqual(['amazon', 'centaur', 'conjurer', 'demon', 'bard']);
    expect(state.removed).toEqual(['assassin']);
  });

  it('FAQ Assassin: the Philosopher cannot cancel assassination', () => {
    expect(ABILITIES.assassin.cancellable).toBe(false);
    const state = dealtGame(HANDS);
    // The Philosopher's owner is the victim: still nobody is asked anything.
    magicalAthlete.apply(state, { type: 'assassinate', player: 0, target: 'merchant' }, scriptedRng([1]));
    expect(state.phase).toBe('selection');
    expect(state.removed).toEqual(['merchant']);
    expect(magicalAthlete.view(state, 1).prompt).toBeNull();
    expect(state.events.map((e) => e.type)).toEqual(['assassinated', 'replacementDrawn', 'raceCalled']);
  });

  it('MA-31: declining removes nothing and calls the first race', () => {
    const state = dealtGame(HANDS);
    magicalAthlete.apply(state, { type: 'decline', player: 0 }, createRng(1));
    expect(state.events).toEqual([
      { type: 'assassinDeclined', player: 0 },
      { type: 'raceCalled', race: 1, awards: [3, 1] },
    ]);
    expect(state.players.map((p) => [...p.hand].sort())).toEqual(HANDS.map((h) => [...h].sort()));
    expect(state.setAside).toHaveLength(5);
    expect(state.removed).toEqual([]);
  });

  it('Rulebook "The Races": an ability outside a race is used once — after his choice he can never assassinate again', () => {
    const state = dealtGame(HANDS);
    magicalAthlete.apply(state, { type: 'assassinate', player: 0, target: 'cupid' }, scriptedRng([0]));
    expect(magicalAthlete.legalActions(state, 0).map((a) => a.type)).not.toContain('assassinate');
    expect(refusal(state, { type: 'assassinate', player: 0, target: 'witch' }).code).toBe('ILLEGAL_ACTION');
  });

  it('MA-31: if nobody drafted the Assassin there is no assassination step', () => {
    const state = dealtGame([
      ['bard', 'amazon', 'centaur', 'conjurer', 'demon'],
      ['philosopher', 'merchant', 'necromancer', 'ninja', 'pirate'],
      ['priest', 'ranger', 'siren', 'thief', 'troll'],
      ['witch', 'spy', 'martialArtist', 'gladiator', 'cupid'],
    ]);
    expect(state.phase).toBe('selection');
    expect(state.events.map((e) => e.type)).not.toContain('assassinDeclined');
  });

  it('MA-31 (views): the replacement card is hidden from the other players and spectators; its owner sees it', () => {
    const state = dealtGame(HANDS);
    magicalAthlete.apply(state, { type: 'assassinate', player: 0, target: 'ninja' }, scriptedRng([2]));
    expect(magicalAthlete.view(state, 1).players[1]?.hand).toEqual(['philosopher', 'merchant', 'necromancer', 'pirate', 'ghoul']);
    for (const viewer of [0, 2, 3, 'spectator'] as const) {
      const view = magicalAthlete.view(state, viewer);
      expect(view.players[1]?.hand).toEqual(['philosopher', 'merchant', 'necromancer', 'pirate', 'hidden']);
      expect(view.events.find((e) => e.type === 'replacementDrawn')).toEqual({ type: 'replacementDrawn', player: 1, character: null });
      expect(view.setAsideSize).toBe(4);
      expect(view.removed).toEqual(['ninja']);
      expect(JSON.stringify(view)).not.toContain('"ghoul"');
    }
    expect(magicalAthlete.view(state, 1).events.find((e) => e.type === 'replacementDrawn')).toEqual({ type: 'replacementDrawn', player: 1, character: 'ghoul' });
  });

  it('MA-31 (views): once the replacement races it is public', () => {
    const state = dealtGame(HANDS);
    const rng = createRng(5);
    magicalAthlete.apply(state, { type: 'assassinate', player: 0, target: 'ninja' }, scriptedRng([2]));
    const picks: CharacterId[] = ['amazon', 'ghoul', 'priest', 'witch'];
    picks.forEach((character, player) => magicalAthlete.apply(state, { type: 'pick', player, character }, rng));
    expect(state.players[1]?.secret).toBeNull();
    const view = magicalAthlete.view(state, 0);
    expect(view.players[1]?.raced).toEqual(['ghoul']);
    expect(view.players[1]?.hand).toEqual(['philosopher', 'merchant', 'necromancer', 'pirate']);
  });

  it('MA-31: assassinating before the first race leaves the first player left of the last buyer', () => {
    const state = dealtGame(HANDS);
    const lastBuyer = state.draft.lastBuyer as number;
    magicalAthlete.apply(state, { type: 'assassinate', player: 0, target: 'ninja' }, scriptedRng([2]));
    expect(state.selection?.firstPlayer).toBe((lastBuyer + 1) % 4);
  });
});
