// An investor opens an account and looks after it: sign up, verify from the inbox, sign in, edit the
// profile, change the password, sign out and back in; and every form refuses what SPEC.md refuses.
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { launchChromium } from '@rent/test-kit/chromium';
import { DESKTOP, keepScreenshot } from '../support/browser.js';
import { linkFromMail, mailWithSubject } from '@rent/test-kit/sandbox';

const app = inject('gatewayUrl');
const sandbox = inject('sandboxUrl');
let browser: Browser;

beforeAll(async () => {
  browser = await launchChromium();
});
afterAll(() => browser?.close());

async function newPage(viewport: { width: number; height: number } = DESKTOP): Promise<Page> {
  const context = await browser.newContext({ viewport });
  return context.newPage();
}

/** Whether the form's alert has focus and lies wholly inside the viewport. */
const alertFocusedInView = (page: Page) =>
  page
    .getByRole('alert')
    .first()
    .evaluate((element) => {
      const box = element.getBoundingClientRect();
      return document.activeElement === element && box.top >= 0 && box.bottom <= window.innerHeight;
    });

async function signIn(page: Page, email: string, password: string) {
  await page.goto(`${app}/login`);
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Sign In' }).click();
}

describe('an investor with a new account', () => {
  it('signs up, verifies, signs in, edits the profile, changes the password and signs back in', async () => {
    const page = await newPage();
    const email = `meera-${randomUUID().slice(0, 8)}@example.com`;

    await page.goto(`${app}/signup`);
    await page.getByLabel('Your Name').fill('Meera Iyer');
    await page.getByLabel('Your Email').fill(email);
    await page.getByLabel('Password', { exact: true }).fill('FirstPass2026');
    await page.getByLabel('Repeat Password').fill('FirstPass2026');
    await page.getByRole('checkbox', { name: /I agree to the/ }).check();
    await page.getByRole('button', { name: 'Sign Up' }).click();
    await page.getByText('User registered, please verify your email.').waitFor();
    await page.waitForURL(`${app}/login`);

    await page.goto(
      await linkFromMail(sandbox, email, '/verify-email').then((link) =>
        link.replace(/^https?:\/\/[^/]+/, app),
      ),
    );
    await page.getByLabel('Password', { exact: true }).fill('FirstPass2026');
    await page.getByRole('button', { name: 'Verify Email' }).click();
    await page
      .getByText(/verified/i)
      .first()
      .waitFor();
    await page.waitForURL(`${app}/login`, { timeout: 10_000 });

    await signIn(page, email, 'FirstPass2026');
    await page.getByText('Welcome!').first().waitFor();
    await page.waitForURL(`${app}/`);
    await page.getByRole('button', { name: /Meera Iyer/ }).waitFor();
    await keepScreenshot(page, 'signed-in-dashboard');

    await page.goto(`${app}/profile`);
    await page.getByLabel('Full Name').fill('Meera S. Iyer');
    await page.getByLabel('Mobile Number').fill('+919812345678');
    await page.getByLabel('Date of Birth').fill('1990-04-12');
    await page.getByRole('button', { name: 'Update Profile' }).click();
    await page.getByText('Profile updated successfully!').waitFor();

    await page.getByRole('tab', { name: 'Password' }).click();
    await page.getByLabel('Current Password').fill('FirstPass2026');
    await page.getByLabel('New Password', { exact: true }).fill('SecondPass2026');
    await page.getByLabel('Confirm New Password').fill('SecondPass2026');
    await page.getByRole('button', { name: 'Change Password' }).click();
    await page.getByText('Password changed successfully').waitFor();
    await keepScreenshot(page, 'profile-password');
    const changed = await mailWithSubject(
      sandbox,
      email,
      'Your RENT pre-sale password was changed',
    );
    expect(changed).toContain('If this was not you, reset your password now');

    await page.getByRole('button', { name: /Meera S\. Iyer/ }).click();
    await page.getByRole('menuitem', { name: 'Logout' }).click();
    await page.waitForURL(`${app}/login`);

    await signIn(page, email, 'SecondPass2026');
    await page.waitForURL(`${app}/`);
    await page.getByRole('button', { name: /Meera S\. Iyer/ }).waitFor();
    await page.context().close();
  });
});

