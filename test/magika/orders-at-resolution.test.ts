/**
 * Orders are judged when they are carried out, not when written (VII, L160-162, L167-168, L173; MG-8,
 * MG-28, MG-33), the major Cloak Aid's safe don for a mage forced Black (L507-510; MG-23), and the
 * minor Scatter Artifact's reach (L490-493; MG-41). Every die is scripted.
 *
 * - A plan may name a cast the mage cannot pay for, or the gates bar, as it writes: meditation, a
 *   gift of the Rod or an earlier cast may change that before the order's phase comes. Judged then,
 *   a cast that still cannot be made is a rest, and only its caster is told why.
 * - A plan may give or drop an artifact the mage's own earlier orders may bring it: one it demands,
 *   or one its reports place lying where an earlier search of the plan may be made; re-don the
 *   cloak it wears after an earlier don; demand back what an earlier order gives away.
 * - The legal list stays exact: every listed order is accepted, every other one refused.
 */
import { describe, expect, it } from 'vitest';
import { scriptedRng } from '../../src/core/rng.js';
import { magika, type MagikaAction, type MagikaOrder, type MagikaState } from '../../src/games/magika/index.js';
import { ARTIFACT_IDS } from '../../src/games/magika/content/artifacts.js';
import { CLOAK_COLORS } from '../../src/games/magika/content/cloaks.js';
import { act, at, cloakOf, contest, eventsOf, mage, placeArtifact, placeCloak, playTurn, put, refreshReports, setScrolls } from './harness.js';

type Events = MagikaState['events'];

const REST: MagikaOrder = { type: 'rest' };
const SEARCH: MagikaOrder = { type: 'search' };
const MEDITATE: MagikaOrder = { type: 'meditate' };
const EAST: MagikaOrder = { type: 'move', direction: 'E' };
const cast = (scroll: number, level: 'minor' | 'major' = 'minor', target: string | null = null): MagikaOrder => ({ type: 'cast', scroll, level, target });
const give = (item: string, recipient: number): MagikaOrder => ({ type: 'give', item, recipient });
const drop = (item: string): MagikaOrder => ({ type: 'drop', item });
const don = (cloak: number): MagikaOrder => ({ type: 'don', cloak });
const demand = (artifact: (typeof ARTIFACT_IDS)[number]): MagikaOrder => ({ type: 'demand', artifact });

/** Plays a turn with exactly these dice: every one drawn, and no more. */
function play(state: MagikaState, plans: Record<number, readonly (MagikaOrder | undefined)[]>, dice: number[] = []): Events {
  const rng = scriptedRng(dice);
  const events = playTurn(state, plans, rng);
  expect(() => rng.int(1, 100), 'every scripted die is drawn').toThrow();
  return events;
}

/** The events of phase `phase` (between its phaseStarted marker and the next). */
function inPhase(events: Events, phase: number): Events {
  let now = 0;
  return events.filter((e) => {
    if (e.type === 'phaseStarted') now = e.phase;
    return now === phase && e.type !== 'phaseStarted';
  });
}

function orderKey(order: object): string {
  const o = order as Record<string, unknown>;
  return JSON.stringify(Object.keys(o).filter((k) => k !== 'player' && k !== 'phase').sort().map((k) => [k, o[k]]));
}

/** Every order of every shape a seat of a four-seat contest might try: the listed ones and many more. */
function candidateOrders(): MagikaOrder[] {
  const items = [...Array.from({ length: 9 }, (_, i) => `scroll-${i}`), ...Array.from({ length: 18 }, (_, i) => `cloak-${i}`), ...ARTIFACT_IDS, 'all'];
  const targets: (string | null)[] = [null, 'A', 'B', 'C', 'D', ...CLOAK_COLORS, 'T4', 'T9', '+1', '-3', 'NE1', 'E3', 'N2', 'S2', ...ARTIFACT_IDS, ...Array.from({ length: 9 }, (_, i) => `scroll-${i}`)];
  const out: MagikaOrder[] = [REST, SEARCH, MEDITATE, ...(['NE', 'NW', 'E', 'W', 'SE', 'SW'] as const).map((direction) => ({ type: 'move', direction }) as const)];
  for (const item of items) {
    out.push(drop(item));
    for (const recipient of [0, 1, 2, 3]) out.push(give(item, recipient));
  }
  for (const artifact of ARTIFACT_IDS) out.push(demand(artifact));
  for (let id = 0; id < 18; id++) out.push(don(id));
  for (let scroll = 0; scroll < 9; scroll++) for (const level of ['minor', 'major'] as const) for (const target of targets) out.push(cast(scroll, level, target));
  return out;
}

