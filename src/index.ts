/**
 * rulebooks: headless, deterministic rules engines for tabletop games.
 *
 * This entry point holds the game contract and the helpers shared by every game. Each game lives in
 * its own entry point (`rulebooks/magical-athlete`, ...) so that importing one pays for no other.
 *
 * @packageDocumentation
 */
export type {
  ActionOf,
  AnyGame,
  BaseAction,
  BaseEvent,
  BaseState,
  BaseView,
  ConfigInput,
  DeepPartial,
  ConfigOf,
  EventOf,
  Game,
  ObservationLayout,
  ObservationSlice,
  Outcome,
  PlayerCount,
  Player,
  StateOf,
  ViewOf,
  Viewer,
} from './core/game.js';
export { RULE_ERROR_CODES, RuleError, check, inconsistentState, isRuleError, type RuleErrorCode } from './core/errors.js';
export { ScriptedRngError, createRng, rngFromState, scriptedPosition, scriptedRng, type Rng } from './core/rng.js';
export { defineGame, assertActor, type GameRules } from './core/define-game.js';
export { hasActionSpace, hasObservation, legalActionIds, legalActionMask, observationTensorOf, type WithActionSpace, type WithObservation } from './core/action-space.js';
export {
  createMatch,
  loadMatch,
  type LoadMatchOptions,
  type Match,
  type MatchAction,
  type MatchConfig,
  type MatchEvent,
  type MatchOptions,
  type MatchState,
  type MatchStep,
  type MatchView,
} from './core/match.js';
export { UNDO_POLICIES, type UndoPolicy } from './core/undo-policy.js';
export { parseRecord, type MatchRecord, type RecordOf, type RecordResult } from './core/record.js';
export { replay, replayStart, stateAt, verifyRecord, type ReplayStep, type VerifiedRecord, type VerifyOptions } from './core/replay.js';
export { canonicalJson, hashState, shortHash } from './core/hash.js';
export {
  SchemaError,
  bool,
  ensure,
  int,
  lazy,
  list,
  nullable,
  object,
  oneOf,
  parseWith,
  refine,
  str,
  tuple,
  variant,
  type Infer,
  type ListBounds,
  type ObjectOf,
  type Schema,
  type Shape,
} from './core/schema.js';
export { randomBot, type Bot, type BotFactory, type BotFactoryOptions, type BotModule } from './core/bots.js';
export {
  DEFAULT_MCTS_ITERATIONS,
  DEFAULT_MCTS_PRIOR_WEIGHT,
  DEFAULT_MCTS_ROLLOUT_STEPS,
  mctsBot,
  rankRewards,
  type MctsAnalysis,
  type MctsBot,
  type MctsEvaluator,
  type MctsOptions,
  type MctsRollout,
  type MctsRootAction,
} from './core/mcts.js';
export {
  isSimulationStats,
  meanAndStandardError,
  standardErrorFromSums,
  wilsonInterval,
  type MeanWithError,
  type SimulationStats,
  type SimulationTally,
} from './core/stats.js';
export { deriveSeed, playout, type PlayoutOptions, type PlayoutResult } from './core/playout.js';
export { drawFromTop, drawRandom, pickOne, shuffleInPlace, shuffled } from './core/deck.js';
export { deepClone, deepEqual, deepFreeze, findNonJson, isRecord, type Json } from './core/json.js';
export {
  HEX_DIRECTIONS,
  copyHex,
  hex,
  hexAdd,
  hexDirectionTo,
  hexDistance,
  hexEquals,
  hexKey,
  hexLine,
  hexNeighbor,
  hexNeighbors,
  hexRing,
  hexRotate,
  hexRound,
  hexScale,
  hexSubtract,
  hexesWithin,
  parseHexKey,
  type Hex,
  type HexDirection,
} from './core/hex.js';
