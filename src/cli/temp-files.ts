/**
 * Temporary files to remove if the process is stopped. Every file the command writes goes first
 * under a temporary name (see `output-file.ts`); this module removes the ones still open when the
 * process gets SIGINT (Ctrl-C), SIGTERM (a scheduler's time limit, `kill`) or SIGHUP (a closed
 * terminal), or exits without finishing them. SIGKILL cannot be caught: what it leaves is a
 * temporary file, never a file under a final name (docs/guides/scaling-out.md says so).
 */
import { unlinkSync } from 'node:fs';

const SIGNALS = ['SIGINT', 'SIGTERM', 'SIGHUP'] as const;

const live = new Set<string>();
let installed = false;

function removeAll(): void {
  for (const path of live) {
    try {
      unlinkSync(path);
    } catch {
      // Already gone, or not ours to remove any more: nothing left to clean.
    }
  }
  live.clear();
}

/**
 * Cleans up, then lets the signal do what it would have done without us: with our listeners gone,
 * raising it again ends the process the default way, so the exit status still says "killed by
 * SIGTERM" to a shell or a scheduler.
 */
function onSignal(signal: NodeJS.Signals): void {
  removeAll();
  uninstall();
  process.kill(process.pid, signal);
}

function install(): void {
  if (installed) return;
  installed = true;
  for (const signal of SIGNALS) process.on(signal, onSignal);
  process.on('exit', removeAll);
}

function uninstall(): void {
  if (!installed) return;
  installed = false;
  for (const signal of SIGNALS) process.off(signal, onSignal);
  process.off('exit', removeAll);
}

/** Registers `path` for removal if the process stops before {@link releaseTemporary} is called. */
export function trackTemporary(path: string): void {
  live.add(path);
  install();
}

/**
 * Forgets `path` (renamed into place or removed). With nothing left to clean, the signal listeners
 * go too, so a process that embeds the command keeps its own handling of signals.
 */
export function releaseTemporary(path: string): void {
  live.delete(path);
  if (live.size === 0) uninstall();
}

/** The temporary files registered now (for tests). */
export function liveTemporaries(): readonly string[] {
  return [...live];
}
