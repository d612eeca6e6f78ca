/**
 * Ship-to-ship combat (GT-S60…GT-S69, GT-S51; GT-10, GT-11, GT-12, GT-13): the order roll, the
 * acting member's choices, DITFOI, attacks and landed hits, Shields and Damage, destruction and
 * spoils, retreat and pursuit, and gang-ups. Every die is scripted.
 *
 * Cruisers: seat 0 the Tri-phase Courier (Weapons 6, Shields 6, Damage 6, Speed 4), seat 1 the
 * Tri-phase Warden (Weapons 7, Shields 6, Damage 5, Speed 3), seat 2 the Longwave Bastion
 * (Weapons 6, Shields 8, Damage 7, Speed 5).
 */
import { describe, expect, it } from 'vitest';
import { gridTraveler, type GridTravelerAction, type GridTravelerState } from '../../src/games/grid-traveler/index.js';
import { boardOf, tileAt, tilesApart } from '../../src/games/grid-traveler/rules/board.js';
import { everyone } from '../../src/games/grid-traveler/rules/cards.js';
import { atTurn, eventsOf, give, inFight, newGame, play, put } from './harness.js';

const CRUISERS = ['triphase-courier', 'triphase-warden', 'longwave-bastion'];

/** A game of `players` with the cruisers above. */
function game(players = 2, config: Parameters<typeof newGame>[1] = {}): GridTravelerState {
  return newGame(players, { seats: CRUISERS.slice(0, players).map((cruiser) => ({ cruiser })), ...config });
}

/** A ship fight between `members` (in that order), cruisers side by side in open space on row 7. */
function shipFight(players = 2, members: number[] = [0, 1], config: Parameters<typeof newGame>[1] = {}): GridTravelerState {
  const s = game(players, config);
  for (let seat = 0; seat < players; seat++) put(s, seat, 12 + seat, 7);
  inFight(s, 'ship', members);
  return s;
}

const legal = (s: GridTravelerState, seat: number): readonly GridTravelerAction[] => gridTraveler.legalActions(s, seat);
const actor = (s: GridTravelerState): number | undefined => gridTraveler.actors(s)[0];
const tile = (s: GridTravelerState, x: number, y: number): number => tileAt(s.config.board, x, y);
const attack = (player: number, target: number): GridTravelerAction => ({ type: 'attack', player, target });
const retreat = (player: number, to: number): GridTravelerAction => ({ type: 'retreat', player, to });
const pursue = (player: number, yes: boolean): GridTravelerAction => ({ type: 'pursue', player, pursue: yes });
const holdFire = (player: number): GridTravelerAction => ({ type: 'holdFire', player });

/** Zeros for the Fisher–Yates shuffle of the Magick deck an elimination makes (GT-13), when `loser` goes out. */
function reshuffleDice(s: GridTravelerState, loser: number): number[] {
  const cards = s.decks.magick.length + s.discards.magick.length + s.seats[loser]!.hand.magick.length;
  return Array.from({ length: Math.max(0, cards - 1) }, () => 0);
}

describe('GT-S60: the order of a ship fight', () => {
  it('GT-S60: a fight begun at the act stage rolls the D8 for each, lowest first, and the lowest acts at once (GT-17)', () => {
    const s = game();
    atTurn(s, 0, 'act');
    put(s, 0, 12, 7);
    put(s, 1, 13, 7);
    const after = play(s, { type: 'fight', player: 0, target: 1, kind: 'ship' }, [5, 3]);
    expect(after.combats[0]!.members).toEqual([1, 0]);
    expect(eventsOf(after, 'rolled').map((r) => [r.player, r.die, r.value])).toEqual([
      [0, 8, 5],
      [1, 8, 3],
    ]);
    expect(actor(after)).toBe(1);
    expect(legal(after, 1).some((a) => a.type === 'attack')).toBe(true);
  });

  it('GT-S60, GT-1: tied D8 rolls are rolled again among the tied', () => {
    const s = game();
    atTurn(s, 0, 'act');
    put(s, 0, 12, 7);
    put(s, 1, 13, 7);
    const after = play(s, { type: 'fight', player: 0, target: 1, kind: 'ship' }, [4, 4, 2, 6]);
    expect(after.combats[0]!.members).toEqual([0, 1]);
    expect(actor(after)).toBe(0);
  });
});

