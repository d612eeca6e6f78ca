/**
 * The board's words, from the game's own tables (Figure 1, 2, 7 and the artifacts): what a terrain
 * costs, what a spell does at each level, what an order in the plan will do, and what a report
 * showed of another mage.
 */
import {
  artifactById,
  raceById,
  spellByCode,
  terrainOf,
  type MagikaOrder,
  type MagikaOwnMage,
  type MagikaRosterEntry,
  type MagikaSeenMage,
  type SpellCode,
  type SpellDuration,
  type TerrainNumber,
} from 'rulebooks/magika';

/** `Forest (T4): moving out costs 6 at 100%, a rest recovers 7, a search finds a scroll 40%`. */
export function terrainText(number: TerrainNumber): string {
  const terrain = terrainOf(number);
  const goblin = terrain.goblinEndurance !== terrain.endurance ? ` (${terrain.goblinEndurance} for goblins)` : '';
  return `${terrain.name} (T${number}): moving out costs ${terrain.endurance}${goblin} at 100%, a rest recovers ${terrain.rest}, a search finds a scroll ${terrain.search}%`;
}

const duration = (d: SpellDuration): string => (d.unit === 'game' ? 'the game' : `${d.count} ${d.unit}${d.count === 1 ? '' : 's'}`);

/** A spell's two levels in a line: `minor 10 Arcania for 10 phases; major 40 for 10 phases (4 turns if Black)`. */
export function spellLevels(code: SpellCode): string {
  const spell = spellByCode(code);
  if (spell === undefined) return code;
  const major = spell.major.blackDuration.count !== spell.major.duration.count || spell.major.blackDuration.unit !== spell.major.duration.unit ? ` (${duration(spell.major.blackDuration)} if Black)` : '';
  return `minor ${spell.minor.cost} Arcania for ${duration(spell.minor.duration)}; major ${spell.major.cost} for ${duration(spell.major.duration)}${major}`;
}

/** What a spell's order names, in words (Figure 7's parameter column). */
export const PARAMETER_WORDS: Readonly<Record<string, string>> = {
  none: 'no target',
  mageOrColor: 'a mage (minor) or a cloak colour (major)',
  mage: 'a mage',
  terrain: 'a terrain',
  terrainChange: 'a change of terrain',
  directionDistance: 'a direction and distance',
  artifact: 'an artifact',
  scroll: 'a scroll',
};

/** A seat as the roster names it: `B (Briony)`. */
export function seatText(roster: readonly MagikaRosterEntry[], seat: number): string {
  const entry = roster[seat];
  return entry === undefined ? `seat ${seat}` : `${entry.letter} (${entry.name})`;
}

/** The thing an item reference names, from the mage's own items: a spell, a cloak colour, an artifact. */
export function itemText(me: MagikaOwnMage, item: string): string {
  if (item === 'all') return 'everything but a donned cloak';
  const scroll = /^scroll-(\d+)$/.exec(item);
  if (scroll !== null) {
    const code = me.scrolls.find((s) => s.id === Number(scroll[1]))?.spell;
    return code === undefined ? item : `the ${spellByCode(code)?.name ?? code} scroll`;
  }
  const cloak = /^cloak-(\d+)$/.exec(item);
  if (cloak !== null) {
    const color = me.cloaks.find((c) => c.id === Number(cloak[1]))?.color;
    return color === undefined ? item : `the ${color} cloak`;
  }
  return `the ${artifactById(item)?.name ?? item}`;
}

/** An order of the seat's own plan in a few words, its items named from its own view. */
export function orderText(me: MagikaOwnMage, roster: readonly MagikaRosterEntry[], order: MagikaOrder): string {
  switch (order.type) {
    case 'move':
      return `Move ${order.direction}`;
    case 'rest':
      return 'Rest';
    case 'search':
      return 'Search';
    case 'meditate':
      return 'Meditate';
    case 'drop':
      return `Drop ${itemText(me, order.item)}`;
    case 'give':
      return `Give ${itemText(me, order.item)} to ${seatText(roster, order.recipient)}`;
    case 'demand':
      return `Demand the ${artifactById(order.artifact)?.name ?? order.artifact}`;
    case 'don':
      return `Don ${itemText(me, `cloak-${order.cloak}`)}`;
    case 'cast': {
      const code = me.scrolls.find((s) => s.id === order.scroll)?.spell;
      const name = code === undefined ? `scroll-${order.scroll}` : (spellByCode(code)?.name ?? code);
      const target = order.target === null ? '' : order.target.length === 1 ? ` at ${seatText(roster, order.target.charCodeAt(0) - 65)}` : ` (${order.target})`;
      return `Cast ${name}${order.level === 'major' ? ' (major)' : ''}${target}`;
    }
  }
}

/** What a report's ring showed of a mage, in a line (only the parts the ring showed). */
export function seenText(seen: MagikaSeenMage): string {
  const parts: string[] = [];
  if (seen.team !== null) parts.push(seen.team === 'black' ? 'no cloak' : `${seen.team} cloak`);
  if (seen.race !== null) parts.push(raceById(seen.race)?.name ?? seen.race);
  if (seen.alignment !== null) parts.push(seen.alignment);
  if (seen.strength !== null) parts.push(seen.strength);
  if (seen.serenity !== null) parts.push(`${seen.serenity} serenity`);
  if (seen.items !== null) parts.push(`${seen.items} item${seen.items === 1 ? '' : 's'}`);
  if (seen.artifacts !== null && seen.artifacts.length > 0) parts.push(`carrying ${seen.artifacts.map((id) => artifactById(id)?.name ?? id).join(', ')}`);
  if (seen.scrolls !== null && seen.scrolls.length > 0) parts.push(`scrolls of ${seen.scrolls.map((code) => spellByCode(code)?.name ?? code).join(', ')}`);
  return parts.join(', ');
}

/** A quarter-point score as a person writes it: `4¾`. */
export function points(quarters: number): string {
  const whole = Math.trunc(quarters / 4);
  const rest = Math.abs(quarters % 4);
  const fraction = ['', '¼', '½', '¾'][rest] ?? '';
  if (whole === 0 && fraction !== '') return `${quarters < 0 ? '−' : ''}${fraction}`;
  return `${whole < 0 ? '−' : ''}${Math.abs(whole)}${fraction}`;
}
