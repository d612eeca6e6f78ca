/**
 * Where a figure may end its move this turn, for user interfaces: highlight the hexes, show the MA
 * each costs. The answer is found by playing the game's own legal `step` and `hop` actions on
 * copies of the state (the rules decide every step: engagement, bodies, the option's allowance,
 * other figures, the arena's edge), never by a second reading of the movement rules, so it cannot
 * drift from them.
 *
 * @module
 */
import type { Hex } from '../../core/hex.js';
import { ScriptedRngError, scriptedRng } from '../../core/rng.js';
import { cloneState } from './clone.js';
import { execute } from './rules/actions.js';
import { actingPlayer, legalActions } from './rules/choices.js';
import type { FantasyTripAction, FantasyTripOption, FantasyTripState } from './types.js';

/** A hex a figure may end its move in, and what getting there costs. */
export interface FantasyTripReach {
  /** The hex (a multi-hex figure's head hex). */
  readonly at: Hex;
  /** The least MA spent to end there this turn (the figure's `moved` count; a body costs more, FT-9). */
  readonly cost: number;
  /**
   * True when the cheapest way there steps onto a hex that rolls dice (a quick way over a body,
   * fire, a slippery floor): the figure may not get there, and the search does not go past it.
   */
  readonly chance: boolean;
}

/**
 * Every hex figure `figure` may end its move in this turn, cheapest cost first (ties in hex
 * order), including the hex it stands in when it may stop there. The figure must be moving now,
 * or, when `option` is given, about to begin its move with that option (a legal `begin` for it
 * must exist). Otherwise the answer is empty. `state` is not changed.
 */
export function fantasyTripReach(state: FantasyTripState, figure: number, option?: FantasyTripOption): FantasyTripReach[] {
  if (state.turn.phase !== 'movement') return [];
  let start: FantasyTripState;
  if (state.turn.moving === figure) {
    start = cloneState(state);
  } else if (state.turn.moving === null && option !== undefined) {
    const player = actingPlayer(state);
    const begin = player === null ? undefined : legalActions(state, player).find((a) => a.type === 'begin' && a.figure === figure && a.option === option);
    if (begin === undefined) return [];
    start = cloneState(state);
    if (!tryExecute(start, begin)) return [];
    if (start.turn.moving !== figure) return [];
  } else {
    return [];
  }
  const best = new Map<string, FantasyTripReach>();
  const record = (s: FantasyTripState, chance: boolean): void => {
    const f = s.figures[figure]!;
    const key = `${f.at.q},${f.at.r}`;
    const known = best.get(key);
    if (known === undefined || f.moved < known.cost || (f.moved === known.cost && known.chance && !chance)) best.set(key, { at: { q: f.at.q, r: f.at.r }, cost: f.moved, chance });
  };
  // Dijkstra by MA spent over (hex, facing): a multi-hex figure's facing decides where its body lies.
  const seen = new Map<string, number>();
  let frontier: FantasyTripState[] = [start];
  while (frontier.length > 0) {
    frontier.sort((a, b) => a.figures[figure]!.moved - b.figures[figure]!.moved);
    const next: FantasyTripState[] = [];
    for (const s of frontier) {
      const f = s.figures[figure]!;
      const key = `${f.at.q},${f.at.r},${f.facing}`;
      const before = seen.get(key);
      if (before !== undefined && before <= f.moved) continue;
      seen.set(key, f.moved);
      if (s.turn.moving !== figure) {
        // The rules ended the move on arrival (it became engaged, or used up its allowance).
        record(s, false);
        continue;
      }
      const player = actingPlayer(s);
      const legal = player === null ? [] : legalActions(s, player);
      if (legal.some((a) => a.type === 'end')) record(s, false);
      for (const action of legal) {
        if (action.type !== 'step' && action.type !== 'hop') continue;
        const after = cloneState(s);
        if (tryExecute(after, action)) next.push(after);
        // The step rolled dice: the rules had moved the figure (and counted the MA) before the
        // roll, so the copy shows where it lands if the roll goes its way.
        else if (!sameHex(after.figures[figure]!.at, f.at)) record(after, true);
      }
    }
    frontier = next;
  }
  return [...best.values()].sort((a, b) => a.cost - b.cost || a.at.r - b.at.r || a.at.q - b.at.q);
}

/**
 * Plays `action` on `state` with no dice: true if it needed none. A step that rolls (a hop, fire,
 * a slippery floor) throws from the empty script and is reported as a chance instead.
 */
function tryExecute(state: FantasyTripState, action: FantasyTripAction): boolean {
  try {
    execute(state, action, scriptedRng([]));
    return true;
  } catch (error) {
    if (error instanceof ScriptedRngError) return false;
    throw error;
  }
}

function sameHex(a: Hex, b: Hex): boolean {
  return a.q === b.q && a.r === b.r;
}
