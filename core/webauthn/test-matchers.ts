// Tests only: the few DOM matchers the passkey tests read best with (the project has no jest-dom).
import { expect } from 'vitest';

interface DomMatchers<R = unknown> {
  /** '' means empty; a string must be contained; a RegExp must match. */
  toHaveTextContent(expected: string | RegExp): R;
  toHaveAttribute(name: string, value?: string): R;
  toHaveClass(name: string): R;
  toHaveValue(value: string): R;
  toBeEnabled(): R;
}

declare module 'vitest' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type
  interface Assertion<T = any> extends DomMatchers<T> {}
}

const describeEl = (el: unknown) => (el instanceof Element ? el.outerHTML.slice(0, 200) : String(el));

expect.extend({
  toHaveTextContent(el: Element, expected: string | RegExp) {
    const text = (el.textContent ?? '').replace(/\s+/g, ' ').trim();
    const pass = expected instanceof RegExp ? expected.test(text) : expected === '' ? text === '' : text.includes(expected);
    return { pass, message: () => `expected text ${JSON.stringify(text)} ${this.isNot ? 'not ' : ''}to ${expected === '' ? 'be empty' : `have ${String(expected)}`}` };
  },
  toHaveAttribute(el: Element, name: string, value?: string) {
    const actual = el.getAttribute(name);
    const pass = value === undefined ? actual !== null : actual === value;
    return { pass, message: () => `expected ${describeEl(el)} ${this.isNot ? 'not ' : ''}to have ${name}${value === undefined ? '' : `="${value}"`} (it has ${JSON.stringify(actual)})` };
  },
  toHaveClass(el: Element, name: string) {
    return { pass: el.classList.contains(name), message: () => `expected ${describeEl(el)} ${this.isNot ? 'not ' : ''}to have class ${name}` };
  },
  toHaveValue(el: HTMLInputElement, value: string) {
    return { pass: el.value === value, message: () => `expected value ${JSON.stringify(el.value)} to be ${JSON.stringify(value)}` };
  },
  toBeEnabled(el: HTMLButtonElement) {
    return { pass: !el.disabled, message: () => `expected ${describeEl(el)} ${this.isNot ? 'not ' : ''}to be enabled` };
  },
});
