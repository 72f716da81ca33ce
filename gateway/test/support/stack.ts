// The parts an account test needs: the sandbox (mail), a real api sending mail to it, and a gateway.
import { startGateway, type TestGateway } from './gateway.js';
import {
  startApiProcess,
  startSandboxProcess,
  type RunningSandbox,
  type RunningService,
} from './services.js';

export interface AccountStack {
  sandbox: RunningSandbox;
  api: RunningService;
  gateway: TestGateway;
  stop(): Promise<void>;
}

export async function startAccountStack(): Promise<AccountStack> {
  const sandbox = await startSandboxProcess();
  const api = await startApiProcess({
    SMTP_URL: sandbox.smtpUrl,
    MAIL_POLL_MS: '100',
    // Tests sign up many investors from one address.
    RATE_LIMIT_AUTH_PER_IP: '100',
    RATE_LIMIT_SIGNIN_PER_IP: '100',
  });
  const gateway = await startGateway({ API_URL: api.url });
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
