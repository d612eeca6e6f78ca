/**
 * The Demand step (VII DEMAND, X "Demanding Artifacts", XIV; MG-24): a mage takes an artifact from
 * the mage holding it in its hex if it is more attuned to it than the holder; equally attuned, the
 * holder keeps it (L194-195).
 */
import type { Player } from '../../../core/game.js';
import type { Rng } from '../../../core/rng.js';
import { ARTIFACTS, ARTIFACT_IDS, artifactIndex, racialRank, type Artifact, type ArtifactId } from '../content/artifacts.js';
import { aptitudeFor } from '../content/alignments.js';
import type { MagikaState } from '../types.js';
import { actionOrder } from './initiative.js';
import { alignmentOf, isEbon, raceIdOf } from './mages.js';
import { inSight } from './sight.js';

/**
 * Why a demand finds nobody to demand from: one reason, whether the artifact lies somewhere, is
 * held out of the hex or is held by an invisible mage, so that a failed demand probes nothing the
 * demander cannot see (MG-24, MG-61).
 */
export const NO_HOLDER_HERE = 'no mage it can see in its hex holds it (L244)';

/** The aptitude the Ebon Mage demands alignment artifacts with (XIV rule 7, L352). */
export const EBON_DEMAND_APTITUDE = 90;
/** Demands the Ebon Mage may write in one turn's plan (XIV rule 9, L353). */
export const EBON_DEMANDS_PER_TURN = 2;

/**
 * How attuned `seat` is to `artifact`, as a number where more is better (MG-24):
 * - an alignment artifact: aptitude for its alignment (the Ebon Mage demands with 90);
 * - an ability artifact: the statistic it is named for (aptitude for one's own alignment, for the Rod);
 * - a racial artifact: minus the race's rank in Figure 6 (the Ebon Mage demands as the artifact's own race).
 * The Ebon Mage's favours apply only to his demands: as a holder his real statistics count (L357-358).
 */
export function attunement(state: MagikaState, seat: Player, artifact: Artifact, demanding: boolean): number {
  const mage = state.mages[seat]!;
  const ebonDemanding = demanding && isEbon(state, seat);
  switch (artifact.class) {
    case 'alignment':
      return ebonDemanding ? EBON_DEMAND_APTITUDE : aptitudeFor(artifact.alignment!, mage.aptitude);
    case 'racial':
      return ebonDemanding ? -1 : -racialRank(artifact.id as 'cross', raceIdOf(state, seat));
    case 'ability':
      switch (artifact.stat) {
        case 'endurance':
          return mage.endurance;
        case 'arcania':
          return mage.arcania;
        case 'skill':
          return mage.skill;
        default:
          return aptitudeFor(alignmentOf(state, seat), mage.aptitude);
      }
  }
}

/** Whether `seat` may ever demand `artifact`: an alignment artifact only by a mage of that alignment, or the Ebon Mage (AR-5, L352). */
export function mayDemand(state: MagikaState, seat: Player, artifact: Artifact): boolean {
  return artifact.class !== 'alignment' || isEbon(state, seat) || alignmentOf(state, seat) === artifact.alignment;
}

/**
 * Resolves the phase's demands (MG-24), artifact by artifact in ARTIFACT_IDS order. A demand whose
 * artifact has no holder in the demander's hex that the demander can see fails and the demander
 * rests (TU-7), with one reason whether the artifact lies somewhere, is held elsewhere or is held
 * by an invisible mage: the demander learns only what its own eyes show (MG-24, MG-61). A demand
 * that is denied is no failure: the phase was spent demanding. When several demanders are more
 * attuned than the holder, the most attuned wins, and ties go by MG-9. Returns the seats that rest.
 */
export function resolveDemands(state: MagikaState, demands: readonly { seat: Player; artifact: ArtifactId }[], rng: Rng): Player[] {
  const failed: Player[] = [];
  for (const id of ARTIFACT_IDS) {
    const asking = demands.filter((d) => d.artifact === id).map((d) => d.seat);
    if (asking.length === 0) continue;
    const artifact = ARTIFACTS[artifactIndex(id)]!;
    const place = state.artifacts[artifactIndex(id)]!;
    const holder = place.holder;
    const valid: Player[] = [];
    for (const seat of asking) {
      const why =
        holder === seat
          ? 'the mage holds it already'
          : holder === null || state.mages[holder]!.hex !== state.mages[seat]!.hex || !inSight(state, seat, holder)
            ? NO_HOLDER_HERE
            : !mayDemand(state, seat, artifact)
                ? 'only a mage of its alignment may demand it (L281-282)'
                : null;
      if (why === null) valid.push(seat);
      else {
        state.events.push({ type: 'orderFailed', audience: [seat], player: seat, order: 'demand', why, rests: true });
        failed.push(seat);
      }
    }
    if (valid.length === 0 || holder === null) continue;
    const held = attunement(state, holder, artifact, false);
    const scores = new Map(valid.map((seat) => [seat, attunement(state, seat, artifact, true)]));
    const better = valid.filter((seat) => scores.get(seat)! > held);
    let winner: Player | null = null;
    if (better.length > 0) {
      const best = Math.max(...better.map((seat) => scores.get(seat)!));
      winner = actionOrder(state, better.filter((seat) => scores.get(seat) === best), 'demand', rng)[0]!;
    }
    for (const seat of valid) {
      const won = seat === winner;
      // The holder learns who demanded only if its eyes would name the demander: an invisible one
      // stays unnamed (MG-61, MG-24, L510-512).
      if (inSight(state, holder, seat)) state.events.push({ type: 'demanded', audience: [seat, holder].sort((a, b) => a - b), player: seat, artifact: id, holder, won });
      else {
        state.events.push({ type: 'demanded', audience: [seat], player: seat, artifact: id, holder, won });
        state.events.push({ type: 'demanded', audience: [holder], player: null, artifact: id, holder, won });
      }
    }
    if (winner !== null) {
      place.holder = winner;
      state.mages[winner]!.demandsWon += 1;
    }
  }
  return failed;
}
