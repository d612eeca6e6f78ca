import { createInterface, type Interface } from 'node:readline';
import type { AnyGame, Player } from '../index.js';
import { CliError } from './errors.js';
import { truncate } from './format.js';
import type { CliOutput } from './io.js';

/**
 * Lines from a stream, one at a time on request. Lines that arrive before they are asked for
 * are kept, so scripted input works as well as typing; `next` gives `null` once the stream ends.
 */
export class LineReader {
  private readonly lines: string[] = [];
  private readonly waiting: ((line: string | null) => void)[] = [];
  private ended = false;
  private readonly rl: Interface;
  /** True when the input is not a terminal, so typed answers are not echoed by one. */
  readonly echo: boolean;

  constructor(input: NodeJS.ReadableStream) {
    this.echo = (input as { isTTY?: boolean }).isTTY !== true;
    this.rl = createInterface({ input, crlfDelay: Infinity, terminal: false });
    this.rl.on('line', (line) => {
      const taker = this.waiting.shift();
      if (taker) taker(line);
      else this.lines.push(line);
    });
    this.rl.on('close', () => {
      this.ended = true;
      for (const taker of this.waiting.splice(0)) taker(null);
    });
  }

  next(): Promise<string | null> {
    const line = this.lines.shift();
    if (line !== undefined) return Promise.resolve(line);
    if (this.ended) return Promise.resolve(null);
    return new Promise((resolve) => this.waiting.push(resolve));
  }

  /** Stops reading, so that an interactive stdin no longer keeps the process alive. */
  close(): void {
    this.rl.close();
  }
}

/**
 * What `player` may see, as the game summarises it for a person (`describeView`): a few readable
 * lines, indented under "You see:".
 */
export function viewSummary(game: AnyGame, state: unknown, player: Player): string[] {
  const text = game.describeView(game.view(state, player));
  return text.split('\n').map((line: string) => `  ${line}`);
}

/**
 * Asks the person at `player`'s seat to choose one of their legal actions by number, asking again
 * after anything that is not one of the numbers shown. Throws a CliError if input ends first.
 */
export async function askForAction(
  game: AnyGame,
  state: unknown,
  player: Player,
  reader: LineReader,
  out: CliOutput,
): Promise<unknown> {
  const legal = game.legalActions(state, player);
  const lines = [
    '',
    `Your turn, player ${player}. You see:`,
    ...viewSummary(game, state, player),
    'Your choices:',
    ...legal.map((action, i) => `  ${String(i + 1).padStart(String(legal.length).length)}) ${game.describeAction(state, action)}`),
  ];
  out.write(`${lines.join('\n')}\n`);
  for (;;) {
    out.write(`Choose 1-${legal.length}: `);
    const line = await reader.next();
    if (line === null) {
      out.write('\n');
      throw new CliError(`input ended before player ${player} chose an action; the game is abandoned`);
    }
    // Piped or scripted answers are echoed, so the transcript reads like a terminal session.
    if (reader.echo) out.write(`${line}\n`);
    const text = line.trim();
    const choice = /^\d+$/.test(text) ? Number(text) : NaN;
    const action = Number.isInteger(choice) ? legal[choice - 1] : undefined;
    if (action !== undefined) return action;
    out.write(`"${truncate(text, 40)}" is not one of the choices: type a number from 1 to ${legal.length}.\n`);
  }
}

