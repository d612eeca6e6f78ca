/**
 * The browser tests' harness: serves the built playground (examples/web/dist, made by
 * `npm run test:browser` before the tests run) from 127.0.0.1, and drives Debian's Chromium with
 * playwright-core. No browser is downloaded: CHROMIUM (default /usr/bin/chromium) must exist.
 */
import { createReadStream, existsSync, mkdirSync, statSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import { extname, join, normalize } from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium, type Browser, type Page } from 'playwright-core';
import { afterAll, beforeAll } from 'vitest';

export const root = fileURLToPath(new URL('../../', import.meta.url));
const DIST = join(root, 'examples/web/dist');
/** Screenshots for people to look at, under the build output. */
export const screenshots = join(DIST, 'screenshots');

const TYPES: Record<string, string> = { '.html': 'text/html', '.js': 'text/javascript', '.css': 'text/css', '.svg': 'image/svg+xml', '.png': 'image/png', '.json': 'application/json' };

/** A static server of the built playground on 127.0.0.1 (port chosen by the system). */
export async function servePlayground(dist = DIST): Promise<{ url: string; close(): Promise<void> }> {
  if (!existsSync(join(dist, 'index.html'))) throw new Error('examples/web/dist is missing: run `npm run test:browser` (it builds the playground first)');
  const server: Server = createServer((request, response) => {
    const path = normalize(decodeURIComponent(new URL(request.url ?? '/', 'http://x').pathname)).replace(/^([/\\])+/, '');
    const file = join(dist, path === '' ? 'index.html' : path);
    if (!file.startsWith(dist) || !existsSync(file) || !statSync(file).isFile()) {
      response.writeHead(404).end();
      return;
    }
    response.writeHead(200, { 'content-type': TYPES[extname(file)] ?? 'application/octet-stream' });
    createReadStream(file).pipe(response);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  return { url: `http://127.0.0.1:${port}/`, close: () => new Promise((resolve) => server.close(() => resolve())) };
}

/** The playground served and a Chromium launched for one test file, both closed after it. */
export interface Playground {
  /** The browser (set in `beforeAll`). */
  readonly browser: Browser;
  /** The playground's address. */
  readonly url: string;
}

/** Registers the hooks that serve the playground and launch Chromium for the calling test file. */
export function usePlayground(): Playground {
  const held: { browser?: Browser; url?: string; close?: () => Promise<void> } = {};
  beforeAll(async () => {
    const served = await servePlayground();
    held.url = served.url;
    held.close = served.close;
    held.browser = await launchBrowser();
  });
  afterAll(async () => {
    await held.browser?.close();
    await held.close?.();
  });
  return {
    get browser() {
      return held.browser as Browser;
    },
    get url() {
      return held.url as string;
    },
  };
}

/** Debian's Chromium, headless, with a fresh profile and no background traffic. */
export async function launchBrowser(): Promise<Browser> {
  const executablePath = process.env.CHROMIUM ?? '/usr/bin/chromium';
  if (!existsSync(executablePath)) throw new Error(`no Chromium at ${executablePath}: apt-get install chromium (or set CHROMIUM)`);
  // playwright-core gives each launch a fresh, empty profile of its own.
  return chromium.launch({
    executablePath,
    args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'],
  });
}

/** Opens the playground with URL parameters and waits until it has drawn. */
export async function openPlayground(browser: Browser, url: string, query: Record<string, string | number>): Promise<Page> {
  const page = await browser.newPage({ viewport: { width: 1400, height: 950 } });
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  (page as Page & { errors: string[] }).errors = errors;
  const search = new URLSearchParams(Object.entries(query).map(([key, value]): [string, string] => [key, String(value)]));
  await page.goto(`${url}?${search}`);
  await page.waitForSelector('body[data-ready="true"]', { timeout: 30_000 });
  return page;
}

/** The page errors seen so far (uncaught exceptions and console errors). */
export function pageErrors(page: Page): string[] {
  return (page as Page & { errors?: string[] }).errors ?? [];
}

/**
 * Plays `moves` moves for the viewer shown, each by clicking: a board element carrying
 * `data-action` when the board offers one (every other move, so both ways are used), else a menu
 * button; waits for the page to move on after each. Returns how many moves it made (fewer if the
 * game ended).
 */
export async function playByClicking(page: Page, moves: number): Promise<{ played: number; onBoard: number }> {
  let played = 0;
  let onBoard = 0;
  for (let guard = 0; played < moves && guard < moves * 40; guard++) {
    if ((await page.locator('[data-over="true"]').count()) > 0) break;
    const before = await page.locator('#debug-update').textContent();
    const board = page.locator('#board [data-action]');
    const menu = page.locator('#menu button[data-menu]');
    const boardCount = await board.count();
    const menuCount = await menu.count();
    if (boardCount === 0 && menuCount === 0) {
      // Not this viewer's turn: the bots are thinking, or another seat must act.
      await page.waitForTimeout(20);
      continue;
    }
    if (boardCount > 0 && (played % 2 === 0 || menuCount === 0)) {
      await board.nth(played % boardCount).click();
      onBoard++;
    } else {
      const button = menu.nth(played % menuCount);
      // A folded group's buttons are hidden: open every group first.
      await page.evaluate(() => document.querySelectorAll('#menu details').forEach((details) => ((details as HTMLDetailsElement).open = true)));
      await button.click();
    }
    played++;
    await page.waitForFunction((text) => document.querySelector('#debug-update')?.textContent !== text || document.querySelector('[data-over="true"]') !== null, before, { timeout: 15_000 });
  }
  return { played, onBoard };
}

/** Writes a screenshot of the page under examples/web/dist/screenshots/. */
export async function screenshot(page: Page, name: string): Promise<string> {
  mkdirSync(screenshots, { recursive: true });
  const path = join(screenshots, `${name}.png`);
  await page.screenshot({ path, fullPage: false });
  return path;
}

/** The text a person can see or a screen reader can read: the DOM's text, SVG titles included. */
export async function visibleText(page: Page): Promise<string> {
  return page.evaluate(() => {
    const clone = document.body.cloneNode(true) as HTMLElement;
    // The debug panel is the developer's window on the seat update (the same data, as JSON), and
    // the record stays empty until asked for: what the board and menu show is checked here.
    clone.querySelector('#debug')?.remove();
    return clone.textContent ?? '';
  });
}
