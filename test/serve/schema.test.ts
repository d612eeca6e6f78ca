import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { RULE_ERROR_CODES } from '../../src/index.js';
import type { GameEntry } from '../../src/cli/registry.js';
import { DEFAULT_MAX_STEPS, MAX_BATCH, MAX_DEPTH, MAX_ENVS, MAX_LINE_BYTES, PROTOCOL_VERSION, ServeHandler } from '../../src/serve/protocol.js';

type Schema = Record<string, unknown>;
const schema = JSON.parse(readFileSync(new URL('../../docs/protocol/serve-v1.schema.json', import.meta.url), 'utf8')) as Schema;
const defs = schema.$defs as Record<string, Schema>;

const typeOf = (value: unknown): string =>
  value === null ? 'null' : Array.isArray(value) ? 'array' : Number.isInteger(value) ? 'integer' : typeof value;

/**
 * The problems of `value` against `node`: the keywords this schema uses, of JSON Schema 2020-12
 * (a small validator, so the test needs no dependency).
 */
function problems(node: Schema | boolean, value: unknown, at = '$'): string[] {
  if (node === true) return [];
  if (node === false) return [`${at}: not allowed`];
  const out: string[] = [];
  if (typeof node.$ref === 'string') out.push(...problems(defs[node.$ref.replace('#/$defs/', '')] as Schema, value, at));
  if (node.type !== undefined) {
    const types = Array.isArray(node.type) ? (node.type as string[]) : [node.type as string];
    const actual = typeOf(value);
    if (!types.includes(actual) && !(actual === 'integer' && types.includes('number'))) return [...out, `${at}: ${actual} is not ${types.join('|')}`];
  }
  if ('const' in node && JSON.stringify(node.const) !== JSON.stringify(value)) out.push(`${at}: not ${JSON.stringify(node.const)}`);
  if (Array.isArray(node.enum) && !node.enum.includes(value)) out.push(`${at}: ${JSON.stringify(value)} not in enum`);
  if (typeof value === 'number') {
    if (typeof node.minimum === 'number' && value < node.minimum) out.push(`${at}: below ${node.minimum}`);
    if (typeof node.maximum === 'number' && value > node.maximum) out.push(`${at}: above ${node.maximum}`);
  }
  if (typeof value === 'string') {
    if (typeof node.maxLength === 'number' && value.length > node.maxLength) out.push(`${at}: too long`);
    if (typeof node.pattern === 'string' && !new RegExp(node.pattern, 'u').test(value)) out.push(`${at}: does not match ${node.pattern}`);
  }
  if (Array.isArray(value)) {
    if (typeof node.maxItems === 'number' && value.length > node.maxItems) out.push(`${at}: too many items`);
    if (node.items !== undefined) value.forEach((item, i) => out.push(...problems(node.items as Schema, item, `${at}[${i}]`)));
  }
  if (typeOf(value) === 'object') {
    const object = value as Record<string, unknown>;
    const properties = (node.properties ?? {}) as Record<string, Schema>;
    for (const key of (node.required ?? []) as string[]) if (!(key in object)) out.push(`${at}: missing ${key}`);
    for (const [key, item] of Object.entries(object)) {
      if (key in properties) out.push(...problems(properties[key] as Schema, item, `${at}.${key}`));
      else if (node.additionalProperties === false) out.push(`${at}: unexpected ${key}`);
    }
  }
  for (const part of (node.allOf ?? []) as Schema[]) out.push(...problems(part, value, at));
  if (Array.isArray(node.oneOf)) {
    const passing = (node.oneOf as Schema[]).filter((part) => problems(part, value, at).length === 0).length;
    if (passing !== 1) out.push(`${at}: matches ${passing} of oneOf`);
  }
  return out;
}

const module = new URL('./fixtures/games.ts', import.meta.url).href;
const registry: GameEntry[] = [{ id: 'sprint', title: 'Sprint', module, exportName: 'sprint', botsExportName: 'serveBots' }];

