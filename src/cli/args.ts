import { CliError } from './errors.js';

/** How a flag's value is read: a whole number, free text, or no value at all (a switch). */
export type FlagKind = 'int' | 'string' | 'switch';

/** The flags a command accepts, by name without the leading `--`. */
export type FlagSpecs = Readonly<Record<string, FlagKind>>;

/** The values found for `T`'s flags; a flag not given is absent. */
export type FlagValues<T extends FlagSpecs> = {
  -readonly [K in keyof T]?: T[K] extends 'int' ? number : T[K] extends 'switch' ? true : string;
};

/** A command's arguments once read: its positional words and its flags. */
export interface ParsedArgs<T extends FlagSpecs> {
  readonly positionals: string[];
  readonly flags: FlagValues<T>;
}

/** Reads a whole number the way a user writes it: optional minus sign, digits, nothing else. */
export function parseWholeNumber(text: string): number | undefined {
  if (!/^-?\d+$/.test(text)) return undefined;
  const value = Number(text);
  return Number.isSafeInteger(value) ? value : undefined;
}

/**
 * Parses `args` against `specs`. Accepts `--name value` and `--name=value`; an int flag always
 * takes the next word as its value, so `--seed -3` works. Unknown, repeated or malformed flags are
 * CliErrors naming the flag.
 */
export function parseArgs<T extends FlagSpecs>(command: string, args: readonly string[], specs: T): ParsedArgs<T> {
  const positionals: string[] = [];
  const flags: Record<string, number | string | true> = {};
  for (let i = 0; i < args.length; i++) {
    const arg = args[i] as string;
    if (arg === '--') {
      positionals.push(...args.slice(i + 1));
      break;
    }
    if (!arg.startsWith('--') || arg === '--') {
      if (arg.startsWith('-') && arg.length > 1 && parseWholeNumber(arg) === undefined) {
        throw new CliError(`unknown option ${arg} for "${command}" (see rulebooks --help)`);
      }
      positionals.push(arg);
      continue;
    }
    const eq = arg.indexOf('=');
    const name = eq < 0 ? arg.slice(2) : arg.slice(2, eq);
    const kind = Object.prototype.hasOwnProperty.call(specs, name) ? specs[name] : undefined;
    if (kind === undefined) throw new CliError(`unknown option --${name} for "${command}" (see rulebooks --help)`);
    if (name in flags) throw new CliError(`--${name} is given twice`);
    if (kind === 'switch') {
      if (eq >= 0) throw new CliError(`--${name} takes no value`);
      flags[name] = true;
      continue;
    }
    let text: string | undefined;
    if (eq >= 0) {
      text = arg.slice(eq + 1);
    } else {
      text = args[i + 1];
      i += 1;
    }
    if (text === undefined || text === '') throw new CliError(`--${name} needs a value`);
    if (kind === 'string') {
      flags[name] = text;
      continue;
    }
    const value = parseWholeNumber(text);
    if (value === undefined) throw new CliError(`--${name} needs a whole number, got "${text}"`);
    flags[name] = value;
  }
  return { positionals, flags: flags as FlagValues<T> };
}

/** `value` if it lies in [min, max], otherwise a CliError naming the flag and the range. */
export function inRange(flag: string, value: number, min: number, max = Number.MAX_SAFE_INTEGER): number {
  if (value < min || value > max) {
    const range = max === Number.MAX_SAFE_INTEGER ? `at least ${min}` : `from ${min} to ${max}`;
    throw new CliError(`--${flag} must be ${range}, got ${value}`);
  }
  return value;
}

/**
 * The single positional argument a command needs (`what` names it in messages), refusing a missing
 * one and any extras.
 */
export function onePositional(command: string, positionals: readonly string[], what: string): string {
  const [first, ...extra] = positionals;
  if (first === undefined) throw new CliError(`${command} needs ${what} (see rulebooks --help)`);
  if (extra.length > 0) throw new CliError(`unexpected argument "${extra[0]}" for "${command}"`);
  return first;
}
