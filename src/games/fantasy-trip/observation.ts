/**
 * The Fantasy Trip's observation tensor (DESIGN §13, issue 28): a seat's view as a fixed-length
 * Float32Array, built from the view alone, so it holds nothing FT-38 and FT-49 hide (another side's
 * fatigue, what its creations are, its secret protections). Seats are numbered relative to the
 * viewer (0 is the viewer's own side, 1 the next seat clockwise, …; absolute for a spectator).
 * Figures and items keep their ids, as in the action space; hexes are numbered in `arenaHexes`
 * order; spells, weapons, armour, shields and creatures by their place in the config's and the
 * edition's tables. Categories are one-hots; counts, attributes and positions are divided by a
 * fixed maximum (named in each slice's description), so numbers lie in about [0, 1]. The slices
 * are listed by {@link observationLayout} and in docs/rules/fantasy-trip.md.
 */
import type { ObservationLayout, ObservationSlice } from '../../core/game.js';
import { FANTASY_TRIP_OPTIONS, FANTASY_TRIP_PHASES, type FantasyTripConfig, type FantasyTripFigure, type FantasyTripState, type FantasyTripView } from './types.js';
import { contentPack } from './content/editions.js';
import { FANTASY_TRIP_SPELLS, SUMMONS, pretenceOf } from './content/spells.js';
import { looksOf } from './rules/creations.js';
import { arenaHexes } from './rules/geometry.js';
import { shapeAt } from './rules/body.js';
import { sideOf } from './rules/figures.js';
import { SECRET_PROTECTIONS } from './rules/spells.js';
import { figureSlots, itemSlots } from './action-space.js';

/** Divisors: ST and hits (a dragon has ST 60), DX and IQ (40 at most for a build), MA, and turn counts. */
const ST_SCALE = 60;
const DX_SCALE = 40;
const MA_SCALE = 20;
const CONDITIONS = ['fighting', 'unconscious', 'dead', 'gone'] as const;
const POSTURES = ['standing', 'down', 'hth', 'prone', 'kneeling'] as const;
const SIZES = [1, 3, 4, 7] as const;
const KINDS = ['summoned', 'image', 'illusion', 'unknown'] as const;
const TERRAIN = ['fire', 'shadow', 'wall', 'slippery'] as const;
const ITEM_STATES = ['ready', 'slung', 'ground', 'broken'] as const;
const LIMBS = ['weaponArm', 'shieldArm', 'rightLeg', 'leftLeg'] as const;
const PER_FIGURE_TURN = ['moved', 'line', 'engagedAtStart', 'acted', 'hitsThisTurn', 'dazed', 'shots', 'lastShotTaken', 'down', 'stooping', 'weakened'] as const;

/** The layout of one config, with each slice's offset by name for the writer. */
interface Layout extends ObservationLayout {
  readonly at: Readonly<Record<string, number>>;
  readonly players: number;
  readonly figures: number;
  readonly builds: number;
  readonly items: number;
  readonly radius: number;
  readonly hexIndex: Int16Array;
  readonly hexCount: number;
  /** Spells some build knows, in table order, and their index. */
  readonly known: ReadonlyMap<string, number>;
  /** Spells that may be on a figure (every spell a wizard of the config may cast, fakes included), and their index. */
  readonly effects: ReadonlyMap<string, number>;
  readonly armors: ReadonlyMap<string, number>;
  readonly weapons: ReadonlyMap<string, number>;
  /** Shields, numbered after the weapons in the item slices. */
  readonly shields: ReadonlyMap<string, number>;
  readonly creatures: ReadonlyMap<string, number>;
}

const LAYOUTS = new WeakMap<FantasyTripConfig, Layout>();

const indexOf = (ids: readonly string[]): ReadonlyMap<string, number> => new Map(ids.map((id, i) => [id, i]));

