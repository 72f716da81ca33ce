import closeWithGrace from 'close-with-grace';
import { createGatewayServer } from './app.js';
import { ConfigError, loadConfig } from './config.js';
import { createLogger } from './logger.js';

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
  const logger = createLogger(config);
  const logError = (error: unknown) => logger.error({ err: error }, 'unexpected error');
  const server = createGatewayServer({ config, logger, logError });
  server.listen(config.port, config.host, () => {
    const address = server.address();
    const port = typeof address === 'object' && address ? address.port : config.port;
    logger.info(
      `gateway listening on http://${config.host}:${port} (GraphQL at /graphql, api ${config.apiUrl})`,
    );
  });
  closeWithGrace({ delay: 10_000 }, async ({ err }) => {
    if (err) logger.error({ err }, 'closing after an unexpected error');
    await new Promise<void>((resolve) => {
      server.close(() => resolve());
      server.closeIdleConnections();
    });
  });
}

start();
