/**
 * The side of the board: the seat's own mage (statistics drawn as bars, what it carries, the
 * spells on it), its plan for the turn as five phase slots, and the other mages as the seat knows
 * them. HTML where there is text to read; the next phase's simple orders, and a scroll's cast or a
 * cloak's don where no target is to be chosen, are buttons for those menu items.
 */
import {
  ARTIFACTS,
  EBON_TASKS,
  artifactById,
  hexLabel,
  raceById,
  spellByCode,
  terrainOf,
  type MagikaAction,
  type MagikaOwnMage,
  type MagikaView,
  type TerrainNumber,
} from 'rulebooks/magika';
import type { MenuItem } from 'rulebooks/client';
import { clickable, html, svg } from '../../ui/dom.js';
import { ALIGNMENT_FILL, ARTIFACT_FILL, TEAM_FILL, TEAM_INK } from './palette.js';
import { PARAMETER_WORDS, orderText, points, seatText, seenText, spellLevels } from './words.js';

/** A mage's status (ST-6) in words. */
const STATUS = { ok: 'fit', exhausted: 'exhausted: can only rest', unconscious: 'unconscious' } as const;

export interface PanelInput {
  readonly view: MagikaView;
  readonly menu: readonly MenuItem<MagikaAction>[];
  readonly act: (action: MagikaAction) => void;
}

/** The card under the cavern: the seat's own mage. */
export function drawCards(input: PanelInput): HTMLElement {
  const { view } = input;
  const cards = html('div', { class: 'mg-cards' });
  if (view.me !== null) cards.append(drawMe(view, view.me, input));
  else if (view.final === null) cards.append(html('p', { class: 'mg-card mg-note' }, 'A spectator sees the roster and who has sent orders; each mage’s map, items and plan are its own until the game ends.'));
  return cards;
}

/** The column beside the cavern: the turn; the plan (a close-up of where it goes, and its five phases) or the final score; the other mages. */
export function drawSide(input: PanelInput, closeUp: SVGSVGElement | null): HTMLElement {
  const { view } = input;
  const side = html('div', { class: 'mg-side' });
  side.append(html('div', { class: 'mg-turn' }, `Turn ${view.turn} of at most ${view.maxTurns}`, view.over ? ' · the game is over' : ''));
  if (view.final !== null) side.append(drawFinal(view));
  if (view.me !== null && !view.over) side.append(drawPlan(view, view.me, input, closeUp));
  side.append(drawOthers(view));
  return side;
}

/** A horizontal bar, `value` of `max`, with a mark at `mark` (e.g. the exhaustion line). */
function bar(value: number, max: number, color: string, mark?: number): SVGSVGElement {
  const width = 150;
  const fill = Math.max(0, Math.min(1, value / max)) * width;
  return svg(
    'svg',
    { viewBox: `0 0 ${width} 10`, class: 'mg-bar', 'aria-hidden': 'true' },
    svg('rect', { x: 0, y: 0, width, height: 10, rx: 3, fill: '#e4e0d6' }),
    svg('rect', { x: 0, y: 0, width: fill, height: 10, rx: 3, fill: color }),
    mark === undefined ? null : svg('line', { x1: (mark / max) * width, y1: 0, x2: (mark / max) * width, y2: 10, stroke: '#a11', 'stroke-width': 1.4 }),
  );
}

/** Aptitude runs from −100 (Evil) through 0 to +100 (Good): a bar from the middle. */
function aptitudeBar(aptitude: number): SVGSVGElement {
  const width = 150;
  const mid = width / 2;
  const end = mid + (Math.max(-100, Math.min(100, aptitude)) / 100) * mid;
  return svg(
    'svg',
    { viewBox: `0 0 ${width} 10`, class: 'mg-bar', 'aria-hidden': 'true' },
    svg('rect', { x: 0, y: 0, width, height: 10, rx: 3, fill: '#e4e0d6' }),
    svg('rect', { x: Math.min(mid, end), y: 0, width: Math.abs(end - mid), height: 10, fill: aptitude >= 0 ? ALIGNMENT_FILL.good : ALIGNMENT_FILL.evil }),
    svg('line', { x1: mid, y1: 0, x2: mid, y2: 10, stroke: '#555', 'stroke-width': 1 }),
  );
}

