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
          // Few, cacheable shared chunks instead of one per shared module: React; the core every
          // island uses (with zustand and ky); the product-page maths only product islands need.
          // The entry's own modules (boot, triggers, attrs, page) stay out, so it imports nothing.
          groups: [
            { name: 'react', priority: 3, test: /node_modules[\\/](react|react-dom|scheduler)[\\/]/ },
            { name: 'product', priority: 1, test: /[\\/]core[\\/](product[\\/]|dom[\\/]patch)/ },
            {
              name: 'core',
              // Captures before 'product', so shared core modules (money, coerce) stay here.
              priority: 2,
              test: /[\\/]core[\\/](?!mount[\\/](boot|attrs|triggers)|page[\\/]page\.ts|product[\\/]|dom[\\/]patch)|node_modules[\\/](zustand|ky|use-sync-external-store)[\\/]/,
            },
          ],
        },
      },
    },
  },
});
