/**
 * Psi Wars in the playground, in Chromium: seat 0 plays 30+ moves against the greedy bot by
 * clicking its board and menu; the page never shows a card that seat 0's view hides (checked every
 * 8 moves); the board draws both labs and the hand; the replay slider goes to step 0 and back; a
 * screenshot is written for people.
 */
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { CARD_BY_ID, psiWars } from '../../src/games/psi-wars/index.js';
import { stateAt } from '../../src/index.js';
import { openPlayground, usePlayground, pageErrors, playByClicking, screenshot, visibleText } from './harness.js';
import { checkReplay, recordOf } from './checks.js';

const playground = usePlayground();

/**
 * Checks the page against the state now: no name of a card that only seat 1's hand or a deck
 * holds (every card id in the state that seat 0's view does not name) appears in the page's text.
 * Returns those names.
 */
async function checkSecrets(page: Page): Promise<string[]> {
  // Card names wrap onto two lines, which the DOM's text joins without a space: compare without any.
  const compact = (text: string): string => text.replace(/\s+/g, '');
  const shown = compact(await visibleText(page));
  const record = await recordOf(page);
  const state = stateAt(psiWars, record, (record as { actions: unknown[] }).actions.length);
  // Every card id seat 0's view names, and the names of the cards it does not name.
  const view = JSON.stringify(psiWars.view(state, 0));
  const seen = new Set([...view.matchAll(/"([a-z0-9-]+)"/g)].map((match) => match[1]).filter((id) => id !== undefined && id in CARD_BY_ID).map((id) => CARD_BY_ID[id as string]!.name));
  const all = JSON.stringify(state);
  const hidden = [...new Set([...all.matchAll(/"([a-z0-9-]+)"/g)].map((match) => match[1]).filter((id) => id !== undefined && id in CARD_BY_ID).map((id) => CARD_BY_ID[id as string]!.name).filter((name) => !seen.has(name)))];
  for (const name of hidden) expect(shown, `the page shows ${name}, which seat 0 cannot see`).not.toContain(compact(name));
  return hidden;
}

describe('the Psi Wars playground', () => {
  it('plays 30+ moves by clicking, shows nothing seat 0 may not see, replays, and is drawn', async () => {
    const page = await openPlayground(playground.browser, playground.url, { game: 'psi-wars', seed: 3, bots: '1', botDelay: 0, seat: 0 });
    let played = 0;
    let onBoard = 0;
    const hiddenSeen = new Set<string>();
    // In rounds of 8 moves, so the secret check runs at several moments of the game (a fresh hand,
    // a battle, an oracle's find), not only at the end.
    while (played < 32) {
      const round = await playByClicking(page, 8);
      played += round.played;
      onBoard += round.onBoard;
      for (const name of await checkSecrets(page)) hiddenSeen.add(name);
      if (round.played < 8) break;
    }
    expect(played).toBeGreaterThanOrEqual(30);
    // The board itself carries moves: cards in hand, units, the step's end.
    expect(onBoard).toBeGreaterThanOrEqual(10);
    expect(hiddenSeen.size).toBeGreaterThan(0);
    // Both labs, the hand as cards with what they do, the opponent's hand as a count.
    const board = (await page.locator('#board').textContent()) ?? '';
    expect(board).toContain('Your lab');
    expect(board).toContain("Seat 1's lab");
    expect(board).toMatch(/Hand: \d+ cards?/);
    expect(board).toMatch(/Your hand \(\d+\)/);
    await checkReplay(page);
    await screenshot(page, 'psi-wars');
    expect(pageErrors(page)).toEqual([]);
    await page.close();
  });
});
