/**
 * The shape of a saved Magical Athlete state, field by field, for `parseState` (DESIGN §8: total
 * parsing). Seat and racer numbers are checked against the config's player count, every task on
 * the resolution stack against the racers, and the 25 characters against their places, so that a
 * state this accepts never makes a game function fail on a missing racer or card.
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
import { DRAFT_SLOTS, GOAL } from './content/board.js';
import { PHASES, type MagicalAthleteEvent, type MagicalAthleteState, type MagicalAthleteTask } from './types.js';

const MOVE_CAUSES = ['roll', 'shadow', 'swap', 'kidnap', 'push', 'kick', 'lure', 'bonus', 'curse', 'blessing', 'challenge', 'compensation', 'spell', 'dash', 'devour'] as const;
const LOST = ['asleep', 'petrified'] as const;

const character: Schema<CharacterId> = oneOf(CHARACTER_IDS);
/** Die values after the Demon or other changes, moves and steps: generous but finite. */
const small = int(-100, 100);
/** An offer's data: a die value, a space, or a space and a racer packed together (Cupid, Medusa). */
const data = int(-1000, 1000);
const position = int(0, GOAL);
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
    ensure(race.turn === null || race.active !== null, `${path}.race.turn`, 'a turn belongs to the active racer');
  }
}

const SCHEMAS: { 4?: Schema<MagicalAthleteState>; 5?: Schema<MagicalAthleteState> } = {};

/** The schema for a state of `players` seats (built once per count). */
export function magicalAthleteStateSchema(players: 4 | 5): Schema<MagicalAthleteState> {
  return (SCHEMAS[players] ??= stateSchema(players));
}
