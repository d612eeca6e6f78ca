import { existsSync, readFileSync, statSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { createRng, deriveSeed, legalActionIds, observationTensorOf, rankRewards, verifyRecord, type MatchRecord, type Player, type Rng } from '../../src/index.js';
import { makeBots } from '../../src/cli/bots.js';
import { decodeInt32, decodeMask, decodeTensor } from '../../src/serve/encode.js';
import { MAX_ENVS } from '../../src/serve/protocol.js';
import { serveBots } from './fixtures/games.js';
import { server, type Json } from './fixtures/harness.js';
import { sprint, type SprintState } from '../fixtures/sprint.js';

/** One of a vector's games played in process on the fast path, as the server plays it. */
interface Local {
  seed: number;
  state: SprintState;
  rng: Rng;
  steps: number;
}

function localGame(seed: number, players: number): Local {
  const rng = createRng(seed);
  return { seed, state: sprint.setup(sprint.parseConfig({ players }), rng) as SprintState, rng, steps: 0 };
}

/** The legal numbers of each slot, from a frame's ids and offsets. */
function slotIds(frame: Json): number[][] {
  const legal = frame.legal as { ids: string; offsets: string };
  const ids = [...decodeInt32(legal.ids)];
  const offsets = [...decodeInt32(legal.offsets)];
  return offsets.slice(0, -1).map((from, slot) => ids.slice(from, offsets[slot + 1]));
}

/** The dense tensors of a frame (dense or sparse on the wire), one per slot. */
function slotTensors(frame: Json, count: number): Float32Array[] {
  const observation = frame.observation as { tensor?: string; index?: string; value?: string; size: number };
  const { size } = observation;
  const dense = new Float32Array(count * size);
  if (observation.tensor !== undefined) dense.set(decodeTensor(observation.tensor));
  else {
    const index = decodeInt32(observation.index as string);
    const value = decodeTensor(observation.value as string);
    index.forEach((at, k) => (dense[at] = value[k] as number));
  }
  return Array.from({ length: count }, (_, slot) => dense.subarray(slot * size, (slot + 1) * size));
}

/** Checks a frame against the local games: actors, steps, tensors and legal numbers of every slot. */
function expectFrame(frame: Json, games: readonly Local[]): void {
  const actors = games.map((game) => sprint.actors(game.state)[0] as Player);
  expect(frame.actors).toEqual(actors);
  expect(frame.steps).toEqual(games.map((game) => game.steps));
  expect(slotIds(frame)).toEqual(games.map((game, slot) => legalActionIds(sprint, game.state, actors[slot] as Player)));
  expect(slotTensors(frame, games.length).map((t) => [...t])).toEqual(games.map((game, slot) => [...observationTensorOf(sprint, game.state, actors[slot] as Player)]));
}

describe('rulebooks serve: vectors (vreset, vstep, vclose)', () => {
  it('opens count games seeded deriveSeed(seed, k) and steps them all with one request, as the fast path does', async () => {
    const { ok } = server();
    const seed = 11;
    const count = 5;
    const opened = await ok({ op: 'vreset', game: 'sprint', count, seed, players: 3, observe: 'sparse' });
    expect(opened).toMatchObject({ vec: 'v1', count, players: 3, config: { players: 3 }, actionSpace: 10, observationSize: sprint.observationLayout!({ players: 3 }).size, envs: ['e1', 'e2', 'e3', 'e4', 'e5'], ended: [] });
    expect(opened.seeds).toEqual([0, 1, 2, 3, 4].map((k) => deriveSeed(seed, k)));
    let games = (opened.seeds as number[]).map((s) => localGame(s, 3));
    expectFrame(opened, games);
    let frame = opened;
    let begun = count;
    const picks = createRng(5);
    let ended = 0;
    for (let round = 0; round < 60; round++) {
      const actions = slotIds(frame).map((ids) => ids[picks.int(0, ids.length - 1)] as number);
      games.forEach((game, slot) => {
        const player = sprint.actors(game.state)[0] as Player;
        sprint.apply(game.state, sprint.decodeAction!(game.state, actions[slot] as number, player), game.rng);
        game.steps += 1;
      });
      frame = await ok({ op: 'vstep', vec: 'v1', actions });
      // The games that ended, in slot order, each replaced by the vector's next game.
      const expected = games.flatMap((game, slot) => {
        if (!sprint.isOver(game.state)) return [];
        const outcome = sprint.outcome(game.state)!;
        const nextSeed = deriveSeed(seed, begun++);
        return [{ slot, seed: game.seed, truncated: false, outcome, rewards: rankRewards(outcome), nextSeed }];
      });
      expect(frame.ended).toMatchObject(expected);
      ended += expected.length;
      games = games.map((game) => (sprint.isOver(game.state) ? localGame((expected.find((e) => e.seed === game.seed) as { nextSeed: number }).nextSeed, 3) : game));
      expectFrame(frame, games);
    }
    expect(ended).toBeGreaterThan(3);
  });

  it('sends dense tensors, masks, or neither when asked, the same numbers as sparse and ids', async () => {
    const { ok } = server();
    const sparse = await ok({ op: 'vreset', game: 'sprint', count: 3, seed: 2, players: 2, observe: 'sparse' });
    const dense = await ok({ op: 'vreset', game: 'sprint', count: 3, seed: 2, players: 2, observe: 'tensor', legal: 'mask' });
    const bare = await ok({ op: 'vreset', game: 'sprint', count: 3, seed: 2, players: 2, observe: 'none', legal: 'none' });
    expect(slotTensors(dense, 3)).toEqual(slotTensors(sparse, 3));
    const mask = decodeMask((dense.legal as { mask: string }).mask);
    expect((dense.legal as { size: number }).size).toBe(10);
    const fromIds = slotIds(sparse).map((ids) => Array.from({ length: 10 }, (_, n) => (ids.includes(n) ? 1 : 0)));
    expect([...mask]).toEqual(fromIds.flat());
    expect(bare.observation).toBeUndefined();
    expect(bare.legal).toBeUndefined();
    expect(bare.observationSize).toBeNull();
    // The default: dense tensors (the game has them) and ids.
    const plain = await ok({ op: 'vreset', game: 'sprint', count: 3, seed: 2, players: 2 });
    expect(Object.keys(plain.observation as Json).sort()).toEqual(['size', 'tensor']);
    expect(slotIds(plain)).toEqual(slotIds(sparse));
  });

  it('writes dense tensors to a shared file of its own with observe "shared", and removes it when closed', async () => {
    const { ok, fails, handler } = server();
    const opened = await ok({ op: 'vreset', game: 'sprint', count: 3, seed: 2, players: 2, observe: 'shared' });
    const dense = await ok({ op: 'vreset', game: 'sprint', count: 3, seed: 2, players: 2, observe: 'tensor' });
    const { file, size } = opened.observation as { file: string; size: number };
    expect(size).toBe(sprint.observationLayout!({ players: 2 }).size);
    expect(file).toMatch(/rulebooks-serve-\d+-[0-9a-f]{16}-v1\.f32$/);
    expect(statSync(file).mode & 0o777).toBe(0o600);
    const read = (): Float32Array => {
      const bytes = readFileSync(file);
      return new Float32Array(bytes.buffer, bytes.byteOffset, bytes.length / 4);
    };
    expect([...read()]).toEqual([...slotTensors(dense, 3).flatMap((t) => [...t])]);
    // Each step rewrites it; a refused step leaves it as it was.
    const actions = slotIds(opened).map((ids) => ids[1] as number);
    const sharedStep = await ok({ op: 'vstep', vec: 'v1', actions });
    const denseStep = await ok({ op: 'vstep', vec: 'v2', actions });
    expect(sharedStep.observation).toEqual({ file, size });
    const after = [...read()];
    expect(after).toEqual([...slotTensors(denseStep, 3).flatMap((t) => [...t])]);
    expect(await fails({ op: 'vstep', vec: 'v1', actions: [0, 0, 99] })).toMatchObject({ code: 'MALFORMED_ACTION' });
    expect([...read()]).toEqual(after);
    await ok({ op: 'vclose', vec: 'v1' });
    expect(existsSync(file)).toBe(false);
    // The server's end (dispose) removes the files of the vectors still open.
    const again = ((await ok({ op: 'vreset', game: 'sprint', count: 1, seed: 2, observe: 'shared' })).observation as { file: string }).file;
    expect(existsSync(again)).toBe(true);
    handler.dispose();
    expect(existsSync(again)).toBe(false);
    expect(handler.openEnvs).toBe(0);
  });

  it('writes each slot\'s own tensor to the shared file when a game gives the same array every time', async () => {
    const { ok, handler } = server();
    const shared = await ok({ op: 'vreset', game: 'thrifty', count: 3, seed: 2, players: 2, observe: 'shared' });
    const dense = await ok({ op: 'vreset', game: 'sprint', count: 3, seed: 2, players: 2, observe: 'tensor' });
    const { file } = shared.observation as { file: string };
    const read = (): number[] => {
      const bytes = readFileSync(file);
      return [...new Float32Array(bytes.buffer, bytes.byteOffset, bytes.length / 4)];
    };
    expect(read()).toEqual(slotTensors(dense, 3).flatMap((t) => [...t]));
    const actions = slotIds(shared).map((ids) => ids[1] as number);
    await ok({ op: 'vstep', vec: 'v1', actions });
    const denseStep = await ok({ op: 'vstep', vec: 'v2', actions });
    expect(read()).toEqual(slotTensors(denseStep, 3).flatMap((t) => [...t]));
    // The slots' tensors differ, so a frame holding one array three times would show.
    expect(new Set(slotTensors(denseStep, 3).map((t) => t.join())).size).toBeGreaterThan(1);
    // The file is this process's to remove (the test files share their worker's temporaries).
    handler.dispose();
    expect(existsSync(file)).toBe(false);
  });

  it('plays the seats the caller does not play with library bots, each move the one the bot op gives', async () => {
    const { ok } = server();
    const opened = await ok({ op: 'vreset', game: 'sprint', count: 4, seed: 3, players: 3, seats: [1], opponents: 'cards', records: true });
    let frame = opened;
    const finished: Json[] = [];
    for (let round = 0; round < 40; round++) {
      expect(new Set(frame.actors as number[])).toEqual(new Set([1]));
      frame = await ok({ op: 'vstep', vec: 'v1', actions: slotIds(frame).map((ids) => ids[ids.length - 1]) });
      finished.push(...(frame.ended as Json[]));
    }
    expect(finished.length).toBeGreaterThan(0);
    for (const entry of finished) {
      // The record replays, and every move of seats 0 and 2 is the cards bot's, seeded deriveSeed(game seed, steps).
      const record = entry.record as MatchRecord;
      expect(record.seed).toBe(entry.seed);
      expect(verifyRecord(sprint, record).outcome).toEqual(entry.outcome);
      const game = localGame(record.seed, 3);
      for (const action of record.actions as { player: Player }[]) {
        if (action.player !== 1) {
          const names = Array.from({ length: action.player + 1 }, (_, at) => (at === action.player ? 'cards' : 'human'));
          const bot = makeBots(sprint, serveBots, names, deriveSeed(record.seed, game.steps))[action.player]!;
          expect(bot.choose(game.state, action.player)).toEqual(action);
        }
        sprint.apply(game.state, action as never, game.rng);
        game.steps += 1;
      }
    }
    // opponents as an array by seat: null at the caller's seats.
    const mixed = await ok({ op: 'vreset', game: 'sprint', count: 2, seed: 3, players: 3, opponents: ['first', null, 'cards'] });
    expect(mixed.actors).toEqual([1, 1]);
  });

  it('truncates a game at maxSteps and starts the next one', async () => {
    const { ok } = server();
    let frame = await ok({ op: 'vreset', game: 'sprint', count: 2, seed: 4, players: 2, maxSteps: 3 });
    for (let i = 0; i < 3; i++) frame = await ok({ op: 'vstep', vec: 'v1', actions: slotIds(frame).map((ids) => ids[0]) });
    expect(frame.ended).toMatchObject([
      { slot: 0, env: 'e1', seed: deriveSeed(4, 0), steps: 3, truncated: true, outcome: null, rewards: null, next: 'e3', nextSeed: deriveSeed(4, 2) },
      { slot: 1, env: 'e2', seed: deriveSeed(4, 1), steps: 3, truncated: true, outcome: null, rewards: null, next: 'e4', nextSeed: deriveSeed(4, 3) },
    ]);
    expect(frame.steps).toEqual([0, 0]);
  });

  it('refuses a bad step whole: nothing is played in any slot', async () => {
    const { ok, fails } = server();
    const opened = await ok({ op: 'vreset', game: 'sprint', count: 3, seed: 6, players: 2 });
    const records = async (): Promise<unknown[]> => Promise.all(['e1', 'e2', 'e3'].map(async (env) => (await ok({ op: 'record', env })).record));
    const before = await records();
    const good = slotIds(opened).map((ids) => ids[0] as number);
    const cases: [unknown, string, RegExp][] = [
      [[good[0], good[1], 9], 'ILLEGAL_ACTION', /vstep: actions\[2\] \(env e3\)/],
      [[good[0], 1.5, good[2]], 'MALFORMED_ACTION', /actions\[1\] must be an action number of Sprint .*, a whole number from 0 to 9, got 1.5/],
      [[good[0], -1, good[2]], 'MALFORMED_ACTION', /actions\[1\]/],
      [[good[0], '2', good[2]], 'MALFORMED_ACTION', /got "2"/],
      [[good[0], good[1]], 'BAD_REQUEST', /actions must be an array of 3 action numbers \(one per slot\), got 2 entries/],
      [{ 0: 1 }, 'BAD_REQUEST', /got no array/],
    ];
    for (const [actions, code, message] of cases) {
      const error = await fails({ op: 'vstep', vec: 'v1', actions });
      expect(error.code).toBe(code);
      expect(error.message).toMatch(message);
    }
    expect(await fails({ op: 'vstep', vec: 'v9', actions: good })).toMatchObject({ code: 'UNKNOWN_ENV' });
    expect(await fails({ op: 'vstep', vec: 'v1', actions: good, extra: 1 })).toMatchObject({ code: 'BAD_REQUEST', message: expect.stringMatching(/unknown field "extra"/) });
    expect(await records()).toEqual(before);
    // The same step then plays.
    expect((await ok({ op: 'vstep', vec: 'v1', actions: good })).steps).toEqual([1, 1, 1]);
  });

  it('names the slot of a refusal that comes from another copy of the library (a built game)', async () => {
    const { ok, fails } = server();
    const opened = await ok({ op: 'vreset', game: 'foreign', count: 2, seed: 1, players: 2 });
    const good = slotIds(opened).map((ids) => ids[0] as number);
    expect(await fails({ op: 'vstep', vec: 'v1', actions: [good[0], 9] })).toEqual({
      code: 'ILLEGAL_ACTION',
      message: 'vstep: actions[1] (env e2): no legal action of player 0 has the number 9 now [SPRINT-9]',
    });
  });

  it("takes back every slot's step when a game's bug stops the request half-way", async () => {
    const { ok, fails } = server();
    // Glitchy Sprint throws on the race's first roll: slot 0 plays a card there, slot 1 rolls.
    let frame = await ok({ op: 'vreset', game: 'glitchy', count: 2, seed: 8, players: 2 });
    const phase = async (): Promise<string> => ((await ok({ op: 'observe', env: 'e1', player: 0, as: 'view' })).view as { phase: string }).phase;
    while ((await phase()) === 'bid') frame = await ok({ op: 'vstep', vec: 'v1', actions: slotIds(frame).map((ids) => ids[0]) });
    const labelled = async (env: string, player: number, type: string): Promise<number> => {
      const labels = (await ok({ op: 'labels', env, player })).labels as { id: number; action: { type: string } }[];
      return labels.find((label) => label.action.type === type)!.id;
    };
    const actors = frame.actors as number[];
    const actions = [await labelled('e1', actors[0] as number, 'play'), await labelled('e2', actors[1] as number, 'roll')];
    const records = async (): Promise<unknown[]> => Promise.all(['e1', 'e2'].map(async (env) => (await ok({ op: 'record', env })).record));
    const before = await records();
    expect((before[0] as { actions: unknown[] }).actions).toHaveLength(2);
    expect(await fails({ op: 'vstep', vec: 'v1', actions })).toMatchObject({ code: 'INTERNAL_ERROR' });
    expect(await records()).toEqual(before);
  });

  it("refuses a step whose opponent bot fails (BOT_ERROR), taking back the caller's moves", async () => {
    const { ok, fails } = server();
    // Seat 1 is played by a bot that always throws: it is first asked once seat 0 has bid.
    const opened = await ok({ op: 'vreset', game: 'sprint', count: 2, seed: 1, players: 2, seats: [0], opponents: 'boom' });
    const before = await Promise.all(['e1', 'e2'].map(async (env) => (await ok({ op: 'record', env })).record));
    const error = await fails({ op: 'vstep', vec: 'v1', actions: slotIds(opened).map((ids) => ids[0]) });
    expect(error).toMatchObject({ code: 'BOT_ERROR', message: expect.stringMatching(/boom failed to choose for player 1 in env e1: the bot fell over/) });
    expect(await Promise.all(['e1', 'e2'].map(async (env) => (await ok({ op: 'record', env })).record))).toEqual(before);
  });

  it('keeps its slots to vstep and vclose; every read-only op works on them', async () => {
    const { ok, fails, handler } = server();
    await ok({ op: 'vreset', game: 'sprint', count: 2, seed: 1, players: 2 });
    expect(handler.openEnvs).toBe(2);
    expect(await fails({ op: 'step', env: 'e1', action: 0, player: 0 })).toMatchObject({ code: 'BAD_REQUEST', message: 'step: env e1 is a slot of vector v1, which only vstep steps and vclose closes' });
    expect(await fails({ op: 'close', env: 'e2' })).toMatchObject({ code: 'BAD_REQUEST' });
    expect((await ok({ op: 'observe', env: 'e1', player: 0, as: 'view' })).view).toMatchObject({ phase: 'bid' });
    expect((await ok({ op: 'labels', env: 'e1', player: 0 })).labels).toHaveLength(3);
    expect((await ok({ op: 'bot', env: 'e1', player: 0, bot: 'random', seed: 1 })).id).toEqual(expect.any(Number));
    // A world sampled from a slot is an env of its own, which step and close take.
    const sampled = (await ok({ op: 'sample', env: 'e1', player: 0, seed: 3 })).env as string;
    expect((await ok({ op: 'step', env: sampled, action: 0, player: 0 })).steps).toBe(1);
    await ok({ op: 'close', env: sampled });
    expect(await ok({ op: 'vclose', vec: 'v1' })).toEqual({});
    expect(handler.openEnvs).toBe(0);
    expect(await fails({ op: 'record', env: 'e1' })).toMatchObject({ code: 'UNKNOWN_ENV' });
    expect(await fails({ op: 'vclose', vec: 'v1' })).toMatchObject({ code: 'UNKNOWN_ENV' });
  });

  it('refuses a bad vreset with its code, and opens nothing', async () => {
    const { ok, fails, handler } = server();
    const cases: [Json, string, RegExp][] = [
      [{ game: 'plain', count: 2, seed: 1 }, 'NO_ACTION_SPACE', /vreset: Plain Sprint/],
      [{ game: 'sprint', count: 0, seed: 1 }, 'BAD_REQUEST', /count must be a whole number from 1 to 4096/],
      [{ game: 'sprint', count: 2 }, 'BAD_REQUEST', /seed must be/],
      [{ game: 'sprint', count: 2, seed: 1, observe: 'dense' }, 'BAD_REQUEST', /observe must be one of "tensor", "sparse", "shared", "none"/],
      [{ game: 'sprint', count: 2, seed: 1, legal: 'actions' }, 'BAD_REQUEST', /legal must be one of "ids", "mask", "none"/],
      [{ game: 'sprint', count: 2, seed: 1, records: 'yes' }, 'BAD_REQUEST', /records must be true or false/],
      [{ game: 'sprint', count: 2, seed: 1, opponents: 'random' }, 'BAD_REQUEST', /give seats \(the caller's\) too/],
      [{ game: 'sprint', count: 2, seed: 1, seats: [0, 0] }, 'BAD_REQUEST', /seats\[1\] must be a seat from 0 to 1 not named before/],
      [{ game: 'sprint', count: 2, seed: 1, seats: [2] }, 'BAD_REQUEST', /seats\[0\]/],
      [{ game: 'sprint', count: 2, seed: 1, seats: [0], opponents: ['random', null] }, 'BAD_REQUEST', /not both/],
      [{ game: 'sprint', count: 2, seed: 1, opponents: ['random', 'random'] }, 'BAD_REQUEST', /the caller must play at least one seat/],
      [{ game: 'sprint', count: 2, seed: 1, opponents: ['random'] }, 'BAD_REQUEST', /for each of the 2 seats/],
      [{ game: 'sprint', count: 2, seed: 1, seats: [0], opponents: 'nobody' }, 'UNKNOWN_BOT', /has no bot "nobody" \(bots: random, first, cards, boom, mcts/],
      [{ game: 'sprint', count: 2, seed: 1, seats: [0], opponents: './my-bot.mjs' }, 'UNKNOWN_BOT', /library bots only/],
      [{ game: 'sprint', count: 2, seed: 1, players: 9 }, 'BAD_CONFIG', /players must be from 2/],
      [{ game: 'sprint', count: MAX_ENVS + 1, seed: 1 }, 'BAD_REQUEST', /count must be a whole number from 1 to 4096/],
    ];
    for (const [request, code, message] of cases) {
      const error = await fails({ op: 'vreset', ...request });
      expect([error.code, error.message]).toEqual([code, expect.stringMatching(message)]);
    }
    expect(handler.openEnvs).toBe(0);
    // The ids a refused vreset drew are not reused in a way that clashes: the next vector opens.
    expect((await ok({ op: 'vreset', game: 'sprint', count: 1, seed: 1 })).vec).toBe('v1');
  });

  it('answers the same requests with the same lines, in a new server', async () => {
    const lines = async (): Promise<string[]> => {
      const { handler } = server();
      const out: string[] = [];
      out.push(await handler.handleLine(JSON.stringify({ id: 1, op: 'vreset', game: 'sprint', count: 3, seed: 21, players: 3, observe: 'sparse', seats: [0, 2], opponents: 'random' })));
      for (let i = 0; i < 20; i++) {
        const frame = (JSON.parse(out[out.length - 1] as string) as { result: Json }).result;
        out.push(await handler.handleLine(JSON.stringify({ id: i + 2, op: 'vstep', vec: 'v1', actions: slotIds(frame).map((ids) => ids[i % ids.length]) })));
      }
      return out;
    };
    const first = await lines();
    expect(first.every((line) => line.includes('"ok":true'))).toBe(true);
    expect(await lines()).toEqual(first);
  });

  it('sends a single observation sparse on request, the same numbers as the tensor', async () => {
    const { ok } = server();
    await ok({ op: 'reset', game: 'sprint', seed: 5, players: 3 });
    const dense = await ok({ op: 'observe', env: 'e1', player: 1, as: 'tensor' });
    const sparse = await ok({ op: 'observe', env: 'e1', player: 1, as: 'sparse' });
    expect(sparse.size).toBe(dense.size);
    const rebuilt = new Float32Array(dense.size as number);
    const index = decodeInt32(sparse.index as string);
    decodeTensor(sparse.value as string).forEach((value, k) => (rebuilt[index[k] as number] = value));
    expect([...rebuilt]).toEqual([...decodeTensor(dense.tensor as string)]);
    expect([...decodeTensor(sparse.value as string)].every((value) => value !== 0)).toBe(true);
  });
});
