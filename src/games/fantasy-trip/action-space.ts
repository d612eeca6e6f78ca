/**
 * The Fantasy Trip's fixed action space (DESIGN §13, issue 28). Every action a seat may take in a
 * fight of a config has a number in 0..N-1 that means the same in every state of that fight. The
 * numbering is a row of blocks, one per kind of action, each as long as its parameter's range:
 * a direction (6), a figure id (figures are numbered in `state.figures`, which every seat sees), an
 * item id, a hex. N depends on the config: the figure ids a fight can reach (its builds, or all
 * `MAX_FIGURES` (72) once a wizard can make figures), its items (all `MAX_ITEMS` (288) once a
 * wizard can make a staff), aimed shots, and the spells its wizards know. The table is in
 * docs/rules/fantasy-trip.md ("Action space and observation tensor").
 *
 * Nothing here depends on a hidden fact: figure and item ids, hexes and directions are public, and
 * a cast's spell and variant are the caster's own choice.
 */
import type { Player } from '../../core/game.js';
import { HEX_DIRECTIONS, hexAdd, hexesWithin, type Hex, type HexDirection } from '../../core/hex.js';
import { FANTASY_TRIP_AIMS, FANTASY_TRIP_OPTIONS, type FantasyTripAction, type FantasyTripOption, type FantasyTripConfig, type FantasyTripState } from './types.js';
import { FANTASY_TRIP_SPELLS, SUMMONS, pretenceOf, type FantasyTripSpell } from './content/spells.js';
import { MAX_FIGURES, MAX_ITEMS } from './parse-config.js';
import { arenaHexes } from './rules/geometry.js';
import { looksOf } from './rules/creations.js';
import { SECRET_PROTECTIONS } from './rules/spells.js';
import { legalActions } from './rules/choices.js';

/** One block of the numbering: `length` numbers from `start`, for one kind (and variant) of action. */
export interface FantasyTripActionBlock {
  /** A short stable name: the action type, and for a cast the spell and its variant (`cast:aid:2:dx`). */
  readonly name: string;
  /** The first number of the block. */
  readonly start: number;
  /** How many numbers it holds. */
  readonly length: number;
  /** What the number `start + k` means, in a sentence. */
  readonly meaning: string;
}

/** How a cast block's number picks the cast's parameter. */
type CastParam = 'target' | 'offset' | 'hex' | 'none';

/** One variant of one spell (its power and `looks`), and the block of its parameter. */
interface CastVariant {
  readonly spell: string;
  /** The power it puts in, or null for Teleport, whose power follows from the hex. */
  readonly power: number | null;
  readonly looks: string | null;
  readonly param: CastParam;
  readonly start: number;
  readonly length: number;
}

/** The numbering of one config, made once and cached by config object. */
interface Space {
  readonly size: number;
  /** Figure ids the fight can reach. */
  readonly figures: number;
  /** Item ids the fight can reach. */
  readonly items: number;
  /** Numbers per attack, fire or throw target: 1 plain, and 5 aims when aimed shots are played. */
  readonly perTarget: number;
  readonly radius: number;
  /** Arena hex index by `(q + R)·(2R + 1) + (r + R)`, -1 outside the arena. */
  readonly hexIndex: Int16Array;
  /** Arena hexes in index order (`arenaHexes`: centre first, then ring by ring). */
  readonly hexes: readonly Hex[];
  readonly start: Readonly<Record<TargetKind | 'begin' | 'attack' | 'fire' | 'throw' | 'pickUp' | 'cast', number>>;
  /** Per spell id, its variants. */
  readonly casts: ReadonlyMap<string, readonly CastVariant[]>;
  /** Every cast variant, in number order. */
  readonly castList: readonly CastVariant[];
  readonly blocks: readonly FantasyTripActionBlock[];
}

/** Kinds whose one parameter is a figure id, in the order their blocks come after `throw`. */
const TARGET_KINDS = ['breathe', 'grapple', 'disbelieve', 'escape', 'finish', 'wait'] as const;
type TargetKind = (typeof TARGET_KINDS)[number];

