// A second gateway beside the stack's own, on the same api and sandbox: a fresh process has
// nothing cached, so each one meets the exchange-rate service as it is now.
import { freePort, serviceCommand, startService } from '@rent/test-kit/scripts';
import type { HardeningStack } from '../support/stack.js';

export interface ExtraGateway {
  url: string;
  stop(): Promise<void>;
}

export async function startExtraGateway(
  stack: HardeningStack,
  env: Record<string, string> = {},
): Promise<ExtraGateway> {
  const port = await freePort();
  const service = await startService({
    name: 'gateway',
    ...serviceCommand('gateway', 'dist'),
    env: {
      PORT: String(port),
      PUBLIC_URL: `http://localhost:${port}`,
      API_URL: stack.urls.api,
      PAYTM_HOST: stack.urls.sandbox,
      EXCHANGE_RATE_URL: `${stack.urls.sandbox}/v6/latest/USD`,
      ...env,
    },
    healthUrl: `http://127.0.0.1:${port}/health`,
    output: null,
  });
  return { url: `http://localhost:${port}`, stop: () => service.stop() };
}
