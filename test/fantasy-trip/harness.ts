/**
 * Test harness for The Fantasy Trip rules: builds a fight from partial figure builds, rolls its
 * setup with scripted dice, puts the figures exactly where a test wants them, then plays actions
 * through the pure path (`fantasyTrip.reduce`), each with exactly the dice it must consume.
 *
 * - Dice are scripted per action: `act(action, dice)` hands `reduce` a `scriptedRng(dice)` and
 *   then checks that every die was used. Too few dice throw a ScriptedRngError; a die left over
 *   fails the test. So each test says precisely which dice an action rolls (to-hit dice, damage
 *   dice, tie dice at the end of movement, the next turn's initiative dice when the action ends a
 *   turn), and a rule that rolls more or fewer dice than it should is caught.
 * - Placement is a TEST-ONLY SHORTCUT. States are plain JSON, so after `setup` (which leaves the
 *   fight waiting on the initiative winner's choice, before any figure has begun to move) the
 *   harness overwrites `figures[i].at` / `facing` (and, to start a figure already wounded,
 *   `hits`; already out of the fight, `condition` and `posture`). The result must still be a
 *   valid state: the harness round-trips it through
 *   `fantasyTrip.parseState(JSON.parse(JSON.stringify(state)))` and fails if it is refused.
 *   Nothing is edited after that: every later state comes from `reduce` and is checked the same
 *   way.
 */
import { expect } from 'vitest';
import { isRuleError, scriptedPosition, scriptedRng, type RuleError, type RuleErrorCode } from '../../src/index.js';
import type { Hex, HexDirection } from '../../src/core/hex.js';
import {
  fantasyTrip,
  type FantasyTripAction,
  type FantasyTripEvent,
  type FantasyTripFigure,
  type FantasyTripFigureBuild,
  type FantasyTripItem,
  type FantasyTripOption,
  type FantasyTripPhase,
  type FantasyTripState,
} from '../../src/games/fantasy-trip/index.js';

/** Every fast-check run in these tests is seeded with this, so a failure reproduces. */
export const SEED = 20260214;

type DistributiveOmit<T, K extends PropertyKey> = T extends unknown ? Omit<T, K> : never;
/** An action without its player: the harness fills in the seat that must act now. */
export type Act = DistributiveOmit<FantasyTripAction, 'player'> & { readonly player?: number };
export type EventOf<T extends FantasyTripEvent['type']> = Extract<FantasyTripEvent, { type: T }>;

/** A figure build with defaults: ST 12, DX 12, IQ 8, no weapons, armour or shield. */
export type Build = Partial<FantasyTripFigureBuild> & { readonly name: string };

/** Where a figure starts (test-only placement), and optionally hits it already took. */
export interface Placement {
  readonly at: Hex;
  readonly facing: HexDirection;
  readonly hits?: number;
  /** Start the figure out of the fight, lying in its hex (its `hits` must match: ST 0 or below 0 in Legacy). */
  readonly out?: 'unconscious' | 'dead';
}

export interface FightSpec {
  /** Each seat's figures; figure ids run through side 0's figures, then side 1's, and so on. */
  readonly sides: readonly (readonly Build[])[];
  /** The dice setup rolls: one initiative die per side, then any tie re-rolls. */
  readonly initiative: readonly number[];
  /** Placements by figure id (a figure left out keeps its start hex and facing). */
  readonly place?: Readonly<Record<number, Placement>>;
  readonly arenaRadius?: number;
  readonly turnLimit?: number;
  readonly edition?: 'legacy' | 'classic';
  /** Play the optional aimed shots (FT-59). */
  readonly aimedShots?: boolean;
  /** Play the optional crippling hits (FT-60). */
  readonly cripplingHits?: boolean;
}

/** `{ q, r }`. */
export const h = (q: number, r: number): Hex => ({ q, r });

export function sameHexes(a: readonly Hex[], b: readonly Hex[]): boolean {
  const key = (x: Hex) => `${x.q},${x.r}`;
  return JSON.stringify(a.map(key).sort()) === JSON.stringify(b.map(key).sort());
}

/** Throws unless `state` survives a JSON round trip through `parseState` (it is a valid state). */
export function expectValid(state: FantasyTripState): void {
  expect(() => fantasyTrip.parseState(JSON.parse(JSON.stringify(state)))).not.toThrow();
}

