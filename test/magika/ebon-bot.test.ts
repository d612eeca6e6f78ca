/**
 * Issue 23, items 8, 10 and 12 (the Globe): the heuristic bot is a function of (state, seat, its
 * own rng) and carries nothing from one world to another (DESIGN §12); it goes for the Globe of
 * Life when it can; and the Ebon Mage's tasks (MG-53) ask something of him.
 */
import { describe, expect, it } from 'vitest';
import { createRng, type Rng } from '../../src/core/rng.js';
import { magika, magikaHeuristicBot, type MagikaState } from '../../src/games/magika/index.js';
import { artifactIndex } from '../../src/games/magika/content/artifacts.js';
import { EBON_TASK_IDS } from '../../src/games/magika/content/ebon-tasks.js';
import { taskMet } from '../../src/games/magika/rules/ebon.js';
import { globeLacks } from '../../src/games/magika/rules/globe.js';
import { neighbour } from '../../src/games/magika/rules/map.js';
import { at, contest, flatMap, mage, placeArtifact, placeCloak, put, refreshReports, setScrolls } from './harness.js';

/** An rng that always gives the low end: bots driven by it depend on nothing but what they are shown. */
function lowRng(): Rng {
  const rng: Rng = { int: (min) => min, clone: () => rng, getState: () => [] };
  return rng;
}

/** A 13-seat contest played by heuristic bots until `turn` starts (everyone's plan empty). */
function contestAt(seed: number, turn: number): MagikaState {
  const rng = createRng(seed);
  const state = magika.clone(magika.setup(magika.defaultConfig(13), rng));
  const bots = Array.from({ length: 13 }, (_, seat) => magikaHeuristicBot(magika, seed * 100 + seat));
  while (state.turn < turn && !magika.isOver(state)) {
    const seat = magika.actors(state)[0]!;
    magika.apply(state, bots[seat]!.choose(state, seat), rng);
  }
  return state;
}

/** `state` after `seat` wrote its next `n` orders as the (deterministic) bot chooses them. */
function written(state: MagikaState, seat: number, n: number): MagikaState {
  const out = magika.clone(state);
  const bot = magikaHeuristicBot(magika, lowRng());
  for (let k = 0; k < n; k++) magika.apply(out, bot.choose(out, seat), createRng(1));
  return out;
}

