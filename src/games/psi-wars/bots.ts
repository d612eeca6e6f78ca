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
export function greedyBot(game: PsiWarsGame, seed: number | Rng): Bot<PsiWarsGame> {
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

  function chooseAttacker(state: PsiWarsState, player: Player, legal: readonly PsiWarsAction[]): PsiWarsAction | undefined {
    const foe = opponent(player);
    const me = state.players[player] as PsiWarsPlayerState;
    const attacking = new Set(state.battle?.engagements.flatMap((e) => e.attackers) ?? []);
    const blockers = ready(state, foe);
    const wall = Math.max(0, ...blockers.map((u) => screen(state, u, 'physical')?.defense ?? 0));
    // Blockers left for the stacks not yet declared: each blocker can stop one stack.
    const freeBlockers = blockers.length - attacking.size;
    const singles = legal.filter((a): a is Of<'attack'> => a.type === 'attack' && a.units.length === 1);
    // Going all in wins outright when nobody can block and the attack covers the lab's hit points.
    const allIn =
      blockers.length === 0 &&
      ready(state, player).reduce((sum, u) => sum + phys(state, [u.card], 'attack'), 0) >= (state.players[foe] as PsiWarsPlayerState).hitPoints;
    return best(
      singles.filter((a) => {
        const attack = phys(state, a.units, 'attack');
        if (attack <= 0 || !(blockers.length === 0 || freeBlockers <= 0 || attack > wall)) return false;
        return allIn || !exposed(state, player, me, [...attacking, ...a.units]);
      }),
      (a) => phys(state, a.units, 'attack'),
      rng,
    );
  }

  /**
   * Whether sending `away` into battle would leave the lab open to a lethal counter-strike next
   * turn: each unit kept home is counted as stopping one of the opponent's biggest attacks.
   */
  function exposed(state: PsiWarsState, player: Player, me: PsiWarsPlayerState, away: readonly PsiWarsCardRef[]): boolean {
    const foe = state.players[opponent(player)] as PsiWarsPlayerState;
    const threats = foe.units
      .filter((u) => u.trappedBy === null)
      .map((u) => phys(state, [u.card], 'attack'))
      .sort((a, b) => b - a);
    // Only units ready now and staying home can block next turn (units replenish on their own turn).
    const home = me.units.filter((u) => !u.depleted && u.trappedBy === null && !away.includes(u.card)).length;
    const through = threats.slice(home).reduce((sum, n) => sum + n, 0);
    return through >= me.hitPoints;
  }

  function chooseBlock(state: PsiWarsState, player: Player, legal: readonly PsiWarsAction[]): PsiWarsAction | undefined {
    const power = choosePower(state, player, legal);
    if (power !== undefined) return power;
    const battle = state.battle;
    if (battle === null) return undefined;
    const me = state.players[player] as PsiWarsPlayerState;
    const blocks = legal.filter((a): a is Of<'block'> => a.type === 'block');
    // Damage still coming at the lab from unblocked stacks.
    const incoming = battle.engagements.reduce((sum, e) => sum + (e.blockers.length === 0 ? phys(state, e.attackers, 'attack') : 0), 0);
    const lethal = incoming >= me.hitPoints;
    const scored = new Map<Of<'block'>, number>();
    for (const action of blocks) {
      const e = battle.engagements[action.engagement];
      if (e === undefined) continue;
      const attack = phys(state, e.attackers, 'attack');
      const defense = phys(state, action.units, 'defense');
      const counter = phys(state, action.units, 'attack');
      const armour = phys(state, e.attackers, 'defense');
      const risked = action.units.reduce((sum, c) => sum + unitWorth(state, unitOf(state, c) as PsiWarsBattleUnit), 0);
      let score: number;
      if (lethal) {
        // The lab is at stake: stop the biggest attacks first, safely if possible, else with the cheapest unit.
        score = 1000 + attack * 10 + (defense >= attack ? 5 : 0) - risked * 0.2 - (action.units.length - 1) * 3;
      } else if (defense >= attack) {
        // A safe-ish block: the bigger the threat stopped and the better the counterattack, the better.
        score = 100 + attack * 3 + winChance(counter, armour) * 10 - risked * 0.5 - (action.units.length - 1) * 4;
      } else continue;
      scored.set(action, score);
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
export const psiWarsBots: Readonly<Record<string, (game: PsiWarsGame, seed: number) => Bot<PsiWarsGame>>> = { greedy: greedyBot };