export function buildConfig(spec: Pick<FightSpec, 'sides' | 'arenaRadius' | 'turnLimit' | 'edition' | 'aimedShots' | 'cripplingHits'>) {
  return fantasyTrip.parseConfig({
    players: spec.sides.length,
    ...(spec.edition === undefined ? {} : { edition: spec.edition }),
    ...(spec.aimedShots === undefined ? {} : { aimedShots: spec.aimedShots }),
    ...(spec.cripplingHits === undefined ? {} : { cripplingHits: spec.cripplingHits }),
    arenaRadius: spec.arenaRadius ?? 7,
    turnLimit: spec.turnLimit ?? 60,
    sides: spec.sides.map((side) => side.map((b) => ({ st: 12, dx: 12, iq: 8, weapons: [], armor: null, shield: null, ...b }))),
  });
}

export class Fight {
  state: FantasyTripState;
  /** Every event since setup (setup's included). */
  readonly log: FantasyTripEvent[] = [];
  /** The events of the last action (or of setup). */
  last: FantasyTripEvent[] = [];

  constructor(spec: FightSpec) {
    const config = buildConfig(spec);
    const rng = scriptedRng(spec.initiative);
    const state = fantasyTrip.setup(config, rng);
    expect(scriptedPosition(rng), 'setup must use exactly the initiative dice scripted').toBe(spec.initiative.length);
    // TEST-ONLY SHORTCUT (see the module comment): place figures before anyone has moved.
    expect(state.turn.phase).toBe('initiative');
    for (const [id, p] of Object.entries(spec.place ?? {})) {
      const figure = state.figures[Number(id)];
      if (figure === undefined) throw new Error(`no figure ${id} to place`);
      figure.at = { ...p.at };
      figure.facing = p.facing;
      if (p.hits !== undefined) figure.hits = p.hits;
      if (p.out !== undefined) {
        figure.condition = p.out;
        figure.posture = 'down';
      }
    }
    expectValid(state);
    this.state = state;
    this.last = [...state.events];
    this.log.push(...state.events);
  }

  // ---- reading the state ----

  get phase(): FantasyTripPhase {
    return this.state.turn.phase;
  }

  get turn(): number {
    return this.state.turn.number;
  }

  fig(id: number): FantasyTripFigure {
    const figure = this.state.figures[id];
    if (figure === undefined) throw new Error(`no figure ${id}`);
    return figure;
  }

  item(id: number): FantasyTripItem {
    const item = this.state.items[id];
    if (item === undefined) throw new Error(`no item ${id}`);
    return item;
  }

  /** The items a figure holds ready or slung, as `ref:state`. */
  carried(figure: number): string[] {
    return this.state.items.filter((i) => i.holder === figure).map((i) => `${i.ref}:${i.state}`);
  }

  /** The seat that must act now (throws when nobody may). */
  actor(): number {
    const [seat] = fantasyTrip.actors(this.state);
    if (seat === undefined) throw new Error('nobody may act now');
    return seat;
  }

  /** The figure whose action is due (actions phase), or null. */
  acting(): number | null {
    if (this.phase !== 'actions') return null;
    return this.state.turn.queue[this.state.turn.next] ?? null;
  }

  /** The legal actions of the seat acting now. */
  legal(): readonly FantasyTripAction[] {
    return fantasyTrip.legalActions(this.state, this.actor());
  }

  /** Options `figure` may begin with now (its side moving, no figure mid-move). */
  options(figure: number): FantasyTripOption[] {
    const side = this.fig(figure).side;
    return fantasyTrip
      .legalActions(this.state, side)
      .flatMap((a) => (a.type === 'begin' && a.figure === figure ? [a.option] : []));
  }

  /** Directions the moving figure may step now. */
  steps(): HexDirection[] {
    return this.legal().flatMap((a) => (a.type === 'step' ? [a.direction] : []));
  }

  /** Figures the acting figure may attack now. */
  targets(): number[] {
    return this.legal().flatMap((a) => (a.type === 'attack' ? [a.target] : []));
  }

  /** Events of the last action of one type. */
  events<T extends FantasyTripEvent['type']>(type: T): EventOf<T>[] {
    return this.last.filter((e): e is EventOf<T> => e.type === type);
  }

  /** Events since setup of one type. */
  logged<T extends FantasyTripEvent['type']>(type: T): EventOf<T>[] {
    return this.log.filter((e): e is EventOf<T> => e.type === type);
  }

  // ---- playing ----

