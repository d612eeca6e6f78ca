/**
 * The names of search bots on the command line: `mcts:N` and its options, one `:`-separated part
 * each, so that a search that wins in the strength bench can be played by name (the bench labels
 * its rows with these names).
 *
 *   mcts:N                 N iterations per decision, random playouts to the end
 *   mcts:N:BOT             playouts played by the game's bot BOT (short for rollout=BOT)
 *   mcts:N:rollout=BOT     the same
 *   mcts:N:prior=BOT       the tree steered by BOT's choices (mctsBot's `prior`)
 *   mcts:N:w=X             the prior's weight (`priorWeight`)
 *   mcts:N:depth=D         playouts cut after D actions and scored by the game's evaluation
 *   mcts:N:c=X             the UCB exploration constant
 *   mcts:N:keys=numbers    the tree keyed by the game's action numbers (`actionKeys`)
 *
 * For example `mcts:1100:prior=greedy:depth=6:c=0.3`. Each option at most once.
 */

/** The most iterations `mcts:N` accepts: a bound on typos, far above any useful CLI budget. */
export const MAX_MCTS_ITERATIONS = 1_000_000;

/** The longest cut `depth=D` accepts. */
export const MAX_MCTS_DEPTH = 10_000;

/** A search bot's settings, as a name gives them (bots by the game's names for them). */
export interface MctsSpec {
  readonly iterations: number;
  /** The game's bot that plays the playouts. */
  readonly rollout?: string;
  /** The game's bot that steers the tree. */
  readonly prior?: string;
  readonly priorWeight?: number;
  readonly rolloutDepth?: number;
  readonly exploration?: number;
  /** `numbers`: the tree keyed by the game's action numbers (mctsBot's `actionKeys`). */
  readonly actionKeys?: 'numbers';
}

const BOT_NAME = /^[a-z][a-z0-9-]*$/;
const DECIMAL = /^(0|[1-9][0-9]*)(\.[0-9]+)?$/;
const WHOLE = /^(0|[1-9][0-9]*)$/;

/**
 * The settings a search bot's name asks for, or undefined for a name that is not one (a bad count
 * or option included, so that it is reported as an unknown bot, with the grammar).
 */
export function parseMctsSpec(name: string): MctsSpec | undefined {
  const [head, count, ...parts] = name.split(':');
  if (head !== 'mcts' || count === undefined || !/^[1-9][0-9]*$/.test(count)) return undefined;
  const iterations = Number(count);
  if (iterations > MAX_MCTS_ITERATIONS) return undefined;
  const spec: { -readonly [K in keyof MctsSpec]: MctsSpec[K] } = { iterations };
  const seen = new Set<string>();
  for (const part of parts) {
    const equals = part.indexOf('=');
    const key = equals < 0 ? 'rollout' : part.slice(0, equals);
    const value = equals < 0 ? part : part.slice(equals + 1);
    if (seen.has(key)) return undefined;
    seen.add(key);
    switch (key) {
      case 'rollout':
      case 'prior':
        if (!BOT_NAME.test(value) || value === 'mcts') return undefined;
        spec[key] = value;
        break;
      case 'depth':
        if (!WHOLE.test(value) || Number(value) > MAX_MCTS_DEPTH) return undefined;
        spec.rolloutDepth = Number(value);
        break;
      case 'c':
        if (!DECIMAL.test(value)) return undefined;
        spec.exploration = Number(value);
        break;
      case 'w':
        if (!DECIMAL.test(value)) return undefined;
        spec.priorWeight = Number(value);
        break;
      case 'keys':
        if (value !== 'numbers') return undefined;
        spec.actionKeys = value;
        break;
      default:
        return undefined;
    }
  }
  return spec;
}

/** The name of a search bot with these settings: what {@link parseMctsSpec} reads back. */
export function mctsSpecName(spec: MctsSpec): string {
  const parts = [`mcts:${spec.iterations}`];
  if (spec.rollout !== undefined) parts.push(spec.rollout);
  if (spec.prior !== undefined) parts.push(`prior=${spec.prior}`);
  if (spec.priorWeight !== undefined) parts.push(`w=${spec.priorWeight}`);
  if (spec.rolloutDepth !== undefined) parts.push(`depth=${spec.rolloutDepth}`);
  if (spec.exploration !== undefined) parts.push(`c=${spec.exploration}`);
  if (spec.actionKeys !== undefined) parts.push(`keys=${spec.actionKeys}`);
  return parts.join(':');
}