describe('GT-S61, GT-11: what the acting member may do', () => {
  it('GT-S61, GT-32: attack each other member, play each DITFOI card, retreat to each destination but its own tile, or hold fire', () => {
    const s = shipFight(3, [0, 1, 2]);
    const card = give(s, 0, 'ditfoi', 'weapons');
    put(s, 0, 10, 5); // on G1, a destination
    const actions = legal(s, 0);
    const destinations = boardOf(s).destinations.filter((t) => t !== tile(s, 10, 5));
    expect(actions).toEqual([
      attack(0, 1),
      attack(0, 2),
      { type: 'ditfoi', player: 0, card, target: 1, component: 'weapons' },
      { type: 'ditfoi', player: 0, card, target: 2, component: 'weapons' },
      ...destinations.map((to) => retreat(0, to)),
      holdFire(0),
    ]);
    expect(actions.some((a) => a.type === 'retreat' && a.to === tile(s, 10, 5))).toBe(false);
    expect(legal(s, 1)).toEqual([]);
    expect(legal(s, 2)).toEqual([]);
  });

  it('GT-29: an `any` DITFOI card may name each of the six components', () => {
    const s = shipFight();
    const card = give(s, 0, 'ditfoi', 'any');
    const plays = legal(s, 0).filter((a) => a.type === 'ditfoi');
    expect(plays).toEqual(['speed', 'engines', 'maneuver', 'shields', 'weapons', 'sensors'].map((component) => ({ type: 'ditfoi', player: 0, card, target: 1, component })));
  });

  it('GT-11, GT-32: disabled Weapons forbid attacking, disabled Engines forbid retreating; holding fire is always open', () => {
    const s = shipFight();
    s.seats[0]!.tracks.weapons.red = 3;
    // Issue 24: a member with disabled Weapons is offered hold fire, not only a retreat.
    expect(legal(s, 0).slice(0, -1).every((a) => a.type === 'retreat')).toBe(true);
    expect(legal(s, 0).at(-1)).toEqual(holdFire(0));
    s.seats[0]!.tracks.weapons = { red: 0, yellow: 0 };
    s.seats[0]!.tracks.engines.yellow = 3;
    expect(legal(s, 0)).toEqual([attack(0, 1), holdFire(0)]);
    s.seats[0]!.tracks.weapons.red = 3;
    expect(legal(s, 0)).toEqual([holdFire(0)]);
    const after = play(s, holdFire(0), []);
    expect(actor(after)).toBe(1);
  });

  it('GT-11: the same state always lists the same actions in the same order', () => {
    const s = shipFight(3, [2, 0, 1]);
    give(s, 2, 'ditfoi', 'any');
    give(s, 2, 'ditfoi', 'shields');
    expect(legal(s, 2)).toEqual(legal(gridTraveler.clone(s), 2));
    expect(legal(s, 2).slice(0, 2)).toEqual([attack(2, 0), attack(2, 1)]);
  });
});

