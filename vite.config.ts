import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { samples } from './src/preview/vite-plugin-samples';
import { mockShop } from './fixtures/vite-plugin-mock-shop';

// `npm start`: the html-samples against the mock shop. `npm run build`: dist/ with a stable
// storefront.js entry and content-hashed chunks that load relative to it (host anywhere).
export default defineConfig({
  base: './',
  plugins: [react(), samples(), mockShop()],
  server: { port: 5173, strictPort: false },
  preview: { port: 4173 },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    target: 'es2022',
    sourcemap: true,
    // The theme adds one <script type="module">: modulepreload is native there.
    modulePreload: { polyfill: false },
    rolldownOptions: {
      input: { storefront: 'src/storefront.ts' },
      preserveEntrySignatures: 'strict',
      output: {
        entryFileNames: '[name].js',
        chunkFileNames: 'chunks/[name]-[hash].js',
        assetFileNames: 'assets/[name]-[hash][extname]',
        codeSplitting: {
          groups: [{ name: 'react', test: /node_modules[\\/](react|react-dom|scheduler)[\\/]/ }],
        },
      },
    },
  },
});
