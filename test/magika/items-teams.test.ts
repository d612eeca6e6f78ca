/**
 * Items, teams and recovery (VII GIVE, DROP, DON, SEARCH, REST, MEDITATE; XI; Figure 2;
 * MG-9…MG-13, MG-20…MG-23): gifts within a hex and their refusals, drops, donning a cloak and the
 * make-up of teams with the cost of a failed re-cloak, searching (Figure 2's chance for every
 * terrain, the bonuses, the scroll drawn, the Endurance cost, picking up), rest and meditation for
 * every terrain and attunement, and the Rod of Obedience. Every die is scripted.
 */
import { describe, expect, it } from 'vitest';
import { magika, type MagikaOrder, type MagikaState } from '../../src/games/magika/index.js';
import { artifactIndex, type ArtifactId } from '../../src/games/magika/content/artifacts.js';
import type { TerrainNumber } from '../../src/games/magika/content/terrain.js';
import { at, cloakOf, contest, eventsOf, flatMap, mage, placeArtifact, placeCloak, playTurn, put, setScrolls } from './harness.js';

const REST = { type: 'rest' } as const;
const SEARCH = { type: 'search' } as const;
const MEDITATE = { type: 'meditate' } as const;
const N = { type: 'move', direction: 'NE' } as const;
/** The Ebon Mage must move once a turn (XIV rule 10): his plans end with this lateral step. */
const EBON_STEP = { type: 'move', direction: 'E' } as const;
const give = (item: string, recipient: number): MagikaOrder => ({ type: 'give', item, recipient });
const drop = (item: string): MagikaOrder => ({ type: 'drop', item });
const don = (cloak: number): MagikaOrder => ({ type: 'don', cloak });
const cloak = (id: number): string => `cloak-${id}`;

/** The phases (1..5) in which events of `type` name `seat`, read from the phaseStarted markers. */
function phasesOf(events: MagikaState['events'], type: 'rested' | 'meditated' | 'orderFailed' | 'forcedRest' | 'obeyed', seat: number): number[] {
  let phase = 0;
  const out: number[] = [];
  for (const e of events) {
    if (e.type === 'phaseStarted') phase = e.phase;
    else if (e.type === type && 'player' in e && e.player === seat && !(e.type === 'rested' && e.bonus)) out.push(phase);
  }
  return out;
}

const holderOfCloak = (state: MagikaState, id: number) => state.cloaks.find((c) => c.id === id);
const artifactPlace = (state: MagikaState, id: ArtifactId) => state.artifacts[artifactIndex(id)]!;

