// Investors as journeys make them, through the screens: sign up, open the mailed link, sign in,
// pass KYC (the team approving with the admin CLI), and start a purchase on /buy-token.
import { randomBytes } from 'node:crypto';
import type { Page } from 'playwright-core';
import { expect } from 'vitest';
import { aadharDocuments } from './documents.js';
import { linkFromMail } from '@rent/test-kit/sandbox';

export interface Site {
  app: string;
  sandbox: string;
}

export async function verifiedInvestor(
  page: Page,
  { app, sandbox }: Site,
  email: string,
  password: string,
  signupPath = '/signup',
) {
  await page.goto(`${app}${signupPath}`);
  await page.getByLabel('Your Name').fill('Priya Sharma');
  await page.getByLabel('Your Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByLabel('Repeat Password').fill(password);
  await page.getByRole('checkbox', { name: /I agree to the/ }).check();
  await page.getByRole('button', { name: 'Sign Up' }).click();
  await page.waitForURL(`${app}/login`);
  const link = await linkFromMail(sandbox, email, '/verify-email');
  await page.goto(link.replace(/^https?:\/\/[^/]+/, app));
  // The link proves the mailbox; the sign-up's password proves the registration was this person's.
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Verify Email' }).click();
  await page.waitForURL(`${app}/login`, { timeout: 10_000 });
  // The address changes first; the verification screen stays until the sign-in screen is ready.
  await page.getByRole('heading', { level: 1, name: 'Sign In' }).waitFor();
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Sign In' }).click();
  await page.waitForURL(`${app}/`);
}

/** Fills and sends the KYC form with an image and a PDF; ends on /profile. */
export async function submitKyc(page: Page, { app }: Site) {
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
  const submit = page.getByRole('button', { name: 'Submit KYC' }).and(page.locator(':enabled'));
  await submit.waitFor();
  await submit.click();
  await page.getByText('KYC submitted successfully. Please wait for review.').waitFor();
  await page.waitForURL(`${app}/profile`);
}

/** Steps 1 and 2 of /buy-token, then the chosen way to pay up to its own dialog. */
export async function startPurchase(
  page: Page,
  { app }: Site,
  tokens: string,
  way: 'Pay Online (Paytm)' | 'Manual Bank Transfer',
) {
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
    // A wallet of its own: one address may belong to one investor only.
    await addWallet.getByLabel('BEP20 Wallet Address').fill(`0x${randomBytes(20).toString('hex')}`);
    await addWallet.getByRole('button', { name: 'Save' }).click();
  }
  await confirm.waitFor();
  await confirm.getByRole('button', { name: 'Continue' }).click();
}
