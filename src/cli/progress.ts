import type { CliOutput } from './io.js';

/** A progress display for `total` items. */
export interface Progress {
  update(done: number): void;
  /** Removes the bar, leaving the terminal line clean for what follows. */
  finish(): void;
}

const WIDTH = 30;

/**
 * A progress bar redrawn in place with `\r`, on a terminal only: when stderr is a file or a pipe
 * (CI logs, tests) it writes nothing. It redraws only when the shown percentage changes, so the
 * output does not grow with the number of items.
 */
export function createProgress(stream: CliOutput, label: string, total: number): Progress {
  if (stream.isTTY !== true || total <= 0) return { update() {}, finish() {} };
  let shown = -1;
  let drawn = false;
  return {
    update(done) {
      const percent = Math.floor((done * 100) / total);
      if (percent === shown) return;
      shown = percent;
      drawn = true;
      const filled = Math.floor((done * WIDTH) / total);
      stream.write(`\r${label} [${'#'.repeat(filled)}${'.'.repeat(WIDTH - filled)}] ${String(percent).padStart(3)}% ${done}/${total}`);
    },
    finish() {
      if (drawn) stream.write('\r\x1b[2K');
    },
  };
}
