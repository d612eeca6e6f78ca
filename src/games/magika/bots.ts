/**
 * A heuristic Magika bot that plans a sensible turn from its seat's view alone (its own mage, its
 * report and its history map): it climbs toward the Goal Square with its two normal moves (phases
 * 2 and 4), choosing the cheaper northward hex; it rests when tired and meditates when its Arcania
 * is low; it searches where scrolls are likely; it walks to an artifact it sees lying nearby and
 * picks it up; it demands its race's artifact or its alignment's from a mage in its hex; it dons a
 * cloak it finds; it casts what its scrolls hold where it helps (`chooseCast`). The Ebon Mage hunts the alignment artifacts he always knows the places of, and
 * demands them. It reads the rules' own helpers and tables; ties go to an rng of its own.
 */
import type { Bot } from '../../core/bots.js';
import type { Game, Player } from '../../core/game.js';
import { createRng, type Rng } from '../../core/rng.js';
import { alignmentArtifact, racialArtifact, type ArtifactId } from './content/artifacts.js';
import { moveCost } from './content/movement.js';
import { raceById } from './content/races.js';
import { terrainOf, type TerrainNumber } from './content/terrain.js';
import { distance, MAGIKA_GOAL, neighbour, rowOf, type MagikaDirection, type MagikaHex } from './rules/map.js';
import type { MagikaAction, MagikaCastOrder, MagikaConfig, MagikaEvent, MagikaOrder, MagikaState, MagikaView } from './types.js';
import { castTargets, costOf, gateRefusal } from './rules/casting.js';
import { spellByCode, type MagikaSpell } from './content/spells.js';
import { seatView } from './view.js';

/** The Magika game's full type, as bots see it. */
export type MagikaGame = Game<MagikaState, MagikaAction, MagikaEvent, MagikaConfig, MagikaView>;

/** A factor to assume for a hex never seen. */
const UNKNOWN_FACTOR = 10;

/** What the bot reads of its seat's view. */
type SeatView = Pick<MagikaView, 'turn' | 'roster' | 'me' | 'knowledge' | 'report'>;

/** The endurance factor the bot expects a hex to have, from its history map. */
function factorAt(view: SeatView, hex: MagikaHex, race: string): number {
  const known = view.knowledge!.terrain[hex]!;
  if (known === 0) return UNKNOWN_FACTOR;
  const row = terrainOf(known as TerrainNumber);
  return race === 'goblin' ? row.goblinEndurance : row.endurance;
}

/** The cheaper of the two northward steps from `hex` (the hex left next costs its factor), or null at the top. */
function climb(view: SeatView, hex: MagikaHex, race: string, rng: Rng): { direction: MagikaDirection; to: MagikaHex } | null {
  const options: { direction: MagikaDirection; to: MagikaHex; cost: number }[] = [];
  for (const direction of ['NE', 'NW'] as const) {
    const to = neighbour(hex, direction);
    if (to !== undefined) options.push({ direction, to, cost: factorAt(view, to, race) + (to === MAGIKA_GOAL ? -100 : 0) });
  }
  if (options.length === 0) return null;
  const best = Math.min(...options.map((o) => o.cost));
  const cheapest = options.filter((o) => o.cost === best);
  return cheapest[rng.int(0, cheapest.length - 1)]!;
}

/** The step from `hex` that most nears `target` (any direction: the Ebon Mage's, or a novice's lateral). */
function stepToward(hex: MagikaHex, target: MagikaHex, directions: readonly MagikaDirection[]): { direction: MagikaDirection; to: MagikaHex } | null {
  let best: { direction: MagikaDirection; to: MagikaHex } | null = null;
  for (const direction of directions) {
    const to = neighbour(hex, direction);
    if (to === undefined) continue;
    if (best === null || distance(to, target) < distance(best.to, target)) best = { direction, to };
  }
  return best !== null && distance(best.to, target) < distance(hex, target) ? best : null;
}

/** Whether a spell is one of the attacks on a mage or a team ("#/C" and "#", L523-554). */
const aimedAtOthers = (spell: MagikaSpell): boolean => spell.parameter === 'mageOrColor' || spell.parameter === 'mage';

/**
 * The bot's cast for the turn, if any (MG-28…MG-33): among its scrolls whose level it can pay for
 * with Arcania to spare and whose alignment the gates allow, the first that is worth it now —
 * Heals when worn down; a Teleport north (two hexes at once when it can); an attack on the mage it
 * sees nearest the goal, or on that mage's team; an elemental spell on that mage's terrain; an
 * arrangement that makes its own hex cheaper to leave; a protection, aid or information spell;
 * Prolonged Spell on its Teleport; now and then Drop Artifact, Scatter Artifact, Fog Map or Chaos.
 * It reads the rules' own helpers for targets, costs and gates.
 */
