/**
 * Saved states from real games, edited into states no play reaches, are refused as BAD_STATE
 * (DESIGN §8): a state `parseState` accepts must neither stall the game nor break its rules.
 */
import { describe, expect, it } from 'vitest';
import { RuleError } from '../../src/index.js';
import { MAGICAL_ATHLETE_GOAL, magicalAthlete, type MagicalAthleteState } from '../../src/games/magical-athlete/index.js';
import { savedWhere, type SavedJson } from './saved-game.js';

function refused(input: SavedJson, words: RegExp): void {
  let caught: unknown;
  try {
    magicalAthlete.parseState(input);
  } catch (error) {
    caught = error;
  }
  expect(caught).toBeInstanceOf(RuleError);
  expect((caught as RuleError).code).toBe('BAD_STATE');
  expect((caught as RuleError).message).toMatch(words);
}

const inRace = (number: number) => (s: MagicalAthleteState) => s.race !== null && s.race.number === number && s.race.pending !== null;
const offerOf = (ability: string, targeted: boolean) => (s: MagicalAthleteState) =>
  s.race?.pending?.ability === ability && s.race.pending.targets.length > 0 === targeted;

describe('Magical Athlete parseState refuses saved states that stall', () => {
  it('accepts the saved states these tests edit', () => {
    for (const saved of [savedWhere(inRace(2)), savedWhere((s) => s.phase === 'draft' && s.draft.purchases.length > 3), savedWhere(offerOf('philosopher', true))]) {
      expect(() => magicalAthlete.parseState(saved)).not.toThrow();
    }
  });

  it('a race with no pending offer: nobody would be asked anything', () => {
    const saved = savedWhere(inRace(1));
    saved.race.pending = null;
    refused(saved, /nobody may act/);
  });

  it('a race whose stack lost its turn: the race would run dry', () => {
    const saved = savedWhere(inRace(2));
    saved.race.stack = [];
    if (saved.race.pending.then !== null) saved.race.pending.then = null;
    refused(saved, /turn steps are queued.*MA-20/);
  });

  it('a race with two turns queued at once', () => {
    const saved = savedWhere(inRace(2));
    saved.race.stack.unshift({ t: 'turnStart', racer: 0 });
    refused(saved, /2 turn steps are queued/);
  });

  it('an offer of another racer\'s ability', () => {
    const saved = savedWhere(inRace(3));
    const pending = saved.race.pending;
    pending.ability = saved.race.racers.find((_: unknown, i: number) => i !== pending.user).character;
    refused(saved, /only the .* racer may use its ability/);
  });

  it('a targeted offer whose targets were emptied', () => {
    const saved = savedWhere(offerOf('prophet', true));
    saved.race.pending.targets = [];
    refused(saved, /names target/);
  });

  it('a Philosopher asked to cancel a use that is not there', () => {
    const saved = savedWhere(offerOf('philosopher', true));
    saved.race.stack.pop();
    refused(saved, /Philosopher is asked to cancel the use just accepted/);
  });
});

describe('Magical Athlete parseState refuses saved states no play reaches', () => {
  it('a race whose earlier result was deleted', () => {
    const saved = savedWhere(inRace(3));
    saved.results.splice(0, 1);
    refused(saved, /MA-1[03]/);
  });

  it('a race numbered out of turn', () => {
    const saved = savedWhere(inRace(2));
    saved.race.number = 4;
    refused(saved, /race under way is the one after the races run/);
  });

  it('points after the draft that no race awarded', () => {
    const saved = savedWhere(inRace(2));
    saved.players[1].chips += 3;
    refused(saved, /every point was awarded/);
  });

  it('a drafter with more chips than it started with', () => {
    const saved = savedWhere((s) => s.phase === 'draft' && s.draft.purchases.length > 3);
    saved.players[0].chips += 1;
    refused(saved, /chips it started with/);
  });

  it('a racer on the goal that has not finished', () => {
    const saved = savedWhere(inRace(1));
    const index = saved.race.racers.findIndex((r: { finished: number | null }) => r.finished === null);
    saved.race.racers[index].position = MAGICAL_ATHLETE_GOAL;
    refused(saved, /on the goal exactly when it has finished/);
  });
});
