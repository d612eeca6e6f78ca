/**
 * rulebooks/simulate: many seeded games at once, on worker threads, with anyone's bots (Node only).
 *
 * {@link simulate} is `rulebooks simulate` as a function: the same games, statistics, rows and files
 * for the same settings, whatever the number of workers. A bot of your own is a module whose
 * default export is a {@link BotFactory} (`(game, { seed, seat }) => Bot`, see {@link BotModule});
 * name it by its path in `bots`, and each worker thread loads it. This entry uses Node's worker
 * threads and file system, which is why it is apart from the core entry, which runs in browsers.
 *
 * @packageDocumentation
 */
export { simulate, type BotSpec, type GameModule, type SimulateOptions, type SimulationRow } from './simulate.js';
export {
  BOT_ERROR_CODES,
  BotError,
  botModuleUrl,
  isBotError,
  isBotModulePath,
  loadBotModule,
  type BotErrorCode,
} from './bot-module.js';
export type { BotSummary, SeatSummary, ShardNote, SimulationSummary } from '../cli/simulate-summary.js';
export type { BotFactory, BotFactoryOptions, BotModule } from '../index.js';
