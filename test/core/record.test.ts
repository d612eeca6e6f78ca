/** Records carry a verifiable result; every replay path refuses one that was changed (DESIGN §2). */
import { describe, expect, it } from 'vitest';
import {
  RuleError,
  createMatch,
  deriveSeed,
  hashState,
  loadMatch,
  parseRecord,
  randomBot,
  replay,
  verifyRecord,
  type Match,
} from '../../src/index.js';
import { sprint } from '../fixtures/sprint.js';
import { checkpointStart, nextCheckpoint } from '../../src/core/record.js';
import { psiWars } from '../../src/games/psi-wars/index.js';

/** A finished Sprint match played by taking the `n % k`-th legal action, so it is varied but fixed. */
function finishedMatch(seed: number): Match<typeof sprint> {
  // `any`: some tests take back the last action to find another one to swap in.
  const match = createMatch(sprint, { config: { players: 3 }, seed, undo: 'any' });
  for (let n = 0; !match.isOver(); n++) {
    const player = match.actors()[0]!;
    const legal = match.legalActions(player);
    match.play(legal[(n * 7 + seed) % legal.length]!);
  }
  return match;
}

const drain = (record: unknown): void => {
  for (const step of replay(sprint, record)) void step;
};

const refusal = (run: () => unknown): RuleError => {
  try {
    run();
  } catch (error) {
    expect(error).toBeInstanceOf(RuleError);
    return error as RuleError;
  }
  throw new Error('expected a RuleError');
};

