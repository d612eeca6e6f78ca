/**
 * The game's phases around the races: the draft (rulebook "The Draft"), the Assassin's moment, the
 * secret choice of racers with the Spy (rulebook "The Races"). The schedule of races and the end
 * of the game are in schedule.ts.
 */
import type { Rng } from '../../../core/rng.js';
import type { Player } from '../../../core/game.js';
import { RuleError, inconsistentState } from '../../../core/errors.js';
import { assassinOwner, assassinate } from '../abilities/assassin.js';
import { DRAFT_SLOTS } from '../content/board.js';
import { CHARACTERS } from '../content/characters.js';
import type { CharacterId, MagicalAthleteState } from '../types.js';
import { startRace } from './race.js';
import { quota, startSelection } from './schedule.js';


function cardsOwned(state: MagicalAthleteState, player: Player): number {
  const p = state.players[player];
  return p === undefined ? 0 : p.hand.length + p.raced.length;
}

/**
 * Begins `player`'s draft turn: the top card goes on the 4 space, pushing occupied spaces one
 * cheaper until a gap (MA-2). With the deck empty, every card slides one space cheaper where the
 * space is free, cheapest first, so the last card ends up free (MA-3).
 */
export function beginDraftTurn(state: MagicalAthleteState, player: Player): void {
  const draft = state.draft;
  draft.active = player;
  state.events.push({ type: 'draftTurn', player });
  const slots = draft.slots;
  const top = DRAFT_SLOTS - 1;
  const card = state.deck.pop();
  let slid = false;
  if (card !== undefined) {
    let gap = top;
    while (gap >= 0 && slots[gap] !== null) gap--;
    if (gap < 0) throw inconsistentState('draft board full: a card on 0 must have been bought');
    for (let k = gap; k < top; k++) {
      slots[k] = slots[k + 1] ?? null;
      slid = true;
    }
    slots[top] = card;
    state.events.push({ type: 'cardDrawn', character: card });
    slid = slid && gap < top;
  } else {
    for (let k = 1; k <= top; k++) {
      if (slots[k] !== null && slots[k - 1] === null) {
        slots[k - 1] = slots[k] ?? null;
        slots[k] = null;
        slid = true;
      }
    }
  }
  if (slid) state.events.push({ type: 'cardsSlid', slots: [...slots] });
}

/** Buys the card on space `slot` for its price, or passes (slot = null); a card on 0 must be the one bought (MA-2). */
export function draftChoice(state: MagicalAthleteState, player: Player, slot: number | null): void {
  const draft = state.draft;
  const me = state.players[player];
  if (me === undefined) throw new RuleError('ILLEGAL_ACTION', `no seat ${player}`, 'MA-1');
  // MA-2: facing a card on the 0 space, the player may not pass and must take that card, free.
  const free = draft.slots[0] ?? null;
  if (free !== null && slot !== 0) {
    throw new RuleError('ILLEGAL_ACTION', `the ${CHARACTERS[free].name} is on the 0 space: you must take it (it is free) and may not ${slot === null ? 'pass' : 'buy another card'}`, 'MA-2');
  }
  if (slot === null) {
    state.events.push({ type: 'passed', player });
  } else {
    const card = draft.slots[slot];
    if (card === null || card === undefined) throw new RuleError('ILLEGAL_ACTION', `there is no card on the ${slot} space`, 'MA-2');
    if (slot > me.chips) throw new RuleError('ILLEGAL_ACTION', `the card on the ${slot} space costs ${slot} chips; you have ${me.chips}`, 'MA-2');
    me.chips -= slot;
    me.hand.push(card);
    draft.slots[slot] = null;
    draft.lastBuyer = player;
    draft.purchases.push({ player, character: card, price: slot });
    state.events.push({ type: 'bought', player, character: card, price: slot });
    if (slot > 0) state.events.push({ type: 'chipsMoved', from: player, to: 'bank', amount: slot, reason: 'draft' });
    if (cardsOwned(state, player) >= quota(state)) state.events.push({ type: 'draftDone', player });
  }
  const next = nextDrafter(state, player);
  if (next === null) endDraft(state);
  else beginDraftTurn(state, next);
}