/** The fixed head of the numbering: kinds whose parameters never depend on the config. */
const FIXED = {
  initiative: 0,
  renew: 2,
  agree: 4,
  advance: 6,
  pass: 8,
  drawDagger: 9,
  step: 10,
  end: 16,
  hop: 22,
  disengage: 28,
  breakFree: 34,
  retreat: 40,
} as const;
/** Where the config-dependent blocks begin: after `retreat`'s 6 directions and its decline. */
const HEAD = FIXED.retreat + 7;

/** The options in {@link FANTASY_TRIP_OPTIONS} order, by name. */
const OPTION_INDEX: ReadonlyMap<string, number> = new Map(FANTASY_TRIP_OPTIONS.map((option, i) => [option, i]));
const OPTIONS = FANTASY_TRIP_OPTIONS.length;
const AIM_INDEX: ReadonlyMap<string, number> = new Map(FANTASY_TRIP_AIMS.map((aim, i) => [aim, i]));

/**
 * Where a creation may be cast, relative to its caster: the hexes within 2 of it (creations never
 * reach farther, `creationHexes`), centre first and then ring by ring, 19 in all.
 */
const CREATION_OFFSETS: readonly Hex[] = Object.freeze(hexesWithin({ q: 0, r: 0 }, 2).map((h) => Object.freeze(h)));
/** Offset index by `(dq + 2)·5 + (dr + 2)`, -1 where the offset is farther than 2. */
const OFFSET_INDEX: Int8Array = (() => {
  const table = new Int8Array(25).fill(-1);
  CREATION_OFFSETS.forEach((h, i) => (table[(h.q + 2) * 5 + (h.r + 2)] = i));
  return table;
})();

/** The variants of `looks` a thrown spell's cast may carry (FT-44, FT-49), apart from fakes. */
function thrownLooks(spell: FantasyTripSpell): readonly (string | null)[] {
  if (spell.id === 'aid') return ['st', 'dx', 'iq'];
  return SECRET_PROTECTIONS.has(spell.id) ? [null, 'secret'] : [null];
}

const SPACES = new WeakMap<FantasyTripConfig, Space>();

/** The numbering of `config`, made on first use. */
function spaceOf(config: FantasyTripConfig): Space {
  let space = SPACES.get(config);
  if (space === undefined) {
    space = buildSpace(config);
    SPACES.set(config, space);
  }
  return space;
}

