/**
 * GRID Traveler in the playground, in Chromium: seat 0 plays 30+ moves against the heuristic bot
 * by clicking its star map, mats, cards and menu; the page never names a Magick or Whisper card
 * that seat 0 has not seen (the cards in the other hand and in the decks, GT-30); the replay slider
 * goes to step 0 and back; a screenshot is written for people.
 */
import { describe, expect, it } from 'vitest';
import { MAGICK_CARDS, WHISPERS, gridTraveler, type GridTravelerState } from '../../src/games/grid-traveler/index.js';
import { replay, replayStart, stateAt } from '../../src/index.js';
import { openPlayground, usePlayground, pageErrors, playByClicking, screenshot, visibleText } from './harness.js';
import { checkReplay, recordOf } from './checks.js';

const playground = usePlayground();

/** Every string value in a view but its config (whose decks list every design of the game). */
function strings(value: unknown, into: Set<string>): Set<string> {
  if (typeof value === 'string') into.add(value);
  else if (Array.isArray(value)) for (const item of value) strings(item, into);
  else if (value !== null && typeof value === 'object') for (const [key, item] of Object.entries(value)) if (key !== 'config') strings(item, into);
  return into;
}

/** A card name as a whole phrase: "Fireball I" is not found inside "Fireball II". */
const phrase = (name: string): RegExp => new RegExp(`(^|[^\\w])${name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}(?![\\w])`);

describe('the GRID Traveler playground', () => {
  it('plays 30+ moves by clicking, shows nothing seat 0 may not see, replays, and is drawn', async () => {
    const page = await openPlayground(playground.browser, playground.url, { game: 'grid-traveler', seed: 7, bots: '1', botDelay: 0, seat: 0 });
    const { played, onBoard } = await playByClicking(page, 32);
    expect(played).toBeGreaterThanOrEqual(30);
    expect(onBoard).toBeGreaterThanOrEqual(10);
    const shown = await visibleText(page);
    const record = (await recordOf(page)) as { actions: unknown[] };
    const state = stateAt(gridTraveler, record, record.actions.length) as GridTravelerState;

    // What seat 0 has seen in the whole game: every design its views named, events included.
    const seen = strings(gridTraveler.view(replayStart(gridTraveler, record) as GridTravelerState, 0), new Set());
    for (const step of replay(gridTraveler, record)) strings(gridTraveler.view(step.state as GridTravelerState, 0), seen);

    // The Magick and Whisper cards in the other hand and in the decks that seat 0 never saw.
    const names = new Map<string, string>([...MAGICK_CARDS.map((c) => [c.id, c.name] as const), ...WHISPERS.map((w) => [w.id, w.name] as const)]);
    const other = state.seats.filter((_, seat) => seat !== 0).flatMap((s) => [...s.hand.magick, ...s.hand.whisper]);
    const hiddenIds = [...other, ...state.decks.magick, ...state.decks.whisper].map((id) => state.cards[id]!.name).filter((design) => !seen.has(design));
    const hidden = new Set(hiddenIds.map((design) => names.get(design) ?? design));
    expect(hidden.size).toBeGreaterThan(0);
    for (const name of hidden) expect(phrase(name).test(shown), `the page shows ${name}, which seat 0 cannot see`).toBe(false);

    await checkReplay(page);
    await screenshot(page, 'grid-traveler');
    expect(pageErrors(page)).toEqual([]);
    await page.close();
  });
});
