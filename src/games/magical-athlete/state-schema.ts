/**
 * The shape of a saved Magical Athlete state, field by field, for `parseState` (DESIGN §8: total
 * parsing). Seat and racer numbers are checked against the config's player count, every task on
 * the resolution stack against the racers, and the 25 characters against their places, so that a
 * state this accepts never makes a game function fail on a missing racer or card. Beyond that, a
 * state must be one play reaches: a race stack that holds exactly one turn (MA-20), offers that
 * fit their abilities (MA-30), results, racers, chips and draft purchases that agree.
 */
import {
  bool,
  ensure,
  int,
  lazy,
  list,
  nullable,
  object,
  oneOf,
  refine,
  str,
  tuple,
  variant,
  type Schema,
} from '../../core/schema.js';
import { CHARACTER_IDS, type CharacterId } from './content/characters.js';
import { DRAFT_CHIPS, DRAFT_SLOTS, MAGICAL_ATHLETE_GOAL, MAX_RACE_TURNS, QUOTA } from './content/board.js';
import { PHASES, type MagicalAthleteEvent, type MagicalAthleteRaceState, type MagicalAthleteState, type MagicalAthleteTask } from './types.js';

const MOVE_CAUSES = ['roll', 'shadow', 'swap', 'kidnap', 'push', 'kick', 'lure', 'bonus', 'curse', 'blessing', 'challenge', 'compensation', 'spell', 'dash', 'devour'] as const;
const LOST = ['asleep', 'petrified'] as const;

const character: Schema<CharacterId> = oneOf(CHARACTER_IDS);
/** Die values after the Demon or other changes, moves and steps: generous but finite. */
const small = int(-100, 100);
/** An offer's data: a die value, a space, or a space and a racer packed together (Cupid, Medusa). */
const data = int(-1000, 1000);
const position = int(0, MAGICAL_ATHLETE_GOAL);
const chips = int(0, 1000);

