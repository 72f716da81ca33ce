// Design tokens shared by every screen. Colours follow the brand: deep navy, gold accents.
export const theme = {
  colors: {
    background: '#f4f6fb',
    surface: '#ffffff',
    surfaceAlt: '#eef1f8',
    text: '#1c2340',
    textMuted: '#5b6385',
    primary: '#1f3c88',
    primaryHover: '#18306d',
    primaryText: '#ffffff',
    accent: '#d4a72c',
    accentSoft: '#fbf3dc',
    success: '#1d8a55',
    successSoft: '#e3f5ec',
    warning: '#b7791f',
    warningSoft: '#fdf1dc',
    danger: '#c0392b',
    dangerSoft: '#fbe6e3',
    border: '#dde2ef',
    navy: '#0f1d45',
    // Darker shades of the status colours for small text on their soft backgrounds (≥ 4.5:1).
    successText: '#146c42',
    warningText: '#8a5a12',
    accentText: '#7a5b0c',
    dangerText: '#a12f23',
  },
  radii: { sm: '6px', md: '10px', lg: '16px', pill: '999px' },
  space: (n: number) => `${n * 4}px`,
  shadows: {
    card: '0 1px 2px rgba(15, 29, 69, 0.06), 0 4px 16px rgba(15, 29, 69, 0.06)',
    popover: '0 8px 32px rgba(15, 29, 69, 0.18)',
  },
  fonts: {
    body: "system-ui, -apple-system, 'Segoe UI', Roboto, 'Noto Sans', 'Helvetica Neue', Arial, sans-serif",
    mono: "ui-monospace, SFMono-Regular, Menlo, Consolas, 'Liberation Mono', monospace",
  },
  breakpoints: { sm: '480px', md: '768px', lg: '1024px', xl: '1280px' },
  layout: { maxWidth: '1200px', topBarHeight: '64px' },
  zIndices: { topBar: 100, overlay: 200, sidebar: 210 },
  transitions: { fast: '150ms ease', slide: '220ms ease-out' },
} as const;

export type Theme = typeof theme;

/** Media query helper: `${media.md} { … }` applies from the md breakpoint up. */
export const media = {
  sm: `@media (min-width: ${theme.breakpoints.sm})`,
  md: `@media (min-width: ${theme.breakpoints.md})`,
  lg: `@media (min-width: ${theme.breakpoints.lg})`,
  xl: `@media (min-width: ${theme.breakpoints.xl})`,
} as const;
