/**
 * The Magika board: the cavern as this seat knows it (its history map, its recon, the mages and
 * artifacts it has seen, its plan's path, and the hexes its next move order can go to); beside it
 * the plan for the turn, phase by phase, with a close-up of where the next move starts; under it
 * the seat's own mage and the other mages as far as it knows them. Drawn from the seat's view
 * alone (MG-48): other mages' places, items and orders appear only as its reports showed them.
 */
import type { MagikaAction, MagikaView } from 'rulebooks/magika';
import type { MenuItem } from 'rulebooks/client';
import type { Board } from './types.js';
import { html } from '../ui/dom.js';
import { drawCavern } from './magika/cavern.js';
import { drawCloseUp } from './magika/closeup.js';
import { drawCards, drawSide } from './magika/panel.js';
import './magika/magika.css';

export const board: Board = {
  render(root, input) {
    const view = input.view as MagikaView;
    const menu = input.menu as readonly MenuItem<MagikaAction>[];
    const act = input.act as (action: MagikaAction) => void;
    const parts = { view, menu, act };
    const closeUp = view.me !== null && !view.over ? drawCloseUp(parts, view.me) : null;
    root.append(html('div', { class: 'mg-board' }, html('div', { class: 'mg-main' }, drawCavern(parts), drawCards(parts)), drawSide(parts, closeUp)));
  },
};
