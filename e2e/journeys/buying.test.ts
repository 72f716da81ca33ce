// An investor buys RENT during the sale: online through the sandbox's Paytm page (success and
// failure), and by manual bank transfer approved by the team's admin CLI; then finds the orders in
// /transactions, the dashboard's recent transactions and chart, and the balance in the top bar.
import { randomUUID } from 'node:crypto';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { runLiveAdmin } from '../support/admin.js';
import { launchChromium } from '@rent/test-kit/chromium';
import { DESKTOP, PHONE, keepScreenshot } from '../support/browser.js';
import { aadharDocuments } from '../support/documents.js';
import { startPurchase, submitKyc, verifiedInvestor } from '../support/investors.js';
import { keepUsingSite } from '../support/steady-traffic.js';

const site = { app: inject('liveGatewayUrl'), sandbox: inject('liveSandboxUrl') };
const { app } = site;
let browser: Browser;
let page: Page;
let email: string;

beforeAll(async () => {
  browser = await launchChromium();
  const context = await browser.newContext({ viewport: DESKTOP });
  await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: app });
  page = await context.newPage();
  email = `ravi-${randomUUID().slice(0, 8)}@example.com`;
  await verifiedInvestor(page, site, email, 'RaviBuys2026');
  await submitKyc(page, site);
  await runLiveAdmin('kyc', 'approve', email);
});
afterAll(() => browser?.close());

const SMALL_PHONE = { width: 360, height: 740 } as const;

/** Opens the details of an order in /transactions: by its purchase id, or the first row with `text`. */
async function openDetails(which: { purchaseId: string } | { rowText: string }) {
  await page.goto(`${app}/transactions`);
  const button =
    'purchaseId' in which
      ? page.getByRole('button', { name: `Details of ${which.purchaseId}` })
      : page
          .getByRole('row')
          .filter({ hasText: which.rowText })
          .first()
          .getByRole('button', { name: /^Details of / });
  await button.waitFor();
  await button.click();
  const dialog = page.getByRole('dialog', { name: 'Transaction Details' });
  await dialog.waitFor();
  return dialog;
}

/** What the dialog says for `term`. */
const detailOf = (dialog: ReturnType<Page['getByRole']>, term: string) =>
  dialog
    .locator('dt', { hasText: new RegExp(`^${term}$`) })
    .locator('xpath=following-sibling::dd[1]');

/** Keeps the screen at a desktop's and at a small phone's size. */
async function keepBothSizes(name: string) {
  await keepScreenshot(page, name);
  await page.setViewportSize(SMALL_PHONE);
  await keepScreenshot(page, `${name}-phone`);
  await page.setViewportSize(DESKTOP);
}

/** The top bar's account menu shows the token balance. */
async function expectBalanceInTopBar(balance: string) {
  await page.getByRole('button', { name: /Priya Sharma/ }).click();
  await page.getByText(`Token balance ${balance}`).waitFor();
  await page.keyboard.press('Escape');
}

