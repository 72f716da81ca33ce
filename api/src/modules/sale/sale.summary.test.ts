import { describe, expect, it } from 'vitest';
import { defaultSaleDefinition } from './sale.definition.js';
import { summariseSale } from './sale.summary.js';

const sale = defaultSaleDefinition();

describe('the sale summary logged at start-up', () => {
  it('names the sale, its file and every phase in IST, and says it is running', () => {
    const summary = summariseSale(sale, '/etc/rent/sale.json', new Date('2025-09-01T00:00:00Z'));
    expect(summary.state).toBe('running');
    expect(summary.text).toBe(
      'sale running: Real Estate Network Token (RENT) from /etc/rent/sale.json; ' +
        'Pre-Sale 01 Jul 2025, 12:00 AM IST to 14 Aug 2025, 11:59 PM IST (ended); ' +
        'Phase 1 15 Aug 2025, 12:00 AM IST to 13 Oct 2025, 11:59 PM IST (running); ' +
        'Phase 2 14 Oct 2025, 12:00 AM IST to 30 Dec 2025, 11:59 PM IST (upcoming); ' +
        'orders close 30 Dec 2025, 11:59 PM IST',
    );
  });

  it('says the sale is upcoming before its first phase', () => {
    expect(summariseSale(sale, null, new Date('2025-06-30T18:29:59Z')).state).toBe('upcoming');
  });

  it('says the built-in sale has ended once its last second is over', () => {
    const summary = summariseSale(sale, null, new Date('2025-12-30T18:30:00Z'));
    expect(summary.state).toBe('ended');
    expect(summary.text).toContain('from the built-in example sale (SALE_CONFIG unset)');
  });
});