/** The legal list is exact for `seat`'s next phase: isLegal accepts the listed orders and only them. */
function expectExact(state: MagikaState, seat: number): void {
  const listed = new Set(magika.legalActions(state, seat).map(orderKey));
  const phase = state.plans[seat]!.length + 1;
  for (const key of listed) expect(magika.isLegal(state, { ...Object.fromEntries(JSON.parse(key) as [string, unknown][]), player: seat, phase } as MagikaAction)).toBe(true);
  for (const order of candidateOrders()) {
    const action = { ...order, player: seat, phase } as MagikaAction;
    expect([orderKey(order), magika.isLegal(state, action)]).toEqual([orderKey(order), listed.has(orderKey(order))]);
  }
}

const offered = (state: MagikaState, seat: number, order: MagikaOrder): boolean => magika.legalActions(state, seat).some((a) => orderKey(a) === orderKey(order));

/** Writes `orders` for `seat` (phases 1, 2, …) through `reduce`-checked `apply`. */
function write(state: MagikaState, seat: number, orders: readonly MagikaOrder[]): void {
  for (const order of orders) magika.apply(state, act(state, seat, order), scriptedRng([]));
}

describe('A cast is judged when it is read, not when written (L160-162, L173; MG-8, MG-28, MG-33)', () => {
  /** A Good human at p8 with 5 Arcania and a scroll of Protective Aura (10 / 24); another far off. */
  function poor(): MagikaState {
    const state = contest([mage('Ann', 'human', 'good'), mage('Bo', 'human', 'good')]);
    put(state, 0, 'p8', { arcania: 5, aptitude: 40 });
    put(state, 1, 'z1');
    setScrolls(state, 0, ['ProAu']);
    setScrolls(state, 1, []);
    return state;
  }

  it('meditate in phase 1, cast in phase 2: the plan may be written, and the cast is paid from what meditation brought', () => {
    const state = poor();
    // Both levels are offered from the first phase on, though 5 Arcania pays for neither now.
    expect(offered(state, 0, cast(0))).toBe(true);
    expect(offered(state, 0, cast(0, 'major'))).toBe(true);
    write(state, 0, [MEDITATE]);
    expect(offered(state, 0, cast(0))).toBe(true);
    // 15% of a Spell Skill of 70 is 11 (10.5 rounded): 16 Arcania when the Cast step of phase 2 comes.
    const events = play(state, { 0: [MEDITATE, cast(0)] }, [1, 100]);
    expect(eventsOf(events, 'meditated')).toEqual([expect.objectContaining({ player: 0, arcania: 16 })]);
    expect(eventsOf(inPhase(events, 2), 'cast')).toEqual([expect.objectContaining({ player: 0, spell: 'ProAu', level: 'minor', cost: 10, result: 'success' })]);
    expect(eventsOf(events, 'orderFailed')).toEqual([]);
    expect(state.mages[0]!.arcania).toBe(6);
  });

  it('a cast still unpaid when its phase comes is a rest, and only the caster is told why', () => {
    const state = poor();
    const events = play(state, { 0: [cast(0, 'major')] });
    const failed = eventsOf(inPhase(events, 1), 'orderFailed');
    expect(failed).toEqual([{ type: 'orderFailed', audience: [0], player: 0, order: 'cast', why: 'it needs 24 Arcania', rests: true }]);
    expect(eventsOf(inPhase(events, 1), 'rested').filter((e) => e.player === 0)).toHaveLength(1);
    expect(state.mages[0]!.arcania).toBe(5);
    expect(state.mages[0]!.scrolls).toHaveLength(1);
    // The other seat, and a spectator, see nothing of it.
    for (const viewer of [1, 'spectator'] as const) expect(magika.view(state, viewer).events.some((e) => e.type === 'orderFailed' || e.type === 'cast')).toBe(false);
    expect(magika.view(state, 0).events.filter((e) => e.type === 'orderFailed')).toEqual(failed);
  });

  it('a spell the gates bar as the plan is written is cast in the phase the Rod, given by a mage in the hex, lifts them (L278-279; Figure 4: Give before Cast)', () => {
    const state = contest([mage('Gil', 'human', 'good'), mage('Rex', 'human', 'evil')]);
    put(state, 0, 'p8', { arcania: 50, aptitude: 0 });
    put(state, 1, 'p8', { arcania: 50, aptitude: -50 });
    setScrolls(state, 0, ['SrchX']);
    setScrolls(state, 1, []);
    placeArtifact(state, 'rod', 1);
    // A Good mage below 35 casts no Evil spell (MG-28), yet the order may be written.
    expect(offered(state, 0, cast(0, 'minor', 'B'))).toBe(true);
    const events = play(state, { 0: [cast(0, 'minor', 'B')], 1: [give('rod', 0)] }, [1, 100]);
    expect(eventsOf(events, 'gave')).toEqual([expect.objectContaining({ player: 1, recipient: 0, what: 'the Rod of Obedience' })]);
    expect(eventsOf(events, 'cast')).toEqual([expect.objectContaining({ player: 0, spell: 'SrchX', result: 'success' })]);
    expect(eventsOf(events, 'orderFailed')).toEqual([]);
  });

  it('without the Rod the barred cast fails when read: nothing paid, the scroll kept, a rest', () => {
    const state = contest([mage('Gil', 'human', 'good'), mage('Rex', 'human', 'evil')]);
    put(state, 0, 'p8', { arcania: 50, aptitude: 0 });
    put(state, 1, 'p9');
    setScrolls(state, 0, ['SrchX']);
    const events = play(state, { 0: [cast(0, 'minor', 'B')] });
    expect(eventsOf(events, 'orderFailed')).toEqual([expect.objectContaining({ audience: [0], player: 0, order: 'cast', rests: true })]);
    expect([state.mages[0]!.arcania, state.mages[0]!.scrolls.length]).toEqual([50, 1]);
  });

  it('the list is exact: every held scroll at both levels with each target its spell takes, whatever the Arcania and aptitude now', () => {
    const state = contest([mage('Gil', 'human', 'good'), mage('Rex', 'human', 'evil'), mage('Ned', 'dwarf', 'neutral'), mage('Ola', 'elf', 'evil')]);
    put(state, 0, 'p8', { arcania: 0, aptitude: -60 });
    setScrolls(state, 0, ['SrchX', 'TelPt', 'ProSp']);
    const casts = magika.legalActions(state, 0).filter((a) => a.type === 'cast');
    // Search eXpired: 3 letters, 6 colours; Teleport: 6 and 20 jumps; Prolonged Spell: 2 other scrolls at each level.
    expect(casts).toHaveLength(3 + 6 + 6 + 20 + 2 + 2);
    expectExact(state, 0);
    // A scroll the mage does not hold is never named, nor a target its spell does not take.
    expect(magika.isLegal(state, { ...cast(5), player: 0, phase: 1 } as MagikaAction)).toBe(false);
    expect(magika.isLegal(state, { ...cast(0, 'minor', 'T4'), player: 0, phase: 1 } as MagikaAction)).toBe(false);
  });
});

