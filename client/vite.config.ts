import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

const root = fileURLToPath(new URL('.', import.meta.url));
const backend = 'http://127.0.0.1:4000';

export default defineConfig({
  root,
  plugins: [react()],
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    sourcemap: true,
    target: 'es2022',
    // The entry holds React, MUI core, Apollo and the router (~170 kB gzip); every page is a lazy chunk.
    chunkSizeWarningLimit: 600,
  },
  server: {
    port: 5173,
    strictPort: true,
    proxy: {
      '/api': { target: backend, changeOrigin: true },
      '/graphql': { target: backend, changeOrigin: true, ws: true },
      '/dev': { target: backend, changeOrigin: true },
    },
  },
  preview: {
    port: 4173,
    proxy: {
      '/api': { target: backend, changeOrigin: true },
      '/graphql': { target: backend, changeOrigin: true, ws: true },
      '/dev': { target: backend, changeOrigin: true },
    },
  },
});