function stat(name: string, graphic: SVGSVGElement, value: string, explain: string): HTMLElement {
  return html('div', { class: 'mg-stat', title: explain }, html('span', { class: 'mg-stat-name' }, name), graphic, html('span', { class: 'mg-stat-value' }, value));
}

function chip(text: string, color: string, title: string, ink = '#1d1d1f'): HTMLElement {
  return html('span', { class: 'mg-chip', style: `--chip:${color};--ink:${ink}`, title }, text);
}

/** The menu item for an action with these fields, if there is exactly one. */
function itemFor(menu: readonly MenuItem<MagikaAction>[], test: (action: MagikaAction) => boolean): number | undefined {
  const found = menu.flatMap((item, index) => (test(item.action) ? [index] : []));
  return found.length === 1 ? found[0] : undefined;
}

function drawMe(view: MagikaView, me: MagikaOwnMage, { menu, act }: PanelInput): HTMLElement {
  const entry = view.roster[me.seat];
  const race = raceById(me.race);
  const section = html('section', { class: 'mg-card mg-me', 'aria-label': 'Your mage' });
  // Two columns: who the mage is and its statistics; what it carries and knows.
  const card = html('div', {});
  const more = html('div', {});
  section.append(card, more);
  const team = me.team;
  const terrain = (view.knowledge?.terrain[me.hex] ?? 0) as TerrainNumber | 0;
  card.append(
    html(
      'div',
      { class: 'mg-me-head' },
      html('span', { class: 'mg-disc', style: `--team:${TEAM_FILL[team]};--ink:${TEAM_INK[team]}` }, entry?.letter ?? '?'),
      html(
        'div',
        {},
        html('div', { class: 'mg-name' }, entry?.name ?? 'You', entry?.ebon === true ? ' · the Ebon Mage' : ''),
        html('div', { class: 'mg-sub' }, `${race?.name ?? me.race} · ${me.alignment} · ${team === 'black' ? 'no cloak (Black)' : `${team} team`}${me.forcedBlack ? ' for good' : ''} · ${STATUS[me.status]}`),
        html('div', { class: 'mg-sub' }, `at ${hexLabel(me.hex)}${terrain === 0 ? '' : `, ${terrainOf(terrain).name}`}`),
      ),
    ),
  );
  card.append(
    stat('Endurance', bar(me.endurance, me.maxEndurance, '#c8553d', 10), `${me.endurance}/${me.maxEndurance}`, 'Endurance: moving and searching spend it, resting recovers it; under 10 a mage is exhausted and can only rest (MG-10).'),
    stat('Arcania', bar(me.arcania, me.maxArcania, '#3d6dd0'), `${me.arcania}/${me.maxArcania}`, 'Arcania: casting spends it, meditating recovers it (MG-12).'),
    stat('Spell Skill', bar(me.skill, 100, '#7a4fb5'), `${me.skill}%`, 'Spell Skill: the chance in percent that a spell works (MG-29).'),
    stat('Aptitude', aptitudeBar(me.aptitude), `${me.aptitude > 0 ? '+' : ''}${me.aptitude}`, 'Aptitude from −100 (Evil) to +100 (Good): casting moves it toward the spell’s alignment (MG-28).'),
  );

  const items = html('div', { class: 'mg-items' });
  for (const scroll of me.scrolls) {
    const spell = spellByCode(scroll.spell);
    const name = spell?.name ?? scroll.spell;
    const parameter = PARAMETER_WORDS[spell?.parameter ?? 'none'] ?? '';
    const card = html(
      'div',
      { class: 'mg-scroll', style: `--align:${ALIGNMENT_FILL[spell?.alignment ?? 'neutral']}`, title: `${name} (${spell?.alignment ?? ''}), scroll-${scroll.id}: ${spellLevels(scroll.spell)}; names ${parameter}.${scroll.permanent ? ' It does not crumble when read.' : ''}` },
      html('span', { class: 'mg-scroll-name' }, name),
      html('span', { class: 'mg-scroll-cost', title: 'Arcania it costs: minor / major' }, `${spell?.minor.cost ?? '?'}/${spell?.major.cost ?? '?'}`),
    );
    // A cast with no target to choose is one click; the rest are in the menu, grouped.
    for (const level of ['minor', 'major'] as const) {
      const index = itemFor(menu, (a) => a.type === 'cast' && a.scroll === scroll.id && a.level === level && a.target === null);
      if (index === undefined) continue;
      const item = menu[index]!;
      card.append(clickable(html('span', { class: 'mg-do' }, level === 'minor' ? 'cast' : 'cast major'), index, item.label, () => act(item.action)));
    }
    items.append(card);
  }
  for (const cloak of me.cloaks) {
    const box = chip(`${cloak.color} cloak${cloak.donned ? ' (worn)' : ''}`, TEAM_FILL[cloak.color], `cloak-${cloak.id}: wearing it makes you one of the ${cloak.color} team (MG-23).`, TEAM_INK[cloak.color]);
    const index = itemFor(menu, (a) => a.type === 'don' && a.cloak === cloak.id);
    if (index !== undefined) {
      const item = menu[index]!;
      box.append(clickable(html('span', { class: 'mg-do' }, 'don'), index, item.label, () => act(item.action)));
    }
    items.append(box);
  }
  for (const id of me.artifacts) {
    const artifact = artifactById(id);
    items.append(chip(artifact?.name ?? id, ARTIFACT_FILL[artifact?.class ?? 'ability'], `${artifact?.name ?? id}: a ${artifact?.class ?? ''} artifact you hold.`));
  }
  if (items.childElementCount === 0) items.append(html('span', { class: 'muted' }, 'Carries nothing.'));
  more.append(html('div', { class: 'mg-label' }, 'Carries'), items);
  if (me.effects.length > 0) {
    more.append(
      html('div', { class: 'mg-label' }, 'Spells on you'),
      html('div', { class: 'mg-items' }, ...me.effects.map((effect) => chip(`${spellByCode(effect.spell)?.name ?? effect.spell}${effect.level === 'major' ? ' (major)' : ''}`, '#e9e3f7', effect.until < 0 ? 'for the rest of the game' : `until phase ${((effect.until - 1) % 5) + 1} of turn ${Math.floor((effect.until - 1) / 5) + 1}`))),
    );
  }
  if (view.tasks !== null && view.final === null) {
    more.append(html('div', { class: 'mg-label' }, 'Your secret tasks'), html('ul', { class: 'mg-tasks' }, ...view.tasks.map((id) => html('li', {}, EBON_TASKS.find((task) => task.id === id)?.text ?? id))));
  }
  if (view.report !== null && view.report.racial !== null && !view.over) {
    const racial = ARTIFACTS.find((artifact) => artifact.race === me.race);
    more.append(html('p', { class: 'mg-note' }, `Your race’s artifact, the ${racial?.name ?? '?'}, ${view.report.racial === 'here' ? 'is in your hex' : `lies ${view.report.racial} of you (the violet arrow)`}.`));
  }
  // Once the game is over the final score (beside the cavern) replaces the report's estimate.
  if (view.report !== null && !view.over) {
    const { quarters, min, max } = view.report.standings;
    card.append(
      html(
        'div',
        { class: 'mg-standings', title: `The others’ least and greatest: Endurance ${min[0]}–${max[0]}, Arcania ${min[1]}–${max[1]}, Spell Skill ${min[2]}–${max[2]}, aptitude ${min[3]}–${max[3]} (RC-6).` },
        `If the game ended now: ${points(quarters)} VP. Others’ Endurance ${min[0]}–${max[0]}, Arcania ${min[1]}–${max[1]}.`,
      ),
    );
  }
  return section;
}

