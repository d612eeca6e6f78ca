/**
 * Casting (VII CAST, XVI, XVII; MG-28…MG-33): the orders a mage may write with its scrolls, and the
 * Cast step that reads them in Figure 7's order of activation. For each cast:
 * 1. the scroll must still be held, the aptitude gates must let the mage cast the spell's alignment
 *    (unless it holds the Rod) and it must have the Arcania; otherwise the order fails, costing
 *    nothing, and the mage rests (MG-28);
 * 2. the Arcania is paid and the scroll read (MG-31);
 * 3. a cast that could have no effect stops there: no effect, no aptitude change, no skill roll
 *    (MG-32);
 * 4. the ability check: a d100 no higher than the Spell Skill with its modifiers — or a certain
 *    failure under Stutter or Anti-Magic (MG-29) — and, above 100, a chance of a bonus (MG-30);
 * 5. on success the spell takes effect (the spell modules, `SPELL_EFFECTS`);
 * 6. aptitude moves by the spell's alignment, and a d100 no higher than twice the cost raises the
 *    Spell Skill by 5 (not the Ebon Mage's) (L408-411).
 */
import type { Player } from '../../../core/game.js';
import type { Rng } from '../../../core/rng.js';
import { RuleError } from '../../../core/errors.js';
import { APTITUDE_MAX, APTITUDE_MIN } from '../content/alignments.js';
import { ARTIFACTS } from '../content/artifacts.js';
import { CLOAK_COLORS, type CloakColor } from '../content/cloaks.js';
import type { Alignment } from '../content/races.js';
import { MAGIKA_SPELLS, spellByCode, type MagikaSpell, type SpellCode } from '../content/spells.js';
import type { MagikaCastOrder, MagikaMage, MagikaPhase, MagikaScroll, MagikaSpellLevel, MagikaState } from '../types.js';
import { clock, under } from './effects.js';
import { actionOrder } from './initiative.js';
import { alignmentOf, colorOf, isEbon, obeysNoLimits, skillModifier, wearers } from './mages.js';
import { MAGIKA_DIRECTIONS } from './map.js';
export { parseJump } from './spells/jump.js';
import { SPELL_EFFECTS, type CastContext, type PendingTeleport } from './spells/index.js';

/** The identity letter naming a seat in a spell's target (Figure 7's "#", MG-6). */
export const seatLetter = (seat: Player): string => String.fromCharCode(65 + seat);

/** The seat a letter names, or undefined. */
export function seatOfLetter(state: MagikaState, letter: string): Player | undefined {
  if (letter.length !== 1) return undefined;
  const seat = letter.charCodeAt(0) - 65;
  return seat >= 0 && seat < state.mages.length ? seat : undefined;
}

const TERRAIN_TARGETS = ['T4', 'T5', 'T6', 'T7', 'T8', 'T9'] as const;
const CHANGE_TARGETS = ['+1', '+2', '+3', '-1', '-2', '-3'] as const;

/**
 * What a cast of `spell` at `level` may name when it is written (MG-33, MG-38, MG-39, MG-41): a seat
 * by its letter for a minor spell at a mage, a colour for a major one; a terrain number 4–9; a
 * change of ±1 to ±3; a direction and distance; an artifact; another of the caster's scrolls; or
 * nothing. Seats are every other seat (whether the target is in sight is settled when it is cast).
 */
export function castTargets(state: MagikaState, seat: Player, spell: MagikaSpell, level: MagikaSpellLevel, scroll: number): (string | null)[] {
  const others = state.mages.map((_, other) => other).filter((other) => other !== seat).map(seatLetter);
  switch (spell.parameter) {
    case 'none':
      return [null];
    case 'mageOrColor':
      return level === 'minor' ? others : [...CLOAK_COLORS];
    case 'mage':
      return others;
    case 'terrain':
      return [...TERRAIN_TARGETS];
    case 'terrainChange':
      return [...CHANGE_TARGETS];
    case 'directionDistance':
      return level === 'minor' ? MAGIKA_DIRECTIONS.map((d) => `${d}1`) : [...MAGIKA_DIRECTIONS.flatMap((d) => [1, 2, 3].map((n) => `${d}${n}`)), 'N2', 'S2'];
    case 'artifact':
      return level === 'minor' ? ARTIFACTS.map((a) => a.id) : [null];
    case 'scroll':
      return state.mages[seat]!.scrolls.filter((s) => s.id !== scroll).map((s) => `scroll-${s.id}`);
  }
}

