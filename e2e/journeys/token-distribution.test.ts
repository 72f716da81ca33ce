// Where an investor's RENT stands from buying to their wallet: the Token Information card names
// the token, and the dashboard and /transactions show the distribution, on a laptop's screen and a
// small phone's. Before the team freezes a plan the tokens bought are "Not scheduled yet", with the
// amount and the wallet they will go to; once the sale has ended and the team has planned and sent
// the distribution on the local chain, they are "Confirmed", with the transaction linked to the
// explorer. Ending the sale and freezing a plan would disturb the other journeys, so this one runs
// its own stack.
import { randomUUID } from 'node:crypto';
import { join } from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchChromium } from '@rent/test-kit/chromium';
import { liveSale, writeLiveSale } from '@rent/test-kit/scripts';
import { LOCAL_CHAIN } from '@rent/test-kit/scripts';
import { keepScreenshot } from '../support/browser.js';
import { startPurchase, submitKyc, verifiedInvestor } from '../support/investors.js';
import { startOwnStack, type OwnStack } from '../support/journey-stack.js';

/** The local chain has no explorer; links are built from the one configured. */
const EXPLORER = 'https://explorer.example';
const LAPTOP = { width: 1280, height: 800 } as const;
const SMALL_PHONE = { width: 360, height: 740 } as const;
let own: OwnStack;
let saleConfig: string;
let site: { app: string; sandbox: string };
let browser: Browser;
let page: Page;

beforeAll(async () => {
  own = await startOwnStack((dataDir) => {
    saleConfig = writeLiveSale(join(dataDir, 'sale.json'));
    return { api: { SALE_CONFIG: saleConfig, CHAIN_EXPLORER_URL: EXPLORER } };
  });
  site = { app: own.stack.urls.gateway, sandbox: own.stack.urls.sandbox };
  browser = await launchChromium();
  page = await (await browser.newContext({ viewport: LAPTOP })).newPage();
  const email = `kiran-${randomUUID().slice(0, 8)}@example.com`;
  await verifiedInvestor(page, site, email, 'KiranWaits2026');
  await submitKyc(page, site);
  await own.admin('kyc', 'approve', email);
});
afterAll(async () => {
  await browser?.close();
  await own?.stop();
});

/** The running sale cut short: its first phase (the one bought in) ended a second ago. */
function saleEndedNow(now = new Date()) {
  const sale = liveSale(now);
  const end = new Date(Math.floor(now.getTime() / 1000) * 1000 - 1000).toISOString();
  return { phases: [{ ...sale.phases[0], end }], saleEnd: end };
}

/** Buys `tokens` RENT through the Paytm stand-in, which approves the payment. */
async function buyOnline(tokens: string): Promise<void> {
  await startPurchase(page, site, tokens, 'Pay Online (Paytm)');
  const dialog = page.getByRole('dialog', { name: 'Pay Online' });
  await dialog.getByRole('radio', { name: /Paytm/ }).check();
  await dialog.getByRole('checkbox', { name: /I agree to the/ }).check();
  await dialog.getByRole('button', { name: 'Proceed to Payment' }).click();
  await page.getByRole('heading', { name: 'Complete your payment' }).waitFor();
  await page.getByRole('button', { name: 'Pay', exact: true }).click();
  await page.waitForURL(/\/payment-status\?/);
}