function buildSpace(config: FantasyTripConfig): Space {
  const builds = config.sides.flat();
  const known = new Set(builds.flatMap((b) => b.spells));
  const wizards = builds.some((b) => b.spells.length > 0);
  // A wizard who can summon, or make an image or illusion, may fill the fight up to MAX_FIGURES
  // figures (FT-36); otherwise only the builds ever have ids. Likewise items and the Staff spell.
  const creates = [...known].some((id) => Object.hasOwn(SUMMONS, id) || pretenceOf(id) !== undefined);
  const figures = creates ? Math.max(MAX_FIGURES, builds.length) : builds.length;
  const buildItems = builds.reduce((n, b) => n + b.weapons.length + (b.shield === null ? 0 : 1), 0);
  const items = Math.max(1, known.has('staff') ? MAX_ITEMS : buildItems);
  const perTarget = config.aimedShots ? 1 + FANTASY_TRIP_AIMS.length : 1;
  const radius = config.arenaRadius;
  const hexes = arenaHexes(radius);
  const width = 2 * radius + 1;
  const hexIndex = new Int16Array(width * width).fill(-1);
  hexes.forEach((h, i) => (hexIndex[(h.q + radius) * width + (h.r + radius)] = i));

  const blocks: FantasyTripActionBlock[] = [
    { name: 'initiative', start: FIXED.initiative, length: 2, meaning: 'the initiative winner moves first (+0) or last (+1)' },
    { name: 'renew', start: FIXED.renew, length: 2, meaning: 'keep (+0) or let go (+1) the renewal on offer' },
    { name: 'agree', start: FIXED.agree, length: 2, meaning: 'agree (+0) or refuse (+1) hand-to-hand when a grappler asks' },
    { name: 'advance', start: FIXED.advance, length: 2, meaning: 'after a force retreat, step into the hex left (+0) or stay (+1)' },
    { name: 'pass', start: FIXED.pass, length: 1, meaning: 'let the acting figure’s action go' },
    { name: 'drawDagger', start: FIXED.drawDagger, length: 1, meaning: 'try to draw a slung dagger in hand-to-hand' },
    { name: 'step', start: FIXED.step, length: 6, meaning: 'the moving figure steps in direction k' },
    { name: 'end', start: FIXED.end, length: 6, meaning: 'the moving figure ends its move facing direction k' },
    { name: 'hop', start: FIXED.hop, length: 6, meaning: 'the moving figure hops onto a body in direction k' },
    { name: 'disengage', start: FIXED.disengage, length: 6, meaning: 'the disengaging figure steps in direction k' },
    { name: 'breakFree', start: FIXED.breakFree, length: 6, meaning: 'try to break free of hand-to-hand, stepping out in direction k' },
    { name: 'retreat', start: FIXED.retreat, length: 7, meaning: 'push the victim of the force retreat on offer one hex in direction k from its hex (k < 6), or decline (k = 6)' },
  ];
  let next = HEAD;
  const add = (name: string, length: number, meaning: string): number => {
    const start = next;
    blocks.push({ name, start, length, meaning });
    next += length;
    return start;
  };
  const aims = config.aimedShots ? ` (k = ${perTarget}·t + a: a = 0 plain, 1 + the aim's index in FANTASY_TRIP_AIMS otherwise)` : ' (k = t)';
  const begin = add('begin', figures * OPTIONS, `figure f begins its move with option o: k = ${OPTIONS}·f + o, o the option's index in FANTASY_TRIP_OPTIONS`);
  const attack = add('attack', figures * perTarget, `attack figure t${aims}`);
  const fire = add('fire', figures * perTarget, `shoot the ready missile weapon at figure t${aims}`);
  const thrown = add('throw', figures * perTarget, `throw the ready weapon at figure t${aims}`);
  const targetStart = {} as Record<TargetKind, number>;
  const targetMeaning: Record<TargetKind, string> = {
    breathe: 'breathe fire at figure k',
    grapple: 'grapple figure k',
    disbelieve: 'try to disbelieve figure k',
    escape: 'try to free figure k from a rope',
    finish: 'kill the helpless figure k',
    wait: 'hold the blow against figure k, waiting for an opening',
  };
  for (const kind of TARGET_KINDS) targetStart[kind] = add(kind, figures, targetMeaning[kind]);
  const pickUp = add('pickUp', items, 'ready the weapon with item id k');
  const castStart = next;

  const casts = new Map<string, CastVariant[]>();
  const castList: CastVariant[] = [];
  const variant = (spell: string, power: number | null, looks: string | null, param: CastParam, meaning: string): void => {
    const length = param === 'target' ? figures : param === 'offset' ? CREATION_OFFSETS.length : param === 'hex' ? hexes.length : 1;
    const name = `cast:${spell}:${power ?? '*'}${looks === null ? '' : `:${looks}`}`;
    const v: CastVariant = { spell, power, looks, param, start: add(name, length, meaning), length };
    castList.push(v);
    let list = casts.get(spell);
    if (list === undefined) casts.set(spell, (list = []));
    list.push(v);
  };
  // The table's order (FANTASY_TRIP_SPELLS): a spell some build knows gets all its variants; a
  // protection no build knows gets only its fake, which any wizard may make (FT-49).
  for (const spell of FANTASY_TRIP_SPELLS) {
    const id = spell.id;
    const fakeable = wizards && SECRET_PROTECTIONS.has(id);
    if (known.has(id)) {
      switch (spell.kind) {
        case 'missile':
          for (let p = 1; p <= spell.maxPower; p++) variant(id, p, null, 'target', `cast ${spell.name} at power ${p} at figure k`);
          break;
        case 'thrown':
          for (let p = 1; p <= spell.maxPower; p++) {
            for (const looks of thrownLooks(spell)) variant(id, p, looks, 'target', `cast ${spell.name} at power ${p}${looks === null ? '' : ` (${looks})`} on figure k`);
          }
          break;
        case 'creation':
          if (id === 'rope' || id === 'giant-rope') {
            variant(id, 1, null, 'target', `cast ${spell.name} round figure k`);
          } else {
            const looks = Object.hasOwn(SUMMONS, id) ? [SUMMONS[id] as string] : pretenceOf(id) !== undefined ? looksOf(id) : [null];
            for (const look of looks) variant(id, 1, look, 'offset', `cast ${spell.name}${look === null ? '' : ` as a ${look}`} at the hex k of CREATION_OFFSETS from the caster`);
          }
          break;
        case 'special':
          if (id === 'teleport') variant(id, null, null, 'hex', `teleport to arena hex k (its power follows from the distance)`);
          else variant(id, 1, null, 'none', `cast ${spell.name}`);
          break;
      }
    }
    if (fakeable) variant(id, 1, 'fake', 'target', `make a show of casting ${spell.name} on figure k (a fake)`);
  }
  const size = Math.max(next, 1);
  const start = { ...targetStart, begin, attack, fire, throw: thrown, pickUp, cast: castStart };
  return { size, figures, items, perTarget, radius, hexIndex, hexes, start, casts, castList, blocks };
}