describe('GT-S62, GT-11: DITFOI', () => {
  it('GT-S62: 1–6 on the D8 disables the target component with yellow cubes; the card leaves the game face up; the player acts on', () => {
    const s = shipFight();
    const card = give(s, 0, 'ditfoi', 'weapons');
    give(s, 0, 'ditfoi', 'engines');
    s.seats[1]!.tracks.weapons.red = 1;
    const after = play(s, { type: 'ditfoi', player: 0, card, target: 1, component: 'weapons' }, [6]);
    // Three yellow cubes, whatever was on the track (GT-11, issue 24): the three spots are theirs.
    expect(after.seats[1]!.tracks.weapons).toEqual({ red: 0, yellow: 3 });
    expect(after.removed).toContain(card);
    expect(after.seats[0]!.hand.ditfoi).not.toContain(card);
    expect(after.known[card]).toBe(everyone(after));
    expect(eventsOf(after, 'ditfoiPlayed')).toMatchObject([{ type: 'ditfoiPlayed', audience: null, player: 0, target: 1, component: 'weapons', card, design: 'weapons', success: true }]);
    expect(eventsOf(after, 'componentHit')).toEqual([{ type: 'componentHit', audience: null, player: 1, component: 'weapons', cube: 'yellow', disabled: true }]);
    expect(eventsOf(after, 'rolled')).toEqual([{ type: 'rolled', audience: null, player: 0, die: 8, value: 6, why: 'ditfoi', target: 6 }]);
    // Same player, now: attack, retreat or hold fire; no second DITFOI.
    expect(after.combats[0]!.afterDitfoi).toBe(true);
    expect(actor(after)).toBe(0);
    const next = legal(after, 0);
    expect(next[0]).toEqual(attack(0, 1));
    expect(next.at(-1)).toEqual(holdFire(0));
    expect(next.some((a) => a.type === 'ditfoi')).toBe(false);
    expect(next.some((a) => a.type === 'retreat')).toBe(true);
  });

  it('GT-S62: 7–8 on the D8 puts a red cube on the player’s own named component', () => {
    const s = shipFight();
    const card = give(s, 0, 'ditfoi', 'sensors');
    const after = play(s, { type: 'ditfoi', player: 0, card, target: 1, component: 'sensors' }, [7]);
    expect(after.seats[0]!.tracks.sensors).toEqual({ red: 1, yellow: 0 });
    expect(after.seats[1]!.tracks.sensors).toEqual({ red: 0, yellow: 0 });
    expect(eventsOf(after, 'ditfoiPlayed')[0]!.success).toBe(false);
    expect(after.removed).toContain(card);
  });

  it('GT-S62: a failed DITFOI on a component already at three cubes adds none', () => {
    const s = shipFight();
    const card = give(s, 0, 'ditfoi', 'speed');
    s.seats[0]!.tracks.speed.red = 3;
    const after = play(s, { type: 'ditfoi', player: 0, card, target: 1, component: 'speed' }, [8]);
    expect(after.seats[0]!.tracks.speed).toEqual({ red: 3, yellow: 0 });
    expect(eventsOf(after, 'componentHit')).toEqual([]);
  });

  it('GT-S62: after a DITFOI the player may attack, and its action then ends once (the next member acts)', () => {
    const s = shipFight(3, [0, 1, 2]);
    const card = give(s, 0, 'ditfoi', 'shields');
    let t = play(s, { type: 'ditfoi', player: 0, card, target: 1, component: 'shields' }, [1]);
    expect(t.seats[1]!.tracks.shields.yellow).toBe(3);
    // Shields down: a hit goes straight to the Damage save (GT-12), no Shields roll.
    t = play(t, attack(0, 1), [2, 5]);
    expect(eventsOf(t, 'rolled').map((r) => r.why)).toEqual(['attack', 'damage']);
    expect(eventsOf(t, 'shot')[0]!.result).toBe('held');
    expect(t.combats[0]!.next).toBe(1);
    expect(t.combats[0]!.afterDitfoi).toBe(false);
    expect(actor(t)).toBe(1);
  });

  it('GT-S62: after a DITFOI the player may hold fire, which ends its action', () => {
    const s = shipFight();
    const card = give(s, 0, 'ditfoi', 'engines');
    let t = play(s, { type: 'ditfoi', player: 0, card, target: 1, component: 'engines' }, [3]);
    t = play(t, holdFire(0), []);
    expect(actor(t)).toBe(1);
    // Seat 1's Engines are down: it may attack or hold fire, but not retreat.
    expect(legal(t, 1)).toEqual([attack(1, 0), holdFire(1)]);
  });
});

