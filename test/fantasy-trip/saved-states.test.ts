/**
 * Saved states from real fights, edited into states that stall or that no play reaches, are
 * refused as BAD_STATE (DESIGN §8). The turn edits are those that once let `randomBot` and
 * `mctsBot` fail and a `while (!isOver)` loop spin: a move order, mover or action order pointing
 * at nobody.
 */
import { describe, expect, it } from 'vitest';
import { RuleError, createRng, randomBot, type Player } from '../../src/index.js';
import { fantasyTrip, standardFighter, type FantasyTripState } from '../../src/games/fantasy-trip/index.js';

type Json = any; // eslint-disable-line @typescript-eslint/no-explicit-any

const WIZARD = (name: string) => ({ name, st: 10, dx: 11, iq: 11, weapons: ['staff'], armor: null, shield: null, spells: ['image', 'illusion', 'summon-wolf', 'magic-fist', 'blur', 'shadow'] });
const CONFIG = { players: 2, edition: 'legacy', sides: [[WIZARD('Ana'), standardFighter('Bo')], [standardFighter('Cy'), WIZARD('Di')]], arenaRadius: 6, turnLimit: 25 };

/** The first state of a seeded random fight for which `found` holds, saved as JSON. */
function savedWhere(found: (state: FantasyTripState) => boolean, seeds = 40): Json {
  for (let seed = 1; seed <= seeds; seed++) {
    const rng = createRng(seed);
    const chooser = createRng(seed + 1000);
    const state = fantasyTrip.clone(fantasyTrip.setup(fantasyTrip.parseConfig(CONFIG), rng));
    while (!fantasyTrip.isOver(state)) {
      if (found(state)) return JSON.parse(JSON.stringify(state)) as Json;
      const player = fantasyTrip.actors(state)[0] as Player;
      const legal = fantasyTrip.legalActions(state, player);
      fantasyTrip.apply(state, legal[chooser.int(0, legal.length - 1)]!, rng);
    }
  }
  throw new Error('no fight reached the state');
}

function refused(input: Json, words: RegExp): void {
  let caught: unknown;
  try {
    fantasyTrip.parseState(input);
  } catch (error) {
    caught = error;
  }
  expect(caught).toBeInstanceOf(RuleError);
  expect((caught as RuleError).code).toBe('BAD_STATE');
  expect((caught as RuleError).message).toMatch(words);
}

const moving = (s: FantasyTripState) => s.turn.phase === 'movement' && s.turn.number > 1;
const acting = (s: FantasyTripState) => s.turn.phase === 'actions' && s.turn.asking === null && s.turn.number > 1;
const imaged = (s: FantasyTripState) => s.figures.some((f) => f.creation !== null && f.creation.kind !== 'summoned' && f.condition === 'fighting');

describe('Fantasy Trip parseState refuses saved states that stall', () => {
  it('accepts the saved states these tests edit, and a bot plays them on', () => {
    for (const saved of [savedWhere(moving), savedWhere(acting), savedWhere(imaged)]) {
      const state = fantasyTrip.parseState(saved);
      expect(() => randomBot(fantasyTrip, 1).choose(state, fantasyTrip.actors(state)[0]!)).not.toThrow();
    }
  });

  it('a movement step whose move order was emptied', () => {
    const saved = savedWhere(moving);
    saved.turn.order = [];
    refused(saved, /side in the move order is moving.*FT-7/);
  });

  it('a movement step whose mover is past the move order', () => {
    const saved = savedWhere(moving);
    saved.turn.mover = saved.turn.order.length;
    refused(saved, /side in the move order is moving/);
  });

  it('an action step whose next figure is past the action order', () => {
    const saved = savedWhere(acting);
    saved.turn.next = saved.turn.queue.length;
    refused(saved, /next figure in the action order is one still fighting/);
  });

  it('a retreat step with no force retreat waiting', () => {
    const saved = savedWhere(acting);
    saved.turn.phase = 'retreat';
    saved.turn.retreats = [];
    refused(saved, /retreat step lasts while a force retreat waits.*FT-21/);
  });
});

describe('Fantasy Trip parseState refuses saved states no play reaches', () => {
  it('a wizard who spent more ST than it has, unwounded', () => {
    const saved = savedWhere(moving);
    const wizard = saved.figures[0];
    // Legacy: ST −1 is dead (FT-15), so the condition agrees with ST; only the spending is wrong.
    Object.assign(wizard, { hits: 0, fatigue: wizard.st + 1, condition: 'dead', posture: 'down' });
    refused(saved, /FT-35/);
  });

  it('an image that outlived its maker', () => {
    const saved = savedWhere(imaged);
    const image = saved.figures.find((f: { creation: { kind: string } | null; condition: string }) => f.creation !== null && f.creation.kind !== 'summoned' && f.condition === 'fighting');
    const maker = saved.figures[image.creation.caster];
    maker.condition = 'dead';
    maker.posture = 'down';
    maker.hits = maker.st + 10;
    refused(saved, /vanishes when its maker falls.*FT-36/);
  });

  it('a turn past the turn limit', () => {
    const saved = savedWhere(moving);
    saved.turn.number = CONFIG.turnLimit + 1;
    refused(saved, /turn limit of 25/);
  });
});
