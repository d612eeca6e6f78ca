/**
 * The battle phase (rulebook 6.5; PW-11 to PW-17, PW-19): contests, stacking, blocking, the order of
 * an engagement, Cyborg distance abilities, disorientation, destruction and the end of the game.
 * Sums are taken from the printed cards, so each test states exactly which screens add up.
 */
import { describe, expect, it } from 'vitest';
import { psiWars } from '../../src/games/psi-wars/index.js';
import { printed, table, value, type Table } from './fixture.js';

const contests = (t: Table) =>
  t.events('contest').map((e) => ({ kind: e.kind, counter: e.counter, strength: e.attacker.strength, resistance: e.defender.strength, success: e.success }));

describe('contests (6.5.4, PW-15): the rulebook\'s worked example', () => {
  /**
   * Attacker: a Gene Hound (no cyber screen: 0) stacked with a Sentry Frame (cyber attack 2): 0 + 2.
   * Defender: a Sentry Frame (cyber defence 2) stacked with an Iron Bulwark (cyber defence 3): 2 + 3.
   */
  function example(a: number, d: number): Table {
    const success = a + 2 > d + 5;
    // After the cyber attack: the physical attack fails (1 against 6); if the defender was not
    // disoriented it declines its cyber counter and its physical counter fails too.
    const dice = success ? [a, d, 1, 6] : [a, d, 1, 6, 1, 6];
    const t = table({ sides: [{ units: ['gene-hound', 'sentry-frame'] }, { units: ['sentry-frame', 'iron-bulwark'] }], dice });
    t.act({ type: 'attack', player: 0, units: t.r(0).units });
    t.act({ type: 'block', player: 1, engagement: 0, units: t.r(1).units });
    expect(t.legal()).toEqual([
      { type: 'engage', player: 0, mode: 'cyber' },
      { type: 'engage', player: 0, mode: 'none' },
    ]);
    t.act({ type: 'engage', player: 0, mode: 'cyber' });
    if (!success) t.act({ type: 'engage', player: 1, mode: 'none' });
    t.allDiceUsed();
    return t;
  }

  it('6.5.4.1.3: the example\'s stacks are 0 + 2 = 2 against 2 + 3 = 5', () => {
    expect([printed('gene-hound', 'cyber', 'attack'), printed('sentry-frame', 'cyber', 'attack')]).toEqual([null, 2]);
    expect([printed('sentry-frame', 'cyber', 'defense'), printed('iron-bulwark', 'cyber', 'defense')]).toEqual([2, 3]);
    const t = example(6, 2);
    // The contest names the units on each side, so the log can say who fought whom.
    expect(t.events('contest')[0]).toEqual({
      type: 'contest',
      kind: 'cyber',
      counter: false,
      attacker: { die: 6, strength: 2, total: 8, units: t.r(0).units, names: ['Gene Hound', 'Sentry Frame'] },
      defender: { die: 2, strength: 5, total: 7, units: t.r(1).units, names: ['Sentry Frame', 'Iron Bulwark'] },
      success: true,
    });
    expect(psiWars.describeEvent(t.events('contest')[0]!)).toBe('cyber attack, Gene Hound and Sentry Frame 6+2=8 against Sentry Frame and Iron Bulwark 2+5=7: success.');
  });

  const pairs = [1, 2, 3, 4, 5, 6].flatMap((a) => [1, 2, 3, 4, 5, 6].map((d) => [a, d] as const));
  it.each(pairs)('6.5.4.1.3, PW-15: attacker rolls %i, defender %i: success exactly when die + 2 > die + 5', (a, d) => {
    const t = example(a, d);
    const success = a + 2 > d + 5;
    expect(t.events('contest')[0]).toMatchObject({ kind: 'cyber', attacker: { die: a, total: a + 2 }, defender: { die: d, total: d + 5 }, success });
    expect(t.events('disoriented')).toEqual(success ? [{ type: 'disoriented', side: 'defender', units: t.r(1).units }] : []);
  });

  it('6.5.4.1.3, PW-15: a tie (4 + 2 = 1 + 5) goes to the defender, who may then counterattack', () => {
    const t = table({ sides: [{ units: ['gene-hound', 'sentry-frame'] }, { units: ['sentry-frame', 'iron-bulwark'] }], dice: [4, 1, 1, 6, 1, 6] });
    t.act({ type: 'attack', player: 0, units: t.r(0).units });
    t.act({ type: 'block', player: 1, engagement: 0, units: t.r(1).units });
    t.act({ type: 'engage', player: 0, mode: 'cyber' });
    expect(t.events('contest')).toEqual([
      {
        type: 'contest',
        kind: 'cyber',
        counter: false,
        attacker: { die: 4, strength: 2, total: 6, units: t.r(0).units, names: ['Gene Hound', 'Sentry Frame'] },
        defender: { die: 1, strength: 5, total: 6, units: t.r(1).units, names: ['Sentry Frame', 'Iron Bulwark'] },
        success: false,
      },
    ]);
    expect(t.events('disoriented')).toEqual([]);
    // The defender's counter: its cyber attack 2 + 1 against the attacker's cyber defence 2.
    expect(t.legal()).toEqual([
      { type: 'engage', player: 1, mode: 'cyber' },
      { type: 'engage', player: 1, mode: 'none' },
    ]);
    t.act({ type: 'engage', player: 1, mode: 'none' });
    t.allDiceUsed();
  });
});