describe('Give (VII GIVE, L189-192; MG-22)', () => {
  /** A giver and a receiver in p8, a third mage far off in z1. */
  function pair(options: Parameters<typeof contest>[1] = {}) {
    const state = contest([mage('Giver', 'human', 'good'), mage('Taker', 'human', 'evil'), mage('Far', 'human', 'good')], options);
    put(state, 0, 'p8');
    put(state, 1, 'p8');
    put(state, 2, 'z1');
    return state;
  }

  it('a scroll, a cloak and an artifact each pass to a mage in the same hex; the scroll takes the receiver\'s next number', () => {
    const state = pair();
    setScrolls(state, 0, ['ProAu', 'Stutt']);
    setScrolls(state, 1, ['CurSp']);
    // The receiver has had scrolls 1 to 6 before: its next is number 7, not its count.
    state.mages[1]!.nextScroll = 7;
    placeCloak(state, cloakOf('red'), 0);
    placeArtifact(state, 'helm', 0);
    const events = playTurn(state, { 0: [give('scroll-1', 1), give(cloak(cloakOf('red')), 1), give('helm', 1)] });
    expect(eventsOf(events, 'gave').map((e) => [e.player, e.recipient, e.what])).toEqual([
      [0, 1, 'a scroll of Stutter'],
      [0, 1, 'a red cloak'],
      [0, 1, 'the Helm of Strength'],
    ]);
    expect(eventsOf(events, 'orderFailed')).toEqual([]);
    expect(state.mages[0]!.scrolls.map((s) => s.spell)).toEqual(['ProAu']);
    expect(state.mages[1]!.scrolls).toEqual([
      { id: 0, spell: 'CurSp', permanent: false, keepUntil: 0, readOn: 0 },
      { id: 7, spell: 'Stutt', permanent: false, keepUntil: 0, readOn: 0 },
    ]);
    expect(state.mages[1]!.nextScroll).toBe(8);
    expect(eventsOf(events, 'scrollGained')).toEqual([expect.objectContaining({ player: 1, scroll: 7, spell: 'Stutt', how: 'given' })]);
    expect(holderOfCloak(state, cloakOf('red'))).toMatchObject({ holder: 1, hex: null });
    expect(artifactPlace(state, 'helm')).toEqual({ holder: 1, hex: null });
    // A gift is an action: the giver did not rest in phases 1 to 3.
    expect(phasesOf(events, 'rested', 0)).toEqual([4, 5]);
  });

  it('gives come in step 2, before the Move step: a receiver leaving that phase still gets it, one leaving earlier does not (Figure 4, L244)', () => {
    const state = pair();
    placeArtifact(state, 'helm', 0);
    placeArtifact(state, 'candle', 0);
    const events = playTurn(state, { 0: [give('helm', 1), give('candle', 1)], 1: [N] });
    expect(artifactPlace(state, 'helm').holder).toBe(1);
    expect(state.mages[1]!.hex).toBe(at('o8'));
    expect(eventsOf(events, 'orderFailed')).toEqual([expect.objectContaining({ player: 0, order: 'give', why: 'the receiver is not in the same hex (L244)', rests: true })]);
    expect(artifactPlace(state, 'candle').holder).toBe(0);
    expect(phasesOf(events, 'rested', 0)).toEqual([2, 3, 4, 5]);
  });

  it('a give to a mage in another hex fails, and the giver rests that phase', () => {
    const state = pair();
    put(state, 0, 'p8', { endurance: 20 });
    placeArtifact(state, 'tome', 0);
    const events = playTurn(state, { 0: [give('tome', 2), MEDITATE, MEDITATE, MEDITATE, MEDITATE] });
    expect(eventsOf(events, 'orderFailed')).toEqual([expect.objectContaining({ player: 0, why: 'the receiver is not in the same hex (L244)', rests: true })]);
    expect(artifactPlace(state, 'tome').holder).toBe(0);
    expect(phasesOf(events, 'rested', 0)).toEqual([1]);
    expect(state.mages[0]!.endurance).toBe(28);
  });

  it('a give of an item the giver no longer holds fails and rests', () => {
    const state = pair();
    setScrolls(state, 0, ['ProAu']);
    setScrolls(state, 1, []);
    // Both orders were written while the giver still held scroll 0.
    const events = playTurn(state, { 0: [give('scroll-0', 1), give('scroll-0', 1)] });
    expect(eventsOf(events, 'gave')).toHaveLength(1);
    expect(eventsOf(events, 'orderFailed')).toEqual([expect.objectContaining({ player: 0, order: 'give', why: 'the mage does not hold it', rests: true })]);
    expect(phasesOf(events, 'orderFailed', 0)).toEqual([2]);
    expect(phasesOf(events, 'rested', 0)).toEqual([2, 3, 4, 5]);
    expect(state.mages[1]!.scrolls.map((s) => s.spell)).toEqual(['ProAu']);
  });

  it('the giver\'s donned cloak cannot be given: the give fails and the giver rests', () => {
    const state = pair();
    placeCloak(state, cloakOf('blue'), 0, true);
    const events = playTurn(state, { 0: [give(cloak(cloakOf('blue')), 1)] });
    expect(eventsOf(events, 'orderFailed')).toEqual([expect.objectContaining({ player: 0, why: 'a donned cloak cannot be given', rests: true })]);
    expect(holderOfCloak(state, cloakOf('blue'))!.holder).toBe(0);
    expect(state.mages[0]!.donned).toBe(cloakOf('blue'));
    expect(phasesOf(events, 'rested', 0)).toEqual([1, 2, 3, 4, 5]);
  });

  it('a cloak given to a mage carrying two cloaks already fails; the giver keeps it and rests (MG-21)', () => {
    const state = pair();
    placeCloak(state, cloakOf('green'), 0);
    placeCloak(state, cloakOf('red'), 1, true);
    placeCloak(state, cloakOf('blue'), 1);
    const events = playTurn(state, { 0: [give(cloak(cloakOf('green')), 1)] });
    expect(eventsOf(events, 'orderFailed')).toEqual([expect.objectContaining({ player: 0, why: 'the receiver cannot carry another cloak (MG-21)', rests: true })]);
    expect(holderOfCloak(state, cloakOf('green'))!.holder).toBe(0);
  });

  it('a cloak given to a mage forced Black fails, though a scroll or an artifact still passes (L298-300, MG-21)', () => {
    const state = pair();
    state.mages[1]!.forcedBlack = true;
    setScrolls(state, 0, ['ProAu']);
    setScrolls(state, 1, []);
    placeCloak(state, cloakOf('green'), 0);
    placeArtifact(state, 'tome', 0);
    const events = playTurn(state, { 0: [give(cloak(cloakOf('green')), 1), give('scroll-0', 1), give('tome', 1)] });
    expect(eventsOf(events, 'orderFailed')).toEqual([expect.objectContaining({ player: 0, why: 'the receiver cannot carry another cloak (MG-21)', rests: true })]);
    expect(holderOfCloak(state, cloakOf('green'))!.holder).toBe(0);
    expect(state.mages[1]!.scrolls.map((s) => s.spell)).toEqual(['ProAu']);
    expect(artifactPlace(state, 'tome').holder).toBe(1);
  });

  it('a seventh scroll given disintegrates in the receiver\'s hands (L70-71, MG-21)', () => {
    const state = pair();
    setScrolls(state, 0, ['Heals']);
    setScrolls(state, 1, ['CurSp', 'CurSp', 'Plyze', 'AtArc', 'AtEnd', 'Chaos']);
    const events = playTurn(state, { 0: [give('scroll-0', 1)] });
    expect(eventsOf(events, 'gave')).toEqual([expect.objectContaining({ player: 0, recipient: 1, what: 'a scroll of Heals' })]);
    expect(eventsOf(events, 'scrollLost')).toEqual([expect.objectContaining({ player: 1, spell: 'Heals', why: 'overflow' })]);
    expect(eventsOf(events, 'scrollGained')).toEqual([]);
    expect(state.mages[0]!.scrolls).toEqual([]);
    expect(state.mages[1]!.scrolls.map((s) => s.spell)).toEqual(['CurSp', 'CurSp', 'Plyze', 'AtArc', 'AtEnd', 'Chaos']);
    expect(state.mages[1]!.nextScroll).toBe(6);
  });

  it('the Ebon Mage may receive a scroll, a cloak and an artifact; `gifts` counts only gifts to novices (MG-22, MG-52, MG-53)', () => {
    const state = contest([mage('Nov', 'human', 'good'), mage('Other', 'human', 'evil'), mage('Ebon', 'human', 'neutral')], { ebon: true });
    put(state, 0, 'p8');
    put(state, 1, 'p8');
    put(state, 2, 'p8');
    setScrolls(state, 0, ['ProAu', 'ProSh']);
    setScrolls(state, 1, []);
    setScrolls(state, 2, ['SpAid']);
    placeCloak(state, cloakOf('red'), 0);
    placeArtifact(state, 'rod', 0);
    const events = playTurn(state, {
      0: [give('scroll-0', 2), give(cloak(cloakOf('red')), 2), give('rod', 2), give('scroll-1', 1)],
      2: [give('scroll-0', 1), REST, REST, REST, EBON_STEP],
    });
    expect(eventsOf(events, 'orderFailed')).toEqual([]);
    expect(state.mages[2]!.scrolls.map((s) => s.spell)).toEqual(['ProAu']);
    expect(holderOfCloak(state, cloakOf('red'))!.holder).toBe(2);
    expect(artifactPlace(state, 'rod').holder).toBe(2);
    expect(state.mages[1]!.scrolls.map((s) => s.spell)).toEqual(['SpAid', 'ProSh']);
    // Three gifts to the Ebon Mage and one to a novice; the Ebon Mage's own gift to a novice counts for him.
    expect(state.mages[0]!.gifts).toBe(1);
    expect(state.mages[2]!.gifts).toBe(1);
    expect(state.mages[1]!.gifts).toBe(0);
  });

  it('gives to one receiver that together overflow go by action initiative: the Ebon Mage first, whatever his Arcania (MG-9)', () => {
    const state = contest([mage('Nov', 'human', 'good'), mage('Taker', 'human', 'evil'), mage('Ebon', 'human', 'neutral')], { ebon: true });
    put(state, 0, 'p8', { arcania: 90 });
    put(state, 1, 'p8');
    put(state, 2, 'p8', { arcania: 10 });
    setScrolls(state, 0, ['ProAu']);
    setScrolls(state, 1, ['CurSp', 'CurSp', 'CurSp', 'CurSp', 'CurSp']);
    setScrolls(state, 2, ['SpAid']);
    const events = playTurn(state, { 0: [give('scroll-0', 1)], 2: [give('scroll-0', 1), REST, REST, REST, EBON_STEP] });
    expect(eventsOf(events, 'gave').map((e) => e.player)).toEqual([2, 0]);
    expect(state.mages[1]!.scrolls.map((s) => s.spell)).toEqual(['CurSp', 'CurSp', 'CurSp', 'CurSp', 'CurSp', 'SpAid']);
    expect(eventsOf(events, 'scrollLost')).toEqual([expect.objectContaining({ player: 1, spell: 'ProAu', why: 'overflow' })]);
  });
});

