/**
 * The text map of `describeView` (issue 22): the arena drawn with row letters and a column ruler,
 * so the labels `describeAction` uses (`H15`) can be found on it; figures shown by letter and
 * facing; and nothing the view hides (another side's spent ST, what its creations are).
 */
import { describe, expect, it } from 'vitest';
import { createRng } from '../../src/index.js';
import { fantasyTrip, type FantasyTripState } from '../../src/games/fantasy-trip/index.js';
import { hexLabel } from '../../src/games/fantasy-trip/describe.js';
import { h } from './harness.js';
import { AUTO, NEXT_TURN, W_AT, T_AT, castOn, field } from './wizard-helpers.js';

/** The character drawn at the middle of hex `label`'s cell, read off the map by its row letters and ruler. */
function cellAt(text: string, label: string): string {
  const [, row, column] = /^([A-Z]+)(\d+)$/.exec(label)!;
  const lines = text.split('\n');
  const line = lines.find((l) => l.startsWith(`${row!} `))!;
  const margin = lines[2]!.search(/\d/); // the units line of the ruler starts at column 1's middle
  const offset = margin + 2 * (Number(column) - 1);
  return line[offset] ?? ' ';
}

describe('describeView map (issue 22)', () => {
  it('draws every row of the arena and each figure at its label, facing its way', () => {
    const f = field([{ name: 'Ana', weapons: ['broadsword'] }], [{ name: 'Bo', weapons: ['broadsword'] }], { 0: { at: h(0, 0), facing: 0 }, 1: { at: h(3, -2), facing: 3 } });
    const text = fantasyTrip.describeView(fantasyTrip.view(f.state, 0));
    const lines = text.split('\n');
    // Turn line, two ruler lines, 15 rows (radius 7), the key, two figures.
    expect(lines).toHaveLength(1 + 2 + 15 + 1 + 2);
    expect(lines.slice(3, 18).map((l) => /^[A-Z]+/.exec(l)![0])).toEqual('ABCDEFGHIJKLMNO'.split(''));
    expect(cellAt(text, hexLabel(h(0, 0), 7))).toBe('→');
    expect(cellAt(text, hexLabel(h(3, -2), 7))).toBe('←');
    expect(cellAt(text, hexLabel(h(1, 0), 7))).toBe('.');
    expect(text).toContain('a side 1 Ana: ST 12/12 DX 12, at H15 facing east, standing; broadsword');
    expect(text).toContain(`b side 2 Bo: ST 12/12 DX 12, at ${hexLabel(h(3, -2), 7)} facing west`);
    expect(text).not.toMatch(/\(-?\d+,-?\d+\)|facing \d/);
    f.begin(0, 'move');
    f.step(0);
    expect(fantasyTrip.describeView(fantasyTrip.view(f.state, 1)).split('\n')[0]).toBe('Turn 1, movement; Ana (a) is moving, 1 MA used');
  });

  it('renders views of random fights for every seat and a spectator', () => {
    let state: FantasyTripState = fantasyTrip.setup(fantasyTrip.parseConfig({ players: 3, arenaRadius: 4 }), createRng(5));
    const rng = createRng(6);
    for (let i = 0; i < 120 && !fantasyTrip.isOver(state); i++) {
      const legal = fantasyTrip.legalActions(state, fantasyTrip.actors(state)[0]!);
      state = fantasyTrip.reduce(state, legal[rng.int(0, legal.length - 1)]!, rng);
      for (const viewer of [0, 1, 2, 'spectator'] as const) {
        const text = fantasyTrip.describeView(fantasyTrip.view(state, viewer));
        expect(text.split('\n').length).toBeGreaterThanOrEqual(1 + 2 + 9 + 1 + 3);
        for (const figure of state.figures) if (figure.condition !== 'gone') expect(text).toContain(`at ${hexLabel(figure.at, 4)}`);
      }
    }
  });

  it('shows a creation\'s kind and spent ST to its own side only (FT-38)', () => {
    const wiz = { st: 9, dx: 12, iq: 11, spells: ['summon-wolf', 'image', 'illusion', 'magic-fist', 'blur'] };
    const f = field([{ name: 'W', ...wiz }], [{ name: 'T', st: 13, dx: 11, weapons: ['broadsword'] }], { 0: W_AT, 1: T_AT });
    f.move(0, 'cast');
    f.hold(1);
    f.act(castOn('image', h(1, 1), 'wolf'), [...AUTO, ...NEXT_TURN]);
    expect(f.fig(2).creation?.kind).toBe('image');
    const own = fantasyTrip.describeView(fantasyTrip.view(f.state, 0));
    const other = fantasyTrip.describeView(fantasyTrip.view(f.state, 1));
    const watcher = fantasyTrip.describeView(fantasyTrip.view(f.state, 'spectator'));
    expect(own).toContain('(image)');
    expect(own).toMatch(/W: ST \d+\/9, \d+ spent/);
    for (const text of [other, watcher]) {
      expect(text).toContain('(created)');
      expect(text).not.toMatch(/image|illusion|summoned|spent/);
    }
  });
});
