/**
 * A regular turn's own steps (GT-S20…GT-S25, GT-S43, GT-S50; GT-4, GT-9, GT-17, GT-18, GT-19,
 * GT-20): taking a cube off the mat, WEAKEN, the draws, and the `act` stage's scan, fight, trade
 * or end of turn. Travel is in travel.ts, scanning in scan.ts.
 */
import type { Player } from '../../../core/game.js';
import type { Rng } from '../../../core/rng.js';
import { COMPONENTS, type Component } from '../content/cruisers.js';
import type { GridTravelerAction, GridTravelerState } from '../types.js';
import { announceDraw, drawFrom } from './cards.js';
import { fightKinds, inProximity, startFight } from './combat.js';
import { endTurn } from './flow.js';
import { playing } from './numbers.js';
import { mayScan } from './scan.js';
import { offers } from './trade.js';
import { afterDraw, playWeaken, weakenTargets } from './whispers.js';

/** The components (and Damage) with a cube to take off (GT-S20, GT-4). */
export function repairable(state: GridTravelerState, seat: Player): (Component | 'damage')[] {
  const me = state.seats[seat]!;
  const out: (Component | 'damage')[] = COMPONENTS.filter((c) => me.tracks[c].red + me.tracks[c].yellow > 0);
  if (me.damage > 0) out.push('damage');
  return out;
}

/** Takes one cube off (GT-4): a yellow one first, as a DITFOI's component is unusable until all three are gone. */
export function repair(state: GridTravelerState, seat: Player, component: Component | 'damage'): void {
  const me = state.seats[seat]!;
  if (component === 'damage') me.damage--;
  else if (me.tracks[component].yellow > 0) me.tracks[component].yellow--;
  else me.tracks[component].red--;
  state.events.push({ type: 'recovered', audience: null, player: seat, health: 0, nanytes: 0, component });
  state.turn!.stage = 'draw';
}

/** The draws `seat` may choose (GT-S11, GT-S23, GT-18): DITFOI and Whisper optional, if any are left. */
export function drawChoices(state: GridTravelerState, seat: Player): GridTravelerAction[] {
  const ditfoi = state.decks.ditfoi.length > 0 ? [false, true] : [false];
  const whisper = state.decks.whisper.length + state.discards.whisper.length > 0 ? [false, true] : [false];
  return ditfoi.flatMap((d) => whisper.map((w) => ({ type: 'draw' as const, player: seat, ditfoi: d, whisper: w })));
}

/** Draws: a DITFOI if asked, the Magick card if any is left, a Whisper if asked (GT-S23); an Overreach plays at once (GT-S12). */
export function draw(state: GridTravelerState, seat: Player, ditfoi: boolean, whisper: boolean, rng: Rng): void {
  const me = state.seats[seat]!;
  if (ditfoi) {
    const id = drawFrom(state, 'ditfoi', seat, rng);
    if (id !== null) {
      me.hand.ditfoi.push(id);
      announceDraw(state, seat, id, null);
    }
  }
  const magick = drawFrom(state, 'magick', seat, rng);
  if (magick !== null) {
    me.hand.magick.push(magick);
    announceDraw(state, seat, magick, null);
  }
  if (whisper) {
    const id = drawFrom(state, 'whisper', seat, rng);
    if (id !== null) {
      me.hand.whisper.push(id);
      announceDraw(state, seat, id, null);
      afterDraw(state, seat, id);
    }
  }
  state.turn!.stage = 'travel';
}

/** The `draw` stage's actions: WEAKEN first if ready (GT-20), then the draws. */
export function drawStageActions(state: GridTravelerState, seat: Player): GridTravelerAction[] {
  const weaken = state.round >= state.seats[seat]!.weakenFrom ? weakenTargets(state, seat).map((target) => ({ type: 'weaken' as const, player: seat, target })) : [];
  return [...weaken, ...drawChoices(state, seat)];
}

/** Plays WEAKEN in the draw stage (GT-20); the draws follow. */
export function weakenInTurn(state: GridTravelerState, seat: Player, target: Player): void {
  playWeaken(state, seat, target);
}

/** The `act` stage's actions (GT-S43, GT-S50): scan, fight, offer a trade, end the turn. */
export function actStageActions(state: GridTravelerState, seat: Player): GridTravelerAction[] {
  const out: GridTravelerAction[] = [];
  const turn = state.turn!;
  if (!turn.scanned && mayScan(state, seat)) out.push({ type: 'scan', player: seat });
  for (const other of playing(state)) {
    if (other === seat || !inProximity(state, seat, other)) continue;
    for (const kind of fightKinds(state, seat, other)) out.push({ type: 'fight', player: seat, target: other, kind });
  }
  if (!turn.traded) {
    for (const other of playing(state)) if (other !== seat && inProximity(state, seat, other)) out.push(...offers(state, seat, other));
  }
  out.push({ type: 'endTurn', player: seat });
  return out;
}

/** Starts or joins a fight (GT-9, GT-10, GT-17): a new fight takes its first combat turn now; a joiner's turn ends. */
export function fight(state: GridTravelerState, seat: Player, target: Player, kind: 'ship' | 'magick', rng: Rng): void {
  if (startFight(state, seat, target, kind, rng) === 'joined') endTurn(state, rng);
}
