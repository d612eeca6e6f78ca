/** Contract v2 on Match: per-seat logs, action labels, typed configs and actions. */
import { describe, expect, expectTypeOf, it } from 'vitest';
import { createMatch, type ActionOf, type AnyGame, type Match } from '../../src/index.js';
import { sprint, type SprintAction } from '../fixtures/sprint.js';
import { magicalAthlete } from '../../src/games/magical-athlete/index.js';
import { psiWars } from '../../src/games/psi-wars/index.js';

describe('Match.logFor', () => {
  it('shows a seat its own deal and hides the others, while log shows everything', () => {
    const match = createMatch(sprint, { config: { players: 2 }, seed: 5 });
    match.play({ type: 'bid', player: 0, amount: 1 });
    match.play({ type: 'bid', player: 1, amount: 3 });
    const dealt = (events: readonly { type: string }[]) => events.filter((e) => e.type === 'dealt') as unknown as { player: number }[];
    expect(dealt(match.log).map((e) => e.player)).toEqual([0, 1]);
    for (const seat of [0, 1]) {
      const seen = match.logFor(seat);
      // Sprint shows a seat its own deal only; everything public is there, in order.
      expect(dealt(seen).map((e) => e.player)).toEqual([seat]);
      expect(seen.filter((e) => e.type !== 'dealt')).toEqual(match.log.filter((e) => e.type !== 'dealt'));
      expect(seen.slice(-match.view(seat).events.length)).toEqual(match.view(seat).events);
    }
  });

  it('follows undo', () => {
    // Seat 1's bid reveals both bids, so only an analysis match may take it back.
    const match = createMatch(sprint, { config: { players: 2 }, seed: 5, undo: 'any' });
    match.play({ type: 'bid', player: 0, amount: 1 });
    const before = match.logFor(0).length;
    match.play({ type: 'bid', player: 1, amount: 2 });
    match.undo();
    expect(match.logFor(0)).toHaveLength(before);
  });
});

describe('Match.describeAction', () => {
  it('labels every legal action', () => {
    const match = createMatch(sprint, { config: { players: 2 }, seed: 5 });
    for (const action of match.legalActions(0)) expect(match.describeAction(action).length).toBeGreaterThan(0);
  });
});

describe('typing', () => {
  it('createMatch takes only its own game config, and keeps action types', () => {
    const athletes = createMatch(magicalAthlete, { config: { players: 4 }, seed: 1 });
    expectTypeOf(athletes.legalActions(athletes.actors()[0]!)[0]!.type).toEqualTypeOf<ActionOf<typeof magicalAthlete>['type']>();
    // @ts-expect-error a Magical Athlete config is not a Psi Wars config
    expect(() => createMatch(psiWars, { config: magicalAthlete.defaultConfig(4), seed: 1 })).toThrow();
    // @ts-expect-error Sprint actions are not Psi Wars actions
    const wrong: ActionOf<typeof psiWars> = { type: 'bid', player: 0, amount: 1 } satisfies SprintAction;
    void wrong;
  });

  it('generic code over Match<G> still sees type and player', () => {
    function firstTypes<G extends AnyGame>(match: Match<G>): string[] {
      return match.actors().flatMap((seat) => match.legalActions(seat).map((action) => `${action.type}@${action.player}`));
    }
    expect(firstTypes(createMatch(sprint, { config: { players: 2 }, seed: 1 }))).toContain('bid@0');
  });
});
