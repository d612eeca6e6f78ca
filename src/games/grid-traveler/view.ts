/**
 * What each seat may see (GT-30; DESIGN §6). Public: where every cruiser is, its persona, cruiser
 * and Necronian, every cube on every mat, Health and nanytes, how many cards of each kind each
 * player holds, lasting effects, each body's cubes (which count its deck), deck sizes, the face-up
 * discards and removed cards, the fights and the turn. A seat sees its own hand in full and no
 * other; the card of a pending trade is shown only to the two players in it; `faceUp` lists the
 * cards in play that everyone knows (played Whispers, the cards laid out in a Magick fight).
 *
 * Nothing here reads the design of a card the viewer does not know, so two states that differ
 * only in such designs (what `sampleHidden` redraws) give the same view.
 */
import type { Player, Viewer } from '../../core/game.js';
import { contentOf } from './rules/content.js';
import type { GridCardView, GridSeatView, GridTravelerEvent, GridTravelerState, GridTravelerView } from './types.js';

/** Whether `viewer` may see `event`: one for everyone, or one addressed to the seat (GT-30). */
export function canSee(event: GridTravelerEvent, viewer: Viewer): boolean {
  return event.audience === null || (viewer !== 'spectator' && event.audience.includes(viewer));
}

/** Card `id` as a view shows it. */
export function cardView(state: GridTravelerState, id: number): GridCardView {
  const card = state.cards[id]!;
  return { id, kind: card.kind, name: card.name };
}

/**
 * The cards in play that every seat knows (GT-14, GT-16, GT-30): the Whisper cards in effect, and,
 * in Magick fights, the cards each member laid out and the materials it showed with them. Each
 * card once, by id.
 *
 * A shown material is one of the member's materials that everyone knows, that one of its laid-out
 * cards needs, and that `viewer` has not lost track of (`state.mixed`; for a spectator, that no
 * seat has): a material everyone once saw, since moved by a trade `viewer` did not see, may be in
 * this hand or another, and listing it would tell which (issue 24).
 */
export function faceUpCards(state: GridTravelerState, viewer: Viewer = 'spectator'): GridCardView[] {
  const everyone = (1 << state.seats.length) - 1;
  const ids = new Set<number>();
  const add = (id: number): void => {
    if (state.known[id] === everyone) ids.add(id);
  };
  const rows = viewer === 'spectator' ? state.mixed : [state.mixed[viewer] ?? []];
  const tracked = (id: number): boolean => rows.every((groups) => groups.every((g) => !g.includes(id)));
  for (const seat of state.seats) for (const effect of seat.effects) if (effect.card !== null) add(effect.card);
  for (const combat of state.combats) {
    combat.revealed.forEach((laid, s) => {
      if (laid.length === 0) return;
      for (const id of laid) add(id);
      const designs = contentOf(state.config);
      const needed = new Set<string>(laid.flatMap((id) => (state.known[id] === everyone ? (designs.magick(state.cards[id]!.name)?.materials ?? []) : [])));
      for (const id of state.seats[s]?.hand.material ?? []) if (state.known[id] === everyone && tracked(id) && needed.has(state.cards[id]!.name)) add(id);
    });
  }
  return [...ids].sort((a, b) => a - b).map((id) => cardView(state, id));
}

/** One player as `viewer` sees it: everything public, the hand only to its owner. */
function seatView(state: GridTravelerState, seat: Player, viewer: Viewer): GridSeatView {
  const s = state.seats[seat]!;
  const hand = s.hand;
  const orbit = s.position.orbit;
  const cards = (ids: readonly number[]): GridCardView[] => ids.map((id) => cardView(state, id));
  const tracks = {} as Record<keyof typeof s.tracks, { red: number; yellow: number }>;
  for (const key of Object.keys(s.tracks) as (keyof typeof s.tracks)[]) tracks[key] = { red: s.tracks[key].red, yellow: s.tracks[key].yellow };
  return {
    seat,
    persona: s.persona,
    cruiser: s.cruiser,
    necronian: s.necronian,
    position: { tile: s.position.tile, orbit: orbit === null ? null : { body: orbit.body, steps: orbit.steps } },
    launched: s.launched,
    health: s.health,
    nanytes: s.nanytes,
    tracks,
    damage: s.damage,
    handSizes: { magick: hand.magick.length, material: hand.material.length, whisper: hand.whisper.length, ditfoi: hand.ditfoi.length },
    hand: seat === viewer ? { magick: cards(hand.magick), material: cards(hand.material), whisper: cards(hand.whisper), ditfoi: cards(hand.ditfoi) } : null,
    collectedAt: s.collectedAt,
    effects: s.effects.map((e) => ({ source: e.source, card: e.card, left: e.left, used: e.used })),
    weakenFrom: s.weakenFrom,
    out: s.out === null ? null : { round: s.out.round, by: s.out.by },
  };
}

/** What `viewer` (a seat, or a spectator who sees only public facts) may see of `state`. */
export function view(state: GridTravelerState, viewer: Viewer): GridTravelerView {
  const turn = state.turn;
  const trade = turn?.trade ?? null;
  return {
    viewer,
    config: state.config,
    round: state.round,
    phase: state.phase,
    order: [...state.order],
    seats: state.seats.map((_, seat) => seatView(state, seat, viewer)),
    supply: state.supply.map((s) => s.cubes),
    cubeDiscard: state.cubeDiscard,
    decks: { magick: state.decks.magick.length, ditfoi: state.decks.ditfoi.length, whisper: state.decks.whisper.length },
    discards: {
      magick: state.discards.magick.map((id) => cardView(state, id)),
      whisper: state.discards.whisper.map((id) => cardView(state, id)),
      removed: state.removed.map((id) => cardView(state, id)),
    },
    combats: state.combats.map((c) => ({
      kind: c.kind,
      body: c.body,
      members: [...c.members],
      next: c.next,
      afterDitfoi: c.afterDitfoi,
      retreat: c.retreat === null ? null : { seat: c.retreat.seat, to: c.retreat.to, asking: [...c.retreat.asking], pursuers: [...c.retreat.pursuers] },
      attack: c.attack === null ? null : { seat: c.attack.seat, card: c.attack.card, target: c.attack.target },
      revealed: c.revealed.map((ids) => [...ids]),
      turns: c.turns,
      fought: c.fought,
    })),
    combatIndex: state.combatIndex,
    turn:
      turn === null
        ? null
        : {
            seat: turn.seat,
            stage: turn.stage,
            moves: turn.moves,
            heading: turn.heading,
            maneuver: turn.maneuver,
            scanned: turn.scanned,
            traded: turn.traded,
            // The card offered is shown to the two players only (GT-19).
            trade:
              trade === null
                ? null
                : { from: trade.from, to: trade.to, want: trade.want, give: viewer === trade.from || viewer === trade.to ? cardView(state, trade.give) : null },
          },
    faceUp: faceUpCards(state, viewer),
    end: state.end === null ? null : { reason: state.end.reason, scores: [...state.end.scores] },
    events: state.events.filter((event) => canSee(event, viewer)),
  };
}
