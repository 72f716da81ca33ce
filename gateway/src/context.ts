import type { ApiClient } from './api-client/index.js';
import type { FigureReads } from './api-client/shared-figures.js';
import type { SaleProgressFeed } from './live/sale-progress-feed.js';
import type { ExchangeRateService } from './rates/exchange-rates.js';

/**
 * What every resolver receives: a REST client bound to the caller's credentials, the rates, and
 * the live sale figures the process shares between its subscribers.
 */
export interface GatewayContext {
  api: ApiClient;
  /** The sale's public figures: the caller's own client when signed in, else the shared reads. */
  figures: FigureReads;
  rates: ExchangeRateService;
  /** The caller presented `Authorization: Bearer`: a refused token is an error, not a visitor. */
  bearerToken: boolean;
  /** The caller presented an access token, as a bearer or a cookie: without one nobody is signed in. */
  credentials: boolean;
  saleProgress: SaleProgressFeed;
  /** The caller's address, as api is told it: the live streams are capped per address. */
  clientAddress: string;
}
