/**
 * The rows of `rulebooks export`: one game played exactly as `simulate` plays game `index`, with
 * each decision recorded as a line of JSON for learning (docs/guides/datasets.md).
 */
import { canonicalJson, hashState, playout, rankRewards, type AnyGame, type Bot, type Json, type Outcome, type Player } from '../index.js';
import { makeBots } from './bots.js';
import { describeAction } from './format.js';
import type { LoadedEntry } from './load-entry.js';
import { seedOf } from './simulate-run.js';

/** What `observation` holds: the acting seat's whole view, or only its key. */
export const VIEW_MODES = ['full', 'key'] as const;

/** One of {@link VIEW_MODES}. */
export type ViewMode = (typeof VIEW_MODES)[number];

/**
 * The information-state key of a view: a 64-bit fingerprint (16 hex digits) of its canonical
 * JSON, so equal views get equal keys whatever their key order. It identifies what the seat sees
 * now, not the path that led there: two decisions with equal views share a key.
 */
export function observationKey(view: unknown): string {
  return hashState(view);
}

/** How one seat fared in a finished game. */
export interface SeatResult {
  /** 1-based place; tied seats share the best place of their group (1, 1, 3). */
  readonly rank: number;
  /**
   * 1 for sole first, 0 for sole last, linear in between; tied seats share the mean of the places
   * they span, so rewards always sum to n/2 and a two-seat draw is 0.5 each.
   */
  readonly reward: number;
}

/** The place and reward of `seat` in `outcome` among `players` seats. */
export function seatResult(outcome: Outcome, seat: Player, players: number): SeatResult {
  let before = 0;
  for (const group of outcome.ranking) {
    // The reward is the one search bots use (core's `rankRewards`): first 1, last 0, ties share.
    if (group.includes(seat)) return { rank: before + 1, reward: players <= 1 ? 1 : rankRewards(outcome)[seat]! };
    before += group.length;
  }
  // An outcome that leaves a seat unranked puts it behind everyone ranked.
  return { rank: before + 1, reward: 0 };
}

/** Everything the export needs to play a game besides its index. */
export interface ExportPlan {
  /** The config to play, already checked by the game (`chooseConfig`). */
  readonly config: unknown;
  /** Its number of seats. */
  readonly players: number;
  /** The seed of game 0 (`--seed`); game i is seeded `seedOf(baseSeed, i)`. */
  readonly baseSeed: number;
  /** One bot name per seat, as `chooseBots` returns them. */
  readonly bots: readonly string[];
  /** What each row's `observation` holds. */
  readonly view: ViewMode;
}

/** One exported game: its lines for the steps file and for the games file, ready to append. */
export interface ExportedGame {
  /** Every decision of the game, one JSON object per line, each line ending with a newline. */
  readonly stepLines: string;
  /** The game's summary row, ending with a newline. */
  readonly gameLine: string;
  /** The number of decisions (= actions played). */
  readonly steps: number;
}

/**
 * Where `action` stands in `legal`, or -1: by identity first (bots usually return a listed action),
 * then by value, for a bot that builds its own copy.
 */
export function indexOfAction(legal: readonly unknown[], action: unknown): number {
  const byIdentity = legal.indexOf(action);
  if (byIdentity >= 0) return byIdentity;
  const text = canonicalJson(action);
  return legal.findIndex((candidate) => canonicalJson(candidate) === text);
}

/**
 * Plays game `index` of `plan` and returns its rows. The game is `simulate`'s game `index`: seed
 * `seedOf(baseSeed, index)`, fresh bots seeded per seat by `makeBots`, played by `playout`. Each
 * bot is wrapped to note the view and the legal actions before it chooses; reading them uses no
 * randomness, so the game played is unchanged. A row is serialized the moment it is taken (the
 * state is then mutated in place) but its `outcome` is only known at the end, so each row is kept
 * as its text up to `"outcome":` and finished once the game is over.
 */
export function exportGame(loaded: LoadedEntry, plan: ExportPlan, index: number): ExportedGame {
  const { game, stats } = loaded;
  const seed = seedOf(plan.baseSeed, index);
  const heads: { readonly seat: Player; readonly text: string }[] = [];
  const record = (bot: Bot<AnyGame>, state: unknown, seat: Player): unknown => {
    const view = game.view(state, seat);
    const observation = JSON.stringify(plan.view === 'key' ? observationKey(view) : view);
    const legal = game.legalActions(state, seat) as readonly unknown[];
    const legalText = JSON.stringify(legal);
    const labels = JSON.stringify(legal.map((action) => describeAction(game, state, action)));
    const action = bot.choose(state, seat);
    const actionIndex = indexOfAction(legal, action);
    if (actionIndex < 0) {
      throw new Error(`bot "${bot.name}" chose an action that is not legal for seat ${seat}: ${JSON.stringify(action)}`);
    }
    const step = heads.length;
    heads.push({
      seat,
      text:
        `{"game":${index},"seed":${seed},"step":${step},"seat":${seat},"observation":${observation},` +
        `"legal":${legalText},"labels":${labels},"action":${JSON.stringify(action)},"actionIndex":${actionIndex},"outcome":`,
    });
    return action;
  };
  const bots = makeBots(game, loaded.bots, plan.bots, seed, loaded.botModules).map((bot, seat): Bot<AnyGame> => {
    if (bot === undefined) throw new Error(`export: seat ${seat} has no bot`);
    return { name: bot.name, choose: (state, player) => record(bot, state, player) };
  });

  const { state, outcome, steps } = playout(game, plan.config, seed, { bots });
  const ranking = JSON.stringify(outcome.ranking);
  const scores = JSON.stringify(outcome.scores);
  // The part of `outcome` every seat shares is built once; only rank and reward differ by seat.
  const tails = Array.from({ length: plan.players }, (_, seat) => {
    const { rank, reward } = seatResult(outcome, seat, plan.players);
    return `{"ranking":${ranking},"scores":${scores},"rank":${rank},"reward":${reward}}}\n`;
  });
  let stepLines = '';
  for (const head of heads) stepLines += head.text + (tails[head.seat] ?? '');
  const gameRow: Record<string, Json> = {
    game: index,
    seed,
    gameId: game.id,
    rulesVersion: game.rulesVersion,
    players: plan.players,
    config: plan.config as Json,
    bots: [...plan.bots],
    view: plan.view,
    length: steps,
    outcome: { ranking: outcome.ranking.map((group) => [...group]), scores: [...outcome.scores] },
    stats: stats === undefined ? null : stats.perGame(state, outcome),
  };
  return { stepLines, gameLine: `${JSON.stringify(gameRow)}\n`, steps };
}
