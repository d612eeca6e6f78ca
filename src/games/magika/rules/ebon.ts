/**
 * The Ebon Mage's tasks (MG-53), checked against the state at the game's end. Each asks him to do,
 * prevent or keep to something that play does not bring about by itself: issue 23 found a
 * contest of twelve turns, no team of three and no novice Globe true in nearly every contest
 * whatever he did, so those tasks were replaced or ask more.
 */
import { ALIGNMENT_ARTIFACTS, ARTIFACTS, artifactIndex } from '../content/artifacts.js';
import { aptitudeFor } from '../content/alignments.js';
import { CLOAK_COLORS } from '../content/cloaks.js';
import { EBON_TASKS_DRAWN, EBON_TASK_IDS, type EbonTaskId } from '../content/ebon-tasks.js';
import type { Rng } from '../../../core/rng.js';
import type { MagikaState } from '../types.js';
import { alignmentOf, ebonSeat, isEbon, wearers } from './mages.js';
import { rowOf } from './map.js';

/** The aptitude for his own alignment that `true-aptitude` asks of him: "90 Aptitude" (XIV rule 7). */
export const TRUE_APTITUDE = 90;

/** Whether the Ebon Mage has met `task` in `state` (MG-53). */
export function taskMet(state: MagikaState, task: EbonTaskId): boolean {
  const seat = ebonSeat(state);
  if (seat === null) return false;
  const ebon = state.mages[seat]!;
  const holdsClass = (kind: 'alignment' | 'racial' | 'ability'): boolean => ARTIFACTS.some((a, i) => a.class === kind && state.artifacts[i]!.holder === seat);
  switch (task) {
    case 'no-globe':
      // The Circle's pact is to prevent apprentices (L341-342), and the Globe's parts are "the
      // components required to create" it (L75): he keeps one of them from the novices, as his
      // knowledge of where they all are and his demands at 90 aptitude let him (XIV rules 2, 7).
      // Without them the novices form no Globe; that they have not formed one is not enough.
      return (state.end?.reason !== 'globe' || state.end.globe.every((former) => isEbon(state, former))) && !ALIGNMENT_ARTIFACTS.every((id) => {
        const holder = state.artifacts[artifactIndex(id)]!.holder;
        return holder !== null && !isEbon(state, holder);
      });
    case 'alignment-artifact':
      return holdsClass('alignment');
    case 'racial-artifact':
      return holdsClass('racial');
    case 'ability-artifact':
      return holdsClass('ability');
    case 'two-demands':
      return ebon.demandsWon >= 2;
    case 'every-alignment-cast':
      return ebon.casts.every((n) => n >= 1);
    case 'eight-casts':
      return ebon.casts[0] + ebon.casts[1] + ebon.casts[2] >= 8;
    case 'near-goal':
      return rowOf(ebon.hex) <= 4;
    case 'arcania-50':
      return ebon.arcania >= 50;
    case 'endurance-half':
      return 2 * ebon.endurance >= ebon.maxEndurance;
    case 'no-team':
      // "The worst possible scenario in this game is to be a team of one" (L302-303), and a team
      // "does increase your chances of finishing first" (L304-305): the Circle keeps novices apart.
      return CLOAK_COLORS.every((color) => wearers(state, color).length < 2);
    case 'two-gifts':
      return ebon.gifts >= 2;
    case 'cloak-payment':
      // He "can NOT pick-up an artifact or Cloak" (XIV rule 5), so a cloak he holds was paid to
      // him for a service, the book's own example of payment ("A Red cloak", L364-367), or taken.
      return state.cloaks.some((cloak) => cloak.holder === seat);
    case 'true-aptitude':
      // 90 is the aptitude the Circle measures him by when he demands (XIV rule 7, L352).
      return aptitudeFor(alignmentOf(state, seat), ebon.aptitude) >= TRUE_APTITUDE;
  }
}

/** The Ebon Mage's drawn tasks that are met now, in the order drawn. */
export function tasksMet(state: MagikaState): EbonTaskId[] {
  return state.ebonTasks.filter((task) => taskMet(state, task));
}

/** Ten tasks drawn from the fourteen, without replacement, in the order drawn (L392-393, MG-53). */
export function drawTasks(rng: Rng): EbonTaskId[] {
  const pool: EbonTaskId[] = [...EBON_TASK_IDS];
  return Array.from({ length: EBON_TASKS_DRAWN }, () => pool.splice(rng.int(0, pool.length - 1), 1)[0]!);
}
