// One order, and how it must read wherever it is shown: on the screen, in its mail, on its receipt,
// in the statement and in the distribution export (decision 0119). The api's and the web's tests
// both take their figures from here, so a spelling that changes in one place and not in another
// fails a test. Large enough that every figure is grouped the Indian way.

export const ONE_ORDER = {
  /** Placed and credited at this instant, inside the Pre-Sale (25 % bonus). */
  at: '2025-07-15T10:00:00.000Z',
  /** What was paid, in rupees: 1,250 tokens at ₹1000. */
  amountInr: 1_250_000,
  baseTokens: '1250',
  bonusTokens: '312.5',
  totalTokens: '1562.5',
  bonusPercent: 25,
  /** How people read it: the screen, the mail and the receipt. */
  reads: {
    instant: '15 Jul 2025, 03:30 PM IST',
    amount: '₹12,50,000.00',
    baseTokens: '1,250 RENT',
    bonusTokens: '312.5 RENT',
    totalTokens: '1,562.5 RENT',
    bonusPercent: '25%',
  },
  /** How machines read it: the statement's and the export's cells. */
  cells: {
    instant: '2025-07-15 15:30:00',
    amount: '1250000.00',
    totalTokens: '1562.5',
  },
} as const;