function layoutOf(config: FantasyTripConfig): Layout {
  let layout = LAYOUTS.get(config);
  if (layout === undefined) {
    layout = buildLayout(config);
    LAYOUTS.set(config, layout);
  }
  return layout;
}

function buildLayout(config: FantasyTripConfig): Layout {
  const P = config.players;
  const F = figureSlots(config);
  const I = itemSlots(config);
  const builds = config.sides.flat();
  const B = builds.length;
  const pack = contentPack(config.edition);
  const knownSet = new Set(builds.flatMap((b) => b.spells));
  const known = FANTASY_TRIP_SPELLS.filter((s) => knownSet.has(s.id)).map((s) => s.id);
  // Every spell a cast of this config can name: what the builds know, and the protections any
  // wizard may fake (FT-49). The action space lists the same ones.
  const wizards = knownSet.size > 0;
  const castable = FANTASY_TRIP_SPELLS.filter((s) => knownSet.has(s.id) || (wizards && SECRET_PROTECTIONS.has(s.id))).map((s) => s.id);
  // Content by the config's own lists, in the edition's table order: the armour its builds wear,
  // the items they carry (and the staff a Staff spell makes, FT-45), the creatures its wizards can
  // summon or pretend to be (FT-36). Nothing else can appear in the fight.
  const armors = Object.keys(pack.armors).filter((id) => builds.some((b) => b.armor === id));
  const weapons = Object.keys(pack.weapons).filter((id) => builds.some((b) => b.weapons.includes(id)) || (id === 'staff' && knownSet.has('staff')));
  const shields = Object.keys(pack.shields).filter((id) => builds.some((b) => b.shield === id));
  const reachable = new Set([...knownSet].flatMap((id) => (Object.hasOwn(SUMMONS, id) ? [SUMMONS[id] as string] : pretenceOf(id) !== undefined ? looksOf(id) : [])));
  const creatures = Object.keys(pack.creatures).filter((id) => reachable.has(id));
  const W = weapons.length + shields.length;
  const R = config.arenaRadius;
  const hexes = arenaHexes(R);
  const H = hexes.length;
  const width = 2 * R + 1;
  const hexIndex = new Int16Array(width * width).fill(-1);
  hexes.forEach((h, i) => (hexIndex[(h.q + R) * width + (h.r + R)] = i));
  const seats = 'relative seat (0 = the viewer’s side, then clockwise; absolute for a spectator)';
  const pos = `(q + ${R}) / ${2 * R} and (r + ${R}) / ${2 * R}`;

  const specs: [string, number, string][] = [
    ['viewer', P, 'One-hot of the viewing seat (absolute; all 0 for a spectator).'],
    ['turn.number', 1, `The turn number over the turn limit (${config.turnLimit}).`],
    ['turn.phase', FANTASY_TRIP_PHASES.length, `One-hot of the phase: ${FANTASY_TRIP_PHASES.join(', ')}.`],
    ['turn.actor', P, `One-hot, by ${seats}, of the seat that must decide now; all 0 once the fight is over.`],
    ['turn.initiative', P, `One-hot, by ${seats}, of the seat that won initiative this turn.`],
    ['turn.order', P, `Per ${seats}: (its place in this turn's movement order + 1) / ${P}; 0 if it is not in the order.`],
    ['turn.moved', P, `Per ${seats}: 1 once its place in the movement order has passed.`],
    ['turn.moving', F, 'One-hot, by figure id, of the figure moving now (movement phase).'],
    ['turn.from', 3, `Where the moving figure began its move: 1 if any, then ${pos}.`],
    ['turn.acting', F, 'One-hot, by figure id, of the figure whose action it is (action phase).'],
    ['turn.queue', F, 'Per figure id: (its place in the action order + 1) / the order’s length; 0 if not in it.'],
    ['turn.done', F, 'Per figure id: 1 if its place in the action order has passed.'],
    ['turn.asking', 2 * F, 'One-hot of the grappler asking for hand-to-hand, then one-hot of the foe asked (figure ids).'],
    ['turn.retreat', 2 * F + 2, `The force retreat on offer: one-hot of the striker, one-hot of the victim (figure ids), 1 once the victim was pushed, and the offers pending over ${F}.`],
    ['turn.renewal', F + castable.length + 3, `The renewal on offer: one-hot of its figure, one-hot of its spell (${castable.length} config spells), then 'a creation', 'a secret protection not the viewer's' and the renewals pending over ${F}.`],
    ['survivors', P + 1, `1 once the fight is over, then per ${seats}: 1 if it still has a figure fighting at the end.`],
    ['figures.present', F, 'Per figure id: 1 if the figure is on the arena (exists and is not gone).'],
    ['figures.side', F * P, `Figure-major: one-hot of the side it was built or made for, by ${seats}.`],
    ['figures.fightsFor', F * P, `Figure-major: one-hot of the side it fights for now (another side controls it under Control Person or Animal), by ${seats}.`],
    ['figures.condition', F * CONDITIONS.length, `Figure-major: one-hot of ${CONDITIONS.join(', ')}.`],
    ['figures.posture', F * POSTURES.length, `Figure-major: one-hot of ${POSTURES.join(', ')}.`],
    ['figures.position', F * 2, `Figure-major: its (head) hex as ${pos}.`],
    ['figures.facing', F * 6, 'Figure-major: one-hot of the direction it faces (0..5).'],
    ['figures.size', F * SIZES.length, `Figure-major: one-hot of the hexes it covers: ${SIZES.join(', ')}.`],
    ['figures.attributes', F * 4, `Figure-major: basic ST / ${ST_SCALE}, DX / ${DX_SCALE}, IQ / ${DX_SCALE}, MA / ${MA_SCALE}.`],
    ['figures.hits', F, `Per figure id: ST lost to hits / ${ST_SCALE}.`],
    ['figures.fatigue', F * 2, `Figure-major: ST spent on spells / ${ST_SCALE} (the viewer's own figures only), then 1 where it is hidden (FT-38).`],
    ['figures.armor', F * (armors.length + 1), `Figure-major: one-hot of its armour, over the armour the config's builds wear (${armors.join(', ') || 'none'}), then no armour.`],
    ['figures.creature', F * creatures.length, `Figure-major: one-hot of the creature it is or looks like, over those the config's wizards can make (${creatures.join(', ')}); all 0 for a build.`],
    ['figures.option', F * FANTASY_TRIP_OPTIONS.length, 'Figure-major: one-hot of the option declared this turn, in FANTASY_TRIP_OPTIONS order; all 0 before it moves.'],
    ['figures.turn', F * PER_FIGURE_TURN.length, `Figure-major: this turn's hexes moved / ${MA_SCALE}, straight line run / 10, engaged when its move began, action used, hits taken this turn / ${MA_SCALE}, dazed, shots / 2, last shot taken, knocked down, stooping, weakened (ST 3 or less).`],
    ['figures.waiting', F * 2, `Figure-major: turns waited for an opening / 2 (at most 1), then (its target's id + 1) / ${F}; 0 when not waiting.`],
    ['figures.wounds', F * 10, 'Figure-major: weapon arm, shield arm, right leg, left leg each as (disabled, lost), then hobbled and stunned (FT-59, FT-60).'],
    ['figures.ready', F * weapons.length, `Figure-major: one-hot of the weapon ready in hand, over the config's weapons (${weapons.join(', ')}).`],
    ['figures.shield', F * shields.length, `Figure-major: one-hot of the ready shield, over the config's shields (${shields.join(', ')}).`],
    ['figures.slung', F * W, 'Figure-major: slung items it carries, per config weapon then shield, count / 3.'],
    ['figures.creation', F * 9, `Figure-major, created figures only: one-hot of ${KINDS.join(', ')} (unknown: another side's, not yet shown), renewals / 10, turns since it appeared / 10 (at most 1), shown, known not to be an image, ST paid / ${ST_SCALE} (own only).`],
    ['figures.secrets', F * 2, 'Figure-major: secret protections on it the viewer may not read (another side’s) / 5, then the viewer’s own fakes on it / 5 (FT-49).'],
    ['items.present', I, 'Per item id: 1 if the item exists.'],
    ['items.ref', I * W, 'Item-major: one-hot of what it is, over the config’s weapons then shields (as figures.slung).'],
    ['items.state', I * ITEM_STATES.length, `Item-major: one-hot of ${ITEM_STATES.join(', ')}.`],
    ['items.position', I * 2, `Item-major: where it lies (ground or broken) as ${pos}; 0 while carried.`],
    ['items.holder', I * (P + 1), `Item-major: (its holder's id + 1) / ${F}, then one-hot of the holder's side by ${seats}; 0 when on the ground.`],
    ['items.flags', I * 4, 'Item-major: turns to reload / 2 (at most 1), charged staff, charged for a wizard of the viewer’s side, cracked.'],
    ['board.own', H, 'Per arena hex (arenaHexes order): 1 if a fighting figure of the viewer’s side covers it.'],
    ['board.enemy', H, 'Per arena hex: 1 if a fighting figure of another side covers it.'],
    ['board.fallen', H, 'Per arena hex: 1 if an unconscious or dead figure lies there.'],
    ...TERRAIN.map((t): [string, number, string] => [`board.${t}`, H, `Per arena hex: 1 if it is ${t} (created terrain).`]),
    ['board.items', H, 'Per arena hex: items lying there (ground or broken) / 3, at most 1.'],
  ];
  if (known.length > 0) specs.push(['figures.spells', B * known.length, `Build-major (the ${B} builds' figure ids): 1 if it knows the spell, over the config's known spells in table order (${known.join(', ')}).`]);
  if (castable.length > 0) {
    specs.push(['figures.effects', F * castable.length, `Figure-major: power / 3 of each spell on it that the viewer may read, over the config's spells in table order (${castable.join(', ')}).`]);
    specs.push(['figures.effectTurns', F, 'Per figure id: for the spells on it with a fixed end the viewer may read, the fewest turns left / 4 (at most 1).']);
  }
  if (knownSet.has('aid')) specs.push(['figures.aid', F * 3, 'Figure-major: power / 3 of Aid on ST, DX and IQ (FT-44).']);
  const slices: ObservationSlice[] = [];
  const at: Record<string, number> = {};
  let offset = 0;
  for (const [name, length, description] of specs) {
    // A config without shields, say, has no shield slice: every slice holds at least one number.
    if (length === 0) continue;
    slices.push({ name, offset, length, description });
    at[name] = offset;
    offset += length;
  }
  return {
    size: offset,
    slices,
    at,
    players: P,
    figures: F,
    builds: B,
    items: I,
    radius: R,
    hexIndex,
    hexCount: H,
    known: indexOf(known),
    effects: indexOf(castable),
    armors: indexOf(armors),
    weapons: indexOf(weapons),
    shields: indexOf(shields),
    creatures: indexOf(creatures),
  };
}