/**
 * Why the aptitude gates bar `seat` from casting a spell of `spell`'s alignment now, or null (AL-4,
 * MG-28). Good: below 35 no Evil spells, below 0 Good ones only. Evil: above −35 no Good spells,
 * above 0 Evil ones only. Neutral: above +25 no Good spells, below −25 no Evil ones, beyond ±35
 * Neutral ones only. The Rod of Obedience lifts them all.
 */
export function gateRefusal(state: MagikaState, seat: Player, spell: Alignment): string | null {
  if (obeysNoLimits(state, seat)) return null;
  const apt = state.mages[seat]!.aptitude;
  switch (alignmentOf(state, seat)) {
    case 'good':
      if (apt < 0 && spell !== 'good') return `a Good mage below 0 aptitude casts Good spells only (aptitude ${apt})`;
      if (apt < 35 && spell === 'evil') return `a Good mage below 35 aptitude casts no Evil spells (aptitude ${apt})`;
      return null;
    case 'evil':
      if (apt > 0 && spell !== 'evil') return `an Evil mage above 0 aptitude casts Evil spells only (aptitude ${apt})`;
      if (apt > -35 && spell === 'good') return `an Evil mage above -35 aptitude casts no Good spells (aptitude ${apt})`;
      return null;
    case 'neutral':
      if (Math.abs(apt) > 35 && spell !== 'neutral') return `a Neutral mage beyond ±35 aptitude casts Neutral spells only (aptitude ${apt})`;
      if (apt > 25 && spell === 'good') return `a Neutral mage above +25 aptitude casts no Good spells (aptitude ${apt})`;
      if (apt < -25 && spell === 'evil') return `a Neutral mage below -25 aptitude casts no Evil spells (aptitude ${apt})`;
      return null;
  }
}

/** The level's Arcania cost. */
export const costOf = (spell: MagikaSpell, level: MagikaSpellLevel): number => spell[level].cost;

/**
 * The Cast orders `seat` may write (MG-8, MG-33): for each scroll it holds, at both levels, each
 * target the spell may name. Neither the Arcania nor the aptitude gates are asked here: meditation,
 * a Boost, the Rod given or demanded, or an earlier cast may change them before the order's phase
 * comes, so the Cast step judges them when the scroll is read (L160-162, L173; MG-28).
 */
export function castOrders(state: MagikaState, seat: Player): MagikaCastOrder[] {
  const mage = state.mages[seat]!;
  const out: MagikaCastOrder[] = [];
  for (const scroll of mage.scrolls) {
    const spell = spellByCode(scroll.spell)!;
    for (const level of ['minor', 'major'] as const) {
      for (const target of castTargets(state, seat, spell, level, scroll.id)) out.push({ type: 'cast', scroll: scroll.id, level, target });
    }
  }
  return out;
}

/** Why a Cast order may not be written, as a RuleError naming the rule, or null (MG-8, MG-33): a scroll held and a target its spell takes. */
export function castOrderRefusal(state: MagikaState, seat: Player, order: MagikaCastOrder): RuleError | null {
  const illegal = (message: string, rule: string): RuleError => new RuleError('ILLEGAL_ACTION', message, rule);
  const scroll = state.mages[seat]!.scrolls.find((s) => s.id === order.scroll);
  if (scroll === undefined) return illegal(`the mage holds no scroll-${order.scroll}`, 'MG-8');
  const spell = spellByCode(scroll.spell)!;
  if (!castTargets(state, seat, spell, order.level, scroll.id).includes(order.target)) {
    return illegal(`${spell.name} (${order.level}) cannot name ${JSON.stringify(order.target)} (Figure 7's parameter: ${spell.parameter})`, 'MG-33');
  }
  return null;
}

/** The Spell Skill a cast is checked against (MG-29): Tome, alignment artifacts, Spell Aid +25, Curse Spell −25. */
export function effectiveSkill(state: MagikaState, seat: Player, spell: MagikaSpell): number {
  return state.mages[seat]!.skill + skillModifier(state, seat, spell.alignment) + (under(state, seat, 'SpAid') ? 25 : 0) - (under(state, seat, 'CurSp') ? 25 : 0);
}