/** The state schema for `players` seats (seats and racer indices are `0..players-1`). */
function stateSchema(players: 4 | 5): Schema<MagicalAthleteState> {
  const seat = int(0, players - 1);
  const racer = seat;
  const seats = list(seat, { max: players });
  const characters = list(character, { max: CHARACTER_IDS.length });

  const task: Schema<MagicalAthleteTask> = lazy(() =>
    variant('t', {
      turnStart: { racer },
      turnBody: { racer },
      roll: { racer, rerolled: bool },
      demon: { racer, value: small },
      rollFinal: { racer, value: small },
      ranger: { racer, value: small },
      turnMove: { racer, steps: small },
      leap: { racer, remaining: small, at: position, leapt: small },
      afterMainMove: { racer, from: position, to: position },
      share: { mover: racer, space: position, step: small },
      endTurn: { racer },
      overtakes: { pairs: list(tuple(racer, racer), { max: 50 }) },
      offer: { ability: character, user: racer, targets: list(racer, { max: players }), data, then: nullable(task) },
      use: { ability: character, user: racer, target: int(-1, players - 1), data, then: nullable(task) },
    }),
  ) as Schema<MagicalAthleteTask>;

  const event = variant('type', {
    setupDone: { players: int(4, 5), chips, setAside: int(0, 25), deck: int(0, 25), startPlayer: seat },
    cardDrawn: { character },
    cardsSlid: { slots: list(nullable(character), { min: DRAFT_SLOTS, max: DRAFT_SLOTS }) },
    draftTurn: { player: seat },
    bought: { player: seat, character, price: int(0, DRAFT_SLOTS - 1) },
    passed: { player: seat },
    draftDone: { player: seat },
    draftEnded: { returned: list(chips, { max: players }), lastBuyer: seat },
    assassinated: { player: seat, target: character, owner: seat },
    assassinDeclined: { player: seat },
    replacementDrawn: { player: seat, character: nullable(character) },
    raceCalled: { race: int(1, 5), awards: tuple(chips, chips) },
    picked: { player: seat },
    spyWaits: { player: seat },
    spyPeeked: { player: seat, picks: nullable(list(nullable(character), { min: players, max: players })) },
    revealed: { race: int(1, 5), racers: list(object({ player: seat, character }), { max: players }) },
    prophecyMade: { player: seat, character: nullable(character) },
    turnStarted: { player: seat, character },
    turnLost: { player: seat, character, reason: oneOf(['asleep', 'petrified', 'shadowed'] as const) },
    rolled: { player: seat, character, value: small, reason: oneOf(['turn', 'reroll', 'challenge'] as const) },
    rollCancelled: { character, value: small },
    dieTurned: { character, from: small, to: small },
    abilityUsed: { player: seat, character, target: nullable(character) },
    abilityCancelled: { character, by: character },
    moved: { player: seat, character, from: position, to: position, cause: oneOf(MOVE_CAUSES), leapt: small },
    overtook: { character, overtaken: character },
    finished: { player: seat, character, place: int(1, players) },
    raceContinues: { race: int(1, 5) },
    raceStopped: { race: int(1, 5), turns: int(0, MAX_RACE_TURNS) },
    turnLostNext: { character, by: character, reason: oneOf(LOST) },
    challenge: { gladiator: character, target: character, loser: nullable(character) },
    chipsMoved: { from: oneOf(['bank', ...Array.from({ length: players }, (_, p) => p)]), to: oneOf(['bank', ...Array.from({ length: players }, (_, p) => p)]), amount: chips, reason: oneOf(['award', 'theft', 'draft', 'return'] as const) },
    prophecyRevealed: { player: seat, character, correct: bool },
    raceEnded: { race: int(1, 5), ranking: seats, awards: list(chips, { max: players }) },
    gameEnded: { ranking: seats, scores: list(chips, { max: players }) },
  }) as Schema<MagicalAthleteEvent>;

  const offer = refine(task, (value, path) => ensure(value.t === 'offer', path, 'a pending decision is an offer'));

  return refine(
    object({
      phase: oneOf(PHASES),
      config: object({ players: oneOf([players]) }),
      players: list(object({ chips, hand: characters, secret: nullable(character), raced: characters }), { min: players, max: players }),
      deck: characters,
      setAside: characters,
      removed: characters,
      draft: object({
        slots: list(nullable(character), { min: DRAFT_SLOTS, max: DRAFT_SLOTS }),
        active: seat,
        lastBuyer: nullable(seat),
        purchases: list(object({ player: seat, character, price: int(0, DRAFT_SLOTS - 1) }), { max: CHARACTER_IDS.length }),
      }),
      spyUsed: bool,
      selection: nullable(object({ picks: list(nullable(character), { min: players, max: players }), spyWaiting: nullable(seat), firstPlayer: seat })),
      race: nullable(
        object({
          number: int(1, 5),
          racers: list(object({ player: seat, character, position, finished: nullable(int(1, players)), loseNextTurn: nullable(oneOf(LOST)) }), { min: players, max: players }),
          active: nullable(racer),
          turn: nullable(object({ racer, start: list(position, { min: players, max: players }), seen: list(int(0, Number.MAX_SAFE_INTEGER), { max: 10_000 }), shadow: nullable(racer), challenged: list(str(20), { max: 100 }) })),
          stack: list(task, { max: 1000 }),
          pending: nullable(offer),
          finishers: list(racer, { max: players }),
          prophecy: nullable(racer),
          shadowed: list(racer, { max: players }),
          firstPlayer: seat,
          turns: int(0, MAX_RACE_TURNS),
        }),
      ),
      results: list(
        object({
          number: int(1, 5),
          ranking: seats,
          awards: list(chips, { max: players }),
          racers: list(object({ player: seat, character }), { max: players }),
          finishers: seats,
        }),
        { max: 5 },
      ),
      events: list(event, { max: 10_000 }),
    }) as unknown as Schema<MagicalAthleteState>,
    (state, path) => checkConsistency(state, path),
  );
}