describe('the heuristic bot carries nothing between worlds (issue 23, item 10)', () => {
  it('decides in a world as a fresh bot would, whatever world it decided in before', () => {
    // World A and world B are two different contests at the same turn; in B each seat has written
    // its first order. Before the fix the bot replayed, in B, the plan it had made in A.
    const a = contestAt(3, 4);
    const b = contestAt(8, 4);
    let differs = 0;
    for (let seat = 0; seat < 13; seat++) {
      const inB = written(b, seat, 1);
      const fresh = magikaHeuristicBot(magika, lowRng()).choose(inB, seat);
      const used = magikaHeuristicBot(magika, lowRng());
      const inA = used.choose(a, seat);
      if (JSON.stringify({ ...inA, phase: 2 }) !== JSON.stringify(fresh)) differs++;
      expect(used.choose(inB, seat), `seat ${seat}`).toEqual(fresh);
    }
    // The two worlds do call for different orders, so the check has teeth.
    expect(differs).toBeGreaterThan(0);
  });

  it('as one rollout policy across sampled worlds, decides in each as a fresh bot would (mcts:N:heuristic)', () => {
    // A search by seat `s` draws worlds that differ in what `s` cannot see, among them the other
    // seats' own positions and orders; its rollouts then write every seat's orders in each world.
    const start = contestAt(5, 3);
    const real = magika.clone(start);
    for (let seat = 0; seat < 13; seat++) real.plans[seat] = written(start, seat, 2).plans[seat]!;
    const shared = magikaHeuristicBot(magika, lowRng());
    let checked = 0;
    for (const s of [0, 6, 12]) {
      const worlds = [0, 1, 2, 3].map((k) => magika.sampleHidden(real, s, createRng(1000 * s + k)));
      for (let t = 0; t < 13; t++) {
        if (t === s) continue;
        // One seat's rollouts in world after world, as a search's iterations run them.
        for (const [k, world] of worlds.entries()) {
          const w1 = magika.clone(world);
          const w2 = magika.clone(world);
          // The world may have drawn seat t's plan at another length: write it to the end.
          while (magika.actors(w1).includes(t)) {
            const phase = w1.plans[t]!.length + 1;
            const x = shared.choose(w1, t);
            const y = magikaHeuristicBot(magika, lowRng()).choose(w2, t);
            expect(x, `searcher ${s}, world ${k}, seat ${t}, phase ${phase}`).toEqual(y);
            magika.apply(w1, x, createRng(2));
            magika.apply(w2, y, createRng(2));
            checked++;
          }
        }
      }
    }
    expect(checked).toBeGreaterThan(3 * 4 * 12);
  });

  it('chooses the same in two worlds its seat cannot tell apart, at every phase of its plan', () => {
    const state = contestAt(6, 5);
    for (let seat = 0; seat < 13; seat++) {
      for (const n of [0, 2, 4]) {
        const real = written(state, seat, n);
        const world = magika.sampleHidden(real, seat, createRng(seat * 7 + n));
        expect(magika.view(world, seat)).toEqual(magika.view(real, seat));
        expect(magikaHeuristicBot(magika, 41).choose(world, seat), `seat ${seat}, phase ${n + 1}`).toEqual(magikaHeuristicBot(magika, 41).choose(real, seat));
      }
    }
  });

  it('keeps to one plan through a turn though it plans anew at every phase: two moves at most, one cast', () => {
    // Replanning at every phase starts from the orders already written, so a climb of two moves is
    // not doubled, nor a cast read twice.
    const state = contestAt(9, 2);
    for (let seat = 0; seat < 12; seat++) {
      const out = written(state, seat, 5);
      const plan = out.plans[seat]!;
      expect(plan.filter((o) => o.type === 'move').length, `seat ${seat}: ${JSON.stringify(plan)}`).toBeLessThanOrEqual(2);
      expect(plan.filter((o) => o.type === 'cast').length, `seat ${seat}: ${JSON.stringify(plan)}`).toBeLessThanOrEqual(1);
    }
  });
});

describe('the heuristic bot goes for the Globe of Life (issue 23, item 12; MG-26)', () => {
  it('a novice holding two parts walks to the third, past a nearer artifact, and forms the Globe within the turn', () => {
    const state = contest([mage('Aldric', 'human', 'good'), mage('Briony', 'elf', 'evil')], { map: flatMap(3) });
    put(state, 0, 'm5');
    put(state, 1, 'y20');
    setScrolls(state, 0, []);
    setScrolls(state, 1, []);
    placeArtifact(state, 'crown', 0);
    placeArtifact(state, 'orb', 0);
    const start = at('m5');
    const twoAway = neighbour(neighbour(start, 'NE')!, 'NE')!;
    // An ability artifact lies one step away: the bot used to go for the nearest artifact lying in sight.
    state.artifacts[artifactIndex('helm')] = { hex: neighbour(start, 'NW')!, holder: null };
    state.artifacts[artifactIndex('scepter')] = { hex: twoAway, holder: null };
    refreshReports(state);
    const bot = magikaHeuristicBot(magika, 3);
    const rng = createRng(4);
    while (state.plans[0]!.length < 5) magika.apply(state, bot.choose(state, 0), rng);
    while (!magika.isOver(state) && state.plans[1]!.length < 5) magika.apply(state, { type: 'rest', player: 1, phase: (state.plans[1]!.length + 1) as 1 }, rng);
    expect(state.end?.reason).toBe('globe');
    expect(state.end?.globe).toEqual([0]);
  });

  it('uses the rules\' own list of what a side still lacks for the Globe', () => {
    expect(globeLacks([])).toEqual(['crown', 'orb', 'scepter']);
    expect(globeLacks(['orb', 'helm'])).toEqual(['crown', 'scepter']);
    expect(globeLacks(['scepter', 'crown', 'orb'])).toEqual([]);
  });
});

