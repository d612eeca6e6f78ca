/**
 * The Fantasy Trip in the playground, in Chromium: seat 0 plays 30+ moves against the tactical
 * bot by clicking the arena (hexes to step into, edges to face, foes to strike) and the menu; the
 * page never shows what seat 0's view hides of the other side (FT-38, FT-49); the replay slider
 * goes to step 0 and back; a screenshot is written for people.
 */
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { fantasyTrip, spellById, standardFighter, type FantasyTripAction, type FantasyTripState } from '../../src/games/fantasy-trip/index.js';
import { createMatch, stateAt } from '../../src/index.js';
import { openPlayground, usePlayground, pageErrors, playByClicking, screenshot, screenshots, visibleText } from './harness.js';
import { checkReplay, recordOf } from './checks.js';

const playground = usePlayground();

/** A hidden fact: a figure, and a pattern its card and tooltip must not match. */
interface Hidden {
  readonly figure: number;
  readonly what: string;
  readonly pattern: RegExp;
}

/**
 * What seat 0's view hides that the state holds, figure by figure: another side's ST spent on
 * spells (`fatigue`), what its creations really are, and which protections it cast in secret.
 */
function hiddenFrom(state: FantasyTripState): Hidden[] {
  const view = fantasyTrip.view(state, 0);
  const out: Hidden[] = [];
  for (const figure of state.figures) {
    const seen = view.figures[figure.id]!;
    if (seen.fatigue === null) out.push({ figure: figure.id, what: `the fatigue of ${figure.name}`, pattern: /fatigue/i });
    if (figure.creation !== null && seen.creation?.kind === 'unknown') out.push({ figure: figure.id, what: `what ${figure.name} really is`, pattern: new RegExp(`\\b${figure.creation.kind}\\b`, 'i') });
    figure.effects.forEach((effect, i) => {
      // The board lists the spells on a figure after "Under"; the spells it knows are public.
      if (seen.effects[i]?.spell === null) out.push({ figure: figure.id, what: `the secret protection on ${figure.name}`, pattern: new RegExp(`Under[^\n]*${spellById(effect.spell)?.name ?? effect.spell}`, 'i') });
    });
  }
  return out;
}

/** The text of a figure's card and of its token's tooltip under `root` (the board by default). */
async function figureText(page: Page, figure: number, root = '#board'): Promise<string> {
  return page.evaluate(
    ([id, within]) => [...document.querySelectorAll(`${within} [data-figure="${id}"]`)].map((element) => (element.tagName.toLowerCase() === 'g' ? (element.querySelector(':scope > title')?.textContent ?? '') : (element.textContent ?? ''))).join('\n'),
    [figure, root] as const,
  );
}

/**
 * A wizard duel played until side 2's wizard has cast Stone Flesh in secret on itself and made an
 * image or an illusion of a wolf: what seat 0 must not learn is its fatigue, what the wolf really
 * is, and which protection the wizard is under (FT-38, FT-49). Seat 0's fighter dodges meanwhile.
 */
function wizardDuel(): FantasyTripState {
  const config = fantasyTrip.parseConfig({ players: 2, sides: [[standardFighter('Ana')], [{ name: 'Zed', st: 10, dx: 9, iq: 13, spells: ['image', 'illusion', 'stone-flesh', 'blur'] }]] });
  const match = createMatch(fantasyTrip, { config, seed: 3 });
  const state = (): FantasyTripState => match.state as FantasyTripState;
  const shielded = (): boolean => state().figures[1]!.effects.some((effect) => effect.secret !== null);
  const created = (): boolean => state().figures.some((figure) => figure.creation !== null);
  for (let n = 0; n < 300 && !(shielded() && created()) && !match.isOver(); n++) {
    const seat = match.actors()[0]!;
    const legal = match.legalActions(seat);
    const first = (test: (a: FantasyTripAction) => boolean): FantasyTripAction | undefined => legal.find(test);
    const spell = (a: FantasyTripAction): boolean => a.type === 'cast' && (shielded() ? a.spell === 'image' || a.spell === 'illusion' : a.spell === 'stone-flesh' && a.looks === 'secret');
    const pick =
      seat === 1
        ? (first(spell) ?? first((a) => a.type === 'begin' && a.option === 'cast') ?? first((a) => a.type === 'end') ?? first((a) => a.type === 'renew' && a.keep))
        : (first((a) => a.type === 'begin' && a.option === 'dodge') ?? first((a) => a.type === 'end') ?? first((a) => a.type === 'pass'));
    match.play(pick ?? legal[0]!);
  }
  expect(shielded() && created()).toBe(true);
  return state();
}