/** The facts the rules rely on that no single field shows. */
function checkConsistency(state: MagicalAthleteState, path: string): void {
  // MA-3: every one of the 25 characters is in exactly one place.
  const places = [
    ...state.deck,
    ...state.setAside,
    ...state.removed,
    ...state.draft.slots.filter((card): card is CharacterId => card !== null),
    ...state.players.flatMap((p) => [...p.hand, ...p.raced]),
  ].sort();
  const all = [...CHARACTER_IDS].sort();
  ensure(places.length === all.length && places.every((id, i) => id === all[i]), path, 'every one of the 25 characters must be in exactly one place');
  state.players.forEach((p, seat) => {
    ensure(p.secret === null || p.hand.includes(p.secret), `${path}.players[${seat}].secret`, 'a secret replacement is a card in its owner\'s hand');
  });
  ensure((state.phase === 'race') === (state.race !== null), `${path}.race`, 'a race exists exactly in the race phase');
  ensure((state.phase === 'selection') === (state.selection !== null), `${path}.selection`, 'a selection exists exactly in the selection phase');
  const selection = state.selection;
  if (selection !== null) {
    selection.picks.forEach((pick, seat) => {
      ensure(pick === null || state.players[seat]?.hand.includes(pick), `${path}.selection.picks[${seat}]`, 'a pick is a card in its picker\'s hand');
    });
  }
  const race = state.race;
  if (race !== null) {
    race.racers.forEach((r, index) => {
      ensure(r.player === index, `${path}.race.racers[${index}].player`, 'racers are indexed by their owner\'s seat');
      ensure((r.finished !== null) === race.finishers.includes(index), `${path}.race.racers[${index}].finished`, 'a racer has a place exactly when it is among the finishers');
    });
    ensure(new Set(race.racers.map((r) => r.character)).size === race.racers.length, `${path}.race.racers`, 'each racer is a different character');
    ensure(new Set(race.finishers).size === race.finishers.length, `${path}.race.finishers`, 'a racer finishes once');
    ensure(race.turn === null || race.turn.racer === race.active, `${path}.race.turn`, 'a turn belongs to the active racer');
    ensure(race.active === null || race.turn !== null, `${path}.race.active`, 'the active racer is in the middle of a turn');
    checkRace(race, `${path}.race`);
  }
  checkSchedule(state, path);
}

/** The racers still to be asked something in a saved race: the stack and the pending offer (MA-20). */
function checkRace(race: MagicalAthleteRaceState, path: string): void {
  race.racers.forEach((r, index) => {
    // MA-5, MA-22: a racer finishes on reaching the goal, and a finished racer is out of play.
    ensure((r.finished !== null) === (r.position === MAGICAL_ATHLETE_GOAL), `${path}.racers[${index}].position`, 'a racer is on the goal exactly when it has finished [MA-5]');
    ensure(r.finished === null || race.finishers[r.finished - 1] === index, `${path}.racers[${index}].finished`, 'a racer\'s place is its rank among the finishers [MA-5]');
    ensure(r.finished === null || r.loseNextTurn === null, `${path}.racers[${index}].loseNextTurn`, 'a finished racer loses no turn [MA-22]');
  });
  // The race is resolved depth first from its stack (MA-20): one chain of turn steps runs through
  // it (on the stack, or as what an offer or use resumes with), else the race would run dry.
  let spine = 0;
  const visit = (first: MagicalAthleteTask, where: string): void => {
    for (let task: MagicalAthleteTask | null = first; task !== null; task = task.t === 'offer' || task.t === 'use' ? task.then : null) {
      if (TURN_STEPS.has(task.t)) spine += 1;
      if (task.t === 'offer' || task.t === 'use') {
        // An ability is offered to, and used by, the racer that has it (MA-30).
        ensure(race.racers[task.user]?.character === task.ability, `${where}.user`, `only the ${task.ability}'s racer may use its ability [MA-30]`);
        const targeted = task.t === 'offer' ? task.targets.length > 0 : task.target >= 0;
        ensure(targeted === TARGETED.has(task.ability), where, `the ${task.ability}'s ability ${TARGETED.has(task.ability) ? 'names' : 'takes no'} target [MA-30]`);
        if (task.t === 'offer') ensure(new Set(task.targets).size === task.targets.length, `${where}.targets`, 'an offer names each target once');
        if (task.ability === 'prophet') ensure(task.t === 'use' || task.targets.length === race.racers.length, `${where}.targets`, 'the Prophet may name any racer [MA-48]');
      }
    }
  };
  race.stack.forEach((task, i) => visit(task, `${path}.stack[${i}]`));
  const pending = race.pending;
  if (pending !== null) {
    visit(pending, `${path}.pending`);
    // MA-45: the Philosopher is asked about the use just accepted, which waits under his offer.
    const below = race.stack[race.stack.length - 1];
    if (pending.ability === 'philosopher') {
      ensure(below?.t === 'use' && below.user === pending.targets[0], `${path}.pending`, 'the Philosopher is asked to cancel the use just accepted [MA-45]');
    }
  }
  ensure(spine === 1, `${path}.stack`, `the race resolves one turn at a time: ${spine} turn steps are queued [MA-20]`);
}

