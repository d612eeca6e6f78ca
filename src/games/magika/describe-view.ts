/** A few lines summarising a view: the seat's mage, plan and last report, as its turn report would. */
import { artifactById } from './content/artifacts.js';
import { spellByCode } from './content/spells.js';
import { describeOrder, describeReport } from './describe.js';
import { hexLabel } from './rules/map.js';
import type { MagikaView } from './types.js';

/** A summary of `view` for a person at that seat. */
export function describeView(view: MagikaView): string {
  const lines = [`Magika, turn ${view.turn} of at most ${view.maxTurns}${view.over ? ' (over)' : ''}. Orders sent: ${view.roster.filter((r) => view.sent[r.seat]).map((r) => r.letter).join(', ') || 'none'}.`];
  const me = view.me;
  if (me !== null) {
    const name = view.roster[me.seat]!;
    lines.push(
      `${name.letter} ${name.name}${name.ebon ? ' (the Ebon Mage)' : ''}: ${me.race} ${me.alignment}, ${me.team} team, ${me.status}, at ${hexLabel(me.hex)}; End ${me.endurance}/${me.maxEndurance}, Arc ${me.arcania}/${me.maxArcania}, Skill ${me.skill}%, Aptitude ${me.aptitude}.`,
    );
    const items = [
      ...me.scrolls.map((s) => `scroll-${s.id} ${spellByCode(s.spell)!.name}`),
      ...me.cloaks.map((c) => `cloak-${c.id} ${c.color}${c.donned ? ' (donned)' : ''}`),
      ...me.artifacts.map((id) => artifactById(id)!.name),
    ];
    lines.push(`Carries: ${items.length === 0 ? 'nothing' : items.join(', ')}.`);
    if (me.plan.length > 0) lines.push(`Orders so far: ${me.plan.map((o, i) => `${i + 1}. ${describeOrder(o)}`).join('; ')}.`);
  }
  if (view.report !== null) lines.push(`Last report: ${describeReport(view.report)}.`);
  if (view.final !== null) {
    lines.push(`Final Victory Points: ${view.final.end.scores.map((s, seat) => `${view.roster[seat]!.letter} ${s.total / 4}`).join(', ')}.`);
  }
  return lines.join('\n');
}
