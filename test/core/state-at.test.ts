// stateAt(game, record, step): the state after the first `step` actions of a record.
import { describe, expect, it } from 'vitest';
import { createMatch, randomBot, replay, replayStart, stateAt } from '../../src/index.js';
import { psiWars } from '../../src/games/psi-wars/index.js';

function finishedRecord() {
  const match = createMatch(psiWars, { config: { players: 2 }, seed: 12 });
  const bots = [randomBot(psiWars, 1), randomBot(psiWars, 2)];
  while (!match.isOver()) {
    const seat = match.actors()[0]!;
    match.play(bots[seat]!.choose(match.state, seat));
  }
  return JSON.parse(JSON.stringify(match.toRecord())) as ReturnType<typeof match.toRecord>;
}

describe('stateAt', () => {
  const record = finishedRecord();
  const states = [replayStart(psiWars, record), ...[...replay(psiWars, record)].map((step) => step.state)];

  it('gives the state after each number of actions, from setup to the end', () => {
    for (const step of [0, 1, 7, Math.floor(record.actions.length / 2), record.actions.length]) {
      expect(stateAt(psiWars, record, step)).toEqual(states[step]);
    }
  });

  it('refuses a step outside the record, and a record of another game, with BAD_STATE', () => {
    for (const step of [-1, record.actions.length + 1, 1.5, Number.NaN]) {
      expect(() => stateAt(psiWars, record, step)).toThrow(expect.objectContaining({ code: 'BAD_STATE' }));
    }
    expect(() => stateAt(psiWars, { ...record, game: 'magika' }, 0)).toThrow(expect.objectContaining({ code: 'BAD_STATE' }));
  });

  it('names the action that is refused on the way, and reads nothing after the step', () => {
    // An action that is well formed but not legal where it stands: found only by playing it.
    const other = record.actions.findIndex((action, i) => i > 2 && action.player !== record.actions[2]!.player);
    const moved = record.actions.map((action, i) => (i === 2 ? record.actions[other]! : action));
    const broken = { ...record, actions: moved, result: undefined };
    expect(() => stateAt(psiWars, broken, other + 1)).toThrow(/action #2/);
    expect(stateAt(psiWars, broken, 2)).toEqual(states[2]);
  });
});
