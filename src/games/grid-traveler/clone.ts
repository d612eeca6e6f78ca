/**
 * A fast deep copy of a GRID Traveler state, written out field by field. The config (and its
 * board) is never changed by the rules, so it is shared; so are the event objects, which the
 * rules only ever append. Everything the rules change in place is copied, down to each
 * card, whose `name` `sampleHidden` rewrites.
 */
import type { GridCombat, GridSeat, GridTravelerState, GridTurn } from './types.js';

function cloneSeat(s: GridSeat): GridSeat {
  const t = s.tracks;
  const orbit = s.position.orbit;
  return {
    persona: s.persona,
    cruiser: s.cruiser,
    necronian: s.necronian,
    position: { tile: s.position.tile, orbit: orbit === null ? null : { body: orbit.body, steps: orbit.steps } },
    launched: s.launched,
    health: s.health,
    nanytes: s.nanytes,
    tracks: {
      speed: { red: t.speed.red, yellow: t.speed.yellow },
      engines: { red: t.engines.red, yellow: t.engines.yellow },
      maneuver: { red: t.maneuver.red, yellow: t.maneuver.yellow },
      shields: { red: t.shields.red, yellow: t.shields.yellow },
      weapons: { red: t.weapons.red, yellow: t.weapons.yellow },
      sensors: { red: t.sensors.red, yellow: t.sensors.yellow },
    },
    damage: s.damage,
    hand: { magick: s.hand.magick.slice(), material: s.hand.material.slice(), whisper: s.hand.whisper.slice(), ditfoi: s.hand.ditfoi.slice() },
    collectedAt: s.collectedAt,
    effects: s.effects.map((e) => ({ source: e.source, card: e.card, left: e.left, used: e.used })),
    weakenFrom: s.weakenFrom,
    out: s.out === null ? null : { round: s.out.round, by: s.out.by },
  };
}

function cloneCombat(c: GridCombat): GridCombat {
  const r = c.retreat;
  const a = c.attack;
  return {
    kind: c.kind,
    body: c.body,
    members: c.members.slice(),
    next: c.next,
    afterDitfoi: c.afterDitfoi,
    retreat: r === null ? null : { seat: r.seat, to: r.to, asking: r.asking.slice(), pursuers: r.pursuers.slice() },
    attack: a === null ? null : { seat: a.seat, card: a.card, target: a.target },
    revealed: c.revealed.map((ids) => ids.slice()),
    turns: c.turns,
    fought: c.fought,
  };
}

function cloneTurn(t: GridTurn): GridTurn {
  return {
    seat: t.seat,
    stage: t.stage,
    moves: t.moves,
    heading: t.heading,
    maneuver: t.maneuver,
    scanned: t.scanned,
    traded: t.traded,
    trade: t.trade === null ? null : { from: t.trade.from, to: t.trade.to, give: t.trade.give, want: t.trade.want },
  };
}

/** A deep, mutable copy of `state` (its config and board shared: they never change). */
export function cloneState(state: GridTravelerState): GridTravelerState {
  return {
    config: state.config,
    cards: state.cards.map((c) => ({ kind: c.kind, name: c.name, origin: c.origin })),
    decks: { magick: state.decks.magick.slice(), ditfoi: state.decks.ditfoi.slice(), whisper: state.decks.whisper.slice() },
    discards: { magick: state.discards.magick.slice(), whisper: state.discards.whisper.slice() },
    removed: state.removed.slice(),
    supply: state.supply.map((s) => ({ cubes: s.cubes, deck: s.deck.slice() })),
    cubeDiscard: state.cubeDiscard,
    seats: state.seats.map(cloneSeat),
    known: state.known.slice(),
    mixed: state.mixed.map((groups) => groups.map((g) => g.slice())),
    order: state.order.slice(),
    round: state.round,
    phase: state.phase,
    combats: state.combats.map(cloneCombat),
    combatIndex: state.combatIndex,
    immediate: state.immediate,
    orderIndex: state.orderIndex,
    turn: state.turn === null ? null : cloneTurn(state.turn),
    end: state.end === null ? null : { reason: state.end.reason, scores: state.end.scores.slice() },
    events: state.events.slice(),
  };
}
