/**
 * The layers of a map of the cavern, for any layout (the whole cavern, or the close-up around the
 * seat's mage): the history map with fog, the artifacts and mages where the seat knows them, its
 * plan's path, the way its race's artifact lies, and the hexes its next move order can go to.
 * Everything comes from the view; sizes scale with the layout's hex radius.
 */
import {
  ARTIFACTS,
  HEX_COUNT,
  artifactById,
  hexLabel,
  neighbour,
  raceById,
  terrainOf,
  type ArtifactId,
  type MagikaAction,
  type MagikaBearing,
  type MagikaDirection,
  type MagikaHex,
  type MagikaOwnMage,
  type MagikaSightHex,
  type MagikaTeam,
  type MagikaView,
  type TerrainNumber,
} from 'rulebooks/magika';
import type { MenuItem } from 'rulebooks/client';
import { clickable, svg, tooltip } from '../../ui/dom.js';
import { ARTIFACT_FILL, FOG, FOG_EDGE, TEAM_FILL, TEAM_INK, TERRAIN_FILL } from './palette.js';
import { bearingVector, corners, type Layout } from './geometry.js';
import { seatText, seenText, terrainText } from './words.js';
import { moveEstimate, plannedPath } from './plan.js';

/** The seat's latest recon, by hex. */
export type Sight = ReadonlyMap<MagikaHex, MagikaSightHex>;

export function sightOf(view: MagikaView): Sight {
  return new Map((view.report?.sight ?? []).map((cell) => [cell.hex, cell]));
}

/** How a hex looks: its terrain where known, and whether it is in sight now. */
function look(view: MagikaView, sight: Sight, hex: MagikaHex): { terrain: TerrainNumber | 0; cell: MagikaSightHex | undefined } {
  const cell = sight.get(hex);
  return { terrain: (cell?.terrain ?? view.knowledge?.terrain[hex] ?? 0) as TerrainNumber | 0, cell };
}

/** Shared pieces every map refers to (arrow heads, the Globe's shine). Drawn once, in the cavern. */
export function defs(): SVGDefsElement {
  return svg(
    'defs',
    {},
    svg('marker', { id: 'mg-arrow', viewBox: '0 0 10 10', refX: 7, refY: 5, markerWidth: 5, markerHeight: 5, orient: 'auto-start-reverse' }, svg('path', { d: 'M0,0 L10,5 L0,10 z', fill: '#ffd34d' })),
    svg('marker', { id: 'mg-bearing', viewBox: '0 0 10 10', refX: 7, refY: 5, markerWidth: 6, markerHeight: 6, orient: 'auto' }, svg('path', { d: 'M0,0 L10,5 L0,10 z', fill: ARTIFACT_FILL.racial })),
    svg('radialGradient', { id: 'mg-globe-fill' }, svg('stop', { offset: '0%', 'stop-color': '#fff7c9' }), svg('stop', { offset: '100%', 'stop-color': '#a57f12' })),
  );
}