describe('the red screen (4.0, PW-3)', () => {
  it('3.4 (Physical), PW-3: the red screen\'s lower number is the physical defence, not a second psionic defence', () => {
    // Gene Hound red 2 over 1; Hive Sentinel red 1 over 4, blue 2 over 2.
    expect([printed('gene-hound', 'physical', 'attack'), printed('gene-hound', 'physical', 'defense')]).toEqual([2, 1]);
    expect([printed('hive-sentinel', 'physical', 'attack'), printed('hive-sentinel', 'physical', 'defense'), printed('hive-sentinel', 'psionic', 'defense')]).toEqual([1, 4, 2]);
    const t = table({ sides: [{ units: ['gene-hound'] }, { units: ['hive-sentinel'], hand: ['gene-hound'] }], dice: [1, 6, 1, 6] });
    t.act({ type: 'attack', player: 0, units: t.r(0).units });
    t.act({ type: 'block', player: 1, engagement: 0, units: t.r(1).units });
    t.allDiceUsed();
    expect(contests(t)).toEqual([
      { kind: 'physical', counter: false, strength: 2, resistance: 4, success: false },
      { kind: 'physical', counter: true, strength: 1, resistance: 1, success: false },
    ]);
  });
});

describe('stacking (6.5.2.1, 6.5.4.1)', () => {
  it('6.5.2.1, 6.5.3 i: an unblocked stack of two equipped units deals its total physical attack to the lab', () => {
    const t = table({
      sides: [
        { units: [{ id: 'spine-crawler', equipment: 'barbed-gauntlet' }, { id: 'gene-hound', equipment: 'arc-cannon' }] },
        { hand: ['gene-hound'] },
      ],
    });
    const total = value('spine-crawler', 'physical', 'attack') + value('barbed-gauntlet', 'physical', 'attack') + value('gene-hound', 'physical', 'attack') + value('arc-cannon', 'physical', 'attack');
    t.act({ type: 'attack', player: 0, units: t.r(0).units });
    expect(t.events('labDamaged')).toEqual([{ type: 'labDamaged', player: 1, damage: total, hitPoints: 30 - total, by: t.r(0).units }]);
    expect(t.hp(1)).toBe(30 - total);
    expect(total).toBe(2 + 2 + 2 + 3);
  });

  it('6.5.4.1.1, 6.5.4.1.2: both stacks add up every screen of their two units and their equipment', () => {
    const t = table({
      sides: [
        { units: [{ id: 'thought-weaver', equipment: 'focus-circlet' }, 'mind-wisp'] },
        { units: [{ id: 'hive-sentinel', equipment: 'focus-circlet' }, 'spine-crawler'] },
      ],
      dice: [1, 6, 1, 6, 1, 6],
    });
    t.act({ type: 'attack', player: 0, units: t.r(0).units });
    t.act({ type: 'block', player: 1, engagement: 0, units: t.r(1).units });
    t.act({ type: 'engage', player: 0, mode: 'psionic' });
    t.act({ type: 'engage', player: 1, mode: 'none' });
    t.allDiceUsed();
    const psiAttack = value('thought-weaver', 'psionic', 'attack') + value('focus-circlet', 'psionic', 'attack') + value('mind-wisp', 'psionic', 'attack');
    const psiDefence = value('hive-sentinel', 'psionic', 'defense') + value('focus-circlet', 'psionic', 'defense') + value('spine-crawler', 'psionic', 'defense');
    const physAttack = value('thought-weaver', 'physical', 'attack') + value('mind-wisp', 'physical', 'attack');
    const physDefence = value('hive-sentinel', 'physical', 'defense') + value('spine-crawler', 'physical', 'defense');
    const counterAttack = value('hive-sentinel', 'physical', 'attack') + value('spine-crawler', 'physical', 'attack');
    const counterDefence = value('thought-weaver', 'physical', 'defense') + value('mind-wisp', 'physical', 'defense');
    expect([psiAttack, psiDefence, physAttack, physDefence, counterAttack, counterDefence]).toEqual([9, 4, 2, 6, 3, 4]);
    expect(contests(t)).toEqual([
      { kind: 'psionic', counter: false, strength: 9, resistance: 4, success: false },
      { kind: 'physical', counter: false, strength: 2, resistance: 6, success: false },
      { kind: 'physical', counter: true, strength: 3, resistance: 4, success: false },
    ]);
  });

  it('6.5.2.1 iii, 6.5.3 ii: a stack is one or two different units, each in one stack only', () => {
    const t = table({
      sides: [
        { units: ['gene-hound', 'spine-crawler', 'mind-wisp'] },
        { units: ['hive-sentinel', 'vat-brute', 'gene-hound'] },
      ],
    });
    const [hound, crawler, wisp] = t.r(0).units;
    const [sentinel, brute, hound1] = t.r(1).units;
    t.refuse({ type: 'attack', player: 0, units: [hound!, crawler!, wisp!] }, 'ILLEGAL_ACTION', '6.5.2.1');
    t.refuse({ type: 'attack', player: 0, units: [hound!, hound!] }, 'ILLEGAL_ACTION', '6.5.2.1');
    t.refuse({ type: 'attack', player: 0, units: [] }, 'ILLEGAL_ACTION', '6.5.2.1');
    t.refuse({ type: 'attack', player: 0, units: [sentinel!] }, 'ILLEGAL_ACTION', '6.5.2');
    t.act({ type: 'attack', player: 0, units: [hound!, crawler!] });
    t.refuse({ type: 'attack', player: 0, units: [crawler!, wisp!] }, 'ILLEGAL_ACTION', '6.5.2');
    expect(t.legal()).toEqual([
      { type: 'attack', player: 0, units: [wisp] },
      { type: 'done', player: 0 },
    ]);
    t.act({ type: 'attack', player: 0, units: [wisp!] });
    // Every unit is committed: the defender is asked to block two stacks.
    expect(t.state.turn.step).toBe('block');
    expect(t.legal(1).filter((a) => a.type === 'block')).toHaveLength(2 * 6);
    t.refuse({ type: 'block', player: 1, engagement: 0, units: [sentinel!, brute!, hound1!] }, 'ILLEGAL_ACTION', '6.5.3');
    t.refuse({ type: 'block', player: 1, engagement: 2, units: [sentinel!] }, 'ILLEGAL_ACTION', '6.5.3');
    t.refuse({ type: 'block', player: 1, engagement: 0, units: [hound!] }, 'ILLEGAL_ACTION', '6.5.3');
    t.act({ type: 'block', player: 1, engagement: 0, units: [sentinel!, brute!] });
    // PW-16: a blocked stack cannot be blocked again, and a blocker blocks one stack only.
    t.refuse({ type: 'block', player: 1, engagement: 0, units: [hound1!] }, 'ILLEGAL_ACTION', '6.5.3');
    t.refuse({ type: 'block', player: 1, engagement: 1, units: [sentinel!] }, 'ILLEGAL_ACTION', '6.5.3');
    expect(t.legal(1)).toEqual([
      { type: 'block', player: 1, engagement: 1, units: [hound1] },
      { type: 'done', player: 1 },
    ]);
    expect(t.state.battle?.engagements).toEqual([
      { attackers: [hound, crawler], blockers: [sentinel, brute] },
      { attackers: [wisp], blockers: [] },
    ]);
  });
});