/**
 * The aptitude after casting a spell of this alignment and cost (AL-3, MG-28): Good adds the cost,
 * Evil takes it away, Neutral moves half of it, rounded up, toward 0 and not past it.
 */
export function shiftedAptitude(aptitude: number, alignment: Alignment, cost: number): number {
  if (alignment === 'good') return Math.min(APTITUDE_MAX, aptitude + cost);
  if (alignment === 'evil') return Math.max(APTITUDE_MIN, aptitude - cost);
  const step = Math.floor((cost + 1) / 2);
  return aptitude > 0 ? Math.max(0, aptitude - step) : Math.min(0, aptitude + step);
}

/** A scroll as it is after being read in `turn` (MG-31), or null when it is gone. */
function afterReading(scroll: MagikaScroll, turn: number): MagikaScroll | null {
  const kept = scroll.permanent || scroll.keepUntil >= turn;
  if (!kept || scroll.readOn === turn) return null;
  return { id: scroll.id, spell: scroll.spell, permanent: scroll.permanent, keepUntil: scroll.keepUntil, readOn: turn };
}

/** Reads scroll `id`: it disintegrates, unless Prolonged Spell keeps it (read once a turn at most). */
function readScroll(state: MagikaState, seat: Player, id: number): void {
  const mage = state.mages[seat]!;
  const at = mage.scrolls.findIndex((s) => s.id === id);
  if (at < 0) return;
  const next = afterReading(mage.scrolls[at]!, state.turn);
  if (next === null) {
    const [gone] = mage.scrolls.splice(at, 1);
    state.events.push({ type: 'scrollLost', audience: [seat], player: seat, spell: gone!.spell, why: 'read' });
  } else mage.scrolls[at] = next;
}

/** A Cast order of the phase. */
export interface PlannedCast {
  /** The caster. */
  readonly seat: Player;
  /** The order. */
  readonly order: MagikaCastOrder;
}

/**
 * The Cast step (Figure 7; MG-9, MG-28…MG-32): casts in order of activation, those of one spell in
 * action initiative. Returns the seats whose cast failed before being read (they rest) and the
 * Teleports cast, which move in the Move step (MG-18).
 */
export function resolveCasts(state: MagikaState, casts: readonly PlannedCast[], phase: MagikaPhase, rng: Rng): { failed: Player[]; teleports: PendingTeleport[] } {
  const failed: Player[] = [];
  const teleports: PendingTeleport[] = [];
  const spellOf = (cast: PlannedCast): MagikaSpell | undefined => {
    const scroll = state.mages[cast.seat]!.scrolls.find((s) => s.id === cast.order.scroll);
    return scroll === undefined ? undefined : spellByCode(scroll.spell);
  };
  // Figure 7's order, by the spell each scroll held when the step began.
  const activation = new Map(casts.map((c) => [c.seat, spellOf(c)?.activation ?? MAGIKA_SPELLS.length + 1]));
  const byseat = new Map(casts.map((c) => [c.seat, c]));
  const ordered = [...casts]
    .map((c) => c.seat)
    .sort((a, b) => activation.get(a)! - activation.get(b)! || a - b);
  const sequence: Player[] = [];
  for (let i = 0; i < ordered.length; ) {
    let j = i;
    while (j < ordered.length && activation.get(ordered[j]!) === activation.get(ordered[i]!)) j++;
    const run = ordered.slice(i, j);
    sequence.push(...actionOrder(state, run, 'cast', rng, contention(state, run.map((seat) => byseat.get(seat)!))));
    i = j;
  }
  for (const seat of sequence) {
    const cast = byseat.get(seat)!;
    const mage = state.mages[seat]!;
    const spell = spellOf(cast);
    const fail = (why: string): void => {
      state.events.push({ type: 'orderFailed', audience: [seat], player: seat, order: 'cast', why, rests: true });
      failed.push(seat);
    };
    if (spell === undefined) {
      fail('the mage no longer holds that scroll');
      continue;
    }
    const level = cast.order.level;
    const cost = costOf(spell, level);
    const gate = gateRefusal(state, seat, spell.alignment);
    if (gate !== null) {
      fail(gate);
      continue;
    }
    if (mage.arcania < cost) {
      fail(`it needs ${cost} Arcania`);
      continue;
    }
    // The Arcania is paid and the scroll read as the cast begins (MG-31), so a spell that brings
    // scrolls in (Steal Item) finds the one read already gone (MG-42).
    mage.arcania -= cost;
    readScroll(state, seat, cast.order.scroll);
    const ctx: CastContext = { state, caster: seat, spell, level, target: cast.order.target, scroll: cast.order.scroll, rng, now: clock(state.turn, phase), phase, bonus: false, teleports, arcaniaBefore: mage.arcania + cost };
    const effect = SPELL_EFFECTS[spell.id];
    const need = effectiveSkill(state, seat, spell);
    if (effect.noEffect(ctx)) {
      state.events.push({ type: 'cast', audience: [seat], player: seat, spell: spell.id, level, target: cast.order.target, cost, roll: null, need, result: 'noEffect', bonus: false });
      countCast(state, mage, spell, false);
      continue;
    }
    // Stutter and Anti-Magic make the cast fail for certain, but it is still read and paid for (MG-29).
    const doomed = under(state, seat, 'Stutt') || under(state, seat, 'AntMa');
    const roll = doomed ? null : rng.int(1, 100);
    const success = roll !== null && roll <= need;
    ctx.bonus = success && need > 100 && rng.int(1, 100) <= need - 100;
    state.events.push({ type: 'cast', audience: [seat], player: seat, spell: spell.id, level, target: cast.order.target, cost, roll, need, result: success ? 'success' : 'failure', bonus: ctx.bonus });
    if (success) effect.apply(ctx);
    mage.aptitude = shiftedAptitude(mage.aptitude, spell.alignment, cost);
    let gain: number | null = null;
    if (!isEbon(state, seat)) {
      gain = rng.int(1, 100);
      if (gain <= 2 * cost) mage.skill += 5;
    }
    state.events.push({ type: 'learned', audience: [seat], player: seat, aptitude: mage.aptitude, roll: gain, skill: mage.skill });
    countCast(state, mage, spell, success);
  }
  return { failed, teleports };
}

