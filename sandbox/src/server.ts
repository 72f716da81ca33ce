import { readSandboxConfig } from './config.js';
import { startSandbox } from './index.js';

async function main(): Promise<void> {
  const config = readSandboxConfig(process.env);
  const sandbox = await startSandbox(config);
  console.info(
    `sandbox: ${sandbox.url} (index /, inbox /mail, rates /v6/latest/USD in mode ${config.ratesMode}, Paytm merchant ${config.paytm.mid}), SMTP ${sandbox.smtpUrl}`,
  );

  let closing = false;
  const shutDown = (signal: NodeJS.Signals): void => {
    if (closing) process.exit(1);
    closing = true;
    console.info(`sandbox: ${signal} received, closing`);
    sandbox.close().then(
      () => process.exit(0),
      (error: unknown) => {
        console.error('sandbox: could not close cleanly', error);
        process.exit(1);
      },
    );
  };
  process.on('SIGINT', shutDown);
  process.on('SIGTERM', shutDown);
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
