/**
 * A figure in words, from the seat's view only: what its tooltip and its card say. Another side's
 * ST spent on spells, what its creations really are and which protection it cast in secret are
 * not in the view (FT-38, FT-49), so they cannot be written here either: the words say "unknown".
 */
import { contentPack, spellById, type FantasyTripFigureView, type FantasyTripItem, type FantasyTripOption, type FantasyTripView } from 'rulebooks/fantasy-trip';

/** Side colours, by seat: distinct in hue and readable under white initials. */
export const SIDE_COLOURS = ['#2d66c9', '#c63f34', '#2c8c4b', '#7d4cb8', '#c47a12', '#17858f'] as const;
export const sideColour = (side: number): string => SIDE_COLOURS[side % SIDE_COLOURS.length] ?? '#555';
export const sideName = (side: number): string => `Side ${side + 1}`;

/** Each option as a short phrase (the screen's options a…v, FT-8), for the turn line and the cards. */
export const OPTION_WORDS: Readonly<Record<FantasyTripOption, string>> = {
  move: 'moving',
  charge: 'charging',
  dodge: 'dodging',
  ready: 'readying a weapon',
  standUp: 'getting up',
  shiftAttack: 'shift and attack',
  shiftDefend: 'shift and defend',
  disengage: 'disengaging',
  pickUp: 'picking up a weapon',
  grapple: 'closing to grapple',
  hthAttack: 'fighting on the ground',
  drawDagger: 'reaching for a dagger',
  breakFree: 'breaking free',
  fire: 'taking aim',
  lastShot: 'one last shot',
  cast: 'casting',
  disbelieve: 'disbelieving',
  dropProne: 'dropping flat',
  dropKneeling: 'kneeling',
  crawl: 'crawling',
};

/** The side a figure fights for now: its own, or the side of a wizard that controls it (FT-50). */
export function fightsFor(view: FantasyTripView, figure: FantasyTripFigureView): number {
  for (const effect of figure.effects) {
    if (effect.spell === 'control-person' || effect.spell === 'control-animal') return view.figures[effect.caster]?.side ?? figure.side;
  }
  return figure.side;
}

/** ST left, as far as the seat can tell: basic ST less hits, and less fatigue where the seat sees it. */
export function stLeft(figure: FantasyTripFigureView): number {
  return figure.st - figure.hits - (figure.fatigue ?? 0);
}

/** Short initials for a token: "Fighter 2" → "F2", "Gorm" → "Go". */
export function initials(name: string): string {
  const words = name.split(/\s+/).filter((word) => word !== '');
  if (words.length >= 2) return `${words[0]![0]}${words[1]![0]}`.toUpperCase();
  return name.slice(0, 2);
}

/** A weapon's or shield's name from the edition's tables. */
export function itemName(view: FantasyTripView, item: FantasyTripItem): string {
  const pack = contentPack(view.config.edition);
  return (item.kind === 'weapon' ? pack.weapons[item.ref]?.name : pack.shields[item.ref]?.name) ?? item.ref;
}

/** How it stands, in a word or two. */
export function stance(figure: FantasyTripFigureView): string {
  if (figure.condition === 'dead') return 'dead';
  if (figure.condition === 'unconscious') return 'unconscious';
  if (figure.condition === 'gone') return 'gone';
  switch (figure.posture) {
    case 'down':
      return 'knocked down';
    case 'prone':
      return 'prone';
    case 'kneeling':
      return 'kneeling';
    case 'hth':
      return 'in hand-to-hand';
    default:
      return 'standing';
  }
}

/** What it is: a build's figure, or a creation as the seat may see it (FT-38). */
export function whatItIs(view: FantasyTripView, figure: FantasyTripFigureView): string | null {
  const creature = figure.creature === null ? null : (contentPack(view.config.edition).creatures[figure.creature]?.name ?? figure.creature);
  if (figure.creation === null) return creature;
  const maker = view.figures[figure.creation.caster]?.name ?? 'a wizard';
  const kind = figure.creation.kind === 'unknown' ? 'real or not, only its side knows' : figure.creation.kind;
  return `${creature === null ? 'A creation' : `Looks like a ${creature}`} made by ${maker} (${kind})`;
}

/** The spells on it, each named as the seat may see it (FT-49). */
export function spellsOn(figure: FantasyTripFigureView): string[] {
  return figure.effects.map((effect) => {
    if (effect.spell === null) return 'a protection cast in secret';
    const name = spellById(effect.spell)?.name ?? effect.spell;
    const secret = effect.secret !== null && effect.secret !== 'unknown' ? (effect.secret.fake ? ' (your secret fake)' : ' (your secret)') : '';
    const power = effect.power > 1 ? ` ×${effect.power}` : '';
    const until = effect.until === null ? '' : ` to turn ${effect.until}`;
    return `${name}${power}${secret}${until}`;
  });
}