describe('blocking (6.5.3, PW-16)', () => {
  it('PW-16: the unblocked stack hits the lab; the blocked one never does, even after destroying its blocker', () => {
    const t = table({ sides: [{ units: ['vat-brute', 'gene-hound'] }, { units: ['mind-wisp'], hand: ['gene-hound'] }], dice: [6, 1] });
    const [brute, hound] = t.r(0).units;
    const [wisp] = t.r(1).units;
    t.act({ type: 'attack', player: 0, units: [brute!] });
    t.act({ type: 'attack', player: 0, units: [hound!] });
    t.act({ type: 'block', player: 1, engagement: 0, units: [wisp!] });
    t.allDiceUsed();
    // Neither side has a mind screen the other can suffer: straight to the physical attack.
    expect(contests(t)).toEqual([
      { kind: 'physical', counter: false, strength: value('vat-brute', 'physical', 'attack'), resistance: value('mind-wisp', 'physical', 'defense'), success: true },
    ]);
    expect(t.events('destroyed')).toEqual([{ type: 'destroyed', player: 1, card: wisp, name: 'Mind Wisp' }]);
    const damage = value('gene-hound', 'physical', 'attack');
    expect(t.events('labDamaged')).toEqual([{ type: 'labDamaged', player: 1, damage, hitPoints: 30 - damage, by: [hound] }]);
  });

  it('6.5.3 i: the defender may let every stack through', () => {
    const t = table({ sides: [{ units: ['vat-brute'] }, { units: ['mind-wisp'], hand: ['gene-hound'] }] });
    t.act({ type: 'attack', player: 0, units: t.r(0).units });
    expect(t.actor()).toBe(1);
    t.done();
    expect(t.events('labDamaged')).toEqual([{ type: 'labDamaged', player: 1, damage: 3, hitPoints: 27, by: t.r(0).units }]);
  });
});