describe('an investor waiting for their tokens', () => {
  it('sees the bought tokens not scheduled yet, with their amount and wallet, on the dashboard', async () => {
    await buyOnline('2');
    await page.goto(`${site.app}/`);
    const card = page.getByRole('region', { name: 'Token Distribution' });
    await card.getByText('Not scheduled yet').waitFor();
    // 2 RENT in the pre-sale phase, with its 25% bonus.
    expect(await card.getByText('2.5 RENT').count()).toBe(1);
    expect(await card.getByText(/^0x/).count()).toBe(1);
    await keepScreenshot(page, 'distribution-dashboard-laptop');
  });

  it('reads the token’s name, symbol and standard on the Token Information card', async () => {
    const card = page.getByRole('region', { name: 'Token Information' });
    for (const fact of ['Real Estate Network Token', 'RENT', 'BEP20', 'Contract', 'Chain']) {
      expect(await card.getByText(fact, { exact: true }).count()).toBeGreaterThan(0);
    }
  });

  it('sees the same distribution above the orders on /transactions', async () => {
    await page.goto(`${site.app}/transactions`);
    const card = page.getByRole('region', { name: 'Token Distribution' });
    await card.getByText('Not scheduled yet').waitFor();
    await page.getByText('Showing 1–1 of 1 transactions').waitFor();
    await keepScreenshot(page, 'distribution-transactions-laptop');
  });

  it('reads both screens on a small phone without sideways scrolling', async () => {
    await page.setViewportSize(SMALL_PHONE);
    for (const [path, name] of [
      ['/', 'distribution-dashboard-phone'],
      ['/transactions', 'distribution-transactions-phone'],
    ] as const) {
      await page.goto(`${site.app}${path}`);
      await page
        .getByRole('region', { name: 'Token Distribution' })
        .getByText('Not scheduled yet')
        .waitFor();
      const overflow = await page.evaluate(
        () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
      );
      expect(overflow).toBeLessThanOrEqual(0);
      await keepScreenshot(page, name);
    }
  });
});

describe('an investor whose tokens reach their wallet', () => {
  let hash = '';

  it('cannot be planned for while the sale runs', async () => {
    await expect(own.admin('distribution', 'plan')).rejects.toThrow(/sale/i);
  });

  it('is paid once the sale has ended and the team has planned and sent on the chain', async () => {
    // One stop of the api for all three (the embedded database serves one process at a time, and
    // `send` always runs in its own): the sale ends, then the plan and the transfer.
    const [planned, sent] = await own.stack.whileApiStopped(async () => {
      writeLiveSale(saleConfig, new Date(), saleEndedNow());
      return [
        await own.cli({}, 'distribution', 'plan'),
        // The password reaches the sending command alone, never the api (decision 0105).
        await own.cli(
          { TREASURY_KEYSTORE_PASSWORD: LOCAL_CHAIN.keystorePassword },
          'distribution',
          'send',
        ),
      ];
    });
    expect(planned).toContain('Frozen: 1 holder(s), 2.5 RENT');
    expect(planned).not.toContain('Warning');
    expect(sent).toContain('Done: 1 holder(s) paid in 1 transaction(s)');
    expect(sent).not.toContain(LOCAL_CHAIN.keystorePassword);
  });

  it('sees "Confirmed" with the transaction linked to the explorer on the dashboard', async () => {
    await page.setViewportSize(LAPTOP);
    await page.goto(`${site.app}/`);
    const card = page.getByRole('region', { name: 'Token Distribution' });
    await card.getByText('Confirmed', { exact: true }).waitFor();
    expect(await card.getByText('2.5 RENT').count()).toBe(1);
    const link = card.getByRole('link', { name: /^Transaction 0x[0-9a-f]{64}$/ });
    hash = ((await link.getAttribute('aria-label')) ?? '').replace('Transaction ', '');
    expect(await link.getAttribute('href')).toBe(`${EXPLORER}/tx/${hash}`);
    await keepScreenshot(page, 'distribution-confirmed-dashboard-laptop');
  });

  it('sees the same confirmed transfer on /transactions, and both screens on a small phone', async () => {
    for (const [viewport, path, name] of [
      [LAPTOP, '/transactions', 'distribution-confirmed-transactions-laptop'],
      [SMALL_PHONE, '/transactions', 'distribution-confirmed-transactions-phone'],
      [SMALL_PHONE, '/', 'distribution-confirmed-dashboard-phone'],
    ] as const) {
      await page.setViewportSize(viewport);
      await page.goto(`${site.app}${path}`);
      const card = page.getByRole('region', { name: 'Token Distribution' });
      await card.getByText('Confirmed', { exact: true }).waitFor();
      const link = card.getByRole('link', { name: `Transaction ${hash}` });
      expect(await link.getAttribute('href')).toBe(`${EXPLORER}/tx/${hash}`);
      const overflow = await page.evaluate(
        () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
      );
      expect(overflow).toBeLessThanOrEqual(0);
      await keepScreenshot(page, name);
    }
  });
});
