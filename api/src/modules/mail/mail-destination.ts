// Where the api's mail goes, said at start-up without the relay's credentials, and whether that
// is a catcher that keeps every mail from investors (decision 0112).

// The SMTP ports of Mailpit and MailHog (1025) and of the sandbox's catcher (2525).
const CATCHER_PORTS = new Set(['1025', '2525']);

export interface MailDestination {
  /** The relay's address without user or password. */
  relay: string;
  /** True when the address looks like a mail catcher rather than a relay that delivers. */
  catcher: boolean;
  text: string;
}

export function describeMailDestination(smtpUrl: string, from: string): MailDestination {
  const url = new URL(smtpUrl);
  const relay = `${url.protocol}//${url.host}`;
  const catcher = CATCHER_PORTS.has(url.port);
  const text = catcher
    ? `mail goes to ${relay}, a mail catcher: nobody outside receives it (set SMTP_URL to your relay)`
    : `mail goes to ${relay}, from ${from}`;
  return { relay, catcher, text };
}
