/**
 * Powers (rulebook 3.4, 6.3; PW-10, PW-30 to PW-34): traps and escape rolls, the two disrupters,
 * the creation oracle, the equipment hunter, and when each may be played.
 */
import { describe, expect, it } from 'vitest';
import { table, value } from './fixture.js';

describe('trap (PW-30)', () => {
  it('PW-30, 6.3: a trapped unit cannot block or attack; its owner rolls at the end of each build phase (3 holds, 4 frees)', () => {
    const t = table({ sides: [{ units: ['vat-brute'], hand: ['root-snare'] }, { units: ['hive-sentinel', 'spine-crawler'] }], dice: [3, 4] });
    const [brute] = t.r(0).units;
    const [snare] = t.r(0).hand;
    const [sentinel, crawler] = t.r(1).units;
    expect(t.state.turn.step).toBe('attack');
    // Root Snare: 1 bio and 1 any, on either opposing unit.
    expect(t.legal().filter((a) => a.type === 'power')).toHaveLength(3 * 2);
    t.act({ type: 'power', player: 0, card: snare!, any: ['digital'], target: sentinel! });
    expect(t.events('trapped')).toEqual([{ type: 'trapped', card: sentinel, name: 'Hive Sentinel', by: snare }]);
    expect(t.unit(sentinel!)?.trappedBy).toBe(snare);
    expect(t.spent(0)).toEqual(['digital', 'bio']);
    t.act({ type: 'attack', player: 0, units: [brute!] });
    expect(t.legal(1)).toEqual([
      { type: 'block', player: 1, engagement: 0, units: [crawler] },
      { type: 'done', player: 1 },
    ]);
    t.refuse({ type: 'block', player: 1, engagement: 0, units: [sentinel!] }, 'ILLEGAL_ACTION', '6.5.3');
    t.done();
    // Seat 1's turn: the escape roll of 3 fails, and only the crawler can attack.
    expect(t.state.turn).toMatchObject({ player: 1, step: 'attack' });
    expect(t.events('escapeRoll')).toEqual([{ type: 'escapeRoll', player: 1, card: sentinel, name: 'Hive Sentinel', die: 3, needed: 4, freed: false }]);
    expect(t.legal()).toEqual([
      { type: 'attack', player: 1, units: [crawler] },
      { type: 'done', player: 1 },
    ]);
    t.refuse({ type: 'attack', player: 1, units: [sentinel!] }, 'ILLEGAL_ACTION', '6.5.2');
    t.done();
    // Seat 0's turn passes; seat 1 rolls a 4 and the sentinel is free, the trap on seat 0's discard pile.
    expect(t.state.turn.player).toBe(0);
    t.done();
    expect(t.state.turn).toMatchObject({ player: 1, step: 'attack' });
    expect(t.events('escapeRoll').at(-1)).toMatchObject({ die: 4, needed: 4, freed: true });
    expect(t.unit(sentinel!)?.trappedBy).toBeNull();
    expect(t.state.players[0]?.discard).toEqual([snare]);
    expect(t.legal()).toContainEqual({ type: 'attack', player: 1, units: [sentinel] });
    t.allDiceUsed();
  });

  it.each([
    ['dread-hollow', 5, 4, false],
    ['dread-hollow', 5, 5, true],
    ['dread-hollow', 5, 6, true],
    ['root-snare', 4, 3, false],
    ['magnetic-clamp', 4, 4, true],
  ] as const)('PW-30: a unit held by %s (escape %i) rolling %i is freed: %s', (trap, needed, die, freed) => {
    const t = table({ player: 1, sides: [{ hand: ['gene-hound'] }, { units: [{ id: 'hive-sentinel', trappedBy: trap }] }], dice: [die] });
    const [sentinel] = t.r(1).units;
    t.allDiceUsed();
    expect(t.events('escapeRoll')).toEqual([{ type: 'escapeRoll', player: 1, card: sentinel, name: 'Hive Sentinel', die, needed, freed }]);
    expect(t.state.players[0]?.discard.includes(t.r(1).traps[0]!)).toBe(freed);
    // Freed, it waits to attack; held, seat 1 had nothing to do and seat 0 is building.
    expect(t.state.turn).toMatchObject(freed ? { player: 1, step: 'attack' } : { player: 0, step: 'build' });
  });

  it('PW-30: a unit trapped after it was declared as an attacker drops out of the attack', () => {
    const t = table({ sides: [{ units: ['vat-brute'] }, { hand: ['root-snare', 'gene-hound'] }], dice: [1] });
    const [brute] = t.r(0).units;
    t.act({ type: 'attack', player: 0, units: [brute!] });
    t.act({ type: 'power', player: 1, card: t.r(1).hand[0]!, any: ['digital'], target: brute! });
    expect(t.events('labDamaged')).toEqual([]);
    expect(t.hp(1)).toBe(30);
  });
});

