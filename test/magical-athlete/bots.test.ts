/**
 * The greedy Magical Athlete bot: it plays whole games with legal actions only, the same way for
 * the same seed; it uses a power when that plainly pays and leaves it when it does not; it never
 * reads a hidden fact (an opponent's prophecy); and it beats random bots.
 */
import { describe, expect, it } from 'vitest';
import { deepEqual, playout, randomBot, wilsonInterval, type Bot } from '../../src/index.js';
import { magicalAthleteGreedyBot, magicalAthlete, magicalAthleteBots, type MagicalAthleteAction, type MagicalAthleteGame } from '../../src/games/magical-athlete/index.js';
import { raceTest } from './harness.js';

/** Wraps a bot so that every choice is checked against the legal actions and recorded. */
function checked(bot: Bot<MagicalAthleteGame>, log: MagicalAthleteAction[]): Bot<MagicalAthleteGame> {
  return {
    name: bot.name,
    choose(state, player) {
      const action = bot.choose(state, player);
      const legal = magicalAthlete.legalActions(state, player);
      if (!legal.some((a) => deepEqual(a, action))) throw new Error(`illegal choice ${JSON.stringify(action)}`);
      log.push(action);
      return action;
    },
  };
}

describe('greedy bot', () => {
  it('plays 4- and 5-player games to the end with legal actions only, the same way for the same seeds', () => {
    // Two worlds per decision instead of eight: legality and determinism do not depend on it.
    const play = (players: 4 | 5) => {
      const log: MagicalAthleteAction[] = [];
      const bots = Array.from({ length: players }, (_, seat) => checked(magicalAthleteGreedyBot(magicalAthlete, 40 + seat, { samples: 2 }), log));
      const { state, outcome } = playout(magicalAthlete, magicalAthlete.defaultConfig(players), 3, { bots });
      expect(magicalAthlete.isOver(state)).toBe(true);
      expect(log.length).toBeGreaterThan(50);
      return { log, outcome };
    };
    expect(play(4)).toEqual(play(4));
    play(5);
  });

  it('is the `greedy` entry of the game bots the command line offers', () => {
    expect(Object.keys(magicalAthleteBots)).toEqual(['greedy']);
    expect(magicalAthleteBots.greedy!(magicalAthlete, 1).name).toBe('greedy');
  });

  it('MA-42: a Merchant far behind swaps with the leader; a Merchant in the lead rolls', () => {
    // The Merchant (seat 0) is asked first: swap with a racer on another space, or roll.
    const behind = raceTest({ racers: ['merchant', 'assassin', 'spy', 'thief'], positions: [3, 26, 12, 5] });
    expect(behind.prompt?.answers).toBe('useOrRoll');
    expect(magicalAthleteGreedyBot(magicalAthlete, 1).choose(behind.state, 0)).toEqual({ type: 'use', player: 0, ability: 'merchant', target: 'assassin' });
    const ahead = raceTest({ racers: ['merchant', 'assassin', 'spy', 'thief'], positions: [20, 6, 4, 2] });
    expect(magicalAthleteGreedyBot(magicalAthlete, 1).choose(ahead.state, 0)).toEqual({ type: 'roll', player: 0 });
  });

  it('MA-30, MA-48: the Amazon dashes 5 rather than roll; the Prophet never names herself', () => {
    const amazon = raceTest({ racers: ['amazon', 'assassin', 'spy', 'thief'], positions: [10, 10, 10, 10] });
    expect(magicalAthleteGreedyBot(magicalAthlete, 2).choose(amazon.state, 0)).toEqual({ type: 'use', player: 0, ability: 'amazon' });
    const prophet = raceTest({ racers: ['prophet', 'assassin', 'spy', 'thief'] });
    expect(prophet.prompt?.answers).toBe('prophesy');
    expect(magicalAthleteGreedyBot(magicalAthlete, 2).choose(prophet.state, 0)).not.toEqual({ type: 'prophesy', player: 0, character: 'prophet' });
  });

  it('MA-48: it reads no hidden fact: another player’s prophecy changes nothing in its choice', () => {
    const choices = (['assassin', 'merchant', 'thief'] as const).map((named) => {
      const t = raceTest({ racers: ['merchant', 'prophet', 'assassin', 'thief'], positions: [3, 9, 24, 14], prophecy: named });
      return magicalAthleteGreedyBot(magicalAthlete, 5).choose(t.state, 0);
    });
    expect(choices[1]).toEqual(choices[0]);
    expect(choices[2]).toEqual(choices[0]);
  });

  it('beats random bots: one greedy seat (in turn) against three random ones wins well above 1 in 4', () => {
    const games = 40;
    let wins = 0;
    for (let g = 0; g < games; g++) {
      const seat = g % 4;
      const bots = [0, 1, 2, 3].map((s) => (s === seat ? magicalAthleteGreedyBot(magicalAthlete, 100 + g) : randomBot(magicalAthlete, 1000 + 4 * g + s)));
      const { outcome } = playout(magicalAthlete, magicalAthlete.defaultConfig(4), 500 + g, { bots });
      if (outcome.ranking[0]![0] === seat) wins += 1;
    }
    // Seeded, so the count is fixed (19 of 40); about 55% over longer series (docs/guides/bots-and-simulation.md).
    const [low] = wilsonInterval(wins, games);
    expect(low, `${wins} wins of ${games}`).toBeGreaterThan(1 / 4);
  });
});
