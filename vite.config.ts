import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { compression } from 'vite-plugin-compression2';
import { VitePWA } from 'vite-plugin-pwa';

/** Build root; a parallel checkout of the work may build elsewhere (e.g. dist-review). */
const distDir = process.env.COVERDESK_DIST ?? 'dist';
const THEME = '#1e3a5f';

/** A module of one lucide icon, and the chunk file names such modules alone are written to. */
const LUCIDE_ICON = /node_modules[\\/]lucide-react[\\/]dist[\\/]esm[\\/]icons[\\/]/;
const ICON_CHUNK = /(^|\/)icon-[^/]*\.js$/;

export default defineConfig({
  plugins: [
    react(),
    tailwindcss(),
    VitePWA({
      // Registered on page load by a tiny injected script. The new service worker takes over at
      // once, so the next load runs the new version; the page already open is told
      // (features/pwa/update-prompt.ts), not reloaded.
      registerType: 'autoUpdate',
      injectRegister: 'script-defer',
      includeAssets: ['logo.svg', 'icons/apple-touch-icon.png'],
      manifest: {
        id: '/',
        name: 'CoverDesk',
        short_name: 'CoverDesk',
        description: 'Coverage requests, guards, posts and team chat for security-guard staffing.',
        start_url: '/',
        scope: '/',
        display: 'standalone',
        orientation: 'any',
        theme_color: THEME,
        background_color: '#f8fafc',
        icons: [
          { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
          { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
          {
            src: '/icons/maskable-512.png',
            sizes: '512x512',
            type: 'image/png',
            purpose: 'maskable',
          },
        ],
      },
      workbox: {
        // The app shell: every page is index.html, which the client routes.
        globPatterns: ['**/*.{js,css,html,svg,png,webmanifest}'],
        navigateFallback: 'index.html',
        // API calls, the health check, realtime and CSV downloads always go to the network.
        navigateFallbackDenylist: [/^\/api\//, /^\/healthz/, /^\/socket\.io\//],
        cleanupOutdatedCaches: true,
        // Web Push (issue #21): showing notifications and opening the app when one is tapped,
        // added to the generated worker rather than writing the whole worker by hand.
        importScripts: ['push-handler.js'],
        sourcemap: false,
        clientsClaim: true,
        skipWaiting: true,
      },
    }),
    // Brotli and gzip copies beside each asset, sent by the server when the browser accepts them
    // (src/server/http/static-client.ts): no compression work per request.
    compression({
      algorithms: ['brotliCompress', 'gzip'],
      include: /\.(js|css|html|svg|webmanifest)$/,
      threshold: 1024,
    }),
  ],
  build: {
    outDir: `${distDir}/client`,
    emptyOutDir: true,
    // Every browser CoverDesk supports preloads modules itself: the polyfill was 0.3 KiB of /login.
    // A page's icons (a tiny chunk each) are not in its preload list: every name in those lists is
    // in the first page's code, and they grew it with each icon a screen added. An icon loads
    // with the page's own code instead, on the same round trip as the rest once it is read.
    modulePreload: {
      polyfill: false,
      resolveDependencies: (_url, dependencies) =>
        dependencies.filter((file) => !ICON_CHUNK.test(file)),
    },
    // Not shipped: the server would hand out the source code (issue #20).
    sourcemap: false,
    rolldownOptions: {
      output: {
        // zod in a chunk of its own: otherwise it rides along with whichever small shared module
        // the bundler pairs it with (once PageHeader), and pages without a form load it too.
        codeSplitting: { groups: [{ name: 'zod', test: /node_modules[\\/]zod[\\/]/ }] },
        // Icons' chunks named as such, so that the preload lists can leave them out (above).
        // A page's chunk by its name; the modules pages share by their hash alone: the first
        // page's code holds every chunk's file name (the preload lists), and theirs were half a
        // kilobyte of it.
        chunkFileNames: (chunk) =>
          chunk.moduleIds.length > 0 && chunk.moduleIds.every((id) => LUCIDE_ICON.test(id))
            ? 'assets/icon-[name]-[hash].js'
            : chunk.isDynamicEntry
              ? 'assets/[name]-[hash].js'
              : 'assets/[hash].js',
      },
    },
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