describe('the order of an engagement (6.5.5)', () => {
  it('6.5.5: distance abilities (attacker\'s, then defender\'s), mind attack, mind counter, physical attack, physical counter', () => {
    const t = table({
      sides: [{ units: ['grafted-scout', 'logic-lancer'] }, { units: ['static-howler', 'hive-sentinel'] }],
      dice: [1, 6, 1, 6, 1, 6, 1, 6, 1, 6],
    });
    const [scout, lancer] = t.r(0).units;
    const [howler] = t.r(1).units;
    t.act({ type: 'attack', player: 0, units: [scout!, lancer!] });
    t.act({ type: 'block', player: 1, engagement: 0, units: t.r(1).units });
    const asked: unknown[] = [];
    const answer = (action: Parameters<Table['act']>[0]): void => {
      asked.push(t.legal().map((a) => ({ ...a })));
      t.act(action);
    };
    answer({ type: 'distance', player: 0, unit: scout!, use: true });
    answer({ type: 'distance', player: 1, unit: howler!, use: false });
    answer({ type: 'engage', player: 0, mode: 'cyber' });
    answer({ type: 'engage', player: 1, mode: 'cyber' });
    t.allDiceUsed();
    expect(asked).toEqual([
      [{ type: 'distance', player: 0, unit: scout, use: true }, { type: 'distance', player: 0, unit: scout, use: false }],
      [{ type: 'distance', player: 1, unit: howler, use: true }, { type: 'distance', player: 1, unit: howler, use: false }],
      [{ type: 'engage', player: 0, mode: 'cyber' }, { type: 'engage', player: 0, mode: 'none' }],
      // The spent scout still stands in the attacking stack with its screens at 0, so the defender
      // may also attack it psionically (PW-11).
      [{ type: 'engage', player: 1, mode: 'cyber' }, { type: 'engage', player: 1, mode: 'psionic' }, { type: 'engage', player: 1, mode: 'none' }],
    ]);
    // The spent scout adds nothing: the attacks are the lancer's, the counters meet the lancer's defence plus 0 (PW-11).
    expect(contests(t)).toEqual([
      { kind: 'snipe', counter: false, strength: 2, resistance: value('static-howler', 'physical', 'defense'), success: false },
      { kind: 'cyber', counter: false, strength: value('logic-lancer', 'cyber', 'attack'), resistance: value('static-howler', 'cyber', 'defense'), success: false },
      { kind: 'cyber', counter: true, strength: value('static-howler', 'cyber', 'attack'), resistance: value('logic-lancer', 'cyber', 'defense'), success: false },
      {
        kind: 'physical',
        counter: false,
        strength: value('logic-lancer', 'physical', 'attack'),
        resistance: value('static-howler', 'physical', 'defense') + value('hive-sentinel', 'physical', 'defense'),
        success: false,
      },
      {
        kind: 'physical',
        counter: true,
        strength: value('static-howler', 'physical', 'attack') + value('hive-sentinel', 'physical', 'attack'),
        resistance: value('logic-lancer', 'physical', 'defense'),
        success: false,
      },
    ]);
    expect(t.events('distanceUsed')).toEqual([{ type: 'distanceUsed', player: 0, unit: scout, name: 'Grafted Scout', ability: 'Needle Shot' }]);
  });

  it('6.5.5.2, PW-13: a defender disoriented by the mind attack makes no counterattack, mind or physical', () => {
    const t = table({ sides: [{ units: ['thought-weaver'] }, { units: ['hive-sentinel'], hand: ['gene-hound'] }], dice: [6, 1, 1, 6] });
    t.act({ type: 'attack', player: 0, units: t.r(0).units });
    t.act({ type: 'block', player: 1, engagement: 0, units: t.r(1).units });
    t.act({ type: 'engage', player: 0, mode: 'psionic' });
    t.allDiceUsed();
    expect(t.events('disoriented')).toEqual([{ type: 'disoriented', side: 'defender', units: t.r(1).units }]);
    expect(contests(t).map((c) => [c.kind, c.counter, c.success])).toEqual([
      ['psionic', false, true],
      ['physical', false, false],
    ]);
    // The battle is over and the turn passed without seat 1 being asked anything.
    expect(t.state.turn.player).toBe(1);
  });

  it('6.5.5.3, PW-13: an attacker disoriented by the counter makes no physical attack; the defender strikes back and destroys it', () => {
    const t = table({ sides: [{ units: ['mind-wisp'] }, { units: ['thought-weaver'], hand: ['gene-hound'] }], dice: [1, 6, 6, 1, 6, 1] });
    const [wisp] = t.r(0).units;
    t.act({ type: 'attack', player: 0, units: [wisp!] });
    t.act({ type: 'block', player: 1, engagement: 0, units: t.r(1).units });
    t.act({ type: 'engage', player: 0, mode: 'psionic' });
    t.act({ type: 'engage', player: 1, mode: 'psionic' });
    t.allDiceUsed();
    expect(t.events('disoriented')).toEqual([{ type: 'disoriented', side: 'attacker', units: [wisp] }]);
    expect(contests(t).map((c) => [c.kind, c.counter, c.success])).toEqual([
      ['psionic', false, false],
      ['psionic', true, true],
      ['physical', true, true],
    ]);
    expect(t.events('destroyed')).toEqual([{ type: 'destroyed', player: 0, card: wisp, name: 'Mind Wisp' }]);
    expect(t.state.players[0]?.units).toEqual([]);
  });

  it('PW-14: when the attacker chooses no mind attack the defender may still counterattack', () => {
    const t = table({ sides: [{ units: ['thought-weaver'] }, { units: ['hive-sentinel'], hand: ['gene-hound'] }], dice: [6, 1, 1, 6] });
    t.act({ type: 'attack', player: 0, units: t.r(0).units });
    t.act({ type: 'block', player: 1, engagement: 0, units: t.r(1).units });
    t.act({ type: 'engage', player: 0, mode: 'none' });
    expect(t.legal()).toEqual([
      { type: 'engage', player: 1, mode: 'psionic' },
      { type: 'engage', player: 1, mode: 'none' },
    ]);
    t.act({ type: 'engage', player: 1, mode: 'psionic' });
    t.allDiceUsed();
    // The counter succeeded (6 + 2 > 1 + 3): the attacker is disoriented and makes no physical attack.
    expect(contests(t).map((c) => [c.kind, c.counter, c.success])).toEqual([
      ['psionic', true, true],
      ['physical', true, false],
    ]);
  });
});

