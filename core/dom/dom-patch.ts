// Islands that update server-rendered elements in place (prices, status) write through a patch, which
// remembers each element's original text, classes and attributes and puts them back on unmount.
// React-free (a DOM island or a load job uses it without the renderer); the hook is core/dom/patch.ts.

export interface DomPatch {
  /** Sets textContent (server values are text, never HTML); a bare text node (a separator) too. */
  text(el: Node | null | undefined, value: string): void;
  toggle(el: Element | null | undefined, className: string, on: boolean): void;
  /** null removes the attribute. */
  attr(el: Element | null | undefined, name: string, value: string | null): void;
  /** The hidden attribute, with an inline `display: none !important` while hidden (a theme's display rule cannot show it). */
  hidden(el: HTMLElement | null | undefined, hidden: boolean): void;
  /** Adds a node the island made (before `before`, else last); restore takes it out again. */
  insert(parent: Element | null | undefined, node: Node, before?: Node | null): void;
  /** Puts every touched element back as it was first seen. */
  restore(): void;
}

type Undo = () => void;

export function createDomPatch(): DomPatch {
  const undo = new Map<string, Undo>();
  const ids = new WeakMap<Node, number>();
  /** Each element's inline display before `hidden` first touched it. */
  const displays = new WeakMap<HTMLElement, { value: string; priority: string; attr: boolean }>();
  let next = 0;
  const key = (el: Node, what: string): string => {
    let id = ids.get(el);
    if (id === undefined) ids.set(el, (id = next++));
    return `${id}:${what}`;
  };
  const remember = (el: Node, what: string, undoFn: Undo): void => {
    const k = key(el, what);
    if (!undo.has(k)) undo.set(k, undoFn);
  };
  return {
    text(el, value) {
      if (!el) return;
      const before = el.textContent;
      remember(el, 'text', () => (el.textContent = before));
      if (el.textContent !== value) el.textContent = value;
    },
    toggle(el, className, on) {
      if (!el) return;
      const had = el.classList.contains(className);
      remember(el, `class:${className}`, () => el.classList.toggle(className, had));
      el.classList.toggle(className, on);
    },
    attr(el, name, value) {
      if (!el) return;
      const before = el.getAttribute(name);
      remember(el, `attr:${name}`, () => (before === null ? el.removeAttribute(name) : el.setAttribute(name, before)));
      if (value === null) el.removeAttribute(name);
      else if (el.getAttribute(name) !== value) el.setAttribute(name, value);
    },
    hidden(el, hidden) {
      if (!el) return;
      // The attribute alone loses to any theme rule with a display; an inline `display: none
      // !important` does not. Set through the CSSOM (allowed under a CSP's style-src); the element's
      // own inline display (as first seen) comes back when it is shown again and on restore.
      const style = el.style;
      let first = displays.get(el);
      if (!first) {
        first = { value: style.getPropertyValue('display'), priority: style.getPropertyPriority('display'), attr: el.hasAttribute('style') };
        displays.set(el, first);
      }
      const own = first;
      const showAgain = () => {
        if (own.value) style.setProperty('display', own.value, own.priority);
        else style.removeProperty('display');
        if (!own.attr && !style.length) el.removeAttribute('style');
      };
      const before = el.hidden;
      remember(el, 'hidden', () => {
        el.hidden = before;
        showAgain();
      });
      el.hidden = hidden;
      if (hidden) style.setProperty('display', 'none', 'important');
      else showAgain();
    },
    insert(parent, node, before = null) {
      if (!parent) return;
      remember(node, 'insert', () => node.parentNode?.removeChild(node));
      parent.insertBefore(node, before);
    },
    restore() {
      for (const fn of [...undo.values()].reverse()) fn();
      undo.clear();
    },
  };
}
