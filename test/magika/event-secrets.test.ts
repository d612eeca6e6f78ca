/**
 * What the events of a turn may tell a seat (issue 23, items 1–4; MG-9, MG-24, MG-32, MG-50,
 * MG-61): orders are secret (L66-67), names show only from ring 2 (L322-325), invisible mages are
 * off the map (L510-512). Each test builds two worlds that differ only in what a seat cannot see,
 * or checks that an event names nobody the seat cannot see.
 *
 * The turns are resolved with a "flat" rng whose every draw is the lowest (or highest) value
 * allowed: its answers do not depend on how many draws came before, so two worlds that make
 * different numbers of draws for other seats still give the watched seat the same dice.
 */
import { describe, expect, it } from 'vitest';
import { magika, type MagikaEvent, type MagikaOrder, type MagikaState, type SpellCode } from '../../src/games/magika/index.js';
import { artifactIndex } from '../../src/games/magika/content/artifacts.js';
import { distance } from '../../src/games/magika/rules/map.js';
import { visibleHexes } from '../../src/games/magika/rules/spells/common.js';
import { arena, at, cloakOf, eventsOf, flatRng, placeArtifact, placeCloak, playTurn, put, setScrolls } from './harness.js';

const cast = (scroll: number, level: 'minor' | 'major', target: string | null): MagikaOrder => ({ type: 'cast', scroll, level, target });
const REST: MagikaOrder = { type: 'rest' };

/** Puts a spell in effect on a mage by hand, for the whole of turn 1. */
function enchant(state: MagikaState, seat: number, spell: SpellCode): void {
  state.effects.push({ spell, level: 'minor', caster: seat, subject: seat, hexes: [], was: [], scroll: null, until: 5 });
}

/** The events of the turn's resolution that `seat` sees, but its turn report. */
function seenBy(state: MagikaState, seat: number): MagikaEvent[] {
  return magika.view(state, seat).events.filter((e) => e.type !== 'reported');
}

describe('tie draws tell no seat of another order (issue 23 item 1; MG-9, MG-18)', () => {
  it('gifts to one receiver contend only when both can be made: a gift from afar is no rival', () => {
    const state = arena('p8', 'p14', 'p8');
    setScrolls(state, 0, ['CurSp']);
    setScrolls(state, 1, ['CurSp']);
    const events = playTurn(state, { 0: [{ type: 'give', item: 'scroll-0', recipient: 2 }], 1: [{ type: 'give', item: 'scroll-0', recipient: 2 }] }, flatRng());
    expect(eventsOf(events, 'tieBroken')).toEqual([]);
    expect(eventsOf(events, 'gave').map((e) => e.player)).toEqual([0]);
    expect(eventsOf(events, 'orderFailed').map((e) => [e.player, e.order])).toEqual([[1, 'give']]);
  });

  it('dons of one colour contend only when the team cannot take them all', () => {
    const state = arena('p8', 'p14');
    placeCloak(state, cloakOf('red', 0), 0);
    placeCloak(state, cloakOf('red', 1), 1);
    const events = playTurn(state, { 0: [{ type: 'don', cloak: cloakOf('red', 0) }], 1: [{ type: 'don', cloak: cloakOf('red', 1) }] }, flatRng());
    expect(eventsOf(events, 'tieBroken')).toEqual([]);
    expect(eventsOf(events, 'donned').map((e) => [e.player, e.result])).toEqual([
      [0, 'joined'],
      [1, 'joined'],
    ]);
  });

  it('moves off the cavern enter no hex and contend with nobody', () => {
    const state = arena('p1', 't1');
    const west: MagikaOrder = { type: 'move', direction: 'W' };
    const events = playTurn(state, { 0: [REST, west], 1: [REST, west] }, flatRng());
    expect(eventsOf(events, 'tieBroken')).toEqual([]);
    expect(eventsOf(events, 'orderFailed').map((e) => e.player)).toEqual([0, 1]);
  });

  it('two moves into one hex are drawn, but the draw is the Game Master\'s: no seat is told of it', () => {
    const state = arena('p8', 'p10');
    // Seat 1 is invisible: the seat it races into p9 cannot see it at all.
    enchant(state, 1, 'InvSp');
    const events = playTurn(state, { 0: [REST, { type: 'move', direction: 'E' }], 1: [REST, { type: 'move', direction: 'W' }] }, flatRng());
    expect(eventsOf(events, 'tieBroken')).toEqual([{ type: 'tieBroken', audience: [], step: 'move', order: [0, 1] }]);
    for (const viewer of [0, 1, 'spectator'] as const) expect(eventsOf([...magika.view(state, viewer).events], 'tieBroken')).toEqual([]);
    expect([state.mages[0]!.hex, state.mages[1]!.hex]).toEqual([at('p9'), at('p9')]);
  });

  it('a seat sees the same events whether or not an unseen mage raced it into a hex', () => {
    const worlds = [true, false].map((rival) => {
      const state = arena('p8', 'p10');
      enchant(state, 1, 'InvSp');
      playTurn(state, { 0: [REST, { type: 'move', direction: 'E' }], 1: [REST, rival ? { type: 'move', direction: 'W' } : REST] }, flatRng());
      return seenBy(state, 0);
    });
    expect(worlds[0]).toEqual(worlds[1]);
  });
});