function chooseCast(state: MagikaState, view: SeatView, rng: Rng): MagikaCastOrder | null {
  const me = view.me!;
  const report = view.report!;
  const seen = report.sight.flatMap((cell) => cell.mages.map((m) => ({ seat: m.seat, hex: cell.hex, team: m.team, artifacts: m.artifacts ?? [] })));
  const rival = seen.filter((m) => m.team === 'black' || m.team !== me.team).sort((a, b) => rowOf(a.hex) - rowOf(b.hex) || a.seat - b.seat)[0];
  const here = report.sight.find((cell) => cell.hex === me.hex);
  const orders: MagikaCastOrder[] = [];
  for (const scroll of me.scrolls) {
    const spell = spellByCode(scroll.spell)!;
    if (gateRefusal(state, me.seat, spell.alignment) !== null) continue;
    for (const level of ['major', 'minor'] as const) {
      const cost = costOf(spell, level);
      if (cost + 10 > me.arcania || (level === 'major' && rng.int(0, 2) !== 0)) continue;
      const targets = castTargets(state, me.seat, spell, level, scroll.id);
      const cast = (target: string | null): void => {
        if (targets.includes(target)) orders.push({ type: 'cast', scroll: scroll.id, level, target });
      };
      switch (spell.id) {
        case 'Heals':
          if (me.endurance < 0.6 * me.maxEndurance) cast(null);
          break;
        case 'TelPt':
          cast(level === 'major' ? 'N2' : rng.int(0, 1) === 0 ? 'NE1' : 'NW1');
          break;
        case 'ElBlo':
        case 'ElAtt':
        case 'ElDrp':
          if (rival !== undefined) cast(`T${report.sight.find((c) => c.hex === rival.hex)!.terrain}`);
          break;
        case 'ElArr': {
          const t = here?.terrain ?? 0;
          const best = ['+1', '+2', '+3', '-1', '-2', '-3'].filter((d) => t + Number(d) >= 2 && t + Number(d) <= 10).sort((a, b) => terrainOf((t + Number(a)) as TerrainNumber).endurance - terrainOf((t + Number(b)) as TerrainNumber).endurance)[0];
          if (best !== undefined && t > 1 && terrainOf((t + Number(best)) as TerrainNumber).endurance < terrainOf(t as TerrainNumber).endurance) cast(best);
          break;
        }
        case 'DrArt':
          if (here !== undefined && here.mages.some((m) => (m.artifacts ?? []).length > 0)) cast(null);
          break;
        case 'ScArt': {
          const lying = report.sight.find((c) => c.artifacts.length > 0);
          if (lying !== undefined && rng.int(0, 3) === 0) cast(level === 'major' ? null : lying.artifacts[0]!);
          break;
        }
        case 'ProSp': {
          const kept = me.scrolls.find((t) => t.spell === 'TelPt' && !t.permanent) ?? me.scrolls.find((t) => t.id !== scroll.id && !t.permanent);
          if (kept !== undefined) cast(`scroll-${kept.id}`);
          break;
        }
        case 'Chaos':
        case 'FogMp':
        case 'CkAid':
          if (rng.int(0, 3) === 0) cast(null);
          break;
        default:
          if (aimedAtOthers(spell)) {
            if (rival !== undefined) cast(level === 'major' ? (rival.team === 'black' ? null : rival.team) : String.fromCharCode(65 + rival.seat));
          } else if (spell.parameter === 'none') cast(null);
      }
    }
  }
  return orders[0] ?? null;
}

