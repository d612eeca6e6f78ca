/**
 * A greedy Psi Wars bot: a fixed rule of thumb for each kind of decision, chosen from the legal
 * actions only. It reads what its seat may know (its own hand, everything in play) and nothing
 * hidden; ties are broken with an rng of its own, so a seed fixes its play.
 */
import type { Bot } from '../../core/bots.js';
import type { Game, Player } from '../../core/game.js';
import { createRng, type Rng } from '../../core/rng.js';
import { battleDef, defOf, opponent, unitOf, type ScreenName } from './rules/cards.js';
import { engagedScreen, stackScreen } from './rules/battle.js';
import { CREATION_UNITS, costSize, type CreationUnit, type MindMode, type PowerEffect, type Screen } from './content/schema.js';
import type {
  PsiWarsBattleUnit,
  PsiWarsCardRef,
  PsiWarsPlayerState,
  PsiWarsAction,
  PsiWarsConfig,
  PsiWarsEvent,
  PsiWarsState,
  PsiWarsView,
} from './types.js';

/** The Psi Wars game's full type, as bots see it. */
export type PsiWarsGame = Game<PsiWarsState, PsiWarsAction, PsiWarsEvent, PsiWarsConfig, PsiWarsView>;
type Of<T extends PsiWarsAction['type']> = Extract<PsiWarsAction, { type: T }>;

/** A unit's screen as it counts now (equipment, disrupters and a spent distance ability included). */
const screen = (state: PsiWarsState, unit: PsiWarsBattleUnit, name: ScreenName): Screen | null => engagedScreen(state, state.battle, unit, name);

/** A stack's total on one side of a screen as the rules count it (null when no unit in it has the screen). */
function total(state: PsiWarsState, cards: readonly PsiWarsCardRef[], name: ScreenName, side: keyof Screen): number | null {
  const units = cards.flatMap((card) => unitOf(state, card) ?? []);
  return stackScreen(state, state.battle, units, name, side);
}

const phys = (state: PsiWarsState, cards: readonly PsiWarsCardRef[], side: keyof Screen): number => total(state, cards, 'physical', side) ?? 0;

/** P(d6 + strength > d6 + resistance): ties go to the defending side (rulebook 6.5.4.1.3). */
export function winChance(strength: number, resistance: number): number {
  let wins = 0;
  for (let a = 1; a <= 6; a++) for (let d = 1; d <= 6; d++) if (a + strength > d + resistance) wins += 1;
  return wins / 36;
}

/** A rough worth of a unit in play: its physical screen counts most, minds and distance less. */
function unitWorth(state: PsiWarsState, unit: PsiWarsBattleUnit): number {
  const d = battleDef(state, unit.card);
  const p = screen(state, unit, 'physical') as Screen;
  let worth = p.attack + p.defense;
  for (const name of ['cyber', 'psionic'] as const) {
    const s = screen(state, unit, name);
    if (s !== null) worth += (s.attack + s.defense) / 2;
  }
  if (d.distance !== null) worth += d.distance.strength / 2;
  return worth;
}

/** A Battle Unit reduced to the numbers a fight needs, read once per decision. */
interface Fighter {
  readonly card: PsiWarsCardRef;
  readonly physical: Screen;
  readonly cyber: Screen | null;
  readonly psionic: Screen | null;
  /** `unitWorth`. */
  readonly worth: number;
}

function fighter(state: PsiWarsState, unit: PsiWarsBattleUnit): Fighter {
  return {
    card: unit.card,
    physical: screen(state, unit, 'physical') as Screen,
    cyber: screen(state, unit, 'cyber'),
    psionic: screen(state, unit, 'psionic'),
    worth: unitWorth(state, unit),
  };
}

/** A stack's total on one side of a screen (null when no unit in it has the screen, PW-12). */
function sum(stack: readonly Fighter[], name: ScreenName, side: keyof Screen): number | null {
  let n: number | null = null;
  for (const f of stack) {
    const s = f[name];
    if (s !== null) n = (n ?? 0) + s[side];
  }
  return n;
}

const worthOf = (stack: readonly Fighter[]): number => stack.reduce((n, f) => n + f.worth, 0);
const strikeOf = (stack: readonly Fighter[]): number => sum(stack, 'physical', 'attack') ?? 0;

