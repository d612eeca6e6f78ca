/**
 * The two empty corners beside the cavern's apex: the terrain legend (top left) and the Globe of
 * Life (top right), with what the seat knows of each alignment artifact.
 */
import { ARTIFACTS, TERRAINS, hexLabel, type MagikaView, type TerrainNumber } from 'rulebooks/magika';
import { svg, tooltip } from '../../ui/dom.js';
import { ARTIFACT_FILL, FOG, FOG_EDGE, TERRAIN_FILL } from './palette.js';
import { VIEW_WIDTH } from './geometry.js';
import { seatText, terrainText } from './words.js';

export function drawLegend(view: MagikaView): SVGGElement {
  const layer = svg('g', { class: 'mg-legend', transform: 'translate(16 18)' });
  layer.append(svg('text', { x: 0, y: 0, class: 'mg-corner-title' }, 'Terrain'));
  TERRAINS.forEach((terrain, i) => {
    const y = 10 + i * 15;
    layer.append(
      svg(
        'g',
        {},
        svg('rect', { x: 0, y, width: 16, height: 11, rx: 2, fill: TERRAIN_FILL[i], stroke: '#0006' }),
        svg('text', { x: 22, y: y + 9, class: 'mg-corner-text' }, `${terrain.name}`),
        svg('text', { x: 126, y: y + 9, class: 'mg-corner-dim' }, `move ${terrain.endurance} · rest ${terrain.rest}`),
        tooltip(terrainText(terrain.number as TerrainNumber)),
      ),
    );
  });
  const y = 10 + TERRAINS.length * 15 + 6;
  const seen = view.knowledge?.terrain.filter((t) => t !== 0).length ?? 0;
  layer.append(
    svg('rect', { x: 0, y, width: 16, height: 11, rx: 2, fill: FOG, stroke: FOG_EDGE }),
    svg('text', { x: 22, y: y + 9, class: 'mg-corner-text' }, 'never seen'),
    svg('rect', { x: 90, y, width: 16, height: 11, rx: 2, fill: TERRAIN_FILL[3], 'fill-opacity': 0.42, stroke: '#0006' }),
    svg('text', { x: 112, y: y + 9, class: 'mg-corner-text' }, 'remembered'),
    svg('text', { x: 0, y: y + 28, class: 'mg-corner-dim' }, view.knowledge === null ? 'a spectator has no map' : `${seen} of 351 hexes on the history map`),
  );
  return layer;
}

/** The Globe of Life: the three alignment artifacts and where this seat last knew each to be. */
export function drawGlobe(view: MagikaView): SVGGElement {
  const cx = VIEW_WIDTH - 118;
  const cy = 92;
  const layer = svg('g', { class: 'mg-globe' });
  layer.append(svg('text', { x: cx, y: 18, 'text-anchor': 'middle', class: 'mg-corner-title' }, 'Globe of Life'));
  layer.append(
    svg('circle', { cx, cy, r: 17, fill: 'url(#mg-globe-fill)', stroke: '#f4c542', 'stroke-width': 1.2, 'fill-opacity': 0.9 }, tooltip('The Globe of Life forms when one mage, or one team, holds the Crown, the Orb and the Scepter (AR-2, MG-26).')),
  );
  const alignment = ARTIFACTS.filter((artifact) => artifact.class === 'alignment');
  const own = new Set(view.me?.artifacts ?? []);
  const reportTurn = view.report?.turn ?? 0;
  alignment.forEach((artifact, i) => {
    const angle = -Math.PI / 2 + (i * 2 * Math.PI) / 3;
    const ax = cx + 46 * Math.cos(angle);
    const ay = cy + 38 * Math.sin(angle) + 4;
    const index = ARTIFACTS.indexOf(artifact);
    // Once the game is over every mage is shown: the artifact's holder is then a public fact.
    const finalHolder = view.final?.mages.find((mage) => mage.artifacts.includes(artifact.id));
    const sighting = finalHolder !== undefined ? { turn: reportTurn, hex: finalHolder.hex, holder: finalHolder.seat } : (view.knowledge?.artifacts[index] ?? null);
    let where: string;
    let known = true;
    if (own.has(artifact.id)) where = 'yours';
    else if (sighting === null) {
      where = 'unknown';
      known = false;
    } else {
      const at = hexLabel(sighting.hex);
      const holder = sighting.holder === null ? '' : `${view.roster[sighting.holder]?.letter ?? '?'} `;
      where = `${holder}${at}${sighting.turn === reportTurn ? '' : ` (t${sighting.turn})`}`;
    }
    const short = artifact.name.split(' ')[0] ?? artifact.name;
    const r = 8;
    layer.append(
      svg(
        'g',
        { opacity: known ? 1 : 0.5, 'data-artifact': artifact.id },
        svg('line', { x1: cx, y1: cy, x2: ax, y2: ay, stroke: '#f4c542', 'stroke-width': 1, 'stroke-dasharray': own.has(artifact.id) ? undefined : '2 2', opacity: 0.6 }),
        svg('polygon', { points: `${ax},${ay - r} ${ax + r},${ay} ${ax},${ay + r} ${ax - r},${ay}`, fill: ARTIFACT_FILL.alignment, stroke: own.has(artifact.id) ? '#fff' : '#1a1a1a', 'stroke-width': own.has(artifact.id) ? 2 : 1 }),
        svg('text', { x: ax, y: ay + (i === 0 ? -12 : 20), 'text-anchor': 'middle', class: 'mg-corner-text' }, short),
        svg('text', { x: ax, y: ay + (i === 0 ? -24 : 31), 'text-anchor': 'middle', class: 'mg-corner-dim' }, where),
        tooltip(
          `${artifact.name}: ${
            own.has(artifact.id)
              ? 'you hold it'
              : sighting === null
                ? 'you have never learned where it is'
                : `${sighting.holder === null ? 'at' : `held by ${seatText(view.roster, sighting.holder)} at`} ${hexLabel(sighting.hex)}, ${sighting.turn === reportTurn ? 'as your latest report shows' : `as known on turn ${sighting.turn}`}`
          }.`,
        ),
      ),
    );
  });
  return layer;
}
