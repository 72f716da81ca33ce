import closeWithGrace from 'close-with-grace';
import { createGatewayServer } from './app.js';
import { ConfigError, loadConfig } from './config.js';

function start(): void {
  let config;
  try {
    config = loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }
  const logError = (error: unknown) => console.error(error);
  const server = createGatewayServer({ config, logError });
  server.listen(config.port, config.host, () => {
    const address = server.address();
    const port = typeof address === 'object' && address ? address.port : config.port;
    console.info(
      `[gateway] listening on http://${config.host}:${port} (GraphQL at /graphql, api ${config.apiUrl})`,
    );
  });
  closeWithGrace({ delay: 10_000 }, async ({ err }) => {
    if (err) console.error(err);
    await new Promise<void>((resolve) => {
      server.close(() => resolve());
      server.closeIdleConnections();
    });
  });
}

start();
