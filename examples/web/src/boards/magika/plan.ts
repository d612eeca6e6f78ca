/**
 * The seat's plan read forward: where its moves would take it if each is made, and what the next
 * move would cost by Figure 5. The rules judge each order when its phase comes (MG-8), so both are
 * what the seat can foresee as it writes, not promises.
 */
import { artifactById, moveCost, neighbour, raceById, terrainOf, type MagikaHex, type MagikaOwnMage, type MagikaPhase, type MagikaView, type TerrainNumber } from 'rulebooks/magika';

/** One move of the plan: the phase, and the hexes it would leave and enter. */
export interface PlannedStep {
  readonly phase: MagikaPhase;
  readonly from: MagikaHex;
  readonly to: MagikaHex;
}

/** The moves of the plan so far, each counted as made (one off the cavern stays put). */
export function plannedPath(me: MagikaOwnMage): PlannedStep[] {
  const steps: PlannedStep[] = [];
  let at = me.hex;
  me.plan.forEach((order, index) => {
    if (order.type !== 'move') return;
    const to = neighbour(at, order.direction) ?? at;
    steps.push({ phase: (index + 1) as MagikaPhase, from: at, to });
    at = to;
  });
  return steps;
}

/**
 * What a move from `from` written for `phase` would cost: Figure 5's percentage of the endurance
 * factor of the hex left, as the history map shows it, for the row the mage pays by (its race's,
 * or the Cross's or Ankh's, MG-15). In words, and as a number when Figure 5 has one; nothing when
 * the hex was never seen.
 */
export function moveEstimate(view: MagikaView, me: MagikaOwnMage, from: MagikaHex, phase: number): { text: string; cost: number | null } {
  const terrain = (view.knowledge?.terrain[from] ?? 0) as TerrainNumber | 0;
  if (terrain === 0) return { text: '', cost: null };
  const race = raceById(me.race);
  const carried = me.artifacts.map((id) => artifactById(id)).find((artifact) => artifact?.moves != null);
  const row = carried?.moves?.row ?? race?.moveRow ?? 'other';
  const halfSwamp = race?.halfSwamp === true || me.artifacts.some((id) => artifactById(id)?.halfSwamp === true);
  const ground = terrainOf(terrain);
  const factor = halfSwamp ? ground.goblinEndurance : ground.endurance;
  const nth = me.plan.filter((order) => order.type === 'move').length + 1;
  const cost = moveCost(row, nth, phase, factor);
  const ordinal = ['1st', '2nd', '3rd', '4th', '5th'][nth - 1] ?? `${nth}th`;
  if (cost === null) return { text: `a ${ordinal} move cannot be made in phase ${phase} (Figure 5): it would be a rest`, cost: null };
  return { text: `the ${ordinal} move of the turn, it costs ${cost} Endurance out of ${ground.name}`, cost };
}
