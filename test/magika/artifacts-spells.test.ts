/**
 * The artifacts (X, L253-279) and the spells (XVIII, Figure 7) as content, and the artifacts'
 * gifts that the spell content will read: the Spell Skill modifiers of the alignment artifacts and
 * the Tome (MG-25), magic resistance (MG-34) and the Rod's lifting of aptitude limits; the spell
 * table with each of MG-27's readings pinned, the protections of MG-35, and the scroll weights of
 * MG-5; the Ebon Mage's tasks (MG-53).
 */
import { describe, expect, it } from 'vitest';
import { ARTIFACTS, ARTIFACT_IDS, alignmentArtifact, artifactById, racialArtifact } from '../../src/games/magika/content/artifacts.js';
import { MAGIKA_SPELLS, SPELLS_OF, SPELL_CODES, spellByCode } from '../../src/games/magika/content/spells.js';
import { EBON_TASKS, EBON_TASKS_DRAWN, EBON_TASK_POINTS, ebonTaskById } from '../../src/games/magika/content/ebon-tasks.js';
import { magicResistance, obeysNoLimits, skillModifier } from '../../src/games/magika/rules/mages.js';
import { contest, mage, placeArtifact } from './harness.js';

const INHERITED = ['constructor', '__proto__', 'toString', 'hasOwnProperty'];

describe('The twelve artifacts (X)', () => {
  it('are three of alignment, five of race and four of ability, each with its gift', () => {
    expect(ARTIFACT_IDS).toHaveLength(12);
    expect(ARTIFACTS.map((a) => [a.id, a.class, a.alignment ?? a.race ?? a.stat, a.seenFrom])).toEqual([
      ['crown', 'alignment', 'good', 3],
      ['orb', 'alignment', 'neutral', 3],
      ['scepter', 'alignment', 'evil', 3],
      ['cross', 'racial', 'human', 2],
      ['ankh', 'racial', 'elf', 2],
      ['lamp', 'racial', 'dwarf', 2],
      ['pendant', 'racial', 'goblin', 2],
      ['medallion', 'racial', 'halfling', 2],
      ['helm', 'ability', 'endurance', 1],
      ['candle', 'ability', 'arcania', 1],
      ['tome', 'ability', 'skill', 1],
      ['rod', 'ability', 'aptitude', 1],
    ]);
    // The racial artifacts' gifts (L266-271): moves, attunement, resistance, half swamp, search.
    expect(artifactById('cross')!.moves).toEqual({ count: 5, row: 'human' });
    expect([artifactById('ankh')!.moves, artifactById('ankh')!.attuned]).toEqual([{ count: 5, row: 'elf' }, 4]);
    expect([artifactById('lamp')!.resistance, artifactById('lamp')!.attuned]).toEqual([10, 8]);
    expect([artifactById('pendant')!.halfSwamp, artifactById('pendant')!.attuned]).toEqual([true, 6]);
    expect([artifactById('medallion')!.searchBonus, artifactById('medallion')!.attuned]).toEqual([20, 5]);
    // The ability artifacts' (L275-279).
    expect([artifactById('helm')!.doublesRest, artifactById('candle')!.doublesMeditation, artifactById('tome')!.skillBonus, artifactById('rod')!.obedience]).toEqual([true, true, 20, true]);
    expect(alignmentArtifact('neutral')).toBe('orb');
    expect(racialArtifact('halfling')).toBe('medallion');
    for (const key of INHERITED) expect(artifactById(key)).toBeUndefined();
  });
});

describe('The artifacts and casting (AR-1, MG-25, MG-34)', () => {
  const state = () => contest([mage('Gwen', 'human', 'good'), mage('Nell', 'halfling', 'neutral'), mage('Dorn', 'dwarf', 'good')]);

  it('a caster holding its own alignment artifact gets +20 for its own alignment and nothing for others, whatever else it holds', () => {
    const s = state();
    placeArtifact(s, 'crown', 0);
    placeArtifact(s, 'scepter', 0);
    expect([skillModifier(s, 0, 'good'), skillModifier(s, 0, 'neutral'), skillModifier(s, 0, 'evil')]).toEqual([20, 0, 0]);
  });

  it("another alignment's artifact: no penalty for its spells, −10 for the caster's own, −20 for the third; the best of several counts", () => {
    const s = state();
    placeArtifact(s, 'scepter', 0);
    expect([skillModifier(s, 0, 'evil'), skillModifier(s, 0, 'good'), skillModifier(s, 0, 'neutral')]).toEqual([0, -10, -20]);
    placeArtifact(s, 'orb', 0);
    // Orb: neutral 0, good −10, evil −20; Scepter: evil 0, good −10, neutral −20 — the best of each.
    expect([skillModifier(s, 0, 'evil'), skillModifier(s, 0, 'good'), skillModifier(s, 0, 'neutral')]).toEqual([0, -10, 0]);
    expect([skillModifier(s, 1, 'neutral'), skillModifier(s, 1, 'good')]).toEqual([0, 0]);
  });

  it('the Tome of Magic adds 20 to every cast (L277-278)', () => {
    const s = state();
    placeArtifact(s, 'tome', 1);
    expect(skillModifier(s, 1, 'evil')).toBe(20);
    placeArtifact(s, 'crown', 1);
    expect(skillModifier(s, 1, 'neutral')).toBe(10);
  });

  it('magic resistance: 15 for a Dwarf, 10 for the Lamp, 25 for a Dwarf with it (L127-128, L268-269)', () => {
    const s = state();
    expect([magicResistance(s, 0), magicResistance(s, 2)]).toEqual([0, 15]);
    placeArtifact(s, 'lamp', 0);
    expect(magicResistance(s, 0)).toBe(10);
    placeArtifact(s, 'lamp', 2);
    expect(magicResistance(s, 2)).toBe(25);
  });

  it('the Rod of Obedience lifts the aptitude limits on casting for its holder only (L278-279)', () => {
    const s = state();
    expect(obeysNoLimits(s, 0)).toBe(false);
    placeArtifact(s, 'rod', 0);
    expect([obeysNoLimits(s, 0), obeysNoLimits(s, 1)]).toEqual([true, false]);
  });
});