describe('GT-S64, GT-S66, GT-12: attacks and Shields', () => {
  it('GT-S64: a D12 above effective Weapons misses', () => {
    const s = shipFight();
    const t = play(s, attack(0, 1), [7]);
    expect(eventsOf(t, 'shot')).toEqual([{ type: 'shot', audience: null, player: 0, target: 1, result: 'missed' }]);
    expect(t.seats[1]!.tracks.shields.red).toBe(0);
  });

  it('GT-S64: Weapons lose 2 per red cube: with one cube the Courier (6) needs 4 or less', () => {
    const s = shipFight();
    s.seats[0]!.tracks.weapons.red = 1;
    const t = play(s, attack(0, 1), [5]);
    expect(eventsOf(t, 'rolled')[0]!.target).toBe(4);
    expect(eventsOf(t, 'shot')[0]!.result).toBe('missed');
  });

  it('GT-S64: a hit is saved on a D12 at most the target’s Shields', () => {
    const s = shipFight();
    const t = play(s, attack(0, 1), [6, 6]);
    expect(eventsOf(t, 'rolled').map((r) => [r.player, r.why, r.target])).toEqual([
      [0, 'attack', 6],
      [1, 'shields', 6],
    ]);
    expect(eventsOf(t, 'shot')[0]!.result).toBe('saved');
    expect(t.seats[1]!.tracks.shields.red).toBe(0);
  });

  it('GT-S64, GT-12: a failed save puts a red cube on Shields', () => {
    const s = shipFight();
    const t = play(s, attack(0, 1), [1, 7]);
    expect(eventsOf(t, 'shot')[0]!.result).toBe('shields');
    expect(t.seats[1]!.tracks.shields).toEqual({ red: 1, yellow: 0 });
    expect(eventsOf(t, 'componentHit')).toEqual([{ type: 'componentHit', audience: null, player: 1, component: 'shields', cube: 'red', disabled: false }]);
  });

  it('GT-S66: the third cube disables Shields; the next hit goes to Damage with no Shields roll', () => {
    const s = shipFight();
    s.seats[1]!.tracks.shields.red = 2;
    let t = play(s, attack(0, 1), [1, 12]);
    expect(eventsOf(t, 'componentHit')[0]!.disabled).toBe(true);
    t = play(t, attack(1, 0), [12]); // seat 1 misses
    t = play(t, attack(0, 1), [1, 6, 1, 1, 1, 1, 1]);
    expect(eventsOf(t, 'rolled').map((r) => r.why)).toEqual(['attack', 'damage', 'component', 'component', 'component', 'component', 'component']);
    expect(t.seats[1]!.damage).toBe(1);
    expect(t.seats[1]!.tracks.shields.red).toBe(3);
  });
});

