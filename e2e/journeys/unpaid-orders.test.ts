// An investor leaves Paytm's page without paying (decision 0109): back on /buy-token the order waits
// under "Orders awaiting your payment" with until when its tokens are set aside; they pay it again
// through the Paytm stand-in and it is credited once, then leave another unpaid and cancel it, and
// /transactions tells the two apart.
import { randomUUID } from 'node:crypto';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { launchChromium } from '@rent/test-kit/chromium';
import { runLiveAdmin } from '../support/admin.js';
import { keepScreenshot } from '../support/browser.js';
import { startPurchase, submitKyc, verifiedInvestor } from '../support/investors.js';

const site = { app: inject('liveGatewayUrl'), sandbox: inject('liveSandboxUrl') };
const { app } = site;
const SMALL_PHONE = { width: 360, height: 740 } as const;
const LAPTOP = { width: 1280, height: 800 } as const;
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

/** Starts an online purchase of `tokens` RENT up to Paytm's page, and leaves it without paying. */
async function leaveUnpaid(tokens: string) {
  await startPurchase(page, site, tokens, 'Pay Online (Paytm)');
  const dialog = page.getByRole('dialog', { name: 'Pay Online' });
  await dialog.getByRole('radio', { name: /Paytm/ }).check();
  await dialog.getByRole('checkbox', { name: /I agree to the/ }).check();
  await dialog.getByRole('button', { name: 'Proceed to Payment' }).click();
  await page.getByRole('heading', { name: 'Complete your payment' }).waitFor();
  await page.goto(`${app}/buy-token`);
}

const awaiting = () => page.getByRole('region', { name: 'Orders awaiting your payment' });

/** The unpaid order of `total` RENT as the card lists it, and its reference. */
async function unpaidOrder(total: string) {
  const item = awaiting()
    .getByRole('listitem')
    .filter({ hasText: `${total} for` });
  await item.waitFor();
  const purchaseId = (await item.textContent())?.match(/RENT-[A-Z0-9]{10}/)?.[0];
  expect(purchaseId).toBeDefined();
  return { item, purchaseId: purchaseId! };
}

/** The status /transactions shows for an order. */
async function statusInTransactions(purchaseId: string) {
  await page.goto(`${app}/transactions`);
  const details = page.getByRole('button', { name: `Details of ${purchaseId}` });
  await details.waitFor();
  return page.getByRole('row').filter({ has: details }).getByRole('cell').nth(4).textContent();
}

describe('an online order left unpaid', () => {
  it('waits on /buy-token until when it is set aside, and is paid again through Paytm', async () => {
    await leaveUnpaid('2');
    const { item, purchaseId } = await unpaidOrder('2.5 RENT');
    await expect.poll(() => item.textContent()).toMatch(/Set aside until \d\d \w{3} \d{4}, /);
    expect(await statusInTransactions(purchaseId)).toBe('Awaiting your payment');

    await page.goto(`${app}/buy-token`);
    await keepScreenshot(page, 'unpaid-orders');
    await page.setViewportSize(SMALL_PHONE);
    await keepScreenshot(page, 'unpaid-orders-phone');
    await page.setViewportSize(LAPTOP);

    await (await unpaidOrder('2.5 RENT')).item.getByRole('button', { name: 'Pay now' }).click();
    // Paytm's page again, under a fresh Paytm order id: this time the investor pays.
    await page.getByRole('heading', { name: 'Complete your payment' }).waitFor();
    await page.getByRole('button', { name: 'Pay', exact: true }).click();
    await page.waitForURL(/\/payment-status\?status=success/);
    expect(page.url()).toContain(`orderId=${purchaseId}`);
    await page.getByRole('dialog', { name: 'Payment Successful' }).waitFor();

    await page.goto(`${app}/buy-token`);
    await page.getByRole('heading', { name: 'Buy Tokens' }).waitFor();
    await expect.poll(() => awaiting().count()).toBe(0);
    expect(await statusInTransactions(purchaseId)).toBe('Approved');
  });

  it('can be cancelled instead: it stops waiting and reads as failed, nothing charged', async () => {
    await leaveUnpaid('4');
    const { item, purchaseId } = await unpaidOrder('5 RENT');
    await item.getByRole('button', { name: 'Cancel order' }).click();
    await awaiting().getByText('Order cancelled. Nothing was charged.').waitFor();
    await expect.poll(() => awaiting().getByRole('listitem').count()).toBe(0);
    await keepScreenshot(page, 'unpaid-order-cancelled');

    expect(await statusInTransactions(purchaseId)).toBe('Failed');
    await page.getByRole('button', { name: `Details of ${purchaseId}` }).click();
    const dialog = page.getByRole('dialog', { name: 'Transaction Details' });
    await dialog.getByText('You cancelled this order before paying for it.').waitFor();
  });
});
