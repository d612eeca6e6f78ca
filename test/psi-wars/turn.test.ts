/**
 * The turn outside battle (rulebook 5.0–5.6, 6.2–6.4; PW-4 to PW-9, PW-18): placing Creation Units,
 * paying for cards, depletion and replenishment, equipping, the hand limit, an empty deck and the
 * steps that pass by themselves.
 */
import { describe, expect, it } from 'vitest';
import { psiWars } from '../../src/games/psi-wars/index.js';
import { table, value } from './fixture.js';

describe('Phase 1: Creation Units (6.2)', () => {
  it('6.2: one Creation Unit may be placed per turn; a second is refused', () => {
    const t = table({ sides: [{ hand: ['neurogenesis', 'bio-acceleration', 'thought-weaver'] }, {}] });
    const [neuro, bio] = t.r(0).hand;
    expect(t.state.turn.step).toBe('creation');
    expect(t.legal()).toEqual([
      { type: 'place', player: 0, card: neuro },
      { type: 'place', player: 0, card: bio },
      { type: 'done', player: 0 },
    ]);
    t.act({ type: 'place', player: 0, card: neuro! });
    expect(t.state.players[0]?.creation).toHaveLength(5);
    expect(t.state.players[0]?.creation.at(-1)).toEqual({ card: neuro, depleted: false });
    expect(t.state.turn.placed).toBe(true);
    // Nothing more to place: the step is over and the build step asks.
    expect(t.state.turn.step).toBe('build');
    expect(t.legal().some((a) => a.type === 'place')).toBe(false);
    t.refuse({ type: 'place', player: 0, card: bio! });
    expect(t.state.players[0]?.hand).toContain(bio);
  });

  it('6.2: only a Creation Unit from the hand can be placed', () => {
    const t = table({ sides: [{ hand: ['neurogenesis', 'gene-hound'] }, {}] });
    t.refuse({ type: 'place', player: 0, card: t.r(0).hand[1]! }, 'ILLEGAL_ACTION', '6.2');
    // Seat 1's Creation Unit, or one already in the lab, is not in seat 0's hand.
    t.refuse({ type: 'place', player: 0, card: t.r(0).creation[0]! }, 'ILLEGAL_ACTION', '6.2');
    t.refuse({ type: 'place', player: 1, card: t.r(0).hand[0]! }, 'NOT_YOUR_TURN');
  });

  it('6.2: a Creation Unit can be used the turn it is placed', () => {
    // Thought Weaver needs two neuro; the lab has one until the second is placed.
    const t = table({ sides: [{ hand: ['neurogenesis', 'thought-weaver'] }, { hand: ['gene-hound'] }] });
    const [neuro, weaver] = t.r(0).hand;
    expect(t.legal().some((a) => a.type === 'build')).toBe(false);
    t.act({ type: 'place', player: 0, card: neuro! });
    expect(t.legal()).toContainEqual({ type: 'build', player: 0, card: weaver, any: [] });
    t.act({ type: 'build', player: 0, card: weaver!, any: [] });
    expect(t.spent(0)).toEqual(['neuro', 'bio', 'neuro']);
    expect(t.state.players[0]?.creation.at(-1)).toEqual({ card: neuro, depleted: true });
  });
});

