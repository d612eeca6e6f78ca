/**
 * One line per event, as a Game Master's turn summary reads (XIX "Turn Summary"): mages by their
 * identity letters, hexes by the rulebook's labels (a1…z26).
 */
import { artifactById } from './content/artifacts.js';
import { spellByCode } from './content/spells.js';
import { hexLabel } from './rules/map.js';
import type { MagikaEvent, MagikaOrder, MagikaReport } from './types.js';

const letter = (seat: number): string => String.fromCharCode(65 + seat);
const pts = (quarters: number): string => String(quarters / 4);

/** An order in a few words (`move NE`, `give scroll-2 to C`). */
export function describeOrder(order: MagikaOrder): string {
  switch (order.type) {
    case 'move':
      return `move ${order.direction}`;
    case 'rest':
    case 'search':
    case 'meditate':
      return order.type;
    case 'drop':
      return order.item === 'all' ? 'drop everything' : `drop ${order.item}`;
    case 'give':
      return `give ${order.item} to ${letter(order.recipient)}`;
    case 'demand':
      return `demand the ${artifactById(order.artifact)?.name ?? order.artifact}`;
    case 'don':
      return `don cloak-${order.cloak}`;
    case 'cast':
      return `cast scroll-${order.scroll} (${order.level}${order.target === null ? '' : `, ${order.target}`})`;
  }
}

/** A turn report in one line: who and what the seat sees, its racial artifact's bearing, its Standings. */
export function describeReport(report: MagikaReport): string {
  const seen: string[] = [];
  for (const cell of report.sight) {
    for (const m of cell.mages) {
      const details = [m.race, m.team === null || m.team === 'black' ? null : `${m.team} cloak`, m.strength].filter((d) => d !== null);
      seen.push(`${letter(m.seat)} at ${hexLabel(cell.hex)}${details.length > 0 ? ` (${details.join(', ')})` : ''}`);
    }
    if (cell.ring === 3 && cell.occupied && cell.mages.length === 0) seen.push(`someone at ${hexLabel(cell.hex)}`);
    for (const id of cell.artifacts) seen.push(`the ${artifactById(id)!.name} lying at ${hexLabel(cell.hex)}`);
  }
  const parts = [seen.length === 0 ? 'sees nobody' : `sees ${seen.join(', ')}`];
  if (report.allies.length > 0) parts.push(`teammates ${report.allies.map((a) => `${letter(a.seat)} at ${hexLabel(a.hex)}`).join(', ')}`);
  for (const { artifact, hex } of report.attuned) parts.push(`senses the ${artifactById(artifact)!.name} at ${hexLabel(hex)}`);
  if (report.racial !== null) parts.push(report.racial === 'here' ? 'its racial artifact is here' : `its racial artifact lies ${report.racial}`);
  const { min, max, quarters } = report.standings;
  parts.push(`others End ${min[0]}–${max[0]}, Arc ${min[1]}–${max[1]}, Skill ${min[2]}–${max[2]}, Apt ${min[3]}–${max[3]}; VP now ${pts(quarters)}`);
  return parts.join('; ');
}

