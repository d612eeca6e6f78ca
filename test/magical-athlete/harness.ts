/**
 * Test harness for Magical Athlete rules: builds a race with chosen racers, positions, points and
 * scripted dice, then plays it through the real rules. A scenario ends when its dice run out: the
 * harness stops there (the rules were about to roll a die the scenario did not script), so a test
 * states exactly the dice of its example and then checks positions and events.
 */
import { expect } from 'vitest';
import { ScriptedRngError, scriptedRng, type Rng } from '../../src/index.js';
import {
  CHARACTER_IDS,
  magicalAthlete,
  type CharacterId,
  type MagicalAthleteAction,
  type MagicalAthleteEvent,
  type MagicalAthleteState,
} from '../../src/games/magical-athlete/index.js';
import { newRace, openRace, runRace } from '../../src/games/magical-athlete/rules/race.js';

export interface RaceSetup {
  /** Seat i races racers[i]. 4 or 5 racers. */
  readonly racers: readonly CharacterId[];
  /** Starting positions (default all 0). */
  readonly positions?: readonly number[];
  /** Whose turn comes first (seat; default 0). */
  readonly first?: number;
  /** Race number (default 2); earlier races get placeholder results with no awards. */
  readonly race?: number;
  /** Points per player (default 0). */
  readonly chips?: readonly number[];
  /** Scripted dice, in the order the rules roll them. */
  readonly dice?: readonly number[];
  /** A prophecy already made, so the race starts without asking (default: the Prophet is asked). */
  readonly prophecy?: CharacterId;
  /** Already finished racers, in arrival order. */
  readonly finished?: readonly CharacterId[];
}

type DistributiveOmit<T, K extends PropertyKey> = T extends unknown ? Omit<T, K> : never;
export type Answer = DistributiveOmit<MagicalAthleteAction, 'player'>;

export interface PromptInfo {
  readonly ability: CharacterId;
  readonly player: number;
  readonly targets: readonly CharacterId[];
  readonly answers: 'useOrDecline' | 'useOrRoll' | 'prophesy';
}

export interface RaceTest {
  readonly state: MagicalAthleteState;
  /** True once the rules asked for a die that was not scripted (the scenario is over). */
  readonly outOfDice: boolean;
  /** Plays an action for whoever is being asked (the player is filled in). */
  act(action: Answer): void;
  /** Answers the pending prompt with `use` (on `target` when it takes one). */
  use(target?: CharacterId): void;
  decline(): void;
  roll(): void;
  /** The pending prompt, or null. */
  readonly prompt: PromptInfo | null;
  positions(): number[];
  position(character: CharacterId): number;
  /** Every event since the harness was created. */
  readonly log: MagicalAthleteEvent[];
  /** Events of one type since the harness was created. */
  events<T extends MagicalAthleteEvent['type']>(type: T): Extract<MagicalAthleteEvent, { type: T }>[];
  /** The commentary of the whole log, one line per event (handy when a test fails). */
  commentary(): string;
}

/** Builds a race and runs it to the first decision (or until the dice run out). */
export function raceTest(setup: RaceSetup): RaceTest {
  const players = setup.racers.length;
  if (players !== 4 && players !== 5) throw new Error('a race has 4 or 5 racers');
  const number = setup.race ?? 2;
  const others = CHARACTER_IDS.filter((id) => !setup.racers.includes(id));
  const race = newRace(number, setup.racers, setup.first ?? 0);
  race.racers.forEach((r, i) => (r.position = setup.positions?.[i] ?? 0));
  for (const character of setup.finished ?? []) {
    const i = setup.racers.indexOf(character);
    race.finishers.push(i);
    (race.racers[i] as { finished: number | null }).finished = race.finishers.length;
  }
  const state: MagicalAthleteState = {
    phase: 'race',
    config: { players },
    players: setup.racers.map((character, seat) => ({ chips: setup.chips?.[seat] ?? 0, hand: [], secret: null, raced: [character] })),
    deck: [],
    setAside: [],
    removed: others,
    draft: { slots: [null, null, null, null, null], active: 0, lastBuyer: 0, purchases: [] },
    spyUsed: false,
    selection: null,
    race,
    results: Array.from({ length: number - 1 }, (_, i) => ({
      number: i + 1,
      ranking: setup.racers.map((_, p) => p),
      awards: setup.racers.map(() => 0),
      racers: [],
      finishers: [],
    })),
    events: [],
  };
  const rng: Rng = scriptedRng(setup.dice ?? []);
  const log: MagicalAthleteEvent[] = [];
  let outOfDice = false;
  const guarded = (run: () => void): void => {
    try {
      run();
    } catch (error) {
      if (!(error instanceof ScriptedRngError)) throw error;
      outOfDice = true;
    }
    log.push(...state.events);
  };
  guarded(() => {
    if (setup.prophecy !== undefined) {
      race.prophecy = setup.racers.indexOf(setup.prophecy);
      // Start like openRace, but the prophecy is already made (and no Thief is asked).
      race.stack.push({ t: 'turnStart', racer: race.firstPlayer });
      runRace(state, rng);
    } else {
      openRace(state, rng);
    }
  });
  const t: RaceTest = {
    state,
    get outOfDice() {
      return outOfDice;
    },
    log,
    act(action) {
      if (outOfDice) throw new Error('the scenario ran out of dice: nothing more can happen');
      const actors = magicalAthlete.actors(state);
      expect(actors.length, 'exactly one player must be asked').toBe(1);
      const full = { ...action, player: actors[0] } as MagicalAthleteAction;
      expect(magicalAthlete.legalActions(state, full.player), `${JSON.stringify(full)} is offered`).toContainEqual(full);
      guarded(() => magicalAthlete.apply(state, full, rng));
    },
    use(target) {
      const p = t.prompt;
      if (p === null) throw new Error('nothing is offered');
      t.act(target === undefined ? { type: 'use', ability: p.ability } : { type: 'use', ability: p.ability, target });
    },
    decline: () => t.act({ type: 'decline' }),
    roll: () => t.act({ type: 'roll' }),
    get prompt() {
      const v = magicalAthlete.view(state, 'spectator');
      return v.prompt === null ? null : { ability: v.prompt.ability, player: v.prompt.player, targets: v.prompt.targets, answers: v.prompt.answers };
    },
    positions: () => state.race?.racers.map((r) => r.position) ?? [],
    position: (character) => state.race?.racers.find((r) => r.character === character)?.position ?? -1,
    events: (type) => log.filter((e) => e.type === type) as never,
    commentary: () => log.map((e) => magicalAthlete.describeEvent(e)).join('\n'),
  };
  return t;
}