/** The best chance one stack has of winning a cyber or psionic contest against another (0 if no mode is open, PW-12). */
function mindChance(from: readonly Fighter[], to: readonly Fighter[]): number {
  let chance = 0;
  for (const mode of ['cyber', 'psionic'] as const) {
    const attack = sum(from, mode, 'attack');
    const defense = sum(to, mode, 'defense');
    if (attack !== null && defense !== null) chance = Math.max(chance, winChance(attack, defense));
  }
  return chance;
}

/**
 * The chances that an attacking stack destroys its blockers (`kill`) and that the blockers destroy
 * it (`lose`), from the d6 odds of the engagement's contests in order (6.5.5.2–6.5.5.4): the
 * attacker's cyber or psionic attack, the counterattack if it failed, then the physical strike and
 * the strike back. Distance abilities are left out.
 */
function duel(attackers: readonly Fighter[], blockers: readonly Fighter[]): { kill: number; lose: number } {
  const mind = mindChance(attackers, blockers);
  const counter = mindChance(blockers, attackers);
  const strike = winChance(strikeOf(attackers), sum(blockers, 'physical', 'defense') ?? 0);
  const back = winChance(strikeOf(blockers), sum(attackers, 'physical', 'defense') ?? 0);
  const kill = mind * strike + (1 - mind) * (1 - counter) * strike;
  const lose = (1 - mind) * (counter * back + (1 - counter) * (1 - strike) * back);
  return { kill, lose };
}

/**
 * What one point of lab damage is worth, in the units of `unitWorth`, to a lab with `hitPoints`
 * left: little while the lab is full, more and more as it nears 0.
 */
const damageWorth = (hitPoints: number): number => DAMAGE_SCALE / Math.max(1, hitPoints);
/** `damageWorth` at this many hit points is 1: a point of damage is worth a point of unit worth. */
const DAMAGE_SCALE = 30;
/**
 * How much the attack planner counts each point of damage the units it sends away could no
 * longer block on the opponent's next turn, against a point of damage dealt now.
 */
const EXPOSURE_WEIGHT = 1;
/** What blocking with two units instead of one costs in the block score (they are both at risk and both engaged). */
const PAIR_COST = 1;
/** Attacking pairs are formed from this many of the strongest ready units (bounding the pairs weighed). */
const PAIR_POOL = 6;

/**
 * How much a block is worth to the blocking player, or undefined if it is not worth making:
 * the damage it keeps off the lab, plus the expected worth of attackers destroyed, less the
 * expected worth of blockers lost. When the stacks let through would destroy the lab
 * (`lethal`), the biggest attacks are blocked first, whatever it costs.
 */
function blockScore(attackers: readonly Fighter[], blockers: readonly Fighter[], lethal: boolean, hitPoints: number): number | undefined {
  const attack = strikeOf(attackers);
  const { kill, lose } = duel(attackers, blockers);
  const value = attack * damageWorth(hitPoints) + lose * worthOf(attackers) - kill * worthOf(blockers) - (blockers.length - 1) * PAIR_COST;
  if (lethal) return 1000 + attack * 10 + value;
  return value > 0 ? value : undefined;
}

/**
 * The blocks a player with `hitPoints` left and these ready `blockers` is expected to make against
 * `stacks`, by the same rule as the bot's own `chooseBlock`: the best-scoring block (`blockScore`)
 * over all stacks still unblocked and all free blockers, one or two, again and again until none is
 * worth making. Returns, for each stack, its blockers or undefined.
 */
function predictBlocks(stacks: readonly (readonly Fighter[])[], blockers: readonly Fighter[], hitPoints: number): (readonly Fighter[] | undefined)[] {
  const options: Fighter[][] = blockers.map((f) => [f]);
  for (let x = 0; x < blockers.length; x++) for (let y = x + 1; y < blockers.length; y++) options.push([blockers[x] as Fighter, blockers[y] as Fighter]);
  const attack = stacks.map(strikeOf);
  const blocks: (readonly Fighter[] | undefined)[] = stacks.map(() => undefined);
  const used = new Set<PsiWarsCardRef>();
  // The lethal and ordinary scores of each (stack, option), computed once.
  const scores = stacks.map((stack) => options.map((option) => [blockScore(stack, option, false, hitPoints), blockScore(stack, option, true, hitPoints)] as const));
  for (;;) {
    const incoming = attack.reduce((n, a, i) => n + (blocks[i] === undefined ? a : 0), 0);
    const lethal = incoming >= hitPoints;
    let top: { i: number; option: Fighter[] } | undefined;
    let topScore = -Infinity;
    for (let i = 0; i < stacks.length; i++) {
      if (blocks[i] !== undefined) continue;
      const row = scores[i] as (readonly [number | undefined, number | undefined])[];
      for (let o = 0; o < options.length; o++) {
        const option = options[o] as Fighter[];
        const score = row[o]?.[lethal ? 1 : 0];
        if (score === undefined || score <= topScore || option.some((f) => used.has(f.card))) continue;
        topScore = score;
        top = { i, option };
      }
    }
    if (top === undefined) return blocks;
    blocks[top.i] = top.option;
    for (const f of top.option) used.add(f.card);
  }
}