/** One readable line for an event. */
export function describeEvent(event: MagikaEvent): string {
  switch (event.type) {
    case 'setupDone':
      return `Magika: ${event.players} mages${event.ebon === null ? ', no Ebon Mage' : `, the Ebon Mage is ${letter(event.ebon)}`}; at most ${event.maxTurns} turns.`;
    case 'scrollGained':
      return `${letter(event.player)} ${event.how === 'start' ? 'starts with' : event.how === 'found' ? 'finds' : 'receives'} a scroll of ${spellByCode(event.spell)!.name} (scroll-${event.scroll}).`;
    case 'scrollLost': {
      const name = spellByCode(event.spell)!.name;
      const who = letter(event.player);
      if (event.why === 'dropped') return `${who}'s scroll of ${name} disintegrates as it is dropped.`;
      if (event.why === 'overflow') return `${who} cannot hold a seventh scroll: ${name} disintegrates.`;
      if (event.why === 'burned') return `${who}'s scroll of ${name} goes up in flames.`;
      return `${who}'s scroll of ${name} disintegrates once read.`;
    }
    case 'cast': {
      const name = `${spellByCode(event.spell)!.name}${event.level === 'major' ? ' (major)' : ''}${event.target === null ? '' : ` at ${event.target}`}`;
      const roll = event.roll === null ? '' : ` (rolled ${event.roll}, needed ${event.need} or less)`;
      const result = event.result === 'success' ? `it works${event.bonus ? ', with a bonus' : ''}` : event.result === 'failure' ? 'it fails' : 'it could have no effect';
      return `${letter(event.player)} casts ${name} for ${event.cost} Arcania: ${result}${roll}.`;
    }
    case 'learned':
      return `${letter(event.player)}'s aptitude is now ${event.aptitude}, Spell Skill ${event.skill}%${event.roll === null ? '' : ` (skill roll ${event.roll})`}.`;
    case 'struck': {
      const by = event.caster === null ? '' : ` from ${letter(event.caster)}`;
      const name = spellByCode(event.spell)!.name;
      return event.outcome === 'affected'
        ? `${letter(event.player)} is struck by ${name}${by}.`
        : event.outcome === 'protected'
          ? `${letter(event.player)}'s protection stops ${name}${by}.`
          : `${letter(event.player)} resists ${name}${by}.`;
    }
    case 'teleported':
      return `${letter(event.player)} is whisked from ${hexLabel(event.from)} to ${hexLabel(event.to)}.`;
    case 'prevented':
      return `${letter(event.player)} cannot ${event.order} under ${spellByCode(event.by)!.name}.`;
    case 'stolen':
      return `${event.player === null ? 'An unseen mage' : letter(event.player)} steals ${event.what} from ${letter(event.victim)}.`;
    case 'turnStarted':
      return `— Turn ${event.turn}: orders are written —`;
    case 'ordered':
      return `${letter(event.player)} writes for phase ${event.phase}: ${describeOrder(event.order)}.`;
    case 'planSent':
      return `${letter(event.player)} sends in orders.`;
    case 'phaseStarted':
      return `Turn ${event.turn}, phase ${event.phase}:`;
    case 'forcedRest':
      return `${letter(event.player)} is ${event.why} and can only rest.`;
    case 'orderFailed':
      return `${letter(event.player)}'s ${event.order} fails: ${event.why}${event.rests ? '; rests instead' : ''}.`;
    case 'demanded':
      return `${event.player === null ? 'An unseen mage' : letter(event.player)} demands the ${artifactById(event.artifact)!.name} from ${letter(event.holder)}: ${event.won ? 'it is handed over' : 'denied'}.`;
    case 'gave':
      return `${letter(event.player)} gives ${event.what} to ${letter(event.recipient)}.`;
    case 'donned':
      return event.result === 'joined'
        ? `${letter(event.player)} dons a ${event.color} cloak and joins the ${event.color} team.`
        : event.result === 'refused'
          ? `${letter(event.player)} dons a ${event.color} cloak, but the ${event.color} team has no place for it: the cloak disintegrates.`
          : `${letter(event.player)} fails to re-cloak in ${event.color}: its cloaks disintegrate, it loses 50 Endurance and 50 Arcania and is Black for good.`;
    case 'moved':
      return `${letter(event.player)} moves ${event.direction} from ${hexLabel(event.from)} to ${hexLabel(event.to)} (move ${event.nth}, ${event.cost} Endurance).`;
    case 'searched': {
      const roll = event.roll === null ? '' : ` (rolled ${event.roll}, needed ${event.need} or less)`;
      const found = event.found === 'items' ? 'picks up what lies there' : event.found === 'scroll' ? `finds a scroll${roll}` : `finds nothing${roll}`;
      return `${letter(event.player)} searches and ${found}, for ${event.cost} Endurance.`;
    }
    case 'pickedUp':
      return `${letter(event.player)} picks up ${event.what}.`;
    case 'dropped':
      return `${letter(event.player)} drops ${event.what}.`;
    case 'meditated':
      return `${letter(event.player)} meditates: +${event.gain} Arcania (${event.arcania}).`;
    case 'rested':
      return event.bonus ? `${letter(event.player)} rested all turn: +${event.gain} Endurance bonus (${event.endurance}).` : `${letter(event.player)} rests: +${event.gain} Endurance (${event.endurance}).`;
    case 'unconscious':
      return `${letter(event.player)} falls unconscious and rests the rest of the turn.`;
    case 'obeyed':
      return `The Rod of Obedience steadies ${letter(event.player)}: aptitude ${event.aptitude}.`;
    case 'tieBroken':
      return `A draw settles who goes first to ${event.step}: ${event.order.map(letter).join(', ')}.`;
    case 'goalReached':
      return `${letter(event.player)} reaches the Goal Square!`;
    case 'globeFormed':
      return `The Globe of Life forms for ${event.formers.map(letter).join(', ')}! ${event.taken.map(letter).join(', ')} ${event.taken.length === 1 ? 'is' : 'are'} taken to the Goal Square.`;
    case 'gathered':
      return `The three alignment artifacts end the turn together at ${hexLabel(event.hex)}: ${event.taken.length === 0 ? 'nobody is' : `${event.taken.map(letter).join(', ')} ${event.taken.length === 1 ? 'is' : 'are'}`} taken to the Goal Square.`;
    case 'reported':
      return `Report to ${letter(event.player)} after turn ${event.report.turn}: ${describeReport(event.report)}.`;
    case 'gameEnded': {
      const reason = { goal: 'a novice reached the Goal Square', globe: 'the Globe of Life formed', gathered: 'the three alignment artifacts came together', turnLimit: 'the turn limit was reached' }[event.reason];
      return `The contest ends: ${reason}. Victory Points: ${event.quarters.map((q, seat) => `${letter(seat)} ${pts(q)}`).join(', ')}.`;
    }
  }
}
