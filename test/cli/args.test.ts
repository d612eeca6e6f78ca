import { describe, expect, it } from 'vitest';
import { inRange, onePositional, parseArgs, parseWholeNumber } from '../../src/cli/args.js';
import { CliError } from '../../src/cli/errors.js';
import { moduleExtension, siblingModuleUrl } from '../../src/cli/module-url.js';
import { withoutTsxFlags } from '../../src/cli/simulate-pool.js';

const specs = { seed: 'int', name: 'string', json: 'switch' } as const;

describe('parseArgs', () => {
  it('reads spaced and = values, switches and positionals', () => {
    expect(parseArgs('x', ['a', '--seed', '-3', '--name=bo', '--json', 'b'], specs)).toEqual({
      positionals: ['a', 'b'],
      flags: { seed: -3, name: 'bo', json: true },
    });
    expect(parseArgs('x', ['--', '--seed'], specs).positionals).toEqual(['--seed']);
  });

  it.each([
    [['--seed'], '--seed needs a value'],
    [['--seed='], '--seed needs a value'],
    [['--seed', '1e3'], '--seed needs a whole number, got "1e3"'],
    [['--seed', '99999999999999999999'], 'needs a whole number'],
    [['--json=1'], '--json takes no value'],
    [['--what'], 'unknown option --what for "x"'],
    [['-q'], 'unknown option -q for "x"'],
    [['--name', 'a', '--name', 'b'], '--name is given twice'],
  ])('refuses %j', (args, message) => {
    expect(() => parseArgs('x', args, specs)).toThrow(CliError);
    expect(() => parseArgs('x', args, specs)).toThrow(message);
  });

  it('checks ranges and positionals', () => {
    expect(parseWholeNumber('007')).toBe(7);
    expect(parseWholeNumber(' 7')).toBeUndefined();
    expect(inRange('games', 3, 1)).toBe(3);
    expect(() => inRange('games', 0, 1)).toThrow('--games must be at least 1, got 0');
    expect(() => inRange('human', 4, 0, 3)).toThrow('--human must be from 0 to 3, got 4');
    expect(onePositional('play', ['a'], 'a game id')).toBe('a');
    expect(() => onePositional('play', [], 'a game id')).toThrow('play needs a game id');
  });
});

describe('module locations', () => {
  it('keep the extension of the module asking', () => {
    expect(moduleExtension('file:///r/src/cli/simulate.ts')).toBe('.ts');
    expect(moduleExtension('file:///r/dist/cli/main.js')).toBe('.js');
    expect(siblingModuleUrl('file:///r/src/cli/registry.ts', '../games/magical-athlete/index')).toBe(
      'file:///r/src/games/magical-athlete/index.ts',
    );
    expect(siblingModuleUrl('file:///r/dist/cli/main.js', './simulate-worker')).toBe('file:///r/dist/cli/simulate-worker.js');
  });

  it('drop only tsx preloads from a worker execArgv', () => {
    expect(
      withoutTsxFlags([
        '--require',
        '/r/node_modules/tsx/dist/preflight.cjs',
        '--import',
        'file:///r/node_modules/tsx/dist/loader.mjs',
        '--import=tsx',
        '--conditions',
        'development',
        '--require',
        '/r/node_modules/vitest/suppress-warnings.cjs',
      ]),
    ).toEqual(['--conditions', 'development', '--require', '/r/node_modules/vitest/suppress-warnings.cjs']);
  });
});