describe('Drop (VII DROP, L187-190; MG-21)', () => {
  function one() {
    const state = contest([mage('Dropper', 'human', 'good'), mage('Other', 'human', 'good')]);
    put(state, 0, 'p8');
    put(state, 1, 'z1');
    return state;
  }

  it('a dropped scroll disintegrates', () => {
    const state = one();
    setScrolls(state, 0, ['ProAu', 'Stutt']);
    const events = playTurn(state, { 0: [drop('scroll-0')] });
    expect(eventsOf(events, 'dropped')).toEqual([expect.objectContaining({ player: 0, what: 'a scroll of Protective Aura' })]);
    expect(eventsOf(events, 'scrollLost')).toEqual([expect.objectContaining({ player: 0, spell: 'ProAu', why: 'dropped' })]);
    expect(state.mages[0]!.scrolls).toEqual([{ id: 1, spell: 'Stutt', permanent: false, keepUntil: 0, readOn: 0 }]);
  });

  it('a dropped artifact or cloak lies in the hex', () => {
    const state = one();
    placeArtifact(state, 'helm', 0);
    placeCloak(state, cloakOf('yellow'), 0);
    playTurn(state, { 0: [drop('helm'), drop(cloak(cloakOf('yellow')))] });
    expect(artifactPlace(state, 'helm')).toEqual({ holder: null, hex: at('p8') });
    expect(holderOfCloak(state, cloakOf('yellow'))).toMatchObject({ holder: null, hex: at('p8') });
  });

  it('drop all lets go of everything but the donned cloak', () => {
    const state = one();
    setScrolls(state, 0, ['ProAu', 'Stutt']);
    placeCloak(state, cloakOf('red'), 0, true);
    placeCloak(state, cloakOf('blue'), 0);
    placeArtifact(state, 'helm', 0);
    const events = playTurn(state, { 0: [drop('all')] });
    expect(eventsOf(events, 'dropped').map((e) => e.what)).toEqual(['a scroll of Protective Aura', 'a scroll of Stutter', 'a blue cloak', 'the Helm of Strength']);
    expect(eventsOf(events, 'orderFailed')).toEqual([]);
    expect(state.mages[0]!.scrolls).toEqual([]);
    expect(state.mages[0]!.donned).toBe(cloakOf('red'));
    expect(holderOfCloak(state, cloakOf('red'))!.holder).toBe(0);
    expect(holderOfCloak(state, cloakOf('blue'))).toMatchObject({ holder: null, hex: at('p8') });
    expect(artifactPlace(state, 'helm')).toEqual({ holder: null, hex: at('p8') });
    expect(phasesOf(events, 'rested', 0)).toEqual([2, 3, 4, 5]);
  });

  it('dropping the donned cloak fails, and the mage rests (MG-22)', () => {
    const state = one();
    placeCloak(state, cloakOf('red'), 0, true);
    const events = playTurn(state, { 0: [drop(cloak(cloakOf('red')))] });
    expect(eventsOf(events, 'orderFailed')).toEqual([expect.objectContaining({ player: 0, order: 'drop', why: 'a donned cloak cannot be dropped', rests: true })]);
    expect(state.mages[0]!.donned).toBe(cloakOf('red'));
    expect(holderOfCloak(state, cloakOf('red'))!.holder).toBe(0);
    expect(phasesOf(events, 'rested', 0)).toEqual([1, 2, 3, 4, 5]);
  });

  it('Drop comes after Search (Figure 4): a searcher of that phase finds nothing lying; the next phase it picks the item up', () => {
    const state = one();
    put(state, 1, 'p8');
    placeArtifact(state, 'helm', 0);
    // Phase 1: nothing lies there yet, so a d100 (100: nothing) and a cost (0..4: 0); phase 2: the Helm, cost 2.
    const events = playTurn(state, { 0: [drop('helm')], 1: [SEARCH, SEARCH] }, [100, 0, 2]);
    expect(eventsOf(events, 'searched').map((e) => [e.roll, e.found, e.cost])).toEqual([
      [100, 'nothing', 0],
      [null, 'items', 2],
    ]);
    expect(artifactPlace(state, 'helm').holder).toBe(1);
  });
});

