import { fileURLToPath } from 'node:url';
import { defineConfig, type UserConfig } from 'vite';
import react from '@vitejs/plugin-react';
import babel from '@rolldown/plugin-babel';
import { babelOptimizerPlugin } from '@graphql-codegen/client-preset';
import { firstScreenModules } from './scripts/first-screen-modules.ts';
import { precompress } from './scripts/precompress-plugin.ts';

// In development Vite serves the app and forwards GraphQL and the payment return to the gateway,
// so the browser sees one origin exactly as in production.
const gateway = process.env.GATEWAY_URL ?? 'http://localhost:4000';
const firstScreen = firstScreenModules('src/features/dashboard/routes/dashboard.tsx');
const VENDOR =
  /node_modules[\\/](react|react-dom|react-router|scheduler|@apollo|graphql|rxjs|optimism|@wry|tslib|styled-components|stylis)[\\/](?!client[\\/]react[\\/]hooks[\\/]useMutation)/;
// The app's own code outside the feature folders (shell, shared components and helpers), and the
// GraphQL documents (one generated module holds them all).
const APP_CODE = /[\\/]src[\\/](app|components|lib|config|styles|gql)[\\/]/;
// Formik, Yup and the shared form pieces: every screen with a form needs all of them.
const FORM_CODE =
  /[\\/]src[\\/]components[\\/]form[\\/]|node_modules[\\/](formik|yup|property-expr|tiny-case|toposort)[\\/]/;
// The babel pass of every build, the client's and the prerender's. Production builds replace each
// `graphql(`…`)` call with an import of the document codegen generated for it (the client
// preset's own optimizer): otherwise `graphql()` brings a map of every document of the app, each
// with its source text, into the first screen. The documents themselves share the one module
// codegen writes, so they all load with the first screen.
// The styled-components plugin names each component after its file and position rather than the
// order components happen to be created in, so the markup rendered at build time carries the
// class names the browser's bundle generates and hydration keeps them (decision 0153).
const buildBabel = await babel({
  include: /[\\/]src[\\/].*\.tsx?$/,
  exclude: /[\\/]src[\\/]gql[\\/]/,
  plugins: [
    [
      babelOptimizerPlugin,
      {
        artifactDirectory: fileURLToPath(new URL('src/gql', import.meta.url)),
        gqlTagName: 'graphql',
      },
    ],
    [
      'babel-plugin-styled-components',
      { ssr: true, displayName: false, fileName: false, pure: true, minify: true },
    ],
  ],
});
// The chunks the entry imports statically (named after the groups below, and the bundler's runtime).
const FIRST_LOAD_CHUNK = /(^|\/)(vendor|app|rolldown-runtime)-[\w-]{8}\.js$/;

// The build of the prerender entry (`vite build --ssr`): the same babel pass, so its class names and
// documents are the client's, for Node, and none of the client's chunking, preloading or compressing.
const prerenderConfig: UserConfig = {
  plugins: [{ ...buildBabel, apply: 'build' }, react()],
  build: {
    target: 'node22',
    outDir: 'dist-ssr',
    emptyOutDir: true,
    copyPublicDir: false,
    minify: false,
  },
  // Its CommonJS build, which Node would load, has no default export for `import styled`.
  ssr: { noExternal: ['styled-components'] },
};

const clientConfig: UserConfig = {
  plugins: [{ ...buildBabel, apply: 'build' }, firstScreen.plugin, react(), precompress()],
  server: {
    port: Number(process.env.WEB_DEV_PORT ?? 5173),
    strictPort: true,
    proxy: {
      '/graphql': { target: gateway, changeOrigin: false },
      // The payment return (/payment/callback), not the app's own /payment-status screen.
      '/payment/': { target: gateway, changeOrigin: false },
      // Receipts and statements, read with the session cookie.
      '/downloads/': { target: gateway, changeOrigin: false },
    },
  },
  build: {
    target: 'es2022',
    // Maps are written for reading production stack traces, but the served files do not point to
    // them: a visitor's browser has no use for them, and every first-load file is a line shorter.
    sourcemap: 'hidden',
    manifest: true,
    // Every browser the es2022 target covers either supports modulepreload or merely skips it.
    modulePreload: {
      polyfill: false,
      // A screen loaded later need not preload the chunks of the first screen, which are loaded
      // by then: naming them in every screen's list would only lengthen the first load.
      resolveDependencies: (_file, deps, { hostType }) =>
        hostType === 'js' ? deps.filter((dep) => !FIRST_LOAD_CHUNK.test(dep)) : deps,
    },
    // The one vendor chunk (React, React Router, Apollo, styled-components) is about 510 kB raw,
    // 155 kB gzip; the first-load budget itself is watched by `npm run bench`.
    chunkSizeWarningLimit: 600,
    rolldownOptions: {
      output: {
        // The libraries every screen needs share one chunk, cached across releases of the app
        // (one file compresses better than three). Packages are named one by one so that a
        // screen's heavy library (visx) stays in its chunk, and so does what only later screens
        // use (the mutation hook). The app code the first screen needs gets one chunk too,
        // instead of a small file for each combination of screens that happens to share a module;
        // the rest stays with the screens that use it.
        codeSplitting: {
          groups: [
            {
              name: 'vendor',
              test: VENDOR,
            },
            {
              name: 'app',
              test: (id: string) => APP_CODE.test(id) && firstScreen.has(id),
            },
            { name: 'forms', test: FORM_CODE },
          ],
        },
      },
    },
  },
};

export default defineConfig(({ isSsrBuild }) => (isSsrBuild ? prerenderConfig : clientConfig));
