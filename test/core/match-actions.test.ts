/** Match.play keeps the parsed copy of an action, never the caller's object (issue 21, item 1). */
import { describe, expect, it } from 'vitest';
import { createMatch, loadMatch, randomBot, verifyRecord } from '../../src/index.js';
import { sprint, type SprintAction } from '../fixtures/sprint.js';
import { psiWars } from '../../src/games/psi-wars/index.js';

describe('Match.play records what it played', () => {
  it('an action object edited after play changes neither the actions nor the record', () => {
    const match = createMatch(sprint, { config: { players: 2 }, seed: 5 });
    const bid = { type: 'bid', player: 0, amount: 1 } as { type: 'bid'; player: number; amount: 1 | 2 | 3 };
    match.play(bid);
    const before = JSON.stringify(match.toRecord());
    bid.amount = 3;
    (bid as { player: number }).player = 1;
    expect(match.actions[0]).toEqual({ type: 'bid', player: 0, amount: 1 });
    expect(JSON.stringify(match.toRecord())).toBe(before);
  });

  it('an edited nested array (Psi Wars attack units) does not reach the record', () => {
    const match = createMatch(psiWars, { config: psiWars.defaultConfig(2), seed: 4 });
    const bot = randomBot(psiWars, 4);
    // Random play until an attack is legal, then play a copy of it that we keep and edit.
    for (let n = 0; n < 400 && !match.isOver(); n++) {
      const seat = match.actors()[0]!;
      const legal = match.legalActions(seat);
      const attack = legal.find((action) => action.type === 'attack');
      if (attack !== undefined) {
        const mine = structuredClone(attack) as unknown as { units: number[] };
        match.play(mine as unknown as typeof attack);
        const recorded = JSON.stringify(match.toRecord());
        mine.units.push(999);
        mine.units.reverse();
        expect(JSON.stringify(match.toRecord())).toBe(recorded);
        expect(match.actions.at(-1)).toEqual(attack);
        return;
      }
      match.play(bot.choose(match.state, seat));
    }
    throw new Error('no attack was legal within 400 actions');
  });

  it('an action whose getter answers differently later is recorded as it was played', () => {
    const match = createMatch(sprint, { config: { players: 2 }, seed: 5 });
    let played = false;
    const shifty = {
      type: 'bid',
      player: 0,
      get amount() {
        return played ? 3 : 1;
      },
    } as unknown as SprintAction;
    match.play(shifty);
    played = true;
    match.play({ type: 'bid', player: 1, amount: 2 });
    // The bid that was played is the one in the record, and the record replays to this very state.
    expect(match.state.bids[0]).toBe(1);
    expect(match.actions[0]).toEqual({ type: 'bid', player: 0, amount: 1 });
    const record = JSON.parse(JSON.stringify(match.toRecord())) as unknown;
    expect(loadMatch(sprint, record).state).toEqual(match.state);
    const { result: _result, ...unfinished } = record as Record<string, unknown>;
    expect(verifyRecord(sprint, unfinished).state).toEqual(match.state);
  });

  it('refuses junk with a RuleError and changes nothing', () => {
    const match = createMatch(sprint, { config: { players: 2 }, seed: 5 });
    for (const junk of [null, 7, 'bid', {}, { type: 'bid', player: 0 }, { type: 'bid', player: 0, amount: 9 }]) {
      expect(() => match.play(junk as unknown as SprintAction)).toThrow(expect.objectContaining({ code: 'MALFORMED_ACTION' }));
    }
    expect(match.actions).toEqual([]);
  });
});