describe('GT-S67, GT-12: Cruiser Damage', () => {
  /** A fight in which seat 1's Shields are down. */
  function shieldsDown(): GridTravelerState {
    const s = shipFight();
    s.seats[1]!.tracks.shields.red = 3;
    return s;
  }

  it('GT-12: the target saves on a D12 at most its printed Damage number (the Warden: 5)', () => {
    const t = play(shieldsDown(), attack(0, 1), [3, 5]);
    expect(eventsOf(t, 'rolled')[1]).toMatchObject({ player: 1, die: 12, why: 'damage', target: 5 });
    expect(eventsOf(t, 'shot')[0]!.result).toBe('held');
    expect(t.seats[1]!.damage).toBe(0);
  });

  it('GT-S67: a failed save adds a Damage cube and a D20 per working component; 16–20 adds a red cube', () => {
    const t = play(shieldsDown(), attack(0, 1), [3, 6, 16, 15, 20, 1, 17]);
    expect(eventsOf(t, 'shot')[0]!.result).toBe('damage');
    expect(t.seats[1]!.damage).toBe(1);
    const rolls = eventsOf(t, 'rolled').filter((r) => r.why === 'component');
    expect(rolls.map((r) => [r.player, r.die, r.target])).toEqual(Array.from({ length: 5 }, () => [1, 20, 15]));
    // Speed, Engines, Maneuver, Weapons, Sensors in that order: 16, 15, 20, 1, 17.
    expect(eventsOf(t, 'componentHit').map((e) => e.component)).toEqual(['speed', 'maneuver', 'sensors']);
    expect(t.seats[1]!.tracks.speed.red).toBe(1);
    expect(t.seats[1]!.tracks.engines.red).toBe(0);
    expect(t.seats[1]!.tracks.maneuver.red).toBe(1);
    expect(t.seats[1]!.tracks.weapons.red).toBe(0);
    expect(t.seats[1]!.tracks.sensors.red).toBe(1);
  });

  it('GT-12: disabled components roll no D20', () => {
    const s = shieldsDown();
    s.seats[1]!.tracks.engines.yellow = 3;
    s.seats[1]!.tracks.weapons.red = 3;
    const t = play(s, attack(0, 1), [3, 6, 20, 20, 20]);
    expect(eventsOf(t, 'componentHit').map((e) => e.component)).toEqual(['speed', 'maneuver', 'sensors']);
    expect(t.seats[1]!.tracks.engines).toEqual({ red: 0, yellow: 3 });
    expect(t.seats[1]!.tracks.weapons).toEqual({ red: 3, yellow: 0 });
  });
});

describe('GT-S67, GT-S68, GT-13: destruction and spoils', () => {
  it('GT-S67, GT-13: the fifth Damage cube destroys the cruiser at once; the winner takes its materials, its Magick goes back into the deck', () => {
    const s = shipFight();
    s.seats[1]!.tracks.shields.red = 3;
    s.seats[1]!.damage = 4;
    const iron = give(s, 1, 'material', 'iron');
    const water = give(s, 1, 'material', 'water');
    const magick = s.decks.magick.at(-1)!;
    s.decks.magick.pop();
    s.seats[1]!.hand.magick.push(magick);
    const t = play(s, attack(0, 1), [3, 6, ...reshuffleDice(s, 1)]);
    expect(t.seats[1]!.damage).toBe(5);
    // No component D20s after the fifth cube.
    expect(eventsOf(t, 'rolled').map((r) => r.why)).toEqual(['attack', 'damage']);
    expect(eventsOf(t, 'eliminated')).toEqual([{ type: 'eliminated', audience: null, player: 1, by: 0, why: 'destroyed', spoils: 2, discarded: [] }]);
    expect(t.seats[1]!.out).toEqual({ round: s.round, by: 0 });
    expect(t.seats[0]!.hand.material).toEqual(expect.arrayContaining([iron, water]));
    expect(t.seats[1]!.hand.magick).toEqual([]);
    expect(t.decks.magick).toContain(magick);
    // Two players: the last one standing wins.
    expect(t.end?.reason).toBe('lastStanding');
    expect(gridTraveler.actors(t)).toEqual([]);
  });

  it('GT-13, GT-S51: in a three-member fight the destroyed member leaves it and the next member still acts', () => {
    const s = shipFight(3, [0, 1, 2]);
    s.seats[2]!.tracks.shields.red = 3;
    s.seats[2]!.damage = 4;
    const t = play(s, attack(0, 2), [1, 12, ...reshuffleDice(s, 2)]);
    expect(t.seats[2]!.out?.by).toBe(0);
    expect(t.end).toBeNull();
    expect(t.combats[0]!.members).toEqual([0, 1]);
    expect(actor(t)).toBe(1);
    expect(legal(t, 1)[0]).toEqual(attack(1, 0));
  });
});

