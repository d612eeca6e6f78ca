/** Small helpers to build HTML and SVG elements without a framework. */
const SVG = 'http://www.w3.org/2000/svg';

type Attributes = Record<string, string | number | boolean | undefined>;
type Child = Node | string | number | null | undefined | false;

function fill(element: Element, attributes: Attributes, children: readonly Child[]): void {
  for (const [key, value] of Object.entries(attributes)) {
    if (value === undefined || value === false) continue;
    element.setAttribute(key, value === true ? '' : String(value));
  }
  for (const child of children) {
    if (child === null || child === undefined || child === false) continue;
    element.append(typeof child === 'object' ? child : String(child));
  }
}

/** An HTML element: `html('button', { class: 'x' }, 'Go')`. */
export function html<K extends keyof HTMLElementTagNameMap>(tag: K, attributes: Attributes = {}, ...children: Child[]): HTMLElementTagNameMap[K] {
  const element = document.createElement(tag);
  fill(element, attributes, children);
  return element;
}

/** An SVG element: `svg('circle', { cx: 5, cy: 5, r: 3 })`. */
export function svg<K extends keyof SVGElementTagNameMap>(tag: K, attributes: Attributes = {}, ...children: Child[]): SVGElementTagNameMap[K] {
  const element = document.createElementNS(SVG, tag);
  fill(element, attributes, children);
  return element;
}

/** A `<title>` child: the tooltip of an SVG shape. */
export function tooltip(text: string): SVGTitleElement {
  return svg('title', {}, text);
}

/** Makes an element a button for one menu item: it acts on click and carries `data-action`. */
export function clickable<E extends Element>(element: E, index: number, label: string, act: () => void): E {
  element.setAttribute('data-action', String(index));
  element.setAttribute('role', 'button');
  element.setAttribute('tabindex', '0');
  element.setAttribute('aria-label', label);
  element.classList.add('clickable');
  element.addEventListener('click', act);
  element.addEventListener('keydown', (event) => {
    if ((event as KeyboardEvent).key === 'Enter') act();
  });
  return element;
}
