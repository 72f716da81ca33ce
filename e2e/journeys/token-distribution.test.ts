// Where an investor's RENT stands after buying: the Token Information card names the token, and
// the dashboard and /transactions show the distribution, on a laptop's screen and a small
// phone's. Before the team freezes a plan, the tokens bought are "Not scheduled yet", with the
// amount and the wallet they will go to.
import { randomUUID } from 'node:crypto';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { launchChromium } from '@rent/test-kit/chromium';
import { runLiveAdmin } from '../support/admin.js';
import { keepScreenshot } from '../support/browser.js';
import { startPurchase, submitKyc, verifiedInvestor } from '../support/investors.js';

const site = { app: inject('liveGatewayUrl'), sandbox: inject('liveSandboxUrl') };
const { app } = site;
const LAPTOP = { width: 1280, height: 800 } as const;
const SMALL_PHONE = { width: 360, height: 740 } as const;
let browser: Browser;
let page: Page;

beforeAll(async () => {
  browser = await launchChromium();
  page = await (await browser.newContext({ viewport: LAPTOP })).newPage();
  const email = `kiran-${randomUUID().slice(0, 8)}@example.com`;
  await verifiedInvestor(page, site, email, 'KiranWaits2026');
  await submitKyc(page, site);
  await runLiveAdmin('kyc', 'approve', email);
});
afterAll(() => browser?.close());

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
    await page.goto(`${app}/`);
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
    await page.goto(`${app}/transactions`);
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
      await page.goto(`${app}${path}`);
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
