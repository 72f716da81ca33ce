// Which outside parts `npm start` stands in for. Every part the user has configured through its
// documented variable is used as given; the sandbox plays only the others, and only runs when it
// plays at least one.

/**
 * @param {Record<string, string | undefined>} configured the user's environment
 * @param {{ sandboxUrl: string, smtpUrl: string, ratesFromSandbox?: boolean, chainUrl?: string,
 *   chainDir?: string }} sandbox
 * @returns {{ parts: { name: string, standIn: boolean, configured: boolean, where: string }[],
 *   needsSandbox: boolean,
 *   api: Record<string, string>, gateway: Record<string, string> }}
 */
export function planStandIns(
  configured,
  { sandboxUrl, smtpUrl, ratesFromSandbox = false, chainUrl, chainDir },
) {
  const given = (name) => {
    const value = configured[name];
    return value === undefined || value === '' ? undefined : value;
  };
  const smtp = given('SMTP_URL');
  const paytm = given('PAYTM_HOST');
  const rates = given('EXCHANGE_RATE_URL');
  const database = given('DATABASE_URL');
  const s3 = given('STORAGE_DRIVER') === 's3';
  const ratesStandIn = ratesFromSandbox && !rates;
  const chainRpc = given('CHAIN_RPC_URL');
  const chainStandIn = Boolean(chainUrl) && !chainRpc;

  const parts = [
    {
      name: 'database',
      standIn: false,
      configured: Boolean(database),
      where: database
        ? `PostgreSQL at ${withoutCredentials(database)}`
        : `embedded PGlite under ${given('DATA_DIR') ?? '.data'}/pglite`,
    },
    {
      name: 'mail',
      standIn: !smtp,
      configured: Boolean(smtp),
      where: smtp
        ? `SMTP relay ${withoutCredentials(smtp)}`
        : `sandbox SMTP ${smtpUrl}, inbox at ${sandboxUrl}/mail`,
    },
    {
      name: 'payments',
      standIn: !paytm,
      configured: Boolean(paytm),
      where: paytm
        ? `Paytm at ${paytm} (merchant ${given('PAYTM_MID') ?? 'not set'})`
        : `sandbox Paytm at ${sandboxUrl}`,
    },
    {
      name: 'rates',
      standIn: ratesStandIn,
      configured: Boolean(rates),
      where: ratesStandIn
        ? `sandbox rates at ${sandboxUrl}/v6/latest/USD`
        : (rates ?? 'the public exchange-rate service (fallback rates when unreachable)'),
    },
    {
      name: 'storage',
      standIn: false,
      configured: s3,
      where: s3
        ? `S3 bucket ${given('STORAGE_S3_BUCKET') ?? '?'} at ${given('STORAGE_S3_ENDPOINT') ?? '?'}`
        : `files under ${given('DATA_DIR') ?? '.data'}/documents`,
    },
    ...(chainUrl || chainRpc
      ? [
          {
            name: 'chain',
            standIn: chainStandIn,
            configured: Boolean(chainRpc),
            where: chainStandIn
              ? `sandbox local chain ${chainUrl} (chain ${LOCAL_CHAIN.id}), RENT at ${LOCAL_CHAIN.token}`
              : `${withoutCredentials(chainRpc)} (chain ${given('CHAIN_ID') ?? '?'}), RENT at ${given('RENT_CONTRACT_ADDRESS') ?? '?'}`,
          },
        ]
      : []),
  ];

  const api = {};
  if (chainStandIn) {
    Object.assign(api, {
      CHAIN_RPC_URL: chainUrl,
      CHAIN_ID: String(LOCAL_CHAIN.id),
      RENT_CONTRACT_ADDRESS: LOCAL_CHAIN.token,
      DISPERSE_CONTRACT_ADDRESS: LOCAL_CHAIN.disperse,
      ...(chainDir && { TREASURY_KEYSTORE: `${chainDir}/treasury-keystore.json` }),
    });
  }
  const gateway = {};
  if (!smtp) api.SMTP_URL = smtpUrl;
  // api posts to Paytm and the web app's form goes to the same host: one value for both.
  const paytmHost = paytm ?? sandboxUrl;
  api.PAYTM_HOST = paytmHost;
  gateway.PAYTM_HOST = paytmHost;
  if (ratesStandIn) gateway.EXCHANGE_RATE_URL = `${sandboxUrl}/v6/latest/USD`;

  return { parts, needsSandbox: parts.some((part) => part.standIn), api, gateway };
}

/**
 * The sandbox's local chain (decision 0103): its contracts are deployed by a fixed test deployer
 * at nonces 0 and 1, so their addresses never change (sandbox/src/chain/local-chain.ts).
 */
export const LOCAL_CHAIN = Object.freeze({
  id: 1337,
  token: '0xe78A0F7E598Cc8b0Bb87894B0F60dD2a88d6a8Ab',
  disperse: '0x5b1869D9A4C187F2EAa108f3062412ecf0526b24',
  /** The password of the treasury keystore the sandbox writes beside the chain: a public test value. */
  keystorePassword: 'rent-local-treasury',
});

/** The start banner's lines about the outside parts. */
export function describeParts(parts) {
  const width = Math.max(...parts.map((part) => part.name.length));
  const kind = (part) => (part.standIn ? 'stand-in' : part.configured ? 'configured' : 'built-in');
  return parts.map(
    (part) => `  ${part.name.padEnd(width)}  ${kind(part).padEnd(10)}  ${part.where}`,
  );
}

function withoutCredentials(url) {
  try {
    const parsed = new URL(url);
    parsed.username = '';
    parsed.password = '';
    return parsed.toString().replace(/\/$/, '');
  } catch {
    return '(unparsable URL)';
  }
}
