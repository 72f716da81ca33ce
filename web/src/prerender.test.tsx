import { within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { prerenderedPage, renderFirstScreen } from './prerender';

/** The markup as a browser parses it, as the page's body. */
function parsed(markup: string): HTMLElement {
  document.body.innerHTML = markup;
  return document.body;
}

afterEach(() => document.body.replaceChildren());

const SHELL =
  '<!doctype html><html><head><title>RENT</title></head><body><div id="root"></div></body></html>';

describe("the build's prerender of the dashboard", () => {
  it("paints a visitor's dashboard frame: top bar, header, cards waiting for figures, footer", async () => {
    const { markup } = await renderFirstScreen();
    const page = within(parsed(markup));

    expect(page.getByRole('navigation', { name: 'Main menu' })).toBeTruthy();
    expect(page.getByRole('link', { name: 'Dashboard', current: 'page' })).toBeTruthy();
    expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeTruthy();
    const info = page.getByRole('region', { name: 'Pre-Sale Info' });
    expect(info.textContent).toContain('KYC is required to buy tokens.');
    expect(info.textContent).toContain('Price: ₹1000 per RENT');
    // The calculator waits for its code, as in the browser's first render.
    for (const waiting of [
      'Sales Progress',
      'Token Calculator',
      'Token Information',
      'Tokens Sold',
    ])
      expect(page.getByRole('region', { name: waiting }).getAttribute('aria-busy')).toBe('true');
    expect(page.queryByRole('textbox', { name: 'Amount' })).toBeNull();
    expect(page.getByRole('navigation', { name: 'Footer' })).toBeTruthy();
    expect(page.getByText('© 2026 Real Estate Network Token. All rights reserved.')).toBeTruthy();
    // The session is still being checked, as in the browser's first render.
    expect(page.queryByRole('link', { name: 'Login' })).toBeNull();
  });

  it('brings its style and no script, which the page policy would refuse', async () => {
    const screen = await renderFirstScreen();
    expect(screen.styleTags).toMatch(/^<style data-styled="true" data-styled-version="[\d.]+">/);
    // The rules of the page header's title, under the class its element carries.
    const title = parsed(screen.markup).querySelector('h1');
    const generated = title?.className.split(' ').at(-1);
    expect(generated).toBeTruthy();
    expect(screen.styleTags).toContain(`.${generated}{`);
    expect(screen.markup).not.toContain('<script');
    expect(screen.styleTags).not.toContain('<script');
  });

  it('writes the screen into the empty #root and its style into the head', () => {
    const page = prerenderedPage(SHELL, {
      markup: '<main>Dashboard</main>',
      styleTags: '<style>a{}</style>',
    });
    expect(page).toBe(
      '<!doctype html><html><head><title>RENT</title><style>a{}</style></head><body><div id="root"><main>Dashboard</main></div></body></html>',
    );
  });

  it('refuses a page without an empty #root', () => {
    expect(() =>
      prerenderedPage('<html><head></head><body><div id="app"></div></body></html>', {
        markup: '<main></main>',
        styleTags: '',
      }),
    ).toThrow('<div id="root"></div>');
  });
});
