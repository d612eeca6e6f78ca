/**
 * The shape of a saved Magika state, field by field, for `parseState` (DESIGN §8: total parsing),
 * and of orders, for `parseAction`. Beyond shapes and ranges it checks how the parts fit: every
 * artifact and cloak in exactly one place, carrying limits, the donned cloak among the carried,
 * at most three mages a hex, plans that could have been written, effects that name real seats and
 * scrolls — so that a state it accepts never makes a game function fail — and what play keeps
 * true: maxima and Spell Skills from the race, no moves counted between turns, final scores
 * that the final state gives.
 */
import { SchemaError, bool, ensure, int, list, nullable, object, oneOf, refine, str, tuple, variant, type Schema, fromParser } from '../../core/schema.js';
import { ALIGNMENTS, RACE_IDS } from './content/races.js';
import { ARTIFACT_IDS } from './content/artifacts.js';
import { CLOAK_COLORS, CLOAKS_PER_COLOR, MAX_CLOAKS } from './content/cloaks.js';
import { EBON_TASK_IDS, EBON_TASKS_DRAWN } from './content/ebon-tasks.js';
import { SPELL_CODES } from './content/spells.js';
import { MAGIKA_DIRECTIONS, MAGIKA_GOAL, HEX_COUNT } from './rules/map.js';
import { MAX_SCROLLS } from './rules/items.js';
import { MAX_PER_HEX } from './rules/occupancy.js';
import { canonicalOrder, orderRefusal, PLAN_LENGTH } from './rules/plan.js';
import { parseConfig, MAX_SEATS } from './parse-config.js';
import { MAGIKA_ORDER_TYPES, type MagikaConfig, type MagikaOrder, type MagikaState } from './types.js';
import { EBON_SKILL } from './setup.js';
import { deepEqual } from '../../core/json.js';
import { raceById } from './content/races.js';
import { scoreAll } from './rules/vp.js';
import { tasksMet } from './rules/ebon.js';

/** What a major Boost Endurance or Arcania adds to its maximum, for good (MG-45). */
const BOOST = 10;

const seat = int(0, MAX_SEATS - 1);
const hex = int(0, HEX_COUNT - 1);
const terrain = int(1, 10);
const count = int(0, 1_000_000);
const stat = int(0, 10_000);
const aptitude = int(-100, 100);
const artifact = oneOf(ARTIFACT_IDS);
const spell = oneOf(SPELL_CODES);
const color = oneOf(CLOAK_COLORS);
const team = oneOf([...CLOAK_COLORS, 'black'] as const);
const race = oneOf(RACE_IDS);
const alignment = oneOf(ALIGNMENTS);
const phase = oneOf([1, 2, 3, 4, 5] as const);
const text = str(200);
/** An item's name in an order: `scroll-<n>`, `cloak-<n>`, an artifact id, or `all`. */
const itemName = refine(str(20), (value, path) => ensure(/^(all|(scroll|cloak)-(0|[1-9][0-9]{0,5})|[a-z]{3,9})$/.test(value), path, 'expected an item such as "scroll-2", "cloak-7", "crown" or "all"'));

/** One order (Figure 4's nine types), as written into a plan, its fields in the rules' order (type first). */
export const orderSchema: Schema<MagikaOrder> = (input, path) => canonicalOrder(orderShapes(input, path));

const orderShapes = variant('type', {
  move: { direction: oneOf(MAGIKA_DIRECTIONS as readonly ['NE', 'NW', 'E', 'W', 'SE', 'SW']) },
  rest: {},
  search: {},
  meditate: {},
  drop: { item: itemName },
  give: { item: itemName, recipient: seat },
  demand: { artifact },
  don: { cloak: count },
  cast: { scroll: count, level: oneOf(['minor', 'major'] as const), target: nullable(str(20)) },
}) as Schema<MagikaOrder>;

/** The config, read by the game's own config parser (its refusals become this state's). */
const config: Schema<MagikaConfig> = fromParser(parseConfig);

const scroll = object({ id: count, spell, permanent: bool, keepUntil: int(0, 1000), readOn: int(0, 1000) });

