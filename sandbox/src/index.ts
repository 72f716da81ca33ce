import { createServer, type Server } from 'node:http';
import { paytmDefaults } from './config.js';
import { homeRoutes } from './http/home-routes.js';
import { createRouter } from './http/router.js';
import { listen } from './listen.js';
import { createMailbox, type Mail, type MailFilter } from './mail/mailbox.js';
import { mailRoutes } from './mail/mail-routes.js';
import { startSmtpService } from './mail/smtp-service.js';
import type { SmtpMode, SmtpStatus } from './mail/smtp-switch.js';
import type { PaytmMerchant } from './paytm/merchant.js';
import type { PaytmControl } from './paytm/paytm-gateway.js';
import { createPaytmService } from './paytm/paytm-service.js';
import { createExchangeRateService } from './rates/exchange-rate-service.js';
import type { RatesMode, RatesStatus, RatesSwitchChange } from './rates/rates-switches.js';

export type { Mail, MailFilter } from './mail/mailbox.js';
export type { SmtpMode, SmtpStatus } from './mail/smtp-switch.js';
export type {
  RatesMode,
  RatesStatus,
  RatesSwitchChange,
  NonsenseKind,
} from './rates/rates-switches.js';
export { ratesModes } from './rates/rates-switches.js';
export { paytmDefaults } from './config.js';
export type { PaytmMerchant } from './paytm/merchant.js';
export type { PaytmControl, FinalTxnStatus } from './paytm/paytm-gateway.js';
export type { PaytmOrder } from './paytm/order-book.js';
export type { PaytmCallbackFields } from './paytm/callback-fields.js';
export type {
  PaytmOutcome,
  PaytmStatus,
  PaytmStatusMode,
  PaytmSwitchChange,
  PaytmSwitches,
} from './paytm/paytm-switches.js';
export type { PaytmOrderStatus, TxnStatus } from './paytm/transactions.js';
export { paytmOutcomes, paytmStatusModes } from './paytm/paytm-switches.js';
export { referenceUsdRates } from './rates/usd-rates.js';

export interface SandboxOptions {
  /** HTTP port; 0, the default, picks a free one. */
  port?: number;
  /** SMTP port; 0, the default, picks a free one. */
  smtpPort?: number;
  host?: string;
  /** How the exchange-rate service behaves at start and after every reset. */
  ratesMode?: RatesMode;
  /** The Paytm merchant; each value left out is taken from `paytmDefaults`. */
  paytm?: Partial<PaytmMerchant> & {
    /** The Paytm stand-in's clock (token expiry, transaction dates); tests move it. */
    now?: () => Date;
  };
}

export interface Sandbox {
  /** HTTP base, e.g. `http://127.0.0.1:4200`. */
  url: string;
  /** Where the product fetches rates from: `{url}/v6/latest/USD`. */
  exchangeRateUrl: string;
  smtpPort: number;
  /** For the api's SMTP_URL, e.g. `smtp://127.0.0.1:2525`. */
  smtpUrl: string;
  mailbox: {
    /** Newest first. */
    messages(filter?: MailFilter): Mail[];
    /** The newest matching message, waiting up to `timeoutMs` (5 s) for one to arrive. */
    waitFor(filter: MailFilter, timeoutMs?: number): Promise<Mail>;
    clear(): void;
  };
  rates: { set(change: RatesSwitchChange): RatesStatus; status(): RatesStatus };
  smtp: {
    setMode(mode: SmtpMode): SmtpStatus;
    status(): SmtpStatus;
    /** Refuses every later message to `address` with a permanent 550, until reset. */
    refuseRecipient(address: string): string[];
  };
  /** The Paytm stand-in, whose host is `url`. */
  paytm: PaytmControl & { merchant: PaytmMerchant };
  /** Same as `POST /__control/reset`. */
  reset(): void;
  close(): Promise<void>;
}

function originOf(protocol: string, host: string, port: number): string {
  const reachableHost = host === '0.0.0.0' || host === '::' ? '127.0.0.1' : host;
  return `${protocol}://${reachableHost.includes(':') ? `[${reachableHost}]` : reachableHost}:${port}`;
}

function closeHttp(server: Server): Promise<void> {
  return new Promise((resolve, reject) => {
    server.close((error) => (error ? reject(error) : resolve()));
    server.closeAllConnections();
  });
}

export async function startSandbox(options: SandboxOptions = {}): Promise<Sandbox> {
  const host = options.host ?? '127.0.0.1';
  const { mid, key, website, now } = options.paytm ?? {};
  const merchant: PaytmMerchant = {
    mid: mid ?? paytmDefaults.mid,
    key: key ?? paytmDefaults.key,
    website: website ?? paytmDefaults.website,
  };
  const paytm = createPaytmService({ merchant, now });
  const mailbox = createMailbox();
  const smtp = await startSmtpService({ host, port: options.smtpPort ?? 0, mailbox });
  const rates = createExchangeRateService(options.ratesMode);
  const services = [paytm.group, rates.group, mailRoutes(mailbox, smtp)];
  const server = createServer(createRouter([homeRoutes(services), ...services]));
  const port = await listen(server, options.port ?? 0, host).catch(async (error: unknown) => {
    await smtp.close();
    throw error;
  });
  const url = originOf('http', host, port);

  return {
    url,
    exchangeRateUrl: `${url}/v6/latest/USD`,
    smtpPort: smtp.port,
    smtpUrl: originOf('smtp', host, smtp.port),
    mailbox: {
      messages: (filter) => mailbox.messages(filter),
      waitFor: (filter, timeoutMs) => mailbox.waitFor(filter, timeoutMs),
      clear: () => void mailbox.clear(),
    },
    rates: { set: rates.set, status: rates.status },
    smtp: {
      setMode: smtp.setMode,
      status: smtp.status,
      refuseRecipient: smtp.refuseRecipient,
    },
    paytm: { ...paytm.control, merchant: { ...merchant } },
    reset: () => services.forEach((service) => service.reset?.()),
    close: async () => {
      await Promise.all([closeHttp(server), smtp.close()]);
    },
  };
}