describe('the Fantasy Trip playground', () => {
  it('plays 30+ moves by clicking, shows nothing seat 0 may not see, replays, and is drawn', async () => {
    const page = await openPlayground(playground.browser, playground.url, { game: 'fantasy-trip', seed: 1, bots: '1', botDelay: 0, seat: 0 });
    const { played, onBoard } = await playByClicking(page, 32);
    expect(played).toBeGreaterThanOrEqual(30);
    // The arena itself took clicks: hexes to step into, edges to stop facing, foes to strike.
    expect(onBoard).toBeGreaterThanOrEqual(10);
    const record = await recordOf(page);
    const state = stateAt(fantasyTrip, record as never, (record as { actions: unknown[] }).actions.length);
    const hidden = hiddenFrom(state);
    // The default duel has no wizards: what seat 0 does not see is the other side's fatigue.
    expect(hidden.length).toBeGreaterThan(0);
    for (const fact of hidden) {
      const text = await figureText(page, fact.figure);
      expect(text.length, `figure ${fact.figure} is drawn`).toBeGreaterThan(0);
      expect(text, `the page shows ${fact.what}, which seat 0 cannot see`).not.toMatch(fact.pattern);
    }
    // And the board shows seat 0's own figure's numbers from the view.
    const shown = await visibleText(page);
    expect(shown).toContain(`ST ${state.figures[0]!.st - state.figures[0]!.hits - state.figures[0]!.fatigue}/${state.figures[0]!.st}`);
    await checkReplay(page);
    await screenshot(page, 'fantasy-trip');
    expect(pageErrors(page)).toEqual([]);
    await page.close();
  });

  it('draws a wizard duel from seat 0\'s view without the other side\'s secrets', async () => {
    // The shell plays the default duel (no wizards), so the built board is also handed a wizard
    // duel's view directly: the same module the page loads, rendered in the same page.
    const state = wizardDuel();
    const view = fantasyTrip.view(state, 0);
    const hidden = hiddenFrom(state);
    expect(hidden.map((fact) => fact.what)).toEqual(expect.arrayContaining(['the fatigue of Zed', 'the secret protection on Zed', expect.stringMatching(/^what Zed's wolf \d+ really is$/)]));
    const page = await openPlayground(playground.browser, playground.url, { game: 'fantasy-trip', seed: 1, bots: '1', botDelay: 0, seat: 0 });
    await page.evaluate(async (seatView) => {
      // The board's chunk is one of the Fantasy Trip scripts the page has loaded: the one that exports `board`.
      const scripts = performance
        .getEntriesByType('resource')
        .map((entry) => entry.name)
        .filter((name) => /fantasy-trip-[^/]*\.js$/.test(name));
      // A dynamic import written as text: vitest would otherwise rewrite `import()` for Node.
      const load = new Function('url', 'return import(url)') as (url: string) => Promise<{ board?: typeof board }>;
      let board: { render(root: HTMLElement, input: unknown): void } | undefined;
      for (const script of scripts) board ??= (await load(script)).board;
      if (board === undefined) throw new Error(`no board among ${scripts.join(', ')}`);
      const root = document.createElement('section');
      root.id = 'probe';
      root.style.cssText = 'width: 1000px; padding: 0.5rem; background: #fff';
      document.body.append(root);
      board.render(root, { game: null, viewer: 0, view: seatView, actors: [], menu: [], act: () => undefined });
    }, JSON.parse(JSON.stringify(view)) as unknown);
    for (const fact of hidden) {
      const text = await figureText(page, fact.figure, '#probe');
      expect(text.length, `figure ${fact.figure} is drawn`).toBeGreaterThan(0);
      expect(text, `the board shows ${fact.what}, which seat 0 cannot see`).not.toMatch(fact.pattern);
    }
    // What the view does say is drawn: a protection of some kind, a wolf of some kind, ST at most.
    const zed = await figureText(page, 1, '#probe');
    expect(zed).toContain('a protection cast in secret');
    expect(zed).toContain('ST ≤10/10');
    const wolf = state.figures.find((figure) => figure.creation !== null)!;
    expect(await figureText(page, wolf.id, '#probe')).toContain('Looks like a Wolf');
    mkdirSync(screenshots, { recursive: true });
    await page.locator('#probe').screenshot({ path: join(screenshots, 'fantasy-trip-wizards.png') });
    expect(pageErrors(page)).toEqual([]);
    await page.close();
  });
});