/** Units of `player` able to fight now (ready and not trapped). */
function ready(state: PsiWarsState, player: Player): PsiWarsBattleUnit[] {
  return (state.players[player] as PsiWarsPlayerState).units.filter((u) => !u.depleted && u.trappedBy === null);
}

/** Creation Units in a lab, by kind (spent or not). */
function labCounts(state: PsiWarsState, me: PsiWarsPlayerState): Record<CreationUnit, number> {
  const counts: Record<CreationUnit, number> = { digital: 0, neuro: 0, bio: 0, material: 0 };
  for (const unit of me.creation) {
    const d = defOf(state, unit.card);
    if (d.kind === 'creation') counts[d.unit] += 1;
  }
  return counts;
}

/** How short the lab is of each kind for the cards in hand. */
function shortfall(state: PsiWarsState, me: PsiWarsPlayerState): Record<CreationUnit, number> {
  const lab = labCounts(state, me);
  const need: Record<CreationUnit, number> = { digital: 0, neuro: 0, bio: 0, material: 0 };
  for (const card of me.hand) {
    const d = defOf(state, card);
    if (d.kind === 'creation') continue;
    for (const kind of CREATION_UNITS) need[kind] += Math.max(0, (d.cost[kind] ?? 0) - lab[kind]);
  }
  return need;
}

/** The best of `items` by `score` (highest first), ties broken by `rng`; undefined if empty. */
function best<T>(items: readonly T[], score: (item: T) => number, rng: Rng): T | undefined {
  let top: T[] = [];
  let topScore = -Infinity;
  for (const item of items) {
    const s = score(item);
    if (s > topScore + 1e-9) {
      top = [item];
      topScore = s;
    } else if (Math.abs(s - topScore) <= 1e-9) {
      top.push(item);
    }
  }
  return top.length === 0 ? undefined : (top[rng.int(0, top.length - 1)] as T);
}

/**
 * How little a white-light payment hurts: spend the kinds the hand needs least, and the kinds the
 * lab has most of.
 */
function paymentScore(state: PsiWarsState, me: PsiWarsPlayerState, any: readonly CreationUnit[]): number {
  const need = shortfall(state, me);
  const lab = labCounts(state, me);
  let score = 0;
  for (const kind of any) score -= need[kind] * 2 - lab[kind] * 0.1;
  return score;
}