/** The history map: terrain bright where in sight now, dimmed where remembered, fog where never seen. */
export function hexes(view: MagikaView, sight: Sight, at: Layout, labelled: boolean): SVGGElement {
  const layer = svg('g', { class: 'mg-hexes' });
  const reportTurn = view.report?.turn ?? 0;
  const s = at.size;
  for (let hex = 0; hex < HEX_COUNT; hex++) {
    if (!at.shows(hex)) continue;
    const { x, y } = at.centre(hex);
    const { terrain, cell } = look(view, sight, hex);
    const label = hexLabel(hex);
    // Fog is a flat slate with a lighter edge (a hatched pattern looked better but cost ~50 ms a
    // repaint in software rendering, on every order written).
    let fill = FOG;
    let opacity = 1;
    let words = `${label}: never seen (fog)`;
    if (terrain !== 0) {
      fill = TERRAIN_FILL[terrain - 1] ?? FOG;
      if (cell !== undefined) words = `${label}: ${terrainText(terrain)}. In sight now (ring ${cell.ring}, report of turn ${reportTurn}).`;
      else {
        // Remembered terrain may have changed since (elemental spells): dimmed, as old news.
        opacity = 0.42;
        words = `${label}: ${terrainText(terrain)}, as last seen; out of sight now.`;
      }
    }
    if (cell !== undefined && cell.occupied && cell.mages.length === 0 && view.me?.hex !== hex) words += ' Someone stands here; ring 3 shows no more.';
    const group = svg(
      'g',
      { class: 'mg-hex', 'data-hex': label },
      svg('polygon', { points: corners(x, y, s - 0.6), fill, 'fill-opacity': opacity, stroke: cell !== undefined ? 'rgba(20,20,20,0.35)' : terrain === 0 ? FOG_EDGE : 'rgba(0,0,0,0.25)', 'stroke-width': 0.8 }),
      // The outermost ring of the recon gets a light edge: the border of what is seen now.
      cell !== undefined && cell.ring >= 3 ? svg('polygon', { points: corners(x, y, s - 2.2), fill: 'none', stroke: 'rgba(255,255,255,0.35)', 'stroke-width': 0.8 }) : null,
      tooltip(words),
    );
    if (labelled) {
      const dark = terrain === 0 || terrain === 1 || terrain === 4 || terrain === 6 || terrain === 10;
      const ink = cell === undefined ? '#c9ccd3' : dark ? '#f4f1ea' : '#2b2820';
      group.append(svg('text', { x, y: y - s * 0.5, 'text-anchor': 'middle', 'font-size': s * 0.34, fill: ink, opacity: 0.8, 'pointer-events': 'none' }, label));
      group.append(svg('text', { x, y: y + s * 0.8, 'text-anchor': 'middle', 'font-size': s * 0.3, fill: ink, 'pointer-events': 'none' }, terrain === 0 ? '?' : (terrainOf(terrain).name.split(',')[0] ?? '')));
    }
    layer.append(group);
  }
  return layer;
}

/** Where the seat knows each artifact to be: from its latest report, or remembered from an older one. */
export function artifacts(view: MagikaView, at: Layout): SVGGElement {
  const layer = svg('g', { class: 'mg-artifacts' });
  // Once the game is over every mage is shown with what it holds: no guesses are drawn.
  if (view.final !== null) return layer;
  const known = view.knowledge?.artifacts ?? [];
  const reportTurn = view.report?.turn ?? 0;
  const own = new Set(view.me?.artifacts ?? []);
  const byHex = new Map<MagikaHex, { id: ArtifactId; text: string; now: boolean }[]>();
  ARTIFACTS.forEach((artifact, index) => {
    const sighting = known[index];
    if (sighting == null || own.has(artifact.id) || !at.shows(sighting.hex)) return;
    const now = sighting.turn === reportTurn;
    const where = sighting.holder === null ? `lying at ${hexLabel(sighting.hex)} (or held by a mage there you could not see)` : `held by ${seatText(view.roster, sighting.holder)} at ${hexLabel(sighting.hex)}`;
    const entry = { id: artifact.id, now, text: `${artifact.name} (${artifact.class} artifact): ${where}, ${now ? 'in your latest report' : `last known on turn ${sighting.turn}`}.` };
    byHex.set(sighting.hex, [...(byHex.get(sighting.hex) ?? []), entry]);
  });
  const k = at.size / 16;
  for (const [hex, entries] of byHex) {
    const { x, y } = at.centre(hex);
    entries.forEach((entry, i) => {
      const artifact = artifactById(entry.id)!;
      const cx = x + (i - (entries.length - 1) / 2) * 8 * k;
      const cy = y - at.size * 0.5;
      const r = 4.6 * k;
      layer.append(
        svg(
          'polygon',
          {
            points: `${cx},${cy - r} ${cx + r},${cy} ${cx},${cy + r} ${cx - r},${cy}`,
            fill: ARTIFACT_FILL[artifact.class],
            stroke: '#1a1a1a',
            'stroke-width': 0.9,
            'fill-opacity': entry.now ? 1 : 0.55,
            'stroke-dasharray': entry.now ? undefined : '1.5 1.2',
            class: 'mg-artifact',
            'data-artifact': entry.id,
            'data-hex': hexLabel(hex),
          },
          tooltip(entry.text),
        ),
      );
    });
  }
  return layer;
}

