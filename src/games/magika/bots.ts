/**
 * A heuristic Magika bot that plans its turn from its seat's view alone (its own mage, its report
 * and its history map): it climbs toward the Goal Square with its two normal moves (phases 2 and
 * 4), choosing the cheaper northward hex; it rests when tired and meditates when its Arcania is
 * low; it searches where scrolls are likely; it walks to an artifact it sees lying nearby and
 * picks it up; once its side holds a part of the Globe of Life it goes for the others it can take
 * (MG-26); it demands its race's artifact or its alignment's from a mage in its hex; it dons a
 * cloak it finds; it casts what its scrolls hold where it helps (`chooseCast`). The Ebon Mage
 * hunts the alignment artifacts he always knows the places of, and demands them. It reads the
 * rules' own helpers and tables; ties go to an rng of its own. It keeps nothing between calls.
 */
import type { Bot } from '../../core/bots.js';
import type { Game, Player } from '../../core/game.js';
import { createRng, type Rng } from '../../core/rng.js';
import { ALIGNMENT_ARTIFACTS, alignmentArtifact, artifactById, artifactIndex, racialArtifact, type ArtifactId } from './content/artifacts.js';
import { moveCost } from './content/movement.js';
import { raceById } from './content/races.js';
import { terrainOf, type TerrainNumber } from './content/terrain.js';
import { distance, MAGIKA_GOAL, neighbour, rowOf, type MagikaDirection, type MagikaHex } from './rules/map.js';
import type { MagikaAction, MagikaCastOrder, MagikaConfig, MagikaEvent, MagikaOrder, MagikaState, MagikaView } from './types.js';
import { castTargets, costOf, gateRefusal } from './rules/casting.js';
import { spellByCode, type MagikaSpell } from './content/spells.js';
import { mayDemand } from './rules/demand.js';
import { globeLacks } from './rules/globe.js';
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
  // A mage in sight holding a part of the Globe that the seat's side lacks, once the side holds one:
  // Steal Item and Drop Artifact go for it first (MG-26).
  const lacks = globeLacks(sideHoldings(view));
  const prey = lacks.length < ALIGNMENT_ARTIFACTS.length ? seen.find((m) => m.artifacts.some((id) => lacks.includes(id))) : undefined;
  const first: MagikaCastOrder[] = [];
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
          if (prey !== undefined && prey.hex === me.hex && targets.includes(null)) first.push({ type: 'cast', scroll: scroll.id, level, target: null });
          else if (here !== undefined && here.mages.some((m) => (m.artifacts ?? []).length > 0)) cast(null);
          break;
        case 'StlIt':
          if (prey !== undefined && targets.includes(String.fromCharCode(65 + prey.seat))) first.push({ type: 'cast', scroll: scroll.id, level, target: String.fromCharCode(65 + prey.seat) });
          else if (rival !== undefined) cast(String.fromCharCode(65 + rival.seat));
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
  return first[0] ?? orders[0] ?? null;
}

/** Where the seat will stand, and with what Endurance, after the orders it has written this turn (as the bot expects them to go). */
interface Walk {
  hex: MagikaHex;
  endurance: number;
  moves: number;
}

/** One written or planned order's expected effect on the walk: a move's step and cost, a rest's recovery (MG-10, MG-14). */
function walkOn(view: SeatView, walk: Walk, order: MagikaOrder, phase: number, race: string): void {
  if (order.type === 'move') {
    const to = neighbour(walk.hex, order.direction);
    if (to === undefined) return;
    walk.endurance -= moveCost(raceById(race)!.moveRow, walk.moves + 1, phase, factorAt(view, walk.hex, race)) ?? 0;
    walk.moves += 1;
    walk.hex = to;
  } else if (order.type === 'rest') {
    const terrain = view.knowledge!.terrain[walk.hex]!;
    walk.endurance += terrain > 0 ? terrainOf(terrain as TerrainNumber).rest : 5;
  }
}

/** The alignment artifacts the seat's side holds: its own, and its teammates' as its report lists them. */
function sideHoldings(view: SeatView): ArtifactId[] {
  const me = view.me!;
  return [...me.artifacts, ...(me.team === 'black' ? [] : view.report!.allies.flatMap((a) => a.artifacts))];
}

/**
 * Where the seat's side (itself, or its colour team: the teammates its report lists) would go next
 * for the Globe of Life, or undefined: once the side holds one of the three alignment artifacts, the
 * nearest of the others it knows of that it can take — lying where it can walk (north or level), or
 * held, in such a place, by a mage it may demand it from (MG-24, MG-26). The parts still missing
 * are the rules' own answer ({@link globeLacks}).
 */
