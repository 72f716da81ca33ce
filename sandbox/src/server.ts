import { readSandboxConfig } from './config.js';
import { startSandbox } from './index.js';

// The local chain stand-in (decision 0103), when `npm start` asks for it with SANDBOX_CHAIN_PORT.
async function startChainIfAsked(host: string) {
  const port = process.env.SANDBOX_CHAIN_PORT?.trim();
  if (!port) return null;
  if (!/^\d+$/.test(port))
    throw new Error(`SANDBOX_CHAIN_PORT must be a port number, not "${port}".`);
  const supply = process.env.SANDBOX_CHAIN_SUPPLY?.trim() || '14000000';
  if (!/^\d+$/.test(supply))
    throw new Error('SANDBOX_CHAIN_SUPPLY must be a whole number of tokens.');
  // Loaded only when asked: the EVM and the compiler take a few seconds to load.
  const { startDevChain } = await import('./chain/dev-chain.js');
  const chain = await startDevChain({
    port: Number(port),
    host,
    dataDir: process.env.SANDBOX_CHAIN_DIR?.trim() || '.data/chain',
    supplyTokens: BigInt(supply),
  });
  console.info(
    `sandbox: local chain ${chain.rpcUrl} (chain ${chain.chainId}), RENT at ${chain.tokenAddress}`,
  );
  return chain;
}

async function main(): Promise<void> {
  const config = readSandboxConfig(process.env);
  const sandbox = await startSandbox(config);
  console.info(
    `sandbox: ${sandbox.url} (index /, inbox /mail, rates /v6/latest/USD in mode ${config.ratesMode}, Paytm merchant ${config.paytm.mid}), SMTP ${sandbox.smtpUrl}`,
  );
  const chain = await startChainIfAsked(config.host);

  let closing = false;
  const shutDown = (signal: NodeJS.Signals): void => {
    if (closing) process.exit(1);
    closing = true;
    console.info(`sandbox: ${signal} received, closing`);
    Promise.all([sandbox.close(), chain?.close()]).then(
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