describe('disrupters (PW-31, PW-32)', () => {
  it('PW-31: a mental disrupter makes a unit\'s psionic screen 0 until the end of the turn', () => {
    const t = table({ sides: [{ units: ['thought-weaver'] }, { units: ['hive-sentinel'], hand: ['mind-static'] }], dice: [2, 1, 1, 1, 1, 6] });
    const [weaver] = t.r(0).units;
    const [stat] = t.r(1).hand;
    t.act({ type: 'attack', player: 0, units: [weaver!] });
    expect(t.legal(1).filter((a) => a.type === 'power')).toEqual([{ type: 'power', player: 1, card: stat, any: [], target: weaver }]);
    t.act({ type: 'power', player: 1, card: stat!, any: [], target: weaver! });
    expect(t.events('jammed')).toEqual([{ type: 'jammed', card: weaver, name: 'Thought Weaver', screen: 'psionic' }]);
    expect(t.unit(weaver!)?.psionicJammed).toBe(true);
    expect(t.state.players[1]?.discard).toEqual([stat]);
    t.act({ type: 'block', player: 1, engagement: 0, units: t.r(1).units });
    // Its psionic attack is 0 (2 + 0 < 1 + 2), and so is its psionic defence against the counter.
    t.act({ type: 'engage', player: 0, mode: 'psionic' });
    t.act({ type: 'engage', player: 1, mode: 'psionic' });
    t.allDiceUsed();
    expect(t.events('contest').slice(0, 2).map((e) => [e.kind, e.counter, e.attacker.strength, e.defender.strength, e.success])).toEqual([
      ['psionic', false, 0, value('hive-sentinel', 'psionic', 'defense'), false],
      ['psionic', true, value('hive-sentinel', 'psionic', 'attack'), 0, true],
    ]);
    // The turn ended: the screen is back.
    expect(t.state.turn.player).toBe(1);
    expect(t.unit(weaver!)?.psionicJammed).toBe(false);
  });

  it('PW-32: an electro-magnetic disrupter makes a unit\'s cyber screen 0 until the end of the turn', () => {
    const t = table({ sides: [{ units: ['logic-lancer'], hand: ['pulse-burst'] }, { units: ['sentry-frame'] }], dice: [1, 3, 1, 6] });
    const [lancer] = t.r(0).units;
    const [burst] = t.r(0).hand;
    const [frame] = t.r(1).units;
    t.act({ type: 'power', player: 0, card: burst!, any: [], target: frame! });
    expect(t.events('jammed')).toEqual([{ type: 'jammed', card: frame, name: 'Sentry Frame', screen: 'cyber' }]);
    t.act({ type: 'attack', player: 0, units: [lancer!] });
    t.act({ type: 'block', player: 1, engagement: 0, units: [frame!] });
    t.act({ type: 'engage', player: 0, mode: 'cyber' });
    t.allDiceUsed();
    // 1 + 4 > 3 + 0; against the printed defence 2 it would have been a tie.
    expect(t.events('contest')[0]).toEqual({
      type: 'contest',
      kind: 'cyber',
      counter: false,
      attacker: { die: 1, strength: value('logic-lancer', 'cyber', 'attack'), total: 5, units: [lancer], names: ['Logic Lancer'] },
      defender: { die: 3, strength: 0, total: 3, units: [frame], names: ['Sentry Frame'] },
      success: true,
    });
    expect(t.state.turn.player).toBe(1);
    expect(t.unit(frame!)?.cyberJammed).toBe(false);
  });

  it('PW-31, PW-32: a disrupter is only offered against units that have that screen', () => {
    const t = table({ sides: [{ units: ['gene-hound'], hand: ['mind-static', 'pulse-burst'] }, { units: ['scrap-drone', 'mind-wisp'] }] });
    const [stat, burst] = t.r(0).hand;
    const [drone, wisp] = t.r(1).units;
    expect(t.legal().filter((a) => a.type === 'power')).toEqual([
      { type: 'power', player: 0, card: stat, any: [], target: wisp },
      { type: 'power', player: 0, card: burst, any: [], target: drone },
    ]);
    t.refuse({ type: 'power', player: 0, card: stat!, any: [], target: drone! }, 'ILLEGAL_ACTION');
  });
});

