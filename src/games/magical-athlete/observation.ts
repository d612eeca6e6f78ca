/**
 * Magical Athlete's observation tensor (DESIGN §13, issue 28): a seat's view as a fixed-length
 * Float32Array, built from the view alone. Seats are absolute (seat s is block s), with a one-hot
 * of the viewing seat; characters are numbered by their place in `CHARACTER_IDS`, as in the action
 * space. Categories are one-hots, counts and positions are divided by their maxima, so every
 * number is in [0, 1]. The slices are listed by {@link observationLayout} and in
 * docs/rules/magical-athlete.md.
 */
import type { ObservationLayout, ObservationSlice } from '../../core/game.js';
import { CHARACTER_IDS, type CharacterId } from './content/characters.js';
import { AWARDS, DRAFT_CHIPS, DRAFT_SLOTS, MAGICAL_ATHLETE_GOAL, MAX_RACE_TURNS, QUOTA, SET_ASIDE } from './content/board.js';
import { PHASES, type MagicalAthleteConfig, type MagicalAthleteView } from './types.js';

/** How many characters there are (25): the width of every per-character block. */
const C = CHARACTER_IDS.length;
/** Cards in the draft deck at the start: every character but the set-aside ones. */
const DECK = C - SET_ASIDE;
/** The ways a prompt may be answered, in this order in the `prompt.answers` slice. */
const ANSWERS = ['useOrDecline', 'useOrRoll', 'prophesy'] as const;

/** A character's index in `CHARACTER_IDS`. */
const CHARACTER_INDEX = new Map<string, number>(CHARACTER_IDS.map((id, i) => [id, i]));
const charIndex = (id: CharacterId): number => CHARACTER_INDEX.get(id) as number;

/** Points awarded in all the races of a game of `players` seats: the most a seat can hold after the draft (the Thief only moves them). */
function totalAwards(players: 4 | 5): number {
  let sum = 0;
  for (let r = 0; r < QUOTA[players]; r++) sum += (AWARDS[r]?.[0] ?? 0) + (AWARDS[r]?.[1] ?? 0);
  return sum;
}

/** The tensor's slices by their field in {@link Offsets}: [field, name, length, description]. */
type Spec = readonly [keyof Omit<Offsets, 'size'>, string, number, string];

/**
 * The slices for `p` seats and `r` races, in tensor order; the offsets follow from the lengths.
 * One list, so that the layout and the tensor's writer cannot disagree on the order.
 */
function sliceSpecs(p: number, r: number): Spec[] {
  return [
    ['phase', 'phase', PHASES.length, `One-hot of the phase: ${PHASES.join(', ')}.`],
    ['viewer', 'viewer', p, 'One-hot of the seat this view is for (all 0 for a spectator).'],
    ['chips', 'chips', p, 'Per seat, draft money over the starting chips (8 with four seats, 6 with five); 0 after the draft.'],
    ['points', 'points', p, 'Per seat, victory points over all the points the races of the game award; 0 during the draft.'],
    ['hand', 'hand', p * C, 'Seat-major, then character: 1 if the seat holds that character unraced and the viewer sees it.'],
    ['handHidden', 'hand.hidden', p, "Per seat, how many cards of its hand the viewer cannot see (another seat's secret replacement, MA-8)."],
    ['raced', 'raced', p * C, 'Seat-major, then character: 1 if the seat has raced that character.'],
    ['removed', 'removed', C, 'Per character: 1 if the Assassin removed it from the game.'],
    ['deck', 'deck', 1, `Cards left in the draft deck over ${DECK}.`],
    ['setAside', 'setAside', 1, `Set-aside cards left over ${SET_ASIDE}.`],
    ['draftSlots', 'draft.slots', DRAFT_SLOTS * C, 'Draft space (by price 0 to 4), then character: 1 if that card lies on that space (draft only).'],
    ['draftActive', 'draft.active', p, 'One-hot of the seat whose draft turn it is (draft only).'],
    ['spyUsed', 'spyUsed', 1, '1 once the Spy has been used (once a game, MA-51).'],
    ['picksMade', 'picks.made', p, 'Per seat: 1 if it has picked its racer for the coming race, seen or not (selection only).'],
    ['picksCharacter', 'picks.character', p * C, "Seat-major, then character: the seat's pick when the viewer may see it (its own, or all of them for the waiting Spy)."],
    ['spyWaiting', 'spyWaiting', p, 'One-hot of the seat waiting with the Spy to pick last (MA-51), all 0 if none.'],
    ['raceNumber', 'race.number', r, 'One-hot of the race being run (race phase only).'],
    ['racersCharacter', 'racers.character', p * C, 'Seat-major, then character: the racer of each seat in the race being run.'],
    ['racersPosition', 'racers.position', p, `Per seat, its racer's space over the goal (${MAGICAL_ATHLETE_GOAL}); 0 at the start.`],
    ['racersPlace', 'racers.place', p * p, 'Seat-major, then place: 1 at place k (0 = first) once the racer has finished.'],
    ['racersAsleep', 'racers.asleep', p, 'Per seat: 1 if its racer is asleep (the Witch) and loses its next turn.'],
    ['racersPetrified', 'racers.petrified', p, 'Per seat: 1 if its racer is petrified (Medusa) and loses its next turn.'],
    ['raceActive', 'race.active', p, 'One-hot of the seat whose racer has the turn.'],
    ['raceTurns', 'race.turns', 1, `Turns begun in the race over the limit ${MAX_RACE_TURNS} (MA-28).`],
    ['prophecyHidden', 'prophecy.hidden', 1, "1 if the Prophet's prophecy is made but secret from the viewer (MA-48)."],
    ['prophecyRacer', 'prophecy.racer', p, 'One-hot of the seat whose racer the prophecy names, when the viewer may see it.'],
    ['promptAbility', 'prompt.ability', C, 'One-hot of the ability offered by the open question; all 0 when nobody is asked.'],
    ['promptPlayer', 'prompt.player', p, 'One-hot of the seat being asked.'],
    ['promptTargets', 'prompt.targets', p, "Per seat: 1 if the offer may target that seat's racer."],
    ['promptAnswers', 'prompt.answers', ANSWERS.length, `One-hot of how the question is answered: ${ANSWERS.join(', ')}.`],
    ['lastRoll', 'lastRoll', 6, 'One-hot of the last die face (1 to 6) in the events of the last action, after any Demon turn; all 0 if no die was rolled.'],
    ['results', 'results', r * p, "Race-major, then seat: points the seat won in each finished race over that race's first award."],
  ];
}

