/**
 * The shape of a saved Fantasy Trip state, field by field, for `parseState` (DESIGN §8), and the
 * facts across fields the rules rely on: figures are the config's builds, each on its own arena
 * hex; every item is in exactly one place; the turn's references point at real figures and seats,
 * and each step of the turn waits on something that is there.
 */
import { sideOf, stNow } from './rules/figures.js';
import { bool, ensure, int, list, nullable, object, oneOf, refine, str, variant, type Schema, fromParser } from '../../core/schema.js';
import { hexDistance } from '../../core/hex.js';
import { bodyHexes, covers } from './rules/body.js';
import { contentPack } from './content/editions.js';
import { spellById } from './content/spells.js';
import { creatureById } from './content/creatures.js';
import { hasLimbs, HOBBLE_TURNS } from './content/aims.js';
import { parseConfig, MAX_FIGURES, MAX_FIGURES_PER_SIDE, MAX_ITEMS, MAX_SIDES } from './parse-config.js';
import { FANTASY_TRIP_AIMS, FANTASY_TRIP_OPTIONS, FANTASY_TRIP_PHASES, type FantasyTripConfig, type FantasyTripEvent, type FantasyTripFigure, type FantasyTripState } from './types.js';

const BUILD_FIGURES = MAX_SIDES * MAX_FIGURES_PER_SIDE;
const spellId = refine(str(40), (id, path) => ensure(spellById(id) !== undefined, path, `unknown spell ${id}`));
const creatureId = refine(str(40), (id, path) => ensure(creatureById(id) !== undefined, path, `unknown creature ${id}`));
/** A cast's `looks`: a creature a creation looks like, or the attribute Aid raises (FT-44). */
const castLooks = refine(str(40), (id, path) => ensure(creatureById(id) !== undefined || id === 'st' || id === 'dx' || id === 'iq', path, `unknown creature or attribute ${id}`));
const terrainKind = oneOf(['fire', 'shadow', 'wall', 'slippery'] as const);
const creationKind = oneOf(['summoned', 'image', 'illusion'] as const);
const seat = int(0, MAX_SIDES - 1);
const figureId = int(0, MAX_FIGURES - 1);
const itemId = int(0, MAX_ITEMS - 1);
const coordinate = int(-100, 100);
const hex = object({ q: coordinate, r: coordinate });
const direction = int(0, 5);
const count = int(0, 1_000_000);
const signed = int(-1_000_000, 1_000_000);
const die = int(1, 6);
const name = str(60);
const option = oneOf(FANTASY_TRIP_OPTIONS);
const aim = oneOf(FANTASY_TRIP_AIMS);
const limb = oneOf(['sound', 'disabled', 'lost'] as const);

/** The config, read by the game's own parser (its refusals become this state's). */
const config: Schema<FantasyTripConfig> = fromParser(parseConfig);

/** An arena radius an event may carry (FT-4: 4 to 15). */
const radius = int(4, 15);