describe('GT-S63, GT-11: retreat and pursuit', () => {
  const G8 = (s: GridTravelerState): number => tile(s, 6, 6);

  it('GT-11: a retreat asks every other member with working Engines, in member order, whether it pursues', () => {
    const s = shipFight(3, [2, 0, 1]);
    s.combats[0]!.next = 1; // seat 0 acts
    let t = play(s, retreat(0, G8(s)), []);
    expect(eventsOf(t, 'retreated')).toEqual([{ type: 'retreated', audience: null, player: 0, to: G8(s), place: 'G8' }]);
    expect(actor(t)).toBe(2);
    expect(legal(t, 2)).toEqual([pursue(2, true), pursue(2, false)]);
    expect(legal(t, 0)).toEqual([]);
    t = play(t, pursue(2, false), []);
    expect(eventsOf(t, 'pursuit')).toEqual([{ type: 'pursuit', audience: null, player: 2, target: 0, pursues: false }]);
    expect(actor(t)).toBe(1);
  });

  it('GT-11: a member with disabled Engines is not asked', () => {
    const s = shipFight(3, [0, 1, 2]);
    s.seats[1]!.tracks.engines.red = 3;
    const t = play(s, retreat(0, G8(s)), []);
    expect(actor(t)).toBe(2);
    expect(t.combats[0]!.retreat?.asking).toEqual([2]);
  });

  it('GT-S63: a pursuer within one tile after a round catches the retreater, who stays in the fight', () => {
    const s = shipFight();
    let t = play(s, retreat(0, G8(s)), []);
    t = play(t, pursue(1, true), [1, 3]);
    expect(eventsOf(t, 'rolled').map((r) => [r.player, r.die, r.why])).toEqual([
      [0, 12, 'retreat'],
      [1, 8, 'pursuit'],
    ]);
    expect(tilesApart(t.config.board, t.seats[0]!.position.tile, tile(t, 12, 7))).toBe(1);
    expect(tilesApart(t.config.board, t.seats[0]!.position.tile, t.seats[1]!.position.tile)).toBeLessThanOrEqual(1);
    expect(eventsOf(t, 'retreatEnded')).toEqual([{ type: 'retreatEnded', audience: null, player: 0, result: 'caught' }]);
    expect(eventsOf(t, 'moved').map((m) => [m.player, m.how])).toEqual([
      [0, 'retreat'],
      [1, 'pursuit'],
      [1, 'pursuit'],
    ]);
    expect(t.combats[0]!.members).toEqual([0, 1]);
    expect(t.combats[0]!.retreat).toBeNull();
    expect(actor(t)).toBe(1);
  });

  it('GT-S63: a pursuer ending exactly one tile away catches; two tiles away does not', () => {
    const s = shipFight();
    let t = play(s, retreat(0, G8(s)), []);
    // The retreater flies 2 (to x = 10), the pursuer 2 from (13,7) (to x = 11): one tile apart.
    t = play(t, pursue(1, true), [2, 2]);
    expect(tilesApart(t.config.board, t.seats[0]!.position.tile, t.seats[1]!.position.tile)).toBe(1);
    expect(eventsOf(t, 'retreatEnded')[0]!.result).toBe('caught');
    const u = play(play(s, retreat(0, G8(s)), []), pursue(1, true), [2, 1, 12, 1]);
    // After round 1 two tiles apart: the chase goes on; the retreater reaches G8 in round 2, uncaught (issue 24).
    expect(eventsOf(u, 'rolled')).toHaveLength(4);
    expect(eventsOf(u, 'retreatEnded')[0]!.result).toBe('escaped');
  });

  it('GT-S63: uncaught after three rounds, the retreater escapes and the two-member fight is over', () => {
    const s = shipFight();
    let t = play(s, retreat(0, G8(s)), []);
    t = play(t, pursue(1, true), [2, 1, 2, 1, 2, 1]);
    expect(t.seats[0]!.position.tile).toBe(G8(s));
    expect(tilesApart(t.config.board, t.seats[1]!.position.tile, tile(t, 13, 7))).toBe(3);
    expect(eventsOf(t, 'retreatEnded')).toEqual([{ type: 'retreatEnded', audience: null, player: 0, result: 'escaped' }]);
    expect(eventsOf(t, 'fightEnded')).toHaveLength(1);
    expect(t.combats).toEqual([]);
    expect(t.phase).toBe('turns');
  });

  it('GT-11 (issue 24): a retreater that reaches its destination with no pursuer within one tile escapes at once', () => {
    const s = shipFight();
    let t = play(s, retreat(0, G8(s)), []);
    t = play(t, pursue(1, true), [12, 1]);
    expect(eventsOf(t, 'rolled').map((r) => r.why)).toEqual(['retreat', 'pursuit']);
    expect(eventsOf(t, 'moved').filter((m) => m.player === 0)).toHaveLength(6);
    expect(t.seats[0]!.position.tile).toBe(G8(s));
    expect(eventsOf(t, 'retreatEnded')[0]!.result).toBe('escaped');
  });

  it('GT-11: under pursuitUsesSpeed a pursuer flies D8 + effective Speed (the Warden: 3)', () => {
    const s = shipFight(2, [0, 1], { pursuitUsesSpeed: true });
    let t = play(s, retreat(0, G8(s)), []);
    // Round 1: the retreater flies 3 tiles from (12,7); the pursuer 1 + 3 from (13,7) reaches it: caught.
    t = play(t, pursue(1, true), [3, 1]);
    const flights = eventsOf(t, 'moved').filter((m) => m.player === 1);
    expect(flights).toHaveLength(4);
    expect(t.seats[1]!.position.tile).toBe(t.seats[0]!.position.tile);
    expect(eventsOf(t, 'retreatEnded')[0]!.result).toBe('caught');
    // Without the flag the D8 alone (1 tile) leaves it three tiles behind.
    const u = play(play(shipFight(), retreat(0, G8(s)), []), pursue(1, true), [3, 1, 3, 1]);
    expect(eventsOf(u, 'retreatEnded')[0]!.result).toBe('escaped');
  });

  it('GT-11: with no pursuer the retreater still flies to its destination and escapes', () => {
    const s = shipFight();
    let t = play(s, retreat(0, G8(s)), []);
    t = play(t, pursue(1, false), [3, 3]);
    expect(t.seats[0]!.position.tile).toBe(G8(s));
    expect(eventsOf(t, 'retreatEnded')[0]!.result).toBe('escaped');
  });

  it('GT-11, GT-7: a route onto a ring puts the cruiser in that orbit with no steps; off a ring clears it', () => {
    const s = game();
    put(s, 0, 7, 7);
    put(s, 1, 8, 8);
    inFight(s, 'ship', [0, 1]);
    const shadedVesh = tile(s, 4, 4);
    let t = play(s, retreat(0, shadedVesh), []);
    t = play(t, pursue(1, false), [12]);
    expect(t.seats[0]!.position).toEqual({ tile: shadedVesh, orbit: { body: 1, steps: 0 } });
    expect(eventsOf(t, 'orbit')).toEqual([{ type: 'orbit', audience: null, player: 0, body: 1, what: 'entered', name: 'Vesh' }]);

    const u = game();
    put(u, 0, 4, 4, { body: 1, steps: 8 });
    put(u, 1, 5, 5);
    inFight(u, 'ship', [0, 1]);
    let v = play(u, retreat(0, G8(u)), []);
    v = play(v, pursue(1, false), [12]);
    expect(v.seats[0]!.position).toEqual({ tile: G8(u), orbit: null });
    expect(eventsOf(v, 'orbit')).toEqual([{ type: 'orbit', audience: null, player: 0, body: 1, what: 'left', name: 'Vesh' }]);
  });

  it('GT-11, GT-S51: an escape from a three-member fight leaves the other two fighting, the next member to act', () => {
    const s = shipFight(3, [0, 1, 2]);
    let t = play(s, retreat(0, G8(s)), []);
    t = play(t, pursue(1, false), []);
    t = play(t, pursue(2, false), [6]);
    expect(t.combats[0]!.members).toEqual([1, 2]);
    expect(actor(t)).toBe(1);
  });
});