describe('an invisible caster or thief is not named to its victim (issue 23 item 2; MG-50)', () => {
  it('a caster 2 hexes off is named, unless it is invisible', () => {
    for (const invisible of [false, true]) {
      const state = arena('p8', 'p10');
      expect(distance(at('p8'), at('p10'))).toBe(2);
      setScrolls(state, 0, ['AtEnd']);
      if (invisible) enchant(state, 0, 'InvSp');
      const events = playTurn(state, { 0: [cast(0, 'minor', 'B')] }, flatRng());
      expect(eventsOf(events, 'struck')).toEqual([{ type: 'struck', audience: [1], player: 1, spell: 'AtEnd', caster: invisible ? null : 0, outcome: 'affected' }]);
    }
  });

  it('an invisible thief 2 hexes off is not named in its victim\'s copy; its own copy names the victim', () => {
    const state = arena('p8', 'p10');
    setScrolls(state, 0, ['StlIt']);
    enchant(state, 0, 'InvSp');
    placeArtifact(state, 'cross', 1);
    playTurn(state, { 0: [cast(0, 'minor', 'B')] }, flatRng());
    expect(eventsOf([...magika.view(state, 1).events], 'stolen')).toEqual([{ type: 'stolen', audience: [1], player: null, victim: 1, what: 'the Cross of Humankind' }]);
    expect(eventsOf([...magika.view(state, 0).events], 'stolen')).toEqual([{ type: 'stolen', audience: [0], player: 0, victim: 1, what: 'the Cross of Humankind' }]);
  });
});

describe('a failed demand tells nothing of an artifact out of sight (issue 23 item 3; MG-24)', () => {
  const demandHelm: MagikaOrder = { type: 'demand', artifact: 'helm' };

  it('"nobody holds it" and "its holder is elsewhere" are one reason', () => {
    const worlds = [null, 1].map((holder) => {
      const state = arena('p8', 'p14');
      if (holder !== null) placeArtifact(state, 'helm', holder);
      playTurn(state, { 0: [demandHelm] }, flatRng());
      return seenBy(state, 0);
    });
    expect(worlds[0]).toEqual(worlds[1]);
    expect(eventsOf(worlds[0]!, 'orderFailed')).toEqual([expect.objectContaining({ player: 0, order: 'demand', rests: true })]);
  });

  it('an invisible holder in the demander\'s hex is not found: the demand fails as if nobody held it', () => {
    const state = arena('p8', 'p8');
    state.mages[1]!.endurance = 40;
    placeArtifact(state, 'helm', 1);
    enchant(state, 1, 'InvSp');
    const events = playTurn(state, { 0: [demandHelm] }, flatRng());
    expect(eventsOf(events, 'demanded')).toEqual([]);
    expect(state.artifacts[artifactIndex('helm')]!.holder).toBe(1);
    const alone = arena('p8', 'p14');
    playTurn(alone, { 0: [demandHelm] }, flatRng());
    expect(seenBy(state, 0).filter((e) => e.type === 'orderFailed')).toEqual(seenBy(alone, 0).filter((e) => e.type === 'orderFailed'));
  });
});

describe('an invisible demander is not named to the holder (MG-61, MG-24)', () => {
  it('the holder is told an artifact was demanded, not by whom; the demander\'s own copy names both', () => {
    for (const invisible of [false, true]) {
      const state = arena('p8', 'p8');
      placeArtifact(state, 'helm', 0);
      state.mages[0]!.endurance = 10;
      if (invisible) enchant(state, 1, 'InvSp');
      playTurn(state, { 1: [{ type: 'demand', artifact: 'helm' }] }, flatRng());
      const holderSees = eventsOf(seenBy(state, 0), 'demanded');
      expect(holderSees).toHaveLength(1);
      expect(holderSees[0]!.player).toBe(invisible ? null : 1);
      expect(eventsOf(seenBy(state, 1), 'demanded')).toEqual([expect.objectContaining({ player: 1, holder: 0 })]);
      expect(() => magika.parseState(JSON.parse(JSON.stringify(state)))).not.toThrow();
      if (invisible) expect(magika.describeEvent(holderSees[0]!)).toMatch(/^An unseen mage demands/);
    }
  });
});

