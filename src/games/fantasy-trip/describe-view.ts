/**
 * A seat's view for a person at a terminal (`describeView`): the turn, a text map of the arena,
 * then every figure. Reads only the view, so it shows no more than the view does (FT-38).
 *
 * The map is drawn pointy-top, row r downward, each row shifted half a hex from the one above.
 * Rows are lettered from the top and a ruler above gives each column's number, so a hex reads as
 * its row and column, `H15` (the labels `describeAction` uses, see `hexLabel`). A figure shows as
 * its letter from the list below, an arrow for its facing and a mark for how it stands.
 */
import { shapeAt } from './rules/body.js';
import { DIRECTION_NAMES, hexLabel } from './describe.js';
import type { FantasyTripFigureView, FantasyTripTerrainKind, FantasyTripView, FantasyTripWounds } from './types.js';

/** Facing arrows, by direction (east, south-east, south-west, west, north-west, north-east). */
const ARROWS = ['→', '↘', '↙', '←', '↖', '↗'] as const;
const TERRAIN: Readonly<Record<FantasyTripTerrainKind, string>> = { fire: ' ^ ', shadow: ' % ', wall: '###', slippery: ' ~ ' };
const LETTERS = 'abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ';

/** A figure's letter on the map: a…z, then A…Z, then `*` for any beyond. */
const letterOf = (id: number): string => LETTERS[id] ?? '*';

/** How a figure stands, as the third character of its cell. */
function mark(f: FantasyTripFigureView): string {
  if (f.condition !== 'fighting') return 'x';
  switch (f.posture) {
    case 'down':
    case 'prone':
      return '_';
    case 'kneeling':
      return 'k';
    case 'hth':
      return '!';
    default:
      return ' ';
  }
}

/** The arena drawn as text, with the ruler and row letters of `hexLabel`. */
export function describeMap(view: FantasyTripView): string[] {
  const radius = view.config.arenaRadius;
  const width = 4 * radius + 1;
  const cells = new Map<string, string>();
  const key = (q: number, r: number): string => `${q},${r}`;
  for (const item of view.items) if (item.holder === null && item.at !== null && item.at !== undefined) cells.set(key(item.at.q, item.at.r), ' + ');
  for (const t of view.terrain) cells.set(key(t.at.q, t.at.r), TERRAIN[t.kind]);
  // Bodies first, then fighting figures over them (a figure may stand over a body, FT-9).
  const order = [...view.figures].sort((a, b) => (a.condition === 'fighting' ? 1 : 0) - (b.condition === 'fighting' ? 1 : 0));
  for (const f of order) {
    if (f.condition === 'gone') continue;
    const body = f.hexes > 1 ? shapeAt(f.at, f.facing, f.hexes) : [f.at];
    for (const [i, h] of body.entries()) cells.set(key(h.q, h.r), i === 0 ? `${letterOf(f.id)}${ARROWS[f.facing]}${mark(f)}` : `${letterOf(f.id)}${letterOf(f.id)}${mark(f)}`);
  }
  const rowLabel = (r: number): string => hexLabel({ q: Math.max(-radius, -radius - r), r }, radius).replace(/\d+$/, '');
  const margin = Math.max(...Array.from({ length: 2 * radius + 1 }, (_, i) => rowLabel(i - radius).length)) + 1;
  // The ruler: tens over units, each digit above the middle of its column's cells.
  const tens = new Array<string>(2 * width + 1).fill(' ');
  const units = new Array<string>(2 * width + 1).fill(' ');
  for (let column = 1; column <= width; column++) {
    const at = 2 * (column - 1) + 1;
    if (column >= 10) tens[at] = String(Math.floor(column / 10));
    units[at] = String(column % 10);
  }
  const lines = [`${' '.repeat(margin)}${tens.join('')}`.trimEnd(), `${' '.repeat(margin)}${units.join('')}`.trimEnd()];
  for (let r = -radius; r <= radius; r++) {
    const row = new Array<string>(2 * width + 1).fill(' ');
    for (let q = Math.max(-radius, -radius - r); q <= Math.min(radius, radius - r); q++) {
      const x = 2 * (2 * q + r + 2 * radius);
      const cell = cells.get(key(q, r)) ?? ' . ';
      for (let i = 0; i < 3; i++) row[x + i] = cell[i]!;
    }
    lines.push(`${rowLabel(r).padEnd(margin)}${row.join('')}`.trimEnd());
  }
  return lines;
}

