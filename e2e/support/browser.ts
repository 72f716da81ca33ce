// The journeys' screens (a phone's and a desktop's) and the screenshots kept for people reviewing a
// run; the browser itself is the test kit's Chromium.
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { ROOT } from '@rent/test-kit/stack';

export const ARTIFACTS = join(ROOT, 'e2e', 'artifacts');

export const PHONE = { width: 390, height: 844 } as const;
export const DESKTOP = { width: 1280, height: 900 } as const;

/** Keeps a screenshot of what the investor saw, for people reviewing a run. */
export async function keepScreenshot(page: Page, name: string): Promise<void> {
  mkdirSync(ARTIFACTS, { recursive: true });
  await page.screenshot({ path: join(ARTIFACTS, `${name}.png`), fullPage: true });
}
