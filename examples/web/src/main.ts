/**
 * The playground's shell: picks a game and a way to play (local, with bots and hot-seat; or one
 * seat of a networked room), then draws the chosen viewer's board, menu, log, replay slider, undo
 * and a debug panel. Everything drawn comes from one viewer's seat update (or, on the replay
 * slider, that viewer's view of an earlier moment).
 *
 * URL parameters (all optional): `game`, `mode` (`local` | `network`), `seed`, `players` or
 * `config` (JSON),
 * `bots` (comma-separated seats bots play locally; default every seat but 0), `bot` (a bot name),
 * `botDelay` (ms), `seat` (the viewer shown first); for `network`: `server`, `room` (the room
 * type), `roomId`, `seat` (`spectator` to watch).
 */
import { createRng, randomBot, verifyRecord, type AnyGame, type Bot, type Player, type Viewer } from 'rulebooks';
import type { SeatUpdate } from 'rulebooks/client';
import { GAMES, type LoadedGame } from './games.js';
import { createLocalSession } from './session/local.js';
import type { Session } from './session/types.js';
import { html } from './ui/dom.js';
import { renderMenu } from './ui/menu.js';
import './styles.css';

const params = new URLSearchParams(location.search);
const gameId = params.get('game') ?? 'psi-wars';
const $ = <E extends HTMLElement>(id: string): E => document.getElementById(id) as E;

interface Shown {
  session: Session;
  loaded: LoadedGame;
  viewer: Viewer;
  /** The replay slider's position, or undefined when it follows the game. */
  moment: number | undefined;
}

async function start(): Promise<void> {
  const entry = GAMES[gameId];
  if (entry === undefined) throw new Error(`no game "${gameId}": one of ${Object.keys(GAMES).join(', ')}`);
  fillGamePicker();
  const loaded = await entry.load();
  const session = params.get('mode') === 'network' ? await networkSession(loaded.game) : localSession(loaded);
  const viewers = session.viewers();
  const asked = params.get('seat');
  const first = asked === 'spectator' ? 'spectator' : asked !== null && viewers.includes(Number(asked)) ? Number(asked) : (viewers[0] ?? 0);
  const shown: Shown = { session, loaded, viewer: first, moment: undefined };
  document.title = `${loaded.game.title} · rulebooks playground`;
  $('title').textContent = loaded.game.title;
  $('mode').textContent = session.mode === 'local' ? 'local game' : `network room ${(session as { roomId?: string }).roomId ?? ''}`;
  wireControls(shown);
  session.subscribe(() => draw(shown));
  draw(shown);
  // When the first board was drawn, for the playground bench (bench/playground.ts).
  document.body.dataset.readyAt = String(Math.round(performance.now()));
  document.body.dataset.ready = 'true';
}

function fillGamePicker(): void {
  const picker = $<HTMLSelectElement>('game');
  for (const [id, { title }] of Object.entries(GAMES)) picker.append(html('option', { value: id, selected: id === gameId }, title));
  picker.addEventListener('change', () => {
    const next = new URLSearchParams({ game: picker.value });
    location.search = next.toString();
  });
}

function localSession(loaded: LoadedGame): Session {
  const { game } = loaded;
  // `config` (JSON, checked by the game's parseConfig) wins over `players`.
  const configText = params.get('config');
  const config = configText === null ? game.defaultConfig(Number(params.get('players') ?? game.minPlayers)) : game.parseConfig(JSON.parse(configText));
  const players = seatsOf(config, game);
  const seed = Number(params.get('seed') ?? Math.floor(Math.random() * 2 ** 32));
  const botSeats = (params.get('bots') ?? Array.from({ length: players - 1 }, (_, i) => i + 1).join(','))
    .split(',')
    .filter((text) => text !== '')
    .map(Number)
    .filter((seat) => Number.isInteger(seat) && seat >= 0 && seat < players);
  const botName = params.get('bot') ?? Object.keys(loaded.bots)[0] ?? 'random';
  const make = (seat: Player): Bot<AnyGame> => {
    const factory = loaded.bots[botName];
    const botSeed = seed * 31 + seat + 1;
    return factory === undefined ? randomBot(game, createRng(botSeed)) : factory(game, botSeed);
  };
  $('seed').textContent = `seed ${seed}`;
  return createLocalSession(game, {
    config,
    seed,
    bots: new Map(botSeats.map((seat) => [seat, make(seat)])),
    botDelay: Number(params.get('botDelay') ?? 250),
  });
}

/** The seats of a config: its `players`, where the game has one. */
function seatsOf(config: unknown, game: AnyGame): number {
  const players = (config as { players?: unknown }).players;
  return typeof players === 'number' ? players : game.minPlayers;
}

async function networkSession(game: AnyGame): Promise<Session> {
  // Loaded only for a networked page: a local game carries no WebSocket client.
  const { createNetworkSession } = await import('./session/network.js');
  const seatText = params.get('seat');
  return createNetworkSession(game, {
    server: params.get('server') ?? `ws://${location.hostname}:2567`,
    roomName: params.get('room') ?? game.id,
    roomId: params.get('roomId') ?? undefined,
    seat: seatText === null ? undefined : seatText === 'spectator' ? 'spectator' : Number(seatText),
  });
}

