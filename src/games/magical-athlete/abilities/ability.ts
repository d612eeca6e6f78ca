import type { CharacterId } from '../content/characters.js';
import type { RaceContext } from '../rules/context.js';
import type { MagicalAthleteOfferTask, MagicalAthleteTask, MagicalAthleteUseTask } from '../types.js';

/**
 * One character's race rules, kept in one module so that a user holding the printed card can
 * correct a reconstructed ability in one place. The engine calls the hooks at fixed points of a
 * turn (rules/turn.ts, which also holds the trigger points of the roll abilities: Conjurer, Demon,
 * Ghoul, Ranger, and the Siren's offer after her move); every optional use goes through an offer,
 * so it is always a decision of the owning player.
 */
export interface AbilityRules {
  readonly id: CharacterId;
  /** Whether the Philosopher may cancel a use (MA-45: not Duty abilities, the Prophet, the Assassin or the Spy; nor a Druid's renewed bonus, MA-37). */
  readonly cancellable: boolean;
  /**
   * Re-checks an offer as it is about to be shown: the targets still valid, or null when the
   * ability no longer applies (the offer is then skipped as if declined).
   */
  recheck?(ctx: RaceContext, offer: MagicalAthleteOfferTask): readonly number[] | null;
  /**
   * The decision that follows an accepted use whether or not the Philosopher cancels it (Medusa's
   * next victim): queued below the use, so it comes after its effect.
   */
  followUp?(ctx: RaceContext, use: MagicalAthleteUseTask): MagicalAthleteTask | null;
  /** What an accepted, uncancelled use does. */
  effect?(ctx: RaceContext, use: MagicalAthleteUseTask): void;
  /** Instead-of-turn abilities: the targets available to `user` now ([] = no target), or null if none. */
  insteadOfTurn?(ctx: RaceContext, user: number): readonly number[] | null;
  /** Shared-space abilities: reacts to racer `mover` having landed on `space` with others. */
  onShare?(ctx: RaceContext, mover: number, space: number): void;
}

/** Keeps only targets still running. */
export function running(ctx: RaceContext, targets: readonly number[]): number[] {
  return targets.filter((t) => ctx.race.racers[t]?.finished === null);
}

/** Running racers other than `user` that are not on its space: whom a swap or a kidnap can change. */
export function othersElsewhere(ctx: RaceContext, user: number): number[] {
  const racers = ctx.race.racers;
  const here = racers[user]?.position;
  const targets: number[] = [];
  for (let i = 0; i < racers.length; i++) {
    const r = racers[i] as (typeof racers)[number];
    if (i !== user && r.finished === null && r.position !== here) targets.push(i);
  }
  return targets;
}