describe('creation oracle (PW-33)', () => {
  it('PW-33: names a kind, takes the topmost such Creation Unit from the deck into the hand, then shuffles', () => {
    // Deck, bottom first; the top card (Mind Wisp) is drawn at the start of the turn.
    const t = table({
      sides: [{ hand: ['genesis-vision', 'gene-hound'], deck: ['bio-acceleration', 'spark-hunter', 'bio-acceleration', 'spine-crawler', 'mind-wisp'] }, {}],
      dice: [1, 0],
    });
    const [vision, hound] = t.r(0).hand;
    const [bioLow, spark, bioHigh, crawler, wisp] = t.r(0).deck;
    expect(t.state.turn.step).toBe('build');
    expect(t.legal().filter((a) => a.type === 'power')).toEqual(
      (['digital', 'neuro', 'bio', 'material'] as const).map((unit) => ({ type: 'power', player: 0, card: vision, any: [], unit })),
    );
    t.refuse({ type: 'power', player: 0, card: vision!, any: [], target: hound! }, 'ILLEGAL_ACTION');
    t.act({ type: 'power', player: 0, card: vision!, any: [], unit: 'bio' });
    t.allDiceUsed();
    expect(t.events('searched')).toEqual([{ type: 'searched', player: 0, unit: 'bio', card: bioHigh }]);
    expect(t.state.players[0]?.hand).toEqual([hound, wisp, bioHigh]);
    // [bio, spark, crawler] shuffled with picks 1 then 0: [crawler, bio, spark].
    expect(t.state.players[0]?.deck).toEqual([crawler, bioLow, spark]);
    expect(t.state.players[0]?.discard.at(-1)).toBe(vision);
    expect(t.spent(0)).toEqual(['neuro']);
  });

  it('PW-33: naming a kind the deck does not hold finds nothing, but the deck is still shuffled', () => {
    const t = table({
      sides: [{ hand: ['genesis-vision', 'gene-hound'], deck: ['bio-acceleration', 'spark-hunter', 'bio-acceleration', 'spine-crawler', 'mind-wisp'] }, {}],
      dice: [0, 0, 0],
    });
    const [vision, hound] = t.r(0).hand;
    const [bioLow, spark, bioHigh, crawler, wisp] = t.r(0).deck;
    t.act({ type: 'power', player: 0, card: vision!, any: [], unit: 'digital' });
    t.allDiceUsed();
    expect(t.events('searched')).toEqual([{ type: 'searched', player: 0, unit: 'digital', card: null }]);
    expect(t.state.players[0]?.hand).toEqual([hound, wisp]);
    // [bio, spark, bio, crawler] with picks 0, 0, 0: [spark, bio(upper), crawler, bio(lower)].
    expect(t.state.players[0]?.deck).toEqual([spark, bioHigh, crawler, bioLow]);
  });
});

describe('equipment hunter (PW-34)', () => {
  const spec = {
    sides: [
      { hand: ['rust-bloom', 'gene-hound'], equipment: ['servo-blade'] },
      { units: [{ id: 'spine-crawler', equipment: 'chitin-plating' }], equipment: ['barbed-gauntlet'] },
    ],
  } as const;

  it('PW-34: destroys an opposing Equipment attached to a unit; the unit stays', () => {
    const t = table(spec);
    const [bloom] = t.r(0).hand;
    const [crawler] = t.r(1).units;
    const plating = t.r(1).attached[0]!;
    const [gauntlet] = t.r(1).equipment;
    expect(t.legal().filter((a) => a.type === 'power')).toEqual([
      { type: 'power', player: 0, card: bloom, any: [], target: plating },
      { type: 'power', player: 0, card: bloom, any: [], target: gauntlet },
    ]);
    t.refuse({ type: 'power', player: 0, card: bloom!, any: [], target: crawler! }, 'ILLEGAL_ACTION');
    t.refuse({ type: 'power', player: 0, card: bloom!, any: [], target: t.r(0).equipment[0]! }, 'ILLEGAL_ACTION');
    t.act({ type: 'power', player: 0, card: bloom!, any: [], target: plating });
    expect(t.events('destroyed')).toEqual([{ type: 'destroyed', player: 1, card: plating, name: 'Chitin Plating' }]);
    expect(t.unit(crawler!)?.equipment).toBeNull();
    expect(t.state.players[1]?.discard).toEqual([plating]);
    expect(t.state.players[1]?.equipment).toEqual([{ card: gauntlet, depleted: false }]);
    expect(t.state.players[0]?.discard).toEqual([bloom]);
    expect(t.spent(0)).toEqual(['bio', 'material']);
  });

  it('PW-34: destroys an opposing Equipment not attached to anything', () => {
    const t = table(spec);
    const [bloom] = t.r(0).hand;
    const [gauntlet] = t.r(1).equipment;
    t.act({ type: 'power', player: 0, card: bloom!, any: [], target: gauntlet! });
    expect(t.state.players[1]?.equipment).toEqual([]);
    expect(t.state.players[1]?.discard).toEqual([gauntlet]);
    expect(t.unit(t.r(1).units[0]!)?.equipment).toBe(t.r(1).attached[0]);
  });
});

