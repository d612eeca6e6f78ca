/**
 * Test fixture for Psi Wars rules: builds a state from named cards (each seat still owns exactly 52
 * card instances, every one in exactly one place), starts a turn through the real rules and plays it
 * through `psiWars.reduce` with scripted dice.
 *
 * Cards not placed anywhere explicitly pad each seat's list up to 52 with Bone Colossus (3 bio + 2
 * any: never affordable from a lab of four units), put in the deck when no deck is given and on the
 * discard pile otherwise.
 */
import { expect } from 'vitest';
import { RuleError, scriptedPosition, scriptedRng, type Rng, type RuleErrorCode } from '../../src/index.js';
import {
  CARD_BY_ID,
  DECK_SIZE,
  psiWars,
  type PsiWarsBattleUnit,
  type PsiWarsCardRef,
  type CreationUnit,
  type PsiWarsAction,
  type PsiWarsEvent,
  type PsiWarsState,
  type PsiWarsStep,
} from '../../src/games/psi-wars/index.js';
import { beginTurn } from '../../src/games/psi-wars/rules/turn.js';

export const FILLER = 'bone-colossus';

export const CREATION_ID: Readonly<Record<CreationUnit, string>> = {
  digital: 'digital-splicing',
  neuro: 'neurogenesis',
  bio: 'bio-acceleration',
  material: 'material-animation',
};

export interface UnitSpec {
  readonly id: string;
  readonly depleted?: boolean;
  /** Equipment attached to it. */
  readonly equipment?: string;
  /** A trap power (taken from the opponent's cards) holding it. */
  readonly trappedBy?: string;
}

export interface SideSpec {
  readonly hitPoints?: number;
  /** Creation Units in the lab; default one of each kind, unspent. */
  readonly creation?: readonly (CreationUnit | { readonly unit: CreationUnit; readonly depleted: boolean })[];
  readonly hand?: readonly string[];
  readonly units?: readonly (string | UnitSpec)[];
  /** Unattached equipment in the lab (unspent unless said otherwise). */
  readonly equipment?: readonly (string | { readonly id: string; readonly depleted: boolean })[];
  /** The deck, bottom first (the last card is drawn first). Default: padding. */
  readonly deck?: readonly string[];
  readonly discard?: readonly string[];
}

export interface FixtureSpec {
  readonly sides: readonly [SideSpec, SideSpec];
  /** Whose turn it is (default 0). */
  readonly player?: 0 | 1;
  /** The turn's number (default 3, so it begins with a draw). */
  readonly turn?: number;
  readonly labHitPoints?: number;
  /** Scripted dice (and shuffle values), in the order the rules ask for them. */
  readonly dice?: readonly number[];
  /**
   * Default true: the turn begins through the rules (replenish, draw, then steps with nothing to
   * decide pass). With false the state is left at `step` exactly as described.
   */
  readonly begin?: boolean;
  readonly step?: PsiWarsStep;
  /**
   * Whether the table says `done` for a player whose only legal action is `done` (default true):
   * see {@link Table.passEmptySteps}. False shows every step exactly as the rules offer it.
   */
  readonly passEmpty?: boolean;
}

export interface SeatRefs {
  readonly hand: PsiWarsCardRef[];
  readonly creation: PsiWarsCardRef[];
  readonly units: PsiWarsCardRef[];
  /** The equipment attached to units[i], or null. */
  readonly attached: (PsiWarsCardRef | null)[];
  /** The trap (an opposing card) holding units[i], or null. */
  readonly traps: (PsiWarsCardRef | null)[];
  readonly equipment: PsiWarsCardRef[];
  /** Bottom first. */
  readonly deck: PsiWarsCardRef[];
  readonly discard: PsiWarsCardRef[];
}

