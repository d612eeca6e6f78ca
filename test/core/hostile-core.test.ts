/**
 * The totality promise for the core's own entry points (docs/guides/concepts.md, "Totality"):
 * `createMatch`, `loadMatch`, `replay`, `replayStart`, `verifyRecord`, `parseRecord` and a match's
 * methods throw nothing but a RuleError, whatever they are given: getters and Proxies that throw,
 * revoked Proxies, BigInt, circular values (issue 21).
 */
import { describe, expect, it } from 'vitest';
import { RuleError, createMatch, loadMatch, parseRecord, replay, replayStart, verifyRecord, type Player } from '../../src/index.js';
import { psiWars, type PsiWarsAction } from '../../src/games/psi-wars/index.js';

const expectRuleError = (context: string, code: string, run: () => unknown): void => {
  let caught: unknown;
  try {
    run();
  } catch (error) {
    caught = error;
  }
  expect(caught, `${context}: expected a RuleError, got ${caught instanceof Error ? `${caught.name}: ${caught.message}` : String(caught)}`).toBeInstanceOf(RuleError);
  expect((caught as RuleError).code, context).toBe(code);
};

function hostileRecords(): Record<string, unknown> {
  const match = createMatch(psiWars, { config: { players: 2 }, seed: 1 });
  for (let i = 0; i < 4; i++) match.play(match.legalActions(match.actors()[0] as Player)[0] as PsiWarsAction);
  const record = JSON.parse(JSON.stringify(match.toRecord())) as Record<string, unknown>;
  const loop: Record<string, unknown> = {};
  loop.loop = loop;
  const revocable = Proxy.revocable({}, {});
  revocable.revoke();
  const throwing = new Proxy({}, {
    get() {
      throw new Error('get trap');
    },
    ownKeys() {
      throw new Error('ownKeys trap');
    },
  });
  return {
    'a Proxy whose traps throw': throwing,
    'a revoked Proxy': revocable.proxy,
    'a getter that throws': { ...record, get game(): never { throw new Error('getter'); } },
    'a throwing getter in its result': { ...record, result: { get outcome(): never { throw new Error('getter'); } } },
    'a BigInt seed': { ...record, seed: 1n },
    'a circular config': { ...record, config: loop },
    'a BigInt in an action': { ...record, actions: [{ type: 'done', player: 0n }] },
    'actions behind a throwing Proxy': { ...record, actions: throwing },
    'a circular record': Object.assign(loop, record),
  };
}

describe('records: parseRecord, loadMatch, replay, replayStart, verifyRecord', () => {
  for (const [name, input] of Object.entries(hostileRecords())) {
    it(`refuse ${name} with BAD_STATE`, () => {
      expectRuleError(`parseRecord: ${name}`, 'BAD_STATE', () => parseRecord(psiWars, input));
      expectRuleError(`loadMatch: ${name}`, 'BAD_STATE', () => loadMatch(psiWars, input));
      expectRuleError(`replay: ${name}`, 'BAD_STATE', () => [...replay(psiWars, input)]);
      expectRuleError(`replayStart: ${name}`, 'BAD_STATE', () => replayStart(psiWars, input));
      expectRuleError(`verifyRecord: ${name}`, 'BAD_STATE', () => verifyRecord(psiWars, input));
    });
  }
});

describe('createMatch and a match', () => {
  it('createMatch refuses options it cannot read with BAD_CONFIG', () => {
    const loop: Record<string, unknown> = {};
    loop.loop = loop;
    const cases: Record<string, unknown> = {
      null: null,
      undefined,
      'a Proxy whose traps throw': new Proxy({}, { get: () => { throw new Error('trap'); } }),
      'a getter that throws': { get config(): never { throw new Error('getter'); }, seed: 1 },
      'a BigInt seed': { config: { players: 2 }, seed: 1n },
      'a circular config': { config: loop, seed: 1 },
      'a BigInt in the config': { config: { players: 2n }, seed: 1 },
    };
    for (const [name, options] of Object.entries(cases)) {
      expectRuleError(`createMatch: ${name}`, 'BAD_CONFIG', () => createMatch(psiWars, options as never));
    }
  });

  it("a match's methods refuse junk with RuleErrors", () => {
    const match = createMatch(psiWars, { config: { players: 2 }, seed: 3 });
    expectRuleError('play(null)', 'MALFORMED_ACTION', () => match.play(null as never));
    expectRuleError('play(BigInt)', 'MALFORMED_ACTION', () => match.play({ type: 'done', player: 0n } as never));
    expectRuleError('describeAction(null)', 'MALFORMED_ACTION', () => match.describeAction(null as never));
    expectRuleError('view(9)', 'BAD_STATE', () => match.view(9));
    expectRuleError("view('0')", 'BAD_STATE', () => match.view('0' as never));
    expectRuleError('logFor(9)', 'BAD_STATE', () => match.logFor(9));
    expect(match.legalActions('x' as never)).toEqual([]);
    expect(match.legalActions(7)).toEqual([]);
  });
});