/** The plan's moves as arrows, each with its phase. */
export function planPath(me: MagikaOwnMage, at: Layout): SVGGElement {
  const layer = svg('g', { class: 'mg-plan-path', 'pointer-events': 'none' });
  const k = at.size / 16;
  for (const step of plannedPath(me)) {
    if (step.to === step.from || !at.shows(step.from) || !at.shows(step.to)) continue;
    const a = at.centre(step.from);
    const b = at.centre(step.to);
    const ox = (b.x - a.x) * 0.2;
    const oy = (b.y - a.y) * 0.2;
    const mx = (a.x + b.x) / 2;
    const my = (a.y + b.y) / 2;
    layer.append(
      svg('line', { x1: a.x + ox, y1: a.y + oy, x2: b.x - ox, y2: b.y - oy, stroke: '#ffd34d', 'stroke-width': 3 * k, 'stroke-linecap': 'round', 'marker-end': 'url(#mg-arrow)' }),
      svg('circle', { cx: mx, cy: my, r: 5.2 * k, fill: '#ffd34d', stroke: '#5a4500', 'stroke-width': 0.8 }),
      svg('text', { x: mx, y: my + 2.6 * k, 'text-anchor': 'middle', 'font-size': 7.5 * k, 'font-weight': 700, fill: '#3a2c00' }, String(step.phase)),
    );
  }
  return layer;
}

/** A mage to draw: where, how sure, and the words of its tooltip. */
interface Token {
  readonly seat: number | null;
  readonly hex: MagikaHex;
  readonly team: MagikaTeam | null;
  /** Seen in the latest report (or the seat's own mage), or only remembered. */
  readonly now: boolean;
  readonly text: string;
  /** The letter drawn on it, or '?' for a mage ring 3 shows only as "someone". */
  readonly mark: string;
  readonly ebon: boolean;
}

function tokensOf(view: MagikaView, sight: Sight): Token[] {
  const roster = view.roster;
  const isEbon = (seat: number): boolean => roster[seat]?.ebon === true;
  const tokens: Token[] = [];
  if (view.final !== null) {
    // The game is over: every mage is public.
    for (const mage of view.final.mages) {
      const held = mage.artifacts.map((id) => artifactById(id)?.name ?? id);
      const text = `${seatText(roster, mage.seat)} ended at ${hexLabel(mage.hex)}: ${raceById(mage.race)?.name ?? mage.race}, ${mage.alignment}, Endurance ${mage.endurance}/${mage.maxEndurance}, Arcania ${mage.arcania}/${mage.maxArcania}${held.length === 0 ? '' : `, holding ${held.join(', ')}`}.`;
      tokens.push({ seat: mage.seat, hex: mage.hex, team: mage.team, now: true, mark: roster[mage.seat]?.letter ?? '?', ebon: isEbon(mage.seat), text });
    }
    return tokens;
  }
  const reportTurn = view.report?.turn ?? 0;
  view.knowledge?.sightings.forEach((sighting, seat) => {
    if (sighting === null || seat === view.viewer) return;
    const now = sighting.turn === reportTurn;
    const how = sighting.seen.ring < 0 ? 'reported by the team' : `seen from ring ${sighting.seen.ring}`;
    const details = seenText(sighting.seen);
    tokens.push({
      seat,
      hex: sighting.hex,
      team: sighting.seen.team,
      now,
      mark: roster[seat]?.letter ?? '?',
      ebon: isEbon(seat),
      text: `${seatText(roster, seat)}${isEbon(seat) ? ', the Ebon Mage,' : ''} ${now ? 'is' : 'was'} at ${hexLabel(sighting.hex)} ${now ? 'in your latest report' : `on turn ${sighting.turn}, when last seen`} (${how})${details === '' ? '' : `: ${details}`}.`,
    });
  });
  // Hexes seen occupied from ring 3 by nobody the report names: "someone" stands there.
  const named = new Set(tokens.filter((t) => t.now).map((t) => t.hex));
  for (const cell of sight.values()) {
    if (!cell.occupied || cell.mages.length > 0 || named.has(cell.hex) || cell.hex === view.me?.hex) continue;
    tokens.push({ seat: null, hex: cell.hex, team: null, now: true, mark: '?', ebon: false, text: `Someone stands at ${hexLabel(cell.hex)}: ring ${cell.ring} shows no name.` });
  }
  return tokens;
}

