// Debian's Chromium (or CHROMIUM_PATH) driven by playwright-core, headless. A missing browser is
// a clear failure, never a skip.
import { existsSync } from 'node:fs';
import { chromium, type Browser } from 'playwright-core';

export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

/** Why Chromium cannot be launched, or undefined when it can. */
export function missingChromium(): string | undefined {
  if (existsSync(CHROMIUM_PATH)) return undefined;
  return (
    `no Chromium at ${CHROMIUM_PATH}: install it with \`apt-get install -y chromium\` ` +
    'or point CHROMIUM_PATH at one.'
  );
}

export async function launchChromium(): Promise<Browser> {
  const missing = missingChromium();
  if (missing) throw new Error(missing);
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
