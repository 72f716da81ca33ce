// The phone the dashboard benchmark measures on (the browser is the test kit's Chromium).
/** A mid-range phone: its screen, and a CPU four times slower than this machine's (set per page). */
export const PHONE = {
  viewport: { width: 390, height: 844 },
  deviceScaleFactor: 3,
  isMobile: true,
  hasTouch: true,
} as const;
export const CPU_SLOWDOWN = 4;
