import type { RouteGroup } from '../http/router.js';
import type { PaytmMerchant } from './merchant.js';
import { createPaytmGateway, type PaytmControl } from './paytm-gateway.js';
import { paytmApiRoutes } from './paytm-api-routes.js';
import { paytmControlRoutes } from './paytm-control-routes.js';
import { paymentPageRoutes } from './payment-page-routes.js';

export interface PaytmService {
  group: RouteGroup;
  control: PaytmControl;
}

export interface PaytmServiceOptions {
  merchant: PaytmMerchant;
  now?: () => Date;
}

/** Stand-in for the Paytm payment gateway: its JSON APIs, its payment page, and test switches. */
export function createPaytmService({ merchant, now }: PaytmServiceOptions): PaytmService {
  // The checksum library would fail on every signature; better to fail once, at start.
  if (Buffer.byteLength(merchant.key) !== 16) {
    throw new Error('The Paytm merchant key must be exactly 16 bytes.');
  }
  const gateway = createPaytmGateway({ merchant, now });
  const group: RouteGroup = {
    title: `Paytm payment gateway (merchant ${merchant.mid})`,
    reset: gateway.reset,
    routes: [
      ...paytmApiRoutes(gateway),
      ...paymentPageRoutes(gateway),
      ...paytmControlRoutes(gateway),
    ],
  };
  const { set, status, orders, pay, settle } = gateway;
  return { group, control: { set, status, orders, pay, settle } };
}
