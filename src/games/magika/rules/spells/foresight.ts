/**
 * "No possible effect" as the caster can see it (L182-184; MG-32, MG-61). A cast is judged to have
 * no possible effect only when the caster's own eyes show that nothing could come of it: the mage
 * it names is known to stand out of reach, or known to carry nothing the spell could take. Where
 * the answer hangs on something the caster cannot see — a mage it cannot name, the wearers of a
 * colour, what another carries — the cast goes ahead (paid, rolled, aptitude moved), and does what
 * it can, perhaps nothing: the caster's events are then the same whichever way the hidden facts
 * lie, so a cheap cast probes nothing.
 */
import type { Player } from '../../../../core/game.js';
import { ARTIFACTS } from '../../content/artifacts.js';
import type { MagikaState } from '../../types.js';
import { under } from '../effects.js';
import { areTeammates, artifactsOf, isEbon } from '../mages.js';
import { distance } from '../map.js';
import { seenMage } from '../recon.js';
import { identifies, inSight, ringOf, unknownWithin } from '../sight.js';
import { colorNamed, reach, seatNamed, sees, type CastContext } from './common.js';

/** What the caster's recon shows of `other` now, or null when it shows nothing of it. */
function shown(state: MagikaState, seat: Player, other: Player): ReturnType<typeof seenMage> {
  if (!inSight(state, seat, other)) return null;
  return seenMage(state, other, ringOf(state, seat, state.mages[other]!.hex)!);
}

/**
 * Whether `seat` can see that `other` carries nothing a spell could take: it knows everything a
 * teammate carries (L333-337); of another it sees only how many items it carries, from ring 0
 * (the Ebon Mage's from ring 2), and the Ebon Mage's scrolls from ring 1 (RC-2). `has` is the
 * truth, read only when the seat can see it; for a spell on scrolls only, `scrollsOnly`.
 */
export function seenEmpty(state: MagikaState, seat: Player, other: Player, has: boolean, scrollsOnly = false): boolean {
  if (other === seat || areTeammates(state, seat, other)) return !has;
  const seen = shown(state, seat, other);
  if (seen === null) return false;
  if (seen.items === 0) return true;
  return scrollsOnly && seen.scrolls !== null && seen.scrolls.length === 0;
}

/**
 * Whether the caster can see that a spell aimed at "#/C" or "#" reaches nobody — or, for a spell
 * on items, nobody who `has` something to lose to it (MG-32, MG-33). A colour: never, for its wearers may stand anywhere out
 * of sight. A mage it knows the place of: out of reach, or seen to have nothing to lose. A mage it
 * cannot name: only when nobody it cannot name could stand within its reach (MG-61).
 */
export function seenToMiss(ctx: CastContext, has?: (victim: Player) => boolean, scrollsOnly = false): boolean {
  const { state, caster, target } = ctx;
  if (colorNamed(target) !== undefined) return false;
  const seat = seatNamed(state, target);
  if (seat === undefined) return true;
  if (identifies(state, caster, seat)) return !sees(state, caster, seat) || (has !== undefined && seenEmpty(state, caster, seat, has(seat), scrollsOnly));
  return !unknownWithin(state, caster, reach(state, caster));
}

/**
 * Whether the caster can see that Drop Artifact makes nobody drop anything (MG-32): every mage in
 * range it can see is seen to carry no artifact — all of a mage's artifacts show at ring 0, the
 * Ebon Mage's from ring 2, a teammate's always — and no fogged hex in range could hide one. A mage
 * it cannot see at all (invisible) does not enter the judgement; a cast so judged does nothing.
 */
export function dropSeenToMiss(ctx: CastContext, range: number): boolean {
  const { state, caster } = ctx;
  const here = state.mages[caster]!.hex;
  if (range > 0 && unknownWithin(state, caster, range)) return false;
  for (let other = 0; other < state.mages.length; other++) {
    if (other === caster || distance(here, state.mages[other]!.hex) > range) continue;
    if (under(state, other, 'InvSp') && !areTeammates(state, caster, other)) continue;
    const carries = artifactsOf(state, other).length > 0;
    if (areTeammates(state, caster, other)) {
      if (carries) return false;
      continue;
    }
    const seen = shown(state, caster, other);
    const whole = seen !== null && seen.artifacts !== null && (seen.ring === 0 || isEbon(state, other));
    if (!whole || carries) return false;
  }
  return true;
}

/**
 * Whether the caster can see that artifact `index` is held, so that Scatter Artifact cannot move
 * it (MG-32, MG-41): it holds it, a teammate does, or a mage it sees carries it in plain view
 * (all artifacts at ring 0, alignment ones from ring 1, the Ebon Mage's from ring 2).
 */
export function seenHeld(state: MagikaState, caster: Player, index: number): boolean {
  const holder = state.artifacts[index]!.holder;
  if (holder === null) return false;
  if (holder === caster || areTeammates(state, caster, holder)) return true;
  const seen = shown(state, caster, holder);
  return seen !== null && seen.artifacts !== null && seen.artifacts.includes(ARTIFACTS[index]!.id);
}
