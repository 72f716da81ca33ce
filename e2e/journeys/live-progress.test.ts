// The dashboard follows the sale as it happens (decision 0093): with the dashboard open in two
// windows, one a visitor's and one the buyer's own second tab, a purchase paid in a third moves
// the Sales Progress of both, and the buyer's balance in the top bar, without a reload.
import { randomUUID } from 'node:crypto';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { launchChromium } from '@rent/test-kit/chromium';
import { runLiveAdmin } from '../support/admin.js';
import { DESKTOP, keepScreenshot } from '../support/browser.js';
import { startPurchase, submitKyc, verifiedInvestor } from '../support/investors.js';

const site = { app: inject('liveGatewayUrl'), sandbox: inject('liveSandboxUrl') };
const { app } = site;
let browser: Browser;
/** Where the investor buys. */
let buyer: Page;
/** The same investor's dashboard in another tab. */
let buyersDashboard: Page;
/** A visitor's dashboard, in a browser context of its own. */
let visitorsDashboard: Page;

beforeAll(async () => {
  browser = await launchChromium();
  const investor = await browser.newContext({ viewport: DESKTOP });
  buyer = await investor.newPage();
  const email = `meera-${randomUUID().slice(0, 8)}@example.com`;
  await verifiedInvestor(buyer, site, email, 'MeeraBuys2026');
  await submitKyc(buyer, site);
  await runLiveAdmin('kyc', 'approve', email);
  buyersDashboard = await investor.newPage();
  const visitor = await browser.newContext({ viewport: DESKTOP });
  visitorsDashboard = await visitor.newPage();
});
afterAll(() => browser?.close());

/** The RENT the Sales Progress card says are sold, as a number. */
async function soldOn(page: Page): Promise<number> {
  const figure = page
    .getByRole('region', { name: 'Sales Progress' })
    .locator('dt', { hasText: /^SOLD$/ })
    .locator('xpath=following-sibling::dd[1]');
  const text = (await figure.textContent()) ?? '';
  return Number(text.replace(/[^\d.]/g, ''));
}

/** Opens the dashboard, marks the window so that a reload would show, and waits for its figures. */
async function openDashboard(page: Page): Promise<number> {
  await page.goto(`${app}/`);
  await page
    .getByRole('region', { name: 'Sales Progress' })
    .locator('dt', { hasText: /^SOLD$/ })
    .waitFor();
  await page.evaluate(() => Object.assign(window, { stayedOpen: true }));
  return soldOn(page);
}

const stayedOpen = (page: Page) =>
  page.evaluate(() => (window as unknown as { stayedOpen?: boolean }).stayedOpen === true);

describe('live sale progress', () => {
  it("moves another window's sales progress and balance when a purchase is credited", async () => {
    const seenByVisitor = await openDashboard(visitorsDashboard);
    const seenByBuyer = await openDashboard(buyersDashboard);
    await buyersDashboard.getByRole('button', { name: /Priya Sharma/ }).waitFor();

    await startPurchase(buyer, site, '4', 'Pay Online (Paytm)');
    const dialog = buyer.getByRole('dialog', { name: 'Pay Online' });
    await dialog.getByRole('radio', { name: /Paytm/ }).check();
    await dialog.getByRole('checkbox', { name: /I agree to the/ }).check();
    await dialog.getByRole('button', { name: 'Proceed to Payment' }).click();
    await buyer.getByRole('heading', { name: 'Complete your payment' }).waitFor();
    await buyer.getByRole('button', { name: 'Pay', exact: true }).click();
    await buyer.getByRole('dialog', { name: 'Payment Successful' }).waitFor();

    // 4 RENT and the running phase's bonus: at least 4 more sold, seen within the gateway's
    // interval (5 s) without a reload.
    await expect
      .poll(() => soldOn(visitorsDashboard), { timeout: 15_000 })
      .toBeGreaterThanOrEqual(seenByVisitor + 4);
    expect(await stayedOpen(visitorsDashboard)).toBe(true);
    await keepScreenshot(visitorsDashboard, 'live-progress-visitor');

    await expect
      .poll(() => soldOn(buyersDashboard), { timeout: 15_000 })
      .toBe(seenByBuyer + (await soldOn(visitorsDashboard)) - seenByVisitor);
    await buyersDashboard.getByRole('button', { name: /Priya Sharma/ }).click();
    await buyersDashboard
      .getByText(/^Token balance [1-9][\d.,]* RENT$/)
      .waitFor({ timeout: 15_000 });
    await keepScreenshot(buyersDashboard, 'live-progress-balance');
    expect(await stayedOpen(buyersDashboard)).toBe(true);
  });
});
