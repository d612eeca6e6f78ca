import { describe, expect, it } from 'vitest';
import { fantasyTripStats } from '../../src/games/fantasy-trip/index.js';
import { wilsonInterval } from '../../src/index.js';

describe('fantasyTripStats (rulebooks simulate fantasy-trip)', () => {
  it('counts outright wins per seat with 95% intervals, draws, turns and the winners\' ST', () => {
    const games = [
      { winner: 0, turns: 4, st: 6, seats: 2 },
      { winner: 0, turns: 6, st: 2, seats: 2 },
      { winner: null, turns: 60, st: 0, seats: 2 },
      { winner: 1, turns: 2, st: 10, seats: 2 },
    ];
    const { lines, data } = fantasyTripStats.summarize(games);
    expect(data).toMatchObject({ draws: 1, meanTurns: 18, meanWinnerST: 6, wins: [2, 1] });
    expect((data as { intervals: number[][] }).intervals[0]).toEqual([...wilsonInterval(2, 4)]);
    expect(lines[0]).toMatch(/^Seat 0 wins outright: 2 of 4, 50\.0% \(95% interval 15\.0%–85\.0%\)$/);
    expect(lines[1]).toMatch(/^Seat 1 wins outright: 1 of 4, 25\.0%/);
    expect(lines).toContain('Draws (turn limit reached, or no side left standing): 1 of 4');
  });

  it('lists a seat that never won', () => {
    const { data } = fantasyTripStats.summarize([{ winner: 0, turns: 3, st: 5, seats: 3 }]);
    expect((data as { wins: number[] }).wins).toEqual([1, 0, 0]);
  });
});
