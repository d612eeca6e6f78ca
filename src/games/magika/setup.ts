/**
 * Setting up a contest (SU-1…SU-6; MG-2, MG-4, MG-5, MG-6, MG-52, MG-53): the map, the mages on
 * their starting spaces with maximum Endurance and 50 Arcania, the artifacts and cloaks scattered
 * through the cavern, two random scrolls each (and the Ebon Mage's Prolonged Teleport), his ten
 * tasks, and each seat's first report.
 */
import type { Rng } from '../../core/rng.js';
import { startAptitude } from './content/alignments.js';
import { ARTIFACTS } from './content/artifacts.js';
import { CLOAKS_PER_COLOR, CLOAK_COLORS } from './content/cloaks.js';
import { drawTasks } from './rules/ebon.js';
import { makeMage } from './rules/mages.js';
import { DEFAULT_MAP } from './content/maps/default.js';
import { raceById, START_ARCANIA } from './content/races.js';
import type { TerrainNumber } from './content/terrain.js';
import { gainScroll } from './rules/items.js';
import { hexAt, START_SPACES, type MagikaHex } from './rules/map.js';
import { emptyKnowledge, reportAll } from './rules/recon.js';
import { drawSpell } from './rules/scrolls.js';
import { generateTerrain } from './rules/terrain-map.js';
import type { MagikaCloak, MagikaConfig, MagikaState } from './types.js';

/** The Ebon Mage's starting space: y13, the middle odd space of the novices' row (MG-6). */
export const EBON_START: MagikaHex = hexAt(25, 13);
/** Scrolls every mage starts with (L398). */
export const STARTING_SCROLLS = 2;
/** The Ebon Mage's Spell Skill, the whole game (XIV rule 1). */
export const EBON_SKILL = 100;

/** Rows artifacts are placed in (MG-4): b to w, the alignment artifacts b to l. */
const ARTIFACT_ROWS = [2, 23] as const;
const ALIGNMENT_ARTIFACT_ROWS = [2, 12] as const;
/** Rows cloaks are placed in (MG-4): d to x. */
const CLOAK_ROWS = [4, 24] as const;

/** A uniformly drawn hex of rows `from`..`to`. */
function hexInRows(rng: Rng, [from, to]: readonly [number, number]): MagikaHex {
  return rng.int(hexAt(from, 1), hexAt(to, to));
}

/** The novices' starting spaces (MAP-5, MG-6): y2…y24, spread evenly over as many as play. */
export function startSpaces(novices: number): MagikaHex[] {
  if (novices <= 1) return [START_SPACES[0]!];
  return Array.from({ length: novices }, (_, i) => START_SPACES[Math.round((i * 11) / (novices - 1))]!);
}

function terrainFor(config: MagikaConfig, rng: Rng): TerrainNumber[] {
  if (config.map === 'default') return [...DEFAULT_MAP];
  if (config.map === 'random') return generateTerrain(rng);
  return [...config.map];
}

/** The first state of a contest. */
export function setup(config: MagikaConfig, rng: Rng): MagikaState {
  const terrain = terrainFor(config, rng);
  const novices = config.ebon ? config.players - 1 : config.players;
  const starts = startSpaces(novices);
  const mages = config.mages.map((chosen, seat) => {
    const race = raceById(chosen.race)!;
    const ebon = config.ebon && seat === config.players - 1;
    return makeMage({
      hex: ebon ? EBON_START : starts[seat]!,
      endurance: race.maxEndurance,
      maxEndurance: race.maxEndurance,
      arcania: START_ARCANIA,
      maxArcania: race.maxArcania,
      skill: ebon ? EBON_SKILL : race.spellSkill,
      aptitude: startAptitude(chosen.alignment, chosen.lean),
      donned: null,
      scrolls: [],
    });
  });
  // MG-4: artifacts on distinct hexes, the alignment ones nearer the goal; three cloaks of each colour.
  const used = new Set<MagikaHex>();
  const artifacts = ARTIFACTS.map((artifact) => {
    let hex: MagikaHex;
    do hex = hexInRows(rng, artifact.class === 'alignment' ? ALIGNMENT_ARTIFACT_ROWS : ARTIFACT_ROWS);
    while (used.has(hex));
    used.add(hex);
    return { hex: hex as MagikaHex | null, holder: null as number | null };
  });
  const cloaks: MagikaCloak[] = [];
  for (const color of CLOAK_COLORS) {
    for (let k = 0; k < CLOAKS_PER_COLOR; k++) cloaks.push({ id: cloaks.length, color, hex: hexInRows(rng, CLOAK_ROWS), holder: null });
  }
  const state: MagikaState = {
    config,
    terrain,
    turn: 1,
    mages,
    plans: config.mages.map(() => []),
    artifacts,
    cloaks,
    ebonTasks: [],
    effects: [],
    tally: { cast: new Array<number>(36).fill(0), worked: new Array<number>(36).fill(0) },
    knowledge: [],
    reports: [],
    end: null,
    events: [{ type: 'setupDone', audience: null, players: config.players, ebon: config.ebon ? config.players - 1 : null, maxTurns: config.maxTurns }],
  };
  // SU-4, MG-5, MG-52: two random scrolls each; the Ebon Mage first gets his Prolonged Teleport.
  config.mages.forEach((chosen, seat) => {
    if (config.ebon && seat === config.players - 1) gainScroll(state, seat, 'TelPt', 'start', true);
    for (let k = 0; k < STARTING_SCROLLS; k++) gainScroll(state, seat, drawSpell(chosen.alignment, rng), 'start');
  });
  if (config.ebon) state.ebonTasks = drawTasks(rng);
  state.knowledge = config.mages.map((_, seat) => emptyKnowledge(state, seat));
  state.reports = new Array(config.players);
  reportAll(state, 0);
  state.events.push({ type: 'turnStarted', audience: null, turn: 1 });
  return state;
}
