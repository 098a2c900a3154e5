import type { TriggerFn } from './types';

// Starts loading a little before the container scrolls in, so it is ready when seen.
export const visible: TriggerFn = (el, load) => {
  if (typeof IntersectionObserver !== 'function') {
    load();
    return () => {};
  }
  const io = new IntersectionObserver(
    (entries) => {
      if (entries.some((e) => e.isIntersecting)) {
        io.disconnect();
        load();
      }
    },
    { rootMargin: '200px' },
  );
  io.observe(el);
  return () => io.disconnect();
};
