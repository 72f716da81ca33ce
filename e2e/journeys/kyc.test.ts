// An investor passes KYC: fills the form with a real image and PDF, watches the upload, waits in
// review, is approved by the team's admin CLI, and registers then changes the receiving wallet
// (with the password, and a mail about it).
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { runAdmin } from '../support/admin.js';
import { launchChromium } from '@rent/test-kit/chromium';
import { DESKTOP, keepScreenshot } from '../support/browser.js';
import { mailWithSubject } from '@rent/test-kit/sandbox';
import { submitKyc, verifiedInvestor } from '../support/investors.js';
import { keepUsingSite } from '../support/steady-traffic.js';

const app = inject('gatewayUrl');
const sandbox = inject('sandboxUrl');
const site = { app, sandbox };
let browser: Browser;

beforeAll(async () => {
  browser = await launchChromium();
});
afterAll(() => browser?.close());

describe('an investor passing KYC', () => {
  it('submits documents, is approved by the team, and manages the receiving wallet', async () => {
    const page = await (await browser.newContext({ viewport: DESKTOP })).newPage();
    const email = `priya-${randomUUID().slice(0, 8)}@example.com`;
    await verifiedInvestor(page, site, email, 'PriyaPass2026');

    await page.goto(`${app}/kyc`);
    await page.getByText('Not Submitted').first().waitFor();
    await page.goto(`${app}/kyc-form`);
    await page.getByLabel('First Name').waitFor();
    await keepScreenshot(page, 'kyc-form-empty');
    await submitKyc(page, site);

    await page.goto(`${app}/kyc`);
    await page.getByText('In Review').first().waitFor();
    await keepScreenshot(page, 'kyc-in-review');

    const listed = await runAdmin('kyc', 'list', '--status', 'SUBMITTED');
    expect(listed).toContain(email);
    // Investors keep using the site while the team reviews: nothing fails meanwhile.
    const traffic = keepUsingSite(app);
    await runAdmin('kyc', 'review', email);
    await runAdmin('kyc', 'approve', email);
    const { requests, failures } = await traffic.stop();
    expect(failures).toEqual([]);
    expect(requests).toBeGreaterThan(0);

    await page.goto(`${app}/kyc`);
    await page.getByText('Verified').first().waitFor();
    await page.goto(`${app}/kyc-form`);
    await page.getByText('KYC Completed').first().waitFor();

    await page.goto(`${app}/profile`);
    const walletCard = page.getByText('Receiving Wallet').first();
    await walletCard.waitFor();
    await page.getByRole('button', { name: 'Edit receiving wallet' }).click();
    await page
      .getByLabel('BEP20 Wallet Address')
      .fill('0x0000000000000000000000000000000000000000');
    await page.getByRole('button', { name: 'Save' }).click();
    await page.getByText('Invalid wallet address. Must be a valid BEP20 address').first().waitFor();
    await page
      .getByLabel('BEP20 Wallet Address')
      .fill('0x52908400098527886e0f7030069857d2e4169ee7');
    await page.getByRole('button', { name: 'Save' }).click();
    await page.getByText('Wallet address added successfully').first().waitFor();
    await page.getByText('0x52908400098527886E0F7030069857D2E4169EE7').first().waitFor();

    await page.getByRole('button', { name: 'Edit receiving wallet' }).click();
    await page
      .getByLabel('BEP20 Wallet Address')
      .fill('0xde709f2102306220921060314715629080e2fb77');
    await page.getByRole('button', { name: 'Save' }).click();
    // Replacing the wallet takes the password, and the investor is told by mail.
    await page.getByText('Please enter your current password to change your wallet').waitFor();
    await page.getByLabel('Current Password').fill('PriyaPass2026');
    await page.getByRole('button', { name: 'Save' }).click();
    await page.getByText('Wallet address updated successfully').first().waitFor();
    await keepScreenshot(page, 'profile-wallet');

    // On /kyc the address fills the narrow card as two even halves, never a lone last character.
    await page.goto(`${app}/kyc`);
    const address = page
      .getByRole('region', { name: 'Receiving Wallet' })
      .getByText('0xde709f2102306220921060314715629080e2fb77', { exact: false });
    await address.waitFor();
    const lineWidths = await address.evaluate((element) => {
      const range = document.createRange();
      range.selectNodeContents(element);
      return Array.from(range.getClientRects(), (line) => line.width).filter((width) => width > 0);
    });
    expect(Math.min(...lineWidths) / Math.max(...lineWidths)).toBeGreaterThan(0.9);
    const mail = await mailWithSubject(sandbox, email, 'Your RENT receiving wallet was changed');
    expect(mail).toContain('changed from 0x5290…9EE7 to 0xde70…fb77');
    expect(mail).toContain(`${app}/forgot-password`);
    await page.context().close();
  });
});
