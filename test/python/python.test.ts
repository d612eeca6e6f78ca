// Runs the Python client's own tests (examples/python/tests, unittest) against the real step
// server, the way a researcher's Python process talks to it: python3 spawns
// `node --import tsx src/cli/main.ts serve --stdio` (the sources: the suite runs before the build)
// and runs `rulebooks replay` the same way. numpy is kept out (RULEBOOKS_NO_NUMPY), since CI's
// Debian python3 may not have it; the Python tests also compare both decoders where numpy is present.
import { execFile } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const root = fileURLToPath(new URL('../../', import.meta.url));
const cli = `${JSON.stringify(process.execPath)} --import tsx ${JSON.stringify(`${root}src/cli/main.ts`)}`;

function runPython(args: string[], env: Record<string, string>): Promise<{ code: number; stdout: string; stderr: string }> {
  return new Promise((resolve) => {
    execFile('python3', args, { cwd: root, env: { ...process.env, ...env }, maxBuffer: 16 * 1024 * 1024 }, (error, stdout, stderr) => {
      const code = error === null ? 0 : typeof error.code === 'number' ? error.code : -1;
      resolve({ code, stdout, stderr });
    });
  });
}

describe('the Python client (examples/python)', () => {
  it('passes its unittest suite against `rulebooks serve --stdio`, without numpy', async () => {
    const result = await runPython(['-m', 'unittest', 'discover', '-s', 'examples/python/tests', '-t', 'examples/python', '-v'], {
      RULEBOOKS_SERVE: `${cli} serve --stdio`,
      RULEBOOKS_CLI: cli,
      RULEBOOKS_NO_NUMPY: '1',
      PYTHONDONTWRITEBYTECODE: '1',
    });
    // unittest reports on stderr: show it when something failed.
    expect(result.code, `${result.stderr}\n${result.stdout}`).toBe(0);
    expect(result.stderr).toMatch(/\nOK/);
  });
});
