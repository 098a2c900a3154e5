// Islands the shopper wakes together render one per frame, in the order they woke; one that renders nothing
// the shopper sees (`unseen`) renders right after the island before it, without a frame of its own.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useLayoutEffect } from 'react';
import { boot, type BootHandle } from './boot';
import { defineIsland } from './define';
import { unmountAll } from './runtime';
import type { RegistryEntry } from './types';

const EVENT = 'storefront:test-wake';
const rendered: string[] = [];
/** Frame callbacks held until the test lets a frame through. */
let frames: FrameRequestCallback[] = [];
const nextFrame = async () => {
  const run = frames;
  frames = [];
  run.forEach((cb) => cb(performance.now()));
  // The task the frame callback posts (afterNextPaint), then the render it lets through.
  await new Promise((resolve) => setTimeout(resolve, 20));
};
const settle = () => new Promise((resolve) => setTimeout(resolve, 20));

const entry = (name: string, unseen = false): RegistryEntry => {
  function Island() {
    useLayoutEffect(() => void rendered.push(name), []);
    return unseen ? null : <p>{name}</p>;
  }
  return {
    name,
    selectors: [`#${name}`],
    trigger: 'interaction',
    wakeOn: EVENT,
    load: async () => ({ default: defineIsland({ name, host: 'append', unseen, Component: Island }) }),
  };
};

let handle: BootHandle | undefined;
beforeEach(() => {
  rendered.length = 0;
  frames = [];
  vi.spyOn(window, 'requestAnimationFrame').mockImplementation((cb) => (frames.push(cb), frames.length));
  document.body.innerHTML = '<div id="container" class="main_page"></div><div id="first"></div><div id="controller"></div><div id="second"></div>';
});
afterEach(() => {
  vi.restoreAllMocks();
  handle?.stop();
  unmountAll();
});

describe('islands the shopper wakes together', () => {
  it('render one per frame in the order they woke; an unseen one right after the one before it', async () => {
    handle = boot([entry('first'), entry('controller', true), entry('second')]);
    await settle();
    document.dispatchEvent(new CustomEvent(EVENT));
    await settle();
    // Nothing before a frame: the tap's own frame is painted first.
    expect(rendered).toEqual([]);
    await nextFrame();
    // The first, and the controller with it in the same frame.
    expect(rendered).toEqual(['first', 'controller']);
    await settle();
    expect(rendered).toEqual(['first', 'controller']);
    await nextFrame();
    expect(rendered).toEqual(['first', 'controller', 'second']);
  });
});
