/**
 * The conformance suite must be able to fail: each broken variant of the fixture below breaks one
 * property, and `checkRandomGame` has to reject it.
 */
import { describe, expect, it } from 'vitest';
import { RuleError, deepFreeze, type Rng } from '../../src/index.js';
import { shareUnchanged } from '../../src/core/share.js';
import { checkRandomGame, checkTotality, type ConformanceDescriptor } from './suite.js';
import { perturbSprint, sprint, type SprintAction, type SprintState } from '../fixtures/sprint.js';

type Sprint = typeof sprint;

function variant(overrides: Partial<Sprint>): Sprint {
  const game: Sprint = { ...sprint, ...overrides };
  // A broken view or tensor reaches observationTensorOf too, as defineGame would build it.
  if (overrides.observationTensorOf === undefined) game.observationTensorOf = (state, viewer) => game.observationTensor!(game.view(state, viewer));
  return game;
}

function descriptor(game: Sprint): ConformanceDescriptor<Sprint> {
  return { game, playerCounts: [3], maxSteps: 60, perturbHidden: perturbSprint };
}

/** Each broken variant, and what the suite's failure must say (so it fails for the right reason). */
const breakages: [string, Sprint, RegExp][] = [
  ['a view that shows every hand', variant({ view: (state, viewer) => ({ ...sprint.view(state, viewer), hand: state.hands.flat() }) }), /ignores hidden information|sees the sampled world as the real one/],
  [
    'a reduce that mutates its input',
    variant({
      reduce: (state: SprintState, action, rng: Rng) => {
        const next = sprint.reduce(state, action, rng);
        (state as { turnsTaken: number }).turnsTaken += 0.5;
        return next;
      },
    }),
    /Cannot assign to read only property|never mutates/,
  ],
  [
    'an apply that disagrees with reduce',
    variant({
      apply: (state, action, rng) => {
        sprint.apply(state, action, rng);
        state.scores[0] = (state.scores[0] ?? 0) + 1;
      },
    }),
    /apply on a clone equals reduce/,
  ],
  ['a game that never ends', variant({ isOver: () => false, actors: (state) => (state.phase === 'over' ? [0] : sprint.actors(state)) }), /actors is empty if and only if|ends within|a legal action/],
  ['legal actions the rules refuse', variant({ legalActions: (state, player) => [...sprint.legalActions(state, player), { type: 'play', player, card: 99 }] }), /ILLEGAL_ACTION|not a legal action|card 99/],
  ['a non-deterministic reduce', (() => {
    let calls = 0;
    return variant({ reduce: (state, action, rng) => (calls++ % 7 === 3 ? sprint.reduce(state, action, rng.clone()) : sprint.reduce(state, action, rng)) });
  })(), /identical|apply on a clone equals reduce|expected/],
  // Structural sharing (DESIGN §3): the pure path hands back the input's own objects where nothing changed, frozen.
  ['a reduce that copies every part of the state', variant({ reduce: (state, action, rng) => deepFreeze(structuredClone(sprint.reduce(state, action, rng))) }), /reduce shares the unchanged/],
  ['a reduce that returns a mutable state', variant({ reduce: (state, action, rng) => structuredClone(sprint.reduce(state, action, rng)) }), /deeply frozen/],
  ['a clone that writes keys in another order (another hidden class)', variant({ clone: (state) => {
    const { events, ...rest } = sprint.clone(state);
    return { events, ...rest } as SprintState;
  } }), /clone keeps the key order/],
  ['a state that is not JSON', variant({ setup: (config, rng) => ({ ...sprint.setup(config, rng), extra: undefined }) as SprintState }), /plain JSON/],
  // Information (DESIGN §6): control flow that depends on a hidden hand is a leak even though no
  // field shows the hand. Here a seat holding no card above 3 loses its turn, so `active` in every
  // view tells the others about that hand.
  ['a turn skipped because of a hidden hand', (() => {
    const skipWeakHands = (state: SprintState): void => {
      if (state.phase !== 'race') return;
      const hand = state.hands[state.active] as number[];
      if (hand.length > 0 && hand.every((card) => card <= 3)) state.active = (state.active + 1) % state.players;
    };
    return variant({
      reduce: (state, action, rng) => {
        const next = sprint.clone(state);
        sprint.apply(next, action, rng);
        skipWeakHands(next);
        return shareUnchanged(state, next);
      },
      apply: (state, action, rng) => {
        sprint.apply(state, action, rng);
        skipWeakHands(state);
      },
    });
  })(), /sees the sampled world as the real one|same legal actions/],
  ['legal actions that depend on another hand', (() => {
    // Consistent rules (reduce and apply refuse what legalActions leaves out), so only the
    // information property can see that the list depends on the next seat's hidden hand.
    const nextHoldsSix = (state: SprintState, player: number): boolean => (state.hands[(player + 1) % state.players] ?? []).includes(6);
    const barred = (state: SprintState, action: SprintAction): boolean => action.type === 'bid' && action.amount === 3 && nextHoldsSix(state, action.player);
    const refuse = (): never => {
      throw new RuleError('ILLEGAL_ACTION', 'no bid of 3 while the next seat holds a 6');
    };
    return variant({
      legalActions: (state, player) => sprint.legalActions(state, player).filter((action) => !barred(state, action)),
      isLegal: (state, action) => !barred(state, action) && sprint.isLegal(state, action),
      reduce: (state, action, rng) => (barred(state, action) ? refuse() : sprint.reduce(state, action, rng)),
      apply: (state, action, rng) => (barred(state, action) ? refuse() : sprint.apply(state, action, rng)),
      // And the action numbers agree with the list (DESIGN §13).
      legalActionIds: (state, player) => sprint.legalActions(state, player).filter((action) => !barred(state, action)).map((action) => sprint.encodeAction!(state, action)),
      decodeAction: (state, index, player) => {
        const action = sprint.decodeAction!(state, index, player);
        return barred(state, action) ? refuse() : action;
      },
    });
  })(), /same legal actions/],
  // A direct legality check (what reduce uses) that accepts moves the list leaves out.
  ['an isLegal that disagrees with legalActions', variant({ isLegal: () => true }), /isLegal agrees with legalActions|isLegal refuses an action out of turn/],
  ['a sampleHidden that changes what the seat sees', variant({
    sampleHidden: (state, viewer, rng) => {
      const world = sprint.sampleHidden(state, viewer, rng);
      world.scores[0] = (world.scores[0] ?? 0) + 1;
      return world;
    },
  }), /sees the sampled world as the real one/],
  ['a sampleHidden that depends on the hidden deck order', variant({
    sampleHidden: (state, viewer, rng) => {
      // Rotates the sampled deck by the real top card: the seat sees the same, but the world drawn
      // for a seed now depends on a fact the seat cannot see.
      const world = sprint.sampleHidden(state, viewer, rng);
      const turn = state.deck[0] ?? 0;
      world.deck = [...world.deck.slice(turn), ...world.deck.slice(0, turn)];
      return world;
    },
  }), /same world from two states the seat cannot tell apart/],
  ['a sampleHidden that makes an invalid state', variant({
    sampleHidden: (state, viewer, rng) => {
      const world = sprint.sampleHidden(state, viewer, rng);
      world.deck.push(6, 6, 6);
      return world;
    },
  }), /BAD_STATE|is refused/],
  ['a describeAction that throws', variant({
    describeAction: (state, action) => {
      if (action.type === 'play') throw new TypeError('no label');
      return sprint.describeAction(state, action);
    },
  }), /no label/],
  // Fixed action spaces and observation tensors (DESIGN §13, issue 28).
  [
    'an action space where two actions share a number',
    (() => {
      const encodeAction = (state: SprintState, action: SprintAction): number => (action.type === 'play' ? 3 : sprint.encodeAction!(state, action));
      return variant({ encodeAction, legalActionIds: (state, player) => sprint.legalActions(state, player).map((action) => encodeAction(state, action)) });
    })(),
    /distinct numbers|decodes to the action it numbers/,
  ],
  ['legalActionIds that disagree with encodeAction', variant({ legalActionIds: (state, player) => sprint.legalActionIds!(state, player).map((id) => (id + 1) % 10) }), /agree with encodeAction/],
  [
    'a decodeAction that answers a number no legal action has',
    variant({
      decodeAction: (state, index, player) => {
        try {
          return sprint.decodeAction!(state, index, player);
        } catch {
          return sprint.legalActions(state, player ?? sprint.actors(state)[0]!)[0]!;
        }
      },
    }),
    /decodeAction refuses/,
  ],
  ['a tensor shorter than its layout', variant({ observationTensor: (view) => sprint.observationTensor!(view).subarray(1) }), /tensor has the layout's/],
  [
    'an observationTensorOf that reads another seat',
    variant({ observationTensorOf: (state, viewer) => sprint.observationTensorOf!(state, viewer === 0 ? 1 : 0) }),
    /observationTensorOf is observationTensor of its view/,
  ],
  [
    'an observationTensorOf that changes the state',
    variant({
      observationTensorOf: (state, viewer) => {
        (state as SprintState).deck.reverse();
        return sprint.observationTensorOf!(state, viewer);
      },
    }),
    /leaves the state .* as it was/,
  ],
  ['a layout whose slices leave a gap', variant({ observationLayout: (config) => ({ ...sprint.observationLayout!(config), size: sprint.observationLayout!(config).size + 1 }) }), /cover the tensor exactly/],
  [
    'action numbers that depend on the hidden deck order',
    (() => {
      // Roll is 3 or 10 by the parity of the deck's top card: a seat learns of it from its own numbers.
      const odd = (state: SprintState): boolean => (state.deck[0] ?? 0) % 2 === 1;
      return variant({
        actionSpace: () => 11,
        encodeAction: (state, action) => (action.type === 'roll' && odd(state) ? 10 : sprint.encodeAction!(state, action)),
        decodeAction: (state, index, player) => {
          const seat = player ?? sprint.actors(state)[0]!;
          if (index === 10 && odd(state) && sprint.legalActions(state, seat).some((a) => a.type === 'roll')) return { type: 'roll', player: seat };
          if (index === 10 || (index === 3 && odd(state))) throw new RuleError('ILLEGAL_ACTION', 'no such action');
          return sprint.decodeAction!(state, index, player);
        },
      });
    })(),
    /same numbers/,
  ],
];

describe('the totality fuzzing catches a parser that lets corrupt states through', () => {
  it('accepts the intact fixture', () => {
    expect(() => checkTotality(descriptor(sprint), 2_000)).not.toThrow();
  });

  it('rejects a parseState that accepts anything, when a game function then throws a TypeError', () => {
    const lax = variant({
      parseState: (input) => structuredClone(input) as SprintState,
      legalActions: (state, player) => (state.hands[player]!.length >= 0 ? sprint.legalActions(state, player) : []),
    });
    // The first mutant it accepts may instead break a rule the playout checks (a listed action refused).
    expect(() => checkTotality(descriptor(lax), 2_000)).toThrow(/not a RuleError|refused a listed action/);
  });

  it('rejects a game whose accepted states end with someone still to act', () => {
    // The game's own parser (and probe) accepts every mutant it did; its `isOver` says the race
    // ends after 7 turns while `actors` still names a seat: random play from an accepted state
    // reaches that stall within a few steps.
    const early = variant({ isOver: (state) => sprint.isOver(state) || (state.phase === 'race' && state.turnsTaken >= 7) });
    expect(() => checkTotality(descriptor(early), 2_000)).toThrow(/actors is empty if and only if the game is over/);
  });

  it('rejects a game whose accepted states leave an actor with nothing to do', () => {
    const stuck = variant({ legalActions: (state, player) => (state.phase === 'race' && state.turnsTaken >= 7 ? [] : sprint.legalActions(state, player)) });
    expect(() => checkTotality(descriptor(stuck), 2_000)).toThrow(/has a legal action/);
  });

  it('rejects a parseAction that throws a TypeError on junk', () => {
    const fragile = variant({ parseAction: (input) => sprint.parseAction({ ...(input as object), type: (input as { type: string }).type.trim() }) });
    expect(() => checkTotality(descriptor(fragile), 2_000)).toThrow(/not a RuleError/);
  });
});

describe('the conformance suite catches broken games', () => {
  it('accepts the intact fixture', () => {
    expect(() => checkRandomGame(descriptor(sprint), 11, 3)).not.toThrow();
  });
  for (const [name, broken, reason] of breakages) {
    it(`rejects ${name}`, () => {
      expect(() => {
        for (let seed = 1; seed <= 5; seed++) checkRandomGame(descriptor(broken), seed, 3);
      }).toThrow(reason);
    });
  }
});