/** The greedy bot of Psi Wars. */
export function psiWarsGreedyBot(game: PsiWarsGame, seed: number | Rng): Bot<PsiWarsGame> {
  const rng = typeof seed === 'number' ? createRng(seed) : seed;

  function chooseCreation(state: PsiWarsState, me: PsiWarsPlayerState, legal: readonly PsiWarsAction[]): PsiWarsAction | undefined {
    const places = legal.filter((a): a is Of<'place'> => a.type === 'place');
    const need = shortfall(state, me);
    const lab = labCounts(state, me);
    return best(
      places,
      (a) => {
        const d = defOf(state, a.card);
        const kind = d.kind === 'creation' ? d.unit : 'digital';
        return need[kind] * 10 - lab[kind];
      },
      rng,
    );
  }

  /** A power worth playing now, if any, with its best target. */
  function choosePower(
    state: PsiWarsState,
    player: Player,
    legal: readonly PsiWarsAction[],
    kinds?: readonly PowerEffect['kind'][],
  ): PsiWarsAction | undefined {
    const me = state.players[player] as PsiWarsPlayerState;
    const foe = state.players[opponent(player)] as PsiWarsPlayerState;
    const powers = legal.filter((a): a is Of<'power'> => a.type === 'power');
    const myReady = ready(state, player);
    const scored = new Map<Of<'power'>, number>();
    for (const action of powers) {
      const d = defOf(state, action.card);
      if (d.kind !== 'power' || (kinds !== undefined && !kinds.includes(d.effect.kind))) continue;
      let score = -Infinity;
      const target = action.target === undefined ? undefined : unitOf(state, action.target);
      switch (d.effect.kind) {
        case 'trap':
          // Lock away a strong opposing unit that could still fight (block or attack next turn).
          if (target !== undefined && unitWorth(state, target) >= 6) score = unitWorth(state, target) + (target.depleted ? 0 : 2);
          break;
        case 'mentalDisrupter':
        case 'emDisrupter': {
          // Zero a strong screen that one of my fighting units will meet: as the attacker, a ready
          // opponent (a likely blocker) once my attackers with that screen are declared; as the
          // defender, an attacker, when my ready units have that screen.
          const name = d.effect.kind === 'mentalDisrupter' ? 'psionic' : 'cyber';
          const s = target === undefined ? null : screen(state, target, name);
          if (target === undefined || s === null || s.attack + s.defense < 4) break;
          const engaged = state.battle?.engagements ?? [];
          const relevant =
            state.turn.step === 'attack'
              ? !target.depleted && target.trappedBy === null && engaged.some((e) => e.attackers.some((c) => battleDef(state, c)[name] !== null))
              : engaged.some((e) => e.attackers.includes(target.card)) && myReady.some((u) => battleDef(state, u.card)[name] !== null);
          if (relevant) score = s.attack + s.defense;
          break;
        }
        case 'creationOracle': {
          // Fetch the kind the hand lacks most, while the hand holds few Creation Units.
          const creationInHand = me.hand.filter((c) => defOf(state, c).kind === 'creation').length;
          if (creationInHand === 0 && action.unit !== undefined) score = 1 + shortfall(state, me)[action.unit];
          break;
        }
        case 'equipmentHunter': {
          const t = action.target;
          if (t !== undefined) {
            const e = defOf(state, t);
            if (e.kind === 'equipment') score = costSize(e.cost) + (foe.units.some((u) => u.equipment === t) ? 2 : 0);
          }
          break;
        }
      }
      if (score > -Infinity) scored.set(action, score + paymentScore(state, me, action.any) * 0.01);
    }
    return best([...scored.keys()], (action) => scored.get(action) as number, rng);
  }

  function chooseBuild(state: PsiWarsState, me: PsiWarsPlayerState, legal: readonly PsiWarsAction[]): PsiWarsAction | undefined {
    const builds = legal.filter((a): a is Of<'build'> => a.type === 'build');
    const pick = best(
      builds,
      (a) => {
        const d = defOf(state, a.card);
        if (d.kind !== 'battle' && d.kind !== 'equipment') return -Infinity;
        // Equipment with nobody to carry it is worth less.
        const carriers = me.units.filter((u) => u.equipment === null).length;
        const bonus = d.kind === 'battle' ? 0.5 : carriers > me.equipment.length ? 0 : -2;
        return costSize(d.cost) * 10 + bonus * 10 + paymentScore(state, me, a.any);
      },
      rng,
    );
    return pick;
  }

  function chooseEquip(state: PsiWarsState, legal: readonly PsiWarsAction[]): PsiWarsAction | undefined {
    const equips = legal.filter((a): a is Of<'equip'> => a.type === 'equip');
    return best(
      equips,
      (a) => {
        const unit = unitOf(state, a.unit);
        const e = defOf(state, a.equipment);
        if (unit === undefined || e.kind !== 'equipment') return -Infinity;
        let useful = 0;
        for (const name of ['cyber', 'psionic', 'physical'] as const) {
          const bonus = e[name];
          if (bonus !== null && battleDef(state, unit.card)[name] !== null) useful += (bonus.attack + bonus.defense) * (name === 'physical' ? 2 : 1);
        }
        return useful * 100 + unitWorth(state, unit);
      },
      rng,
    );
  }

  /** Traps first (to take a blocker away), then attackers, then disrupters aimed at likely blockers. */
  function chooseAttack(state: PsiWarsState, player: Player, legal: readonly PsiWarsAction[]): PsiWarsAction | undefined {
    return (
      choosePower(state, player, legal, ['trap']) ??
      chooseAttacker(state, player, legal) ??
      choosePower(state, player, legal, ['mentalDisrupter', 'emDisrupter'])
    );
  }

  /**
   * The next attacking stack to declare, or undefined to stop. Two tests, in order:
   * - **Overwhelm**: when the ready units outnumber the opponent's ready blockers and the smallest
   *   attacks, which cannot all be blocked, already cover the opponent's hit points, everything
   *   attacks, one unit at a time.
   * - **Plan**: otherwise it weighs, by `attackValue`, the attack already declared plus one more
   *   stack (any single unit, or a pair of its six strongest), and plus the k strongest units at
   *   once for every k (a wave). It declares the best stack, or the first unit of the best wave,
   *   while that adds something to the attack already declared.
   */
  function chooseAttacker(state: PsiWarsState, player: Player, legal: readonly PsiWarsAction[]): PsiWarsAction | undefined {
    const singles = legal.filter((a): a is Of<'attack'> => a.type === 'attack' && a.units.length === 1 && phys(state, a.units, 'attack') > 0);
    if (singles.length === 0) return undefined;
    const me = state.players[player] as PsiWarsPlayerState;
    const foe = state.players[opponent(player)] as PsiWarsPlayerState;
    const fighters = new Map<PsiWarsCardRef, Fighter>();
    for (const unit of [...me.units, ...foe.units]) fighters.set(unit.card, fighter(state, unit));
    const stackOf = (cards: readonly PsiWarsCardRef[]): Fighter[] => cards.flatMap((card) => fighters.get(card) ?? []);
    const declared = (state.battle?.engagements ?? []).map((e) => stackOf(e.attackers));
    const blockers = ready(state, opponent(player)).map((u) => fighters.get(u.card) as Fighter);
    const attacks = [...declared.map(strikeOf), ...singles.map((a) => phys(state, a.units, 'attack'))].sort((x, y) => x - y);
    const through = attacks.slice(0, Math.max(0, attacks.length - blockers.length)).reduce((n, a) => n + a, 0);
    if (through >= foe.hitPoints) return best(singles, (a) => phys(state, a.units, 'attack'), rng);
    const plan = { me, foe, blockers, homeOpen: counterDamage(state, player, [], new Map()) };
    const base = attackValue(state, player, declared, plan);
    const byStrength = [...singles].sort((x, y) => phys(state, y.units, 'attack') - phys(state, x.units, 'attack'));
    // Two units stacked add up their screens (6.5.2.1): a pair can beat a blocker neither beats alone.
    const strong = new Set(byStrength.slice(0, PAIR_POOL).map((a) => a.units[0]));
    const pairs = legal.filter((a): a is Of<'attack'> => a.type === 'attack' && a.units.length === 2 && a.units.every((c) => strong.has(c)));
    const values = new Map([...singles, ...pairs].map((a) => [a, attackValue(state, player, [...declared, stackOf(a.units)], plan)] as const));
    const pick = best([...values.keys()], (a) => values.get(a) as number, rng);
    let pickValue = pick === undefined ? -Infinity : (values.get(pick) as number);
    // Attacks that only pay together: the k strongest units at once. Blockers are spread thinner
    // the more stacks come, so a wide attack can pay where each of its parts alone would not. The
    // first unit of the best wave is declared now; the next call weighs the rest again.
    let wave: Of<'attack'> | undefined;
    for (let k = 2; k <= byStrength.length; k++) {
      const value = attackValue(state, player, [...declared, ...byStrength.slice(0, k).map((a) => stackOf(a.units))], plan);
      if (value > pickValue + 1e-9) {
        pickValue = value;
        wave = byStrength[0];
      }
    }
    if (pickValue <= base + 0.05) return undefined;
    return wave ?? pick;
  }

  /**
   * What attacking with `stacks` is worth to `player`, against the blocks the opponent is expected
   * to make (`predictBlocks`, the bot's own blocking rule): the lab damage of the stacks let
   * through, plus the expected worth of opposing units destroyed, less the expected worth of
   * attackers lost, less the extra damage the opponent could push through next turn past the units
   * still home (`counterDamage`). Damage is counted by `damageWorth` of the lab it hits. An attack
   * that would newly leave the lab open to a lethal counter-strike is refused, unless it is lethal
   * itself.
   */
  function attackValue(
    state: PsiWarsState,
    player: Player,
    stacks: readonly (readonly Fighter[])[],
    plan: { me: PsiWarsPlayerState; foe: PsiWarsPlayerState; blockers: readonly Fighter[]; homeOpen: number },
  ): number {
    const blocks = predictBlocks(stacks, plan.blockers, plan.foe.hitPoints);
    let damage = 0;
    let trade = 0;
    const lost = new Map<PsiWarsCardRef, number>();
    stacks.forEach((stack, i) => {
      const blockedBy = blocks[i];
      if (blockedBy === undefined) {
        damage += strikeOf(stack);
        return;
      }
      const { kill, lose } = duel(stack, blockedBy);
      trade += kill * worthOf(blockedBy) - lose * worthOf(stack);
      for (const f of blockedBy) lost.set(f.card, kill);
    });
    if (damage >= plan.foe.hitPoints) return 1000 + damage;
    const open = counterDamage(state, player, stacks.flat().map((f) => f.card), lost);
    if (open >= plan.me.hitPoints && plan.homeOpen < plan.me.hitPoints) return -1000;
    return damage * damageWorth(plan.foe.hitPoints) + trade - (open - plan.homeOpen) * EXPOSURE_WEIGHT * damageWorth(plan.me.hitPoints);
  }

  /**
   * The damage the opponent could push through next turn if every unit of theirs still standing
   * attacked: each of my ready units staying home stops one of their biggest attacks. A unit I
   * expect to destroy counts only by its chance of surviving.
   */
  function counterDamage(state: PsiWarsState, player: Player, away: readonly PsiWarsCardRef[], lost: ReadonlyMap<PsiWarsCardRef, number>): number {
    const me = state.players[player] as PsiWarsPlayerState;
    const foe = state.players[opponent(player)] as PsiWarsPlayerState;
    const threats = foe.units
      .filter((u) => u.trappedBy === null)
      .map((u) => phys(state, [u.card], 'attack') * (1 - (lost.get(u.card) ?? 0)))
      .sort((a, b) => b - a);
    // Only units ready now and staying home can block next turn (units replenish on their own turn).
    const home = me.units.filter((u) => !u.depleted && u.trappedBy === null && !away.includes(u.card)).length;
    return threats.slice(home).reduce((n, a) => n + a, 0);
  }

  function chooseBlock(state: PsiWarsState, player: Player, legal: readonly PsiWarsAction[]): PsiWarsAction | undefined {
    const power = choosePower(state, player, legal);
    if (power !== undefined) return power;
    const battle = state.battle;
    if (battle === null) return undefined;
    const me = state.players[player] as PsiWarsPlayerState;
    const stackOf = (cards: readonly PsiWarsCardRef[]): Fighter[] => cards.flatMap((card) => {
      const unit = unitOf(state, card);
      return unit === undefined ? [] : [fighter(state, unit)];
    });
    // Damage still coming at the lab from unblocked stacks.
    const incoming = battle.engagements.reduce((n, e) => n + (e.blockers.length === 0 ? phys(state, e.attackers, 'attack') : 0), 0);
    const lethal = incoming >= me.hitPoints;
    const scored = new Map<Of<'block'>, number>();
    for (const action of legal) {
      if (action.type !== 'block') continue;
      const e = battle.engagements[action.engagement];
      if (e === undefined) continue;
      const score = blockScore(stackOf(e.attackers), stackOf(action.units), lethal, me.hitPoints);
      if (score !== undefined) scored.set(action, score);
    }
    return best([...scored.keys()], (action) => scored.get(action) as number, rng);
  }

  function chooseDistance(state: PsiWarsState, action: Of<'distance'>): boolean {
    const battle = state.battle;
    const e = battle?.engagements[battle.index];
    if (battle === null || e === undefined) return false;
    const mine = e.attackers.includes(action.unit) ? e.attackers : e.blockers;
    const theirs = mine === e.attackers ? e.blockers : e.attackers;
    const inLab = (cards: readonly PsiWarsCardRef[]) => cards.filter((c) => unitOf(state, c) !== undefined);
    const partners = inLab(mine).filter((c) => c !== action.unit && !battle.spent.includes(c));
    const targets = inLab(theirs);
    const ability = battleDef(state, action.unit).distance;
    if (ability === null || targets.length === 0) return false;
    // Using the ability costs the Cyborg its own strike and defence for the rest of the engagement
    // (PW-11), so alone it pays only when the ability settles the engagement by itself.
    const attacking = mine === e.attackers;
    if (ability.kind === 'snipe') {
      const chance = winChance(ability.strength, Math.min(...targets.map((c) => phys(state, [c], 'defense'))));
      if (partners.length > 0) return chance >= 0.4;
      if (targets.length > 1) return false;
      const physChance = attacking ? winChance(phys(state, [action.unit], 'attack'), phys(state, targets, 'defense')) : 0.3;
      return chance >= physChance;
    }
    const chance = winChance(ability.strength, total(state, targets, 'cyber', 'defense') ?? 0);
    if (partners.length > 0) return chance >= 0.3;
    // Alone, a jam that works leaves neither side a strike: worth it for a blocker that would
    // otherwise likely fall, never for a lone attacker.
    if (attacking) return false;
    return chance > 1 - winChance(phys(state, targets, 'attack'), phys(state, [action.unit], 'defense'));
  }

  function chooseMind(state: PsiWarsState, legal: readonly Of<'engage'>[]): PsiWarsAction | undefined {
    const battle = state.battle;
    const e = battle?.engagements[battle.index];
    if (battle === null || e === undefined) return legal[0];
    const counter = battle.step === 'counter';
    const striking = (cards: readonly PsiWarsCardRef[]) => cards.filter((c) => !battle.spent.includes(c));
    const [from, to] = counter ? [striking(e.blockers), e.attackers] : [striking(e.attackers), e.blockers];
    // A failed cyber or psionic attack costs nothing, so always try the best margin.
    return best(
      legal,
      (a) => (a.mode === 'none' ? -100 : (total(state, from, a.mode as MindMode, 'attack') ?? 0) - (total(state, to, a.mode as MindMode, 'defense') ?? 0)),
      rng,
    );
  }

  function chooseDiscard(state: PsiWarsState, me: PsiWarsPlayerState, legal: readonly PsiWarsAction[]): PsiWarsAction | undefined {
    const creationInHand = me.hand.filter((c) => defOf(state, c).kind === 'creation').length;
    const need = shortfall(state, me);
    return best(
      legal.filter((a): a is Of<'discard'> => a.type === 'discard'),
      (a) => {
        const d = defOf(state, a.card);
        if (d.kind === 'creation') return -(creationInHand <= 2 ? 3 : 0.5) - need[d.unit];
        return -costSize(d.cost);
      },
      rng,
    );
  }

  return {
    name: 'greedy',
    choose(state, player) {
      const legal = game.legalActions(state, player);
      if (legal.length === 0) throw new Error(`greedyBot: player ${player} has no legal action`);
      const me = state.players[player] as PsiWarsPlayerState;
      const done = legal.find((a) => a.type === 'done');
      let pick: PsiWarsAction | undefined;
      switch (state.turn.step) {
        case 'creation':
          pick = chooseCreation(state, me, legal);
          break;
        case 'build':
          pick = choosePower(state, player, legal) ?? chooseBuild(state, me, legal);
          break;
        case 'equip':
          pick = chooseEquip(state, legal);
          break;
        case 'attack':
          pick = chooseAttack(state, player, legal);
          break;
        case 'block':
          pick = chooseBlock(state, player, legal);
          break;
        case 'engage': {
          const distance = legal.find((a): a is Of<'distance'> => a.type === 'distance');
          if (distance !== undefined) {
            const use = chooseDistance(state, distance);
            pick = legal.find((a) => a.type === 'distance' && a.use === use);
          } else {
            pick = chooseMind(state, legal.filter((a): a is Of<'engage'> => a.type === 'engage'));
          }
          break;
        }
        case 'discard':
          pick = chooseDiscard(state, me, legal);
          break;
      }
      return pick ?? done ?? (legal[rng.int(0, legal.length - 1)] as PsiWarsAction);
    },
  };
}

/**
 * The bots Psi Wars offers beyond the core random bot, by name: the CLI's `--bot` / `--bots` flags
 * look them up here (`rulebooks simulate psi-wars --bot greedy`).
 */
export const psiWarsBots: Readonly<Record<string, (game: PsiWarsGame, seed: number) => Bot<PsiWarsGame>>> = { greedy: psiWarsGreedyBot };