/**
 * Figure ids a fight of `config` can reach: its builds, or `MAX_FIGURES` (72) once a wizard of it
 * can summon or make an image or illusion (FT-36). The width of every per-figure block, here and in
 * the observation tensor.
 */
export function figureSlots(config: FantasyTripConfig): number {
  return spaceOf(config).figures;
}

/** Item ids a fight of `config` can reach: its builds' items, or `MAX_ITEMS` (288) once a wizard of it knows Staff (FT-45). */
export function itemSlots(config: FantasyTripConfig): number {
  return spaceOf(config).items;
}

/** The size N of the action space of `config` (see the module's comment). */
export function actionSpace(config: FantasyTripConfig): number {
  return spaceOf(config).size;
}

/**
 * The blocks of the numbering of `config`, in number order: which numbers mean which action (the
 * table of docs/rules/fantasy-trip.md, for a given config).
 */
export function fantasyTripActionBlocks(config: FantasyTripConfig): readonly FantasyTripActionBlock[] {
  return spaceOf(config).blocks;
}

/**
 * The hexes within 2 of a caster, in the order creation casts number them: number `start + k` of a
 * creation block casts at the caster's hex plus `FANTASY_TRIP_CREATION_OFFSETS[k]`.
 */
export const FANTASY_TRIP_CREATION_OFFSETS: readonly Hex[] = CREATION_OFFSETS;

/** The direction from `from` to its neighbour `to`, or -1 when they are not neighbours. */
function directionTo(from: Hex, to: Hex): number {
  const dq = to.q - from.q;
  const dr = to.r - from.r;
  for (let d = 0; d < 6; d++) if (HEX_DIRECTIONS[d as HexDirection].q === dq && HEX_DIRECTIONS[d as HexDirection].r === dr) return d;
  return -1;
}

/** The figure acting now in the action phase (the caster of a cast). */
function actingFigure(state: FantasyTripState): FantasyTripState['figures'][number] | undefined {
  const id = state.turn.queue[state.turn.next];
  return id === undefined ? undefined : state.figures[id];
}

/** A number the numbering has no place for: a bug in this table, never a player's mistake. */
function unnumbered(action: FantasyTripAction): never {
  throw new Error(`fantasy-trip action space: no number for ${JSON.stringify(action)}`);
}