/** A figure's wounds from aimed shots and crippling hits (FT-59, FT-60), in words. */
function woundsText(w: FantasyTripWounds, turn: number): string {
  const parts: string[] = [];
  const limbs = [['weapon arm', w.weaponArm], ['shield arm', w.shieldArm], ['right leg', w.rightLeg], ['left leg', w.leftLeg]] as const;
  for (const [label, state] of limbs) if (state !== 'sound') parts.push(`${label} ${state === 'lost' ? 'lost' : 'useless'}`);
  if (w.hobbledUntil !== null) parts.push(`on one knee until turn ${w.hobbledUntil}`);
  if (w.stunnedTurn !== null) parts.push(w.stunnedTurn === turn ? 'stunned (−4 DX)' : 'stunned next turn (−4 DX)');
  return parts.join(', ');
}

export function describeView(view: FantasyTripView): string {
  const radius = view.config.arenaRadius;
  const turn = view.turn;
  // Whose move or action it is, with the hexes it has used, so a person sees what the choices are for.
  const movingId = turn.phase === 'movement' ? turn.moving : turn.phase === 'actions' ? (turn.queue[turn.next] ?? null) : null;
  const mover = movingId === null ? undefined : view.figures[movingId];
  const now = mover === undefined ? '' : turn.phase === 'movement' ? `; ${mover.name} (${letterOf(mover.id)}) is moving, ${mover.moved} MA used` : `; ${mover.name} (${letterOf(mover.id)}) acts`;
  const lines = [`Turn ${turn.number}, ${turn.phase}${now}${view.survivors === null ? '' : ` (over: ${view.survivors.map((s) => `side ${s + 1}`).join(', ') || 'nobody'} left)`}`];
  lines.push(...describeMap(view));
  lines.push('Key: letter = figure, arrow = facing; _ down or prone, k kneeling, ! hand-to-hand, x out; + weapon on the ground; ^ fire, % shadow, ### wall, ~ slippery.');
  for (const f of view.figures) {
    if (f.condition === 'gone') continue;
    const gear = view.items.filter((i) => i.holder === f.id).map((i) => `${i.ref}${i.state === 'slung' ? ' (slung)' : ''}`);
    const state = f.condition !== 'fighting' ? f.condition : f.posture === 'down' ? 'down' : f.posture === 'prone' || f.posture === 'kneeling' ? f.posture : f.posture === 'hth' ? 'in hand-to-hand' : 'standing';
    // ST spent on spells shows only where the view shows it: the seat's own figures (FT-38).
    const spent = f.fatigue !== null && f.fatigue > 0 ? `, ${f.fatigue} spent` : '';
    const made = f.creation === null ? '' : f.creation.kind === 'unknown' ? ' (created)' : ` (${f.creation.kind})`;
    const hurt = f.wounds === null ? '' : `; ${woundsText(f.wounds, view.turn.number)}`;
    lines.push(
      `  ${letterOf(f.id)} side ${f.side + 1} ${f.name}${made}: ST ${f.st - f.hits}/${f.st}${spent} DX ${f.dx}, at ${hexLabel(f.at, radius)}${f.hexes > 1 ? ` (head of ${f.hexes} hexes)` : ''} facing ${DIRECTION_NAMES[f.facing]}, ${state}${gear.length > 0 ? `; ${gear.join(', ')}` : ''}${hurt}`,
    );
  }
  const ground = view.items.filter((i) => i.holder === null && i.at !== null && i.at !== undefined);
  if (ground.length > 0) lines.push(`  on the ground: ${ground.map((i) => `${i.ref}${i.state === 'broken' ? ' (broken)' : ''} at ${hexLabel(i.at!, radius)}`).join(', ')}`);
  return lines.join('\n');
}