function globeQuarry(state: MagikaState, view: SeatView, from: MagikaHex): MagikaHex | undefined {
  const me = view.me!;
  const report = view.report!;
  const lacks = globeLacks(sideHoldings(view));
  if (lacks.length === ALIGNMENT_ARTIFACTS.length || lacks.length === 0) return undefined;
  const places: MagikaHex[] = [];
  for (const id of lacks) {
    const known = view.knowledge!.artifacts[artifactIndex(id)];
    if (known === null || known === undefined || rowOf(known.hex) > rowOf(from)) continue;
    const carried = known.holder !== null || report.sight.some((cell) => cell.hex === known.hex && cell.mages.some((m) => (m.artifacts ?? []).includes(id)));
    if (!carried || mayDemand(state, me.seat, artifactById(id)!)) places.push(known.hex);
  }
  return places.sort((a, b) => distance(from, a) - distance(from, b) || a - b)[0];
}

/**
 * The seat's plan for the rest of the turn, from its view: the orders it has written this turn are
 * kept, and the phases still open are planned from where those orders leave it. The bot plans anew
 * at every phase and keeps nothing between calls, so that it is a function of the state, the seat
 * and its rng alone (DESIGN §12): a plan made in one world is never played in another.
 */
function planTurn(state: MagikaState, view: SeatView, rng: Rng): MagikaOrder[] {
  const me = view.me!;
  const report = view.report!;
  const ebon = view.roster[me.seat]!.ebon;
  const written = me.plan;
  const plan: (MagikaOrder | null)[] = [0, 1, 2, 3, 4].map((k) => written[k] ?? null);
  const open = (k: number): boolean => k >= written.length && plan[k] === null;
  const walk: Walk = { hex: me.hex, endurance: me.endurance, moves: 0 };
  written.forEach((order, k) => walkOn(view, walk, order, k + 1, me.race));
  const here = report.sight.find((cell) => cell.hex === me.hex);

  // Phase 1: a demand, if a mage here holds what the seat is made for; or don a cloak.
  if (open(0)) {
    const wanted: ArtifactId[] = ebon ? ['crown', 'orb', 'scepter', 'cross', 'ankh', 'lamp', 'pendant', 'medallion'] : [racialArtifact(me.race), alignmentArtifact(me.alignment)];
    const demand = here?.mages.flatMap((m) => m.artifacts ?? []).find((id) => wanted.includes(id) && !me.artifacts.includes(id));
    if (demand !== undefined) plan[0] = { type: 'demand', artifact: demand };
    else if (!ebon && me.team === 'black' && me.cloaks.length > 0) plan[0] = { type: 'don', cloak: me.cloaks[0]!.id };
  }

  // A spell worth casting, once a turn: first thing, or in phase 3 if the first phase is taken.
  if (!written.some((o) => o.type === 'cast')) {
    const slot = [0, 2].find(open);
    const cast = slot === undefined ? null : chooseCast(state, view, rng);
    if (slot !== undefined && cast !== null) {
      plan[slot] = cast;
      // A part of the Globe made to drop here is picked up the next phase (Drop Artifact, then Search).
      if (cast.scroll !== undefined && me.scrolls.find((t) => t.id === cast.scroll)?.spell === 'DrArt' && open(slot + 1) && !ebon) plan[slot + 1] = { type: 'search' };
    }
  }

  // Where to go: a part of the Globe its side lacks, an artifact lying in sight, the Ebon Mage's
  // quarry, or up toward the goal.
  const lying = report.sight.filter((cell) => cell.artifacts.length > 0 && cell.hex !== MAGIKA_GOAL).sort((a, b) => distance(walk.hex, a.hex) - distance(walk.hex, b.hex) || a.hex - b.hex)[0];
  const quarry = ebon ? report.attuned.filter((a) => a.hex !== walk.hex).sort((a, b) => distance(walk.hex, a.hex) - distance(walk.hex, b.hex))[0]?.hex : undefined;
  const globe = ebon ? undefined : globeQuarry(state, view, walk.hex);
  const target = ebon ? quarry : globe ?? (lying !== undefined && (lying.hex === walk.hex || rowOf(lying.hex) <= rowOf(walk.hex)) ? lying.hex : undefined);
  // Arrived (or arriving this turn): demand the part from its holder here if the rules let the seat,
  // else search for what lies here, in the first phase open once there.
  const arrive = (after: number): void => {
    if (ebon || target === undefined || walk.hex !== target) return;
    const slot = [0, 1, 2, 3, 4].find((k) => k >= after && open(k));
    const held = walk.hex === me.hex ? here?.mages.flatMap((m) => m.artifacts ?? []).find((id) => ALIGNMENT_ARTIFACTS.includes(id) && !me.artifacts.includes(id) && mayDemand(state, me.seat, artifactById(id)!)) : undefined;
    if (slot !== undefined) plan[slot] = held !== undefined ? { type: 'demand', artifact: held } : { type: 'search' };
  };
  arrive(0);

  // Moves on phases 2 and 4 (the normal entitlement, L213-214), while Endurance allows.
  const race = raceById(me.race)!;
  const reserve = Math.max(15, Math.round(me.maxEndurance / 5));
  for (const phase of [2, 4] as const) {
    if (!open(phase - 1)) continue;
    const step =
      target !== undefined && target !== walk.hex ? stepToward(walk.hex, target, ebon ? ['NE', 'NW', 'E', 'W', 'SE', 'SW'] : ['NE', 'NW', 'E', 'W']) ?? (ebon ? null : climb(view, walk.hex, me.race, rng)) : ebon ? stepToward(walk.hex, MAGIKA_GOAL, ['NE', 'NW', 'E', 'W']) : target === walk.hex ? null : climb(view, walk.hex, me.race, rng);
    if (step === null) continue;
    const cost = moveCost(race.moveRow, walk.moves + 1, phase, factorAt(view, walk.hex, me.race))!;
    if (walk.endurance - cost < reserve && !ebon) break;
    plan[phase - 1] = { type: 'move', direction: step.direction };
    walkOn(view, walk, plan[phase - 1]!, phase, me.race);
    arrive(phase);
  }
  // The Ebon Mage must move once a turn (XIV rule 10): make sure of it.
  if (ebon && !plan.some((o) => o?.type === 'move')) {
    const slot = open(1) ? 1 : [0, 1, 2, 3, 4].find(open);
    const direction = (['NE', 'NW', 'E', 'W', 'SE', 'SW'] as const).find((d) => neighbour(walk.hex, d) !== undefined)!;
    if (slot !== undefined) plan[slot] = { type: 'move', direction };
  }
  // The other phases: rest when tired, search where scrolls are likely, else meditate or rest.
  for (let k = 0; k < 5; k++) {
    if (!open(k)) continue;
    const tired = walk.endurance < 0.6 * me.maxEndurance;
    const terrain = view.knowledge!.terrain[walk.hex]!;
    const good = terrain > 0 && terrainOf(terrain as TerrainNumber).search >= 55 && me.scrolls.length < 6 && !ebon;
    plan[k] = tired ? { type: 'rest' } : good && walk.endurance > 0.75 * me.maxEndurance ? { type: 'search' } : me.arcania < me.maxArcania * 0.8 ? { type: 'meditate' } : { type: 'rest' };
    walkOn(view, walk, plan[k]!, k + 1, me.race);
  }
  return plan as MagikaOrder[];
}