describe('destruction (6.5.5.4, PW-17)', () => {
  it('PW-17: a successful physical attack destroys the whole blocking stack, its equipment with it', () => {
    const t = table({
      sides: [{ units: [{ id: 'bone-colossus', equipment: 'arc-cannon' }] }, { units: [{ id: 'spine-crawler', equipment: 'chitin-plating' }, 'mind-wisp'], hand: ['gene-hound'] }],
      dice: [1, 1],
    });
    const [crawler, wisp] = t.r(1).units;
    t.act({ type: 'attack', player: 0, units: t.r(0).units });
    t.act({ type: 'block', player: 1, engagement: 0, units: [crawler!, wisp!] });
    t.allDiceUsed();
    expect(contests(t)).toEqual([
      {
        kind: 'physical',
        counter: false,
        strength: value('bone-colossus', 'physical', 'attack') + value('arc-cannon', 'physical', 'attack'),
        resistance: value('spine-crawler', 'physical', 'defense') + value('chitin-plating', 'physical', 'defense') + value('mind-wisp', 'physical', 'defense'),
        success: true,
      },
    ]);
    expect(t.events('destroyed').map((e) => e.card)).toEqual([crawler, wisp]);
    expect(t.state.players[1]?.units).toEqual([]);
    expect(t.state.players[1]?.discard).toEqual([crawler, t.r(1).attached[0], wisp]);
    expect(t.hp(1)).toBe(30);
  });

  it('6.5.5.4, PW-17: the defender\'s physical counter destroys the attacking stack and its equipment', () => {
    const t = table({ sides: [{ units: [{ id: 'spark-hunter', equipment: 'servo-blade' }] }, { units: ['hammer-mech'], hand: ['gene-hound'] }], dice: [1, 1, 1, 1] });
    const [hunter] = t.r(0).units;
    t.act({ type: 'attack', player: 0, units: [hunter!] });
    t.act({ type: 'block', player: 1, engagement: 0, units: t.r(1).units });
    t.act({ type: 'engage', player: 0, mode: 'none' });
    t.act({ type: 'engage', player: 1, mode: 'none' });
    t.allDiceUsed();
    expect(contests(t)).toEqual([
      { kind: 'physical', counter: false, strength: 4, resistance: 6, success: false },
      { kind: 'physical', counter: true, strength: 5, resistance: 3, success: true },
    ]);
    expect(t.state.players[0]?.units).toEqual([]);
    expect(t.state.players[0]?.discard).toEqual([hunter, t.r(0).attached[0]]);
  });
});

describe('missing screens (6.5.5.4.1, PW-12)', () => {
  it('6.5.5.4.1 i, PW-12: a Being without a cyber screen cannot be attacked cyberly, even wearing cyber equipment', () => {
    const t = table({ sides: [{ units: ['static-howler'] }, { units: [{ id: 'mind-wisp', equipment: 'firewall-module' }], hand: ['gene-hound'] }], dice: [1, 6, 1, 6] });
    t.act({ type: 'attack', player: 0, units: t.r(0).units });
    t.act({ type: 'block', player: 1, engagement: 0, units: t.r(1).units });
    // The Static Howler's jam is a cyber effect: not offered against a stack without a cyber screen.
    expect(t.legal()).toEqual([
      { type: 'engage', player: 0, mode: 'psionic' },
      { type: 'engage', player: 0, mode: 'none' },
    ]);
    t.refuse({ type: 'engage', player: 0, mode: 'cyber' }, 'ILLEGAL_ACTION', '6.5.5.4.1');
    t.act({ type: 'engage', player: 0, mode: 'none' });
    // Nor can the wisp counter cyberly.
    expect(t.legal()).toEqual([
      { type: 'engage', player: 1, mode: 'psionic' },
      { type: 'engage', player: 1, mode: 'none' },
    ]);
    t.refuse({ type: 'engage', player: 1, mode: 'cyber' }, 'ILLEGAL_ACTION', '6.5.5.4.1');
    t.act({ type: 'engage', player: 1, mode: 'none' });
    t.allDiceUsed();
    expect(t.events('distanceUsed')).toEqual([]);
  });

  it('3.2 ii, PW-12: a Robot without a psionic screen cannot be attacked or counter psionically', () => {
    const t = table({ sides: [{ units: ['static-howler'] }, { units: ['scrap-drone'], hand: ['gene-hound'] }], dice: [1, 6, 1, 6] });
    const [howler] = t.r(0).units;
    t.act({ type: 'attack', player: 0, units: [howler!] });
    t.act({ type: 'block', player: 1, engagement: 0, units: t.r(1).units });
    t.act({ type: 'distance', player: 0, unit: howler!, use: false });
    expect(t.legal()).toEqual([
      { type: 'engage', player: 0, mode: 'cyber' },
      { type: 'engage', player: 0, mode: 'none' },
    ]);
    t.refuse({ type: 'engage', player: 0, mode: 'psionic' }, 'ILLEGAL_ACTION', '6.5.5.4.1');
    t.act({ type: 'engage', player: 0, mode: 'none' });
    t.refuse({ type: 'engage', player: 1, mode: 'psionic' }, 'ILLEGAL_ACTION', '6.5.5.4.1');
    t.act({ type: 'engage', player: 1, mode: 'none' });
    t.allDiceUsed();
  });

  it('6.5.5.4.1: a Being with no mind screens against a Robot: nobody is asked, straight to the physical contests', () => {
    const t = table({ sides: [{ units: ['gene-hound'] }, { units: ['scrap-drone'], hand: ['gene-hound'] }], dice: [1, 6, 1, 6] });
    t.act({ type: 'attack', player: 0, units: t.r(0).units });
    t.act({ type: 'block', player: 1, engagement: 0, units: t.r(1).units });
    t.allDiceUsed();
    expect(contests(t).map((c) => [c.kind, c.counter])).toEqual([
      ['physical', false],
      ['physical', true],
    ]);
    t.refuse({ type: 'engage', player: 1, mode: 'cyber' }, 'ILLEGAL_ACTION');
  });
});