const mage = object({
  hex,
  endurance: stat,
  maxEndurance: int(1, 10_000),
  arcania: stat,
  maxArcania: int(1, 10_000),
  skill: stat,
  aptitude,
  donned: nullable(count),
  forcedBlack: bool,
  scrolls: list(scroll, { max: MAX_SCROLLS }),
  nextScroll: count,
  moves: int(0, 5),
  rests: int(0, 5),
  out: bool,
  demandsWon: count,
  gifts: count,
  casts: tuple(count, count, count),
});

const strength = oneOf(['unconscious', 'exhausted', 'weak', 'healthy', 'robust'] as const);
const serenity = oneOf(['spent', 'sapped', 'fair', 'intense'] as const);
const seen = object({
  seat,
  ring: int(-1, 4),
  team: nullable(team),
  race: nullable(race),
  alignment: nullable(alignment),
  artifacts: nullable(list(artifact, { max: ARTIFACT_IDS.length })),
  items: nullable(count),
  scrolls: nullable(list(spell, { max: MAX_SCROLLS })),
  strength: nullable(strength),
  serenity: nullable(serenity),
});
const turnNumber = int(0, 1000);
const quartet = tuple(int(-10_000, 10_000), int(-10_000, 10_000), int(-10_000, 10_000), int(-10_000, 10_000));
const report = object({
  turn: turnNumber,
  sight: list(object({ hex, ring: int(0, 4), terrain, occupied: bool, mages: list(seen, { max: MAX_SEATS }), artifacts: list(artifact, { max: ARTIFACT_IDS.length }) }), { max: HEX_COUNT }),
  allies: list(
    object({ seat, hex, race, alignment, scrolls: list(spell, { max: MAX_SCROLLS }), cloaks: list(color, { max: MAX_CLOAKS }), artifacts: list(artifact, { max: ARTIFACT_IDS.length }) }),
    { max: MAX_SEATS },
  ),
  cloakmates: list(object({ seat, hex, team }), { max: MAX_SEATS }),
  attuned: list(object({ artifact, hex }), { max: 3 }),
  racial: nullable(oneOf(['here', 'N', 'NE', 'E', 'SE', 'S', 'SW', 'W', 'NW'] as const)),
  standings: object({ min: quartet, max: quartet, quarters: int(0, 1000) }),
  intel: object({
    artifacts: list(object({ artifact, hex }), { max: ARTIFACT_IDS.length }),
    mages: list(
      object({
        seat,
        scrolls: nullable(list(spell, { max: MAX_SCROLLS })),
        cloaks: nullable(list(color, { max: MAX_CLOAKS })),
        artifacts: nullable(list(artifact, { max: ARTIFACT_IDS.length })),
        effects: nullable(list(spell, { max: SPELL_CODES.length * MAX_SEATS })),
      }),
      { max: MAX_SEATS },
    ),
  }),
});

const level = oneOf(['minor', 'major'] as const);
const effect = object({
  spell,
  level,
  caster: seat,
  subject: nullable(seat),
  hexes: list(hex, { max: HEX_COUNT }),
  was: list(terrain, { max: HEX_COUNT }),
  scroll: nullable(count),
  until: int(-1, 1_000_000),
});

const knowledge = object({
  terrain: list(int(0, 10), { min: HEX_COUNT, max: HEX_COUNT }),
  races: list(nullable(race), { max: MAX_SEATS }),
  alignments: list(nullable(alignment), { max: MAX_SEATS }),
  sightings: list(nullable(object({ turn: turnNumber, hex, seen })), { max: MAX_SEATS }),
  artifacts: list(nullable(object({ turn: turnNumber, hex, holder: nullable(seat) })), { min: ARTIFACT_IDS.length, max: ARTIFACT_IDS.length }),
});

const score = object({
  position: int(0, 1000),
  individual: tuple(int(0, 1000), int(0, 1000), int(0, 1000), int(0, 1000)),
  team: tuple(int(0, 1000), int(0, 1000)),
  quest: tuple(int(0, 1000), int(0, 1000), int(0, 1000)),
  tasks: int(0, 1000),
  total: int(0, 1000),
});
const reason = oneOf(['goal', 'globe', 'gathered', 'turnLimit'] as const);
const end = object({
  reason,
  turn: turnNumber,
  phase,
  globe: list(seat, { max: MAX_SEATS }),
  goal: nullable(seat),
  scores: list(score, { max: MAX_SEATS }),
  tasksMet: list(oneOf(EBON_TASK_IDS), { max: EBON_TASKS_DRAWN }),
});