describe('timing (PW-10, 6.3)', () => {
  it('PW-10: build powers only in the build step; battle powers by the attacker while declaring attackers and by the defender while blocking', () => {
    const t = table({
      sides: [
        { hand: ['genesis-vision', 'gene-hound', 'root-snare'], units: ['spine-crawler'] },
        { units: ['hive-sentinel'], hand: ['mind-static'] },
      ],
    });
    const [vision, , snare] = t.r(0).hand;
    const [crawler] = t.r(0).units;
    const [sentinel] = t.r(1).units;
    const [stat] = t.r(1).hand;
    // Build step: the oracle is offered, the trap is not.
    expect(t.state.turn.step).toBe('build');
    expect(t.legal().some((a) => a.type === 'power' && a.card === snare)).toBe(false);
    t.refuse({ type: 'power', player: 0, card: snare!, any: ['digital'], target: sentinel! }, 'ILLEGAL_ACTION', 'PW-10');
    t.done();
    // Attack step: the trap is offered, the oracle is not; the defender may not play yet.
    expect(t.state.turn.step).toBe('attack');
    expect(t.legal().some((a) => a.type === 'power' && a.card === snare)).toBe(true);
    t.refuse({ type: 'power', player: 0, card: vision!, any: [], unit: 'bio' }, 'ILLEGAL_ACTION', 'PW-10');
    t.refuse({ type: 'power', player: 1, card: stat!, any: [], target: crawler! }, 'NOT_YOUR_TURN');
    t.act({ type: 'attack', player: 0, units: [crawler!] });
    // The trap is still playable, so the attack step waits to be ended.
    expect(t.state.turn.step).toBe('attack');
    t.done();
    // Block step: the defender may, the attacker may not.
    expect(t.legal(1)).toContainEqual({ type: 'power', player: 1, card: stat, any: [], target: crawler });
    t.refuse({ type: 'power', player: 0, card: snare!, any: ['digital'], target: sentinel! }, 'NOT_YOUR_TURN');
    t.act({ type: 'block', player: 1, engagement: 0, units: [sentinel!] });
    expect(t.state.turn.step).toBe('block');
    t.done();
    // While the engagement is resolved, neither may.
    expect(t.actor()).toBe(0);
    t.refuse({ type: 'power', player: 0, card: snare!, any: ['digital'], target: sentinel! }, 'ILLEGAL_ACTION', 'PW-10');
    t.act({ type: 'engage', player: 0, mode: 'none' });
    expect(t.actor()).toBe(1);
    t.refuse({ type: 'power', player: 1, card: stat!, any: [], target: crawler! }, 'ILLEGAL_ACTION', 'PW-10');
  });

  it('3.4: a power played goes from the hand; one not in the hand is refused', () => {
    const t = table({ sides: [{ hand: ['genesis-vision', 'gene-hound'] }, { hand: ['genesis-vision'] }], dice: [0, 0, 0] });
    const foreign = t.r(1).hand[0]!;
    t.refuse({ type: 'power', player: 0, card: foreign, any: [], unit: 'bio' }, 'ILLEGAL_ACTION', '3.4');
    t.refuse({ type: 'power', player: 0, card: t.r(0).hand[1]!, any: [], unit: 'bio' }, 'ILLEGAL_ACTION', '3.4');
  });
});