describe('Cyborg distance abilities (6.5.5.1, PW-11)', () => {
  it('PW-11: a jam that wins disorients the other stack: its Cyborgs are not asked, it cannot counter; the jammer is spent', () => {
    const t = table({ sides: [{ units: ['static-howler', 'spine-crawler'] }, { units: ['sentry-frame', 'grafted-scout'], hand: ['gene-hound'] }], dice: [5, 1, 6, 1] });
    const [howler, crawler] = t.r(0).units;
    const [frame, scout] = t.r(1).units;
    t.act({ type: 'attack', player: 0, units: [howler!, crawler!] });
    t.act({ type: 'block', player: 1, engagement: 0, units: [frame!, scout!] });
    t.act({ type: 'distance', player: 0, unit: howler!, use: true });
    expect(t.events('disoriented')).toEqual([{ type: 'disoriented', side: 'defender', units: [frame, scout] }]);
    // Straight to the attacker's mind attack: the scout's snipe is not offered.
    expect(t.legal()).toEqual([
      { type: 'engage', player: 0, mode: 'psionic' },
      { type: 'engage', player: 0, mode: 'none' },
    ]);
    t.act({ type: 'engage', player: 0, mode: 'none' });
    t.allDiceUsed();
    expect(contests(t)).toEqual([
      { kind: 'jam', counter: false, strength: 3, resistance: value('sentry-frame', 'cyber', 'defense') + value('grafted-scout', 'cyber', 'defense'), success: true },
      // The spent howler adds nothing: the crawler strikes alone, and nobody strikes back.
      {
        kind: 'physical',
        counter: false,
        strength: value('spine-crawler', 'physical', 'attack'),
        resistance: value('sentry-frame', 'physical', 'defense') + value('grafted-scout', 'physical', 'defense'),
        success: true,
      },
    ]);
    expect(t.events('destroyed').map((e) => e.card)).toEqual([frame, scout]);
    // PW-6: the spent jammer was engaged: it survives, depleted.
    expect(t.unit(howler!)).toMatchObject({ depleted: true });
  });

  it('PW-11: a snipe picks the unit with the lowest physical defence (equipment counted) and is resisted by that unit alone', () => {
    // Wisp 2 + Chitin Plating 2 = 4 against Spine Crawler 2: the crawler is the target.
    const t = table({
      sides: [{ units: ['chrome-reaver', 'vat-brute'] }, { units: [{ id: 'mind-wisp', equipment: 'chitin-plating' }, 'spine-crawler'], hand: ['gene-hound'] }],
      dice: [2, 1, 1, 6, 1, 6],
    });
    const [reaver, brute] = t.r(0).units;
    const [wisp, crawler] = t.r(1).units;
    t.act({ type: 'attack', player: 0, units: [reaver!, brute!] });
    t.act({ type: 'block', player: 1, engagement: 0, units: [wisp!, crawler!] });
    t.act({ type: 'distance', player: 0, unit: reaver!, use: true });
    // The spent reaver's psionic screen is still there (at 0), so the wisp may counter it psionically.
    expect(t.legal()).toEqual([
      { type: 'engage', player: 1, mode: 'psionic' },
      { type: 'engage', player: 1, mode: 'none' },
    ]);
    t.act({ type: 'engage', player: 1, mode: 'none' });
    t.allDiceUsed();
    expect(value('mind-wisp', 'physical', 'defense') + value('chitin-plating', 'physical', 'defense')).toBeGreaterThan(value('spine-crawler', 'physical', 'defense'));
    expect(t.events('contest')[0]).toEqual({
      type: 'contest',
      kind: 'snipe',
      counter: false,
      attacker: { die: 2, strength: 3, total: 5, units: [reaver], names: ['Chrome Reaver'] },
      defender: { die: 1, strength: value('spine-crawler', 'physical', 'defense'), total: 3, units: [crawler], names: ['Spine Crawler'] },
      success: true,
    });
    expect(t.events('destroyed')).toEqual([{ type: 'destroyed', player: 1, card: crawler, name: 'Spine Crawler' }]);
    // The brute strikes alone (the reaver is spent and adds 0 to the attacking stack's defence).
    expect(contests(t).slice(1)).toEqual([
      { kind: 'physical', counter: false, strength: 3, resistance: value('mind-wisp', 'physical', 'defense') + value('chitin-plating', 'physical', 'defense'), success: false },
      { kind: 'physical', counter: true, strength: value('mind-wisp', 'physical', 'attack') + value('chitin-plating', 'physical', 'attack'), resistance: value('vat-brute', 'physical', 'defense'), success: false },
    ]);
  });

  it('PW-11, PW-16: a snipe that removes the only blocker leaves the stack blocked: no lab damage', () => {
    const t = table({ sides: [{ units: ['chrome-reaver', 'vat-brute'] }, { units: ['mind-wisp'], hand: ['gene-hound'] }], dice: [6, 1] });
    const [reaver, brute] = t.r(0).units;
    t.act({ type: 'attack', player: 0, units: [reaver!, brute!] });
    t.act({ type: 'block', player: 1, engagement: 0, units: t.r(1).units });
    t.act({ type: 'distance', player: 0, unit: reaver!, use: true });
    t.allDiceUsed();
    expect(t.events('destroyed').map((e) => e.card)).toEqual(t.r(1).units);
    expect(t.events('labDamaged')).toEqual([]);
    expect(t.hp(1)).toBe(30);
  });

  it('PW-11: a lone blocking Cyborg that snipes and misses stays in the fight: it is struck at defence 0 and strikes no blow', () => {
    // Snipe 1 + 2 against the brute's 6 + 3: a miss. Then the brute strikes 1 + 3 against 1 + 0.
    const t = table({ sides: [{ units: ['vat-brute'] }, { units: ['grafted-scout'], hand: ['gene-hound'] }], dice: [1, 6, 1, 1] });
    const [brute] = t.r(0).units;
    const [scout] = t.r(1).units;
    t.act({ type: 'attack', player: 0, units: [brute!] });
    t.act({ type: 'block', player: 1, engagement: 0, units: [scout!] });
    t.act({ type: 'distance', player: 1, unit: scout!, use: true });
    t.allDiceUsed();
    expect(contests(t)).toEqual([
      { kind: 'snipe', counter: true, strength: 2, resistance: value('vat-brute', 'physical', 'defense'), success: false },
      { kind: 'physical', counter: false, strength: value('vat-brute', 'physical', 'attack'), resistance: 0, success: true },
    ]);
    expect(t.events('destroyed').map((e) => e.card)).toEqual([scout]);
    // Blocked all the same: the lab is untouched (PW-16), and the brute survives, depleted.
    expect(t.hp(1)).toBe(30);
    expect(t.unit(brute!)).toMatchObject({ depleted: true });
  });

  it('PW-11: a lone attacking Cyborg that snipes and misses is struck back at defence 0 and strikes no blow', () => {
    // Snipe 1 + 2 against the hound's 6 + 1: a miss. The scout makes no strike; the hound strikes back 1 + 2 against 1 + 0.
    const t = table({ sides: [{ units: ['grafted-scout'] }, { units: ['gene-hound'], hand: ['gene-hound'] }], dice: [1, 6, 1, 1] });
    const [scout] = t.r(0).units;
    t.act({ type: 'attack', player: 0, units: [scout!] });
    t.act({ type: 'block', player: 1, engagement: 0, units: t.r(1).units });
    t.act({ type: 'distance', player: 0, unit: scout!, use: true });
    t.allDiceUsed();
    expect(contests(t)).toEqual([
      { kind: 'snipe', counter: false, strength: 2, resistance: value('gene-hound', 'physical', 'defense'), success: false },
      { kind: 'physical', counter: true, strength: value('gene-hound', 'physical', 'attack'), resistance: 0, success: true },
    ]);
    expect(t.events('destroyed').map((e) => e.card)).toEqual([scout]);
    expect(t.hp(1)).toBe(30);
  });

  it('PW-11: declining a distance ability keeps the Cyborg in the fight', () => {
    const t = table({ sides: [{ units: ['grafted-scout'] }, { units: ['gene-hound'], hand: ['gene-hound'] }], dice: [6, 1] });
    const [scout] = t.r(0).units;
    t.act({ type: 'attack', player: 0, units: [scout!] });
    t.act({ type: 'block', player: 1, engagement: 0, units: t.r(1).units });
    t.act({ type: 'distance', player: 0, unit: scout!, use: false });
    t.allDiceUsed();
    expect(contests(t)).toEqual([
      { kind: 'physical', counter: false, strength: value('grafted-scout', 'physical', 'attack'), resistance: value('gene-hound', 'physical', 'defense'), success: true },
    ]);
  });
});

