/**
 * Magika in the playground, in Chromium: seat 0 (A) writes 30+ orders against the heuristic bot
 * by clicking its board (the hexes a move can go to, the next phase's rest, search and meditate)
 * and its menu; the page never states a fact seat 0's view hides; the replay slider goes to step 0
 * and back; a screenshot is written for people.
 */
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { ARTIFACT_IDS, SPELL_CODES, hexLabel, magika, spellByCode, type MagikaState } from '../../src/games/magika/index.js';
import { createMatch, createRng, stateAt } from '../../src/index.js';
import { openPlayground, usePlayground, pageErrors, playByClicking, screenshot, visibleText } from './harness.js';
import { checkReplay, recordOf } from './checks.js';

const playground = usePlayground();

/** The parts of the match record the checks rebuild the game from. */
interface MatchRecord {
  readonly config: unknown;
  readonly seed: number;
  readonly actions: unknown[];
}

/** Every spell name a JSON text names by its code. */
function spellNames(json: string): Set<string> {
  const codes = new Set<string>(SPELL_CODES);
  return new Set([...json.matchAll(/"([A-Za-z]{5})"/g)].map((m) => m[1]!).filter((code) => codes.has(code)).map((code) => spellByCode(code as never)!.name));
}

/** The page's text as `visibleText` reads it, plus the tooltips and labels held in attributes. */
async function pageText(page: Page): Promise<string> {
  const attributes = await page.evaluate(() =>
    [...document.querySelectorAll('body [title], body [aria-label]')]
      .filter((element) => element.closest('#debug') === null)
      .map((element) => `${element.getAttribute('title') ?? ''} ${element.getAttribute('aria-label') ?? ''}`)
      .join('\n'),
  );
  return `${await visibleText(page)}\n${attributes}`;
}

/** What the page says about one mage or artifact: the hexes its elements are drawn at, and their words. */
async function shownOf(page: Page, selector: string): Promise<{ hexes: string[]; words: string }> {
  return page.evaluate((css) => {
    const elements = [...document.querySelectorAll(css)].filter((element) => element.closest('#debug') === null);
    return {
      hexes: elements.map((element) => element.getAttribute('data-hex')).filter((hex): hex is string => hex !== null),
      words: elements.map((element) => `${element.textContent ?? ''} ${element.getAttribute('title') ?? ''} ${element.getAttribute('aria-label') ?? ''}`).join('\n'),
    };
  }, selector);
}

describe('the Magika playground', () => {
  it('plays 30+ orders by clicking, shows nothing seat 0 may not see, replays, and is drawn', async () => {
    const page = await openPlayground(playground.browser, playground.url, { game: 'magika', seed: 7, bots: '1', botDelay: 0, seat: 0 });
    const { played, onBoard } = await playByClicking(page, 32);
    expect(played).toBeGreaterThanOrEqual(30);
    expect(onBoard).toBeGreaterThanOrEqual(10);
    const shown = await pageText(page);
    const record = (await recordOf(page)) as MatchRecord;
    const state = stateAt(magika, record, record.actions.length) as MagikaState;
    const view = magika.view(state, 0);
    // Seat 0's own story, as the page's log shows it.
    const match = createMatch(magika, { config: magika.parseConfig(record.config), seed: record.seed });
    for (const action of record.actions) match.play(magika.parseAction(action));
    const told = JSON.stringify([view, match.logFor(0)]);

    // The page is checked against the world it was drawn from, rebuilt from the record: facts true
    // in that world that seat 0 was never told must not appear. (Checking that the page is a
    // function of the view alone would prove nothing of the board, which receives only the view;
    // what can leak is the view, the menu labels and the log, and this checks them all as shown.)
    //
    // 1. Spells. Every spell named in the world (scrolls carried, orders written, spells in
    // effect) but never named to seat 0 (its view, its log) is a secret: the page must not show it,
    // in its text or in its tooltips and labels. Another seat's cast orders are covered here too.
    const seen = spellNames(told);
    const hiddenSpells = [...spellNames(JSON.stringify({ mages: state.mages, plans: state.plans, effects: state.effects }))].filter((name) => !seen.has(name));
    expect(hiddenSpells.length).toBeGreaterThan(0);
    for (const name of hiddenSpells) expect(shown, `the page names ${name}, a spell seat 0 was never shown`).not.toContain(name);

    // 2. Places. Every hex has a public name that the page shows anyway, so a hex name in the
    // text proves nothing: the check is on what the page says of one mage or artifact. Where
    // another mage stands, or an artifact lies, is a secret when some world seat 0 cannot tell
    // from this one (`sampleHidden`) puts it elsewhere. The page may then draw that mage or
    // artifact (the elements carrying its `data-seat` / `data-artifact`) only where seat 0's
    // knowledge places it: never at its true hex, and its words (text, tooltips, labels) may not
    // name that hex, unless seat 0's own knowledge put it there (a sighting, turns ago, at the same
    // hex). Drawing a mage at every hex, or writing "B at m13" in its tooltip, fails this.
    const worlds = Array.from({ length: 12 }, (_, i) => magika.sampleHidden(state, 0, createRng(100 + i)) as MagikaState);
    const facts: { selector: string; what: string; hex: number; known: number | null }[] = [];
    state.mages.forEach((mage, seat) => {
      if (seat === 0 || !worlds.some((world) => world.mages[seat]!.hex !== mage.hex)) return;
      facts.push({ selector: `[data-seat="${seat}"]`, what: `mage ${view.roster[seat]!.letter}`, hex: mage.hex, known: view.knowledge!.sightings[seat]?.hex ?? null });
    });
    state.artifacts.forEach((place, index) => {
      const hex = place.hex ?? state.mages[place.holder!]!.hex;
      const hexOf = (world: MagikaState): number => world.artifacts[index]!.hex ?? world.mages[world.artifacts[index]!.holder!]!.hex;
      if (!worlds.some((world) => hexOf(world) !== hex)) return;
      facts.push({ selector: `[data-artifact="${ARTIFACT_IDS[index]}"]`, what: `the ${ARTIFACT_IDS[index]}`, hex, known: view.knowledge!.artifacts[index]?.hex ?? null });
    });
    const checked = facts.filter((fact) => fact.known !== fact.hex);
    expect(checked.length).toBeGreaterThan(0);
    for (const fact of checked) {
      const label = hexLabel(fact.hex);
      const { hexes, words } = await shownOf(page, fact.selector);
      expect(hexes, `the board draws ${fact.what} at ${label}, which seat 0 cannot know`).not.toContain(label);
      expect(words, `the page places ${fact.what} at ${label}, which seat 0 cannot know`).not.toMatch(new RegExp(`\\b${label}\\b`));
    }

    await checkReplay(page);
    await screenshot(page, 'magika');
    expect(pageErrors(page)).toEqual([]);
    await page.close();
  });
});