/** Where each slice starts, by field, for one seat count; `size` is the tensor's length. */
interface Offsets {
  size: number;
  phase: number;
  viewer: number;
  chips: number;
  points: number;
  hand: number;
  handHidden: number;
  raced: number;
  removed: number;
  deck: number;
  setAside: number;
  draftSlots: number;
  draftActive: number;
  spyUsed: number;
  picksMade: number;
  picksCharacter: number;
  spyWaiting: number;
  raceNumber: number;
  racersCharacter: number;
  racersPosition: number;
  racersPlace: number;
  racersAsleep: number;
  racersPetrified: number;
  raceActive: number;
  raceTurns: number;
  prophecyHidden: number;
  prophecyRacer: number;
  promptAbility: number;
  promptPlayer: number;
  promptTargets: number;
  promptAnswers: number;
  lastRoll: number;
  results: number;
}

/** A seat count's layout, its offsets, and the scales of its chips and points. */
interface Built {
  readonly layout: ObservationLayout;
  readonly at: Offsets;
  readonly chipScale: number;
  readonly pointScale: number;
}

/** Builds the layout of `seats` seats (run twice per process: the tensor is on every step's path). */
function build(seats: 4 | 5): Built {
  let offset = 0;
  const slices: ObservationSlice[] = [];
  const at = { size: 0 } as Offsets;
  for (const [field, name, length, description] of sliceSpecs(seats, QUOTA[seats])) {
    slices.push(Object.freeze({ name, offset, length, description }));
    at[field] = offset;
    offset += length;
  }
  at.size = offset;
  return { layout: Object.freeze({ size: offset, slices: Object.freeze(slices) }), at, chipScale: DRAFT_CHIPS[seats], pointScale: totalAwards(seats) };
}

const FOUR = build(4);
const FIVE = build(5);

/** The tensor's layout for `config`: the same for every seat. */
export function observationLayout(config: MagicalAthleteConfig): ObservationLayout {
  const { layout } = config.players === 5 ? FIVE : FOUR;
  return { size: layout.size, slices: layout.slices.map((slice) => ({ ...slice })) };
}

