// Elements named in console messages as text, never passed to the console themselves. The console keeps
// every message's arguments for the page's life (V8's console message storage, so DevTools can show them
// once opened: up to 1,000 messages, with or without DevTools), and one element kept alive keeps its whole
// tree: a region swapped out by a partial load would stay in memory with its islands' React roots, one per
// message. The lint rule in eslint.config.js keeps other values out of console calls.

const MAX_VALUE = 40;

const shown = (el: Element, name: string): string => {
  const value = el.getAttribute(name);
  if (value === null) return '';
  const text = value.length > MAX_VALUE ? `${value.slice(0, MAX_VALUE)}…` : value;
  return ` ${name}="${text}"`;
};

/** `<select id="sort" name="sort" class="f-select">`: what a console message says of an element. */
export function describeElement(el: Element): string {
  return `<${el.localName}${shown(el, 'id')}${shown(el, 'name')}${shown(el, 'class')}>`;
}