const audience = nullable(list(seat, { max: MAX_SEATS }));
const seats = list(seat, { max: MAX_SEATS });
const event = variant('type', {
  setupDone: { audience, players: int(2, MAX_SEATS), ebon: nullable(seat), maxTurns: int(1, 1000) },
  scrollGained: { audience, player: seat, scroll: count, spell, how: oneOf(['start', 'found', 'given'] as const) },
  scrollLost: { audience, player: seat, spell, why: oneOf(['dropped', 'overflow', 'burned', 'read'] as const) },
  turnStarted: { audience, turn: turnNumber },
  ordered: { audience, player: seat, phase, order: orderSchema },
  planSent: { audience, player: seat },
  phaseStarted: { audience, turn: turnNumber, phase },
  forcedRest: { audience, player: seat, why: oneOf(['exhausted', 'unconscious'] as const) },
  orderFailed: { audience, player: seat, order: oneOf(MAGIKA_ORDER_TYPES), why: text, rests: bool },
  demanded: { audience, player: nullable(seat), artifact, holder: seat, won: bool },
  gave: { audience, player: seat, recipient: seat, what: text },
  donned: { audience, player: seat, color, result: oneOf(['joined', 'refused', 'recloakFailed'] as const) },
  moved: { audience, player: seat, direction: oneOf(MAGIKA_DIRECTIONS as readonly ['NE', 'NW', 'E', 'W', 'SE', 'SW']), from: hex, to: hex, nth: int(1, 5), cost: count },
  searched: { audience, player: seat, roll: nullable(int(1, 100)), need: int(0, 100), found: oneOf(['items', 'scroll', 'nothing'] as const), cost: count },
  pickedUp: { audience, player: seat, what: text },
  dropped: { audience, player: seat, what: text },
  meditated: { audience, player: seat, gain: count, arcania: stat },
  rested: { audience, player: seat, gain: count, endurance: stat, bonus: bool },
  unconscious: { audience, player: seat },
  obeyed: { audience, player: seat, aptitude },
  tieBroken: { audience, step: oneOf(MAGIKA_ORDER_TYPES), order: seats },
  goalReached: { audience, player: seat },
  globeFormed: { audience, formers: seats, taken: seats },
  gathered: { audience, hex, taken: seats },
  cast: { audience, player: seat, spell, level, target: nullable(str(20)), cost: count, roll: nullable(int(1, 100)), need: int(-1000, 1000), result: oneOf(['success', 'failure', 'noEffect'] as const), bonus: bool },
  learned: { audience, player: seat, aptitude, roll: nullable(int(1, 100)), skill: stat },
  struck: { audience, player: seat, spell, caster: nullable(seat), outcome: oneOf(['affected', 'protected', 'resisted'] as const) },
  teleported: { audience, player: seat, from: hex, to: hex },
  prevented: { audience, player: seat, order: oneOf(MAGIKA_ORDER_TYPES), by: spell },
  stolen: { audience, player: nullable(seat), victim: seat, what: text },
  reported: { audience, player: seat, report },
  gameEnded: { audience, reason, quarters: list(int(0, 1000), { max: MAX_SEATS }), globe: seats },
}) as Schema<MagikaState['events'][number]>;

const shape = object({
  config,
  terrain: list(terrain, { min: HEX_COUNT, max: HEX_COUNT }),
  turn: int(1, 1000),
  mages: list(mage, { max: MAX_SEATS }),
  plans: list(list(orderSchema, { max: PLAN_LENGTH }), { max: MAX_SEATS }),
  artifacts: list(object({ hex: nullable(hex), holder: nullable(seat) }), { min: ARTIFACT_IDS.length, max: ARTIFACT_IDS.length }),
  cloaks: list(object({ id: count, color, hex: nullable(hex), holder: nullable(seat) }), { max: CLOAK_COLORS.length * CLOAKS_PER_COLOR }),
  ebonTasks: list(oneOf(EBON_TASK_IDS), { max: EBON_TASKS_DRAWN }),
  effects: list(effect, { max: 10_000 }),
  tally: object({ cast: list(count, { min: 36, max: 36 }), worked: list(count, { min: 36, max: 36 }) }),
  knowledge: list(knowledge, { max: MAX_SEATS }),
  reports: list(report, { max: MAX_SEATS }),
  end: nullable(end),
  events: list(event, { max: 100_000 }),
});