describe('Donning cloaks and teams (XI, VII DON; L110-111, L291-300; MG-23)', () => {
  it('a Black mage joins an empty team, and a team of one', () => {
    const state = contest([mage('A', 'human', 'good'), mage('B', 'human', 'evil'), mage('C', 'human', 'neutral')]);
    put(state, 0, 'p8');
    put(state, 1, 'p12');
    put(state, 2, 'z1');
    placeCloak(state, cloakOf('red', 0), 0);
    placeCloak(state, cloakOf('red', 1), 1);
    const events = playTurn(state, { 0: [don(cloakOf('red', 0))], 1: [REST, don(cloakOf('red', 1))] });
    expect(eventsOf(events, 'donned').map((e) => [e.player, e.color, e.result, e.audience])).toEqual([
      [0, 'red', 'joined', [0]],
      // The newcomer and the team hear of it (L196-197).
      [1, 'red', 'joined', [0, 1]],
    ]);
    expect([state.mages[0]!.donned, state.mages[1]!.donned]).toEqual([cloakOf('red', 0), cloakOf('red', 1)]);
  });

  /** Seats 0 and 1 wear red; seat 2 holds the third red cloak (and a blue one). */
  function third(alignments: [MagikaState['config']['mages'][number]['alignment'], MagikaState['config']['mages'][number]['alignment'], MagikaState['config']['mages'][number]['alignment']]) {
    const state = contest([mage('A', 'human', alignments[0]), mage('B', 'human', alignments[1]), mage('C', 'human', alignments[2])]);
    put(state, 0, 'p8');
    put(state, 1, 'p10');
    put(state, 2, 'p12', { endurance: 70, arcania: 40 });
    placeCloak(state, cloakOf('red', 0), 0, true);
    placeCloak(state, cloakOf('red', 1), 1, true);
    placeCloak(state, cloakOf('red', 2), 2);
    placeCloak(state, cloakOf('blue', 0), 2);
    return state;
  }

  it('a third joins when the three alignments are all the same', () => {
    const state = third(['good', 'good', 'good']);
    const events = playTurn(state, { 2: [don(cloakOf('red', 2))] });
    expect(eventsOf(events, 'donned')).toEqual([expect.objectContaining({ player: 2, result: 'joined', audience: [0, 1, 2] })]);
    expect(state.mages[2]!.donned).toBe(cloakOf('red', 2));
  });

  it('a third joins when the three alignments are all different', () => {
    const state = third(['good', 'evil', 'neutral']);
    const events = playTurn(state, { 2: [don(cloakOf('red', 2))] });
    expect(eventsOf(events, 'donned')).toEqual([expect.objectContaining({ player: 2, result: 'joined' })]);
  });

  it('a Black third that does not fit loses that cloak, and nothing else (L295-296, MG-23)', () => {
    for (const alignments of [
      ['good', 'good', 'evil'],
      ['good', 'evil', 'evil'],
      ['neutral', 'evil', 'neutral'],
    ] as const) {
      const state = third([...alignments]);
      const events = playTurn(state, { 2: [don(cloakOf('red', 2)), MEDITATE, MEDITATE, MEDITATE, MEDITATE] });
      expect(eventsOf(events, 'donned')).toEqual([expect.objectContaining({ player: 2, color: 'red', result: 'refused' })]);
      expect(holderOfCloak(state, cloakOf('red', 2))).toBeUndefined();
      expect(state.cloaks).toHaveLength(17);
      const m = state.mages[2]!;
      expect(m.donned).toBeNull();
      expect(m.forcedBlack).toBe(false);
      expect(holderOfCloak(state, cloakOf('blue', 0))!.holder).toBe(2);
      // No penalty: Endurance untouched (no rest either), Arcania 40 + 4 meditations of 11.
      expect(m.endurance).toBe(70);
      expect(m.arcania).toBe(84);
    }
  });

  it('never a fourth, even with all four alignments alike (L110-111)', () => {
    const state = contest([mage('A', 'human', 'good'), mage('B', 'human', 'good'), mage('C', 'human', 'good'), mage('D', 'human', 'good')]);
    for (const [seat, label] of [[0, 'p8'], [1, 'p10'], [2, 'p12'], [3, 'p14']] as const) put(state, seat, label);
    for (const seat of [0, 1, 2]) placeCloak(state, cloakOf('red', seat), seat, true);
    // There are only three red cloaks (MG-4); a fourth is added here to put the question.
    state.cloaks.push({ id: 18, color: 'red', hex: null, holder: 3 });
    const events = playTurn(state, { 3: [don(18)] });
    expect(eventsOf(events, 'donned')).toEqual([expect.objectContaining({ player: 3, result: 'refused' })]);
    expect(state.mages[3]!.donned).toBeNull();
    expect(holderOfCloak(state, 18)).toBeUndefined();
  });

  it('a failed re-cloak costs 50 Endurance and 50 Arcania (floor 0) and every cloak carried, and leaves the mage Black for good (L298-300, MG-21, MG-23)', () => {
    const state = third(['good', 'good', 'evil']);
    // Seat 2 wears blue and tries red; seat 0 comes to its hex with a green cloak to hand over, and a yellow one lies there.
    put(state, 2, 'p12', { endurance: 80, arcania: 30 });
    state.mages[2]!.donned = cloakOf('blue', 0);
    put(state, 0, 'p12');
    placeCloak(state, cloakOf('green', 0), 0);
    placeCloak(state, cloakOf('yellow', 0), 'p12');
    // Phase 3's search: the yellow cloak lies there but it may not take it, so, like the Ebon Mage,
    // it has nothing to pick up and rolls the d100 (100: nothing), then the cost (0).
    const events = playTurn(state, { 0: [REST, give(cloak(cloakOf('green', 0)), 2)], 2: [don(cloakOf('red', 2)), MEDITATE, SEARCH, MEDITATE, MEDITATE] }, [100, 0]);
    expect(eventsOf(events, 'donned')).toEqual([expect.objectContaining({ player: 2, color: 'red', result: 'recloakFailed' })]);
    const m = state.mages[2]!;
    expect(m.forcedBlack).toBe(true);
    expect(m.donned).toBeNull();
    expect(holderOfCloak(state, cloakOf('red', 2))).toBeUndefined();
    expect(holderOfCloak(state, cloakOf('blue', 0))).toBeUndefined();
    expect(state.cloaks.filter((c) => c.holder === 2)).toEqual([]);
    // 80 - 50, no rest after; Arcania 30 - 50 floors at 0, then three meditations of 11.
    expect(m.endurance).toBe(30);
    expect(m.arcania).toBe(33);
    // It may receive no cloak...
    expect(eventsOf(events, 'orderFailed')).toEqual([expect.objectContaining({ player: 0, order: 'give', why: 'the receiver cannot carry another cloak (MG-21)' })]);
    expect(holderOfCloak(state, cloakOf('green', 0))!.holder).toBe(0);
    // ...nor pick one up.
    expect(eventsOf(events, 'pickedUp')).toEqual([]);
    expect(holderOfCloak(state, cloakOf('yellow', 0))).toMatchObject({ holder: null, hex: at('p12') });
    // And the team it tried keeps its two.
    expect(state.mages.map((x) => x.donned)).toEqual([cloakOf('red', 0), cloakOf('red', 1), null]);
  });

  it('a failed re-cloak may take the last Endurance: the mage is unconscious for the rest of the turn (MG-10, MG-23)', () => {
    const state = third(['good', 'good', 'evil']);
    put(state, 2, 'p12', { endurance: 40, arcania: 90 });
    state.mages[2]!.donned = cloakOf('blue', 0);
    const events = playTurn(state, { 2: [don(cloakOf('red', 2)), MEDITATE, MEDITATE, MEDITATE, MEDITATE] });
    expect(eventsOf(events, 'unconscious')).toEqual([expect.objectContaining({ player: 2 })]);
    expect(phasesOf(events, 'forcedRest', 2)).toEqual([2, 3, 4, 5]);
    expect(state.mages[2]!.endurance).toBe(4 * 8);
    expect(state.mages[2]!.arcania).toBe(40);
  });

  it('joining another team keeps the old cloak, carried and no longer worn (MG-23)', () => {
    const state = contest([mage('A', 'human', 'good'), mage('B', 'human', 'good')]);
    put(state, 0, 'p8');
    put(state, 1, 'p10');
    placeCloak(state, cloakOf('red'), 0, true);
    placeCloak(state, cloakOf('blue'), 0);
    const events = playTurn(state, { 0: [don(cloakOf('blue'))] });
    expect(eventsOf(events, 'donned')).toEqual([expect.objectContaining({ player: 0, color: 'blue', result: 'joined' })]);
    expect(state.mages[0]!.donned).toBe(cloakOf('blue'));
    expect(holderOfCloak(state, cloakOf('red'))).toMatchObject({ holder: 0, hex: null });
    expect(state.mages[0]!.endurance).toBe(100);
    expect(state.mages[0]!.forcedBlack).toBe(false);
  });

  it('donning a second cloak of the colour already worn fails, and the mage rests (MG-23)', () => {
    const state = contest([mage('A', 'human', 'good'), mage('B', 'human', 'good')]);
    put(state, 0, 'p8', { endurance: 50 });
    put(state, 1, 'p10');
    placeCloak(state, cloakOf('red', 0), 0, true);
    placeCloak(state, cloakOf('red', 1), 0);
    const events = playTurn(state, { 0: [don(cloakOf('red', 1)), MEDITATE, MEDITATE, MEDITATE, MEDITATE] });
    expect(eventsOf(events, 'orderFailed')).toEqual([expect.objectContaining({ player: 0, order: 'don', why: 'the mage is on that team already', rests: true })]);
    expect(eventsOf(events, 'donned')).toEqual([]);
    expect(state.mages[0]!.donned).toBe(cloakOf('red', 0));
    expect(holderOfCloak(state, cloakOf('red', 1))!.holder).toBe(0);
    expect(state.mages[0]!.endurance).toBe(58);
  });

  it('the Ebon Mage is never offered a don order, even holding a cloak (XIV, MG-52)', () => {
    const state = contest([mage('Nov', 'human', 'good'), mage('Ebon', 'human', 'neutral')], { ebon: true });
    put(state, 0, 'p8');
    put(state, 1, 'p8');
    placeCloak(state, cloakOf('red', 0), 0);
    placeCloak(state, cloakOf('red', 1), 1);
    expect(magika.legalActions(state, 1).filter((a) => a.type === 'don')).toEqual([]);
    expect(magika.legalActions(state, 0).filter((a) => a.type === 'don')).toEqual([{ type: 'don', cloak: cloakOf('red', 0), player: 0, phase: 1 }]);
    expect(() => magika.apply(state, { type: 'don', cloak: cloakOf('red', 1), player: 1, phase: 1 }, { int: () => 0 } as never)).toThrow(/never dons/);
  });

  describe('two dons of one colour in one phase go by action initiative (MG-9)', () => {
    /** Red has one Good member; a Good and an Evil mage both don red: whoever goes first joins, the other does not fit. */
    function rivals() {
      const state = contest([mage('Host', 'human', 'good'), mage('Goodie', 'human', 'good'), mage('Baddie', 'human', 'evil')]);
      put(state, 0, 'p8');
      put(state, 1, 'p10');
      put(state, 2, 'p12');
      placeCloak(state, cloakOf('red', 0), 0, true);
      placeCloak(state, cloakOf('red', 1), 1);
      placeCloak(state, cloakOf('red', 2), 2);
      return state;
    }
    const both = { 1: [don(cloakOf('red', 1))], 2: [don(cloakOf('red', 2))] };
    const results = (events: MagikaState['events']) => eventsOf(events, 'donned').map((e) => [e.player, e.result]);

    it('the higher Arcania first', () => {
      const state = rivals();
      put(state, 1, 'p10', { arcania: 50 });
      put(state, 2, 'p12', { arcania: 60 });
      expect(results(playTurn(state, both))).toEqual([
        [2, 'joined'],
        [1, 'refused'],
      ]);
    });

    it('at equal Arcania, the higher Spell Skill first', () => {
      const state = rivals();
      put(state, 1, 'p10', { skill: 70 });
      put(state, 2, 'p12', { skill: 80 });
      expect(results(playTurn(state, both))).toEqual([
        [2, 'joined'],
        [1, 'refused'],
      ]);
      // Arcania goes before Spell Skill.
      const again = rivals();
      put(again, 1, 'p10', { arcania: 51, skill: 70 });
      put(again, 2, 'p12', { arcania: 50, skill: 80 });
      expect(results(playTurn(again, both))).toEqual([
        [1, 'joined'],
        [2, 'refused'],
      ]);
    });

    it('still tied, a scripted draw among the two', () => {
      const first = rivals();
      const events = playTurn(first, both, [1, 0]);
      // The draw is the Game Master's: no seat is told of it (MG-9).
      expect(eventsOf(events, 'tieBroken')).toEqual([expect.objectContaining({ step: 'don', order: [2, 1], audience: [] })]);
      expect(results(events)).toEqual([
        [2, 'joined'],
        [1, 'refused'],
      ]);
      const second = rivals();
      expect(results(playTurn(second, both, [0, 0]))).toEqual([
        [1, 'joined'],
        [2, 'refused'],
      ]);
    });

    it('dons of different colours do not contend: no draw', () => {
      const state = rivals();
      placeCloak(state, cloakOf('blue', 0), 2);
      // No dice are scripted: a draw would throw.
      const events = playTurn(state, { 1: [don(cloakOf('red', 1))], 2: [don(cloakOf('blue', 0))] });
      expect(eventsOf(events, 'tieBroken')).toEqual([]);
      expect(results(events)).toEqual([
        [1, 'joined'],
        [2, 'joined'],
      ]);
    });
  });
});