describe('docs/protocol/serve-v1.schema.json', () => {
  it('is draft 2020-12 and states the limits and codes the server uses', () => {
    expect(schema.$schema).toBe('https://json-schema.org/draft/2020-12/schema');
    expect(schema['x-protocol-version']).toBe(PROTOCOL_VERSION);
    expect(schema['x-limits']).toEqual({ maxLineBytes: MAX_LINE_BYTES, maxDepth: MAX_DEPTH, maxBatch: MAX_BATCH, maxEnvs: MAX_ENVS, defaultMaxSteps: DEFAULT_MAX_STEPS });
    expect(schema.description).toContain(String(MAX_LINE_BYTES));
    const codes = ((defs.error!.properties as Record<string, Schema>).code!.enum as string[]).slice().sort();
    const server = ['BAD_REQUEST', 'UNKNOWN_GAME', 'UNKNOWN_ENV', 'UNKNOWN_BOT', 'NO_ACTION_SPACE', 'NO_OBSERVATION', 'STEP_CAP', 'NO_RECORD', 'BOT_ERROR', 'INTERNAL_ERROR'];
    expect(codes).toEqual([...server, ...RULE_ERROR_CODES].sort());
  });

  it('describes every request and response of a session with every op', async () => {
    const handler = new ServeHandler({ registry, library: '1.2.3' });
    const session: Schema[] = [
      { op: 'hello' },
      { op: 'spaces', game: 'sprint', players: 2 },
      { op: 'reset', game: 'sprint', seed: 1, maxSteps: 500, then: { observe: { player: 0, as: 'tensor' }, legal: { player: 0, as: 'mask' } } },
      { op: 'step', env: 'e1', action: 0, player: 0, then: { observe: { player: 'spectator', as: 'view' }, legal: { player: 1, as: 'ids' } } },
      { op: 'step', env: 'e1', action: { type: 'bid', player: 1, amount: 2 }, then: { legal: { player: 1, as: 'actions' } } },
      { op: 'legal', env: 'e1', player: 1, as: 'mask' },
      { op: 'observe', env: 'e1', player: 0, as: 'tensor' },
      { op: 'observe', env: 'e1', player: 0, as: 'sparse' },
      { op: 'labels', env: 'e1', player: 1 },
      { op: 'sample', env: 'e1', player: 0, seed: 3 },
      { op: 'bot', env: 'e1', player: 1, bot: 'random', seed: 4 },
      { op: 'record', env: 'e1' },
      { op: 'batch', requests: [{ op: 'step', env: 'e1', action: 3 }, { op: 'close', env: 'e2' }, { op: 'close', env: 'e2' }, { op: 'hello', id: 'x' }] },
      { op: 'step', env: 'e1', action: 99 },
      { op: 'vreset', game: 'sprint', count: 2, seed: 5, observe: 'sparse', seats: [0], opponents: 'random', records: true, maxSteps: 2 },
      { op: 'vstep', vec: 'v1', actions: [0, 0] },
      { op: 'vreset', game: 'sprint', count: 1, seed: 5, legal: 'mask', opponents: [null, 'random'] },
      { op: 'vclose', vec: 'v1' },
      { op: 'vreset', game: 'sprint', count: 1, seed: 6, observe: 'shared' },
      { op: 'vstep', vec: 'v3', actions: [0] },
      { op: 'vclose', vec: 'v3' },
      { op: 'close', env: 'e1' },
    ];
    let id = 0;
    for (const request of session) {
      const line = { id: ++id, ...request };
      expect(problems(defs.request!, line), JSON.stringify(line)).toEqual([]);
      const response = JSON.parse(await handler.handleLine(JSON.stringify(line))) as Schema;
      expect(problems(schema, response), JSON.stringify(response).slice(0, 300)).toEqual([]);
      expect(problems(defs.response!, response)).toEqual([]);
      if (response.ok === true) expect(problems(defs[`result_${String(request.op)}`]!, response.result), String(request.op)).toEqual([]);
      if (request.op === 'batch') {
        const results = (response.result as { results: Schema[] }).results;
        (request.requests as Schema[]).forEach((inner, i) => {
          const result = results[i]!;
          if (result.ok === true) expect(problems(defs[`result_${String(inner.op)}`]!, result.result)).toEqual([]);
        });
        expect(results.map((result) => result.ok)).toEqual([true, true, false, true]);
      }
    }
    // The schema refuses what the server refuses.
    for (const bad of [{ id: 1, op: 'jump' }, { id: 1, op: 'step', env: 'e1' }, { id: 1, op: 'hello', extra: 1 }, { op: 'hello' }, { id: 1, op: 'batch', requests: [{ op: 'batch', requests: [] }] }, { id: 1, op: 'vstep', vec: 'v2', actions: [1.5] }, { id: 1, op: 'vreset', game: 'sprint', count: 0, seed: 1 }]) {
      expect(problems(defs.request!, bad), JSON.stringify(bad)).not.toEqual([]);
      const response = JSON.parse(await handler.handleLine(JSON.stringify(bad))) as Schema;
      if (bad.op !== 'batch') expect(response.ok).toBe(false);
    }
  });
});
