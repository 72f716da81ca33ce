import type { ServerResponse } from 'node:http';
import { send, sendJson } from '../http/replies.js';
import { readJsonBody } from '../http/request-body.js';
import type { RouteContext, RouteGroup } from '../http/router.js';
import {
  parseRatesSwitchChange,
  ratesSwitches,
  type RatesMode,
  type RatesStatus,
  type RatesSwitchChange,
  type RatesSwitches,
} from './rates-switches.js';
import {
  misleadingRatesAnswer,
  misleadingRatesPage,
  referenceUsdRates,
  usdRatesAnswer,
} from './usd-rates.js';

export interface ExchangeRateService {
  group: RouteGroup;
  set(change: RatesSwitchChange): RatesStatus;
  status(): RatesStatus;
}

// The real service is called from browsers too, so it allows any origin.
const corsHeaders = { 'access-control-allow-origin': '*' };

function answerError(response: ServerResponse, status: number, errorType: string): void {
  sendJson(response, status, { result: 'error', 'error-type': errorType }, corsHeaders);
}

function answerRates(response: ServerResponse, switches: RatesSwitches): void {
  const rates = { ...referenceUsdRates, ...switches.rates };
  sendJson(response, 200, usdRatesAnswer(new Date(), rates), corsHeaders);
}

function answerNonsense(response: ServerResponse, switches: RatesSwitches): void {
  if (switches.nonsense === 'html') {
    send(response, 200, misleadingRatesPage, { 'content-type': 'text/html; charset=utf-8' });
    return;
  }
  sendJson(response, 200, misleadingRatesAnswer(new Date()), corsHeaders);
}

function answerLater(response: ServerResponse, switches: RatesSwitches): void {
  const timer = setTimeout(() => answerRates(response, switches), switches.delayMs);
  // A caller that gives up must not leave a timer holding the process open.
  response.on('close', () => clearTimeout(timer));
}

function answerLatest({ request, response, params }: RouteContext, switches: RatesSwitches): void {
  const answers: Record<RatesMode, () => void> = {
    ok: () => answerRates(response, switches),
    slow: () => answerLater(response, switches),
    fail: () => answerError(response, 500, 'internal'),
    down: () => request.socket.destroy(),
    nonsense: () => answerNonsense(response, switches),
    ratelimit: () => answerError(response, 429, 'rate-limited'),
  };
  const answersWithRates = switches.mode === 'ok' || switches.mode === 'slow';
  if (answersWithRates && params.base?.toUpperCase() !== 'USD') {
    answerError(response, 404, 'unsupported-code');
    return;
  }
  answers[switches.mode]();
}

/** Stand-in for open.er-api.com with switches to make it fail in each way the real one can. */
export function createExchangeRateService(initialMode: RatesMode = 'ok'): ExchangeRateService {
  let switches = ratesSwitches({ mode: initialMode });
  let requests = 0;
  const status = (): RatesStatus => ({ ...switches, rates: { ...switches.rates }, requests });
  const set = (change: RatesSwitchChange): RatesStatus => {
    switches = ratesSwitches(change);
    return status();
  };

  const group: RouteGroup = {
    title: 'Exchange rates (open.er-api.com)',
    reset: () => {
      switches = ratesSwitches({ mode: initialMode });
      requests = 0;
    },
    routes: [
      {
        method: 'GET',
        path: '/v6/latest/:base',
        summary: 'Latest rates per 1 USD; any other base is an unsupported code.',
        handle: (context) => {
          requests += 1;
          answerLatest(context, switches);
        },
      },
      {
        method: 'GET',
        path: '/__control/rates',
        summary: 'The current switches and the number of rate requests received.',
        handle: ({ response }) => sendJson(response, 200, status()),
      },
      {
        method: 'POST',
        path: '/__control/rates',
        summary:
          '{"mode": "ok"|"fail"|"down"|"nonsense"|"slow"|"ratelimit", "delayMs"?: 5000, "nonsense"?: "json"|"html", "rates"?: {"INR": 90}}',
        handle: async ({ request, response }) => {
          const change = parseRatesSwitchChange(await readJsonBody(request));
          sendJson(response, 200, set(change));
        },
      },
    ],
  };
  return { group, set, status };
}
