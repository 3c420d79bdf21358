import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

/** Build root; a parallel checkout of the work may build elsewhere (e.g. dist-review). */
const distDir = process.env.COVERDESK_DIST ?? 'dist';

export default defineConfig({
  plugins: [react(), tailwindcss()],
  build: {
    outDir: `${distDir}/client`,
    emptyOutDir: true,
    sourcemap: true,
  },
  server: {
    port: 5173,
    proxy: {
      '/api': 'http://127.0.0.1:3000',
      '/healthz': 'http://127.0.0.1:3000',
      '/socket.io': { target: 'ws://127.0.0.1:3000', ws: true },
    },
  },
});
