import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { createRng, deriveSeed, rankRewards, randomBot, type Player } from '../../src/index.js';
import { decodeMask, decodeTensor } from '../../src/serve/encode.js';
import { MAX_DEPTH, ServeHandler } from '../../src/serve/protocol.js';
import { registry, server, type Json } from './fixtures/harness.js';
import { run } from '../cli/helpers.js';
import { sprint, type SprintState } from '../fixtures/sprint.js';

const dir = mkdtempSync(join(tmpdir(), 'rulebooks-serve-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

/** Sprint played in process on the fast path, as the server plays it. */
function local(seed: number, players: number) {
  const config = sprint.parseConfig({ players });
  const rng = createRng(seed);
  const state = sprint.setup(config, rng) as SprintState;
  return { config, state, rng };
}

describe('rulebooks serve: the protocol handler', () => {
  it('hello names the protocol, the library and every game with its bots and extensions', async () => {
    const { ok } = server();
    const hello = await ok({ op: 'hello' });
    expect(hello.protocol).toBe(1);
    expect(hello.ops).toEqual(['hello', 'spaces', 'reset', 'step', 'legal', 'observe', 'labels', 'sample', 'bot', 'record', 'close', 'batch', 'vreset', 'vstep', 'vclose']);
    expect(hello.library).toBe('9.9.9');
    expect((hello.games as Json[]).map((game) => game.id)).toEqual(['sprint', 'plain', 'fragile', 'glitchy', 'blind', 'foreign', 'thrifty']);
    expect((hello.games as Json[]).slice(0, 3)).toEqual([
      { id: 'sprint', title: sprint.title, minPlayers: 2, maxPlayers: sprint.maxPlayers, bots: ['random', 'first', 'cards', 'boom', 'mcts'], actionSpace: true, observation: true },
      { id: 'plain', title: 'Plain Sprint (test fixture)', minPlayers: 2, maxPlayers: sprint.maxPlayers, bots: ['random', 'mcts'], actionSpace: false, observation: false },
      { id: 'fragile', title: 'Fragile Sprint (test fixture)', minPlayers: 2, maxPlayers: sprint.maxPlayers, bots: ['random', 'mcts'], actionSpace: true, observation: true },
    ]);
  });

  it('spaces gives the config, the action space and the layout, or nulls for a game without them', async () => {
    const { ok } = server();
    const spaces = await ok({ op: 'spaces', game: 'sprint', players: 3 });
    expect(spaces).toEqual({ config: { players: 3 }, actionSpace: 10, observation: sprint.observationLayout!({ players: 3 }) });
    expect(await ok({ op: 'spaces', game: 'plain', config: { players: 2 } })).toEqual({ config: { players: 2 }, actionSpace: null, observation: null });
  });

  it('steps by action numbers exactly as the fast path does, to the end, with outcome and rewards', async () => {
    const { ok, fails } = server();
    const seed = 7;
    const reset = await ok({ op: 'reset', game: 'sprint', seed, players: 3 });
    const mine = local(seed, 3);
    expect(reset).toMatchObject({ env: 'e1', players: 3, config: { players: 3 }, actionSpace: 10, observationSize: sprint.observationLayout!({ players: 3 }).size, actors: [0, 1, 2], over: false, steps: 0 });
    const bots = [0, 1, 2].map((seat) => randomBot(sprint, deriveSeed(seed, seat)));
    let last: Json = reset;
    let steps = 0;
    while (!sprint.isOver(mine.state)) {
      const player = sprint.actors(mine.state)[0] as Player;
      const action = bots[player]!.choose(mine.state, player);
      const id = sprint.encodeAction!(mine.state, action);
      sprint.apply(mine.state, action, mine.rng);
      steps += 1;
      last = await ok({ op: 'step', env: 'e1', action: id, player });
      expect(last.steps).toBe(steps);
      expect(last.actors).toEqual(sprint.actors(mine.state));
      const observed = await ok({ op: 'observe', env: 'e1', player: 1, as: 'tensor' });
      expect(decodeTensor(observed.tensor as string)).toEqual(sprint.observationTensor!(sprint.view(mine.state, 1)));
    }
    const outcome = sprint.outcome(mine.state)!;
    expect(last).toMatchObject({ over: true, outcome, rewards: rankRewards(outcome) });
    expect(await fails({ op: 'step', env: 'e1', action: 3 })).toMatchObject({ code: 'GAME_OVER' });
    expect(await fails({ op: 'step', env: 'e1', action: { type: 'roll', player: 0 } })).toMatchObject({ code: 'GAME_OVER' });
    expect(await fails({ op: 'bot', env: 'e1', player: 0, bot: 'random', seed: 1 })).toMatchObject({ code: 'GAME_OVER' });
    expect((await ok({ op: 'legal', env: 'e1', player: 0, as: 'ids' })).ids).toEqual([]);
    expect((await ok({ op: 'observe', env: 'e1', player: 'spectator', as: 'view' })).view).toEqual(sprint.view(mine.state, 'spectator'));
  });

  it('then adds the observation and the legal actions to reset and step, as observe and legal answer', async () => {
    const { ok } = server();
    const then = { observe: { player: 0, as: 'tensor' }, legal: { player: 0, as: 'mask' } };
    const reset = await ok({ op: 'reset', game: 'sprint', seed: 3, then });
    const observed = await ok({ op: 'observe', env: 'e1', player: 0, as: 'tensor' });
    const legal = await ok({ op: 'legal', env: 'e1', player: 0, as: 'mask' });
    expect(reset.observation).toEqual(observed);
    expect(reset.legal).toEqual(legal);
    expect(legal.size).toBe(10);
    expect([...decodeMask(legal.mask as string)]).toEqual([1, 1, 1, 0, 0, 0, 0, 0, 0, 0]);
    const stepped = await ok({ op: 'step', env: 'e1', action: 2, player: 0, then: { observe: { player: 1, as: 'view' }, legal: { player: 1, as: 'ids' } } });
    expect(stepped.observation).toEqual(await ok({ op: 'observe', env: 'e1', player: 1, as: 'view' }));
    expect(stepped.legal).toEqual({ ids: [0, 1, 2] });
    expect((await ok({ op: 'legal', env: 'e1', player: 0, as: 'ids' })).ids).toEqual([]);
    expect((await ok({ op: 'legal', env: 'e1', player: 1, as: 'actions' })).actions).toEqual(sprint.legalActions(local(3, 2).state, 1));
  });

  it('then with player "actor" answers for whoever acts first after the op, and leaves it out once the game is over', async () => {
    const { ok } = server();
    const then = { observe: { player: 'actor', as: 'tensor' }, legal: { player: 'actor', as: 'ids' } };
    await ok({ op: 'reset', game: 'sprint', seed: 3, players: 2 });
    // Both seats bid at once: the first actor is seat 0, then seat 1 once seat 0 has bid.
    const first = await ok({ op: 'step', env: 'e1', action: 2, player: 0, then });
    expect(first.actors).toEqual([1]);
    expect(first.observation).toEqual(await ok({ op: 'observe', env: 'e1', player: 1, as: 'tensor' }));
    expect(first.legal).toEqual(await ok({ op: 'legal', env: 'e1', player: 1, as: 'ids' }));
    let last = first;
    while (!(last.over as boolean)) {
      const actor = (last.actors as number[])[0]!;
      const ids = (last.legal as { ids: number[] }).ids;
      last = await ok({ op: 'step', env: 'e1', action: ids[0]!, player: actor, then });
      if (!(last.over as boolean)) expect(last.legal).toEqual(await ok({ op: 'legal', env: 'e1', player: (last.actors as number[])[0]!, as: 'ids' }));
    }
    expect(last.observation).toBeUndefined();
    expect(last.legal).toBeUndefined();
  });

  it('plays JSON actions in any game, and says NO_ACTION_SPACE / NO_OBSERVATION where a game lacks them', async () => {
    const { ok, fails } = server();
    await ok({ op: 'reset', game: 'plain', seed: 5 });
    expect(await fails({ op: 'step', env: 'e1', action: 0, player: 0 })).toMatchObject({ code: 'NO_ACTION_SPACE' });
    expect(await fails({ op: 'legal', env: 'e1', player: 0, as: 'mask' })).toMatchObject({ code: 'NO_ACTION_SPACE' });
    expect(await fails({ op: 'legal', env: 'e1', player: 0, as: 'ids' })).toMatchObject({ code: 'NO_ACTION_SPACE' });
    expect(await fails({ op: 'observe', env: 'e1', player: 0, as: 'tensor' })).toMatchObject({ code: 'NO_OBSERVATION' });
    expect(await fails({ op: 'reset', game: 'plain', seed: 5, then: { observe: { player: 0, as: 'tensor' } } })).toMatchObject({ code: 'NO_OBSERVATION' });
    await ok({ op: 'step', env: 'e1', action: { type: 'bid', player: 0, amount: 3 } });
    const second = await ok({ op: 'step', env: 'e1', action: { type: 'bid', player: 1, amount: 1 } });
    expect(second.actors).toEqual([0]);
    const labels = (await ok({ op: 'labels', env: 'e1', player: 0 })).labels as Json[];
    expect(labels.map((entry) => entry.id)).toEqual(labels.map(() => null));
    expect((await ok({ op: 'bot', env: 'e1', player: 0, bot: 'random', seed: 1 })).id).toBeNull();
  });

  it('labels name every legal action with its number', async () => {
    const { ok } = server();
    await ok({ op: 'reset', game: 'sprint', seed: 2 });
    const state = local(2, 2).state;
    expect((await ok({ op: 'labels', env: 'e1', player: 1 })).labels).toEqual(
      sprint.legalActions(state, 1).map((action) => ({ id: sprint.encodeAction!(state, action), action, label: sprint.describeAction(state, action) })),
    );
  });

  it('refuses every bad request with its code, a message naming the field, and no change to the env', async () => {
    const { ok, fails } = server();
    await ok({ op: 'reset', game: 'sprint', seed: 11, maxSteps: 50 });
    const before = await ok({ op: 'observe', env: 'e1', player: 'spectator', as: 'view' });
    const cases: [unknown, string, RegExp][] = [
      [{ op: 'jump' }, 'BAD_REQUEST', /unknown op "jump"/],
      [{ op: 7 }, 'BAD_REQUEST', /op must be a string/],
      [{ op: 'step', env: 'e1' }, 'BAD_REQUEST', /action must be/],
      [{ op: 'step', env: 'e1', action: 'roll' }, 'BAD_REQUEST', /action must be/],
      [{ op: 'step', env: 'e1', action: 0, player: 0, then: { observe: { player: 9, as: 'tensor' } } }, 'BAD_REQUEST', /then\.observe: player must be a seat from 0 to 1/],
      [{ op: 'step', env: 'e1', action: 0, player: 0, then: { legal: { player: 0, as: 'bits' } } }, 'BAD_REQUEST', /then\.legal: as must be one of/],
      [{ op: 'step', env: 'e1', action: 0, player: 0, then: { look: true } }, 'BAD_REQUEST', /unknown field "look"/],
      [{ op: 'step', env: 'e1', action: 0, player: 0, speed: 2 }, 'BAD_REQUEST', /step: unknown field "speed"/],
      [{ op: 'observe', env: 'e1', player: 0 }, 'BAD_REQUEST', /as must be one of "tensor", "sparse", "view", got nothing/],
      [{ op: 'legal', env: 'e1', player: 'spectator', as: 'ids' }, 'BAD_REQUEST', /player must be a seat from 0 to 1, got "spectator"/],
      [{ op: 'reset', game: 'sprint' }, 'BAD_REQUEST', /seed must be a safe integer, got nothing/],
      [{ op: 'reset', game: 'sprint', seed: 1, maxSteps: 0 }, 'BAD_REQUEST', /maxSteps must be a whole number >= 1/],
      [{ op: 'reset', game: 'sprint', seed: 1, players: 2, config: { players: 3 } }, 'BAD_REQUEST', /disagree/],
      [{ op: 'reset', game: 'chess', seed: 1 }, 'UNKNOWN_GAME', /unknown game "chess" \(games: sprint, plain, fragile, glitchy, blind, foreign, thrifty\)/],
      [{ op: 'reset', game: 'sprint', seed: 1, players: 99 }, 'BAD_CONFIG', /players must be from 2 to/],
      [{ op: 'spaces', game: 'sprint', config: { players: 'two' } }, 'BAD_REQUEST', /config\.players must be a whole number/],
      [{ op: 'step', env: 'e9', action: 0 }, 'UNKNOWN_ENV', /no open env "e9"/],
      [{ op: 'step', env: 'e1', action: 0 }, 'MALFORMED_ACTION', /several seats act/],
      [{ op: 'step', env: 'e1', action: 10, player: 0 }, 'MALFORMED_ACTION', /0 to 9/],
      [{ op: 'step', env: 'e1', action: 1.5, player: 0 }, 'MALFORMED_ACTION', /0 to 9/],
      [{ op: 'step', env: 'e1', action: 3, player: 0 }, 'ILLEGAL_ACTION', /number 3/],
      [{ op: 'step', env: 'e1', action: { type: 'roll', player: 0 } }, 'ILLEGAL_ACTION', /./],
      [{ op: 'step', env: 'e1', action: { type: 'fly', player: 0 } }, 'MALFORMED_ACTION', /./],
      [{ op: 'step', env: 'e1', action: { type: 'bid', player: 0, amount: 2 }, player: 1 }, 'BAD_REQUEST', /action's own player is 0/],
      [{ op: 'bot', env: 'e1', player: 0, bot: 'oracle', seed: 1 }, 'UNKNOWN_BOT', /no bot "oracle" \(bots: random, first, cards, boom, mcts/],
      [{ op: 'bot', env: 'e1', player: 0, bot: './my-bot.mjs', seed: 1 }, 'UNKNOWN_BOT', /bot modules/],
      [{ op: 'bot', env: 'e1', player: 0, bot: 'human', seed: 1 }, 'UNKNOWN_BOT', /no bot "human"/],
      [{ op: 'bot', env: 'e1', player: 0, bot: 'boom', seed: 1 }, 'BOT_ERROR', /boom failed to choose for player 0: the bot fell over/],
      [{ op: 'batch', requests: [{ op: 'batch', requests: [] }] }, '', /./],
      [{ op: 'batch', requests: 'all' }, 'BAD_REQUEST', /requests must be an array/],
      [{ op: 'hello', extra: 1 }, 'BAD_REQUEST', /hello: unknown field "extra" \(hello takes no fields\)/],
    ];
    for (const [request, code, message] of cases) {
      if (code === '') continue;
      const error = await fails(request);
      expect({ request, code: error.code }).toEqual({ request, code });
      expect(error.message).toMatch(message);
    }
    const nested = await ok({ op: 'batch', requests: [{ op: 'batch', requests: [] }] });
    expect(nested.results).toEqual([{ ok: false, error: { code: 'BAD_REQUEST', message: 'batch: a batch may not hold another batch' } }]);
    expect(await ok({ op: 'observe', env: 'e1', player: 'spectator', as: 'view' })).toEqual(before);
    // Nothing was played by any of them, and no env was made by the refused resets.
    expect((await ok({ op: 'step', env: 'e1', action: 0, player: 0 })).steps).toBe(1);
    expect((await ok({ op: 'reset', game: 'sprint', seed: 1 })).env).toBe('e2');
  });

  it('answers lines that are not requests with id null, and echoes only readable ids', async () => {
    const { ask } = server();
    for (const line of ['nope', '[1,2]', '"hello"', '{"op":"hello"', 'null']) {
      const response = await ask(line);
      expect(response).toMatchObject({ id: null, ok: false, error: { code: 'BAD_REQUEST' } });
    }
    expect(await ask('{"op":"hello"}')).toMatchObject({ id: null, ok: false, error: { code: 'BAD_REQUEST', message: expect.stringMatching(/^id must be/) } });
    expect(await ask('{"id":{"a":1},"op":"hello"}')).toMatchObject({ id: null, ok: false });
    expect(await ask(`{"id":"${'x'.repeat(300)}","op":"hello"}`)).toMatchObject({ id: null, ok: false });
    expect(await ask('{"id":1e400,"op":"hello"}')).toMatchObject({ id: null, ok: false });
    expect(await ask('{"id":"a","op":"hello"}')).toMatchObject({ id: 'a', ok: true });
    expect(await ask('{"id":-2.5,"op":"hello"}')).toMatchObject({ id: -2.5, ok: true });
  });

  it('stays whole under hostile input: huge numbers, BigInt-like strings, __proto__ keys, deep nesting', async () => {
    const { ask, ok, fails } = server();
    await ok({ op: 'reset', game: 'sprint', seed: 1 });
    expect(await fails('{"id":1,"op":"reset","game":"sprint","seed":1e400}')).toMatchObject({ code: 'BAD_REQUEST', message: expect.stringMatching(/seed must be a safe integer, got Infinity/) });
    expect(await fails({ op: 'reset', game: 'sprint', seed: 2 ** 60 })).toMatchObject({ code: 'BAD_REQUEST' });
    expect(await fails({ op: 'reset', game: 'sprint', seed: '123456789012345678901234567890' })).toMatchObject({ code: 'BAD_REQUEST' });
    expect(await fails({ op: 'step', env: 'e1', action: 1e308, player: 0 })).toMatchObject({ code: 'MALFORMED_ACTION' });
    expect(await fails({ op: 'step', env: 'e1', action: 0, player: 1e308 })).toMatchObject({ code: 'BAD_REQUEST' });
    expect(await fails({ op: 'step', env: 'e1', action: 0, player: '0' })).toMatchObject({ code: 'BAD_REQUEST' });
    expect(await fails('{"id":1,"op":"hello","__proto__":{"op":"reset"}}')).toMatchObject({ code: 'BAD_REQUEST', message: expect.stringMatching(/unknown field "__proto__"/) });
    expect(await fails('{"id":1,"__proto__":{"op":"hello"}}')).toMatchObject({ code: 'BAD_REQUEST', message: expect.stringMatching(/op must be a string/) });
    expect(await fails('{"id":1,"op":"toString"}')).toMatchObject({ code: 'BAD_REQUEST', message: expect.stringMatching(/unknown op/) });
    expect(await fails('{"id":1,"op":"step","env":"constructor","action":0}')).toMatchObject({ code: 'UNKNOWN_ENV' });
    expect(await fails('{"id":1,"op":"reset","game":"__proto__","seed":1}')).toMatchObject({ code: 'UNKNOWN_GAME' });
    const polluted = await ask('{"id":1,"op":"reset","game":"sprint","seed":1,"config":{"__proto__":{"players":5}}}');
    // The key is data, not a prototype: the config keeps the default two seats.
    expect(polluted).toMatchObject({ ok: true, result: { env: 'e2', players: 2 } });
    expect(({} as Json).players).toBeUndefined();
    const deep = `{"id":1,"op":"step","env":"e1","action":${'['.repeat(100_000)}${']'.repeat(100_000)}}`;
    expect(await fails(deep)).toMatchObject({ code: 'BAD_REQUEST' });
    const nested = (depth: number): string => `{"id":1,"op":"reset","game":"sprint","seed":1,"config":{"x":${'['.repeat(depth)}${']'.repeat(depth)}}}`;
    expect(await fails(nested(MAX_DEPTH))).toMatchObject({ code: 'BAD_REQUEST', message: expect.stringMatching(/at most 64 deep/) });
    // One level less is read (Sprint's parseConfig ignores the extra field).
    expect(await ok(JSON.parse(nested(MAX_DEPTH - 2)) as Json)).toMatchObject({ env: 'e3' });
    // The env still plays.
    expect((await ok({ op: 'step', env: 'e1', action: 0, player: 0 })).steps).toBe(1);
  });

  it("answers a game's bug as INTERNAL_ERROR and keeps serving", async () => {
    const errors: unknown[] = [];
    const handler = new ServeHandler({ registry, library: 'x', onInternalError: (error) => errors.push(error) });
    await handler.handleLine('{"id":1,"op":"reset","game":"fragile","seed":1}');
    const labels = JSON.parse(await handler.handleLine('{"id":2,"op":"labels","env":"e1","player":0}')) as Response;
    expect(labels).toMatchObject({ id: 2, ok: false, error: { code: 'INTERNAL_ERROR', message: expect.stringMatching(/labels are broken/) } });
    expect(errors).toHaveLength(1);
    expect(JSON.parse(await handler.handleLine('{"id":3,"op":"step","env":"e1","action":0,"player":0}'))).toMatchObject({ ok: true });
  });

  it('rebuilds an env whose rules threw half-way through a legal action, state and rng as before', async () => {
    const handler = new ServeHandler({ registry, library: 'x', onInternalError: () => {} });
    const ask = async (request: Json) => JSON.parse(await handler.handleLine(JSON.stringify({ id: 1, ...request }))) as Response & { result: Json };
    await ask({ op: 'reset', game: 'glitchy', seed: 6 });
    await ask({ op: 'step', env: 'e1', action: 0, player: 0 });
    const bids = await ask({ op: 'step', env: 'e1', action: 2, player: 1 });
    const first = (bids.result.actors as number[])[0]!;
    const before = await ask({ op: 'observe', env: 'e1', player: 'spectator', as: 'view' });
    expect(await ask({ op: 'step', env: 'e1', action: 3 })).toMatchObject({ ok: false, error: { code: 'INTERNAL_ERROR', message: expect.stringMatching(/the roll glitched/) } });
    expect(await ask({ op: 'observe', env: 'e1', player: 'spectator', as: 'view' })).toEqual(before);
    // The rng is back where it was too: the next action draws as it would have in a fresh game.
    const mine = local(6, 2);
    sprint.apply(mine.state, sprint.decodeAction!(mine.state, 0, 0), mine.rng);
    sprint.apply(mine.state, sprint.decodeAction!(mine.state, 2, 1), mine.rng);
    const card = sprint.legalActions(mine.state, first).find((action) => action.type === 'play')!;
    sprint.apply(mine.state, card, mine.rng);
    const played = await ask({ op: 'step', env: 'e1', action: card as unknown as Json, then: { observe: { player: first, as: 'view' } } });
    expect(played.result).toMatchObject({ steps: 3, observation: { view: sprint.view(mine.state, first) } });
  });

  it("takes a step back when its then-answer fails on a game's bug", async () => {
    const handler = new ServeHandler({ registry, library: 'x', onInternalError: () => {} });
    const ask = async (request: Json) => JSON.parse(await handler.handleLine(JSON.stringify({ id: 1, ...request }))) as Response & { result: Json };
    await ask({ op: 'reset', game: 'blind', seed: 6 });
    await ask({ op: 'step', env: 'e1', action: 0, player: 0 });
    const before = await ask({ op: 'observe', env: 'e1', player: 'spectator', as: 'view' });
    const failed = await ask({ op: 'step', env: 'e1', action: 2, player: 1, then: { observe: { player: 0, as: 'tensor' } } });
    expect(failed).toMatchObject({ ok: false, error: { code: 'INTERNAL_ERROR', message: expect.stringMatching(/cannot see the race/) } });
    expect(await ask({ op: 'observe', env: 'e1', player: 'spectator', as: 'view' })).toEqual(before);
    expect((await ask({ op: 'step', env: 'e1', action: 2, player: 1 })).result.steps).toBe(2);
  });

  it('refuses steps past the step cap with STEP_CAP, leaving the env as it was', async () => {
    const { ok, fails } = server();
    await ok({ op: 'reset', game: 'sprint', seed: 4, maxSteps: 3 });
    await ok({ op: 'step', env: 'e1', action: 0, player: 0 });
    await ok({ op: 'step', env: 'e1', action: 0, player: 1 });
    const third = await ok({ op: 'step', env: 'e1', action: 3 });
    expect(third.steps).toBe(3);
    const view = await ok({ op: 'observe', env: 'e1', player: 0, as: 'view' });
    expect(await fails({ op: 'step', env: 'e1', action: 3 })).toMatchObject({ code: 'STEP_CAP', message: expect.stringMatching(/its 3 steps/) });
    expect(await ok({ op: 'observe', env: 'e1', player: 0, as: 'view' })).toEqual(view);
    // The game so far is still a record.
    expect(((await ok({ op: 'record', env: 'e1' })).record as Json).actions).toHaveLength(3);
  });

  it('batch runs each request in order as if sent alone: 64 envs reset and stepped at once', async () => {
    const { ok } = server();
    const resets = (await ok({ op: 'batch', requests: Array.from({ length: 64 }, (_, i) => ({ op: 'reset', game: 'sprint', seed: 100 + i, then: { legal: { player: 0, as: 'ids' } } })) })).results as Json[];
    expect(resets.map((entry) => (entry.result as Json).env)).toEqual(Array.from({ length: 64 }, (_, i) => `e${i + 1}`));
    const requests = resets.map((_, i) => ({ op: 'step', env: `e${i + 1}`, action: i % 3, player: 0, then: { observe: { player: 0, as: 'tensor' } } }));
    requests.push({ op: 'step', env: 'e99', action: 0, player: 0, then: { observe: { player: 0, as: 'tensor' } } });
    const results = (await ok({ op: 'batch', requests })).results as Json[];
    expect(results).toHaveLength(65);
    expect(results.at(-1)).toMatchObject({ ok: false, error: { code: 'UNKNOWN_ENV' } });
    for (let i = 0; i < 64; i++) {
      const mine = local(100 + i, 2);
      sprint.apply(mine.state, sprint.decodeAction!(mine.state, i % 3, 0), mine.rng);
      const result = results[i] as { ok: boolean; result: Json };
      expect(result.ok).toBe(true);
      expect(decodeTensor((result.result.observation as Json).tensor as string)).toEqual(sprint.observationTensor!(sprint.view(mine.state, 0)));
    }
    // The same requests one by one give the same answers.
    const alone = server();
    for (let i = 0; i < 64; i++) await alone.ok({ op: 'reset', game: 'sprint', seed: 100 + i });
    expect(await alone.ok(requests[5]!)).toEqual((results[5] as Json).result);
  });

  it('sample draws a world the seat cannot tell from the true one, fixed by its seed, with no record', async () => {
    const { ok, fails } = server();
    await ok({ op: 'reset', game: 'sprint', seed: 8 });
    await ok({ op: 'step', env: 'e1', action: 1, player: 0 });
    await ok({ op: 'step', env: 'e1', action: 2, player: 1 });
    const a = await ok({ op: 'sample', env: 'e1', player: 0, seed: 5 });
    const b = await ok({ op: 'sample', env: 'e1', player: 0, seed: 5 });
    expect([a.env, b.env]).toEqual(['e2', 'e3']);
    const view = (env: unknown, player: unknown) => ok({ op: 'observe', env, player, as: 'view' });
    expect(await view('e2', 0)).toEqual(await view('e1', 0));
    expect(await view('e2', 1)).toEqual(await view('e3', 1));
    const mine = local(8, 2);
    sprint.apply(mine.state, sprint.decodeAction!(mine.state, 1, 0), mine.rng);
    sprint.apply(mine.state, sprint.decodeAction!(mine.state, 2, 1), mine.rng);
    expect((await view('e2', 1)).view).toEqual(sprint.view(sprint.sampleHidden(mine.state, 0, createRng(5)), 1));
    const stepped = await ok({ op: 'step', env: 'e2', action: 3 });
    expect(stepped.steps).toBe(3);
    expect(await fails({ op: 'record', env: 'e2' })).toMatchObject({ code: 'NO_RECORD' });
    expect(await fails({ op: 'sample', env: 'e1', player: 'spectator', seed: 1 })).toMatchObject({ code: 'BAD_REQUEST' });
  });

  it('bot gives the move of a library bot, the same for the same request, and plays nothing', async () => {
    const { ok, fails } = server();
    await ok({ op: 'reset', game: 'sprint', seed: 9 });
    const first = await ok({ op: 'bot', env: 'e1', player: 1, bot: 'first', seed: 1 });
    expect(first).toEqual({ id: 0, action: { type: 'bid', player: 1, amount: 1 } });
    const state = local(9, 2).state;
    for (const name of ['random', 'mcts:20', 'cards']) {
      const answers = await Promise.all([1, 2].map(() => ok({ op: 'bot', env: 'e1', player: 0, bot: name, seed: 42 })));
      expect(answers[0]).toEqual(answers[1]);
      expect(sprint.encodeAction!(state, answers[0]!.action as never)).toBe(answers[0]!.id);
    }
    const expected = randomBot(sprint, deriveSeed(42, 0)).choose(state, 0);
    expect((await ok({ op: 'bot', env: 'e1', player: 0, bot: 'random', seed: 42 })).action).toEqual(expected);
    expect((await ok({ op: 'legal', env: 'e1', player: 0, as: 'ids' })).ids).toEqual([0, 1, 2]);
    await ok({ op: 'step', env: 'e1', action: 0, player: 0 });
    expect(await fails({ op: 'bot', env: 'e1', player: 0, bot: 'random', seed: 1 })).toMatchObject({ code: 'NOT_YOUR_TURN' });
  });

  it('record is what play --save writes: rulebooks replay accepts it, over or part-way', async () => {
    const { ok } = server();
    await ok({ op: 'reset', game: 'sprint', seed: 12, players: 3 });
    let over = false;
    let half: unknown;
    for (let turn = 0; !over; turn++) {
      const who = await ok({ op: 'bot', env: 'e1', player: await actorOf(ok), bot: 'random', seed: turn });
      over = (await ok({ op: 'step', env: 'e1', action: who.action as Json })).over as boolean;
      if (turn === 4) half = (await ok({ op: 'record', env: 'e1' })).record;
    }
    const record = (await ok({ op: 'record', env: 'e1' })).record as Json;
    expect(record).toMatchObject({ game: 'sprint', rulesVersion: sprint.rulesVersion, config: { players: 3 }, seed: 12 });
    expect(record.result).toBeDefined();
    const file = join(dir, 'served.json');
    writeFileSync(file, JSON.stringify(record));
    const replayed = await run(['replay', file], { registry });
    expect(replayed.stderr).toBe('');
    expect(replayed.code).toBe(0);
    expect(replayed.stdout).toContain('Verified: the replay reaches the recorded result and final state.');
    const partial = join(dir, 'half.json');
    writeFileSync(partial, JSON.stringify(half));
    expect((await run(['replay', partial], { registry })).code).toBe(0);
    await ok({ op: 'close', env: 'e1' });
    expect((await server().fails({ op: 'close', env: 'e1' })).code).toBe('UNKNOWN_ENV');
  });
});

/** The seat that acts first in env e1 (from a spectator's bid list or the race's active seat). */
async function actorOf(ok: (request: Json) => Promise<Json>): Promise<number> {
  for (const player of [0, 1, 2]) if (((await ok({ op: 'legal', env: 'e1', player, as: 'ids' })).ids as number[]).length > 0) return player;
  throw new Error('nobody acts');
}