/**
 * Which casts of one spell contend, so that a tie between them is drawn (MG-9, MG-50): those that
 * could reach a common mage or act on a common hex — the caster's own hex, the mage it names, every
 * wearer of the colour it names, its team for a major spell on oneself — or name the same artifact.
 * Casts that share nothing keep seat order, with no draw, so a caster learns nothing of a far mage
 * reading the same spell. Returns each cast's group, the smallest seat of its connected set.
 */
function contention(state: MagikaState, casts: readonly PlannedCast[]): (seat: Player) => number {
  const group = new Map<Player, Player>(casts.map((c) => [c.seat, c.seat]));
  const find = (seat: Player): Player => {
    let root = seat;
    while (group.get(root)! !== root) root = group.get(root)!;
    return root;
  };
  const owner = new Map<string, Player>();
  for (const { seat, order } of casts) {
    const mage = state.mages[seat]!;
    const keys = [`m${seat}`, `h${mage.hex}`];
    const named = seatOfLetter(state, order.target ?? '');
    if (named !== undefined) keys.push(`m${named}`);
    const color = (CLOAK_COLORS as readonly (string | null)[]).includes(order.target) ? (order.target as CloakColor) : order.level === 'major' && order.target === null ? colorOf(state, seat) : null;
    if (color !== null) for (const wearer of wearers(state, color)) keys.push(`m${wearer}`);
    if (order.target !== null && ARTIFACTS.some((a) => a.id === order.target)) keys.push(`a${order.target}`);
    for (const key of keys) {
      const other = owner.get(key);
      if (other === undefined) owner.set(key, seat);
      else {
        const [a, b] = [find(other), find(seat)];
        if (a !== b) group.set(Math.max(a, b), Math.min(a, b));
      }
    }
  }
  return find;
}

/** Counts a spell read, by its alignment (the Ebon Mage's tasks, MG-53), and in the statistics' tally. */
function countCast(state: MagikaState, mage: MagikaMage, spell: MagikaSpell, worked: boolean): void {
  mage.casts[spell.alignment === 'good' ? 0 : spell.alignment === 'neutral' ? 1 : 2] += 1;
  state.tally.cast[spell.activation - 1]! += 1;
  if (worked) state.tally.worked[spell.activation - 1]! += 1;
}

/** The spell of a scroll `seat` holds, for messages. */
export function scrollSpell(state: MagikaState, seat: Player, id: number): SpellCode | undefined {
  return state.mages[seat]!.scrolls.find((s) => s.id === id)?.spell;
}
