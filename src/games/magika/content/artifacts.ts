/**
 * The twelve artifacts (X, L253-279): three of alignment, which together make the Globe of Life;
 * five of race, one for each race; four of ability, one for each statistic. Each row says what the
 * artifact does for its holder as data; the rules read these fields (rules/mages.ts,
 * rules/artifacts.ts), so an artifact's effect lives in one place.
 */
import { entryById, tableById } from '../../../core/lookup.js';
import type { Alignment, RaceId } from './races.js';
import type { TerrainNumber } from './terrain.js';

/** The artifacts' ids, in the rulebook's order: alignment, racial, ability. */
export const ARTIFACT_IDS = ['crown', 'orb', 'scepter', 'cross', 'ankh', 'lamp', 'pendant', 'medallion', 'helm', 'candle', 'tome', 'rod'] as const;
/** An artifact's id. */
export type ArtifactId = (typeof ARTIFACT_IDS)[number];

/** The three classes of artifact (L73-77). */
export type ArtifactClass = 'alignment' | 'racial' | 'ability';

/** The statistic an ability artifact is demanded by (L282-283). */
export type AbilityStat = 'endurance' | 'arcania' | 'skill' | 'aptitude';

/** The moves a racial artifact allows (MG-15). */
export interface ArtifactMoves {
  /** Moves a turn. */
  readonly count: 5;
  /** The row of Figure 5 they cost by. */
  readonly row: 'human' | 'elf';
}

/** One artifact. */
export interface Artifact {
  /** Stable id (`'crown'`). */
  readonly id: ArtifactId;
  /** The rulebook's name (`'Crown of Good'`). */
  readonly name: string;
  /** Alignment, racial or ability. */
  readonly class: ArtifactClass;
  /** An alignment artifact's alignment: who may demand it, and which spells it helps (L256-259, L281-282). */
  readonly alignment: Alignment | null;
  /** A racial artifact's race: Figure 6's column, and the race whose gifts it lends (L265-274). */
  readonly race: RaceId | null;
  /** An ability artifact's statistic, by which it is demanded (L282-283). */
  readonly stat: AbilityStat | null;
  /**
   * The nearest recon ring at which it is seen lying on the ground: alignment artifacts from ring 3,
   * racial from ring 2, ability from ring 1 (L322-326).
   */
  readonly seenFrom: 1 | 2 | 3;
  /** Terrain where it gives a 20 meditation bonus, as its race's attunement does (L267-271). */
  readonly attuned: TerrainNumber | null;
  /** Moves a turn it allows, with the row of Figure 5 they cost by (the Cross and the Ankh, MG-15). */
  readonly moves: ArtifactMoves | null;
  /** Whether its holder takes half the endurance factor in swamps (the Pendant, L269-270). */
  readonly halfSwamp: boolean;
  /** Added to its holder's chance to find a scroll (the Medallion, L270-271). */
  readonly searchBonus: number;
  /** Extra chance in percent that an attacking spell misses its holder (the Lamp, L268-269). */
  readonly resistance: number;
  /** Whether it doubles the Endurance a rest recovers (the Helm, L275-276). */
  readonly doublesRest: boolean;
  /** Whether it doubles the Arcania a meditation recovers (the Candle, L276-277). */
  readonly doublesMeditation: boolean;
  /** Added to its holder's Spell Skill when casting (the Tome, L277-278). */
  readonly skillBonus: number;
  /** Whether it moves its holder's aptitude 1 toward perfect each phase and lifts aptitude limits on casting (the Rod, L278-279). */
  readonly obedience: boolean;
}

const NONE = { alignment: null, race: null, stat: null, attuned: null, moves: null, halfSwamp: false, searchBonus: 0, resistance: 0, doublesRest: false, doublesMeditation: false, skillBonus: 0, obedience: false } as const;

function artifact(a: Partial<Artifact> & Pick<Artifact, 'id' | 'name' | 'class' | 'seenFrom'>): Artifact {
  return Object.freeze({ ...NONE, ...a });
}