describe('the Ebon Mage\'s tasks ask something of him (issue 23, item 8; MG-53)', () => {
  function ebonState(): MagikaState {
    const state = contest([mage('A', 'human', 'good'), mage('B', 'dwarf', 'neutral'), mage('C', 'goblin', 'evil'), mage('Ebon', 'human', 'neutral')], { ebon: true });
    put(state, 3, 'e3', { aptitude: 5 });
    return state;
  }
  const cloakOf = (state: MagikaState, color: string, k: number): number => state.cloaks.filter((c) => c.color === color)[k]!.id;

  it('the fourteen tasks no longer count a contest\'s length or a team of three, which held whatever he did', () => {
    expect(EBON_TASK_IDS).not.toContain('long-game');
    expect(EBON_TASK_IDS).not.toContain('no-full-team');
    expect(EBON_TASK_IDS).toHaveLength(14);
  });

  it('no-team: met only while no two novices wear one colour (L302-305)', () => {
    const state = ebonState();
    placeCloak(state, cloakOf(state, 'green', 0), 0, true);
    placeCloak(state, cloakOf(state, 'red', 0), 1, true);
    expect(taskMet(state, 'no-team')).toBe(true);
    placeCloak(state, cloakOf(state, 'green', 1), 2, true);
    expect(taskMet(state, 'no-team')).toBe(false);
  });

  it('cloak-payment: a cloak he holds, which only a gift or a theft gives him (XIV rule 5, L364-367)', () => {
    const state = ebonState();
    expect(taskMet(state, 'cloak-payment')).toBe(false);
    // A cloak lying in his hex is not his: he may not pick it up.
    placeCloak(state, cloakOf(state, 'blue', 0), 'e3');
    expect(taskMet(state, 'cloak-payment')).toBe(false);
    placeCloak(state, cloakOf(state, 'blue', 0), 3);
    expect(taskMet(state, 'cloak-payment')).toBe(true);
  });

  it('true-aptitude: 90 for his own alignment, the aptitude the Circle demands with (XIV rule 7); a Neutral at −6 (88) falls short', () => {
    const state = ebonState();
    expect(taskMet(state, 'true-aptitude')).toBe(true);
    state.mages[3]!.aptitude = -6;
    expect(taskMet(state, 'true-aptitude')).toBe(false);
    state.mages[3]!.aptitude = 0;
    expect(taskMet(state, 'true-aptitude')).toBe(true);
  });

  it('no-globe: he must keep a part of the Globe from the novices; their not forming it is not enough (L75; XIV rules 2, 7)', () => {
    const state = ebonState();
    expect(taskMet(state, 'no-globe')).toBe(true);
    // The three parts held by three novices of no team: no Globe, yet the task is failed.
    placeArtifact(state, 'crown', 0);
    placeArtifact(state, 'orb', 1);
    placeArtifact(state, 'scepter', 2);
    expect(taskMet(state, 'no-globe')).toBe(false);
    // One of them in his hands, or lying anywhere, and it is met.
    placeArtifact(state, 'orb', 3);
    expect(taskMet(state, 'no-globe')).toBe(true);
    placeArtifact(state, 'orb', 'a1');
    expect(taskMet(state, 'no-globe')).toBe(true);
    state.end = { reason: 'globe', turn: 9, phase: 3, globe: [0], goal: null, scores: [], tasksMet: [] };
    expect(taskMet(state, 'no-globe')).toBe(false);
  });
});
