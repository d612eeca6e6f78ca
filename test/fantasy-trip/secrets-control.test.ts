/**
 * Control Person on another side's created myrmidon (FT-38, FT-50): what the controller may do
 * with it must not tell it whether the myrmidon is summoned, an illusion or an image. The layout
 * is secrets-scenarios.ts's `controlledMyrmidon`.
 */
import { describe, expect, it } from 'vitest';
import { fantasyTrip, type FantasyTripOption, type FantasyTripState } from '../../src/games/fantasy-trip/index.js';
import { isEngaged } from '../../src/games/fantasy-trip/rules/figures.js';
import { controlledMyrmidon } from './secrets-scenarios.js';

function beginOptions(state: FantasyTripState, seat: number, figure: number): FantasyTripOption[] {
  return fantasyTrip.legalActions(state, seat).flatMap((a) => (a.type === 'begin' && a.figure === figure ? [a.option] : []));
}

describe('FT-38, FT-50: a controlled creation of another side', () => {
  it('FT-38: its controller is offered the same options whatever it really is', () => {
    const options = (['summoned', 'illusion', 'image'] as const).map((kind) => {
      const state = controlledMyrmidon(kind);
      expect(isEngaged(state, state.figures[2]!)).toBe(true);
      return beginOptions(state, 0, 2);
    });
    expect(options[1]).toEqual(options[0]);
    expect(options[2]).toEqual(options[0]);
    // Not knowing whether it has a sword to parry with, the controller may not order a Defend (S-44).
    expect(options[0]).toEqual(['shiftAttack', 'disengage', 'ready', 'pickUp', 'grapple']);
  });
});