/** The number of `action`, a legal action in `state` (defineGame has checked that it is). */
export function encodeAction(state: FantasyTripState, action: FantasyTripAction): number {
  const space = spaceOf(state.config);
  switch (action.type) {
    case 'initiative':
      return FIXED.initiative + (action.moveFirst ? 0 : 1);
    case 'renew':
      return FIXED.renew + (action.keep ? 0 : 1);
    case 'agree':
      return FIXED.agree + (action.accept ? 0 : 1);
    case 'advance':
      return FIXED.advance + (action.advance ? 0 : 1);
    case 'pass':
      return FIXED.pass;
    case 'drawDagger':
      return FIXED.drawDagger;
    case 'step':
      return FIXED.step + action.direction;
    case 'end':
      return FIXED.end + action.facing;
    case 'hop':
      return FIXED.hop + action.direction;
    case 'disengage':
      return FIXED.disengage + action.direction;
    case 'breakFree':
      return FIXED.breakFree + action.direction;
    case 'retreat': {
      if (action.to === null) return FIXED.retreat + 6;
      const offer = state.turn.retreats[0];
      const victim = offer === undefined ? undefined : state.figures[offer.victim];
      const d = victim === undefined ? -1 : directionTo(victim.at, action.to);
      return d < 0 ? unnumbered(action) : FIXED.retreat + d;
    }
    case 'begin':
      return space.start.begin + action.figure * OPTIONS + (OPTION_INDEX.get(action.option) as number);
    case 'attack':
    case 'fire':
    case 'throw':
      return space.start[action.type] + action.target * space.perTarget + (action.aim === undefined ? 0 : 1 + (AIM_INDEX.get(action.aim) as number));
    case 'breathe':
    case 'grapple':
    case 'disbelieve':
    case 'escape':
    case 'finish':
    case 'wait':
      return space.start[action.type] + action.target;
    case 'pickUp':
      return space.start.pickUp + action.item;
    case 'cast': {
      const variants = space.casts.get(action.spell);
      if (variants !== undefined) {
        for (const v of variants) {
          if ((v.power !== null && v.power !== action.power) || v.looks !== action.looks) continue;
          switch (v.param) {
            case 'target':
              return action.target === null ? unnumbered(action) : v.start + action.target;
            case 'none':
              return v.start;
            case 'hex': {
              const at = action.at;
              const width = 2 * space.radius + 1;
              const k = at === null ? -1 : (space.hexIndex[(at.q + space.radius) * width + (at.r + space.radius)] ?? -1);
              return k < 0 ? unnumbered(action) : v.start + k;
            }
            case 'offset': {
              const caster = actingFigure(state);
              const at = action.at;
              if (caster === undefined || at === null) return unnumbered(action);
              const dq = at.q - caster.at.q;
              const dr = at.r - caster.at.r;
              const k = Math.abs(dq) <= 2 && Math.abs(dr) <= 2 ? (OFFSET_INDEX[(dq + 2) * 5 + (dr + 2)] as number) : -1;
              return k < 0 ? unnumbered(action) : v.start + k;
            }
          }
        }
      }
      return unnumbered(action);
    }
  }
}

/** The last block start at or before `index` among the cast variants (binary search). */
function castVariantAt(list: readonly CastVariant[], index: number): CastVariant | undefined {
  let lo = 0;
  let hi = list.length - 1;
  while (lo <= hi) {
    const mid = (lo + hi) >> 1;
    const v = list[mid] as CastVariant;
    if (index < v.start) hi = mid - 1;
    else if (index >= v.start + v.length) lo = mid + 1;
    else return v;
  }
  return undefined;
}

/**
 * The action numbered `index` for `player` in `state`, built from the number alone (defineGame then
 * checks that it is legal, and refuses it otherwise), or undefined when the number names no action
 * that could be legal here. Teleport's power follows from the hex by the rules, so its number is
 * looked up among the legal actions instead.
 */
export function decodeAction(state: FantasyTripState, index: number, player: Player): FantasyTripAction | undefined {
  // A number of a kind the step cannot ask for is answered at once: the core would otherwise list
  // every legal action to refuse it.
  const step = stepOf(state);
  if (!(STEP_OF_FIXED[index] === undefined ? (index < HEAD ? false : index < spaceOf(state.config).start.attack ? step === 'begin' : step === 'act') : STEP_OF_FIXED[index] === step)) return undefined;
  return build(state, index, player);
}

/** Which decision the state asks for, as `legalActions` splits them: each kind of action belongs to one. */
type Step = 'initiative' | 'renew' | 'begin' | 'moving' | 'agree' | 'act' | 'push' | 'advance' | 'over';

function stepOf(state: FantasyTripState): Step {
  const turn = state.turn;
  switch (turn.phase) {
    case 'initiative':
    case 'renew':
    case 'over':
      return turn.phase;
    case 'movement':
      return turn.moving === null ? 'begin' : 'moving';
    case 'actions':
      return turn.asking === null ? 'act' : 'agree';
    case 'retreat':
      return turn.retreats[0]?.vacated == null ? 'push' : 'advance';
  }
}