/** `view` as numbers, in the layout of its seat count (the length of `view.players`). */
export function observationTensor(view: MagicalAthleteView): Float32Array {
  const p = view.players.length === 5 ? 5 : 4;
  const { at, chipScale, pointScale } = p === 5 ? FIVE : FOUR;
  const t = new Float32Array(at.size);

  t[at.phase + PHASES.indexOf(view.phase)] = 1;
  if (view.viewer !== 'spectator') t[at.viewer + view.viewer] = 1;
  const draft = view.phase === 'draft';
  const chipsAt = draft ? at.chips : at.points;
  const scale = draft ? chipScale : pointScale;
  for (let s = 0; s < p; s++) {
    const seat = view.players[s]!;
    t[chipsAt + s] = seat.chips / scale;
    const hand = seat.hand;
    for (let i = 0; i < hand.length; i++) {
      const card = hand[i]!;
      if (card === 'hidden') t[at.handHidden + s] = (t[at.handHidden + s] ?? 0) + 1;
      else t[at.hand + s * C + charIndex(card)] = 1;
    }
    const raced = seat.raced;
    for (let i = 0; i < raced.length; i++) t[at.raced + s * C + charIndex(raced[i]!)] = 1;
  }
  for (let i = 0; i < view.removed.length; i++) t[at.removed + charIndex(view.removed[i]!)] = 1;
  t[at.deck] = view.deckSize / DECK;
  t[at.setAside] = view.setAsideSize / SET_ASIDE;
  const board = view.draft;
  if (board !== null) {
    for (let k = 0; k < board.slots.length; k++) {
      const card = board.slots[k];
      if (card !== null && card !== undefined) t[at.draftSlots + k * C + charIndex(card)] = 1;
    }
    t[at.draftActive + board.active] = 1;
  }
  if (view.spyUsed) t[at.spyUsed] = 1;
  const picks = view.picks;
  if (picks !== null) {
    for (let s = 0; s < picks.length; s++) {
      const pick = picks[s];
      if (pick === null || pick === undefined) continue;
      t[at.picksMade + s] = 1;
      if (pick !== 'hidden') t[at.picksCharacter + s * C + charIndex(pick)] = 1;
    }
  }
  if (view.spyWaiting !== null) t[at.spyWaiting + view.spyWaiting] = 1;
  const race = view.race;
  if (race !== null) {
    t[at.raceNumber + race.number - 1] = 1;
    for (let i = 0; i < race.racers.length; i++) {
      const racer = race.racers[i]!;
      const s = racer.player;
      t[at.racersCharacter + s * C + charIndex(racer.character)] = 1;
      t[at.racersPosition + s] = racer.position / MAGICAL_ATHLETE_GOAL;
      if (racer.finished !== null) t[at.racersPlace + s * p + racer.finished - 1] = 1;
      if (racer.loseNextTurn === 'asleep') t[at.racersAsleep + s] = 1;
      else if (racer.loseNextTurn === 'petrified') t[at.racersPetrified + s] = 1;
    }
    if (race.active !== null) t[at.raceActive + race.active] = 1;
    t[at.raceTurns] = Math.min(race.turns, MAX_RACE_TURNS) / MAX_RACE_TURNS;
    if (race.prophecy === 'hidden') t[at.prophecyHidden] = 1;
    else if (race.prophecy !== null) {
      const named = seatOf(view, race.prophecy);
      if (named >= 0) t[at.prophecyRacer + named] = 1;
    }
  }
  const prompt = view.prompt;
  if (prompt !== null) {
    t[at.promptAbility + charIndex(prompt.ability)] = 1;
    t[at.promptPlayer + prompt.player] = 1;
    for (let i = 0; i < prompt.targets.length; i++) {
      const s = seatOf(view, prompt.targets[i]!);
      if (s >= 0) t[at.promptTargets + s] = 1;
    }
    t[at.promptAnswers + ANSWERS.indexOf(prompt.answers)] = 1;
  }
  const face = lastRoll(view);
  if (face > 0) t[at.lastRoll + face - 1] = 1;
  for (let r = 0; r < view.results.length; r++) {
    const awards = view.results[r]!.awards;
    const first = AWARDS[r]?.[0] ?? 1;
    for (let s = 0; s < awards.length; s++) t[at.results + r * p + s] = (awards[s] ?? 0) / first;
  }
  return t;
}

/** The seat whose racer is `character` in the race of `view`, or -1. */
function seatOf(view: MagicalAthleteView, character: CharacterId): number {
  const racers = view.race?.racers ?? [];
  for (const racer of racers) if (racer.character === character) return racer.player;
  return -1;
}

/**
 * The die face that counts, from the view's events: the last `rolled` value or the face a Demon
 * turned it to, 0 if the last action rolled nothing. The prompt does not carry the die value, and
 * several offers (Conjurer, Demon, Ranger) hinge on it.
 */
function lastRoll(view: MagicalAthleteView): number {
  const events = view.events;
  for (let i = events.length - 1; i >= 0; i--) {
    const event = events[i]!;
    if (event.type === 'rolled') return event.value;
    if (event.type === 'dieTurned') return event.to;
  }
  return 0;
}
