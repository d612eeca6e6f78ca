/**
 * `npm run bench -- --playground`: the browser playground's budgets (issue 26), measured, never
 * asserted:
 * - the gzipped JavaScript each game's page loads (the shell, the game, its board, and what they
 *   import), from Vite's build manifest;
 * - the first render: from navigation to the first board drawn, in Debian's Chromium (median of
 *   --repeat fresh pages; the machine is shared, so repeat and read medians);
 * - the seat update in bytes: a full update's JSON, and the messages a seat receives per move
 *   (full or patches, as the host chooses), over random games.
 *
 *   --repeat K   pages per game for the first render (default 5)
 *   --games N    random games per game for the update sizes (default 5)
 *   --json       print JSON
 */
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { gzipSync } from 'node:zlib';
import { GAME_MANIFEST } from '../src/games/manifest.js';
import { createHost } from '../src/host/index.js';
import { createRng, pickOne, type AnyGame } from '../src/index.js';
import { launchBrowser, openPlayground, root, servePlayground } from '../test/browser/harness.js';

interface ManifestChunk {
  readonly file: string;
  readonly isEntry?: boolean;
  readonly imports?: readonly string[];
  readonly dynamicImports?: readonly string[];
  readonly src?: string;
}

const median = (values: readonly number[]): number => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? Number.NaN;
};

/** The files a page of `gameId` loads: the entry's static imports, then the game's and its board's. */
function pageFiles(manifest: Record<string, ManifestChunk>, gameId: string): string[] {
  const files = new Set<string>();
  const visit = (key: string): void => {
    const chunk = manifest[key];
    if (chunk === undefined || files.has(chunk.file)) return;
    files.add(chunk.file);
    for (const imported of chunk.imports ?? []) visit(imported);
  };
  const entry = Object.keys(manifest).find((key) => manifest[key]?.isEntry === true) as string;
  visit(entry);
  for (const dynamic of manifest[entry]?.dynamicImports ?? []) {
    if (dynamic.includes(`games/${gameId}/`) || dynamic.endsWith(`boards/${gameId}.ts`)) visit(dynamic);
  }
  return [...files].filter((file) => file.endsWith('.js'));
}

async function main(): Promise<void> {
  const { values } = parseArgs({ options: { repeat: { type: 'string' }, games: { type: 'string' }, json: { type: 'boolean', default: false }, playground: { type: 'boolean', default: false }, dist: { type: 'boolean', default: false } } });
  const repeat = Number(values.repeat ?? 5);
  const gamesPerGame = Number(values.games ?? 5);
  // Its own output folder, so that a browser test serving examples/web/dist is left alone.
  const dist = join(root, '.bench/playground');
  execFileSync('npx', ['vite', 'build', 'examples/web', '--logLevel', 'warn', '--outDir', dist, '--emptyOutDir'], { cwd: root, stdio: 'inherit' });
  const manifest = JSON.parse(readFileSync(join(dist, '.vite/manifest.json'), 'utf8')) as Record<string, ManifestChunk>;

  const rows: { game: string; gzipKb: number; firstRenderMs: number; fullUpdateBytes: number; bytesPerMove: number }[] = [];
  const served = await servePlayground(dist);
  const browser = await launchBrowser();
  try {
    for (const entry of GAME_MANIFEST) {
      const gzip = pageFiles(manifest, entry.id).reduce((sum, file) => sum + gzipSync(readFileSync(join(dist, file))).length, 0);
      const renders: number[] = [];
      for (let i = 0; i < repeat; i++) {
        // A fresh context each time: nothing cached from the previous page.
        const page = await openPlayground(browser, served.url, { game: entry.id, seed: i + 1, botDelay: 100000 });
        renders.push(Number(await page.evaluate(() => document.body.dataset.readyAt)));
        await page.context().close();
      }
      const module = (await import(`../src/games/${entry.id}/index.ts`)) as Record<string, AnyGame>;
      const game = module[entry.exportName] as AnyGame;
      const sizes = updateSizes(game, gamesPerGame);
      rows.push({ game: entry.id, gzipKb: gzip / 1024, firstRenderMs: median(renders), ...sizes });
    }
  } finally {
    await browser.close();
    await served.close();
  }
  if (values.json) {
    console.log(JSON.stringify(rows, null, 2));
    return;
  }
  console.log('game              page JS (gzip)  first render  full update  bytes/move/seat');
  for (const row of rows) {
    console.log(`${row.game.padEnd(17)} ${row.gzipKb.toFixed(1).padStart(9)} kB ${row.firstRenderMs.toFixed(0).padStart(10)} ms ${String(Math.round(row.fullUpdateBytes)).padStart(9)} B ${String(Math.round(row.bytesPerMove)).padStart(12)} B`);
  }
  console.log(`first render: median of ${repeat} fresh pages, navigation to first board, local game; sizes over ${gamesPerGame} random games at the game's fewest players`);
}

/** Mean size of a full seat update, and bytes a seat receives per move, over random games. */
function updateSizes(game: AnyGame, games: number): { fullUpdateBytes: number; bytesPerMove: number } {
  let fullBytes = 0;
  let fulls = 0;
  let received = 0;
  let moves = 0;
  const players = game.minPlayers;
  for (let g = 0; g < games; g++) {
    const host = createHost(game, { config: game.defaultConfig(players), seed: 100 + g });
    // The measured connections: one per seat, counting every byte the host sends it.
    for (let seat = 0; seat < players; seat++) {
      host.connect(seat, (message) => {
        const text = JSON.stringify(message);
        received += text.length;
        if (message.type === 'update' && message.update !== undefined) {
          fullBytes += text.length;
          fulls++;
        }
      });
    }
    const rng = createRng(g);
    /** A viewer's current update, through a connection opened and closed at once (not counted). */
    const current = (viewer: number | 'spectator'): { actors: readonly number[]; menu: readonly { action: unknown }[] } => {
      let update: { actors: readonly number[]; menu: readonly { action: unknown }[] } | undefined;
      host.connect(viewer, (message) => {
        if (message.type === 'update' && message.update !== undefined) update = message.update as never;
      }).close();
      return update as NonNullable<typeof update>;
    };
    for (let step = 0; step < 3000 && !host.isOver(); step++) {
      const seat = current('spectator').actors[0];
      if (seat === undefined) break;
      host.submit(seat, pickOne(current(seat).menu, rng).action);
      moves++;
    }
  }
  return { fullUpdateBytes: fullBytes / Math.max(1, fulls), bytesPerMove: received / Math.max(1, moves) / players };
}

await main();