describe('Search (VII SEARCH, L174-179; Figure 2; MG-5, MG-20)', () => {
  /** A searcher in p8 on a map of one terrain; a bystander in z1. */
  function searcher(terrain: TerrainNumber, who: Parameters<typeof mage> = ['Seeker', 'human', 'good']) {
    const state = contest([mage(...who), mage('Other', 'human', 'good')], { map: flatMap(terrain) });
    put(state, 0, 'p8');
    put(state, 1, 'z1');
    setScrolls(state, 0, []);
    return state;
  }

  const FIGURE_2: [TerrainNumber, string, number][] = [
    [1, 'river, ocean', 100],
    [2, 'coastal', 30],
    [3, 'plains', 35],
    [4, 'forest', 40],
    [5, 'hills', 55],
    [6, 'swamp', 60],
    [7, 'desert', 65],
    [8, 'mountain', 80],
    [9, 'glacial', 85],
    [10, 'volcanic', 90],
  ];

  for (const [terrain, name, chance] of FIGURE_2) {
    it(`${name} (T${terrain}): a d100 of ${chance} finds a scroll${chance < 100 ? `, ${chance + 1} does not` : ', and 100 is the highest roll'}`, () => {
      const hit = searcher(terrain);
      // The roll, the alignment d100 (1: its own, Good), the spell (0: Protective Aura), the cost (0).
      const events = playTurn(hit, { 0: [SEARCH] }, [chance, 1, 0, 0]);
      expect(eventsOf(events, 'searched')).toEqual([expect.objectContaining({ player: 0, roll: chance, need: chance, found: 'scroll', cost: 0 })]);
      expect(eventsOf(events, 'scrollGained')).toEqual([expect.objectContaining({ player: 0, spell: 'ProAu', how: 'found' })]);
      expect(hit.mages[0]!.scrolls.map((s) => s.spell)).toEqual(['ProAu']);
      if (chance < 100) {
        const miss = searcher(terrain);
        const missed = playTurn(miss, { 0: [SEARCH] }, [chance + 1, 0]);
        expect(eventsOf(missed, 'searched')).toEqual([expect.objectContaining({ roll: chance + 1, need: chance, found: 'nothing' })]);
        expect(miss.mages[0]!.scrolls).toEqual([]);
      }
    });
  }

  it('a Halfling, or the holder of the Medallion, searches at +20; both together still +20 (L133, L270-271, MG-20)', () => {
    const halfling = searcher(3, ['Half', 'halfling', 'good']);
    const medallion = searcher(3);
    placeArtifact(medallion, 'medallion', 0);
    const both = searcher(3, ['Half', 'halfling', 'good']);
    placeArtifact(both, 'medallion', 0);
    for (const state of [halfling, medallion, both]) {
      const events = playTurn(state, { 0: [SEARCH, SEARCH] }, [55, 1, 0, 0, 56, 0]);
      expect(eventsOf(events, 'searched').map((e) => [e.roll, e.need, e.found])).toEqual([
        [55, 55, 'scroll'],
        [56, 55, 'nothing'],
      ]);
    }
  });

  it('the chance is capped at 100 (MG-20)', () => {
    const glacial = searcher(9, ['Half', 'halfling', 'good']);
    const volcanic = searcher(10);
    placeArtifact(volcanic, 'medallion', 0);
    for (const state of [glacial, volcanic]) {
      const events = playTurn(state, { 0: [SEARCH] }, [100, 1, 0, 0]);
      expect(eventsOf(events, 'searched')).toEqual([expect.objectContaining({ roll: 100, need: 100, found: 'scroll' })]);
    }
  });

  it('a found scroll is of its finder\'s alignment on 1-50, else of the other two in good/neutral/evil order: 51-75, 76-100 (L400-401, MG-5)', () => {
    // With the weighted draw at 0, each alignment gives its first spell in Figure 7: ProAu, SpAid, CurSp.
    const first = { good: 'ProAu', neutral: 'SpAid', evil: 'CurSp' } as const;
    const cases = [
      ['good', ['good', 'neutral', 'neutral', 'evil']],
      ['neutral', ['neutral', 'good', 'good', 'evil']],
      ['evil', ['evil', 'good', 'good', 'neutral']],
    ] as const;
    for (const [alignment, expected] of cases) {
      const state = searcher(3, ['Seeker', 'human', alignment]);
      const dice = [50, 51, 75, 76].flatMap((roll) => [1, roll, 0, 0]);
      playTurn(state, { 0: [SEARCH, SEARCH, SEARCH, SEARCH] }, dice);
      expect(state.mages[0]!.scrolls.map((s) => s.spell)).toEqual(expected.map((a) => first[a]));
      expect(state.mages[0]!.scrolls.map((s) => s.id)).toEqual([0, 1, 2, 3]);
    }
  });

  it('the spell is drawn by weight 120 / minor cost in Figure 7 order: Good totals 213 (L402-403, MG-5)', () => {
    // Good, in Figure 7 order: ProAu 12, ProSh 15, ProIt 15, ProKn 20, ProEl 30, Stutt 20, Confs 30,
    // FumIt 20, BoEnd 12, BoArc 12, Heals 15, ProSp 12. Draws 0..212.
    const state = searcher(3);
    const picks = [11, 12, 91, 92, 212];
    playTurn(state, { 0: [SEARCH, SEARCH, SEARCH, SEARCH, SEARCH] }, picks.flatMap((pick) => [1, 1, pick, 0]));
    expect(state.mages[0]!.scrolls.map((s) => s.spell)).toEqual(['ProAu', 'ProSh', 'ProEl', 'Stutt', 'ProSp']);
    // The draw never asks for more than 212.
    expect(() => playTurn(searcher(3), { 0: [SEARCH] }, [1, 1, 213, 0])).toThrow(/outside the requested range \[0, 212\]/);
  });

  it('a search costs a draw from 0 to the terrain\'s factor: 0..24 in swamp, 0..12 for a Goblin there (L178-179, L130-131, MG-20)', () => {
    const goblin = searcher(6, ['Gob', 'goblin', 'evil']);
    playTurn(goblin, { 0: [SEARCH, MEDITATE, MEDITATE, MEDITATE, MEDITATE] }, [100, 12]);
    expect(goblin.mages[0]!.endurance).toBe(110 - 12);
    expect(() => playTurn(searcher(6, ['Gob', 'goblin', 'evil']), { 0: [SEARCH] }, [100, 13])).toThrow(/\[0, 12\]/);
    const human = searcher(6);
    const events = playTurn(human, { 0: [SEARCH, MEDITATE, MEDITATE, MEDITATE, MEDITATE] }, [100, 24]);
    expect(eventsOf(events, 'searched')).toEqual([expect.objectContaining({ roll: 100, need: 60, found: 'nothing', cost: 24 })]);
    expect(human.mages[0]!.endurance).toBe(100 - 24);
  });

  it('a search picks up every artifact lying there and cloaks up to two, and then rolls for no scroll (L174-176, MG-20, MG-21)', () => {
    const state = searcher(3);
    placeArtifact(state, 'helm', 'p8');
    placeArtifact(state, 'rod', 'p8');
    placeCloak(state, cloakOf('red'), 'p8');
    placeCloak(state, cloakOf('blue'), 'p8');
    placeCloak(state, cloakOf('green'), 'p8');
    // One die only: the cost.
    const events = playTurn(state, { 0: [SEARCH, MEDITATE, MEDITATE, MEDITATE, MEDITATE] }, [3]);
    expect(eventsOf(events, 'searched')).toEqual([expect.objectContaining({ player: 0, roll: null, found: 'items', cost: 3 })]);
    expect(eventsOf(events, 'pickedUp').map((e) => e.what)).toEqual(['the Helm of Strength', 'the Rod of Obedience', 'a red cloak', 'a blue cloak']);
    expect(artifactPlace(state, 'helm').holder).toBe(0);
    expect(artifactPlace(state, 'rod').holder).toBe(0);
    expect(holderOfCloak(state, cloakOf('green'))).toMatchObject({ holder: null, hex: at('p8') });
    expect(state.mages[0]!.scrolls).toEqual([]);
    expect(state.mages[0]!.endurance).toBe(97);
  });

  it('two searchers in one hex: the first by action initiative takes all it can, the second what is left (MG-9, MG-20)', () => {
    const state = searcher(3);
    put(state, 0, 'p8', { arcania: 40 });
    put(state, 1, 'p8', { arcania: 60 });
    placeArtifact(state, 'helm', 'p8');
    placeCloak(state, cloakOf('red'), 'p8');
    placeCloak(state, cloakOf('blue'), 'p8');
    placeCloak(state, cloakOf('green'), 'p8');
    // Seat 1 (more Arcania) picks up and pays 1; seat 0 takes the cloak left and pays 2; no scroll rolls.
    const events = playTurn(state, { 0: [SEARCH], 1: [SEARCH] }, [1, 2]);
    expect(eventsOf(events, 'searched').map((e) => [e.player, e.found, e.cost])).toEqual([
      [1, 'items', 1],
      [0, 'items', 2],
    ]);
    expect(artifactPlace(state, 'helm').holder).toBe(1);
    expect([cloakOf('red'), cloakOf('blue'), cloakOf('green')].map((id) => holderOfCloak(state, id)!.holder)).toEqual([1, 1, 0]);
  });

  it('two tied searchers in one hex are put in order by a draw; the one left with nothing rolls for a scroll', () => {
    const state = searcher(3);
    put(state, 1, 'p8');
    placeArtifact(state, 'helm', 'p8');
    // The draw [0, 1] -> index 1 (seat 1) first; seat 1 takes the Helm (cost 2); seat 0 rolls 100 (nothing), cost 3.
    const events = playTurn(state, { 0: [SEARCH], 1: [SEARCH] }, [1, 0, 2, 100, 3]);
    expect(eventsOf(events, 'tieBroken')).toEqual([expect.objectContaining({ step: 'search', order: [1, 0] })]);
    expect(eventsOf(events, 'searched').map((e) => [e.player, e.roll, e.found, e.cost])).toEqual([
      [1, null, 'items', 2],
      [0, 100, 'nothing', 3],
    ]);
    expect(artifactPlace(state, 'helm').holder).toBe(1);
  });

  it('searchers in different hexes do not contend: no draw', () => {
    const state = searcher(3);
    put(state, 1, 'p10');
    // A draw would ask for a value in [0, 1] and get 100.
    const events = playTurn(state, { 0: [SEARCH], 1: [SEARCH] }, [100, 0, 100, 1]);
    expect(eventsOf(events, 'tieBroken')).toEqual([]);
    expect(eventsOf(events, 'searched').map((e) => [e.player, e.cost])).toEqual([
      [0, 0],
      [1, 1],
    ]);
  });

  it('the Ebon Mage never picks anything up: he rolls for a scroll instead (XIV rule 5, MG-20, MG-52)', () => {
    const state = contest([mage('Nov', 'human', 'good'), mage('Ebon', 'human', 'neutral')], { ebon: true });
    put(state, 0, 'z1');
    put(state, 1, 'p8');
    setScrolls(state, 1, []);
    placeArtifact(state, 'helm', 'p8');
    placeCloak(state, cloakOf('red'), 'p8');
    // A d100 of 1 finds a scroll, 1 for his own alignment (Neutral), 0: Spell Aid; cost 0.
    const events = playTurn(state, { 1: [SEARCH, REST, REST, REST, EBON_STEP] }, [1, 1, 0, 0]);
    expect(eventsOf(events, 'searched')).toEqual([expect.objectContaining({ player: 1, roll: 1, found: 'scroll' })]);
    expect(eventsOf(events, 'pickedUp')).toEqual([]);
    expect(state.mages[1]!.scrolls.map((s) => s.spell)).toEqual(['SpAid']);
    expect(artifactPlace(state, 'helm')).toEqual({ holder: null, hex: at('p8') });
    expect(holderOfCloak(state, cloakOf('red'))).toMatchObject({ holder: null, hex: at('p8') });
  });

  it('a search that takes the last Endurance leaves the mage unconscious for the rest of the turn (MG-10, MG-20)', () => {
    const state = searcher(6);
    put(state, 0, 'p8', { endurance: 15 });
    // A draw of 20 is more than it has: it loses its 15.
    const events = playTurn(state, { 0: [SEARCH, SEARCH, SEARCH, SEARCH, SEARCH] }, [100, 20]);
    expect(eventsOf(events, 'searched')).toEqual([expect.objectContaining({ cost: 15 })]);
    expect(eventsOf(events, 'unconscious')).toEqual([expect.objectContaining({ player: 0 })]);
    expect(phasesOf(events, 'forcedRest', 0)).toEqual([2, 3, 4, 5]);
    expect(state.mages[0]!.endurance).toBe(4 * 5);
  });
});

