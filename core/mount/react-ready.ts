// Imported (dynamically) by the bootstrap to have React evaluated in a task of its own before the
// runtime and the islands that use it. It lives in the 'react' chunk (vite.config.ts), so importing
// it costs no request beyond React's own and needs no CommonJS interop in the entry.
import 'react-dom/client';