/** The mages: those seen now, those remembered (faded, dashed), someone unnamed, and the seat's own. */
export function tokens(view: MagikaView, sight: Sight, at: Layout): SVGGElement {
  const layer = svg('g', { class: 'mg-tokens' });
  const all = tokensOf(view, sight).filter((token) => at.shows(token.hex));
  // Remembered mages first, so a mage seen now is drawn over an old sighting in the same hex.
  all.sort((a, b) => Number(a.now) - Number(b.now));
  const me = view.final === null ? view.me : null;
  const count = new Map<MagikaHex, number>();
  const slot = (hex: MagikaHex): number => {
    const n = count.get(hex) ?? (me?.hex === hex ? 1 : 0);
    count.set(hex, n + 1);
    return n;
  };
  for (const token of all) layer.append(drawToken(token, slot(token.hex), false, at));
  if (me !== null && at.shows(me.hex)) {
    const entry = view.roster[me.seat];
    const text = `You: ${seatText(view.roster, me.seat)} at ${hexLabel(me.hex)}, ${raceById(me.race)?.name ?? me.race}, ${me.alignment}, ${me.team === 'black' ? 'no cloak' : `${me.team} cloak`}, ${me.status}.`;
    layer.append(drawToken({ seat: me.seat, hex: me.hex, team: me.team, now: true, mark: entry?.letter ?? '?', ebon: entry?.ebon ?? false, text }, 0, true, at));
  }
  return layer;
}

function drawToken(token: Token, slot: number, self: boolean, at: Layout): SVGGElement {
  const { x, y } = at.centre(token.hex);
  const k = at.size / 16;
  // Several mages in one hex sit side by side, a little smaller.
  const shift = slot === 0 ? 0 : (slot % 2 === 1 ? 1 : -1) * Math.ceil(slot / 2) * 7 * k;
  const r = (slot === 0 ? 0.62 : 0.5) * at.size;
  const cx = x + shift;
  const cy = y + (slot === 0 ? 1 : 3) * k;
  const team = token.team ?? 'black';
  const fill = token.seat === null ? '#8b8f98' : TEAM_FILL[team];
  const ink = token.seat === null ? '#fff' : TEAM_INK[team];
  const group = svg('g', {
    class: `mg-token${self ? ' mg-self' : ''}${token.now ? '' : ' mg-ghost'}`,
    'data-seat': token.seat ?? undefined,
    'data-hex': hexLabel(token.hex),
    opacity: token.now ? 1 : 0.55,
  });
  if (self) group.append(svg('circle', { cx, cy, r: r + 3.2 * k, fill: 'none', stroke: '#ffd34d', 'stroke-width': 2.4 * k }));
  group.append(
    svg('circle', { cx, cy, r, fill, stroke: token.ebon ? '#b48cff' : '#f4f1ea', 'stroke-width': (token.ebon ? 2.2 : 1.3) * k, 'stroke-dasharray': token.now ? undefined : '2.5 2' }),
    svg('text', { x: cx, y: cy + 4 * k, 'text-anchor': 'middle', 'font-size': 11 * k, 'font-weight': 700, fill: ink, 'pointer-events': 'none' }, token.mark),
    tooltip(token.text),
  );
  return group;
}