describe('Rest (VII REST, L168-173; Figure 2; MG-11, MG-13)', () => {
  const REST_VALUES: [TerrainNumber, number][] = [
    [1, 10],
    [2, 9],
    [3, 8],
    [4, 7],
    [5, 6],
    [6, 5],
    [7, 4],
    [8, 3],
    [9, 2],
    [10, 1],
  ];

  /** A resting mage in p8 on a map of one terrain; a bystander in z1. */
  function rester(terrain: TerrainNumber, endurance: number) {
    const state = contest([mage('Sleepy', 'human', 'good'), mage('Other', 'human', 'good')], { map: flatMap(terrain) });
    put(state, 0, 'p8', { endurance });
    put(state, 1, 'z1');
    return state;
  }

  for (const [terrain, value] of REST_VALUES) {
    it(`a phase of rest on T${terrain} gives ${value} Endurance`, () => {
      const state = rester(terrain, 50);
      const events = playTurn(state, { 0: [REST, MEDITATE, MEDITATE, MEDITATE, MEDITATE] });
      expect(eventsOf(events, 'rested').filter((e) => e.player === 0)).toEqual([expect.objectContaining({ gain: value, endurance: 50 + value, bonus: false })]);
      expect(state.mages[0]!.endurance).toBe(50 + value);
    });
  }

  it('rest is capped at the maximum', () => {
    const state = rester(1, 96);
    const events = playTurn(state, { 0: [REST, MEDITATE, MEDITATE, MEDITATE, MEDITATE] });
    expect(eventsOf(events, 'rested').filter((e) => e.player === 0).map((e) => e.gain)).toEqual([4]);
    expect(state.mages[0]!.endurance).toBe(100);
  });

  it('the Helm of Strength doubles a rest (L275-276)', () => {
    const state = rester(3, 50);
    placeArtifact(state, 'helm', 0);
    playTurn(state, { 0: [REST, MEDITATE, MEDITATE, MEDITATE, MEDITATE] });
    expect(state.mages[0]!.endurance).toBe(66);
  });

  it('five phases of rest, ordered, failed or forced, earn 25 more at the end of the turn (L172-173, MG-11)', () => {
    const state = rester(3, 2);
    put(state, 1, 'z1');
    placeCloak(state, cloakOf('red'), 0, true);
    placeArtifact(state, 'candle', 0);
    // Phase 1 forced (2 < 10): 10; phase 2 a failed drop: 18; phase 3 a rest: 26; phase 4 a failed give: 34; phase 5: 42.
    const events = playTurn(state, { 0: [MEDITATE, drop(cloak(cloakOf('red'))), REST, give('candle', 1), REST] });
    expect(phasesOf(events, 'forcedRest', 0)).toEqual([1]);
    expect(phasesOf(events, 'orderFailed', 0)).toEqual([2, 4]);
    expect(eventsOf(events, 'rested').filter((e) => e.player === 0 && e.bonus)).toEqual([expect.objectContaining({ gain: 25, endurance: 67 })]);
    expect(state.mages[0]!.endurance).toBe(67);
  });

  it('the bonus is capped at the maximum, and not doubled by the Helm (MG-11, MG-13)', () => {
    const capped = rester(3, 50);
    const events = playTurn(capped, {});
    expect(eventsOf(events, 'rested').filter((e) => e.player === 0 && e.bonus).map((e) => e.gain)).toEqual([10]);
    expect(capped.mages[0]!.endurance).toBe(100);
    const helm = rester(10, 20);
    placeArtifact(helm, 'helm', 0);
    playTurn(helm, {});
    expect(helm.mages[0]!.endurance).toBe(20 + 5 * 2 + 25);
  });

  it('four rests and one other order earn no bonus', () => {
    const state = rester(3, 20);
    const events = playTurn(state, { 0: [REST, REST, MEDITATE, REST, REST] });
    expect(eventsOf(events, 'rested').filter((e) => e.player === 0 && e.bonus)).toEqual([]);
    expect(state.mages[0]!.endurance).toBe(52);
  });
});