describe('paying for cards (5.0–5.6, PW-4)', () => {
  it('5.5, PW-4: the white light is paid with the unspent units the player names, and only those', () => {
    // Dream Stalker: 1 neuro, 1 bio and 1 any; the lab holds one of each kind.
    const t = table({ sides: [{ hand: ['dream-stalker', 'gene-hound', 'scrap-drone'] }, { hand: ['gene-hound'] }] });
    const [stalker, hound, drone] = t.r(0).hand;
    expect(t.legal().filter((a) => a.type === 'build' && a.card === stalker)).toEqual([
      { type: 'build', player: 0, card: stalker, any: ['digital'] },
      { type: 'build', player: 0, card: stalker, any: ['material'] },
    ]);
    // The only neuro (or bio) is already needed by its coloured light; the count must be exact.
    t.refuse({ type: 'build', player: 0, card: stalker!, any: ['neuro'] }, 'ILLEGAL_ACTION', '5.0');
    t.refuse({ type: 'build', player: 0, card: stalker!, any: ['bio'] }, 'ILLEGAL_ACTION', '5.0');
    t.refuse({ type: 'build', player: 0, card: stalker!, any: [] }, 'ILLEGAL_ACTION', '5.0');
    t.refuse({ type: 'build', player: 0, card: stalker!, any: ['digital', 'material'] }, 'ILLEGAL_ACTION', '5.0');
    t.act({ type: 'build', player: 0, card: stalker!, any: ['digital'] });
    expect(t.events('built')).toEqual([{ type: 'built', player: 0, card: stalker, name: 'Dream Stalker', paid: ['neuro', 'bio', 'digital'] }]);
    expect(t.spent(0)).toEqual(['digital', 'neuro', 'bio']);
    // 5.6: a spent unit cannot pay again this turn: the Gene Hound's bio is gone, the drone's material is not.
    expect(t.state.turn.step).toBe('build');
    expect(t.legal()).toEqual([
      { type: 'build', player: 0, card: drone, any: [] },
      { type: 'done', player: 0 },
    ]);
    t.refuse({ type: 'build', player: 0, card: hound!, any: [] }, 'ILLEGAL_ACTION', '5.0');
  });

  it('5.0: a card whose lights the lab cannot cover is refused and never offered', () => {
    // Psi Matriarch needs three neuro; Bone Colossus three bio.
    const t = table({ sides: [{ hand: ['psi-matriarch', 'gene-hound'] }, {}] });
    const [matriarch] = t.r(0).hand;
    expect(t.legal().some((a) => a.type === 'build' && a.card === matriarch)).toBe(false);
    t.refuse({ type: 'build', player: 0, card: matriarch!, any: ['digital'] }, 'ILLEGAL_ACTION', '5.0');
    t.refuse({ type: 'build', player: 0, card: t.r(0).deck.at(-1)!, any: ['digital', 'material'] }, 'ILLEGAL_ACTION', '5.0');
  });

  it('6.3: a Power or Creation Unit cannot be built; a card not in the hand cannot be built', () => {
    const t = table({ sides: [{ hand: ['gene-hound', 'root-snare'], units: ['spine-crawler'] }, { hand: ['gene-hound'] }] });
    t.refuse({ type: 'build', player: 0, card: t.r(0).hand[1]!, any: ['digital'] }, 'ILLEGAL_ACTION', '6.3');
    t.refuse({ type: 'build', player: 0, card: t.r(0).units[0]!, any: [] }, 'ILLEGAL_ACTION', '6.3');
    t.refuse({ type: 'build', player: 0, card: t.r(1).hand[0]!, any: [] }, 'ILLEGAL_ACTION', '6.3');
  });
});

