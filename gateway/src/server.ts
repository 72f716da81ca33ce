import closeWithGrace from 'close-with-grace';
import { createGatewayServer } from './app.js';
import { ConfigError, loadConfig } from './config.js';
import type { Server } from 'node:http';
import { createLogger, type Logger } from './logger.js';
import { createMetricsServer } from './http/metrics-endpoint.js';
import { createGatewayMetrics, type GatewayMetrics } from './metrics.js';

/** The metrics listener (decision 0099): /metrics without a token, where only a scraper reaches. */
function listenForMetrics(
  { port, host }: { port: number; host: string },
  metrics: GatewayMetrics,
  logger: Logger,
): Server {
  const server = createMetricsServer(metrics);
  server.listen(port, host, () =>
    logger.info(`metrics listening on http://${host}:${port}/metrics`),
  );
  return server;
}

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
  const metrics = createGatewayMetrics();
  const server = createGatewayServer({ config, logger, logError, metrics });
  const metricsServer =
    config.metricsListener && listenForMetrics(config.metricsListener, metrics, logger);

  server.listen(config.port, config.host, () => {
    const address = server.address();
    const port = typeof address === 'object' && address ? address.port : config.port;
    logger.info(
      `gateway listening on http://${config.host}:${port} (GraphQL at /graphql, api ${config.apiUrl})`,
    );
    // The log leaves in blocks (decision 0148); what an operator reads at start leaves now.
    logger.flush();
  });
  closeWithGrace({ delay: 10_000 }, async ({ err }) => {
    if (err) logger.error({ err }, 'closing after an unexpected error');
    metricsServer?.close();
    await new Promise<void>((resolve) => {
      server.close(() => resolve());
      server.closeIdleConnections();
    });
  });
}

start();
