// React (or Preact) evaluated, nothing else: the renderer chunk's module that core/mount/react-ready.ts
// imports once the renderer may run. It lives in the 'renderer' chunk (vite.config.ts), so importing it costs
// no request beyond React's own and needs no CommonJS interop in the entry.
import 'react-dom/client';