describe('depletion (6.3, PW-5, PW-6)', () => {
  it('6.3, PW-6: new Battle Units and Equipment enter the lab depleted; a new unit cannot attack', () => {
    const t = table({ sides: [{ hand: ['gene-hound', 'chitin-plating'], units: ['spine-crawler'] }, {}] });
    const [hound, plating] = t.r(0).hand;
    const [crawler] = t.r(0).units;
    t.act({ type: 'build', player: 0, card: hound!, any: [] });
    t.act({ type: 'build', player: 0, card: plating!, any: [] });
    expect(t.state.players[0]?.units).toEqual([
      { card: crawler, depleted: false, equipment: null, trappedBy: null, cyberJammed: false, psionicJammed: false },
      { card: hound, depleted: true, equipment: null, trappedBy: null, cyberJammed: false, psionicJammed: false },
    ]);
    expect(t.state.players[0]?.equipment).toEqual([{ card: plating, depleted: true }]);
    // Nothing left to build or equip: the attack step asks, offering only the older unit.
    expect(t.state.turn.step).toBe('attack');
    expect(t.legal()).toEqual([
      { type: 'attack', player: 0, units: [crawler] },
      { type: 'done', player: 0 },
    ]);
    t.refuse({ type: 'attack', player: 0, units: [hound!] }, 'ILLEGAL_ACTION', '6.5.2');
    t.refuse({ type: 'attack', player: 0, units: [crawler!, hound!].sort((a, b) => a - b) }, 'ILLEGAL_ACTION', '6.5.2');
  });

  it('PW-6: a unit built on your turn is still depleted on the opponent\'s turn and cannot block', () => {
    const t = table({ sides: [{ hand: ['gene-hound'] }, { units: ['spine-crawler'] }] });
    const [hound] = t.r(0).hand;
    const [crawler] = t.r(1).units;
    t.act({ type: 'build', player: 0, card: hound!, any: [] });
    // Seat 0 has nothing more to decide: its turn ends and seat 1's attack step asks.
    expect(t.state.turn).toMatchObject({ player: 1, step: 'attack' });
    expect(t.unit(hound!)?.depleted).toBe(true);
    t.act({ type: 'attack', player: 1, units: [crawler!] });
    // No unit could block: the block step passed and the attack reached the lab.
    expect(t.events('blockDeclared')).toEqual([]);
    const damage = value('spine-crawler', 'physical', 'attack');
    expect(t.events('labDamaged')).toEqual([{ type: 'labDamaged', player: 0, damage, hitPoints: 30 - damage, by: [crawler] }]);
    // Seat 0's next turn replenishes it.
    expect(t.state.turn.player).toBe(0);
    expect(t.unit(hound!)?.depleted).toBe(false);
  });

  it('PW-5: units spent on your turn stay spent through the opponent\'s turn; unspent ones pay for a power there; all replenish at your next turn', () => {
    const t = table({
      sides: [
        { hand: ['gene-hound', 'mind-static', 'root-snare'], units: ['hive-sentinel'] },
        { units: ['thought-weaver'] },
      ],
      dice: [1, 6, 1, 6],
    });
    const [hound, stat, snare] = t.r(0).hand;
    const [sentinel] = t.r(0).units;
    const [weaver] = t.r(1).units;
    t.act({ type: 'build', player: 0, card: hound!, any: [] });
    expect(t.spent(0)).toEqual(['bio']);
    t.doneUntilPast('attack');
    // Seat 1's turn: seat 0's bio is still spent, its other units are not.
    expect(t.state.turn).toMatchObject({ player: 1, step: 'attack' });
    expect(t.spent(0)).toEqual(['bio']);
    t.act({ type: 'attack', player: 1, units: [weaver!] });
    expect(t.state.turn.step).toBe('block');
    expect(t.actor()).toBe(0);
    // Mind Static costs 1 neuro (unspent): offered. Root Snare needs the spent bio: not offered.
    expect(t.legal().filter((a) => a.type === 'power')).toEqual([{ type: 'power', player: 0, card: stat, any: [], target: weaver }]);
    t.refuse({ type: 'power', player: 0, card: snare!, any: ['digital'], target: weaver! }, 'ILLEGAL_ACTION', '5.0');
    t.act({ type: 'power', player: 0, card: stat!, any: [], target: weaver! });
    expect(t.spent(0)).toEqual(['neuro', 'bio']);
    t.act({ type: 'block', player: 0, engagement: 0, units: [sentinel!] });
    // Both decline the mind attacks; the physical attack and counter both fail (1 against 6).
    t.act({ type: 'engage', player: 1, mode: 'none' });
    t.act({ type: 'engage', player: 0, mode: 'none' });
    t.allDiceUsed();
    expect(t.state.turn).toMatchObject({ player: 0, number: 5 });
    expect(t.spent(0)).toEqual([]);
    expect(t.state.players[0]?.units.map((u) => u.depleted)).toEqual([false, false]);
    // Seat 1's engaged Thought Weaver stays depleted through seat 0's turn.
    expect(t.unit(weaver!)?.depleted).toBe(true);
  });
});

