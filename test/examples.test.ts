// Runs every program in examples/ as its own process, the way a reader would, so that the examples
// in the README and the docs cannot rot: each must exit with status 0.
import { execFile } from 'node:child_process';
import { readdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const root = fileURLToPath(new URL('../', import.meta.url));
const examples = readdirSync(new URL('../examples/', import.meta.url))
  .filter((name) => name.endsWith('.ts'))
  .sort();

function runExample(name: string): Promise<{ code: number; stdout: string; stderr: string }> {
  return new Promise((resolve) => {
    execFile(
      process.execPath,
      ['--import', 'tsx', `examples/${name}`],
      { cwd: root, maxBuffer: 64 * 1024 * 1024 },
      (error, stdout, stderr) => {
        const code = error === null ? 0 : typeof error.code === 'number' ? error.code : -1;
        resolve({ code, stdout, stderr });
      },
    );
  });
}

describe('examples', () => {
  it('has some', () => {
    expect(examples.length).toBeGreaterThan(0);
  });

  it.each(examples)('%s runs to the end and exits 0', async (name) => {
    const result = await runExample(name);
    // On failure, show what the example printed on stderr.
    expect(result.code, result.stderr).toBe(0);
  });
});
