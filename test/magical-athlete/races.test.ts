/**
 * The races and the end of the game (rulebook "The Races", "Game End"; MA-1, MA-10, MA-14, MA-15),
 * played through whole games with stacked drafts and dice chosen per seat.
 */
import { describe, expect, it } from 'vitest';
import { RuleError, createMatch, createRng, parseRecord, type Rng } from '../../src/index.js';
import {
  magicalAthlete,
  type CharacterId,
  type MagicalAthleteAction,
  type MagicalAthleteEvent,
  type MagicalAthleteState,
} from '../../src/games/magical-athlete/index.js';
import { dealtGame as dealt, refusal } from './dealt-game.js';

const dealtGame = (hands: readonly (readonly CharacterId[])[]): MagicalAthleteState => dealt(hands, { seed: 17 }).state;

/**
 * Dice by seat: `plan[seat]` lists the dice that seat rolls on its turns, the last one repeating.
 * Whoever takes the turn rolls; nobody else ever rolls in these races (every ability is declined).
 */
function seatDice(state: MagicalAthleteState): { rng: Rng; plan(dice: readonly (readonly number[])[]): void } {
  let queues: number[][] = [];
  const rng: Rng = {
    int: () => {
      const queue = queues[state.race?.active ?? -1];
      if (queue === undefined || queue.length === 0) throw new Error('no dice planned');
      return (queue.length > 1 ? queue.shift() : queue[0]) as number;
    },
    clone: () => rng,
    getState: () => [],
  };
  return { rng, plan: (dice) => (queues = dice.map((d) => [...d])) };
}

/** All players pick, then every question is answered with "roll" or "decline"; returns the events. */
function runRace(state: MagicalAthleteState, picks: readonly CharacterId[], rng: Rng): MagicalAthleteEvent[] {
  const log: MagicalAthleteEvent[] = [];
  const play = (action: MagicalAthleteAction): void => {
    magicalAthlete.apply(state, action, rng);
    log.push(...state.events);
  };
  picks.forEach((character, player) => play({ type: 'pick', player, character }));
  while (state.phase === 'race') {
    const player = magicalAthlete.actors(state)[0] as number;
    const legal = magicalAthlete.legalActions(state, player);
    const answer = legal.find((a) => a.type === 'roll') ?? legal.find((a) => a.type === 'decline');
    if (answer === undefined) throw new Error(`unexpected question: ${JSON.stringify(legal)}`);
    play(answer);
  }
  return log;
}

const turnsOf = (log: readonly MagicalAthleteEvent[]): number[] =>
  log.filter((e): e is Extract<MagicalAthleteEvent, { type: 'turnStarted' }> => e.type === 'turnStarted').map((e) => e.player);

// Four players A, B, C, D (seats 0-3). Set aside: assassin, ninja, prophet, spy, troll.
const HANDS4: CharacterId[][] = [
  ['amazon', 'bard', 'centaur', 'conjurer', 'cupid'],
  ['demon', 'druid', 'ghoul', 'gladiator', 'martialArtist'],
  ['medusa', 'merchant', 'necromancer', 'philosopher', 'pirate'],
  ['priest', 'ranger', 'siren', 'thief', 'witch'],
];
// Per race: the picks and the dice of each seat. A 6-roller needs 5 turns, a 5-roller 6 turns.
const RACES4: { picks: CharacterId[]; dice: number[][] }[] = [
  { picks: ['amazon', 'demon', 'merchant', 'priest'], dice: [[6], [5], [2], [1]] }, // A, then B
  { picks: ['bard', 'druid', 'medusa', 'ranger'], dice: [[2], [1], [6], [5]] }, // C, then D
  { picks: ['centaur', 'ghoul', 'necromancer', 'siren'], dice: [[5], [6], [2], [1]] }, // B, then A
  { picks: ['conjurer', 'gladiator', 'philosopher', 'thief'], dice: [[2], [1], [5], [6]] }, // D, then C
  // C then D; A and B, tied on 5 points, are still racing: A leads 22-21 when D arrives, but B finishes first.
  { picks: ['cupid', 'martialArtist', 'pirate', 'witch'], dice: [[4, 4, 4, 4, 4, 2, 1], [3, 3, 3, 3, 3, 6], [6], [5]] },
];