/** The step each number of the fixed head belongs to. */
const STEP_OF_FIXED: readonly Step[] = (() => {
  const out: Step[] = [];
  const put = (start: number, length: number, step: Step): void => {
    for (let i = 0; i < length; i++) out[start + i] = step;
  };
  put(FIXED.initiative, 2, 'initiative');
  put(FIXED.renew, 2, 'renew');
  put(FIXED.agree, 2, 'agree');
  put(FIXED.advance, 2, 'advance');
  put(FIXED.pass, 1, 'act');
  put(FIXED.drawDagger, 1, 'act');
  put(FIXED.step, 18, 'moving');
  put(FIXED.disengage, 12, 'act');
  put(FIXED.retreat, 7, 'push');
  return out;
})();

/** The action numbered `index`, built from the number and the state. */
function build(state: FantasyTripState, index: number, player: Player): FantasyTripAction | undefined {
  const space = spaceOf(state.config);
  if (index < HEAD) {
    if (index < FIXED.pass) {
      const yes = index % 2 === 0;
      if (index < FIXED.renew) return { type: 'initiative', player, moveFirst: yes };
      if (index < FIXED.agree) return { type: 'renew', player, keep: yes };
      if (index < FIXED.advance) return { type: 'agree', player, accept: yes };
      return { type: 'advance', player, advance: yes };
    }
    if (index === FIXED.pass) return { type: 'pass', player };
    if (index === FIXED.drawDagger) return { type: 'drawDagger', player };
    const direction = ((index - FIXED.step) % 6) as HexDirection;
    if (index < FIXED.end) return { type: 'step', player, direction };
    if (index < FIXED.hop) return { type: 'end', player, facing: direction };
    if (index < FIXED.disengage) return { type: 'hop', player, direction };
    if (index < FIXED.breakFree) return { type: 'disengage', player, direction };
    if (index < FIXED.retreat) return { type: 'breakFree', player, direction };
    const k = index - FIXED.retreat;
    if (k === 6) return { type: 'retreat', player, to: null };
    const offer = state.turn.retreats[0];
    const victim = offer === undefined ? undefined : state.figures[offer.victim];
    return victim === undefined ? undefined : { type: 'retreat', player, to: hexAdd(victim.at, HEX_DIRECTIONS[k as HexDirection]) };
  }
  const s = space.start;
  if (index < s.attack) {
    const k = index - s.begin;
    return { type: 'begin', player, figure: Math.floor(k / OPTIONS), option: FANTASY_TRIP_OPTIONS[k % OPTIONS] as FantasyTripOption };
  }
  if (index < s.breathe) {
    const type = index < s.fire ? 'attack' : index < s.throw ? 'fire' : 'throw';
    const k = index - s[type];
    const target = Math.floor(k / space.perTarget);
    const a = k % space.perTarget;
    return a === 0 ? { type, player, target } : { type, player, target, aim: FANTASY_TRIP_AIMS[a - 1] as (typeof FANTASY_TRIP_AIMS)[number] };
  }
  if (index < s.pickUp) {
    for (let i = TARGET_KINDS.length - 1; i >= 0; i--) {
      const type = TARGET_KINDS[i] as TargetKind;
      if (index >= s[type]) return { type, player, target: index - s[type] };
    }
    return undefined;
  }
  if (index < s.cast) return { type: 'pickUp', player, item: index - s.pickUp };
  const v = castVariantAt(space.castList, index);
  if (v === undefined) return undefined;
  const k = index - v.start;
  switch (v.param) {
    case 'target':
      return { type: 'cast', player, spell: v.spell, power: v.power as number, target: k, at: null, looks: v.looks };
    case 'none':
      return { type: 'cast', player, spell: v.spell, power: v.power as number, target: null, at: null, looks: v.looks };
    case 'offset': {
      const caster = actingFigure(state);
      if (caster === undefined) return undefined;
      return { type: 'cast', player, spell: v.spell, power: v.power as number, target: null, at: hexAdd(caster.at, CREATION_OFFSETS[k] as Hex), looks: v.looks };
    }
    case 'hex':
      // The power of a Teleport is the rules' to work out from the hex: find the cast itself.
      return legalActions(state, player).find((a) => a.type === 'cast' && a.spell === v.spell && a.at !== null && a.at.q === (space.hexes[k] as Hex).q && a.at.r === (space.hexes[k] as Hex).r);
  }
}
