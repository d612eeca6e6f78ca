/**
 * A local session: the whole match in this page (`createMatch` with the rules' fair undo policy),
 * bots in the seats asked for, every seat and the spectator viewable (hot-seat play). Each seat's
 * update is built from the match with `buildSeatUpdate`, the same function the host uses, so the
 * boards read exactly what a networked seat would receive.
 */
import { createMatch, replay, replayStart, type AnyGame, type Bot, type Match, type Player, type Viewer } from 'rulebooks';
import { buildSeatUpdate } from 'rulebooks/host';
import type { SeatUpdate } from 'rulebooks/client';
import type { Moment, Session, ShownRefusal } from './types.js';

export interface LocalOptions {
  readonly config: unknown;
  readonly seed: number;
  /** The bots, by seat. */
  readonly bots: ReadonlyMap<Player, Bot<AnyGame>>;
  /** Milliseconds between a bot's moves, so that people can follow them (0: at once). */
  readonly botDelay: number;
}

export function createLocalSession(game: AnyGame, options: LocalOptions): Session {
  const match: Match<AnyGame> = createMatch(game, { config: options.config as never, seed: options.seed, undo: 'fair' });
  const listeners = new Set<() => void>();
  const refusals = new Map<Player, ShownRefusal>();
  // Who played each action: undo takes back a person's last action and the bots' replies after it.
  const byBot: boolean[] = [];
  let timer: ReturnType<typeof setTimeout> | undefined;
  // Replay states, made once per length of the game (a replay walks the record once).
  let replayed: { length: number; states: unknown[] } | undefined;
  const cache = new Map<Viewer, { length: number; update: SeatUpdate }>();

  const notify = (): void => {
    for (const listener of [...listeners]) listener();
  };
  const players = (match.config as { players?: unknown }).players;
  const seats = (): Player[] => Array.from({ length: typeof players === 'number' ? players : game.minPlayers }, (_, seat) => seat);

  const runBots = (): void => {
    clearTimeout(timer);
    if (match.isOver()) return;
    const seat = match.actors().find((actor) => options.bots.has(actor));
    if (seat === undefined) return;
    timer = setTimeout(() => {
      timer = undefined;
      if (match.isOver() || !match.actors().includes(seat)) return runBots();
      match.play((options.bots.get(seat) as Bot<AnyGame>).choose(match.state, seat) as never);
      byBot.push(true);
      notify();
      runBots();
    }, options.botDelay);
  };

  const session: Session = {
    game,
    mode: 'local',
    viewers: () => [...seats(), 'spectator'],
    botSeats: () => [...options.bots.keys()],
    update(viewer) {
      const length = match.actions.length;
      const held = cache.get(viewer);
      if (held !== undefined && held.length === length) return held.update;
      const update = buildSeatUpdate(match, viewer, length + 1, []) as SeatUpdate;
      cache.set(viewer, { length, update });
      return update;
    },
    log(viewer, moment) {
      const all = match.logFor(viewer);
      if (moment === undefined) return all;
      // The events of the actions after `moment` are the tail of the story.
      return all.slice(0, all.length - match.logFor(viewer, Math.max(0, Math.min(moment, match.actions.length))).length);
    },
    act(seat, action) {
      refusals.delete(seat);
      try {
        match.play(action as never);
        byBot.push(false);
      } catch (error) {
        const { code = 'ILLEGAL_ACTION', reason = String(error) } = error as { code?: string; reason?: string };
        refusals.set(seat, { code, message: reason });
      }
      notify();
      runBots();
    },
    refusal: (seat) => refusals.get(seat),
    outcome: () => match.outcome(),
    moments: () => match.actions.length + 1,
    moment(viewer, index) {
      const record = match.toRecord();
      if (replayed === undefined || replayed.length !== match.actions.length) {
        replayed = { length: match.actions.length, states: [replayStart(game, record), ...[...replay(game, record)].map((step) => step.state)] };
      }
      const state = replayed.states[Math.max(0, Math.min(index, replayed.states.length - 1))];
      return { view: game.view(state, viewer), actors: game.actors(state) } satisfies Moment;
    },
    canUndo: () => byBot.includes(false) && match.canUndo(),
    undo() {
      clearTimeout(timer);
      // Back to before the last action a person played, as far as the fair policy lets us.
      while (byBot.length > 0 && match.canUndo()) {
        const wasBot = byBot[byBot.length - 1];
        match.undo();
        byBot.pop();
        if (!wasBot) break;
      }
      refusals.clear();
      notify();
      runBots();
    },
    record: () => match.toRecord(),
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    close() {
      clearTimeout(timer);
      listeners.clear();
    },
  };
  runBots();
  return session;
}