const event = variant('type', {
  turnStarted: { turn: count },
  initiativeRolled: { rolls: list(nullable(die), { max: MAX_SIDES }), winner: nullable(seat) },
  moveOrder: { order: list(seat, { max: MAX_SIDES }) },
  optionChosen: { figure: figureId, name, option },
  moved: { arenaRadius: radius, figure: figureId, name, from: hex, to: hex, hexes: int(1, 3) },
  faced: { figure: figureId, name, facing: direction },
  actionOrder: { queue: list(figureId, { max: MAX_FIGURES }), tieRolls: list(object({ figure: figureId, die }), { max: 10_000 }) },
  attacked: { figure: figureId, name, target: figureId, targetName: name, weapon: nullable(name), dice: list(die, { min: 3, max: 4 }), adjDX: signed, hit: bool, multiplier: int(1, 3), fumble: oneOf(['none', 'drop', 'break'] as const) },
  damaged: { figure: figureId, name, dice: list(die, { max: 20 }), rolled: count, stopped: count, hits: count, st: nullable(signed) },
  dazed: { figure: figureId, name },
  knockedDown: { figure: figureId, name },
  stoodUp: { figure: figureId, name },
  unconscious: { figure: figureId, name },
  died: { figure: figureId, name },
  itemDropped: { figure: figureId, name, item: itemId, ref: name },
  itemBroken: { figure: figureId, name, item: itemId, ref: name },
  itemReadied: { figure: figureId, name, item: itemId, ref: name },
  disengaged: { arenaRadius: radius, figure: figureId, name, from: hex, to: hex },
  teleported: { arenaRadius: radius, figure: figureId, name, from: hex, to: hex },
  hthAsked: { figure: figureId, name, target: figureId, targetName: name },
  finished: { figure: figureId, name, target: figureId, targetName: name },
  wallBroken: { arenaRadius: radius, at: hex },
  wallHeld: { arenaRadius: radius, at: hex, hits: int(0, 1000) },
  itemCracked: { figure: figureId, name, item: itemId, ref: name },
  crossed: { figure: figureId, name, dice: list(die, { min: 3, max: 3 }), adjDX: signed, success: bool },
  staffExploded: { figure: figureId, name, item: itemId },
  missileReversed: { figure: figureId, name, shooter: figureId, shooterName: name },
  passed: { figure: figureId, name },
  retreated: { arenaRadius: radius, striker: figureId, strikerName: name, victim: figureId, victimName: name, from: hex, to: hex },
  advanced: { arenaRadius: radius, figure: figureId, name, to: hex },
  shot: { figure: figureId, name, target: figureId, targetName: name, weapon: name, mode: oneOf(['missile', 'thrown'] as const), dice: list(die, { min: 3, max: 4 }), adjDX: signed, hit: bool, multiplier: int(1, 3), fumble: oneOf(['none', 'drop', 'break'] as const) },
  breathed: { figure: figureId, name, target: figureId, targetName: name, dice: list(die, { min: 3, max: 4 }), adjDX: signed, hit: bool, multiplier: int(1, 3), cost: int(1, 100) },
  grappled: { figure: figureId, name, target: figureId, targetName: name, dice: list(die, { max: 1000 }), result: oneOf(['hth', 'repelled', 'struck', 'joined', 'agreed', 'refused'] as const) },
  hthRoll: { figure: figureId, name, attempt: oneOf(['drawDagger', 'breakFree'] as const), dice: list(die, { min: 3, max: 4 }), adjDX: signed, success: bool },
  fightEnded: { survivors: list(seat, { max: MAX_SIDES }), draw: bool },
  spellCast: {
    arenaRadius: radius,
    figure: figureId,
    name,
    spell: nullable(spellId),
    kind: oneOf(['missile', 'thrown', 'creation', 'special'] as const),
    power: int(1, 3),
    target: nullable(figureId),
    at: nullable(hex),
    looks: nullable(castLooks),
    dice: list(die, { min: 3, max: 4 }),
    adjDX: signed,
    success: bool,
    multiplier: int(1, 3),
    cost: nullable(int(0, 100)),
  },
  spellTookHold: { figure: figureId, name, spell: spellId, power: int(1, 12), until: nullable(count) },
  spellEnded: { figure: figureId, name, spell: spellId },
  spellResisted: { figure: figureId, name, spell: spellId },
  saved: { figure: figureId, name, against: spellId, dice: list(die, { min: 3, max: 3 }), success: bool },
  created: { arenaRadius: radius, figure: figureId, name, looks: creatureId, at: hex, caster: figureId },
  vanished: { figure: figureId, name, kind: nullable(creationKind), why: oneOf(['hit', 'touched', 'disbelieved', 'killed', 'notRenewed', 'casterFell', 'destroyed'] as const) },
  disbelief: { figure: figureId, name, target: figureId, targetName: name, dice: nullable(list(die, { min: 3, max: 3 })), vanished: bool },
  renewed: { figure: figureId, name, spell: nullable(spellId), keep: bool, secret: bool },
  secretCast: { figure: figureId, name, target: figureId, targetName: name, spell: spellId, fake: bool, dice: list(die, { max: 4 }), adjDX: signed, success: bool, cost: int(0, 100) },
  secretShown: { figure: figureId, name, spell: spellId, fake: bool },
  secretEnded: { figure: figureId, name, spell: spellId },
  terrainCreated: { arenaRadius: radius, at: hex, kind: terrainKind, caster: figureId },
  rolledToMiss: { figure: figureId, name, past: figureId, pastName: name, dice: list(die, { min: 3, max: 3 }), adjDX: signed, hit: bool, multiplier: int(1, 3) },
  pileHit: { figure: figureId, name, target: figureId, targetName: name },
  postureChanged: { figure: figureId, name, posture: oneOf(['prone', 'kneeling'] as const) },
  waited: { figure: figureId, name, target: figureId, targetName: name, turns: int(1, 1000) },
  aimed: { figure: figureId, name, target: figureId, targetName: name, aim, penalty: int(1, 10) },
  aimedHit: { figure: figureId, name, aim, hits: count, result: oneOf(['none', 'stunned', 'knockedOut', 'dropped', 'hobbled', 'disabled', 'lost'] as const) },
  rolledToCripple: { figure: figureId, name, target: figureId, targetName: name, dice: list(die, { min: 2, max: 2 }), result: oneOf(['none', 'rightLeg', 'leftLeg', 'weaponArm', 'shieldArm', 'head'] as const) },
}) as Schema<FantasyTripEvent>;