/** The whole state: shapes, then how its parts fit together. */
export const magikaStateSchema: Schema<MagikaState> = refine(shape as Schema<MagikaState>, (state, path) => {
  const { players, ebon, maxTurns } = state.config;
  const over = state.end !== null;
  for (const [name, value] of [['mages', state.mages], ['plans', state.plans], ['knowledge', state.knowledge], ['reports', state.reports]] as const) {
    ensure(value.length === players, `${path}.${name}`, `expected one entry per seat (${players})`);
  }
  ensure(state.turn <= maxTurns, `${path}.turn`, `the turn is past the limit of ${maxTurns}`);
  const ebonSeat = ebon ? players - 1 : -1;
  // Every artifact in exactly one place (invariant 1).
  state.artifacts.forEach((place, i) => {
    ensure((place.hex === null) !== (place.holder === null), `${path}.artifacts[${i}]`, 'an artifact lies in a hex or is held, exactly one');
    ensure(place.holder === null || place.holder < players, `${path}.artifacts[${i}].holder`, 'no such seat');
  });
  // Cloaks: distinct ids, one place each, at most two a mage (invariants 2 and 11).
  const ids = new Set<number>();
  const carried = new Array<number>(players).fill(0);
  state.cloaks.forEach((cloak, i) => {
    ensure(!ids.has(cloak.id), `${path}.cloaks[${i}].id`, 'two cloaks share an id');
    ids.add(cloak.id);
    ensure((cloak.hex === null) !== (cloak.holder === null), `${path}.cloaks[${i}]`, 'a cloak lies in a hex or is carried, exactly one');
    if (cloak.holder !== null) {
      ensure(cloak.holder < players, `${path}.cloaks[${i}].holder`, 'no such seat');
      carried[cloak.holder]! += 1;
    }
  });
  const perHex = new Map<number, number>();
  state.mages.forEach((m, s) => {
    const where = `${path}.mages[${s}]`;
    ensure(m.endurance <= m.maxEndurance, `${where}.endurance`, 'above the maximum');
    ensure(m.arcania <= m.maxArcania, `${where}.arcania`, 'above the maximum');
    ensure(carried[s]! <= MAX_CLOAKS, where, 'carries more than two cloaks (MG-21)');
    // A forced-Black mage may hold cloaks it took under the major Cloak Aid, but joining a team ends
    // its forced status, so it never wears one (MG-23).
    ensure(!m.forcedBlack || m.donned === null, where, 'a mage forced Black wears no cloak (MG-23)');
    if (m.donned !== null) {
      ensure(state.cloaks.some((c) => c.id === m.donned && c.holder === s), `${where}.donned`, 'the donned cloak is not one it carries');
      ensure(s !== ebonSeat, `${where}.donned`, 'the Ebon Mage never dons a cloak (MG-52)');
    }
    const scrollIds = new Set(m.scrolls.map((sc) => sc.id));
    ensure(scrollIds.size === m.scrolls.length, `${where}.scrolls`, 'two scrolls share a number');
    ensure(m.scrolls.every((sc) => sc.id < m.nextScroll), `${where}.nextScroll`, 'a scroll has a number not yet given out');
    ensure(m.moves <= 5 && m.rests <= 5, where, 'more moves or rests than phases');
    ensure(s !== ebonSeat || m.skill === EBON_SKILL, `${where}.skill`, 'the Ebon Mage keeps a Spell Skill of 100 (XIV rule 1)');
    ensure(over || m.hex !== MAGIKA_GOAL || s === ebonSeat, `${where}.hex`, 'a novice on the Goal Square has ended the game (MG-19)');
    perHex.set(m.hex, (perHex.get(m.hex) ?? 0) + 1);
  });
  for (const [at, n] of perHex) ensure(n <= MAX_PER_HEX || (over && at === MAGIKA_GOAL), `${path}.mages`, `${n} mages share hex ${at} (VIII Occupation)`);
  state.effects.forEach((e, i) => {
    const where = `${path}.effects[${i}]`;
    ensure(e.caster < players && (e.subject === null || e.subject < players), where, 'no such seat');
    ensure((e.subject === null) === (e.hexes.length > 0 || e.spell === 'ElArr' || e.spell === 'FogMp' || ['ElBlo', 'ElAtt', 'ElDrp'].includes(e.spell)), where, 'a spell acts on a mage or on hexes, not both');
    ensure(e.was.length === (e.spell === 'ElArr' ? e.hexes.length : 0), where, 'an Elemental Arrangement remembers each hex\'s terrain');
  });
  ensure(state.ebonTasks.length === (ebon ? EBON_TASKS_DRAWN : 0), `${path}.ebonTasks`, ebon ? `the Ebon Mage has ${EBON_TASKS_DRAWN} tasks` : 'there is no Ebon Mage');
  ensure(new Set(state.ebonTasks).size === state.ebonTasks.length, `${path}.ebonTasks`, 'a task is drawn twice');
  state.knowledge.forEach((k, s) => {
    for (const [name, value] of [['races', k.races], ['alignments', k.alignments], ['sightings', k.sightings]] as const) {
      ensure(value.length === players, `${path}.knowledge[${s}].${name}`, `expected one entry per seat (${players})`);
    }
  });
  // Plans: each order could have been written, in turn (MG-8); none while the game is over; and
  // a turn is resolved the moment the last plan is sent, so some plan is unfinished.
  if (over) ensure(state.plans.every((plan) => plan.length === 0), `${path}.plans`, 'no plans are written once the game is over');
  else ensure(state.plans.some((plan) => plan.length < PLAN_LENGTH), `${path}.plans`, 'every plan is sent but the turn was not resolved');
  state.plans.forEach((plan, s) => {
    const written = plan.slice();
    for (let k = 0; k < written.length; k++) {
      state.plans[s] = written.slice(0, k);
      const refusal = orderRefusal(state, s, written[k]!);
      state.plans[s] = written;
      if (refusal !== null) throw new SchemaError(`${path}.plans[${s}][${k}]`, refusal.message);
    }
  });
  if (over) ensure(state.end!.scores.length === players, `${path}.end.scores`, `expected one score per seat (${players})`);
  checkReachable(state, path);
});