describe('record results', () => {
  it('a finished match writes its outcome, final state hash and one checkpoint per action', () => {
    const match = finishedMatch(4);
    const record = match.toRecord();
    expect(record.result?.outcome).toEqual(match.outcome());
    expect(record.result?.stateHash).toBe(hashState(match.state));
    expect(record.result?.checkpoints).toHaveLength(match.actions.length);
    // A chain from the state after setup: each checkpoint fingerprints the one before, the action
    // and the events it produced.
    let previous = checkpointStart(createMatch(sprint, { config: { players: 3 }, seed: 4 }).state);
    const replayed = createMatch(sprint, { config: { players: 3 }, seed: 4 });
    match.actions.forEach((action, i) => {
      replayed.play(action);
      previous = nextCheckpoint(previous, action, replayed.state.events);
      expect(record.result?.checkpoints[i]).toBe(previous);
    });
  });

  it('an unfinished match writes no result', () => {
    const match = createMatch(sprint, { config: { players: 2 }, seed: 1 });
    match.play({ type: 'bid', player: 0, amount: 2 });
    expect(match.toRecord().result).toBeUndefined();
  });

  it('hashes ignore key order', () => {
    expect(hashState({ a: 1, b: [1, { c: 2, d: 3 }] })).toBe(hashState({ b: [1, { d: 3, c: 2 }], a: 1 }));
    expect(hashState({ a: 1 })).not.toBe(hashState({ a: 2 }));
    expect(hashState({ a: 1 })).toMatch(/^[0-9a-f]{16}$/);
  });

  it('replay, loadMatch and verifyRecord accept a true record through JSON', () => {
    const match = finishedMatch(5);
    const record = JSON.parse(JSON.stringify(match.toRecord())) as unknown;
    expect(() => drain(record)).not.toThrow();
    expect(loadMatch(sprint, record).state).toEqual(match.state);
    const verified = verifyRecord(sprint, record);
    expect(verified.state).toEqual(match.state);
    expect(verified.outcome).toEqual(match.outcome());
  });

  it('a record whose last action was swapped for another legal one is refused, naming that action', () => {
    // Find a seed whose last decision had an alternative that still ends the game differently.
    for (let seed = 1; seed < 60; seed++) {
      const match = finishedMatch(seed);
      const record = match.toRecord();
      const last = match.actions.length - 1;
      match.undo();
      const alternative = match.legalActions(match.actions.length >= 0 ? match.actors()[0]! : 0).find(
        (action) => JSON.stringify(action) !== JSON.stringify(record.actions[last]),
      );
      if (alternative === undefined) continue;
      const tampered = { ...record, actions: [...record.actions.slice(0, last), alternative] };
      for (const run of [() => drain(tampered), () => loadMatch(sprint, tampered), () => verifyRecord(sprint, tampered)]) {
        const error = refusal(run);
        expect(error.code).toBe('BAD_STATE');
        expect(error.message).toContain(`action #${last} (0-based)`);
        expect(error.message).toContain('changed after it was written');
      }
      return;
    }
    throw new Error('no seed with an alternative last action');
  });

  it('a swapped action is refused even when the game it makes ends in the very same state', () => {
    // Psi Wars seed 4 with random bots (as `rulebooks play psi-wars --seed 4` plays it): on the
    // winning turn an attack of [19, 32] can be swapped for [19] alone, and the lab falls all the
    // same, so the final state, outcome and state hash do not change. The actions hash catches it.
    const match = createMatch(psiWars, { config: psiWars.defaultConfig(2), seed: 4 });
    const bots = [randomBot(psiWars, deriveSeed(4, 0)), randomBot(psiWars, deriveSeed(4, 1))];
    while (!match.isOver()) {
      const player = match.actors()[0]!;
      match.play(bots[player]!.choose(match.state, player));
    }
    const record = JSON.parse(JSON.stringify(match.toRecord())) as ReturnType<typeof match.toRecord>;
    const replayed = createMatch(psiWars, { config: record.config, seed: record.seed });
    let at = -1;
    let other: (typeof record.actions)[number] | undefined;
    record.actions.forEach((action, i) => {
      const alternative = replayed.legalActions(action.player).find((a) => JSON.stringify(a) !== JSON.stringify(action));
      if (alternative !== undefined) [at, other] = [i, alternative];
      replayed.play(action);
    });
    const tampered = { ...record, actions: record.actions.map((a, i) => (i === at ? other! : a)) };
    // The premise: the tampered game really ends in the recorded state.
    const { result: _result, ...unchecked } = tampered;
    expect(hashState(verifyRecord(psiWars, unchecked).state)).toBe(record.result!.stateHash);
    for (const check of [() => verifyRecord(psiWars, tampered), () => loadMatch(psiWars, tampered), () => [...replay(psiWars, tampered)]]) {
      const error = refusal(check);
      expect(error.code).toBe('BAD_STATE');
      expect(error.message).toContain(`action #${at} (0-based)`);
    }
  });

  it('names the first action whose checkpoint differs', () => {
    const record = finishedMatch(9).toRecord();
    const at = Math.floor(record.actions.length / 2);
    const checkpoints = record.result!.checkpoints.map((c, i) => (i < at ? c : '00000000'));
    const error = refusal(() => verifyRecord(sprint, { ...record, result: { ...record.result!, stateHash: '0'.repeat(16), checkpoints } }));
    expect(error.code).toBe('BAD_STATE');
    expect(error.message).toContain(`at action #${at} (0-based)`);
  });

  it('refuses a corrupt result, and counts actions from 0 in every message', () => {
    const record = finishedMatch(3).toRecord();
    expect(refusal(() => parseRecord(sprint, { ...record, result: { ...record.result, stateHash: 'xyz' } })).code).toBe('BAD_STATE');
    expect(refusal(() => parseRecord(sprint, { ...record, result: { ...record.result, checkpoints: ['xyz'] } })).code).toBe('BAD_STATE');
    // Too few checkpoints is found where the replay gets there, naming the action.
    const short = { ...record, result: { ...record.result, checkpoints: [] } };
    expect(() => parseRecord(sprint, short)).not.toThrow();
    expect(refusal(() => verifyRecord(sprint, short)).message).toContain('action #0 (0-based)');
    const bad = { ...record, actions: [record.actions[0], { type: 'fly', player: 0 }] };
    const error = refusal(() => parseRecord(sprint, bad));
    expect(error.message).toContain("the record's action #1 (0-based) is refused");
    expect(refusal(() => parseRecord(sprint, { ...record, config: { players: 99 } })).message).toMatch(/^the record's config is refused/);
  });

  it('a rule tag appears once when an error is wrapped', () => {
    const record = finishedMatch(3).toRecord();
    const error = refusal(() => parseRecord(sprint, { ...record, config: null }));
    const tags = error.message.match(/\[[^\]]+\]/g) ?? [];
    expect(new Set(tags).size).toBe(tags.length);
  });

  it('verifyRecord refuses an illegal action with BAD_STATE and its index', () => {
    const record = finishedMatch(2).toRecord();
    const actions = [...record.actions];
    actions[3] = { type: 'play', player: actions[3]!.player, card: 99 };
    const error = refusal(() => verifyRecord(sprint, { ...record, result: undefined, actions }));
    expect(error.code).toBe('BAD_STATE');
    expect(error.message).toContain("the record's action #3 (0-based) is refused");
  });
});
