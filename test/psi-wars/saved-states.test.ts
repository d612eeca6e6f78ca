/**
 * Saved states from real games, edited into states no play reaches, are refused as BAD_STATE
 * (DESIGN §8): a lab above its hit points, a game over with both labs standing, a battle step with
 * no battle, a discard step with nothing to discard.
 */
import { describe, expect, it } from 'vitest';
import { RuleError, createRng, type Player } from '../../src/index.js';
import { psiWars, type PsiWarsState } from '../../src/games/psi-wars/index.js';

type Json = any; // eslint-disable-line @typescript-eslint/no-explicit-any

const CONFIG = { players: 2, labHitPoints: 20, decks: ['creature', 'robot'] };

/** The first state of a seeded random game for which `found` holds (or the final one), as JSON. */
function savedWhere(found: (state: PsiWarsState) => boolean, seeds = 30): Json {
  for (let seed = 1; seed <= seeds; seed++) {
    const rng = createRng(seed);
    const chooser = createRng(seed + 1000);
    const state = psiWars.clone(psiWars.setup(psiWars.parseConfig(CONFIG), rng));
    for (;;) {
      if (found(state)) return JSON.parse(JSON.stringify(state)) as Json;
      if (psiWars.isOver(state)) break;
      const player = psiWars.actors(state)[0] as Player;
      const legal = psiWars.legalActions(state, player);
      psiWars.apply(state, legal[chooser.int(0, legal.length - 1)]!, rng);
    }
  }
  throw new Error('no game reached the state');
}

function refused(input: Json, words: RegExp): void {
  let caught: unknown;
  try {
    psiWars.parseState(input);
  } catch (error) {
    caught = error;
  }
  expect(caught).toBeInstanceOf(RuleError);
  expect((caught as RuleError).code).toBe('BAD_STATE');
  expect((caught as RuleError).message).toMatch(words);
}

const over = (s: PsiWarsState) => s.winner !== null;
const inStep = (step: string) => (s: PsiWarsState) => s.winner === null && s.turn.step === step && s.turn.number > 4;

describe('Psi Wars parseState refuses saved states no play reaches', () => {
  it('accepts the saved states these tests edit', () => {
    for (const saved of [savedWhere(over), savedWhere(inStep('block')), savedWhere(inStep('build'))]) expect(() => psiWars.parseState(saved)).not.toThrow();
  });

  it('the winner\'s lab above its starting hit points', () => {
    const saved = savedWhere(over);
    saved.players[saved.winner].hitPoints = CONFIG.labHitPoints + 3;
    refused(saved, /never has more than the 20 hit points.*PW-1/);
  });

  it('the loser\'s lab above its maximum after losing', () => {
    const saved = savedWhere(over);
    saved.players[1 - saved.winner].hitPoints = CONFIG.labHitPoints + 1;
    refused(saved, /never has more than the 20 hit points/);
  });

  it('a loser whose lab still stands', () => {
    const saved = savedWhere(over);
    saved.players[1 - saved.winner].hitPoints = 5;
    refused(saved, /ends, and only ends, when one lab reaches 0.*PW-19/);
  });

  it('a winner named while both labs stand', () => {
    const saved = savedWhere(inStep('build'));
    saved.winner = 0;
    refused(saved, /PW-19/);
  });

  it('a lab at 0 in a game that goes on', () => {
    const saved = savedWhere(inStep('build'));
    saved.players[1].hitPoints = 0;
    refused(saved, /PW-19/);
  });

  it('a block step with no battle', () => {
    const saved = savedWhere(inStep('block'));
    saved.battle = null;
    refused(saved, /block and engage steps resolve a declared battle/);
  });

  it('a discard step with nothing over the hand limit', () => {
    const saved = savedWhere(inStep('build'));
    saved.turn.step = 'discard';
    refused(saved, /discard step is only for a hand over 10 cards.*PW-9/);
  });
});
