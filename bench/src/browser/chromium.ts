// Debian's Chromium (or CHROMIUM_PATH) driven by playwright-core, headless, as the browser
// journeys drive it.
import { chromium, type Browser } from 'playwright-core';
import { CHROMIUM_PATH } from '../lib/prerequisites.js';

export function launchChromium(): Promise<Browser> {
  return chromium.launch({
    executablePath: CHROMIUM_PATH,
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
    ],
  });
}

/** A mid-range phone: its screen, and a CPU four times slower than this machine's (set per page). */
export const PHONE = {
  viewport: { width: 390, height: 844 },
  deviceScaleFactor: 3,
  isMobile: true,
  hasTouch: true,
} as const;
export const CPU_SLOWDOWN = 4;