describe('GT-S65, GT-S51, GT-10: combat turns', () => {
  it('GT-S65: the members act in turn; when all have acted the combat turn ends and the next one starts with the first', () => {
    const s = shipFight();
    let t = play(s, attack(0, 1), [12]);
    expect(actor(t)).toBe(1);
    t = play(t, attack(1, 0), [12]);
    expect(t.combats[0]!.turns).toBe(1);
    expect(t.round).toBe(s.round + 1);
    expect(actor(t)).toBe(0);
  });

  it('GT-S51, GT-10: a player who joins a fight acts last, and in a three-member fight each member acts once per combat turn', () => {
    const s = game(3);
    put(s, 0, 12, 7);
    put(s, 1, 13, 7);
    put(s, 2, 11, 7);
    const combat = inFight(s, 'ship', [0, 1]);
    atTurn(s, 2, 'act');
    s.combats = [combat];
    let t = play(s, { type: 'fight', player: 2, target: 0, kind: 'ship' }, []);
    expect(t.combats[0]!.members).toEqual([0, 1, 2]);
    // Non-fighters' turns are over for the round: the next combat turn begins.
    expect(t.phase).toBe('combat');
    const acted: number[] = [];
    for (let i = 0; i < 3; i++) {
      const seat = actor(t)!;
      acted.push(seat);
      // Everyone gangs up on seat 0 (seat 0 shoots at seat 1); every shot misses.
      t = play(t, attack(seat, seat === 0 ? 1 : 0), [12]);
    }
    expect(acted).toEqual([0, 1, 2]);
    expect(t.combats[0]!.turns).toBe(1);
    expect(actor(t)).toBe(0);
  });
});

