// An investor passes KYC: fills the form with a real image and PDF, watches the upload, waits in
// review, is approved by the team's admin CLI, and registers then changes the receiving wallet.
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { runAdmin } from '../support/admin.js';
import { DESKTOP, keepScreenshot, launchBrowser } from '../support/browser.js';
import { aadharDocuments } from '../support/documents.js';
import { linkFromMail } from '../support/inbox.js';

const app = inject('gatewayUrl');
const sandbox = inject('sandboxUrl');
let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

async function verifiedInvestor(page: Page, email: string, password: string) {
  await page.goto(`${app}/signup`);
  await page.getByLabel('Your Name').fill('Priya Sharma');
  await page.getByLabel('Your Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByLabel('Repeat Password').fill(password);
  await page.getByRole('checkbox', { name: /I agree to the/ }).check();
  await page.getByRole('button', { name: 'Sign Up' }).click();
  await page.waitForURL(`${app}/login`);
  const link = await linkFromMail(sandbox, email, '/verify-email');
  await page.goto(link.replace(/^https?:\/\/[^/]+/, app));
  await page.waitForURL(`${app}/login`, { timeout: 10_000 });
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Sign In' }).click();
  await page.waitForURL(`${app}/`);
}

describe('an investor passing KYC', () => {
  it('submits documents, is approved by the team, and manages the receiving wallet', async () => {
    const page = await (await browser.newContext({ viewport: DESKTOP })).newPage();
    const email = `priya-${randomUUID().slice(0, 8)}@example.com`;
    await verifiedInvestor(page, email, 'PriyaPass2026');

    await page.goto(`${app}/kyc`);
    await page.getByText('Not Submitted').first().waitFor();
    await page.goto(`${app}/kyc-form`);
    await page.getByLabel('First Name').fill('Priya');
    await page.getByLabel('Last Name').fill('Sharma');
    await page.getByLabel('Phone').fill('+919876543210');
    await page.getByLabel('Date of Birth').fill('15-08-1991');
    await page.getByLabel('Street Address 1').fill('21 Park Street');
    await page.getByLabel('City').fill('Kolkata');
    await page.getByLabel('State').fill('West Bengal');
    await page.getByLabel('Postal Code').fill('700016');
    const { front, back } = aadharDocuments();
    await page.getByLabel('Add documents').setInputFiles([front, back]);
    await page.getByText('aadhar-back.pdf').first().waitFor();
    await page.getByRole('checkbox', { name: /Terms of Condition/ }).check();
    await page.getByRole('checkbox', { name: /Privacy Policy/ }).check();
    await keepScreenshot(page, 'kyc-form-filled');

    const submit = page.getByRole('button', { name: 'Submit KYC' });
    await expect.poll(() => submit.isEnabled()).toBe(true);
    await submit.click();
    await page.getByText('KYC submitted successfully. Please wait for review.').waitFor();
    await page.waitForURL(`${app}/profile`);

    await page.goto(`${app}/kyc`);
    await page.getByText('In Review').first().waitFor();
    await keepScreenshot(page, 'kyc-in-review');

    const listed = await runAdmin('kyc', 'list', '--status', 'SUBMITTED');
    expect(listed).toContain(email);
    await runAdmin('kyc', 'review', email);
    await runAdmin('kyc', 'approve', email);

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
    await page.getByText('Wallet address updated successfully').first().waitFor();
    await keepScreenshot(page, 'profile-wallet');
    await page.context().close();
  });
});