const figure = object({
  id: figureId,
  side: seat,
  name,
  st: int(1, 100),
  dx: int(1, 100),
  iq: int(1, 100),
  ma: int(0, 100),
  armor: nullable(name),
  hits: count,
  at: hex,
  facing: direction,
  hexes: oneOf([1, 3, 4, 7] as const),
  posture: oneOf(['standing', 'down', 'hth', 'prone', 'kneeling'] as const),
  condition: oneOf(['fighting', 'unconscious', 'dead', 'gone'] as const),
  option: nullable(option),
  moved: int(0, 100),
  line: int(0, 100),
  engagedAtStart: bool,
  acted: bool,
  hitsThisTurn: count,
  struck: list(figureId, { max: MAX_FIGURES }),
  dazed: bool,
  shots: int(0, 10),
  lastShotTaken: bool,
  downSince: nullable(count),
  fatigue: int(0, 100),
  spells: list(spellId, { max: 40 }),
  effects: list(object({ spell: spellId, caster: figureId, power: int(1, 30), until: nullable(count), attribute: nullable(oneOf(['st', 'dx', 'iq'] as const)), secret: nullable(object({ fake: bool, paid: int(0, 100_000), notReal: list(spellId, { max: 5 }) })) }), { max: 64 }),
  creature: nullable(creatureId),
  creation: nullable(object({ kind: creationKind, caster: figureId, paid: int(0, 100_000), renewals: count, since: count, shown: bool, notImage: bool })),
  waiting: nullable(object({ target: figureId, turns: int(1, 1000), last: count })),
  stooping: bool,
  weakened: bool,
  wounds: nullable(object({ weaponArm: limb, shieldArm: limb, rightLeg: limb, leftLeg: limb, hobbledUntil: nullable(count), stunnedTurn: nullable(count) })),
});

const item = object({
  id: itemId,
  kind: oneOf(['weapon', 'shield'] as const),
  ref: name,
  holder: nullable(figureId),
  state: oneOf(['ready', 'slung', 'ground', 'broken'] as const),
  at: nullable(hex),
  reload: int(0, 10),
  charged: nullable(figureId),
  cracked: bool,
});

const turn = object({
  number: count,
  phase: oneOf(FANTASY_TRIP_PHASES),
  initiative: nullable(seat),
  order: list(seat, { max: MAX_SIDES }),
  mover: int(0, MAX_SIDES),
  moving: nullable(figureId),
  from: nullable(hex),
  queue: list(figureId, { max: MAX_FIGURES }),
  next: int(0, MAX_FIGURES),
  retreats: list(object({ striker: figureId, victim: figureId, vacated: nullable(hex) }), { max: MAX_FIGURES * MAX_FIGURES }),
  renewals: list(object({ figure: figureId, spell: nullable(spellId), secret: bool }), { max: MAX_FIGURES * 8 }),
  asking: nullable(object({ figure: figureId, target: figureId })),
});