describe('GT-S69, GT-4: after a DITFOI retreat', () => {
  it('GT-S69: once the fight is over the retreater’s turn begins by taking one cube off, of its choice', () => {
    const s = shipFight();
    const first = s.order[0]!;
    const other = 1 - first;
    s.combats[0]!.members = [first, other];
    const card = give(s, first, 'ditfoi', 'maneuver');
    s.seats[first]!.tracks.weapons.red = 1;
    let t = play(s, { type: 'ditfoi', player: first, card, target: other, component: 'maneuver' }, [8]);
    expect(t.seats[first]!.tracks.maneuver.red).toBe(1);
    t = play(t, retreat(first, tile(t, 6, 6)), []);
    t = play(t, pursue(other, false), [12]);
    expect(t.combats).toEqual([]);
    expect(t.turn?.seat).toBe(first);
    expect(t.turn?.stage).toBe('repair');
    expect(legal(t, first)).toEqual([
      { type: 'repair', player: first, component: 'maneuver' },
      { type: 'repair', player: first, component: 'weapons' },
    ]);
    t = play(t, { type: 'repair', player: first, component: 'maneuver' }, []);
    expect(t.seats[first]!.tracks.maneuver.red).toBe(0);
    expect(t.seats[first]!.tracks.weapons.red).toBe(1);
    expect(t.turn?.stage).toBe('draw');
  });
});

describe('GT-30: every ship-combat event is public', () => {
  it('GT-30: shots, cubes, DITFOI plays, retreats, pursuits and moves are seen by all', () => {
    const s = shipFight();
    const card = give(s, 0, 'ditfoi', 'speed');
    let t = play(s, { type: 'ditfoi', player: 0, card, target: 1, component: 'speed' }, [2]);
    const seen = [...t.events];
    t = play(t, retreat(0, tile(t, 6, 6)), []);
    seen.push(...t.events);
    t = play(t, pursue(1, true), [1, 3]);
    seen.push(...t.events);
    expect(seen.length).toBeGreaterThan(5);
    expect(seen.every((e) => e.audience === null)).toBe(true);
  });
});