function playGame4(): { state: MagicalAthleteState; logs: MagicalAthleteEvent[][]; firstPlayers: number[] } {
  const state = dealtGame(HANDS4);
  const dice = seatDice(state);
  const logs: MagicalAthleteEvent[][] = [];
  const firstPlayers: number[] = [];
  for (const race of RACES4) {
    expect(state.phase).toBe('selection');
    firstPlayers.push(state.selection?.firstPlayer as number);
    dice.plan(race.dice);
    logs.push(runRace(state, race.picks, dice.rng));
  }
  return { state, logs, firstPlayers };
}

describe('Races', () => {
  it('Rulebook "The Races": 4 players run 5 races, paying 3/1, 4/2, 4/2, 5/3 and 5/3', () => {
    const { state, logs } = playGame4();
    expect(state.phase).toBe('over');
    expect(state.results.map((r) => r.awards)).toEqual([
      [3, 1, 0, 0],
      [0, 0, 4, 2],
      [2, 4, 0, 0],
      [0, 0, 3, 5],
      [0, 0, 5, 3],
    ]);
    expect(state.results.map((r) => r.number)).toEqual([1, 2, 3, 4, 5]);
    expect(state.players.map((p) => p.chips)).toEqual([5, 5, 12, 10]);
    expect(logs[0]?.filter((e) => e.type === 'chipsMoved')).toEqual([
      { type: 'chipsMoved', from: 'bank', to: 0, amount: 3, reason: 'award' },
      { type: 'chipsMoved', from: 'bank', to: 1, amount: 1, reason: 'award' },
    ]);
  });

  it('Rulebook "The Races": each race is called with its awards', () => {
    const state = dealtGame(HANDS4);
    expect(state.events.find((e) => e.type === 'raceCalled')).toEqual({ type: 'raceCalled', race: 1, awards: [3, 1] });
    const dice = seatDice(state);
    const called: MagicalAthleteEvent[] = [];
    for (const race of RACES4.slice(0, 4)) {
      dice.plan(race.dice);
      called.push(...runRace(state, race.picks, dice.rng).filter((e) => e.type === 'raceCalled'));
    }
    expect(called).toEqual([
      { type: 'raceCalled', race: 2, awards: [4, 2] },
      { type: 'raceCalled', race: 3, awards: [4, 2] },
      { type: 'raceCalled', race: 4, awards: [5, 3] },
      { type: 'raceCalled', race: 5, awards: [5, 3] },
    ]);
  });

  it('Rulebook "The Races": a race ends when the second athlete reaches the goal (the others stay where they are)', () => {
    const { state, logs } = playGame4();
    const race1 = logs[0] as MagicalAthleteEvent[];
    const finished = race1.filter((e) => e.type === 'finished');
    expect(finished).toEqual([
      { type: 'finished', player: 0, character: 'amazon', place: 1 },
      { type: 'finished', player: 1, character: 'demon', place: 2 },
    ]);
    const second = race1.indexOf(finished[1] as MagicalAthleteEvent);
    expect(race1.slice(second + 1).map((e) => e.type)).toEqual(['chipsMoved', 'chipsMoved', 'raceEnded', 'raceCalled']);
    // C and D were both on 0 points and unplaced, yet race 1 is not the last race: it stops.
    expect(state.results[0]?.finishers).toEqual([0, 1]);
    expect(state.results[0]?.ranking).toEqual([0, 1, 2, 3]);
  });

  it('Rulebook "The Races": finished athletes take no more turns', () => {
    const { logs } = playGame4();
    for (const log of logs) {
      for (const e of log) {
        if (e.type !== 'finished') continue;
        const after = log.slice(log.indexOf(e) + 1);
        expect(turnsOf(after)).not.toContain(e.player);
      }
    }
    // Race 5 went on after C and D arrived: only A and B kept taking turns.
    const race5 = logs[4] as MagicalAthleteEvent[];
    const dArrives = race5.findIndex((e) => e.type === 'finished' && e.place === 2);
    expect(turnsOf(race5.slice(dArrives))).toEqual([0, 1, 0, 1]);
  });

  it('Rulebook "The Races": each race starts left of the previous winner and goes clockwise', () => {
    const { state, logs, firstPlayers } = playGame4();
    const winners = state.results.map((r) => r.ranking[0] as number);
    expect(winners).toEqual([0, 2, 1, 3, 2]);
    expect(firstPlayers).toEqual([((state.draft.lastBuyer as number) + 1) % 4, 1, 3, 2, 0]);
    logs.forEach((log, r) => {
      const first = firstPlayers[r] as number;
      expect(turnsOf(log).slice(0, 4)).toEqual([0, 1, 2, 3].map((k) => (first + k) % 4));
    });
  });

  it('MA-10: each athlete races only once — a raced character cannot be picked again', () => {
    const state = dealtGame(HANDS4);
    const dice = seatDice(state);
    dice.plan(RACES4[0]?.dice ?? []);
    runRace(state, RACES4[0]?.picks ?? [], dice.rng);
    expect(state.players[0]?.raced).toEqual(['amazon']);
    expect(magicalAthlete.legalActions(state, 0)).not.toContainEqual({ type: 'pick', player: 0, character: 'amazon' });
    const error = refusal(state, { type: 'pick', player: 0, character: 'amazon' });
    expect(error.code).toBe('ILLEGAL_ACTION');
    expect(error.rule).toBe('MA-10');
    // Nor can a player pick someone else's card.
    expect(refusal(state, { type: 'pick', player: 0, character: 'druid' }).code).toBe('ILLEGAL_ACTION');
  });

  it('MA-10: over the game every drafted athlete races exactly once', () => {
    const { state } = playGame4();
    expect(state.players.map((p) => p.hand)).toEqual([[], [], [], []]);
    expect(state.players.map((p) => [...p.raced].sort())).toEqual(HANDS4.map((h) => [...h].sort()));
  });

  it('Rulebook "Game End": most points wins; a tie is broken by the rank in the last race, which continues past the second finisher to decide it (MA-15)', () => {
    const { state, logs } = playGame4();
    const race5 = logs[4] as MagicalAthleteEvent[];
    expect(race5.filter((e) => e.type === 'finished').map((e) => (e.type === 'finished' ? [e.character, e.place] : null))).toEqual([
      ['pirate', 1],
      ['witch', 2],
      ['martialArtist', 3],
    ]);
    // When the Witch arrived, A (Cupid) was ahead of B (Martial Artist): 22 to 21.
    const dArrives = race5.findIndex((e) => e.type === 'finished' && e.place === 2);
    const lastPositions = (seat: number): number | undefined =>
      race5.slice(0, dArrives).filter((e) => e.type === 'moved' && e.player === seat).map((e) => (e.type === 'moved' ? e.to : -1)).pop();
    expect([lastPositions(0), lastPositions(1)]).toEqual([22, 21]);
    // The log says why the race goes on after the second finisher, once; the third arrival settles it.
    expect(race5.filter((e) => e.type === 'raceContinues')).toEqual([{ type: 'raceContinues', race: 5 }]);
    expect(race5.findIndex((e) => e.type === 'raceContinues')).toBeGreaterThan(dArrives);
    expect(state.results[4]?.finishers).toEqual([2, 3, 1]);
    expect(state.results[4]?.ranking).toEqual([2, 3, 1, 0]);
    expect(race5.find((e) => e.type === 'gameEnded')).toEqual({ type: 'gameEnded', ranking: [2, 3, 1, 0], scores: [5, 5, 12, 10] });
    expect(magicalAthlete.outcome(state)).toEqual({ ranking: [[2], [3], [1], [0]], scores: [5, 5, 12, 10] });
    expect(magicalAthlete.actors(state)).toEqual([]);
  });

  it('Rulebook "The Races": 5 players run 4 races, paying 3/1, 4/2, 4/2 and 5/3; the last race stops at two finishers when no tie needs it', () => {
    // Set aside: assassin, ninja, prophet, spy, troll.
    const state = dealtGame([
      ['amazon', 'bard', 'centaur', 'conjurer'],
      ['cupid', 'demon', 'druid', 'ghoul'],
      ['gladiator', 'martialArtist', 'medusa', 'merchant'],
      ['necromancer', 'philosopher', 'pirate', 'priest'],
      ['ranger', 'siren', 'thief', 'witch'],
    ]);
    const dice = seatDice(state);
    const races: { picks: CharacterId[]; dice: number[][] }[] = [
      { picks: ['amazon', 'cupid', 'gladiator', 'necromancer', 'ranger'], dice: [[6], [5], [1], [2], [1]] },
      { picks: ['bard', 'demon', 'martialArtist', 'philosopher', 'siren'], dice: [[1], [2], [6], [5], [1]] },
      { picks: ['centaur', 'druid', 'medusa', 'pirate', 'thief'], dice: [[5], [2], [1], [2], [6]] },
      { picks: ['conjurer', 'ghoul', 'merchant', 'priest', 'witch'], dice: [[2], [6], [5], [2], [1]] },
    ];
    const logs = races.map((race) => {
      expect(state.phase).toBe('selection');
      dice.plan(race.dice);
      return runRace(state, race.picks, dice.rng);
    });
    expect(state.phase).toBe('over');
    expect(state.results.map((r) => r.awards)).toEqual([
      [3, 1, 0, 0, 0],
      [0, 0, 4, 2, 0],
      [2, 0, 0, 0, 4],
      [0, 5, 3, 0, 0],
    ]);
    expect(state.results[3]?.finishers).toEqual([1, 2]);
    expect(logs[3]?.find((e) => e.type === 'gameEnded')).toEqual({ type: 'gameEnded', ranking: [2, 1, 0, 4, 3], scores: [5, 6, 7, 2, 4] });
  });

  it('rules version 3 (version 2: MA-2, MA-23, MA-27, MA-37, MA-45 changed play; version 3: the turn limit of MA-28 and the Spy\'s event of MA-51): records made under versions 1 and 2 are refused', () => {
    expect(magicalAthlete.rulesVersion).toBe('3');
    const match = createMatch(magicalAthlete, { config: { players: 4 }, seed: 3 });
    const record = match.toRecord();
    expect(parseRecord(magicalAthlete, record).rulesVersion).toBe('3');
    for (const old of ['1', '2']) {
      let error: unknown;
      try {
        parseRecord(magicalAthlete, { ...record, rulesVersion: old });
      } catch (e) {
        error = e;
      }
      expect(error).toBeInstanceOf(RuleError);
      expect((error as RuleError).code).toBe('BAD_STATE');
      expect((error as RuleError).message).toMatch(new RegExp(`rules version "?${old}\\b`));
    }
  });

  it('MA-1: parseConfig refuses 3 and 6 players (BAD_CONFIG) and accepts 4 and 5', () => {
    for (const players of [3, 6]) {
      let error: unknown;
      try {
        magicalAthlete.parseConfig({ players });
      } catch (e) {
        error = e;
      }
      expect(error).toBeInstanceOf(RuleError);
      expect((error as RuleError).code).toBe('BAD_CONFIG');
    }
    expect(magicalAthlete.parseConfig({ players: 4 })).toEqual({ players: 4 });
    expect(magicalAthlete.parseConfig({ players: 5 })).toEqual({ players: 5 });
  });

  it('MA-10: views hide every pick until the reveal (the chooser sees his own)', () => {
    const state = dealtGame(HANDS4);
    magicalAthlete.apply(state, { type: 'pick', player: 0, character: 'amazon' }, createRng(1));
    expect(state.events).toEqual([{ type: 'picked', player: 0 }]);
    expect(magicalAthlete.view(state, 0).picks).toEqual(['amazon', null, null, null]);
    for (const viewer of [1, 2, 3, 'spectator'] as const) {
      const view = magicalAthlete.view(state, viewer);
      expect(view.picks).toEqual(['hidden', null, null, null]);
      expect(JSON.stringify(view.picks)).not.toContain('amazon');
    }
    magicalAthlete.apply(state, { type: 'pick', player: 1, character: 'demon' }, createRng(1));
    magicalAthlete.apply(state, { type: 'pick', player: 2, character: 'merchant' }, createRng(1));
    expect(magicalAthlete.view(state, 3).picks).toEqual(['hidden', 'hidden', 'hidden', null]);
    const dice = seatDice(state);
    dice.plan([[6], [5], [2], [1]]);
    magicalAthlete.apply(state, { type: 'pick', player: 3, character: 'priest' }, dice.rng);
    // All in: revealed to everyone at once.
    expect(magicalAthlete.view(state, 'spectator').events.find((e) => e.type === 'revealed')).toEqual({
      type: 'revealed',
      race: 1,
      racers: [
        { player: 0, character: 'amazon' },
        { player: 1, character: 'demon' },
        { player: 2, character: 'merchant' },
        { player: 3, character: 'priest' },
      ],
    });
    expect(magicalAthlete.view(state, 1).players[0]?.raced).toEqual(['amazon']);
  });
});