describe('forms refuse what SPEC.md refuses', () => {
  it('sign in without e-mail and password', async () => {
    const page = await newPage();
    await page.goto(`${app}/login`);
    await page.getByRole('button', { name: 'Sign In' }).click();
    await page.getByText('Email and password are required').first().waitFor();
    await page.context().close();
  });

  it('sign up with empty fields, mismatched passwords and unticked terms', async () => {
    const page = await newPage();
    await page.goto(`${app}/signup`);
    await page.getByRole('button', { name: 'Sign Up' }).click();
    await page.getByText('Please fill all fields').first().waitFor();
    await page.getByLabel('Your Name').fill('Kiran');
    await page.getByLabel('Your Email').fill('kiran@example.com');
    await page.getByLabel('Password', { exact: true }).fill('Abcdefgh1');
    await page.getByLabel('Repeat Password').fill('Abcdefgh2');
    await page.getByRole('button', { name: 'Sign Up' }).click();
    await page.getByText('Passwords do not match').first().waitFor();
    await page.getByLabel('Repeat Password').fill('Abcdefgh1');
    await page.getByRole('button', { name: 'Sign Up' }).click();
    await page.getByText('Please agree to the terms and conditions').first().waitFor();
    await page.context().close();
  });

  it('leads a small phone to the first error after a refused sign-up', async () => {
    const page = await newPage({ width: 360, height: 740 });
    await page.goto(`${app}/signup`);
    await page.getByLabel('Your Name').fill('Kiran');
    await page.getByLabel('Your Email').fill('kiran@example.com');
    await page.getByLabel('Password', { exact: true }).fill('Abcdefgh1');
    await page.getByLabel('Repeat Password').fill('Abcdefgh2');
    await page.getByRole('button', { name: 'Sign Up' }).click();
    await page.getByText('Passwords do not match').first().waitFor();
    await expect.poll(() => alertFocusedInView(page)).toBe(true);
    await keepScreenshot(page, 'signup-first-error-phone');
    await page.context().close();
  });

  it('reset password without a token and with mismatched passwords', async () => {
    const page = await newPage();
    await page.goto(`${app}/reset-password`);
    await page.getByText('Invalid or expired reset token.').first().waitFor();
    await page.goto(`${app}/reset-password?token=abc`);
    await page.getByLabel('New Password').fill('Abcdefgh1');
    await page.getByLabel('Repeat Password').fill('Abcdefgh2');
    await page.getByRole('button', { name: 'Reset Password' }).click();
    await page.getByText('Passwords do not match.').first().waitFor();
    await page.context().close();
  });

  it('change password with empty fields and mismatched new passwords', async () => {
    const page = await newPage();
    const email = `arjun-${randomUUID().slice(0, 8)}@example.com`;
    await page.goto(`${app}/signup`);
    await page.getByLabel('Your Name').fill('Arjun Nair');
    await page.getByLabel('Your Email').fill(email);
    await page.getByLabel('Password', { exact: true }).fill('ArjunPass2026');
    await page.getByLabel('Repeat Password').fill('ArjunPass2026');
    await page.getByRole('checkbox', { name: /I agree to the/ }).check();
    await page.getByRole('button', { name: 'Sign Up' }).click();
    await page.waitForURL(`${app}/login`);
    const link = await linkFromMail(sandbox, email, '/verify-email');
    await page.goto(link.replace(/^https?:\/\/[^/]+/, app));
    await page.getByLabel('Password', { exact: true }).fill('ArjunPass2026');
    await page.getByRole('button', { name: 'Verify Email' }).click();
    await page.waitForURL(`${app}/login`, { timeout: 10_000 });
    await signIn(page, email, 'ArjunPass2026');
    await page.waitForURL(`${app}/`);

    await page.goto(`${app}/profile`);
    await page.getByRole('tab', { name: 'Password' }).click();
    await page.getByRole('button', { name: 'Change Password' }).click();
    await page.getByText('All fields are required').first().waitFor();
    await page.getByLabel('Current Password').fill('ArjunPass2026');
    await page.getByLabel('New Password', { exact: true }).fill('NewerPass2026');
    await page.getByLabel('Confirm New Password').fill('NewerPass2027');
    await page.getByRole('button', { name: 'Change Password' }).click();
    await page.getByText('New passwords do not match').first().waitFor();
    await page.getByLabel('New Password', { exact: true }).fill('Short1');
    await page.getByLabel('Confirm New Password').fill('Short1');
    await page.getByRole('button', { name: 'Change Password' }).click();
    await page.getByText('Password must be at least 8 characters long').first().waitFor();
    await page.context().close();
  });

  it('verify e-mail without a token', async () => {
    const page = await newPage();
    await page.goto(`${app}/verify-email`);
    await page.getByText('Invalid or missing token.').first().waitFor();
    await page.context().close();
  });
});