  /** Plays `action` for the seat acting now (or `action.player`), consuming exactly `dice`. */
  act(action: Act, dice: readonly number[] = []): FantasyTripEvent[] {
    const player = action.player ?? this.actor();
    const rng = scriptedRng(dice);
    const next = fantasyTrip.reduce(this.state, { ...action, player } as FantasyTripAction, rng);
    expect(scriptedPosition(rng), `${action.type} must use exactly the ${dice.length} dice scripted [${dice.join(', ')}]`).toBe(dice.length);
    expectValid(next);
    this.state = next;
    this.last = [...next.events];
    this.log.push(...next.events);
    return this.last;
  }

  /** Expects `action` to be refused with `code`, leaving the state untouched. */
  refuse(action: Act, code: RuleErrorCode): RuleError {
    const player = action.player ?? this.actor();
    const before = JSON.stringify(this.state);
    let caught: unknown;
    try {
      fantasyTrip.reduce(this.state, { ...action, player } as FantasyTripAction, scriptedRng([]));
    } catch (error) {
      caught = error;
    }
    expect(isRuleError(caught, code), `expected ${code}, got ${String(caught)}`).toBe(true);
    expect(JSON.stringify(this.state)).toBe(before);
    return caught as RuleError;
  }

  initiative(moveFirst: boolean, dice: readonly number[] = []): void {
    this.act({ type: 'initiative', moveFirst }, dice);
  }

  begin(figure: number, option: FantasyTripOption): void {
    this.act({ type: 'begin', figure, option });
  }

  step(direction: HexDirection, dice: readonly number[] = []): void {
    this.act({ type: 'step', direction }, dice);
  }

  /** Ends the moving figure's move, facing `facing` (default: the way it faces now). */
  end(facing?: HexDirection, dice: readonly number[] = []): void {
    const moving = this.state.turn.moving;
    if (moving === null) throw new Error('no figure is moving');
    this.act({ type: 'end', facing: facing ?? this.fig(moving).facing }, dice);
  }

  /** begin, step each direction, end (the dice go to the end, which may close the movement phase). */
  move(figure: number, option: FantasyTripOption, steps: readonly HexDirection[] = [], facing?: HexDirection, dice: readonly number[] = []): void {
    this.begin(figure, option);
    for (const d of steps) this.step(d);
    this.end(facing, dice);
  }

  /**
   * A move that does nothing: `move` with no steps when disengaged, `pickUp` when engaged (no
   * action then unless a weapon lies near), `standUp` when down.
   */
  hold(figure: number, dice: readonly number[] = []): void {
    const options = this.options(figure);
    const option = (['move', 'pickUp', 'standUp'] as const).find((o) => options.includes(o));
    if (option === undefined) throw new Error(`figure ${figure} has no holding option in ${options.join(', ')}`);
    this.move(figure, option, [], undefined, dice);
  }

  /**
   * Begins `figure` with the attacking option open to it (shift and attack when engaged, else a
   * charge) and no steps.
   */
  prepareAttack(figure: number, dice: readonly number[] = []): void {
    const options = this.options(figure);
    this.move(figure, options.includes('shiftAttack') ? 'shiftAttack' : 'charge', [], undefined, dice);
  }

  attack(target: number, dice: readonly number[] = []): void {
    this.act({ type: 'attack', target }, dice);
  }

  pass(dice: readonly number[] = []): void {
    this.act({ type: 'pass' }, dice);
  }

  pickUp(item: number, dice: readonly number[] = []): void {
    this.act({ type: 'pickUp', item }, dice);
  }

  disengage(direction: HexDirection, dice: readonly number[] = []): void {
    this.act({ type: 'disengage', direction }, dice);
  }

  retreat(to: Hex | null, dice: readonly number[] = []): void {
    this.act({ type: 'retreat', to }, dice);
  }

  advance(advance: boolean, dice: readonly number[] = []): void {
    this.act({ type: 'advance', advance }, dice);
  }
}

/** The movement cap of an option, written out from the rules (FT-7, S-10…S-27). */
export function capOf(option: FantasyTripOption, ma: number, engagedAtStart: boolean): number {
  switch (option) {
    case 'move':
      return ma;
    case 'charge':
    case 'dodge':
    case 'dropProne':
    case 'dropKneeling':
      return Math.max(1, Math.floor(ma / 2));
    case 'crawl':
      return Math.min(ma, 2);
    case 'ready':
      return engagedAtStart ? 1 : 2;
    case 'shiftAttack':
    case 'shiftDefend':
    case 'disengage':
    case 'grapple':
    case 'fire':
    case 'cast':
    case 'disbelieve':
      return 1;
    case 'lastShot':
      return 0;
    case 'standUp':
    case 'pickUp':
    case 'hthAttack':
    case 'drawDagger':
    case 'breakFree':
      return 0;
  }
}
