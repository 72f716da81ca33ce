// An investor keeps records of their money: after buying through the Paytm stand-in, they download
// the receipt from the transaction details (a PDF whose text states the order's real figures) and
// the statement from the transactions screen (a CSV whose credited tokens add up to the balance the
// dashboard shows).
import { randomUUID } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import type { Browser, Download, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { addDecimals, formatDecimal, parseDecimal } from '@rent/sale-rules';
import { launchChromium } from '@rent/test-kit/chromium';
import { csvRecords, pdfText } from '@rent/test-kit/downloads';
import { runLiveAdmin } from '../support/admin.js';
import { keepScreenshot } from '../support/browser.js';
import { submitKyc, verifiedInvestor } from '../support/investors.js';

const site = { app: inject('liveGatewayUrl'), sandbox: inject('liveSandboxUrl') };
const { app } = site;
const WALLET = '0x52908400098527886E0F7030069857D2E4169EE7';
// A laptop's screen and a small phone's.
const LAPTOP = { width: 1280, height: 800 } as const;
const SMALL_PHONE = { width: 360, height: 740 } as const;
let browser: Browser;
let page: Page;

beforeAll(async () => {
  browser = await launchChromium();
  page = await (await browser.newContext({ viewport: LAPTOP, acceptDownloads: true })).newPage();
  const email = `meera-${randomUUID().slice(0, 8)}@example.com`;
  await verifiedInvestor(page, site, email, 'MeeraKeeps2026');
  await submitKyc(page, site);
  await runLiveAdmin('kyc', 'approve', email);
});
afterAll(() => browser?.close());

/** Buys `tokens` RENT online; the Paytm stand-in answers with `outcome`. The order's reference. */
async function buyOnline(tokens: string, outcome: 'Pay' | 'Fail'): Promise<string> {
  await page.goto(`${app}/buy-token`);
  await page.getByRole('radio', { name: /INR/ }).check();
  await page.getByLabel('Number of RENT tokens').fill(tokens);
  const pay = page.getByRole('button', { name: 'Pay Online (Paytm)' });
  await expect.poll(() => pay.isEnabled()).toBe(true);
  await pay.click();
  const addWallet = page.getByRole('dialog', { name: 'Add Wallet' });
  const confirm = page.getByRole('dialog', { name: 'Confirm Purchase' });
  await expect
    .poll(async () => (await addWallet.isVisible()) || (await confirm.isVisible()))
    .toBe(true);
  if (await addWallet.isVisible()) {
    await addWallet.getByLabel('BEP20 Wallet Address').fill(WALLET.toLowerCase());
    await addWallet.getByRole('button', { name: 'Save' }).click();
  }
  await confirm.getByRole('button', { name: 'Continue' }).click();
  const dialog = page.getByRole('dialog', { name: 'Pay Online' });
  await dialog.getByRole('radio', { name: /Paytm/ }).check();
  await dialog.getByRole('checkbox', { name: /I agree to the/ }).check();
  await dialog.getByRole('button', { name: 'Proceed to Payment' }).click();
  await page.getByRole('heading', { name: 'Complete your payment' }).waitFor();
  await page.getByRole('button', { name: outcome, exact: true }).click();
  await page.waitForURL(/\/payment-status\?/);
  const orderId = new URL(page.url()).searchParams.get('orderId');
  if (!orderId) throw new Error(`no order in ${page.url()}`);
  return orderId;
}

async function bytesOf(download: Download): Promise<Buffer> {
  const path = await download.path();
  return readFile(path);
}

describe('an investor keeping records of their purchases', () => {
  let credited: string;

  it('downloads the receipt of a credited order from its details, stating its real figures', async () => {
    credited = await buyOnline('3', 'Pay');
    await buyOnline('1', 'Fail');

    await page.goto(`${app}/transactions`);
    await page.getByRole('button', { name: `Details of ${credited}` }).click();
    const details = page.getByRole('dialog', { name: 'Transaction Details' });
    const link = details.getByRole('link', { name: 'Download receipt' });
    await link.waitFor();
    await keepScreenshot(page, 'receipt-details-dialog');
    const [download] = await Promise.all([page.waitForEvent('download'), link.click()]);
    expect(download.suggestedFilename()).toBe(`${credited}-receipt.pdf`);

    const text = (await pdfText(await bytesOf(download))).replace(/\s+/g, ' ');
    for (const figure of [
      'RENT',
      'Real Estate Network Token',
      'Receipt for a token purchase',
      credited,
      'Paytm (online)',
      '₹3,000.00',
      'Pre-Sale',
      '25%',
      '3 RENT',
      '0.75 RENT',
      '3.75 RENT',
      'Priya Sharma',
      WALLET,
    ]) {
      expect(text).toContain(figure);
    }
    expect(text).toMatch(/Credited on \d{2} [A-Z][a-z]{2} \d{4}, \d{2}:\d{2} [AP]M IST/);
    await page.keyboard.press('Escape');
  });

  it('offers no receipt for the failed order', async () => {
    const failedRow = page.getByRole('row').filter({ hasText: 'Failed' }).first();
    await failedRow.getByRole('button', { name: /^Details of RENT-/ }).click();
    const details = page.getByRole('dialog', { name: 'Transaction Details' });
    await details.getByText('Failed').first().waitFor();
    expect(await details.getByRole('link', { name: 'Download receipt' }).count()).toBe(0);
    await page.keyboard.press('Escape');
  });

  it('downloads the statement, whose credited tokens add up to the dashboard’s balance', async () => {
    const link = page.getByRole('link', { name: 'Download statement (CSV)' });
    await link.waitFor();
    await keepScreenshot(page, 'receipt-transactions-statement');
    const [download] = await Promise.all([page.waitForEvent('download'), link.click()]);
    expect(download.suggestedFilename()).toMatch(/^rent-transactions-\d{4}-\d{2}-\d{2}\.csv$/);

    const records = csvRecords((await bytesOf(download)).toString('utf8'));
    expect(records.map((record) => record.status)).toEqual(['credited', 'failed']);
    expect(records[0]).toMatchObject({
      purchase_id: credited,
      amount_inr: '3000.00',
      base_tokens: '3',
      bonus_tokens: '0.75',
      total_tokens: '3.75',
    });
    const creditedTokens = records
      .filter((record) => record.status === 'credited')
      .reduce(
        (sum, record) => addDecimals(sum, parseDecimal(record.total_tokens ?? '')),
        parseDecimal('0'),
      );

    await page.goto(`${app}/`);
    const contribution = page.getByRole('region', { name: 'Your Contribution' });
    const balance = contribution
      .getByText('Token balance')
      .locator('xpath=following-sibling::*[1]');
    await expect.poll(() => balance.textContent()).toBe(`${formatDecimal(creditedTokens)} RENT`);
  });

  it('finds both downloads on a phone', async () => {
    await page.setViewportSize(SMALL_PHONE);
    await page.goto(`${app}/transactions`);
    await page.getByRole('link', { name: 'Download statement (CSV)' }).waitFor();
    await keepScreenshot(page, 'receipt-transactions-phone');
    await page.getByRole('button', { name: `Details of ${credited}` }).click();
    const link = page
      .getByRole('dialog', { name: 'Transaction Details' })
      .getByRole('link', { name: 'Download receipt' });
    await link.scrollIntoViewIfNeeded();
    expect(await link.isVisible()).toBe(true);
    await keepScreenshot(page, 'receipt-details-phone');
  });
});
