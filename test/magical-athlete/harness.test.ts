import { describe, expect, it } from 'vitest';
import { raceTest } from './harness.js';

describe('race harness', () => {
  it('plays plain turns with scripted dice and stops when they run out', () => {
    const t = raceTest({ racers: ['assassin', 'spy', 'troll', 'thief'], dice: [3, 4] });
    expect(t.positions()).toEqual([3, 4, 0, 0]);
    expect(t.outOfDice).toBe(true);
    expect(t.events('rolled').map((e) => e.value)).toEqual([3, 4]);
  });

  it('asks the Prophet before the first turn', () => {
    const t = raceTest({ racers: ['assassin', 'spy', 'prophet', 'thief'], dice: [2] });
    expect(t.prompt).toMatchObject({ ability: 'prophet', answers: 'prophesy', player: 2 });
    t.act({ type: 'prophesy', character: 'spy' });
    expect(t.positions()).toEqual([2, 0, 0, 0]);
  });
});