describe('Phase 3: Equipping (6.4, 3.3, PW-18)', () => {
  it('6.4, 3.3, PW-18: only Equipment from an earlier turn, one per unit, onto any unit including a new one', () => {
    const t = table({
      sides: [
        {
          hand: ['chitin-plating', 'gene-hound'],
          units: [{ id: 'spine-crawler', equipment: 'focus-circlet' }, 'mind-wisp'],
          equipment: ['barbed-gauntlet'],
        },
        {},
      ],
    });
    const [plating, hound] = t.r(0).hand;
    const [crawler, wisp] = t.r(0).units;
    const [gauntlet] = t.r(0).equipment;
    t.act({ type: 'build', player: 0, card: plating!, any: [] });
    t.act({ type: 'build', player: 0, card: hound!, any: [] });
    expect(t.state.turn.step).toBe('equip');
    expect(t.legal()).toEqual([
      { type: 'equip', player: 0, equipment: gauntlet, unit: wisp },
      { type: 'equip', player: 0, equipment: gauntlet, unit: hound },
      { type: 'done', player: 0 },
    ]);
    t.refuse({ type: 'equip', player: 0, equipment: plating!, unit: wisp! }, 'ILLEGAL_ACTION', '6.4');
    t.refuse({ type: 'equip', player: 0, equipment: gauntlet!, unit: crawler! }, 'ILLEGAL_ACTION', '3.3');
    t.act({ type: 'equip', player: 0, equipment: gauntlet!, unit: hound! });
    expect(t.unit(hound!)?.equipment).toBe(gauntlet);
    expect(t.unit(crawler!)?.equipment).toBe(t.r(0).attached[0]);
    expect(t.state.players[0]?.equipment).toEqual([{ card: plating, depleted: true }]);
    expect(t.events('equipped')).toEqual([{ type: 'equipped', player: 0, equipment: gauntlet, unit: hound, equipmentName: 'Barbed Gauntlet', unitName: 'Gene Hound' }]);
    // The new Chitin Plating cannot be attached: the equip step is over.
    expect(t.state.turn.step).toBe('attack');
  });

  it('PW-6: Equipment built last turn is replenished at the start of this turn and can be attached', () => {
    const t = table({ sides: [{ units: ['mind-wisp'], equipment: [{ id: 'chitin-plating', depleted: true }], hand: ['gene-hound'] }, {}] });
    expect(t.state.players[0]?.equipment[0]?.depleted).toBe(false);
    t.done();
    expect(t.legal()).toContainEqual({ type: 'equip', player: 0, equipment: t.r(0).equipment[0], unit: t.r(0).units[0] });
  });
});

describe('end of turn (PW-9) and an empty deck (PW-8)', () => {
  it('PW-9: at the end of your turn you discard down to 10 cards, choosing which', () => {
    // Ten cards the lab cannot afford, plus the draw: eleven.
    const t = table({
      sides: [
        { hand: [...Array(9).fill('bone-colossus'), 'brood-titan'], deck: ['hammer-mech'] },
        { hand: [...Array(11).fill('bone-colossus')], units: ['gene-hound'] },
      ],
    });
    const titan = t.r(0).hand[9];
    expect(t.state.turn).toMatchObject({ player: 0, step: 'discard' });
    expect(t.state.players[0]?.hand).toHaveLength(11);
    expect(t.legal()).toHaveLength(11);
    expect(t.legal().every((a) => a.type === 'discard')).toBe(true);
    t.refuse({ type: 'done', player: 0 }, 'ILLEGAL_ACTION', '6.5.5');
    t.refuse({ type: 'discard', player: 0, card: t.r(1).hand[0]! }, 'ILLEGAL_ACTION', 'PW-9');
    t.act({ type: 'discard', player: 0, card: titan! });
    expect(t.events('discarded')).toEqual([{ type: 'discarded', player: 0, card: titan, name: 'Brood Titan' }]);
    expect(t.state.players[0]?.hand).toHaveLength(10);
    expect(t.state.players[0]?.discard.at(-1)).toBe(titan);
    // Ten is allowed: the turn passed. Seat 1 held 11 during seat 0's turn and was not asked.
    expect(t.state.turn).toMatchObject({ player: 1, step: 'attack' });
    expect(t.state.players[1]?.hand).toHaveLength(12);
    expect(t.events('discarded')).toHaveLength(1);
  });

  it('PW-8: drawing from an empty deck deals 2 damage to the lab instead', () => {
    const t = table({ sides: [{ deck: [] }, { hand: ['gene-hound'] }] });
    expect(t.state.players[0]?.hitPoints).toBe(28);
    expect(t.log.filter((e) => e.type === 'fatigue' || e.type === 'labDamaged' || e.type === 'drew')).toEqual([
      { type: 'fatigue', player: 0, damage: 2 },
      { type: 'labDamaged', player: 0, damage: 2, hitPoints: 28, by: [] },
      { type: 'drew', player: 1, card: t.r(1).deck.at(-1), name: 'Bone Colossus' },
    ]);
    expect(t.state.players[0]?.hand).toEqual([]);
  });

  it('PW-8, PW-19: a lab on 2 hit points that cannot draw is destroyed', () => {
    const t = table({ sides: [{ deck: [], hitPoints: 2 }, { hand: ['gene-hound'] }] });
    expect(t.state.players[0]?.hitPoints).toBe(0);
    expect(t.state.winner).toBe(1);
    expect(t.log.at(-1)).toEqual({ type: 'gameEnded', winner: 1 });
    expect(psiWars.actors(t.state)).toEqual([]);
  });
});