/**
 * The heuristic bot (`--bot heuristic`). At every phase it plans the rest of its turn from its
 * seat's view and the orders it has written (`planTurn`), and writes the next order; an order the
 * rules would not take now becomes a rest. It keeps no plan, nor anything else, from one call to
 * the next: it is a function of (state, seat, its own rng), so that as a rollout policy across
 * sampled worlds (`mcts:N:heuristic`) it never plays in one world what it planned in another
 * (DESIGN §12, issue 23).
 */
export function magikaHeuristicBot(game: MagikaGame, seed: number | Rng): Bot<MagikaGame> {
  const rng = typeof seed === 'number' ? createRng(seed) : seed;
  return {
    name: 'heuristic',
    choose(state: MagikaState, player: Player): MagikaAction {
      // Only what the seat's view holds (seatView reads it without copying).
      const view = seatView(state, player);
      const phase = view.me!.plan.length + 1;
      const plan = planTurn(state, view, rng);
      const wanted = { ...plan[phase - 1]!, player, phase } as MagikaAction;
      if (game.isLegal(state, wanted)) return wanted;
      const rest = { type: 'rest', player, phase } as MagikaAction;
      return game.isLegal(state, rest) ? rest : game.legalActions(state, player)[0]!;
    },
  };
}

/** The game's own bots, for `rulebooks play/simulate --bot`: `heuristic` (core's `random` is always there too). */
export const magikaBots: Readonly<Record<string, (game: MagikaGame, seed: number) => Bot<MagikaGame>>> = { heuristic: magikaHeuristicBot };