export function buildState(spec: FixtureSpec): { state: PsiWarsState; refs: [SeatRefs, SeatRefs] } {
  const lists: [string[], string[]] = [[], []];
  const alloc = (seat: number, id: string): PsiWarsCardRef => {
    if (CARD_BY_ID[id] === undefined) throw new Error(`fixture: unknown card ${id}`);
    const list = lists[seat] as string[];
    list.push(id);
    return seat * DECK_SIZE + list.length - 1;
  };
  const refs = [0, 1].map(() => ({ hand: [], creation: [], units: [], attached: [], traps: [], equipment: [], deck: [], discard: [] })) as unknown as [SeatRefs, SeatRefs];
  const players = spec.sides.map((side, seat) => {
    const r = refs[seat] as SeatRefs;
    const foe = 1 - seat;
    const creation = (side.creation ?? (['digital', 'neuro', 'bio', 'material'] as const)).map((c) => {
      const unit = typeof c === 'string' ? c : c.unit;
      const card = alloc(seat, CREATION_ID[unit]);
      r.creation.push(card);
      return { card, depleted: typeof c === 'string' ? false : c.depleted };
    });
    const hand = (side.hand ?? []).map((id) => alloc(seat, id));
    r.hand.push(...hand);
    const units: PsiWarsBattleUnit[] = (side.units ?? []).map((u) => {
      const s: UnitSpec = typeof u === 'string' ? { id: u } : u;
      const card = alloc(seat, s.id);
      const equipment = s.equipment === undefined ? null : alloc(seat, s.equipment);
      const trappedBy = s.trappedBy === undefined ? null : alloc(foe, s.trappedBy);
      r.units.push(card);
      r.attached.push(equipment);
      r.traps.push(trappedBy);
      return { card, depleted: s.depleted ?? false, equipment, trappedBy, cyberJammed: false, psionicJammed: false };
    });
    const equipment = (side.equipment ?? []).map((e) => {
      const s = typeof e === 'string' ? { id: e, depleted: false } : e;
      const card = alloc(seat, s.id);
      r.equipment.push(card);
      return { card, depleted: s.depleted };
    });
    const deck = (side.deck ?? []).map((id) => alloc(seat, id));
    const discard = (side.discard ?? []).map((id) => alloc(seat, id));
    return { hitPoints: side.hitPoints ?? spec.labHitPoints ?? 30, deck, hand, creation, units, equipment, discard, shown: [] as PsiWarsCardRef[] };
  });
  // Padding, once both seats' explicit cards (including traps lent to the other seat) are known.
  players.forEach((p, seat) => {
    const into = spec.sides[seat]?.deck === undefined ? p.deck : p.discard;
    const pad: PsiWarsCardRef[] = [];
    while ((lists[seat] as string[]).length < DECK_SIZE) pad.push(alloc(seat, FILLER));
    if (into === p.deck) p.deck.unshift(...pad);
    else p.discard.push(...pad);
  });
  players.forEach((p, seat) => {
    const r = refs[seat] as SeatRefs;
    r.deck.push(...p.deck);
    r.discard.push(...p.discard);
  });
  if (lists[0].length !== DECK_SIZE || lists[1].length !== DECK_SIZE) throw new Error('fixture: more than 52 cards for a seat');
  const player = spec.player ?? 0;
  const state: PsiWarsState = {
    config: { players: 2, labHitPoints: spec.labHitPoints ?? 30, decks: [lists[0], lists[1]] },
    cards: [...lists[0], ...lists[1]],
    players,
    turn: { player, number: spec.turn ?? 3, step: spec.step ?? 'creation', placed: false },
    battle: null,
    winner: null,
    events: [],
  };
  return { state, refs };
}

/** A fixture being played through `psiWars.reduce`. */
export class Table {
  state: PsiWarsState;
  readonly refs: [SeatRefs, SeatRefs];
  readonly rng: Rng;
  readonly dice: readonly number[];
  /** Every event since the fixture was built (the turn's beginning included). */
  readonly log: PsiWarsEvent[] = [];

  constructor(spec: FixtureSpec) {
    const { state, refs } = buildState(spec);
    this.refs = refs;
    this.dice = spec.dice ?? [];
    this.rng = scriptedRng(this.dice);
    if (spec.begin ?? true) {
      state.turn.number -= 1;
      beginTurn(state, state.turn.player, this.rng);
    }
    this.state = state;
    this.log.push(...state.events);
    this.passEmpty = spec.passEmpty ?? true;
    this.passEmptySteps();
  }

  private readonly passEmpty: boolean;

  /**
   * Says `done` while that is all the acting player can do. Since PW-35 a step is offered whenever
   * the hand holds a card, even one it cannot use there; these scenarios are about what follows,
   * so they pass such steps as a player with nothing to do would.
   */
  passEmptySteps(): this {
    for (;;) {
      if (!this.passEmpty) return this;
      if (this.state.winner !== null) return this;
      const actor = this.actor();
      const legal = psiWars.legalActions(this.state, actor);
      if (legal.length !== 1 || legal[0]?.type !== 'done') return this;
      this.state = psiWars.reduce(this.state, { type: 'done', player: actor }, this.rng);
      this.log.push(...this.state.events);
    }
  }