async function payOnline(tokens: string, outcome: 'Pay' | 'Fail') {
  await startPurchase(page, site, tokens, 'Pay Online (Paytm)');
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
  it('works out 10,000 rupees on the running sale and carries it into the purchase', async () => {
    await page.goto(`${app}/`);
    await page.getByRole('timer', { name: 'Sales END IN' }).waitFor();
    // Each cap's marker sits where its value lies: the soft cap at a tenth of the bar.
    const track = page.getByRole('progressbar', { name: 'Tokens sold' });
    const [trackBox, softBox, hardBox] = await Promise.all([
      track.boundingBox(),
      track.locator('[data-cap="soft"]').boundingBox(),
      track.locator('[data-cap="hard"]').boundingBox(),
    ]);
    const at = (box: typeof softBox) =>
      ((box!.x + box!.width / 2 - trackBox!.x) / trackBox!.width) * 100;
    expect(at(softBox)).toBeCloseTo(10, 0);
    expect(at(hardBox)).toBeGreaterThan(99);

    const calculator = page.getByRole('region', { name: 'Token Calculator' });
    await calculator.getByLabel('Amount').fill('10,000');
    await calculator.getByText('10 RENT', { exact: true }).waitFor();
    await keepBothSizes('calculator-running-sale');
    await calculator.getByRole('link', { name: 'Buy Tokens' }).click();
    await page.waitForURL(`${app}/buy-token?tokens=10`);
    await expect.poll(() => page.getByLabel('Number of RENT tokens').inputValue()).toBe('10');
  });

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
    // The chart's code is fetched once its card comes near the screen.
    await chart.scrollIntoViewIfNeeded();
    await chart.locator('svg').first().waitFor();
    await keepScreenshot(page, 'dashboard-signed-in');
    await expectBalanceInTopBar('3.75 RENT');
  });

  it('shows "Oops! Payment failed!" when the payment fails', async () => {
    await payOnline('1', 'Fail');
    await page.getByRole('dialog', { name: 'Oops! Payment failed!' }).waitFor();
    await keepScreenshot(page, 'buy-failed');

    // The failed order's details say nothing was charged.
    const dialog = await openDetails({ rowText: 'Failed' });
    await expect
      .poll(() => detailOf(dialog, 'Amount Paid').textContent())
      .toBe('Nothing: ₹1,000.00 was not charged');
    await dialog.getByText(/the amount was not charged and no tokens were credited/).waitFor();
    await keepBothSizes('details-failed');
  });

  it('shows a failed order as failed when its link is edited to success, and no success for a made-up order', async () => {
    await payOnline('1', 'Fail');
    await page.getByRole('dialog', { name: 'Oops! Payment failed!' }).waitFor();
    await page.goto(page.url().replace('status=failure', 'status=success'));
    const failed = page.getByRole('dialog', { name: 'Oops! Payment failed!' });
    await failed.waitFor();
    await failed.getByRole('link', { name: /@/ }).waitFor();

    await page.goto(
      `${app}/payment-status?status=success&orderId=RENT-FAKE000001&amount=9999999.00&tokens=123456&currency=INR`,
    );
    await page.getByRole('dialog', { name: 'Order Not Found' }).waitFor();
    expect(await page.getByRole('dialog', { name: 'Payment Successful' }).count()).toBe(0);
  });

  it('sends a manual transfer to review, and shows it credited once the team approves it', async () => {
    await startPurchase(page, site, '2', 'Manual Bank Transfer');
    const dialog = page.getByRole('dialog', { name: 'Manual Bank Transfer' });
    await dialog.getByText('SBXI0000001').waitFor();
    // The investor's own reference, known before the transfer, copied with one tap.
    const copyReference = dialog.getByRole('button', { name: 'Copy reference' });
    await copyReference.waitFor();
    await copyReference.click();
    await dialog.getByRole('button', { name: 'Copied reference' }).waitFor();
    const reference = await page.evaluate(() => navigator.clipboard.readText());
    expect(reference).toMatch(/^[A-HJKMNP-Z2-9]{8}$/);
    await dialog.getByText(reference, { exact: true }).waitFor();
    await dialog.getByRole('button', { name: 'Copy IFSC' }).click();
    await dialog.getByRole('button', { name: 'Copied IFSC' }).waitFor();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe('SBXI0000001');
    await keepBothSizes('buy-manual-reference');
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
    const line = pending.split('\n').find((entry) => entry.includes(email)) ?? '';
    const purchaseId = line.match(/RENT-[A-Z0-9]{10}/)?.[0];
    expect(purchaseId).toBeDefined();
    // The team's list shows the reference the investor wrote in the transfer's remarks.
    expect(line).toContain(reference);

    const details = await openDetails({ purchaseId: purchaseId ?? '' });
    await expect.poll(() => detailOf(details, 'Bank Reference').textContent()).toBe(reference);
    await details.getByText(/Our team checks your transfer within 6 hours/).waitFor();
    await keepBothSizes('details-pending-manual');
    // Another investor keeps using the site while the team approves: nothing fails meanwhile.
    const traffic = keepUsingSite(app);
    await runLiveAdmin('orders', 'approve', purchaseId ?? '', '--by', 'journey');
    await runLiveAdmin('kyc', 'list');
    const { requests, failures } = await traffic.stop();
    expect(failures).toEqual([]);
    expect(requests).toBeGreaterThan(0);

    await page.goto(`${app}/transactions`);
    const table = page.getByRole('table');
    await table.getByText('₹2,000.00').first().waitFor();
    await expect.poll(() => table.getByText('Approved').count()).toBe(2);
    await expectBalanceInTopBar('6.25 RENT');

    const credited = await openDetails({ purchaseId: purchaseId ?? '' });
    await expect.poll(() => detailOf(credited, 'Amount Paid').textContent()).toBe('₹2,000.00');
    await expect.poll(() => detailOf(credited, 'Bank Reference').textContent()).toBe(reference);
    await keepBothSizes('details-credited-manual');

    // The dashboard: contribution at ₹1000 a token (6.25 RENT), and what was really paid.
    await page.goto(`${app}/`);
    const summary = page.getByRole('region', { name: 'Your Contribution' });
    await summary.getByText('₹6,250.00').waitFor();
    await expect.poll(() => detailOf(summary, 'Amount paid').textContent()).toBe('₹5,000.00');
    await keepBothSizes('dashboard-amount-paid');
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
