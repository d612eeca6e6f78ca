/**
 * Two browser pages join one room of a real Colyseus server (on 127.0.0.1, started here) through
 * the playground's network mode, and play a game of Psi Wars to the end by clicking their menus.
 * Each page holds only its own seat's updates: no record, no other seat to switch to.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { Server } from '@colyseus/core';
import { WebSocketTransport } from '@colyseus/ws-transport';
import { gameRoom } from '../../src/colyseus/index.js';
import { psiWars } from '../../src/games/psi-wars/index.js';
import { verifyRecord } from '../../src/index.js';
import { launchBrowser, openPlayground, pageErrors, screenshot, servePlayground } from './harness.js';

let browser: Browser;
let served: Awaited<ReturnType<typeof servePlayground>>;
let server: Server;
let port = 0;
const records: unknown[] = [];

beforeAll(async () => {
  served = await servePlayground();
  browser = await launchBrowser();
  server = new Server({ transport: new WebSocketTransport(), greet: false });
  server.define('psi-wars', gameRoom(psiWars, { config: { players: 2 }, onOver: (record) => records.push(JSON.parse(JSON.stringify(record))) }));
  await server.listen(0, '127.0.0.1');
  port = (server.transport as unknown as { server: { address(): { port: number } } }).server.address().port;
});

afterAll(async () => {
  await browser?.close();
  await served?.close();
  await server?.gracefullyShutdown(false);
});

/** Clicks a menu button of whichever page has one, until both pages say the game is over. */
async function playToTheEnd(pages: readonly Page[]): Promise<number> {
  let moves = 0;
  for (let guard = 0; guard < 5000; guard++) {
    const over = await Promise.all(pages.map((page) => page.locator('[data-over="true"]').count()));
    if (over.every((count) => count > 0)) return moves;
    let acted = false;
    for (const page of pages) {
      const buttons = page.locator('#menu button[data-menu]');
      const count = await buttons.count();
      if (count === 0) continue;
      const before = await page.locator('#debug-update').textContent();
      await page.evaluate(() => document.querySelectorAll('#menu details').forEach((details) => ((details as HTMLDetailsElement).open = true)));
      await buttons.nth(moves % count).click();
      moves++;
      acted = true;
      await page.waitForFunction((text) => document.querySelector('#debug-update')?.textContent !== text || document.querySelector('[data-over="true"]') !== null, before, { timeout: 15_000 });
    }
    if (!acted) await pages[0]!.waitForTimeout(20);
  }
  throw new Error('the networked game did not end');
}

describe('the playground over the network', () => {
  it('two pages join one Colyseus room and play Psi Wars to the end, each holding only its own seat', async () => {
    const server = `ws://127.0.0.1:${port}`;
    const first = await openPlayground(browser, served.url, { game: 'psi-wars', mode: 'network', server, room: 'psi-wars', seat: 0 });
    const roomId = ((await first.locator('#mode').textContent()) ?? '').replace('network room ', '').trim();
    expect(roomId).not.toBe('');
    const second = await openPlayground(browser, served.url, { game: 'psi-wars', mode: 'network', server, room: 'psi-wars', roomId, seat: 1 });
    const moves = await playToTheEnd([first, second]);
    expect(moves).toBeGreaterThan(10);
    expect(records).toHaveLength(1);
    expect(() => verifyRecord(psiWars, records[0])).not.toThrow();
    for (const [seat, page] of [first, second].entries()) {
      // Its own seat only: no other viewer to switch to, and no record in the page.
      expect(await page.locator('#seat option').allTextContents()).toHaveLength(1);
      expect(JSON.parse((await page.locator('#debug-update').textContent()) ?? '{}').viewer).toBe(seat);
      await page.evaluate(() => ((document.querySelector('#debug') as HTMLDetailsElement).open = true));
      await page.click('#show-record');
      expect(await page.locator('#debug-record').textContent()).toContain('holds no record');
      expect(pageErrors(page)).toEqual([]);
    }
    await screenshot(first, 'network-psi-wars');
    await first.close();
    await second.close();
  });
});