const shape = object({
  config,
  figures: list(figure, { min: 2, max: MAX_FIGURES }),
  items: list(item, { max: MAX_ITEMS }),
  terrain: list(object({ at: hex, kind: terrainKind, caster: figureId }), { max: 1000 }),
  turn,
  survivors: nullable(list(seat, { max: MAX_SIDES })),
  events: list(event, { max: 100_000 }),
});

/** The state schema of The Fantasy Trip. */
export const fantasyTripStateSchema: Schema<FantasyTripState> = refine(shape as unknown as Schema<FantasyTripState>, checkConsistency);

function checkConsistency(state: FantasyTripState, path: string): void {
  const { config } = state;
  const pack = contentPack(config.edition);
  const builds = config.sides.flatMap((side, s) => side.map((build) => ({ build, side: s })));
  ensure(state.figures.length >= builds.length && builds.length <= BUILD_FIGURES, `${path}.figures`, `the config fields ${builds.length} figures, the state ${state.figures.length}`);
  state.figures.forEach((f, i) => {
    const at = `${path}.figures[${i}]`;
    ensure(f.id === i, `${at}.id`, 'a figure\'s id is its index');
    if (i < builds.length) {
      const { build, side } = builds[i]!;
      ensure(f.side === side && f.name === build.name && f.st === build.st && f.dx === build.dx && f.iq === build.iq && f.armor === build.armor, at, 'the figure must be the config\'s build');
      ensure(f.spells.length === build.spells.length && f.spells.every((s, k) => s === build.spells[k]), `${at}.spells`, 'a figure knows its build\'s spells');
      ensure(f.creature === null && f.creation === null, at, 'a build\'s figure is not a creation');
      ensure(f.hexes === 1, `${at}.hexes`, 'a build\'s figure covers one hex');
    } else {
      // A figure past the builds was made by a creation spell (FT-36): a creature of the table, on its caster's side.
      const creation = f.creation;
      ensure(creation !== null && f.creature !== null && creation.caster < builds.length && state.figures[creation.caster]!.side === f.side, at, 'a figure past the builds is a creation of a build\'s wizard, on its side');
      const creature = creatureById(f.creature!)!;
      ensure(f.st === creature.st && f.dx === creature.dx && f.iq === creature.iq && f.ma === creature.ma && f.armor === null && f.spells.length === 0, at, 'a created figure has its creature\'s attributes');
      ensure(f.hexes === creature.hexes, `${at}.hexes`, 'a created figure covers as many hexes as its creature (FT-57)');
    }
    ensure(f.effects.every((e) => e.caster < state.figures.length), `${at}.effects`, 'no such caster');
    ensure(bodyHexes(f).every((h) => hexDistance(h, { q: 0, r: 0 }) <= config.arenaRadius), `${at}.at`, 'the figure stands outside the arena');
    ensure(f.hits <= f.st + 1000, `${at}.hits`, 'hits out of range');
    // ST now, with what an Aid lends (FT-44).
    const st = stNow(f);
    if (f.condition !== 'gone') {
      ensure((f.condition === 'fighting') === (st > pack.unconsciousAt), `${at}.condition`, 'the condition does not match ST');
      ensure((f.condition === 'dead') === (st < pack.deadBelow), `${at}.condition`, 'dead exactly when ST is below the edition\'s threshold');
    } else {
      ensure(f.creation !== null, `${at}.condition`, 'only a created figure is gone');
    }
    ensure(f.condition === 'fighting' || f.posture === 'down', `${at}.posture`, 'an unconscious or dead figure lies down');
    ensure(f.struck.every((v) => v < state.figures.length && v !== f.id), `${at}.struck`, 'struck lists other figures');
    // Two fighting figures share a hex only in hand-to-hand; one that fell there lies where it fell (FT-18).
    for (let j = 0; j < i; j++) {
      const other = state.figures[j]!;
      const allowed = (f.posture === 'hth' && other.posture === 'hth') || f.condition !== 'fighting' || other.condition !== 'fighting';
      // Figures of several hexes overlap nothing standing (FT-57).
      ensure(!bodyHexes(f).some((h) => covers(other, h.q, h.r)) || allowed, `${at}.at`, `figures ${j} and ${i} share a hex outside hand-to-hand`);
    }
    ensure(f.posture !== 'hth' || f.condition === 'fighting', `${at}.posture`, 'only a fighting figure is in hand-to-hand');
    if (f.wounds !== null) checkWounds(state, f, at);
  });
  state.items.forEach((it, i) => {
    const at = `${path}.items[${i}]`;
    ensure(it.id === i, `${at}.id`, 'an item\'s id is its index');
    ensure(it.kind === 'weapon' ? Object.hasOwn(pack.weapons, it.ref) : Object.hasOwn(pack.shields, it.ref), `${at}.ref`, `unknown ${it.kind} ${it.ref}`);
    const carried = it.state === 'ready' || it.state === 'slung';
    ensure(carried === (it.holder !== null) && carried === (it.at === null), at, 'a carried item has a holder and no hex; one on the ground has a hex and no holder');
    ensure(it.holder === null || it.holder < state.figures.length, `${at}.holder`, 'no such figure');
  });
  for (const f of state.figures) {
    for (const kind of ['weapon', 'shield'] as const) {
      ensure(state.items.filter((it) => it.holder === f.id && it.kind === kind && it.state === 'ready').length <= 1, `${path}.items`, `${f.name} holds more than one ${kind} ready`);
    }
  }
  const t = state.turn;
  ensure(t.order.every((s) => s < config.players) && new Set(t.order).size === t.order.length, `${path}.turn.order`, 'the move order lists distinct seats');
  ensure(t.initiative === null || t.initiative < config.players, `${path}.turn.initiative`, 'no such seat');
  ensure(t.mover <= t.order.length, `${path}.turn.mover`, 'past the move order');
  ensure(t.queue.every((id) => id < state.figures.length) && new Set(t.queue).size === t.queue.length, `${path}.turn.queue`, 'the action order lists distinct figures');
  ensure(t.next <= t.queue.length, `${path}.turn.next`, 'past the action order');
  ensure(t.moving === null || (t.moving < state.figures.length && sideOf(state, state.figures[t.moving]!) === t.order[t.mover] && state.figures[t.moving]!.option !== null), `${path}.turn.moving`, 'the moving figure must be the moving side\'s and have an option');
  ensure(t.retreats.every((r) => r.striker < state.figures.length && r.victim < state.figures.length), `${path}.turn.retreats`, 'no such figure');
  ensure(t.renewals.every((r) => r.figure < state.figures.length && (r.spell !== null || state.figures[r.figure]!.creation !== null)), `${path}.turn.renewals`, 'a renewal names a figure and one of its spells, or a creation');
  ensure(state.terrain.every((x) => x.caster < state.figures.length && hexDistance(x.at, { q: 0, r: 0 }) <= config.arenaRadius), `${path}.terrain`, 'created terrain lies in the arena and names its caster');
  ensure(t.phase !== 'initiative' || t.initiative !== null, `${path}.turn.initiative`, 'the initiative phase waits on its winner');
  ensure((t.phase === 'over') === (state.survivors !== null), `${path}.survivors`, 'survivors are set exactly when the fight is over');
  ensure(state.survivors === null || state.survivors.every((s) => s < config.players), `${path}.survivors`, 'no such seat');
  checkReachable(state, path);
}

