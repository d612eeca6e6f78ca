/**
 * MA-28: a race that cannot progress still ends. Nothing in the rulebook stops a Pirate who kidnaps
 * on every turn (MA-46): in the last race, while two players tied on points are still racing
 * (MA-15), he can pull the only other racer back to his own space for ever. A race therefore stops
 * after MAX_RACE_TURNS turns and is scored on the MA-14 ranking, as if the racers had reached the
 * goal in that order.
 */
import { describe, expect, it } from 'vitest';
import { createRng } from '../../src/index.js';
import { MAX_RACE_TURNS, magicalAthlete, type MagicalAthleteEvent, type MagicalAthleteState } from '../../src/games/magical-athlete/index.js';
import { raceTest } from './harness.js';

/** The Pirate's owner always kidnaps (the first target offered); everyone else always takes the last legal action (roll, decline, pass). */
function pirateAlwaysKidnaps(state: MagicalAthleteState, rng: ReturnType<typeof createRng>, limit: number): { steps: number; log: MagicalAthleteEvent[] } {
  const log: MagicalAthleteEvent[] = [];
  let steps = 0;
  for (; steps < limit && !magicalAthlete.isOver(state); steps++) {
    const player = magicalAthlete.actors(state)[0] as number;
    const legal = magicalAthlete.legalActions(state, player);
    const kidnap = legal.find((a) => a.type === 'use' && a.ability === 'pirate');
    magicalAthlete.apply(state, kidnap ?? (legal[legal.length - 1] as (typeof legal)[number]), rng);
    log.push(...state.events);
  }
  return { steps, log };
}

/** Sets the number of turns begun in the race in progress, the current one included (a plain field of the state). */
function setTurnsPlayed(state: MagicalAthleteState, turns: number): void {
  (state.race as unknown as { turns: number }).turns = turns;
}

describe('MA-28: a race that cannot progress ends', () => {
  it('reproduces the endless race: seed 11, 5 players, a Pirate who always kidnaps; the game now ends, its last race stopped by the turn limit', () => {
    const rng = createRng(11);
    const state = magicalAthlete.clone(magicalAthlete.setup({ players: 5 }, rng));
    // Before MA-28, the last race went on for ever: the Philosopher and the Pirate, tied on points
    // (MA-15 keeps the race going), and the Pirate pulls the Philosopher back on every turn.
    const { steps, log } = pirateAlwaysKidnaps(state, rng, 20_000);
    expect(magicalAthlete.isOver(state)).toBe(true);
    expect(steps).toBeLessThan(20_000);
    expect(log.filter((e) => e.type === 'raceStopped')).toEqual([{ type: 'raceStopped', race: 4, turns: MAX_RACE_TURNS }]);
    const last = state.results[3];
    expect(last?.racers.map((r) => r.character)).toContain('pirate');
    // The Pirate never moved, so he is ranked below the racer he kept kidnapping (MA-14)...
    const pirate = last?.racers.find((r) => r.character === 'pirate')?.player as number;
    const philosopher = last?.racers.find((r) => r.character === 'philosopher')?.player as number;
    expect(last?.ranking.indexOf(philosopher)).toBeLessThan(last?.ranking.indexOf(pirate) as number);
    // ...and the tie on points between them is broken by that rank (rulebook "Game End").
    expect(state.players[pirate]?.chips).toBe(state.players[philosopher]?.chips);
    const final = magicalAthlete.outcome(state)?.ranking.flat() ?? [];
    expect(final.indexOf(philosopher)).toBeLessThan(final.indexOf(pirate));
  });

  it('counts every turn begun in the race, lost turns included', () => {
    // Racers overtake the Witch, who puts them to sleep: their next turns are begun and lost.
    const t = raceTest({ racers: ['witch', 'amazon', 'troll', 'bard'], positions: [4, 3, 0, 0], first: 1, dice: [6, 6, 6, 6, 6, 6, 6, 6] });
    while (t.prompt !== null) {
      if (t.prompt.ability === 'witch') t.use(t.prompt.targets[0]);
      else if (t.prompt.answers === 'useOrRoll') t.roll();
      else t.decline();
    }
    expect(t.events('turnLost').length).toBeGreaterThan(0);
    const started = t.events('turnStarted').length;
    expect(started).toBeGreaterThan(4);
    expect((t.state.race as unknown as { turns: number }).turns).toBe(started);
  });

  it('stops the race after turn MAX_RACE_TURNS, once that turn is over, and scores the MA-14 ranking as if the racers had finished in that order', () => {
    // Race 2 (4 and 2 points). The Pirate's turn, begun, is the last one the race allows.
    const t = raceTest({ racers: ['pirate', 'witch', 'centaur', 'bard'], positions: [5, 12, 20, 9], race: 2 });
    setTurnsPlayed(t.state, MAX_RACE_TURNS);
    expect(t.prompt?.ability).toBe('pirate');
    // Another turn would start right after this one, but it is the race's last: the kidnap is still
    // played in full, and only then does the race stop.
    t.use('centaur');
    const types = t.log.map((e) => e.type);
    expect(types.indexOf('moved')).toBeLessThan(types.indexOf('raceStopped'));
    expect(t.events('raceStopped')).toEqual([{ type: 'raceStopped', race: 2, turns: MAX_RACE_TURNS }]);
    expect(t.events('turnStarted')).toHaveLength(1);
    // Witch 12, Bard 9, then the Pirate and the Centaur on 5, tied: turn order from the first player (MA-14).
    expect(t.events('raceEnded')).toEqual([{ type: 'raceEnded', race: 2, ranking: [1, 3, 0, 2], awards: [0, 4, 0, 2] }]);
    expect(t.state.players.map((p) => p.chips)).toEqual([0, 4, 0, 2]);
    expect(t.state.results[1]?.finishers).toEqual([]);
    expect(t.state.phase).toBe('selection');
  });

  it('reveals the prophecy when a race is stopped before anyone finished, and judges it on the racer ranked first', () => {
    const t = raceTest({ racers: ['pirate', 'prophet', 'centaur', 'bard'], positions: [5, 12, 20, 9], race: 2, prophecy: 'prophet' });
    setTurnsPlayed(t.state, MAX_RACE_TURNS);
    t.use('centaur');
    expect(t.events('prophecyRevealed')).toEqual([{ type: 'prophecyRevealed', player: 1, character: 'prophet', correct: true }]);
    // She named herself and leads: as in FAQ Prophet, her player takes second place, the Bard first.
    expect(t.events('raceEnded')).toEqual([{ type: 'raceEnded', race: 2, ranking: [3, 1, 0, 2], awards: [0, 2, 0, 4] }]);
  });

  it('says so in the log', () => {
    expect(magicalAthlete.describeEvent({ type: 'raceStopped', race: 3, turns: MAX_RACE_TURNS })).toBe(
      `Race 3 is stopped after ${MAX_RACE_TURNS} turns without enough finishers: it is scored on the racers' order on the track.`,
    );
  });
});