describe('Meditation (VII MEDITATE, L184-188; MG-12, MG-13)', () => {
  /** One phase of meditation by a mage in p8 on a map of one terrain; returns the Arcania gained. */
  function gain(terrain: TerrainNumber, who: Parameters<typeof mage>, setup: (state: MagikaState) => void = () => {}): number {
    const state = contest([mage(...who), mage('Other', 'human', 'good')], { map: flatMap(terrain) });
    put(state, 0, 'p8', { arcania: 0 });
    put(state, 1, 'z1');
    setup(state);
    const events = playTurn(state, { 0: [MEDITATE] });
    const meditated = eventsOf(events, 'meditated').filter((e) => e.player === 0);
    expect(meditated).toHaveLength(1);
    expect(state.mages[0]!.arcania).toBe(meditated[0]!.gain);
    return meditated[0]!.gain;
  }

  it('the rulebook\'s Goblin with 85% skill in a swamp gains 16, not the printed 17: (85 + 20) x 15% = 15.75 (L186-188, MG-12)', () => {
    expect(gain(6, ['Gob', 'goblin', 'evil'], (s) => put(s, 0, 'p8', { skill: 85 }))).toBe(16);
  });

  it('15% of the skill, rounded half up: 70% gives 11 (10.5), 65% gives 10 (9.75), 75% gives 11 (11.25)', () => {
    expect(gain(3, ['Hum', 'human', 'good'])).toBe(11);
    expect(gain(3, ['Dwa', 'dwarf', 'good'])).toBe(10);
    expect(gain(3, ['Elf', 'elf', 'good'])).toBe(11);
  });

  it('each race meditates at +20 on its own terrain: Elf forest, Dwarf mountain, Goblin swamp, Halfling hills; a Human nowhere (L90-91, Figure 1)', () => {
    const races: [Parameters<typeof mage>, TerrainNumber, number, number][] = [
      // [who, attuned terrain, gain there, gain on plains]
      [['Elf', 'elf', 'good'], 4, 14, 11],
      [['Dwa', 'dwarf', 'good'], 8, 13, 10],
      [['Gob', 'goblin', 'evil'], 6, 13, 10],
      [['Half', 'halfling', 'good'], 5, 14, 11],
    ];
    for (const [who, terrain, there, plains] of races) {
      expect(gain(terrain, who)).toBe(there);
      expect(gain(3, who)).toBe(plains);
    }
    for (const terrain of [1, 2, 3, 4, 5, 6, 7, 8, 9, 10] as const) expect(gain(terrain, ['Hum', 'human', 'good'])).toBe(11);
  });

  it('a racial artifact attunes its holder: Ankh forest, Lamp mountain, Pendant swamp, Medallion hills (L266-271, MG-12)', () => {
    const artifacts = [
      ['ankh', 4],
      ['lamp', 8],
      ['pendant', 6],
      ['medallion', 5],
    ] as const;
    for (const [artifact, terrain] of artifacts) {
      expect(gain(terrain, ['Hum', 'human', 'good'], (s) => placeArtifact(s, artifact, 0))).toBe(14);
      expect(gain(3, ['Hum', 'human', 'good'], (s) => placeArtifact(s, artifact, 0))).toBe(11);
    }
    // The Cross attunes to nothing.
    for (const terrain of [3, 4, 8] as const) expect(gain(terrain, ['Hum', 'human', 'good'], (s) => placeArtifact(s, 'cross', 0))).toBe(11);
    // Race and artifact together are +20, not +40.
    expect(gain(6, ['Gob', 'goblin', 'evil'], (s) => placeArtifact(s, 'pendant', 0))).toBe(13);
  });

  it('the Candle of Serenity doubles the gain (L276-277)', () => {
    expect(gain(3, ['Hum', 'human', 'good'], (s) => placeArtifact(s, 'candle', 0))).toBe(22);
    expect(gain(6, ['Gob', 'goblin', 'evil'], (s) => (put(s, 0, 'p8', { skill: 85, arcania: 0 }), placeArtifact(s, 'candle', 0)))).toBe(32);
  });

  it('meditation is capped at the maximum Arcania', () => {
    const state = contest([mage('Full', 'human', 'good'), mage('Other', 'human', 'good')]);
    put(state, 0, 'p8', { arcania: 95 });
    put(state, 1, 'z1');
    const events = playTurn(state, { 0: [MEDITATE, MEDITATE] });
    expect(eventsOf(events, 'meditated').map((e) => e.gain)).toEqual([5, 0]);
    expect(state.mages[0]!.arcania).toBe(100);
  });

  it('the Ebon Mage meditates with his Spell Skill of 100 (XIV rule 1, MG-52)', () => {
    const state = contest([mage('Nov', 'human', 'good'), mage('Ebon', 'human', 'neutral')], { ebon: true });
    put(state, 0, 'z1');
    put(state, 1, 'p8', { arcania: 20 });
    expect(state.mages[1]!.skill).toBe(100);
    const events = playTurn(state, { 1: [MEDITATE, REST, REST, REST, EBON_STEP] });
    expect(eventsOf(events, 'meditated')).toEqual([expect.objectContaining({ player: 1, gain: 15, arcania: 35 })]);
  });
});

