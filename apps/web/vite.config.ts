import { fileURLToPath } from 'node:url';
import { tanstackRouter } from '@tanstack/router-plugin/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { compression } from 'vite-plugin-compression2';

const apiTarget = 'http://127.0.0.1:3000';

export default defineConfig(({ isSsrBuild }) => ({
  plugins: [
    // The router plugin must run before the React plugin so route files are transformed first.
    tanstackRouter({
      target: 'react',
      autoCodeSplitting: true,
      routesDirectory: fileURLToPath(new URL('./src/routes', import.meta.url)),
      generatedRouteTree: fileURLToPath(new URL('./src/routeTree.gen.ts', import.meta.url)),
      quoteStyle: 'single',
    }),
    react(),
    // Brotli and gzip copies of every text asset, made once at build time: the server sends the
    // one the browser accepts (@fastify/static preCompressed) instead of compressing per request.
    // The server-side build (prerender.tsx, run at build time only) is not served.
    !isSsrBuild && compression({ algorithms: ['brotliCompress', 'gzip'] }),
  ],
  // The prerender bundle carries its dependencies, so Node never imports a stylesheet or a font.
  ssr: { noExternal: true },
  publicDir: isSsrBuild ? false : 'public',
  server: {
    port: 5173,
    strictPort: true,
    proxy: {
      '/trpc': { target: apiTarget, changeOrigin: true },
      '/api': { target: apiTarget, changeOrigin: true },
    },
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    // dist/.vite/manifest.json maps every route chunk to its imports and CSS: the bundle budget
    // check reads it to know what each page loads before first paint.
    manifest: !isSsrBuild,
    // React and the router, which every page needs, in chunks of their own rather than in the entry:
    // public/boot.js evaluates the entry's imports one chunk per task before the entry itself, so
    // that starting the app is several short tasks on a phone instead of one long one.
    ...(isSsrBuild
      ? {}
      : {
          rolldownOptions: {
            output: {
              codeSplitting: {
                groups: [
                  { name: 'react', test: /[\\/]node_modules[\\/](react|react-dom|scheduler)[\\/]/ },
                  {
                    name: 'router',
                    test: /[\\/]node_modules[\\/]@tanstack[\\/](react-router|router-core|history|store|react-store)[\\/]/,
                  },
                ],
              },
            },
          },
        }),
  },
}));
