/**
 * What each seat may see (DESIGN §6, FT-30, FT-38). The arena, every figure's attributes, wounds and
 * gear, and every die are public, except: another side's ST spent on spells (`fatigue`), and with
 * it the ST left in its wizards' damage reports; what another side's creations really are (`kind`,
 * and the ST `paid` for them) until they show it; which creation spell another side cast and its
 * cost; and the dice of a disbelief at a creation not one's own. A view is a copy, so a UI may keep
 * it while the fight goes on.
 */
import type { Viewer } from '../../core/game.js';
import type { FantasyTripEvent, FantasyTripFigure, FantasyTripFigureView, FantasyTripState, FantasyTripView } from './types.js';
import { cloneState } from './clone.js';
import { actingPlayer } from './rules/choices.js';

/** Whether `viewer` sees this figure's own side's secrets: a spectator sees only what every side sees. */
const owns = (viewer: Viewer, figure: FantasyTripFigure | undefined): boolean => figure !== undefined && viewer === figure.side;

/** Whether a figure's ST now can carry a secret: a wizard's or a creation's (a public fact, decided from public facts only). */
const secretST = (figure: FantasyTripFigure | undefined): boolean => figure !== undefined && (figure.spells.length > 0 || figure.creation !== null);

function figureView(figure: FantasyTripFigure, viewer: Viewer): FantasyTripFigureView {
  if (owns(viewer, figure)) return figure;
  const creation = figure.creation;
  return {
    ...figure,
    fatigue: null,
    creation: creation === null ? null : { ...creation, kind: creation.shown ? creation.kind : 'unknown', paid: null },
    // Another side's secret protection is a cast of something, real or not (FT-49).
    effects: figure.effects.map((e) => (e.secret === null ? e : { spell: null, caster: e.caster, power: 1, until: null, attribute: null, secret: 'unknown' })),
  };
}

/** An event as `viewer` may see it: what FT-38 hides is blanked, never left out, so every seat sees the same events happen. */
export function redactEvent(state: FantasyTripState, event: FantasyTripEvent, viewer: Viewer): FantasyTripEvent {
  switch (event.type) {
    case 'damaged': {
      const figure = state.figures[event.figure];
      return !owns(viewer, figure) && secretST(figure) ? { ...event, st: null } : event;
    }
    case 'spellCast':
      return !owns(viewer, state.figures[event.figure]) && event.kind === 'creation' ? { ...event, spell: null, cost: null } : event;
    case 'vanished':
      return !owns(viewer, state.figures[event.figure]) && event.why !== 'hit' && event.why !== 'touched' && event.why !== 'disbelieved' ? { ...event, kind: null } : event;
    case 'disbelief':
      return owns(viewer, state.figures[event.target]) ? event : { ...event, dice: null };
    case 'secretCast':
      return owns(viewer, state.figures[event.target]) ? event : { ...event, spell: null, fake: null, dice: null, adjDX: null, success: null, cost: null };
    case 'secretEnded':
      return owns(viewer, state.figures[event.figure]) ? event : { ...event, spell: null };
    case 'renewed':
      return event.secret && !owns(viewer, state.figures[event.figure]) ? { ...event, spell: null } : event;
    default:
      return event;
  }
}

export function view(state: FantasyTripState, viewer: Viewer): FantasyTripView {
  const copy = cloneState(state);
  return {
    viewer,
    config: copy.config,
    figures: copy.figures.map((f) => figureView(f, viewer)),
    items: copy.items,
    terrain: copy.terrain,
    // Which secret protection a renewal keeps is its side's to know (FT-49).
    turn: { ...copy.turn, renewals: copy.turn.renewals.map((r) => (r.secret && !owns(viewer, state.figures[r.figure]) ? { figure: r.figure, spell: null, secret: true } : r)) },
    survivors: copy.survivors,
    actor: actingPlayer(state),
    events: copy.events.map((e) => redactEvent(state, e, viewer)),
  };
}