/** Its gear: the ready weapon and shield, what is slung, and its armour. */
export function gearOf(view: FantasyTripView, figure: FantasyTripFigureView): string[] {
  const carried = view.items.filter((item) => item.holder === figure.id);
  const out = carried.map((item) => `${itemName(view, item)}${item.state === 'slung' ? ' (slung)' : ''}${item.cracked ? ' (cracked)' : ''}`);
  if (figure.armor !== null) out.push(contentPack(view.config.edition).armors[figure.armor]?.name ?? figure.armor);
  return out;
}

/** Its wounds from aimed shots and crippling hits (FT-59, FT-60). */
function woundsOf(figure: FantasyTripFigureView): string[] {
  const w = figure.wounds;
  if (w === null) return [];
  const limbs = [['weapon arm', w.weaponArm], ['shield arm', w.shieldArm], ['right leg', w.rightLeg], ['left leg', w.leftLeg]] as const;
  const out = limbs.filter(([, state]) => state !== 'sound').map(([limb, state]) => `${limb} ${state === 'lost' ? 'lost' : 'useless'}`);
  if (w.hobbledUntil !== null) out.push(`lame to turn ${w.hobbledUntil}`);
  if (w.stunnedTurn !== null) out.push('stunned');
  return out;
}

/** The one-line marks of how it is this turn: dazed, weakened, waiting, bent over. */
export function marksOf(view: FantasyTripView, figure: FantasyTripFigureView): string[] {
  const out: string[] = [];
  if (figure.dazed) out.push('dazed (−2 DX)');
  if (figure.weakened) out.push('weakened (−3 DX)');
  if (figure.stooping) out.push('bent over');
  if (figure.waiting !== null) out.push(`waiting for an opening on ${view.figures[figure.waiting.target]?.name ?? 'a foe'}`);
  if (figure.option !== null) out.push(OPTION_WORDS[figure.option]);
  return [...out, ...woundsOf(figure)];
}

/**
 * Whether the seat knows the figure's ST left: always for its own figures, and for another side's
 * that cannot spend ST on spells (no spells known, not a creation). Another side's wizard or
 * creation may have spent ST the seat does not see (FT-38): its ST left is only at most this.
 */
export function stKnown(figure: FantasyTripFigureView): boolean {
  return figure.fatigue !== null || (figure.spells.length === 0 && figure.creation === null);
}

/**
 * The numbers line: ST left of basic ST, hits taken, DX, MA. The ST spent on spells is shown for
 * the seat's own figures only (`fatigue` is null in the view for another side's, FT-38).
 */
export function numbersOf(figure: FantasyTripFigureView): string {
  const fatigue = figure.fatigue !== null && (figure.fatigue > 0 || figure.spells.length > 0) ? `, fatigue ${figure.fatigue}` : '';
  const st = stKnown(figure) ? `ST ${stLeft(figure)}/${figure.st}` : `ST ≤${stLeft(figure)}/${figure.st}`;
  return `${st} (${figure.hits} hit${figure.hits === 1 ? '' : 's'} taken${fatigue}) · DX ${figure.dx} · IQ ${figure.iq} · MA ${figure.ma}`;
}

/** The spells it knows, by name (public: every side sees a wizard's spell list). */
export function knownSpells(figure: FantasyTripFigureView): string[] {
  return figure.spells.map((id) => spellById(id)?.name ?? id);
}

/** Everything above, as a tooltip. */
export function tooltipOf(view: FantasyTripView, figure: FantasyTripFigureView, engagedBy: readonly string[]): string {
  const lines = [`${figure.name} · ${sideName(figure.side)}${fightsFor(view, figure) !== figure.side ? `, controlled by ${sideName(fightsFor(view, figure))}` : ''} · ${stance(figure)}`];
  const what = whatItIs(view, figure);
  if (what !== null) lines.push(what);
  lines.push(numbersOf(figure));
  const gear = gearOf(view, figure);
  if (gear.length > 0) lines.push(gear.join(', '));
  if (!stKnown(figure)) lines.push('ST spent on spells: only its side knows');
  if (figure.spells.length > 0) lines.push(`Knows ${knownSpells(figure).join(', ')}`);
  const spells = spellsOn(figure);
  if (spells.length > 0) lines.push(`Under ${spells.join(', ')}`);
  const marks = marksOf(view, figure);
  if (marks.length > 0) lines.push(marks.join(', '));
  if (engagedBy.length > 0) lines.push(`Engaged by ${engagedBy.join(', ')}`);
  return lines.join('\n');
}