describe('after the battle (6.5.5.5, PW-6) and the end of the game (6.5.6, PW-19)', () => {
  it('6.5.5.5, PW-6: engaged survivors are depleted; the attacker\'s cannot block on the opponent\'s turn', () => {
    const t = table({ sides: [{ units: ['spine-crawler'] }, { units: ['hive-sentinel'] }], dice: [1, 6, 1, 6] });
    const [crawler] = t.r(0).units;
    const [sentinel] = t.r(1).units;
    t.act({ type: 'attack', player: 0, units: [crawler!] });
    t.act({ type: 'block', player: 1, engagement: 0, units: [sentinel!] });
    t.act({ type: 'engage', player: 0, mode: 'none' });
    t.act({ type: 'engage', player: 1, mode: 'none' });
    t.allDiceUsed();
    expect(t.events('destroyed')).toEqual([]);
    // Seat 1's turn: its blocker replenished, seat 0's attacker did not.
    expect(t.state.turn).toMatchObject({ player: 1, step: 'attack' });
    expect(t.unit(crawler!)?.depleted).toBe(true);
    expect(t.unit(sentinel!)?.depleted).toBe(false);
    t.act({ type: 'attack', player: 1, units: [sentinel!] });
    expect(t.events('blockDeclared')).toHaveLength(1);
    const damage = value('hive-sentinel', 'physical', 'attack');
    expect(t.events('labDamaged')).toEqual([{ type: 'labDamaged', player: 0, damage, hitPoints: 30 - damage, by: [sentinel] }]);
  });

  it('6.5.6, PW-19: a lab reaching 0 ends the game at once, mid-battle; every later action is GAME_OVER', () => {
    const t = table({ sides: [{ units: ['vat-brute', 'gene-hound'] }, { units: ['hive-sentinel'], hitPoints: 3 }] });
    const [brute, hound] = t.r(0).units;
    const [sentinel] = t.r(1).units;
    t.act({ type: 'attack', player: 0, units: [brute!] });
    t.act({ type: 'attack', player: 0, units: [hound!] });
    t.act({ type: 'block', player: 1, engagement: 1, units: [sentinel!] });
    expect(t.state.events.filter((e) => e.type === 'engagementStarted' || e.type === 'labDamaged' || e.type === 'gameEnded' || e.type === 'contest')).toEqual([
      { type: 'engagementStarted', engagement: 0, attackers: [brute], blockers: [] },
      { type: 'labDamaged', player: 1, damage: 3, hitPoints: 0, by: [brute] },
      { type: 'gameEnded', winner: 0 },
    ]);
    expect(t.state.winner).toBe(0);
    expect(t.state.battle).toBeNull();
    expect(psiWars.isOver(t.state)).toBe(true);
    expect(psiWars.outcome(t.state)).toEqual({ ranking: [[0], [1]], scores: [30, 0] });
    expect(psiWars.actors(t.state)).toEqual([]);
    expect(psiWars.legalActions(t.state, 0)).toEqual([]);
    expect(psiWars.legalActions(t.state, 1)).toEqual([]);
    t.refuse({ type: 'engage', player: 0, mode: 'none' }, 'GAME_OVER');
    t.refuse({ type: 'done', player: 1 }, 'GAME_OVER');
    expect(() => psiWars.apply(psiWars.clone(t.state), { type: 'done', player: 0 }, t.rng)).toThrow(expect.objectContaining({ code: 'GAME_OVER' }));
  });
});