/**
 * Wounds only the optional rules give, and only as they give them (FT-59, FT-60): a limb only a
 * figure with limbs has; lost limbs, lameness and a stunned head only from aimed shots; lameness
 * and a stun due no later than they can last; no weapon (nor a two-handed one) or shield held in a
 * useless hand; and `wounds` null rather than all sound.
 */
function checkWounds(state: FantasyTripState, f: FantasyTripFigure, at: string): void {
  const w = f.wounds!;
  const { aimedShots, cripplingHits } = state.config;
  const now = state.turn.number;
  const limbs = [w.weaponArm, w.shieldArm, w.rightLeg, w.leftLeg];
  ensure(aimedShots || cripplingHits, `${at}.wounds`, 'wounds come only from aimed shots or crippling hits, which this config does not play (FT-59, FT-60)');
  ensure(limbs.some((l) => l !== 'sound') || w.hobbledUntil !== null || w.stunnedTurn !== null, `${at}.wounds`, 'a figure with no wound has wounds null (FT-59)');
  ensure(hasLimbs(f) || limbs.every((l) => l === 'sound'), `${at}.wounds`, 'only a one-hex figure of a build or a myrmidon has limbs to lose (FT-59)');
  ensure(aimedShots || (limbs.every((l) => l !== 'lost') && w.hobbledUntil === null && w.stunnedTurn === null), `${at}.wounds`, 'only an aimed shot takes a limb off, hobbles or stuns (FT-59); a crippling hit disables (FT-60)');
  ensure(w.hobbledUntil === null || (w.hobbledUntil >= now && w.hobbledUntil <= now + HOBBLE_TURNS), `${at}.wounds.hobbledUntil`, `a leg hit hobbles for ${HOBBLE_TURNS} turns after the hit (FT-59)`);
  ensure(w.stunnedTurn === null || (w.stunnedTurn >= now && w.stunnedTurn <= now + 1), `${at}.wounds.stunnedTurn`, 'a head hit stuns in the turn after the hit (FT-59)');
  const pack = contentPack(state.config.edition);
  for (const item of state.items) {
    if (item.holder !== f.id || item.state !== 'ready') continue;
    const twoHanded = item.kind === 'weapon' && pack.weapons[item.ref]?.twoHanded === true;
    ensure(item.kind !== 'weapon' || w.weaponArm === 'sound', `${at}.wounds.weaponArm`, 'a figure holds no weapon in a useless weapon arm (FT-59, FT-60)');
    ensure((item.kind !== 'shield' && !twoHanded) || w.shieldArm === 'sound', `${at}.wounds.shieldArm`, 'a figure holds no shield, nor a two-handed weapon, with a useless shield arm (FT-59, FT-60)');
  }
}