/** Clockwise, skipping players whose team is complete (MA-6). */
function nextDrafter(state: MagicalAthleteState, after: Player): Player | null {
  const n = state.players.length;
  for (let step = 1; step <= n; step++) {
    const seat = (after + step) % n;
    if (cardsOwned(state, seat) < quota(state)) return seat;
  }
  return null;
}

/**
 * After the draft, unspent chips go back to the bank and everyone starts the races with 0 points
 * (MA-7); then the Assassin's moment (MA-31). The first race starts left of the last buyer (MA-11).
 */
function endDraft(state: MagicalAthleteState): void {
  const returned = state.players.map((p) => p.chips);
  const lastBuyer = state.draft.lastBuyer ?? 0;
  state.players.forEach((p, seat) => {
    if (p.chips > 0) state.events.push({ type: 'chipsMoved', from: seat, to: 'bank', amount: p.chips, reason: 'return' });
    p.chips = 0;
  });
  state.events.push({ type: 'draftEnded', returned, lastBuyer });
  if (assassinOwner(state) !== null) {
    state.phase = 'assassin';
  } else {
    startSelection(state, (lastBuyer + 1) % state.players.length);
  }
}

/** The Assassin's owner removes a card, or declines; then the first race is called. */
export function assassinChoice(state: MagicalAthleteState, player: Player, target: CharacterId | null, rng: Rng): void {
  if (target === null) state.events.push({ type: 'assassinDeclined', player });
  else assassinate(state, player, target, rng);
  startSelection(state, ((state.draft.lastBuyer ?? 0) + 1) % state.players.length);
}

/** Who still has to choose: everyone who has not, but the waiting Spy only once all others have. */
export function selectionActors(state: MagicalAthleteState): Player[] {
  const selection = state.selection;
  if (selection === null) return [];
  const waiting: Player[] = [];
  selection.picks.forEach((pick, seat) => {
    if (pick === null && seat !== selection.spyWaiting) waiting.push(seat);
  });
  if (waiting.length === 0 && selection.spyWaiting !== null) return [selection.spyWaiting];
  return waiting;
}

export function pickRacer(state: MagicalAthleteState, player: Player, character: CharacterId, rng: Rng): void {
  const selection = state.selection;
  const me = state.players[player];
  if (selection === null || me === undefined) throw new RuleError('ILLEGAL_ACTION', 'no race is being called', 'MA-10');
  if (!me.hand.includes(character)) {
    throw new RuleError('ILLEGAL_ACTION', `${character} is not an unraced character of yours (each athlete races once)`, 'MA-10');
  }
  selection.picks[player] = character;
  if (selection.spyWaiting === player) selection.spyWaiting = null;
  state.events.push({ type: 'picked', player });
  if (selection.picks.every((pick) => pick !== null)) reveal(state, rng);
  else peekIfAllIn(state);
}

export function useSpy(state: MagicalAthleteState, player: Player): void {
  const selection = state.selection;
  if (selection === null) throw new RuleError('ILLEGAL_ACTION', 'no race is being called', 'MA-51');
  state.spyUsed = true;
  selection.spyWaiting = player;
  state.events.push({ type: 'spyWaits', player });
  peekIfAllIn(state);
}

/**
 * MA-51: once every player but the waiting Spy has picked, the Spy's owner sees the picks (the view
 * shows them from then on); an event says so, its picks seen by that player only (view.ts).
 */
function peekIfAllIn(state: MagicalAthleteState): void {
  const selection = state.selection;
  const spy = selection?.spyWaiting ?? null;
  if (selection === null || spy === null || !selection.picks.every((pick, seat) => pick !== null || seat === spy)) return;
  state.events.push({ type: 'spyPeeked', player: spy, picks: selection.picks.map((pick, seat) => (seat === spy ? null : pick)) });
}

function reveal(state: MagicalAthleteState, rng: Rng): void {
  const selection = state.selection;
  if (selection === null) return;
  const picks = selection.picks as CharacterId[];
  picks.forEach((character, seat) => {
    const p = state.players[seat];
    if (p === undefined) return;
    p.hand.splice(p.hand.indexOf(character), 1);
    p.raced.push(character);
    if (p.secret === character) p.secret = null;
  });
  state.events.push({ type: 'revealed', race: state.results.length + 1, racers: picks.map((character, player) => ({ player, character })) });
  state.selection = null;
  startRace(state, picks, selection.firstPlayer, rng);
}