describe('Items the plan itself may bring are named in later phases (MG-8)', () => {
  /** A at p8 and B beside it in p8, C far off; the Helm lies in p8 and A's report has seen it there. */
  function scene(): MagikaState {
    const state = contest([mage('Ann', 'human', 'good'), mage('Bo', 'human', 'good'), mage('Cy', 'human', 'evil')]);
    put(state, 0, 'p8', { arcania: 80 });
    put(state, 1, 'p8', { arcania: 20 });
    put(state, 2, 'z1');
    for (const seat of [0, 1, 2]) setScrolls(state, seat, []);
    placeArtifact(state, 'helm', 'p8');
    placeArtifact(state, 'cross', 'p9');
    placeArtifact(state, 'lamp', 'p11');
    refreshReports(state);
    return state;
  }

  it('search in phase 1, give what it picks up in phase 2', () => {
    const state = scene();
    expect(offered(state, 0, give('helm', 1))).toBe(false);
    write(state, 0, [SEARCH]);
    expect(offered(state, 0, give('helm', 1))).toBe(true);
    expect(offered(state, 0, drop('helm'))).toBe(true);
    expectExact(state, 0);
    const events = play(state, { 0: [SEARCH, give('helm', 1)] }, [0]);
    expect(eventsOf(events, 'pickedUp')).toEqual([expect.objectContaining({ player: 0, what: 'the Helm of Strength' })]);
    expect(eventsOf(events, 'gave')).toEqual([expect.objectContaining({ player: 0, recipient: 1, what: 'the Helm of Strength' })]);
    expect(state.artifacts[ARTIFACT_IDS.indexOf('helm')]!.holder).toBe(1);
  });

  it('move, then search where the report saw an artifact, then drop it; an artifact no earlier search may reach is not named', () => {
    const state = scene();
    write(state, 0, [EAST]);
    // The Cross lies in p9, where the move may take A, but nothing searches there yet.
    expect(offered(state, 0, drop('cross'))).toBe(false);
    write(state, 0, [SEARCH]);
    // The search may be made in p8 (the move failed) or in p9: the Helm or the Cross; not the Lamp in p11.
    expect(offered(state, 0, drop('cross'))).toBe(true);
    expect(offered(state, 0, drop('helm'))).toBe(true);
    expect(offered(state, 0, drop('lamp'))).toBe(false);
    expect(offered(state, 0, drop('all'))).toBe(true);
    expectExact(state, 0);
    const events = play(state, { 0: [EAST, SEARCH, drop('cross')] }, [0]);
    expect(eventsOf(events, 'dropped')).toEqual([expect.objectContaining({ player: 0, what: 'the Cross of Humankind' })]);
    expect(eventsOf(events, 'orderFailed')).toEqual([]);
  });

  it('an order for an item the search did not bring is a rest, told to that seat alone', () => {
    const state = scene();
    // B picks the Helm up first (phase 1), so A's search in phase 2 finds nothing to take.
    const events = play(state, { 0: [REST, SEARCH, give('helm', 1)], 1: [SEARCH] }, [0, 100, 0]);
    const failed = eventsOf(inPhase(events, 3), 'orderFailed');
    expect(failed).toEqual([{ type: 'orderFailed', audience: [0], player: 0, order: 'give', why: 'the mage does not hold it', rests: true }]);
    expect(magika.view(state, 1).events.some((e) => e.type === 'orderFailed')).toBe(false);
  });

  it('demand in phase 1, give in phase 2; demand back in phase 3 what phase 2 gave away', () => {
    const state = scene();
    placeArtifact(state, 'candle', 1);
    write(state, 0, [demand('candle')]);
    expect(offered(state, 0, give('candle', 1))).toBe(true);
    write(state, 0, [give('candle', 1)]);
    expect(offered(state, 0, demand('candle'))).toBe(true);
    expectExact(state, 0);
    const events = play(state, { 0: [demand('candle'), give('candle', 1), demand('candle')] }, []);
    expect(eventsOf(events, 'demanded').map((e) => [e.player, e.won])).toEqual([
      [0, true],
      [0, true],
    ]);
    expect(eventsOf(events, 'gave')).toHaveLength(1);
    expect(state.artifacts[ARTIFACT_IDS.indexOf('candle')]!.holder).toBe(0);
  });

  it('don another cloak, then don again the one worn as the turn began', () => {
    const state = scene();
    placeCloak(state, cloakOf('red'), 0, true);
    placeCloak(state, cloakOf('blue'), 0);
    expect(offered(state, 0, don(cloakOf('red')))).toBe(false);
    write(state, 0, [don(cloakOf('blue'))]);
    expect(offered(state, 0, don(cloakOf('red')))).toBe(true);
    expectExact(state, 0);
    const events = play(state, { 0: [don(cloakOf('blue')), don(cloakOf('red'))] }, []);
    expect(eventsOf(events, 'donned').map((e) => [e.color, e.result])).toEqual([
      ['blue', 'joined'],
      ['red', 'joined'],
    ]);
  });
});