/**
 * What play never leaves behind: a wizard who spent more ST than it had without a wound to show for
 * it (FT-35), an image or illusion outliving its maker (FT-36), and a turn step waiting on a
 * figure, side or offer that is not there (the steps of the turn, in order: FT-7, FT-21, FT-35).
 */
function checkReachable(state: FantasyTripState, path: string): void {
  state.figures.forEach((f, i) => {
    const at = `${path}.figures[${i}]`;
    // Spending stops at ST 0 (FT-35): only a wound takes ST now below what fatigue alone could.
    ensure(f.hits > 0 || f.fatigue <= f.st, `${at}.fatigue`, 'a figure spends no more ST on spells than it has (FT-35)');
    const creation = f.creation;
    if (creation !== null && creation.kind !== 'summoned' && f.condition === 'fighting') {
      ensure(state.figures[creation.caster]!.condition === 'fighting', `${at}.creation.caster`, `an ${creation.kind} vanishes when its maker falls (FT-36)`);
    }
  });
  const t = state.turn;
  ensure(t.number >= 1, `${path}.turn.number`, 'turns are numbered from 1');
  ensure(t.phase === 'over' || t.number <= state.config.turnLimit, `${path}.turn.number`, `the fight ends at the turn limit of ${state.config.turnLimit}`);
  ensure(t.moving === null || t.phase === 'movement', `${path}.turn.moving`, 'a figure moves only in the movement step (FT-7)');
  ensure(t.asking === null || t.phase === 'actions', `${path}.turn.asking`, 'a foe is asked to agree to hand-to-hand only in the action step (FT-53)');
  ensure((t.renewals.length > 0) === (t.phase === 'renew'), `${path}.turn.renewals`, 'the renew step lasts while spells or creations wait to be kept or let go (FT-35)');
  ensure(t.retreats.length === 0 || t.phase === 'actions' || t.phase === 'retreat', `${path}.turn.retreats`, 'force retreats are earned in the action step and taken after it (FT-21)');
  ensure(t.phase !== 'retreat' || t.retreats.length > 0, `${path}.turn.retreats`, 'the retreat step lasts while a force retreat waits (FT-21)');
  ensure(t.phase !== 'movement' || t.mover < t.order.length, `${path}.turn.mover`, 'in the movement step a side in the move order is moving (FT-7)');
  if (t.phase === 'actions' && t.asking === null) {
    const next = t.queue[t.next];
    ensure(next !== undefined && state.figures[next]!.condition === 'fighting', `${path}.turn.next`, 'in the action step the next figure in the action order is one still fighting (FT-38)');
  }
}