/**
 * Facts of every state play reaches that the shapes above leave open: at most three cloaks of a
 * colour (they may be lost, never made), a mage's maxima are its race's raised only by major Boosts,
 * its Spell Skill never below its race's (the Ebon Mage's stays 100), a turn's moves and rests are
 * counted only while it is resolved, and a finished contest's scores are those its final state
 * gives (MG-54, MG-55).
 */
function checkReachable(state: MagikaState, path: string): void {
  const over = state.end !== null;
  const ebonSeat = state.config.ebon ? state.config.players - 1 : -1;
  for (const color of CLOAK_COLORS) {
    ensure(state.cloaks.filter((c) => c.color === color).length <= CLOAKS_PER_COLOR, `${path}.cloaks`, `there are only ${CLOAKS_PER_COLOR} ${color} cloaks (MG-4)`);
  }
  state.mages.forEach((m, s) => {
    const where = `${path}.mages[${s}]`;
    const race = raceById(state.config.mages[s]!.race)!;
    for (const [field, base] of [['maxEndurance', race.maxEndurance], ['maxArcania', race.maxArcania]] as const) {
      const raised = m[field] - base;
      ensure(raised >= 0 && raised % BOOST === 0, `${where}.${field}`, `a ${race.id}'s ${field} is its race's ${base}, raised only by ${BOOST} with each major Boost (MG-45)`);
    }
    if (s !== ebonSeat) ensure(m.skill >= race.spellSkill, `${where}.skill`, `a ${race.id}'s Spell Skill starts at ${race.spellSkill} and only rises (L408-411)`);
    // Moves, rests and being out are counted while a turn is resolved, and reset before the next (MG-10, MG-14).
    if (!over) ensure(m.moves === 0 && m.rests === 0 && !m.out, where, 'no moves or rests are counted while plans are written (MG-14)');
  });
  const end = state.end;
  if (end === null) return;
  ensure(end.turn === state.turn, `${path}.end.turn`, 'the contest ended in the turn it stands at');
  ensure(deepEqual(end.scores, scoreAll(state)), `${path}.end.scores`, 'the scores are the Victory Points of the final state (MG-54)');
  ensure(deepEqual(end.tasksMet, tasksMet(state)), `${path}.end.tasksMet`, 'the tasks met are those the final state meets (MG-55)');
}