/** The five phases of the plan: written orders, the phase being written, and those to come. */
function drawPlan(view: MagikaView, me: MagikaOwnMage, { menu, act }: PanelInput, closeUp: SVGSVGElement | null): HTMLElement {
  const card = html('section', { class: 'mg-card mg-plan', 'aria-label': 'Your plan for this turn' });
  const sent = view.sent[me.seat] === true;
  card.append(html('div', { class: 'mg-label', title: 'Each seat writes five orders, one per phase, in secret; the turn is carried out when every plan is in (MG-8).' }, sent ? 'Your plan is sent: waiting for the others' : `Your plan for turn ${view.turn}`));
  if (closeUp !== null) card.append(closeUp);
  const slots = html('ol', { class: 'mg-slots' });
  for (let phase = 1; phase <= 5; phase++) {
    const order = me.plan[phase - 1];
    const slot = html('li', { class: `mg-slot${order !== undefined ? ' mg-written' : phase === me.plan.length + 1 && !sent ? ' mg-next' : ''}` }, html('span', { class: 'mg-slot-phase' }, String(phase)));
    if (order !== undefined) slot.append(html('span', {}, orderText(me, view.roster, order)));
    else if (phase === me.plan.length + 1 && menu.length > 0) {
      slot.append(html('span', { class: 'mg-slot-hint' }, 'click a marked hex to move, or'));
      for (const type of ['rest', 'search', 'meditate'] as const) {
        const index = itemFor(menu, (a) => a.type === type);
        if (index === undefined) continue;
        const item = menu[index]!;
        slot.append(clickable(html('span', { class: 'mg-do' }, type), index, item.label, () => act(item.action)));
      }
    } else slot.append(html('span', { class: 'muted' }, '—'));
    slots.append(slot);
  }
  card.append(slots);
  return card;
}