/** The layout of the observation tensor for `config`: the same for every seat. */
export function observationLayout(config: FantasyTripConfig): ObservationLayout {
  const layout = layoutOf(config);
  return { size: layout.size, slices: layout.slices };
}

/** The seat's view as numbers, `observationLayout(view.config).size` of them, laid out as its slices say. */
export function observationTensor(view: FantasyTripView): Float32Array {
  const L = layoutOf(view.config);
  const out = new Float32Array(L.size);
  const o = L.at as Record<string, number>;
  const P = L.players;
  const F = L.figures;
  const R = L.radius;
  const width = 2 * R + 1;
  const viewer = view.viewer;
  const rel = (seat: number): number => (typeof viewer === 'number' ? (seat - viewer + P) % P : seat);
  const scale = (x: number, max: number): number => Math.min(1, Math.max(0, x / max));
  const hexAt = (q: number, r: number): number => (Math.abs(q) <= R && Math.abs(r) <= R ? (L.hexIndex[(q + R) * width + (r + R)] as number) : -1);
  const turn = view.turn;
  const state = view as unknown as FantasyTripState;

  if (typeof viewer === 'number') out[o['viewer']! + viewer] = 1;
  out[o['turn.number']!] = scale(turn.number, view.config.turnLimit);
  out[o['turn.phase']! + FANTASY_TRIP_PHASES.indexOf(turn.phase)] = 1;
  const actor = view.actor;
  if (actor !== null) out[o['turn.actor']! + rel(actor)] = 1;
  if (turn.initiative !== null) out[o['turn.initiative']! + rel(turn.initiative)] = 1;
  turn.order.forEach((seat, i) => {
    out[o['turn.order']! + rel(seat)] = (i + 1) / P;
    if (i < turn.mover || (turn.phase !== 'movement' && turn.phase !== 'initiative' && turn.phase !== 'renew')) out[o['turn.moved']! + rel(seat)] = 1;
  });
  if (turn.phase === 'movement' && turn.moving !== null) out[o['turn.moving']! + turn.moving] = 1;
  if (turn.from !== null) {
    out[o['turn.from']!] = 1;
    out[o['turn.from']! + 1] = (turn.from.q + R) / (2 * R);
    out[o['turn.from']! + 2] = (turn.from.r + R) / (2 * R);
  }
  if (turn.phase === 'actions') {
    const acting = turn.queue[turn.next];
    if (acting !== undefined) out[o['turn.acting']! + acting] = 1;
  }
  turn.queue.forEach((id, i) => {
    out[o['turn.queue']! + id] = (i + 1) / turn.queue.length;
    if (i < turn.next) out[o['turn.done']! + id] = 1;
  });
  if (turn.asking !== null) {
    out[o['turn.asking']! + turn.asking.figure] = 1;
    out[o['turn.asking']! + F + turn.asking.target] = 1;
  }
  const retreat = turn.retreats[0];
  if (retreat !== undefined) {
    out[o['turn.retreat']! + retreat.striker] = 1;
    out[o['turn.retreat']! + F + retreat.victim] = 1;
    out[o['turn.retreat']! + 2 * F] = retreat.vacated === null ? 0 : 1;
  }
  out[o['turn.retreat']! + 2 * F + 1] = scale(turn.retreats.length, F);
  const renewal = turn.renewals[0];
  const S = L.effects.size;
  if (renewal !== undefined) {
    out[o['turn.renewal']! + renewal.figure] = 1;
    if (renewal.spell !== null) {
      const k = L.effects.get(renewal.spell);
      if (k !== undefined) out[o['turn.renewal']! + F + k] = 1;
    } else if (renewal.secret) out[o['turn.renewal']! + F + S + 1] = 1;
    else out[o['turn.renewal']! + F + S] = 1;
  }
  out[o['turn.renewal']! + F + S + 2] = scale(turn.renewals.length, F);
  if (view.survivors !== null) {
    out[o['survivors']!] = 1;
    for (const seat of view.survivors) out[o['survivors']! + 1 + rel(seat)] = 1;
  }

  for (const f of view.figures) {
    const id = f.id;
    if (id >= F) continue;
    const present = f.condition !== 'gone';
    if (present) out[o['figures.present']! + id] = 1;
    out[o['figures.side']! + id * P + rel(f.side)] = 1;
    const side = sideOf(state, f as unknown as FantasyTripFigure);
    out[o['figures.fightsFor']! + id * P + rel(side)] = 1;
    out[o['figures.condition']! + id * CONDITIONS.length + CONDITIONS.indexOf(f.condition)] = 1;
    out[o['figures.posture']! + id * POSTURES.length + POSTURES.indexOf(f.posture)] = 1;
    out[o['figures.position']! + id * 2] = (f.at.q + R) / (2 * R);
    out[o['figures.position']! + id * 2 + 1] = (f.at.r + R) / (2 * R);
    out[o['figures.facing']! + id * 6 + f.facing] = 1;
    out[o['figures.size']! + id * SIZES.length + SIZES.indexOf(f.hexes)] = 1;
    const attrs = o['figures.attributes']! + id * 4;
    out[attrs] = scale(f.st, ST_SCALE);
    out[attrs + 1] = scale(f.dx, DX_SCALE);
    out[attrs + 2] = scale(f.iq, DX_SCALE);
    out[attrs + 3] = scale(f.ma, MA_SCALE);
    out[o['figures.hits']! + id] = scale(f.hits, ST_SCALE);
    if (f.fatigue === null) out[o['figures.fatigue']! + id * 2 + 1] = 1;
    else out[o['figures.fatigue']! + id * 2] = scale(f.fatigue, ST_SCALE);
    const armor = f.armor === null ? L.armors.size : (L.armors.get(f.armor) ?? L.armors.size);
    out[o['figures.armor']! + id * (L.armors.size + 1) + armor] = 1;
    if (f.creature !== null) {
      const c = L.creatures.get(f.creature);
      if (c !== undefined) out[o['figures.creature']! + id * L.creatures.size + c] = 1;
    }
    if (f.option !== null) out[o['figures.option']! + id * FANTASY_TRIP_OPTIONS.length + FANTASY_TRIP_OPTIONS.indexOf(f.option)] = 1;
    const t = o['figures.turn']! + id * PER_FIGURE_TURN.length;
    out[t] = scale(f.moved, MA_SCALE);
    out[t + 1] = scale(f.line, 10);
    out[t + 2] = f.engagedAtStart ? 1 : 0;
    out[t + 3] = f.acted ? 1 : 0;
    out[t + 4] = scale(f.hitsThisTurn, MA_SCALE);
    out[t + 5] = f.dazed ? 1 : 0;
    out[t + 6] = scale(f.shots, 2);
    out[t + 7] = f.lastShotTaken ? 1 : 0;
    out[t + 8] = f.downSince === null ? 0 : 1;
    out[t + 9] = f.stooping ? 1 : 0;
    out[t + 10] = f.weakened ? 1 : 0;
    if (f.waiting !== null) {
      out[o['figures.waiting']! + id * 2] = scale(f.waiting.turns, 2);
      out[o['figures.waiting']! + id * 2 + 1] = (f.waiting.target + 1) / F;
    }
    if (f.wounds !== null) {
      const w = o['figures.wounds']! + id * 10;
      LIMBS.forEach((limb, i) => {
        const state = f.wounds![limb];
        if (state !== 'sound') out[w + 2 * i + (state === 'lost' ? 1 : 0)] = 1;
      });
      out[w + 8] = f.wounds.hobbledUntil === null ? 0 : 1;
      out[w + 9] = f.wounds.stunnedTurn === null ? 0 : 1;
    }
    if (f.creation !== null) {
      const c = o['figures.creation']! + id * 9;
      out[c + KINDS.indexOf(f.creation.kind)] = 1;
      out[c + 4] = scale(f.creation.renewals, 10);
      out[c + 5] = scale(turn.number - f.creation.since, 10);
      out[c + 6] = f.creation.shown ? 1 : 0;
      out[c + 7] = f.creation.notImage ? 1 : 0;
      out[c + 8] = f.creation.paid === null ? 0 : scale(f.creation.paid, ST_SCALE);
    }
    let hidden = 0;
    let fakes = 0;
    let soonest = Infinity;
    for (const e of f.effects) {
      if (e.secret === 'unknown') hidden++;
      else if (e.secret !== null && e.secret.fake) fakes++;
      if (e.spell === null) continue;
      const k = L.effects.get(e.spell);
      if (k !== undefined) out[o['figures.effects']! + id * S + k] = scale(e.power, 3);
      if (e.until !== null) soonest = Math.min(soonest, e.until - turn.number + 1);
      if (e.spell === 'aid' && e.attribute !== null && o['figures.aid'] !== undefined) out[o['figures.aid']! + id * 3 + ['st', 'dx', 'iq'].indexOf(e.attribute)] = scale(e.power, 3);
    }
    out[o['figures.secrets']! + id * 2] = scale(hidden, 5);
    out[o['figures.secrets']! + id * 2 + 1] = scale(fakes, 5);
    if (o['figures.effectTurns'] !== undefined && soonest !== Infinity) out[o['figures.effectTurns']! + id] = scale(soonest, 4);
    if (o['figures.spells'] !== undefined && id < L.builds) {
      for (const spell of f.spells) {
        const k = L.known.get(spell);
        if (k !== undefined) out[o['figures.spells']! + id * L.known.size + k] = 1;
      }
    }
    // The board: every hex a figure covers (FT-57), the head first.
    if (!present) continue;
    const body = f.hexes === 1 ? [f.at] : shapeAt(f.at, f.facing, f.hexes);
    const plane = f.condition !== 'fighting' ? 'board.fallen' : rel(side) === 0 && typeof viewer === 'number' ? 'board.own' : 'board.enemy';
    for (const h of body) {
      const k = hexAt(h.q, h.r);
      if (k >= 0) out[o[plane]! + k] = 1;
    }
  }

  const W = L.weapons.size + L.shields.size;
  for (const item of view.items) {
    const id = item.id;
    if (id >= L.items) continue;
    out[o['items.present']! + id] = 1;
    const ref = item.kind === 'weapon' ? L.weapons.get(item.ref) : L.shields.get(item.ref);
    if (ref !== undefined) out[o['items.ref']! + id * W + (item.kind === 'weapon' ? 0 : L.weapons.size) + ref] = 1;
    out[o['items.state']! + id * ITEM_STATES.length + ITEM_STATES.indexOf(item.state)] = 1;
    if (item.at !== null) {
      out[o['items.position']! + id * 2] = (item.at.q + R) / (2 * R);
      out[o['items.position']! + id * 2 + 1] = (item.at.r + R) / (2 * R);
      const k = hexAt(item.at.q, item.at.r);
      if (k >= 0) out[o['board.items']! + k] = Math.min(1, out[o['board.items']! + k]! + 1 / 3);
    }
    const holder = item.holder === null ? undefined : view.figures[item.holder];
    if (holder !== undefined) {
      out[o['items.holder']! + id * (P + 1)] = (holder.id + 1) / F;
      out[o['items.holder']! + id * (P + 1) + 1 + rel(holder.side)] = 1;
      if (holder.id < F && ref !== undefined) {
        if (item.state === 'ready' && item.kind === 'weapon') out[o['figures.ready']! + holder.id * L.weapons.size + ref] = 1;
        else if (item.state === 'ready') out[o['figures.shield']! + holder.id * L.shields.size + ref] = 1;
        else if (item.state === 'slung') {
          const k = o['figures.slung']! + holder.id * W + (item.kind === 'weapon' ? 0 : L.weapons.size) + ref;
          out[k] = Math.min(1, out[k]! + 1 / 3);
        }
      }
    }
    const flags = o['items.flags']! + id * 4;
    out[flags] = scale(item.reload, 2);
    if (item.charged !== null) {
      out[flags + 1] = 1;
      const wizard = view.figures[item.charged];
      if (wizard !== undefined && typeof viewer === 'number' && wizard.side === viewer) out[flags + 2] = 1;
    }
    out[flags + 3] = item.cracked ? 1 : 0;
  }
  for (const t of view.terrain) {
    const k = hexAt(t.at.q, t.at.r);
    if (k >= 0) out[o[`board.${t.kind}`]! + k] = 1;
  }
  return out;
}
