/**
 * Saved states from real contests, edited into states no play reaches, are refused as BAD_STATE
 * (DESIGN §8): scores the final state does not give, maxima and Spell Skills out of their race's
 * range, moves counted between turns, a fourth cloak of a colour.
 */
import { describe, expect, it } from 'vitest';
import { RuleError, createRng, type Player } from '../../src/index.js';
import { magika, type MagikaState } from '../../src/games/magika/index.js';
import { raceById } from '../../src/games/magika/content/races.js';

type Json = any; // eslint-disable-line @typescript-eslint/no-explicit-any

/** A saved state of a seeded random contest of `players` seats: the first for which `found` holds. */
function savedWhere(found: (state: MagikaState) => boolean, players = 5): Json {
  for (let seed = 1; seed <= 20; seed++) {
    const rng = createRng(seed);
    const chooser = createRng(seed + 1000);
    const state = magika.clone(magika.setup(magika.parseConfig({ ...magika.defaultConfig(players), maxTurns: 3 }), rng));
    for (;;) {
      if (found(state)) return JSON.parse(JSON.stringify(state)) as Json;
      if (magika.isOver(state)) break;
      const actors = magika.actors(state);
      const player = actors[chooser.int(0, actors.length - 1)] as Player;
      const legal = magika.legalActions(state, player);
      magika.apply(state, legal[chooser.int(0, legal.length - 1)]!, rng);
    }
  }
  throw new Error('no contest reached the state');
}

function refused(input: Json, words: RegExp): void {
  let caught: unknown;
  try {
    magika.parseState(input);
  } catch (error) {
    caught = error;
  }
  expect(caught).toBeInstanceOf(RuleError);
  expect((caught as RuleError).code).toBe('BAD_STATE');
  expect((caught as RuleError).message).toMatch(words);
}

const over = (s: MagikaState) => s.end !== null;
const planning = (s: MagikaState) => s.end === null && s.turn === 2;

describe('Magika parseState refuses saved states no play reaches', () => {
  it('accepts the saved states these tests edit', () => {
    for (const saved of [savedWhere(over), savedWhere(planning)]) expect(() => magika.parseState(saved)).not.toThrow();
  });

  it('a finished contest whose Victory Points were edited', () => {
    const saved = savedWhere(over);
    saved.end.scores[0].position += 8;
    saved.end.scores[0].total += 8;
    refused(saved, /scores are the Victory Points of the final state.*MG-54/);
  });

  it('a finished contest that claims a task it did not meet', () => {
    const saved = savedWhere((s) => over(s) && s.config.ebon && s.end!.tasksMet.length < s.ebonTasks.length);
    saved.end.tasksMet = [...saved.ebonTasks];
    refused(saved, /tasks met are those the final state meets/);
  });

  it('a mage whose maximum Endurance is not its race\'s', () => {
    const saved = savedWhere(planning);
    saved.mages[0].maxEndurance += 3;
    refused(saved, /maxEndurance is its race's .* raised only by 10 .*MG-45/);
  });

  it('a novice whose Spell Skill is below its race\'s', () => {
    const saved = savedWhere(planning);
    saved.mages[1].skill = raceById(saved.config.mages[1].race)!.spellSkill - 5;
    refused(saved, /Spell Skill starts at \d+ and only rises/);
  });

  it('moves counted while the plans are written', () => {
    const saved = savedWhere(planning);
    saved.mages[0].moves = 2;
    refused(saved, /no moves or rests are counted while plans are written/);
  });

  it('a fourth cloak of one colour', () => {
    const saved = savedWhere(planning);
    const first = saved.cloaks[0];
    saved.cloaks[saved.cloaks.findIndex((c: { color: string }) => c.color !== first.color)].color = first.color;
    refused(saved, /there are only 3 \w+ cloaks/);
  });
});
