// Which outside parts `npm start` stands in for. Every part the user has configured through its
// documented variable is used as given; the sandbox plays only the others, and only runs when it
// plays at least one.

/**
 * @param {Record<string, string | undefined>} configured the user's environment
 * @param {{ sandboxUrl: string, smtpUrl: string, ratesFromSandbox?: boolean }} sandbox
 * @returns {{ parts: { name: string, standIn: boolean, configured: boolean, where: string }[],
 *   needsSandbox: boolean,
 *   api: Record<string, string>, gateway: Record<string, string> }}
 */
export function planStandIns(configured, { sandboxUrl, smtpUrl, ratesFromSandbox = false }) {
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
  ];

  const api = {};
  const gateway = {};
  if (!smtp) api.SMTP_URL = smtpUrl;
  // api posts to Paytm and the web app's form goes to the same host: one value for both.
  const paytmHost = paytm ?? sandboxUrl;
  api.PAYTM_HOST = paytmHost;
  gateway.PAYTM_HOST = paytmHost;
  if (ratesStandIn) gateway.EXCHANGE_RATE_URL = `${sandboxUrl}/v6/latest/USD`;

  return { parts, needsSandbox: parts.some((part) => part.standIn), api, gateway };
}

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
