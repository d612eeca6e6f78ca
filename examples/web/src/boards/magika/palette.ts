/** The board's colours: terrain by Figure 2's number, cloaks by colour, artifacts by class. */
import type { ArtifactClass, MagikaTeam, Alignment } from 'rulebooks/magika';

/** Fill of each terrain, by T# (index 0 is T1): water blue up to volcanic red, easy to hard. */
export const TERRAIN_FILL: readonly string[] = [
  '#4d8fcf', // 1 River, Ocean
  '#eadb9f', // 2 Coastal
  '#bcd98c', // 3 Plains
  '#5f9b57', // 4 Forest
  '#c7ad6a', // 5 Hills
  '#6f8f78', // 6 Swamp
  '#f0cd73', // 7 Desert
  '#9a8d82', // 8 Mountain
  '#e6f3f7', // 9 Glacial
  '#b4503a', // 10 Volcanic
];

/** Hexes never seen: the fog of the history map. */
export const FOG = '#363c48';
/** The edge of a fogged hex. */
export const FOG_EDGE = '#4a5262';
/** The cave around the triangle. */
export const CAVE = '#1e222a';

/** A team's colour: the cloak worn, or black for none. */
export const TEAM_FILL: Readonly<Record<MagikaTeam, string>> = {
  red: '#cf4038',
  blue: '#3d6dd0',
  yellow: '#e2c036',
  green: '#3e9d4e',
  orange: '#e8843a',
  violet: '#8a55c9',
  black: '#15171c',
};

/** Text on a team's colour. */
export const TEAM_INK: Readonly<Record<MagikaTeam, string>> = {
  red: '#fff',
  blue: '#fff',
  yellow: '#222',
  green: '#fff',
  orange: '#222',
  violet: '#fff',
  black: '#fff',
};

/** Artifacts by class: the Globe's three in gold, racial in violet, ability in teal. */
export const ARTIFACT_FILL: Readonly<Record<ArtifactClass, string>> = {
  alignment: '#f4c542',
  racial: '#c38bf0',
  ability: '#52c7cf',
};

/** Alignments, for scrolls and aptitude. */
export const ALIGNMENT_FILL: Readonly<Record<Alignment, string>> = {
  good: '#e9b93a',
  neutral: '#8c8c8c',
  evil: '#6d3b8f',
};
