// An investor buys RENT during the sale: online through the sandbox's Paytm page (success and
// failure), and by manual bank transfer approved by the team's admin CLI; then finds the orders in
// /transactions, the dashboard's recent transactions and chart, and the balance in the top bar.
import { randomUUID } from 'node:crypto';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { runLiveAdmin } from '../support/admin.js';
import { DESKTOP, PHONE, keepScreenshot, launchBrowser } from '../support/browser.js';
import { aadharDocuments } from '../support/documents.js';
import { submitKyc, verifiedInvestor } from '../support/investors.js';

const site = { app: inject('liveGatewayUrl'), sandbox: inject('liveSandboxUrl') };
const { app } = site;
let browser: Browser;
let page: Page;
let email: string;

beforeAll(async () => {
  browser = await launchBrowser();
  page = await (await browser.newContext({ viewport: DESKTOP })).newPage();
  email = `ravi-${randomUUID().slice(0, 8)}@example.com`;
  await verifiedInvestor(page, site, email, 'RaviBuys2026');
  await submitKyc(page, site);
  await runLiveAdmin('kyc', 'approve', email);
});
afterAll(() => browser?.close());

/** Steps 1 and 2 of /buy-token, then the chosen way to pay up to its own dialog. */
async function startPurchase(tokens: string, way: 'Pay Online (Paytm)' | 'Manual Bank Transfer') {
  await page.goto(`${app}/buy-token`);
  await page.getByRole('radio', { name: /INR/ }).check();
  await page.getByLabel('Number of RENT tokens').fill(tokens);
  const pay = page.getByRole('button', { name: way });
  await expect.poll(() => pay.isEnabled()).toBe(true);
  await pay.click();
  const addWallet = page.getByRole('dialog', { name: 'Add Wallet' });
  const confirm = page.getByRole('dialog', { name: 'Confirm Purchase' });
  await expect
    .poll(async () => (await addWallet.isVisible()) || (await confirm.isVisible()))
    .toBe(true);
  if (await addWallet.isVisible()) {
    await addWallet
      .getByLabel('BEP20 Wallet Address')
      .fill('0x52908400098527886e0f7030069857d2e4169ee7');
    await addWallet.getByRole('button', { name: 'Save' }).click();
  }
  await confirm.waitFor();
  await confirm.getByRole('button', { name: 'Continue' }).click();
}

/** The top bar's account menu shows the token balance. */
async function expectBalanceInTopBar(balance: string) {
  await page.getByRole('button', { name: /Priya Sharma/ }).click();
  await page.getByText(`Token balance ${balance}`).waitFor();
  await page.keyboard.press('Escape');
}

async function payOnline(tokens: string, outcome: 'Pay' | 'Fail') {
  await startPurchase(tokens, 'Pay Online (Paytm)');
  const dialog = page.getByRole('dialog', { name: 'Pay Online' });
  await dialog.getByRole('radio', { name: /Paytm/ }).check();
  await dialog.getByRole('checkbox', { name: /I agree to the/ }).check();
  await dialog.getByRole('button', { name: 'Proceed to Payment' }).click();
  // Paytm's page (the sandbox), reached by a form POST from the app.
  await page.getByRole('heading', { name: 'Complete your payment' }).waitFor();
  await keepScreenshot(page, 'buy-paytm-page');
  await page.getByRole('button', { name: outcome, exact: true }).click();
  await page.waitForURL(/\/payment-status\?/);
}

describe('an investor buying RENT', () => {
  it('pays online for 3 RENT and sees the order credited everywhere', async () => {
    await payOnline('3', 'Pay');
    const thanks = page.getByRole('dialog', { name: 'Payment Successful' });
    await thanks.waitFor();
    await expect.poll(() => thanks.getByText(/3\.75/).first().isVisible()).toBe(true);
    await keepScreenshot(page, 'buy-thanks');
    expect(page.url()).toMatch(
      /status=success&orderId=RENT-[A-Z0-9]{10}&amount=3000\.00&tokens=3\.75&currency=INR/,
    );
    // Back to the purchase screen after 7 seconds.
    await page.waitForURL(`${app}/buy-token`, { timeout: 15_000 });

    await page.goto(`${app}/transactions`);
    const table = page.getByRole('table');
    await table.getByText('Approved').first().waitFor();
    await expect.poll(() => table.getByText('Purchase').first().isVisible()).toBe(true);
    await expect.poll(() => table.getByText('₹3,000.00').first().isVisible()).toBe(true);
    await keepScreenshot(page, 'transactions');

    await page.goto(`${app}/`);
    const recent = page.getByRole('region', { name: 'Recent Transactions' });
    await recent.getByText('₹3,000.00').first().waitFor();
    const chart = page.getByRole('region', { name: 'Tokens Sold' });
    await chart.locator('svg').first().waitFor();
    await keepScreenshot(page, 'dashboard-signed-in');
    await expectBalanceInTopBar('3.75 RENT');
  });

  it('shows "Oops! Payment failed!" when the payment fails', async () => {
    await payOnline('1', 'Fail');
    await page.getByRole('dialog', { name: 'Oops! Payment failed!' }).waitFor();
    await keepScreenshot(page, 'buy-failed');
  });

  it('sends a manual transfer to review, and shows it credited once the team approves it', async () => {
    await startPurchase('2', 'Manual Bank Transfer');
    const dialog = page.getByRole('dialog', { name: 'Manual Bank Transfer' });
    await dialog.getByText('SBXI0000001').waitFor();
    await dialog.getByLabel('Payment proof').setInputFiles(aadharDocuments().front);
    await dialog.getByRole('checkbox', { name: /I accept the/ }).check();
    await keepScreenshot(page, 'buy-manual');
    await dialog.getByRole('button', { name: 'Submit Payment Proof' }).click();
    await page
      .getByText("Manual order submitted! You'll be notified once verified.")
      .first()
      .waitFor();
    await page.getByRole('dialog', { name: 'Payment Under Review' }).waitFor();

    const pending = await runLiveAdmin('orders', 'list');
    const purchaseId = pending
      .split('\n')
      .find((line) => line.includes(email))
      ?.match(/RENT-[A-Z0-9]{10}/)?.[0];
    expect(purchaseId).toBeDefined();
    await runLiveAdmin('orders', 'approve', purchaseId ?? '', '--by', 'journey');

    await page.goto(`${app}/transactions`);
    const table = page.getByRole('table');
    await table.getByText('₹2,000.00').first().waitFor();
    await expect.poll(() => table.getByText('Approved').count()).toBe(2);
    await expectBalanceInTopBar('6.25 RENT');
  });

  it('lays the purchase screen out for a phone', async () => {
    const phone = await (await browser.newContext({ viewport: PHONE })).newPage();
    await phone.goto(`${app}/buy-token`);
    await phone.getByRole('link', { name: 'Login to Buy Tokens' }).waitFor();
    const overflow = await phone.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    );
    expect(overflow).toBeLessThanOrEqual(0);
    await keepScreenshot(phone, 'buy-visitor-phone');
    await phone.context().close();
  });
});