describe('The spells (XVIII, Figure 7)', () => {
  it('are 36, twelve of each alignment, in the order of activation', () => {
    expect(MAGIKA_SPELLS).toHaveLength(36);
    expect(MAGIKA_SPELLS.map((s) => s.id)).toEqual([...SPELL_CODES]);
    MAGIKA_SPELLS.forEach((s, i) => expect(s.activation).toBe(i + 1));
    for (const alignment of ['good', 'neutral', 'evil'] as const) expect(SPELLS_OF[alignment]).toHaveLength(12);
    for (const key of INHERITED) expect(spellByCode(key)).toBeUndefined();
  });

  it("keeps the paragraphs' values where Figure 7 differs (MG-27)", () => {
    expect(spellByCode('Plyze')!.major.cost).toBe(26);
    expect(spellByCode('BrnIt')!.major.cost).toBe(14);
    expect([spellByCode('Stutt')!.minor.duration, spellByCode('Stutt')!.major.duration]).toEqual([
      { unit: 'turn', count: 1 },
      { unit: 'turn', count: 1 },
    ]);
    expect(spellByCode('KnArt')!.major.duration).toEqual({ unit: 'turn', count: 3 });
    for (const code of ['KnoSS', 'IntRp', 'InvSp'] as const) {
      expect([spellByCode(code)!.major.duration, spellByCode(code)!.major.blackDuration]).toEqual([
        { unit: 'turn', count: 1 },
        { unit: 'turn', count: 3 },
      ]);
    }
    expect(spellByCode('CurSp')!.parameter).toBe('mageOrColor');
    expect(spellByCode('FgMap')).toBeUndefined();
    expect(spellByCode('FogMp')!.name).toBe('Fog Map');
    // A protection's major level: 10 phases for a team, 4 turns for a Black mage (Figure 7 "10p -4t").
    expect([spellByCode('ProAu')!.major.duration, spellByCode('ProAu')!.major.blackDuration]).toEqual([
      { unit: 'phase', count: 10 },
      { unit: 'turn', count: 4 },
    ]);
    expect([spellByCode('Chaos')!.minor.cost, spellByCode('Chaos')!.major.cost, spellByCode('Chaos')!.major.duration.unit]).toEqual([20, 50, 'game']);
  });

  it('names the protection that stops each spell, as the protections list them (MG-35)', () => {
    const blocked = (code: string) => MAGIKA_SPELLS.filter((s) => s.blockedBy === code).map((s) => s.id).sort();
    expect(blocked('ProAu')).toEqual(['AntMa', 'AtArc', 'AtEnd']);
    expect(blocked('ProSh')).toEqual(['Confs', 'CurSp', 'Plyze', 'Stutt']);
    expect(blocked('ProIt')).toEqual(['BrnIt', 'DrArt', 'FumIt', 'StlIt']);
    expect(blocked('ProKn')).toEqual(['IntRp', 'KnArt', 'KnoSS']);
    expect(blocked('ProEl')).toEqual(['ElArr', 'ElAtt', 'ElBlo', 'ElDrp']);
    expect([spellByCode('SrchX')!.blockedBy, spellByCode('Chaos')!.blockedBy]).toEqual([null, null]);
  });

  it('weights a found scroll 120 over its minor cost, so cheaper spells come oftener (MG-5)', () => {
    expect(MAGIKA_SPELLS.map((s) => [s.minor.cost, s.findWeight]).filter(([cost], i, all) => all.findIndex(([c]) => c === cost) === i).sort((a, b) => a[0]! - b[0]!)).toEqual([
      [4, 30],
      [6, 20],
      [8, 15],
      [10, 12],
      [20, 6],
    ]);
  });
});

describe("The Ebon Mage's tasks (MG-53)", () => {
  it('are fourteen, of which ten are drawn, worth 4 points each', () => {
    expect(EBON_TASKS).toHaveLength(14);
    expect(new Set(EBON_TASKS.map((t) => t.id)).size).toBe(14);
    expect([EBON_TASKS_DRAWN, EBON_TASK_POINTS, EBON_TASKS_DRAWN * EBON_TASK_POINTS]).toEqual([10, 4, 40]);
    expect(ebonTaskById('no-globe')!.text).toMatch(/Globe/);
    for (const key of INHERITED) expect(ebonTaskById(key)).toBeUndefined();
  });
});
