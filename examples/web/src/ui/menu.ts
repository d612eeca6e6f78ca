/**
 * The seat's menu as buttons, from the `describeAction` labels: grouped by the action's `type`, and
 * items with the same label shown once with a count (three identical cards in hand are one choice
 * to a person). A large group (a wizard's 96 casts) starts folded, with its size on the fold.
 */
import type { MenuItem } from 'rulebooks/client';
import { html } from './dom.js';

const OPEN_UP_TO = 12;

export function renderMenu(root: HTMLElement, menu: readonly MenuItem<unknown>[], act: (action: unknown) => void): void {
  root.replaceChildren();
  if (menu.length === 0) {
    root.append(html('p', { class: 'muted' }, 'Nothing to do now.'));
    return;
  }
  const groups = new Map<string, { label: string; indices: number[] }[]>();
  menu.forEach((item, index) => {
    const type = typeOf(item.action);
    const group = groups.get(type) ?? [];
    const same = group.find((entry) => entry.label === item.label);
    if (same === undefined) group.push({ label: item.label, indices: [index] });
    else same.indices.push(index);
    groups.set(type, group);
  });
  for (const [type, entries] of groups) {
    const count = entries.reduce((sum, entry) => sum + entry.indices.length, 0);
    const details = html('details', { class: 'menu-group', open: count <= OPEN_UP_TO || groups.size === 1 }, html('summary', {}, `${type} (${count})`));
    const list = html('div', { class: 'menu-items' });
    for (const entry of entries) {
      const first = entry.indices[0] as number;
      const button = html('button', { 'data-menu': first, title: entry.label }, entry.label, entry.indices.length > 1 ? html('span', { class: 'count' }, ` ×${entry.indices.length}`) : null);
      button.addEventListener('click', () => act((menu[first] as MenuItem<unknown>).action));
      list.append(button);
    }
    details.append(list);
    root.append(details);
  }
}

function typeOf(action: unknown): string {
  const type = (action as { type?: unknown } | null)?.type;
  return typeof type === 'string' ? type : 'action';
}