/** The twelve artifacts, in {@link ARTIFACT_IDS} order. */
export const ARTIFACTS: readonly Artifact[] = Object.freeze([
  artifact({ id: 'crown', name: 'Crown of Good', class: 'alignment', alignment: 'good', seenFrom: 3 }),
  artifact({ id: 'orb', name: 'Orb of Neutrality', class: 'alignment', alignment: 'neutral', seenFrom: 3 }),
  artifact({ id: 'scepter', name: 'Scepter of Evil', class: 'alignment', alignment: 'evil', seenFrom: 3 }),
  artifact({ id: 'cross', name: 'Cross of Humankind', class: 'racial', race: 'human', seenFrom: 2, moves: { count: 5, row: 'human' } }),
  artifact({ id: 'ankh', name: 'Ankh of Elvenkind', class: 'racial', race: 'elf', seenFrom: 2, moves: { count: 5, row: 'elf' }, attuned: 4 }),
  artifact({ id: 'lamp', name: 'Lamp of Dwarvenkind', class: 'racial', race: 'dwarf', seenFrom: 2, resistance: 10, attuned: 8 }),
  artifact({ id: 'pendant', name: 'Pendant of Goblinkind', class: 'racial', race: 'goblin', seenFrom: 2, halfSwamp: true, attuned: 6 }),
  artifact({ id: 'medallion', name: 'Medallion of Halflingkind', class: 'racial', race: 'halfling', seenFrom: 2, searchBonus: 20, attuned: 5 }),
  artifact({ id: 'helm', name: 'Helm of Strength', class: 'ability', stat: 'endurance', seenFrom: 1, doublesRest: true }),
  artifact({ id: 'candle', name: 'Candle of Serenity', class: 'ability', stat: 'arcania', seenFrom: 1, doublesMeditation: true }),
  artifact({ id: 'tome', name: 'Tome of Magic', class: 'ability', stat: 'skill', seenFrom: 1, skillBonus: 20 }),
  artifact({ id: 'rod', name: 'Rod of Obedience', class: 'ability', stat: 'aptitude', seenFrom: 1, obedience: true }),
]);

/** The artifacts by id. */
export const ARTIFACT_BY_ID: Readonly<Record<string, Artifact>> = tableById(ARTIFACTS);

/** The artifact with this id, or undefined (only own keys are ids). */
export function artifactById(id: string): Artifact | undefined {
  return entryById(ARTIFACT_BY_ID, id);
}

/** The index of an artifact in {@link ARTIFACTS} (and in a state's `artifacts`). */
export function artifactIndex(id: ArtifactId): number {
  return ARTIFACT_IDS.indexOf(id);
}

/** The three alignment artifacts, which together form the Globe of Life (L259-264). */
export const ALIGNMENT_ARTIFACTS: readonly ArtifactId[] = Object.freeze(['crown', 'orb', 'scepter']);

/** The alignment artifact of an alignment. */
export function alignmentArtifact(alignment: Alignment): ArtifactId {
  return alignment === 'good' ? 'crown' : alignment === 'neutral' ? 'orb' : 'scepter';
}

/** The racial artifact of a race. */
export function racialArtifact(race: RaceId): ArtifactId {
  return ARTIFACTS.find((a) => a.race === race)!.id;
}

/**
 * Table of Racial Preference, Figure 6 (L285-287): for each racial artifact, the races from the
 * most attuned (rank 1) to the least. A demand for a racial artifact succeeds when the demander's
 * race ranks nearer than the holder's (L283-284).
 */
export const RACIAL_PREFERENCE: Readonly<Record<'cross' | 'ankh' | 'lamp' | 'pendant' | 'medallion', readonly RaceId[]>> = Object.freeze({
  cross: Object.freeze(['human', 'dwarf', 'goblin', 'halfling', 'elf'] as const),
  ankh: Object.freeze(['elf', 'human', 'goblin', 'dwarf', 'halfling'] as const),
  lamp: Object.freeze(['dwarf', 'human', 'halfling', 'elf', 'goblin'] as const),
  pendant: Object.freeze(['goblin', 'human', 'elf', 'halfling', 'dwarf'] as const),
  medallion: Object.freeze(['halfling', 'human', 'dwarf', 'goblin', 'elf'] as const),
});

/** A race's rank (1 = most attuned) for a racial artifact, by Figure 6. */
export function racialRank(artifact: keyof typeof RACIAL_PREFERENCE, race: RaceId): number {
  return RACIAL_PREFERENCE[artifact].indexOf(race) + 1;
}