/** Every other mage: whether its plan is in, and what the seat knows of it. */
function drawOthers(view: MagikaView): HTMLElement {
  const card = html('section', { class: 'mg-card mg-others', 'aria-label': 'The other mages' });
  card.append(html('div', { class: 'mg-label' }, 'Mages'));
  const list = html('ul', { class: 'mg-roster' });
  const reportTurn = view.report?.turn ?? 0;
  for (const entry of view.roster) {
    if (entry.seat === view.viewer) continue;
    const sighting = view.knowledge?.sightings[entry.seat] ?? null;
    const race = view.knowledge?.races[entry.seat] ?? null;
    const alignment = view.knowledge?.alignments[entry.seat] ?? null;
    const final = view.final?.mages[entry.seat];
    const team = final?.team ?? sighting?.seen.team ?? null;
    let where: string;
    if (final !== undefined) where = `ended at ${hexLabel(final.hex)}`;
    else if (view.knowledge === null) where = '';
    else if (sighting === null) where = 'never seen';
    else if (sighting.turn === reportTurn) where = `at ${hexLabel(sighting.hex)} now`;
    else where = `last seen at ${hexLabel(sighting.hex)}, turn ${sighting.turn}`;
    const known = [race === null ? null : (raceById(race)?.name ?? race), alignment].filter((part) => part !== null).join(' ');
    const details = sighting === null ? '' : seenText(sighting.seen);
    list.append(
      html(
        'li',
        { 'data-seat': entry.seat, title: details === '' ? `${seatText(view.roster, entry.seat)}: ${where}.` : `${seatText(view.roster, entry.seat)}: ${where}; ${details}.` },
        html('span', { class: 'mg-disc mg-small', style: `--team:${team === null ? '#8b8f98' : TEAM_FILL[team]};--ink:${team === null ? '#fff' : TEAM_INK[team]}` }, entry.letter),
        html('span', { class: 'mg-who' }, entry.name, entry.ebon && !entry.name.includes('Ebon') ? ' (the Ebon Mage)' : ''),
        html('span', { class: 'mg-known' }, [known, where].filter((part) => part !== '').join(' · ')),
        view.over ? null : html('span', { class: `mg-sent${view.sent[entry.seat] === true ? ' mg-yes' : ''}` }, view.sent[entry.seat] === true ? 'plan sent' : 'writing'),
      ),
    );
  }
  card.append(list);
  return card;
}

function drawFinal(view: MagikaView): HTMLElement {
  const final = view.final!;
  const reasons = { goal: 'a novice reached the Goal Square', globe: 'the Globe of Life was formed', gathered: 'the three alignment artifacts came together', turnLimit: 'the turn limit was reached' } as const;
  const card = html('section', { class: 'mg-card mg-final', 'aria-label': 'Final score' });
  card.append(html('div', { class: 'mg-label' }, `Game over on turn ${final.end.turn}: ${reasons[final.end.reason]}`));
  const rows = final.end.scores
    .map((score, seat) => ({ seat, total: score.total }))
    .sort((a, b) => b.total - a.total)
    .map(({ seat, total }) => html('tr', {}, html('td', {}, seatText(view.roster, seat)), html('td', { class: 'mg-num' }, `${points(total)} VP`)));
  card.append(html('table', { class: 'mg-scores' }, ...rows));
  return card;
}