/** Which way the seat's racial artifact lies (MG-49): a dashed violet arrow from its mage. */
export function bearing(me: MagikaOwnMage, towards: MagikaBearing, at: Layout): SVGGElement {
  const racial = ARTIFACTS.find((artifact) => artifact.race === me.race);
  const name = racial?.name ?? 'your race’s artifact';
  const { x, y } = at.centre(me.hex);
  const s = at.size;
  if (towards === 'here') {
    return svg('g', { class: 'mg-bearing' }, svg('circle', { cx: x, cy: y, r: s * 1.05, fill: 'none', stroke: ARTIFACT_FILL.racial, 'stroke-width': 2, 'stroke-dasharray': '3 2' }, tooltip(`The ${name} is in this hex (MG-49).`)));
  }
  const { dx, dy } = bearingVector(towards);
  const text = `The ${name}, your race’s artifact, lies ${towards} of you: the report gives the way, not the distance (MG-49).`;
  return svg(
    'g',
    { class: 'mg-bearing' },
    svg('line', { x1: x + dx * s * 0.95, y1: y + dy * s * 0.95, x2: x + dx * s * 2.6, y2: y + dy * s * 2.6, stroke: ARTIFACT_FILL.racial, 'stroke-width': 2 * (s / 16), 'stroke-dasharray': '3 2', 'marker-end': 'url(#mg-bearing)' }, tooltip(text)),
  );
}

/** Where the plan has walked so far: the next move order starts there. */
export function planEnd(me: MagikaOwnMage): MagikaHex {
  const path = plannedPath(me);
  return path.length === 0 ? me.hex : path[path.length - 1]!.to;
}

/** The hexes next to where the plan has walked so far: each is the button for the move order there. */
export function moveTargets(view: MagikaView, me: MagikaOwnMage, menu: readonly MenuItem<MagikaAction>[], act: (action: MagikaAction) => void, at: Layout, detailed: boolean): SVGGElement {
  const layer = svg('g', { class: 'mg-move-targets' });
  const from = planEnd(me);
  const moved = plannedPath(me).some((step) => step.to !== step.from);
  const s = at.size;
  menu.forEach((item, index) => {
    const action = item.action;
    if (action.type !== 'move') return;
    const to = neighbour(from, action.direction as MagikaDirection);
    if (to === undefined || !at.shows(to)) return;
    const { x, y } = at.centre(to);
    const terrain = (view.knowledge?.terrain[to] ?? 0) as TerrainNumber | 0;
    const cost = moveEstimate(view, me, from, action.phase);
    const southward = action.direction === 'SE' || action.direction === 'SW';
    const label = `Phase ${action.phase}: move ${action.direction} to ${hexLabel(to)} (${terrain === 0 ? 'never seen' : terrainOf(terrain).name})${moved ? ' after the moves planned' : ''}${cost.text === '' ? '' : `; ${cost.text}`}${southward ? '; southward only into water or when blocked (MG-16)' : ''}`;
    const target = svg(
      'g',
      { class: `mg-move${southward ? ' mg-south' : ''}`, 'data-hex': hexLabel(to) },
      svg('polygon', { points: corners(x, y, s - 2), fill: 'rgba(255, 211, 77, 0.16)', stroke: southward ? '#c9a640' : '#ffd34d', 'stroke-width': 1.8 * (s / 16), 'stroke-dasharray': southward ? '2 2.5' : '4 2' }),
      // The close-up names the direction and the Endurance the move would cost; the whole cavern, only the direction.
      detailed
        ? svg(
            'text',
            { x, y: y + s * 0.05, 'text-anchor': 'middle', 'font-size': s * 0.42, 'font-weight': 800, fill: '#fff6cf', stroke: '#3a2c00', 'stroke-width': 2.2, 'paint-order': 'stroke', 'pointer-events': 'none' },
            action.direction,
            cost.cost === null ? null : svg('tspan', { x, dy: s * 0.4, 'font-size': s * 0.34, 'font-weight': 700 }, `−${cost.cost} End`),
          )
        : svg('text', { x, y: y + s * 0.82, 'text-anchor': 'middle', 'font-size': s * 0.4, 'font-weight': 700, fill: '#ffe9a6', 'pointer-events': 'none' }, action.direction),
      tooltip(label),
    );
    layer.append(clickable(target, index, label, () => act(action)));
  });
  return layer;
}
