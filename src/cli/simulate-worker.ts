/**
 * A worker thread of `rulebooks simulate`. It imports the game named by its registry entry, says
 * it is ready, then plays each range of game indices it is sent and posts the results back.
 */
import { parentPort, workerData } from 'node:worker_threads';
import { isBotError, loadBotModules } from '../simulate/bot-module.js';
import { loadEntry, type LoadedEntry } from './load-entry.js';
import { runRange, type FromWorker, type ToWorker, type WorkerInput } from './simulate-run.js';

const port = parentPort;
if (port === null) throw new Error('simulate-worker.ts runs as a worker thread of rulebooks simulate');

const input = workerData as WorkerInput;
const send = (message: FromWorker): void => port.postMessage(message);

let loaded: LoadedEntry | undefined;
try {
  loaded = await loadEntry(input.entry);
  // Users' bots come by path: each worker imports the same files the main thread checked.
  if (input.botModules !== undefined) loaded = { ...loaded, botModules: await loadBotModules(input.bots, input.botModules) };
} catch (error) {
  loaded = undefined;
  send({
    type: 'failed',
    failure: {
      index: -1,
      seed: input.baseSeed,
      message: error instanceof Error ? error.message : String(error),
      stack: undefined,
      ...(isBotError(error) ? { botCode: error.code } : {}),
    },
  });
}

if (loaded !== undefined) {
  const game = loaded;
  port.on('message', (message: ToWorker) => {
    const { results, failure } = runRange(game, input, message.start, message.end);
    if (failure === undefined) send({ type: 'done', start: message.start, results });
    else send({ type: 'failed', failure, start: message.start, results });
  });
  send({ type: 'ready' });
}