describe('The Rod of Obedience (X, L278-279)', () => {
  function holder(alignment: 'good' | 'neutral' | 'evil', aptitude: number) {
    const state = contest([mage('Rod', 'human', alignment), mage('Other', 'human', 'good')]);
    put(state, 0, 'p8', { aptitude });
    put(state, 1, 'z1');
    placeArtifact(state, 'rod', 0);
    return state;
  }

  it('moves its holder\'s aptitude 1 toward perfect at the end of each phase: 5 a turn (Good +100, Evil -100, Neutral 0)', () => {
    const cases = [
      ['good', 90, [91, 92, 93, 94, 95]],
      ['evil', -90, [-91, -92, -93, -94, -95]],
      ['neutral', 5, [4, 3, 2, 1, 0]],
      ['neutral', -20, [-19, -18, -17, -16, -15]],
    ] as const;
    for (const [alignment, aptitude, steps] of cases) {
      const state = holder(alignment, aptitude);
      const events = playTurn(state, {});
      expect(eventsOf(events, 'obeyed').map((e) => e.aptitude)).toEqual([...steps]);
      expect(phasesOf(events, 'obeyed', 0)).toEqual([1, 2, 3, 4, 5]);
      expect(state.mages[0]!.aptitude).toBe(steps[4]);
    }
  });

  it('stops at perfect', () => {
    const cases = [
      ['good', 98, [99, 100]],
      ['evil', -100, []],
      ['neutral', -2, [-1, 0]],
    ] as const;
    for (const [alignment, aptitude, steps] of cases) {
      const state = holder(alignment, aptitude);
      const events = playTurn(state, {});
      expect(eventsOf(events, 'obeyed').map((e) => e.aptitude)).toEqual([...steps]);
      expect(state.mages[0]!.aptitude).toBe(alignment === 'good' ? 100 : alignment === 'evil' ? -100 : 0);
    }
  });

  it('works only for the phases it is held at the end of: given away in phase 3, the receiver gets phases 3 to 5', () => {
    const state = holder('good', 90);
    put(state, 1, 'p8', { aptitude: 90 });
    const events = playTurn(state, { 0: [REST, REST, give('rod', 1)] });
    expect(phasesOf(events, 'obeyed', 0)).toEqual([1, 2]);
    expect(phasesOf(events, 'obeyed', 1)).toEqual([3, 4, 5]);
    expect([state.mages[0]!.aptitude, state.mages[1]!.aptitude]).toEqual([92, 93]);
  });
});