describe('The major Cloak Aid lets a mage forced Black don safely (L507-510; MG-23)', () => {
  /** Seat 0, Good and forced Black, carries a green cloak; green is worn by a Good and an Evil mage, so a Good third does not fit. */
  function forced(aided: boolean): MagikaState {
    const state = contest([mage('Gwen', 'human', 'good'), mage('Bea', 'human', 'good'), mage('Eve', 'human', 'evil')]);
    put(state, 0, 'p8', { arcania: 100, aptitude: 50 });
    put(state, 1, 'z1');
    put(state, 2, 'z3');
    state.mages[0]!.forcedBlack = true;
    setScrolls(state, 0, ['CkAid']);
    placeCloak(state, cloakOf('green', 0), 'p8');
    placeCloak(state, cloakOf('green', 1), 1, true);
    placeCloak(state, cloakOf('green', 2), 2, true);
    // Turn 1: the major Cloak Aid (or a rest), then a search picks the cloak up when the spell lets it.
    if (aided) play(state, { 0: [cast(0, 'major'), SEARCH] }, [1, 100, 0]);
    return state;
  }

  it('a refused don is a rest: the cloak is kept and no penalty is paid', () => {
    const state = forced(true);
    expect(state.cloaks.find((c) => c.id === cloakOf('green'))!.holder).toBe(0);
    const arcania = state.mages[0]!.arcania;
    const events = play(state, { 0: [don(cloakOf('green'))] }, []);
    expect(eventsOf(events, 'donned')).toEqual([]);
    expect(eventsOf(inPhase(events, 1), 'orderFailed')).toEqual([expect.objectContaining({ audience: [0], player: 0, order: 'don', rests: true })]);
    expect(eventsOf(inPhase(events, 1), 'rested').filter((e) => e.player === 0)).toHaveLength(1);
    expect(state.cloaks.find((c) => c.id === cloakOf('green'))!.holder).toBe(0);
    expect([state.mages[0]!.donned, state.mages[0]!.forcedBlack, state.mages[0]!.arcania]).toEqual([null, true, arcania]);
  });

  it('a Black mage never forced Black, without the spell, still loses a cloak its team refuses (L295-296)', () => {
    const state = forced(false);
    state.mages[0]!.forcedBlack = false;
    placeCloak(state, cloakOf('green'), 0);
    const events = play(state, { 0: [don(cloakOf('green'))] }, []);
    expect(eventsOf(events, 'donned')).toEqual([expect.objectContaining({ player: 0, result: 'refused' })]);
    expect(state.cloaks.some((c) => c.id === cloakOf('green'))).toBe(false);
  });
});

describe('The minor Scatter Artifact reaches any artifact nobody holds (L490-493; MG-41)', () => {
  it('an artifact lying 8 hexes from the caster is scattered', () => {
    // A stands at p8 and B at b1: free hex number 0 is b2.
    const state = contest([mage('Nell', 'human', 'neutral'), mage('Bo', 'human', 'good')]);
    put(state, 0, 'p8', { arcania: 50, aptitude: 0 });
    put(state, 1, 'b1');
    setScrolls(state, 0, ['ScArt']);
    placeArtifact(state, 'cross', 'p16');
    const events = play(state, { 0: [cast(0, 'minor', 'cross')] }, [1, 0, 100]);
    expect(eventsOf(events, 'cast')).toEqual([expect.objectContaining({ player: 0, spell: 'ScArt', result: 'success' })]);
    expect(state.artifacts[ARTIFACT_IDS.indexOf('cross')]).toEqual({ holder: null, hex: at('b2') });
  });
});