describe('canonical stacks and payments (rulebook 6.5.2.1, PW-4)', () => {
  it('6.5.2.1: parseAction sorts untrusted stacks and payments into their one canonical spelling', () => {
    expect(psiWars.parseAction({ type: 'attack', player: 0, units: [9, 3] })).toEqual({ type: 'attack', player: 0, units: [3, 9] });
    expect(psiWars.parseAction({ type: 'block', player: 1, engagement: 0, units: [70, 60] })).toEqual({ type: 'block', player: 1, engagement: 0, units: [60, 70] });
    expect(psiWars.parseAction({ type: 'build', player: 0, card: 5, any: ['material', 'digital', 'bio'] })).toEqual({ type: 'build', player: 0, card: 5, any: ['digital', 'bio', 'material'] });
  });

  it('6.5.2.1 (PW-16): the pure path reads a stack spelled out of order as the same stack; the fast path refuses it', () => {
    const t = table({ sides: [{ units: ['gene-hound', 'sentry-frame'] }, { units: ['sentry-frame', 'iron-bulwark'] }] });
    const [a, b] = t.r(0).units as [number, number];
    const reversed = { type: 'attack' as const, player: 0 as const, units: [Math.max(a, b), Math.min(a, b)] };
    const sorted = { type: 'attack' as const, player: 0 as const, units: [Math.min(a, b), Math.max(a, b)] };
    // reduce runs what parseAction made of the input (issue 21), so a record that verifies and
    // reduce agree: both take the reversed spelling as the sorted stack.
    expect(psiWars.parseAction(reversed)).toEqual(sorted);
    expect(psiWars.reduce(t.state, reversed, t.rng.clone())).toEqual(psiWars.reduce(t.state, sorted, t.rng.clone()));
    const copy = psiWars.clone(t.state);
    expect(() => psiWars.apply(copy, reversed, t.rng)).toThrow(/ascending card order/);
    expect(t.legal()).toContainEqual({ type: 'attack', player: 0, units: [Math.min(a, b), Math.max(a, b)] });
  });
});