  /** The refs of seat `seat`. */
  r(seat: 0 | 1): SeatRefs {
    return this.refs[seat];
  }

  act(action: PsiWarsAction): this {
    this.state = psiWars.reduce(this.state, action, this.rng);
    this.log.push(...this.state.events);
    return this.passEmptySteps();
  }

  /** Ends the current step for whoever must act. */
  done(): this {
    return this.act({ type: 'done', player: this.actor() });
  }

  /** Says `done` until the current turn's step is no longer `step` (or the turn is over). */
  doneUntilPast(step: PsiWarsStep): this {
    const turn = this.state.turn.number;
    while (this.state.winner === null && this.state.turn.number === turn && this.state.turn.step === step) this.done();
    return this;
  }

  /** Expects `action` to be refused with `code`, leaving the state exactly as it was. */
  refuse(action: PsiWarsAction, code: RuleErrorCode = 'ILLEGAL_ACTION', rule?: string): RuleError {
    const before = JSON.stringify(this.state);
    const at = scriptedPosition(this.rng);
    let caught: unknown;
    try {
      psiWars.reduce(this.state, action, this.rng);
    } catch (error) {
      caught = error;
    }
    expect(caught, `${JSON.stringify(action)} should be refused`).toBeInstanceOf(RuleError);
    const error = caught as RuleError;
    expect(error.code).toBe(code);
    if (rule !== undefined) expect(error.rule).toBe(rule);
    expect(JSON.stringify(this.state)).toBe(before);
    expect(scriptedPosition(this.rng)).toBe(at);
    return error;
  }

  actor(): 0 | 1 {
    const actors = psiWars.actors(this.state);
    if (actors.length !== 1) throw new Error(`expected one actor, got [${actors.join(', ')}]`);
    return actors[0] as 0 | 1;
  }

  legal(player: 0 | 1 = this.actor()): readonly PsiWarsAction[] {
    return psiWars.legalActions(this.state, player);
  }

  isLegal(action: PsiWarsAction): boolean {
    return this.legal(action.player as 0 | 1).some((a) => JSON.stringify(a) === JSON.stringify(action));
  }

  events<T extends PsiWarsEvent['type']>(type: T): Extract<PsiWarsEvent, { type: T }>[] {
    return this.log.filter((e): e is Extract<PsiWarsEvent, { type: T }> => e.type === type);
  }

  unit(card: PsiWarsCardRef): PsiWarsBattleUnit | undefined {
    for (const p of this.state.players) for (const u of p.units) if (u.card === card) return u;
    return undefined;
  }

  hp(seat: 0 | 1): number {
    return (this.state.players[seat] as PsiWarsState['players'][number]).hitPoints;
  }

  /** Creation Units of `seat` that are spent, by kind, in lab order. */
  spent(seat: 0 | 1): CreationUnit[] {
    const p = this.state.players[seat] as PsiWarsState['players'][number];
    return p.creation.filter((c) => c.depleted).map((c) => (CARD_BY_ID[this.state.cards[c.card] as string] as { unit: CreationUnit }).unit);
  }

  /** How many scripted values the rules have taken. */
  diceUsed(): number {
    return scriptedPosition(this.rng);
  }

  /** Expects every scripted value to have been used. */
  allDiceUsed(): void {
    expect(this.diceUsed()).toBe(this.dice.length);
  }
}

export function table(spec: FixtureSpec): Table {
  return new Table(spec);
}

type ScreenName = 'cyber' | 'psionic' | 'physical';

/**
 * The printed value of one screen of a Battle Unit or Equipment card (`null` when the card has no
 * such screen), so tests state their sums from the card library rather than from memory.
 */
export function printed(id: string, screen: ScreenName, side: 'attack' | 'defense'): number | null {
  const def = CARD_BY_ID[id];
  if (def === undefined || (def.kind !== 'battle' && def.kind !== 'equipment')) throw new Error(`${id} has no screens`);
  const s = def[screen];
  return s === null ? null : s[side];
}

/** Like {@link printed}, but a missing screen counts as 0 (for sums). */
export function value(id: string, screen: ScreenName, side: 'attack' | 'defense'): number {
  return printed(id, screen, side) ?? 0;
}
