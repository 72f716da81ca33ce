import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';

// In development Vite serves the app and forwards GraphQL and the payment return to the gateway,
// so the browser sees one origin exactly as in production.
const gateway = process.env.GATEWAY_URL ?? 'http://localhost:4000';

export default defineConfig({
  plugins: [react()],
  server: {
    port: Number(process.env.WEB_DEV_PORT ?? 5173),
    strictPort: true,
    proxy: {
      '/graphql': { target: gateway, changeOrigin: false },
      '/payment': { target: gateway, changeOrigin: false },
    },
  },
  build: {
    target: 'es2022',
    sourcemap: true,
    manifest: true,
    rolldownOptions: {
      output: {
        // Libraries every screen needs get chunks of their own, cached across releases of the app.
        // Packages are named one by one so that a screen's heavy library (visx) stays in its chunk.
        codeSplitting: {
          groups: [
            {
              name: 'react',
              test: /node_modules[\\/](react|react-dom|react-router|scheduler)[\\/]/,
            },
            {
              name: 'graphql',
              test: /node_modules[\\/](@apollo|graphql|rxjs|optimism|@wry|tslib)[\\/]/,
            },
            { name: 'ui', test: /node_modules[\\/](styled-components|stylis)[\\/]/ },
          ],
        },
      },
    },
  },
});
