/**
 * What the GRID Traveler board reads from the game's own content: names of cards, bodies and
 * components, seat colours, and the board's geometry (rings, steps). Everything is looked up in the
 * view's config (a game may bring its own decks and board), never in a state.
 */
import {
  COMPONENTS,
  COMPONENT_NAMES,
  MAGICK_TYPE_NAMES,
  DITFOI_SUCCESS,
  GRID_TRAVELER_DIRECTIONS,
  GRID_TRAVELER_STEPS,
  MATERIALS,
  WHISPERS,
  contentOf,
  gridTravelerComponentNumber,
  gridTravelerMaxHealth,
  gridTravelerMaxNanytes,
  gridTravelerSkillLevel,
  type Component,
  type Direction,
  type GridBoard,
  type GridCardKind,
  type GridCardView,
  type GridSeatView,
  type GridTravelerView,
  type MagickCard,
  type MagickType,
} from 'rulebooks/grid-traveler';

/** One colour per seat, bright enough to read on the dark map. */
export const SEAT_COLOURS = ['#ff7a5c', '#4fc3f7', '#ffd54f', '#8bd37a', '#c792ea', '#ffa552'] as const;

export const seatColour = (seat: number): string => SEAT_COLOURS[seat % SEAT_COLOURS.length] as string;

/** A seat as the game's own labels name it (`describeAction` says "Player 1"). */
export const seatName = (seat: number): string => `Player ${seat}`;

/** Short labels for the mat's boxes, where the full word does not fit. */
export const COMPONENT_SHORT: Readonly<Record<Component, string>> = {
  speed: 'SPD',
  engines: 'ENG',
  maneuver: 'MAN',
  shields: 'SHD',
  weapons: 'WPN',
  sensors: 'SNS',
};

/** The colour of each Magick type (GT-S79), used for the band on top of a Magick card. */
export const MAGICK_TYPE_COLOURS: Readonly<Record<string, string>> = {
  fireball: '#e4572e',
  plasmaBall: '#b14aed',
  shields: '#2e86de',
  creations: '#3fa34d',
  destructions: '#8c1c13',
  absorb: '#d4a017',
  effects: '#17a2b8',
};

export const KIND_NAMES: Readonly<Record<GridCardKind, string>> = { magick: 'Magick', material: 'Material', whisper: 'Whisper', ditfoi: 'DITFOI' };

export const material = (id: string): { name: string; symbol: string } => {
  const found = MATERIALS.find((m) => m.id === id);
  return found === undefined ? { name: id, symbol: id.slice(0, 2) } : { name: found.name, symbol: found.symbol };
};

export const whisper = (id: string): { name: string; text: string; overreach: boolean } => {
  const found = WHISPERS.find((w) => w.id === id);
  return found === undefined ? { name: id, text: '', overreach: false } : { name: found.name, text: found.text, overreach: found.overreach };
};

export const magickDesign = (view: GridTravelerView, id: string): MagickCard | undefined => contentOf(view.config).magick(id);

/** A card's design as the game names it: "Fireball I", "Iron", "Drift", "DITFOI: Shields". */
export function cardName(view: GridTravelerView, card: GridCardView): string {
  switch (card.kind) {
    case 'magick':
      return magickDesign(view, card.name)?.name ?? card.name;
    case 'material':
      return material(card.name).name;
    case 'whisper':
      return whisper(card.name).name;
    case 'ditfoi':
      return card.name === 'any' ? 'DITFOI: any component' : `DITFOI: ${COMPONENT_NAMES[card.name as Component] ?? card.name}`;
  }
}

/** What a Magick card's special does (GT-26), in the words of the game's content notes. */
export function specialText(card: MagickCard): string {
  switch (card.special) {
    case 'passiveShield':
      return 'A failed block may be retried with a Shields card.';
    case 'regain':
      return `On a hit, the user regains ${card.amount ?? 0} Health.`;
    case 'absorb':
      return 'On a hit, the user gains nanytes equal to the damage.';
    case 'hamper':
      return "On a hit, the target's skills are −2 for its next 2 Magick actions.";
    case 'drain':
      return 'On a hit, the target loses 2 nanytes.';
    default:
      return '';
  }
}

export const ditfoiText = (name: string): string =>
  `Played in ship combat: on a D8 of ${DITFOI_SUCCESS} or less, lays 3 yellow cubes on ${name === 'any' ? 'a component of your choice' : `the target's ${COMPONENT_NAMES[name as Component] ?? name}`}; it is unusable until they are gone.`;

/**
 * A seat's persona, mentor and cruiser, and its numbers out of their maximum. The numbers are the
 * rules' own functions, which read only a seat's public parts, so they take the view's seat as it is.
 */
export function seatNumbers(view: GridTravelerView, seat: GridSeatView) {
  const content = contentOf(view.config);
  return {
    persona: content.persona(seat.persona),
    mentor: content.necronian(seat.necronian),
    cruiser: content.cruiser(seat.cruiser),
    maxHealth: gridTravelerMaxHealth(view, seat),
    maxNanytes: gridTravelerMaxNanytes(view, seat),
  };
}

/** A seat's skill in a Magick type now (the rules' `skillLevel`, GT-S75, GT-27, GT-20, GT-26). */
export const skillLevel = (view: GridTravelerView, seat: GridSeatView, type: MagickType): number => gridTravelerSkillLevel(view, seat, type);

/** A component's number now (the rules' own, GT-S66); Engines print no number: null. */
export const componentValue = (view: GridTravelerView, seat: GridSeatView, component: Component): number | null =>
  component === 'engines' ? null : gridTravelerComponentNumber(view, seat, component);

// The game's own names, so the board says what the log says.
export { COMPONENTS, COMPONENT_NAMES, GRID_TRAVELER_DIRECTIONS, MAGICK_TYPE_NAMES };

/** Column and row of a tile. */
export const xyOf = (board: GridBoard, tile: number): [number, number] => [tile % board.width, Math.floor(tile / board.width)];

/** The tile one step from `tile` toward `direction`, or -1 off the board. */
export function stepFrom(board: GridBoard, tile: number, direction: Direction): number {
  const [x, y] = xyOf(board, tile);
  const [dx, dy] = GRID_TRAVELER_STEPS[direction];
  const nx = x + dx;
  const ny = y + dy;
  return nx < 0 || ny < 0 || nx >= board.width || ny >= board.height ? -1 : ny * board.width + nx;
}

/** A tile by name: a body's ring, a GRID point, or its column and row. */
export function placeName(board: GridBoard, tile: number): string {
  const [x, y] = xyOf(board, tile);
  const point = board.gridPoints.find((p) => p.x === x && p.y === y);
  if (point !== undefined) return `GRID point ${point.name}`;
  const body = board.bodies.find((b) => b.x === x && b.y === y);
  if (body !== undefined) return body.name;
  const ring = board.bodies.find((b) => Math.max(Math.abs(b.x - x), Math.abs(b.y - y)) === 1);
  return ring === undefined ? `(${x}, ${y})` : `${ring.name}'s ring (${x}, ${y})`;
}
