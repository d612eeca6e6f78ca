/**
 * A fast deep copy of a Magika state, written out field by field in the order the rules create
 * them (docs/guides/adding-a-game.md): what the rules change in place is copied; what they only
 * ever replace whole (reports, sightings, orders, events, the end) is shared, never mutated.
 */
import type { MagikaKnowledge, MagikaMage, MagikaState } from './types.js';

function cloneMage(m: MagikaMage): MagikaMage {
  return {
    hex: m.hex,
    endurance: m.endurance,
    maxEndurance: m.maxEndurance,
    arcania: m.arcania,
    maxArcania: m.maxArcania,
    skill: m.skill,
    aptitude: m.aptitude,
    donned: m.donned,
    forcedBlack: m.forcedBlack,
    scrolls: m.scrolls.slice(),
    nextScroll: m.nextScroll,
    moves: m.moves,
    rests: m.rests,
    out: m.out,
    demandsWon: m.demandsWon,
    gifts: m.gifts,
    casts: [m.casts[0], m.casts[1], m.casts[2]],
  };
}

function cloneKnowledge(k: MagikaKnowledge): MagikaKnowledge {
  return { terrain: k.terrain.slice(), races: k.races.slice(), alignments: k.alignments.slice(), sightings: k.sightings.slice(), artifacts: k.artifacts.slice() };
}

/** A deep, mutable copy of `state`. */
export function cloneState(state: MagikaState): MagikaState {
  return {
    config: state.config,
    terrain: state.terrain.slice(),
    turn: state.turn,
    mages: state.mages.map(cloneMage),
    plans: state.plans.map((plan) => plan.slice()),
    artifacts: state.artifacts.map((a) => ({ hex: a.hex, holder: a.holder })),
    cloaks: state.cloaks.map((c) => ({ id: c.id, color: c.color, hex: c.hex, holder: c.holder })),
    ebonTasks: state.ebonTasks.slice(),
    effects: state.effects.slice(),
    tally: { cast: state.tally.cast.slice(), worked: state.tally.worked.slice() },
    knowledge: state.knowledge.map(cloneKnowledge),
    reports: state.reports.slice(),
    end: state.end,
    events: state.events.slice(),
  };
}
