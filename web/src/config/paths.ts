// Every URL of the product in one place (SPEC.md §2), including screens later issues build,
// so links never spell a path by hand.
export const paths = {
  dashboard: { path: '/', getHref: () => '/' },
  login: {
    path: '/login',
    /** `redirectTo`: the page of this site to return to after signing in. */
    getHref: (redirectTo?: string) =>
      redirectTo ? `/login?redirect=${encodeURIComponent(redirectTo)}` : '/login',
  },
  signup: {
    path: '/signup',
    getHref: (referralCode?: string) =>
      referralCode ? `/signup?ref=${encodeURIComponent(referralCode)}` : '/signup',
  },
  forgotPassword: { path: '/forgot-password', getHref: () => '/forgot-password' },
  resetPassword: {
    path: '/reset-password',
    getHref: (token: string) => `/reset-password?token=${encodeURIComponent(token)}`,
  },
  verifyEmail: {
    path: '/verify-email',
    getHref: (token: string) => `/verify-email?token=${encodeURIComponent(token)}`,
  },
  buyToken: {
    path: '/buy-token',
    /** With `tokens`, the purchase opens with that many whole RENT filled in. */
    getHref: (tokens?: bigint) => (tokens ? `/buy-token?tokens=${tokens}` : '/buy-token'),
  },
  icoDistribution: { path: '/ico-distribution', getHref: () => '/ico-distribution' },
  transactions: { path: '/transactions', getHref: () => '/transactions' },
  profile: { path: '/profile', getHref: () => '/profile' },
  referral: { path: '/referral', getHref: () => '/referral' },
  kyc: { path: '/kyc', getHref: () => '/kyc' },
  kycForm: { path: '/kyc-form', getHref: () => '/kyc-form' },
  paymentStatus: { path: '/payment-status', getHref: () => '/payment-status' },
  aboutUs: { path: '/about-us', getHref: () => '/about-us' },
  privacyPolicy: { path: '/privacy-policy', getHref: () => '/privacy-policy' },
  terms: { path: '/terms', getHref: () => '/terms' },
  whitePaper: { path: '/white-paper', getHref: () => '/white-paper' },
} as const;

/** Static files served beside the app (not routes). */
export const files = {
  whitepaperPdf: '/whitepaper.pdf',
} as const;

/** Files the gateway serves to the signed-in investor (receipts and statements). */
export const downloads = {
  receipt: (purchaseId: string) => `/downloads/receipts/${encodeURIComponent(purchaseId)}.pdf`,
  statement: '/downloads/transactions.csv',
} as const;
