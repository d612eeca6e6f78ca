/**
 * The contract of a board: it draws one viewer's view, and nothing else, as SVG (and HTML where
 * text reads better). It never sees the game's state: only what the viewer's update holds.
 */
import type { AnyGame, Player, Viewer } from 'rulebooks';
import type { MenuItem } from 'rulebooks/client';

export interface BoardInput<V = unknown, A = unknown> {
  /** The game (for `describeEvent`, its content tables, and so on; never for its state). */
  readonly game: AnyGame;
  /** Whose view this is. */
  readonly viewer: Viewer;
  /** `game.view(state, viewer)`, as the viewer received it. */
  readonly view: V;
  /** The seats to act now. */
  readonly actors: readonly Player[];
  /**
   * The viewer's menu (empty when it may not act, or when the replay shows the past). A board
   * makes parts of its drawing clickable for the items it can place (a hex to move to, a card to
   * play): call `act(item.action)` on click, and mark the element with `data-action="<index in
   * menu>"` so tests and people can find it.
   */
  readonly menu: readonly MenuItem<A>[];
  /** Plays a menu item's action. */
  readonly act: (action: A) => void;
}

export interface Board<V = unknown, A = unknown> {
  /** Draws the board into `root` (emptied before each call). */
  render(root: HTMLElement, input: BoardInput<V, A>): void;
}