describe('"no possible effect" is judged from what the caster sees (issue 23 item 4; MG-32)', () => {
  /** The caster's events in two worlds that differ only by `vary`. */
  function twoWorlds(hexes: string[], spell: SpellCode, order: MagikaOrder, vary: (state: MagikaState, world: number) => void): [MagikaEvent[], MagikaEvent[]] {
    const out = [0, 1].map((world) => {
      const state = arena(...hexes);
      setScrolls(state, 0, [spell]);
      vary(state, world);
      playTurn(state, { 0: [order] }, flatRng());
      return seenBy(state, 0);
    });
    return [out[0]!, out[1]!];
  }

  it('an elemental spell is cast alike whether a fogged hex in reach holds its terrain or not', () => {
    const [held, none] = twoWorlds(['p8', 'p14'], 'ElBlo', cast(0, 'minor', 'T5'), (state, world) => {
      const here = state.mages[0]!.hex;
      const reach = visibleHexes(state, 0);
      const fogged = reach.find((hex) => hex !== here)!;
      for (const hex of reach) state.terrain[hex] = 4;
      if (world === 0) state.terrain[fogged] = 5;
      state.effects.push({ spell: 'FogMp', level: 'minor', caster: 1, subject: null, hexes: [fogged], was: [], scroll: null, until: 5 });
    });
    expect(eventsOf(none, 'cast')[0]!.result).not.toBe('noEffect');
    expect(held).toEqual(none);
  });

  it('Burn Item at a mage 2 hexes off is cast alike whether it carries a scroll or not', () => {
    const [withScroll, without] = twoWorlds(['p8', 'p10'], 'BrnIt', cast(0, 'minor', 'B'), (state, world) => setScrolls(state, 1, world === 0 ? ['CurSp'] : []));
    expect(withScroll).toEqual(without);
    expect(eventsOf(without, 'cast')[0]!.result).toBe('success');
  });

  it('Steal Item at a mage 2 hexes off holding only its worn cloak is cast, and takes nothing', () => {
    const [robbed, bare] = twoWorlds(['p8', 'p10'], 'StlIt', cast(0, 'minor', 'B'), (state, world) => {
      placeCloak(state, cloakOf('blue'), 1, true);
      if (world === 0) placeArtifact(state, 'cross', 1);
    });
    expect(eventsOf(bare, 'cast')[0]!.result).toBe('success');
    expect(eventsOf(robbed, 'stolen')).toHaveLength(1);
    expect(eventsOf(bare, 'stolen')).toEqual([]);
    expect(robbed.filter((e) => !['stolen', 'scrollGained'].includes(e.type))).toEqual(bare);
  });

  it('a spell at a colour is cast alike whether a mage out of sight wears it or nobody does', () => {
    const [worn, unworn] = twoWorlds(['p8', 'p16'], 'CurSp', cast(0, 'major', 'violet'), (state, world) => {
      if (world === 0) placeCloak(state, cloakOf('violet'), 1, true);
    });
    expect(worn).toEqual(unworn);
    expect(eventsOf(unworn, 'cast')[0]!.result).toBe('success');
  });

  it('a minor spell at a mage the caster cannot name is cast alike whether it stands 3 hexes off or 5, someone unnamed standing 3 off', () => {
    const [near, far] = twoWorlds(['p8', 'p11', 'p11'], 'AtEnd', cast(0, 'minor', 'B'), (state, world) => {
      if (world === 1) put(state, 1, 'p13');
    });
    expect(near).toEqual(far);
    expect(eventsOf(far, 'cast')[0]!.result).toBe('success');
  });

  it('what the caster does see still decides: a teammate with no scroll, a mage out of reach with nobody unnamed near', () => {
    const [teammate] = twoWorlds(['p8', 'p10'], 'BrnIt', cast(0, 'minor', 'B'), (state) => {
      placeCloak(state, cloakOf('red', 0), 0, true);
      placeCloak(state, cloakOf('red', 1), 1, true);
    });
    expect(eventsOf(teammate, 'cast')[0]!.result).toBe('noEffect');
    const [alone] = twoWorlds(['p8', 'p13'], 'AtEnd', cast(0, 'minor', 'B'), () => {});
    expect(eventsOf(alone, 'cast')[0]!.result).toBe('noEffect');
    const [invisible, away] = twoWorlds(['p8', 'p9'], 'DrArt', cast(0, 'minor', null), (state, world) => {
      placeArtifact(state, 'cross', 1);
      if (world === 0) {
        put(state, 1, 'p8');
        enchant(state, 1, 'InvSp');
      }
    });
    expect(invisible).toEqual(away);
    expect(eventsOf(away, 'cast')[0]!.result).toBe('noEffect');
  });
});
