/**
 * The Ebon Mage's tasks (XV, L391-396; MG-53). The rulebook says only that ten are drawn at random
 * each game, that they are "directives dictated by Grand Wizard, goals of the Circle of Ebon Mages
 * or a specific event", known to the Ebon Mage and revealed at the game's end, and that they are
 * worth the 40 Victory Points the novices earn from teams and quests. This list is the library's:
 * fourteen tasks, each one checked from the final state, 4 points each. Each asks something of
 * him: none holds whatever he does (issue 23), since an Ebon win is "a rare occurrence" (L345-346).
 */
import { entryById, tableById } from '../../../core/lookup.js';

/** The tasks' ids. */
export const EBON_TASK_IDS = [
  'no-globe', 'alignment-artifact', 'racial-artifact', 'ability-artifact', 'two-demands', 'every-alignment-cast', 'eight-casts',
  'near-goal', 'arcania-50', 'endurance-half', 'no-team', 'two-gifts', 'cloak-payment', 'true-aptitude',
] as const;
/** A task's id. */
export type EbonTaskId = (typeof EBON_TASK_IDS)[number];

/** One task. */
export interface EbonTask {
  /** Stable id. */
  readonly id: EbonTaskId;
  /** What the Ebon Mage must bring about, as the report tells him. */
  readonly text: string;
}

/** Every task (MG-53). */
export const EBON_TASKS: readonly EbonTask[] = Object.freeze(
  (
    [
      ['no-globe', 'Keep a part of the Globe of Life from the novices: at the end they do not hold all three alignment artifacts, nor have they formed it.'],
      ['alignment-artifact', 'Hold an alignment artifact at the end.'],
      ['racial-artifact', 'Hold a racial artifact at the end.'],
      ['ability-artifact', 'Hold an ability artifact at the end.'],
      ['two-demands', 'Win at least two demands.'],
      ['every-alignment-cast', 'Cast at least one spell of each alignment.'],
      ['eight-casts', 'Cast at least eight spells.'],
      ['near-goal', 'End the game in rows a to d.'],
      ['arcania-50', 'End the game with at least 50 Arcania.'],
      ['endurance-half', 'End the game with at least half of your maximum Endurance.'],
      ['no-team', 'No two novices wear the same colour at the end.'],
      ['two-gifts', 'Give novices at least two items.'],
      ['cloak-payment', 'Hold a cloak at the end (you cannot pick one up: it must be given to you).'],
      ['true-aptitude', 'End the game with an aptitude of at least 90 for your alignment.'],
    ] as const
  ).map(([id, text]) => Object.freeze({ id, text })),
);

/** The tasks by id. */
export const EBON_TASK_BY_ID: Readonly<Record<string, EbonTask>> = tableById(EBON_TASKS);

/** The task with this id, or undefined (only own keys are ids). */
export function ebonTaskById(id: string): EbonTask | undefined {
  return entryById(EBON_TASK_BY_ID, id);
}

/** Tasks drawn for a game (L392-393). */
export const EBON_TASKS_DRAWN = 10;
/** Victory Points a task met is worth: his 40 points over ten tasks (L391-393). */
export const EBON_TASK_POINTS = 4;