describe('automatic steps (PW-7)', () => {
  it('PW-7, PW-35: the draw is automatic; a step passes by itself only when public facts say nothing can be done', () => {
    const t = table({ sides: [{ hand: ['gene-hound'] }, { hand: ['gene-hound'] }], passEmpty: false });
    // Seat 0 drew and holds cards: the creation step is offered even without a Creation Unit in
    // hand, so the opponent learns nothing from it (PW-35).
    expect(t.log.map((e) => e.type)).toEqual(['turnStarted', 'drew']);
    expect(t.state.turn).toMatchObject({ player: 0, number: 3, step: 'creation' });
    expect(psiWars.legalActions(t.state, 0)).toEqual([{ type: 'done', player: 0 }]);
    t.done();
    expect(t.state.turn.step).toBe('build');
    t.done();
    // Equip depends on the lab alone (nothing there: passed); the attack step is offered, since a
    // hand could hold a battle power.
    expect(t.state.turn).toMatchObject({ player: 0, step: 'attack' });
    t.done();
    // A small hand: no discard. Seat 1 draws and is offered its creation step.
    expect(t.state.events.map((e) => e.type)).toEqual(['turnStarted', 'drew']);
    expect(t.state.events[0]).toEqual({ type: 'turnStarted', player: 1, turn: 4 });
    expect(t.state.turn).toMatchObject({ player: 1, step: 'creation' });
    expect(t.state.players[1]?.hand).toHaveLength(2);
  });

  it('PW-35: with an empty hand the hand-dependent steps pass by themselves', () => {
    const t = table({ sides: [{}, { hand: ['gene-hound'] }], passEmpty: false, turn: 1 });
    // The first turn has no draw (6.1) and the hand is empty: nothing to place, build or attack
    // with, no equipment, no ready unit. The turn passes to seat 1 by itself.
    expect(t.log.filter((e) => e.type === 'turnStarted')).toEqual([
      { type: 'turnStarted', player: 0, turn: 1 },
      { type: 'turnStarted', player: 1, turn: 2 },
    ]);
    expect(t.state.turn).toMatchObject({ player: 1, step: 'creation' });
  });

  it('PW-35: two worlds that differ only in the hidden hand give the opponent the same step', () => {
    // Before PW-35 the creation step was offered only to a hand holding a Creation Unit, so the
    // opponent could read the hand from the step.
    const stepFor = (hand: string): string => {
      const t = table({ sides: [{ hand: [hand] }, {}], passEmpty: false });
      return JSON.stringify([psiWars.view(t.state, 1).turn, psiWars.actors(t.state)]);
    };
    expect(stepFor('neurogenesis')).toBe(stepFor('gene-hound'));
  });

  it('PW-7: a step that asks can always be ended by choice; the wrong player is refused', () => {
    const t = table({ sides: [{ hand: ['neurogenesis'], units: ['gene-hound'] }, {}] });
    expect(t.state.turn.step).toBe('creation');
    t.refuse({ type: 'done', player: 1 }, 'NOT_YOUR_TURN');
    t.done();
    // Nothing to build or equip: straight to the attack step.
    expect(t.state.turn.step).toBe('attack');
    expect(t.state.players[0]?.hand).toHaveLength(2);
  });
});