/**
 * The races already run and the one under way agree with the players' cards and points: race n
 * follows n - 1 results, each player has raced one character in each, and after the draft every
 * point on the table was awarded (MA-4, MA-7, MA-10, MA-13).
 */
function checkSchedule(state: MagicalAthleteState, path: string): void {
  const races = QUOTA[state.config.players];
  const run = state.results.length;
  state.results.forEach((result, i) => {
    ensure(result.number === i + 1, `${path}.results[${i}].number`, 'races are run in order [MA-13]');
    result.racers.forEach((r, seat) => {
      ensure(r.player === seat && state.players[seat]?.raced[i] === r.character, `${path}.results[${i}].racers[${seat}]`, 'each player raced the character it revealed for that race [MA-10]');
    });
  });
  const phase = state.phase;
  ensure(phase === 'over' ? run === races : run < races, `${path}.results`, `the game has ${races} races and ends after the last [MA-13]`);
  ensure(run === 0 || (phase !== 'draft' && phase !== 'assassin'), `${path}.results`, 'no race is run before the draft and the Assassin are done');
  if (state.race !== null) ensure(state.race.number === run + 1, `${path}.race.number`, 'the race under way is the one after the races run [MA-13]');
  if (phase === 'draft') {
    const chips = DRAFT_CHIPS[state.config.players];
    state.players.forEach((p, seat) => {
      const bought = state.draft.purchases.filter((buy) => buy.player === seat);
      ensure(p.chips + bought.reduce((sum, buy) => sum + buy.price, 0) === chips, `${path}.players[${seat}].chips`, `a drafter has the ${chips} chips it started with less what it paid [MA-2]`);
      ensure(p.raced.length === 0 && sameCards(p.hand, bought.map((buy) => buy.character)), `${path}.players[${seat}].hand`, 'a drafter holds the cards it bought [MA-2]');
      ensure(p.hand.length <= races, `${path}.players[${seat}].hand`, `a team has ${races} characters [MA-6]`);
    });
    ensure((state.players[state.draft.active]?.hand.length ?? races) < races, `${path}.draft.active`, 'a player with a full team takes no draft turn [MA-6]');
    return;
  }
  const awarded = state.results.reduce((sum, result) => sum + result.awards.reduce((a, b) => a + b, 0), 0);
  ensure(state.players.reduce((sum, p) => sum + p.chips, 0) === awarded, `${path}.players`, 'after the draft every point was awarded in a race [MA-7, MA-13]');
  state.players.forEach((p, seat) => {
    ensure(p.raced.length === run + (state.race === null ? 0 : 1), `${path}.players[${seat}].raced`, 'a player races one character in each race [MA-10]');
    ensure(p.raced.length + p.hand.length === races, `${path}.players[${seat}].hand`, `a team has ${races} characters [MA-6]`);
    if (state.race !== null) ensure(state.race.racers[seat]?.character === p.raced[p.raced.length - 1], `${path}.race.racers[${seat}].character`, 'a racer is the character its player revealed [MA-10]');
  });
}

const sameCards = (a: readonly CharacterId[], b: readonly CharacterId[]): boolean => a.length === b.length && [...a].sort().join() === [...b].sort().join();

/** The steps of a turn (rules/turn.ts): exactly one of them is queued while a race runs. */
const TURN_STEPS: ReadonlySet<MagicalAthleteTask['t']> = new Set(['turnStart', 'turnBody', 'roll', 'demon', 'rollFinal', 'ranger', 'turnMove', 'leap', 'afterMainMove', 'endTurn']);

/** Abilities whose offers name targets (the others name none; MA-30 to MA-54). */
const TARGETED: ReadonlySet<CharacterId> = new Set<CharacterId>(['centaur', 'ghoul', 'gladiator', 'medusa', 'merchant', 'necromancer', 'ninja', 'philosopher', 'pirate', 'prophet', 'witch']);

const SCHEMAS: { 4?: Schema<MagicalAthleteState>; 5?: Schema<MagicalAthleteState> } = {};

/** The schema for a state of `players` seats (built once per count). */
export function magicalAthleteStateSchema(players: 4 | 5): Schema<MagicalAthleteState> {
  return (SCHEMAS[players] ??= stateSchema(players));
}
