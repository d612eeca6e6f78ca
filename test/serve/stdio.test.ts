import { spawn, type ChildProcessWithoutNullStreams } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { defaultRegistry } from '../../src/cli/registry.js';
import { MAX_LINE_BYTES } from '../../src/serve/protocol.js';
import { run } from '../cli/helpers.js';

const root = fileURLToPath(new URL('../..', import.meta.url));
const dir = mkdtempSync(join(tmpdir(), 'rulebooks-serve-stdio-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

type Json = Record<string, unknown>;

/** The real CLI's server over real pipes: responses are read line by line, in order. */
function startServer() {
  const child: ChildProcessWithoutNullStreams = spawn(process.execPath, ['--import', 'tsx', 'src/cli/main.ts', 'serve', '--stdio'], { cwd: root });
  const waiting: ((line: string) => void)[] = [];
  const ready: string[] = [];
  let buffered = '';
  let stderr = '';
  child.stdout.setEncoding('utf8');
  child.stdout.on('data', (chunk: string) => {
    buffered += chunk;
    for (let at = buffered.indexOf('\n'); at >= 0; at = buffered.indexOf('\n')) {
      const line = buffered.slice(0, at);
      buffered = buffered.slice(at + 1);
      const take = waiting.shift();
      if (take === undefined) ready.push(line);
      else take(line);
    }
  });
  child.stderr.setEncoding('utf8');
  child.stderr.on('data', (chunk: string) => (stderr += chunk));
  const exited = new Promise<number | null>((resolve) => child.on('close', (code) => resolve(code)));
  const next = (): Promise<Json> =>
    new Promise((resolve) => {
      const line = ready.shift();
      if (line !== undefined) resolve(JSON.parse(line) as Json);
      else waiting.push((text) => resolve(JSON.parse(text) as Json));
    });
  let id = 0;
  const ask = async (request: Json): Promise<Json> => {
    const mine = ++id;
    child.stdin.write(`${JSON.stringify({ id: mine, ...request })}\n`);
    const response = await next();
    expect(response.id).toBe(mine);
    if (response.ok !== true) throw new Error(`${String(request.op)} refused: ${JSON.stringify(response.error)}`);
    return response.result as Json;
  };
  return { child, next, ask, exited, stderr: () => stderr, rest: () => buffered };
}

describe('rulebooks serve --stdio over real pipes', () => {
  it('plays a seeded real game to its end by bots and JSON actions, and its record replays', async () => {
    const server = startServer();
    const hello = await server.ask({ op: 'hello' });
    expect(hello.protocol).toBe(1);
    expect((hello.games as Json[]).map((game) => game.id)).toEqual(defaultRegistry.map((entry) => entry.id));
    let state = await server.ask({ op: 'reset', game: 'psi-wars', seed: 31 });
    expect(state.env).toBe('e1');
    for (let turn = 0; state.over !== true; turn++) {
      const player = (state.actors as number[])[0];
      // One round trip per step: the bot's move, then the step, in one batch each.
      const [chosen] = ((await server.ask({ op: 'batch', requests: [{ op: 'bot', env: 'e1', player, bot: 'random', seed: turn }] })).results as Json[]) as [Json];
      expect(chosen.ok).toBe(true);
      state = await server.ask({ op: 'step', env: 'e1', action: (chosen.result as Json).action as Json });
      expect(state.steps).toBe(turn + 1);
    }
    expect(state.rewards).toHaveLength(2);
    const { record } = await server.ask({ op: 'record', env: 'e1' });
    const file = join(dir, 'psi-wars.json');
    writeFileSync(file, JSON.stringify(record));
    const replayed = await run(['replay', file], { registry: [...defaultRegistry] });
    expect(replayed.stderr).toBe('');
    expect(replayed.stdout).toContain('Verified');
    server.child.stdin.end();
    expect(await server.exited).toBe(0);
    expect(server.stderr()).toBe('');
  });

  it('answers a request split across writes, skips an over-long line whole, and answers a last line without newline', async () => {
    const server = startServer();
    const request = JSON.stringify({ id: 'split', op: 'hello' });
    server.child.stdin.write(request.slice(0, 7));
    await new Promise((resolve) => setTimeout(resolve, 50));
    server.child.stdin.write(`${request.slice(7)}\n\n`);
    expect(await server.next()).toMatchObject({ id: 'split', ok: true });
    // 5 MB of a line, in pieces, then a request on the same write as its end.
    const piece = 'x'.repeat(1024 * 1024);
    for (let i = 0; i < 5; i++) server.child.stdin.write(piece);
    server.child.stdin.write('\n{"id":2,"op":"hello"}\n{"id":3,"op":"reset","game":"psi-wars","seed":1}');
    expect(await server.next()).toEqual({ id: null, ok: false, error: { code: 'BAD_REQUEST', message: `a request line may be at most ${MAX_LINE_BYTES} bytes long; this one was skipped` } });
    expect(await server.next()).toMatchObject({ id: 2, ok: true });
    server.child.stdin.end();
    expect(await server.next()).toMatchObject({ id: 3, ok: true, result: { env: 'e1' } });
    expect(await server.exited).toBe(0);
    expect(server.rest()).toBe('');
    expect(server.stderr()).toBe('');
  });

  it('refuses to start without --stdio, with a one-line error', async () => {
    const result = await run(['serve']);
    expect(result.code).toBe(2);
    expect(result.stderr).toBe('rulebooks: serve needs --stdio (JSON lines over stdin and stdout, the only transport so far)\n');
  });

  it("removes a vector's shared file when its stdin ends, and when it is stopped by SIGTERM", async () => {
    for (const stop of ['stdin', 'SIGTERM'] as const) {
      const server = startServer();
      const opened = await server.ask({ op: 'vreset', game: 'magical-athlete', players: 4, count: 2, seed: 1, observe: 'shared' });
      const { file } = opened.observation as { file: string };
      expect(existsSync(file)).toBe(true);
      if (stop === 'stdin') server.child.stdin.end();
      else server.child.kill('SIGTERM');
      await server.exited;
      expect(existsSync(file), `${stop}: ${file}`).toBe(false);
    }
  });
});