/** A whole turn's plan for the seat, from its view at the start of the turn. */
function planTurn(state: MagikaState, view: SeatView, rng: Rng): MagikaOrder[] {
  const me = view.me!;
  const report = view.report!;
  const ebon = view.roster[me.seat]!.ebon;
  const race = raceById(me.race)!;
  const plan: (MagikaOrder | null)[] = [null, null, null, null, null];
  const here = report.sight.find((cell) => cell.hex === me.hex);

  // Phase 1: a demand, if a mage here holds what the seat is made for; or don a cloak.
  const wanted: ArtifactId[] = ebon ? ['crown', 'orb', 'scepter', 'cross', 'ankh', 'lamp', 'pendant', 'medallion'] : [racialArtifact(me.race), alignmentArtifact(me.alignment)];
  const demand = here?.mages.flatMap((m) => m.artifacts ?? []).find((id) => wanted.includes(id) && !me.artifacts.includes(id));
  if (demand !== undefined) plan[0] = { type: 'demand', artifact: demand };
  else if (!ebon && me.team === 'black' && me.cloaks.length > 0) plan[0] = { type: 'don', cloak: me.cloaks[0]!.id };

  // A spell worth casting: first thing, or in phase 3 if the first phase is taken.
  const cast = chooseCast(state, view, rng);
  if (cast !== null) {
    if (plan[0] === null) plan[0] = cast;
    else plan[2] = cast;
  }

  // Where to go: an artifact lying in sight, the Ebon Mage's quarry, or up toward the goal.
  const lying = report.sight.filter((cell) => cell.artifacts.length > 0 && cell.hex !== MAGIKA_GOAL).sort((a, b) => distance(me.hex, a.hex) - distance(me.hex, b.hex) || a.hex - b.hex)[0];
  const quarry = ebon ? report.attuned.filter((a) => a.hex !== me.hex).sort((a, b) => distance(me.hex, a.hex) - distance(me.hex, b.hex))[0]?.hex : undefined;
  const target = ebon ? quarry : lying !== undefined && !ebon && (lying.hex === me.hex || rowOf(lying.hex) <= rowOf(me.hex)) ? lying.hex : undefined;
  if (target === me.hex && !ebon) plan[0] ??= { type: 'search' };

  // Moves on phases 2 and 4 (the normal entitlement, L213-214), while Endurance allows.
  let hex = me.hex;
  let endurance = me.endurance;
  let moves = 0;
  const reserve = Math.max(15, Math.round(me.maxEndurance / 5));
  for (const phase of [2, 4] as const) {
    if (plan[phase - 1] !== null) continue;
    const step =
      target !== undefined && target !== hex ? stepToward(hex, target, ebon ? ['NE', 'NW', 'E', 'W', 'SE', 'SW'] : ['NE', 'NW', 'E', 'W']) ?? (ebon ? null : climb(view, hex, me.race, rng)) : ebon ? stepToward(hex, MAGIKA_GOAL, ['NE', 'NW', 'E', 'W']) : climb(view, hex, me.race, rng);
    if (step === null) continue;
    const cost = moveCost(race.moveRow, moves + 1, phase, factorAt(view, hex, me.race))!;
    if (endurance - cost < reserve && !ebon) break;
    plan[phase - 1] = { type: 'move', direction: step.direction };
    endurance -= cost;
    moves += 1;
    hex = step.to;
  }
  // The Ebon Mage must move once a turn (XIV rule 10): make sure of it.
  if (ebon && !plan.some((o) => o?.type === 'move')) {
    const direction = (['NE', 'NW', 'E', 'W', 'SE', 'SW'] as const).find((d) => neighbour(me.hex, d) !== undefined)!;
    plan[1] = { type: 'move', direction };
  }
  // The other phases: rest when tired, search where scrolls are likely, else meditate or rest.
  for (let k = 0; k < 5; k++) {
    if (plan[k] !== null) continue;
    const tired = endurance < 0.6 * me.maxEndurance;
    const terrain = view.knowledge!.terrain[hex]!;
    const good = terrain > 0 && terrainOf(terrain as TerrainNumber).search >= 55 && me.scrolls.length < 6 && !ebon;
    plan[k] = tired ? { type: 'rest' } : good && endurance > 0.75 * me.maxEndurance ? { type: 'search' } : me.arcania < me.maxArcania * 0.8 ? { type: 'meditate' } : { type: 'rest' };
    if (plan[k]!.type === 'rest') endurance += terrain > 0 ? terrainOf(terrain as TerrainNumber).rest : 5;
  }
  return plan as MagikaOrder[];
}

/**
 * The heuristic bot (`--bot heuristic`). It plans a turn once, from its seat's view, and writes it
 * one phase at a time; an order the rules would not take now (an item given away, say) becomes a
 * rest.
 */
export function magikaHeuristicBot(game: MagikaGame, seed: number | Rng): Bot<MagikaGame> {
  const rng = typeof seed === 'number' ? createRng(seed) : seed;
  const plans = new Map<string, MagikaOrder[]>();
  return {
    name: 'heuristic',
    choose(state: MagikaState, player: Player): MagikaAction {
      // Only what the seat's view holds (seatView reads it without copying).
      const view = seatView(state, player);
      const me = view.me!;
      const phase = me.plan.length + 1;
      const key = `${player}:${view.turn}`;
      let plan = plans.get(key);
      if (plan === undefined || phase === 1) {
        plan = planTurn(state, view, rng);
        plans.clear();
        plans.set(key, plan);
      }
      const wanted = { ...plan[phase - 1]!, player, phase } as MagikaAction;
      if (game.isLegal(state, wanted)) return wanted;
      const rest = { type: 'rest', player, phase } as MagikaAction;
      return game.isLegal(state, rest) ? rest : game.legalActions(state, player)[0]!;
    },
  };
}

/** The game's own bots, for `rulebooks play/simulate --bot`: `heuristic` (core's `random` is always there too). */
export const magikaBots: Readonly<Record<string, (game: MagikaGame, seed: number) => Bot<MagikaGame>>> = { heuristic: magikaHeuristicBot };

