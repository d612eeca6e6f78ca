/**
 * The greedy bot (rules page, section 5.3) and the pacing it gives the built-in decks (section 5.4):
 * scripted boards for the attack rules that ended the stalls of the pacing audit, and seeded whole
 * games that must keep damage coming.
 */
import { describe, expect, it } from 'vitest';
import { deriveSeed, playout } from '../../src/index.js';
import { psiWarsGreedyBot, psiWars, type PsiWarsCardRef, type PsiWarsEvent } from '../../src/games/psi-wars/index.js';
import { table, value, type SideSpec, type Table } from './fixture.js';

/** Lets seat 0's greedy bot declare its attacks; returns the stacks it declared. */
function botAttacks(t: Table): PsiWarsCardRef[][] {
  const bot = psiWarsGreedyBot(psiWars, 1);
  expect(t.state.turn).toMatchObject({ player: 0, step: 'attack' });
  while (t.state.turn.step === 'attack' && t.actor() === 0) t.act(bot.choose(t.state, 0));
  return t.events('attackDeclared').map((e) => [...e.units]);
}

describe('greedy bot: attacking', () => {
  it('goes all in when it has more attackers than the opponent has blockers and the surplus is lethal', () => {
    // Three 2-attack hounds against two 1/4 sentinels and a lab at 2: one hound must get through.
    // No hound beats a sentinel's defence on its own, which used to keep every attack home.
    expect(value('gene-hound', 'physical', 'attack')).toBeLessThan(value('hive-sentinel', 'physical', 'defense'));
    const t = table({ sides: [{ units: ['gene-hound', 'gene-hound', 'gene-hound'] }, { units: ['hive-sentinel', 'hive-sentinel'], hitPoints: 2 }] });
    expect(botAttacks(t)).toEqual(t.r(0).units.map((unit) => [unit]));
  });

  function guard(hitPoints: number): PsiWarsCardRef[][] {
    // Seat 0's only unit, a Brood Titan, could hit an empty lab for 4, but then nothing would be
    // home to stop the opponent's Vat Brute (depleted now, ready on its own turn) hitting back for 3.
    const sides: [SideSpec, SideSpec] = [{ units: ['brood-titan'], hitPoints }, { units: [{ id: 'vat-brute', depleted: true }] }];
    return botAttacks(table({ sides }));
  }

  it('keeps its last blocker home when sending it would let the opponent destroy the lab next turn', () => {
    expect(value('vat-brute', 'physical', 'attack')).toBe(3);
    expect(guard(3)).toEqual([]);
  });

  it('makes the same attack when the lab can take the blow back', () => {
    expect(value('brood-titan', 'physical', 'attack')).toBeGreaterThan(value('vat-brute', 'physical', 'attack'));
    expect(guard(30)).toHaveLength(1);
  });
});

describe('greedy bot: pacing of the built-in decks (PW-8, section 5.4)', () => {
  /** One greedy game: its length, its longest stretch of turns without damage or destruction, and whether fatigue ended it. */
  function pacing(decks: readonly [string, string], seed: number): { turns: number; quiet: number; deckOut: boolean } {
    const config = psiWars.parseConfig({ players: 2, decks });
    let turn = 0;
    let eventful = 0;
    let quiet = 0;
    let deckOut = false;
    const { state } = playout(psiWars, config, seed, {
      bots: [psiWarsGreedyBot(psiWars, deriveSeed(seed, 10)), psiWarsGreedyBot(psiWars, deriveSeed(seed, 11))],
      onStep: (_action, after) => {
        for (const event of after.events as readonly PsiWarsEvent[]) {
          if (event.type === 'turnStarted') turn = event.turn;
          else if (event.type === 'fatigue') deckOut = true;
          else if (event.type === 'labDamaged' || event.type === 'destroyed') {
            quiet = Math.max(quiet, turn - eventful - 1);
            eventful = turn;
          }
        }
      },
    });
    return { turns: state.turn.number, quiet: Math.max(quiet, state.turn.number - eventful), deckOut };
  }

  it('deals damage throughout: no deck runs out, almost no 20-turn lull, games of 15 to 30 turns', () => {
    const games = (['creature', 'robot'] as const).flatMap((first) =>
      Array.from({ length: 100 }, (_, i) => pacing(first === 'creature' ? ['creature', 'robot'] : ['robot', 'creature'], i + 1)),
    );
    expect(games.filter((g) => g.deckOut)).toEqual([]);
    expect(games.filter((g) => g.quiet >= 20).length).toBeLessThanOrEqual(2);
    const lengths = games.map((g) => g.turns).sort((a, b) => a - b);
    const median = ((lengths[99] as number) + (lengths[100] as number)) / 2;
    expect(median).toBeGreaterThanOrEqual(15);
    expect(median).toBeLessThanOrEqual(30);
  });
});
