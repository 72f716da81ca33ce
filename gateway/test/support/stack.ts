// The parts an account test needs: the sandbox (mail), a real api sending mail to it, and a gateway.
import { manySignInsFromOneAddress } from '@rent/test-kit/stack';
import { startGateway, type TestGateway } from './gateway.js';
import {
  startApiProcess,
  startSandboxProcess,
  type RunningApi,
  type RunningSandbox,
} from './services.js';

export interface AccountStack {
  sandbox: RunningSandbox;
  api: RunningApi;
  gateway: TestGateway;
  stop(): Promise<void>;
}

export async function startAccountStack(
  apiEnv: Record<string, string> = {},
  gatewayEnv: Record<string, string> = {},
): Promise<AccountStack> {
  const sandbox = await startSandboxProcess();
  const api = await startApiProcess({
    SMTP_URL: sandbox.smtpUrl,
    MAIL_POLL_MS: '100',
    // Tests sign up many investors from one address.
    ...manySignInsFromOneAddress(100),
    PAYTM_HOST: sandbox.url,
    ...apiEnv,
  });
  const gateway = await startGateway({ API_URL: api.url, PAYTM_HOST: sandbox.url, ...gatewayEnv });
  return {
    sandbox,
    api,
    gateway,
    async stop() {
      await gateway.close();
      await Promise.all([api.stop(), sandbox.stop()]);
    },
  };
}
