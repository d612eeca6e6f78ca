/**
 * Magical Athlete in the playground, in Chromium: seat 0 plays 30+ moves against three greedy bots
 * by clicking its board and menu. Every two moves the page is checked against what seat 0's view
 * hides: the draft deck and the set-aside cards, another seat's secret replacement, picks made in
 * secret, a prophecy not yet revealed. Then the replay slider goes to step 0 and back, and a
 * screenshot is written for people.
 */
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { CHARACTERS, CHARACTER_IDS, magicalAthlete } from '../../src/games/magical-athlete/index.js';
import { stateAt } from '../../src/index.js';
import { openPlayground, usePlayground, pageErrors, playByClicking, screenshot, visibleText } from './harness.js';
import { checkReplay, recordOf } from './checks.js';

const playground = usePlayground();

/** The character ids a JSON text names (as quoted strings). */
function idsIn(json: string): Set<string> {
  const ids = new Set<string>();
  for (const match of json.matchAll(/"([A-Za-z]+)"/g)) if ((CHARACTER_IDS as readonly string[]).includes(match[1] as string)) ids.add(match[1] as string);
  return ids;
}

/**
 * Checks the page against the state now: no character named in the state but absent from seat 0's
 * view appears in the page's text. A visible card's ability text may name another character (the
 * Philosopher's mentions the Druid), so those texts are taken out first. Returns the hidden names
 * and how many things the view itself marks `hidden` (picks, a replacement card, a prophecy).
 */
async function checkSecrets(page: Page): Promise<{ hidden: string[]; marked: number }> {
  const record = await recordOf(page);
  const state = stateAt(magicalAthlete, record, (record as { actions: unknown[] }).actions.length);
  const view = JSON.stringify(magicalAthlete.view(state, 0));
  const seen = idsIn(view);
  const hidden = [...idsIn(JSON.stringify(state))].filter((id) => !seen.has(id)).map((id) => CHARACTERS[id as keyof typeof CHARACTERS].name);
  // The board wraps text into lines, which the DOM's text joins without spaces: compare without any.
  const compact = (text: string): string => text.replace(/\s+/g, '');
  let shown = compact(await visibleText(page));
  for (const id of seen) shown = shown.split(compact(CHARACTERS[id as keyof typeof CHARACTERS].ability)).join('|');
  for (const name of hidden) expect(shown, `the page shows the ${name}, which seat 0 cannot see`).not.toContain(compact(name));
  return { hidden, marked: view.split('"hidden"').length - 1 };
}

describe('the Magical Athlete playground', () => {
  it('plays 30+ moves by clicking, shows nothing seat 0 may not see, replays, and is drawn', async () => {
    const page = await openPlayground(playground.browser, playground.url, { game: 'magical-athlete', players: 4, seed: 11, bots: '1,2,3', botDelay: 0, seat: 0 });
    let played = 0;
    let onBoard = 0;
    let checks = 0;
    let marked = 0;
    const hiddenSeen = new Set<string>();
    // Two moves at a time (one on the board, one in the menu), with the secret check before each
    // pair: it runs in the draft, while seat 0 chooses a racer after the bots chose theirs in
    // secret, and during races, not only at the end.
    while (played < 32) {
      const secrets = await checkSecrets(page);
      for (const name of secrets.hidden) hiddenSeen.add(name);
      marked += secrets.marked;
      checks++;
      const round = await playByClicking(page, 2);
      played += round.played;
      onBoard += round.onBoard;
      if (round.played < 2) break;
    }
    const last = await checkSecrets(page);
    for (const name of last.hidden) hiddenSeen.add(name);
    expect(played).toBeGreaterThanOrEqual(30);
    expect(onBoard).toBeGreaterThanOrEqual(10);
    // The draft deck and the set-aside cards alone hide characters from seat 0 all game long.
    expect(hiddenSeen.size).toBeGreaterThan(0);
    expect(checks).toBeGreaterThanOrEqual(15);
    // And at some check the view hid a secret of its own (the bots' picks before the reveal), so the
    // check covered more than the decks.
    expect(marked).toBeGreaterThan(0);
    // The board draws the track: 31 spaces, start and goal.
    const board = await page.locator('#board').textContent();
    expect(board).toContain('START');
    expect(board).toContain('GOAL');
    await checkReplay(page);
    await screenshot(page, 'magical-athlete');
    expect(pageErrors(page)).toEqual([]);
    await page.close();
  });
});
