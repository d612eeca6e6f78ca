/** Checks shared by the browser tests. */
import { expect } from 'vitest';
import type { Page } from 'playwright-core';

/** The match record, read from the debug panel (local games only). */
export async function recordOf(page: Page): Promise<unknown> {
  await page.evaluate(() => ((document.querySelector('#debug') as HTMLDetailsElement).open = true));
  await page.click('#show-record');
  const text = (await page.locator('#debug-record').textContent()) ?? '';
  await page.evaluate(() => {
    (document.querySelector('#debug') as HTMLDetailsElement).open = false;
    (document.querySelector('#debug-record') as HTMLElement).textContent = '';
  });
  return JSON.parse(text) as unknown;
}

/** Moves the replay slider to step 0, checks the board shows the past, then back to now. */
export async function checkReplay(page: Page): Promise<void> {
  const slider = page.locator('#replay');
  const max = Number(await slider.getAttribute('max'));
  expect(max).toBeGreaterThan(0);
  const now = await page.locator('#board').innerHTML();
  await slider.fill('0');
  await page.waitForSelector('body[data-replaying="true"]');
  expect(await page.locator('#replay-label').textContent()).toContain('step 0');
  expect(await page.locator('#board').innerHTML()).not.toEqual(now);
  // The past is read-only: no menu, nothing on the board to click.
  expect(await page.locator('#menu button[data-menu]').count()).toBe(0);
  expect(await page.locator('#board [data-action]').count()).toBe(0);
  await slider.fill(String(max));
  await page.waitForSelector('body[data-replaying="false"]');
  expect(await page.locator('#board').innerHTML()).toEqual(now);
}