function wireControls(shown: Shown): void {
  $<HTMLSelectElement>('seat').addEventListener('change', (event) => {
    const value = (event.target as HTMLSelectElement).value;
    shown.viewer = value === 'spectator' ? 'spectator' : Number(value);
    shown.moment = undefined;
    draw(shown);
  });
  $<HTMLInputElement>('replay').addEventListener('input', (event) => {
    const value = Number((event.target as HTMLInputElement).value);
    shown.moment = value >= shown.session.moments(shown.viewer) - 1 ? undefined : value;
    draw(shown);
  });
  $('undo').addEventListener('click', () => {
    shown.moment = undefined;
    shown.session.undo();
  });
  $('show-record').addEventListener('click', () => {
    const record = shown.session.record();
    $('debug-record').textContent = record === undefined ? 'A networked page holds no record: only its own seat updates.' : JSON.stringify(record, null, 1);
  });
  $('verify').addEventListener('click', () => {
    const record = shown.session.record();
    let text: string;
    try {
      if (record === undefined) text = 'no record in a networked page';
      else {
        const { outcome } = verifyRecord(shown.session.game, JSON.parse(JSON.stringify(record)));
        text = outcome === undefined ? 'the record replays (the game is not over)' : `verified: ${JSON.stringify(outcome)}`;
      }
    } catch (error) {
      text = `refused: ${error instanceof Error ? error.message : String(error)}`;
    }
    $('verify-result').textContent = text;
  });
}

function draw(shown: Shown): void {
  const { session, loaded } = shown;
  const viewers = session.viewers();
  if (!viewers.includes(shown.viewer) && viewers.length > 0) shown.viewer = viewers[0] as Viewer;
  drawSeatPicker(shown, viewers);
  const update = session.update(shown.viewer);
  const moments = session.moments(shown.viewer);
  const slider = $<HTMLInputElement>('replay');
  slider.max = String(Math.max(0, moments - 1));
  slider.value = String(shown.moment ?? moments - 1);
  $('replay-label').textContent = shown.moment === undefined ? `now (${moments - 1})` : `step ${shown.moment} of ${moments - 1}`;
  $<HTMLButtonElement>('undo').disabled = !session.canUndo();

  const past = shown.moment === undefined ? undefined : session.moment(shown.viewer, shown.moment);
  const view = past?.view ?? update?.view;
  const actors = past?.actors ?? update?.actors ?? [];
  const menu = past === undefined && shown.viewer !== 'spectator' && !session.botSeats().includes(shown.viewer) ? (update?.menu ?? []) : [];
  const act = (action: unknown): void => {
    if (shown.viewer !== 'spectator') session.act(shown.viewer, action);
  };
  document.body.dataset.replaying = String(past !== undefined);

  const board = $('board');
  board.replaceChildren();
  if (view !== undefined) loaded.board.render(board, { game: loaded.game, viewer: shown.viewer, view, actors, menu, act });
  renderMenu($('menu'), menu, act);
  drawStatus(shown, actors, update);
  drawLog(shown);
  $('debug-update').textContent = update === undefined ? '' : JSON.stringify(update, null, 1);
}

function drawSeatPicker(shown: Shown, viewers: readonly Viewer[]): void {
  const picker = $<HTMLSelectElement>('seat');
  const names = viewers.map((viewer) => (viewer === 'spectator' ? 'spectator' : `${seatName(shown.loaded.game, viewer)}${shown.session.botSeats().includes(viewer) ? ' (bot)' : ''}`));
  const current = [...picker.options].map((option) => option.textContent).join('|');
  if (current !== names.join('|')) picker.replaceChildren(...viewers.map((viewer, i) => html('option', { value: String(viewer) }, names[i] as string)));
  picker.value = String(shown.viewer);
}

/**
 * The game's own name for a seat (Magika's letters) where it has one. `Game.seatName` takes a
 * state, which a networked page never holds; the games that name seats do it from the seat alone,
 * and a game that needed the state falls back to the number.
 */
function seatName(game: AnyGame, seat: Player): string {
  const named = game.seatName;
  if (typeof named === 'function') {
    try {
      const name = named.call(game, undefined as never, seat);
      if (typeof name === 'string' && name !== '') return name;
    } catch {
      // Falls back to the number below.
    }
  }
  return `Seat ${seat}`;
}

function drawStatus(shown: Shown, actors: readonly Player[], update: SeatUpdate | undefined): void {
  const { session, loaded } = shown;
  const outcome = session.outcome();
  const status = $('status');
  status.replaceChildren();
  if (outcome !== undefined) {
    const winners = (outcome.ranking[0] ?? []).map((seat) => seatName(loaded.game, seat)).join(' and ');
    status.append(html('p', { class: 'over', 'data-over': 'true' }, `Game over: ${winners || 'nobody'} ${outcome.ranking[0]?.length === 1 ? 'wins' : 'share the win'}.`));
  } else if (update === undefined) {
    status.append(html('p', {}, 'Waiting for the first update…'));
  } else {
    status.append(html('p', {}, `To act: ${actors.map((seat) => seatName(loaded.game, seat)).join(', ') || 'nobody'}`));
  }
  const refusal = shown.viewer === 'spectator' ? undefined : session.refusal(shown.viewer);
  if (refusal !== undefined) status.append(html('p', { class: 'refusal', role: 'alert' }, `${refusal.code}: ${refusal.message}`));
}

function drawLog(shown: Shown): void {
  const { session, loaded } = shown;
  // On the replay slider, the story up to the moment shown.
  const events = session.log(shown.viewer, shown.moment);
  const log = $('log');
  // The newest first, and only the last 200: a long game's log would otherwise dominate the page.
  const recent = events.slice(-200).reverse();
  log.replaceChildren(...recent.map((event) => html('li', {}, loaded.game.describeEvent(event as never))));
}

start().catch((error: unknown) => {
  document.body.dataset.error = String(error);
  $('status').replaceChildren(html('p', { class: 'refusal' }, `Could not start: ${error instanceof Error ? error.message : String(error)}`));
});
