import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

/** The React site: built into dist/web and served by the Fastify server (src/server). */
export default defineConfig({
  root: 'src/web',
  publicDir: '../../public',
  plugins: [react(), tailwindcss()],
  build: {
    outDir: '../../dist/web',
    emptyOutDir: true,
    sourcemap: true,
  },
  server: {
    // `npm run dev:web`: the API runs beside it (`npm run dev`).
    proxy: { '/api': 'http://localhost:3000' },
  },
});
