// A visitor's first screen comes painted in the page's HTML (the build prerendered it) and the app
// takes it over without redrawing it; a returning investor and every other address get the plain
// page (decision 0153).
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { launchChromium } from '@rent/test-kit/chromium';
import { DESKTOP, PHONE } from '../support/browser.js';

const app = inject('gatewayUrl');
const EMPTY_ROOT = '<div id="root"></div>';
let browser: Browser;

beforeAll(async () => {
  browser = await launchChromium();
});
afterAll(() => browser?.close());

/** Every error the page writes to its console or throws, React's hydration reports among them. */
function pageErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  page.on('pageerror', (error) => errors.push(error.message));
  return errors;
}

describe("a visitor's first visit", () => {
  it('receives the dashboard frame in the first HTML answer', async () => {
    const html = await (await fetch(app)).text();
    expect(html).not.toContain(EMPTY_ROOT);
    expect(html).toContain('>Dashboard</h1>');
    expect(html).toContain('KYC is required to buy tokens.');
    expect(html).toContain('aria-label="Footer"');
    expect(html).toContain('<style data-styled="true"');
  });

  it('sees the frame before any script runs', async () => {
    const context = await browser.newContext({ viewport: PHONE, javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto(app);
    await expect(
      page.getByRole('heading', { level: 1, name: 'Dashboard' }).isVisible(),
    ).resolves.toBe(true);
    await expect(page.getByRole('region', { name: 'Pre-Sale Info' }).isVisible()).resolves.toBe(
      true,
    );
    await context.close();
  });

  // Parts of the page (the footer, the calculator) hydrate after the rest, and the dashboard's
  // answer may come before or after them: several loads, on a phone and on a desktop.
  it.each([
    ['a phone', PHONE],
    ['a desktop', DESKTOP],
    ['a desktop, again', DESKTOP],
  ])(
    'keeps the painted page on %s as the app takes it over: no mismatch, then Login and the figures',
    async (_screen, viewport) => {
      const context = await browser.newContext({ viewport });
      const page = await context.newPage();
      const errors = pageErrors(page);
      // The header the HTML painted, kept aside once parsed and before the app's code runs.
      await page.addInitScript(() => {
        document.addEventListener('readystatechange', () => {
          if (document.readyState === 'interactive')
            Object.assign(window, { paintedHeader: document.querySelector('#root h1') });
        });
      });
      await page.goto(app);
      await page.getByRole('link', { name: 'Login' }).waitFor();
      await page.getByText('Sales ENDED').waitFor();
      await expect.poll(() => page.getByText('1,40,00,000 RENT').first().isVisible()).toBe(true);
      const sameHeader = await page.evaluate(
        () =>
          (window as unknown as { paintedHeader: Element | null }).paintedHeader ===
          document.querySelector('#root h1'),
      );
      expect(errors).toEqual([]);
      expect(sameHeader).toBe(true);
      await context.close();
    },
  );
});

describe('a part of the page whose code comes late', () => {
  it("hydrates the footer as it was painted, though the figures came before the footer's code", async () => {
    const context = await browser.newContext({ viewport: PHONE });
    const page = await context.newPage();
    const errors = pageErrors(page);
    const answered = page.waitForResponse((response) => response.url().endsWith('/graphql'));
    await page.route(/\/assets\/footer-[\w-]+\.js$/, async (route) => {
      await answered;
      await route.continue();
    });
    await page.goto(app);
    // The figures wait for the dashboard's answer: wait for the sale's state first, as the visits
    // above do, so that a loaded machine's slow answer is not taken for missing figures.
    await page.getByText('Sales ENDED').waitFor();
    await expect.poll(() => page.getByText('1,40,00,000 RENT').first().isVisible()).toBe(true);
    // Once hydrated, the footer shows what the dashboard's answer says of the operator.
    await page
      .getByRole('contentinfo')
      .getByText(/Registered office:/)
      .waitFor();
    expect(errors).toEqual([]);
    await context.close();
  });
});

describe('everyone else', () => {
  it('gets the plain page: a returning investor at /, and any visitor at /login', async () => {
    const investor = await fetch(app, { headers: { cookie: 'rent_session=1' } });
    expect(await investor.text()).toContain(EMPTY_ROOT);
    expect(investor.headers.get('vary')).toBe('Cookie, Accept-Encoding');
    const login = await fetch(`${app}/login`);
    expect(await login.text()).toContain(EMPTY_ROOT);
  });

  it('shows the login screen at /login without an error', async () => {
    const context = await browser.newContext({ viewport: PHONE });
    const page = await context.newPage();
    const errors = pageErrors(page);
    await page.goto(`${app}/login`);
    await page.getByRole('heading', { name: 'Sign In' }).waitFor();
    expect(errors).toEqual([]);
    await context.close();
  });
});
