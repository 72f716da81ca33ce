import { describe, expect, it } from 'vitest';
import { defaultSaleJson, parseSaleDefinition } from './sale.definition.js';

const HOUR_MS = 60 * 60 * 1000;

function parse(json: unknown) {
  const result = parseSaleDefinition(json);
  return result.ok
    ? { policy: result.sale.reservations, problems: [] }
    : { policy: undefined, problems: result.problems.map(({ message }) => message) };
}

const smallSale = (hardCap: string, reservations?: unknown) => ({
  ...defaultSaleJson,
  hardCap,
  softCap: '1',
  totalSupply: hardCap,
  ...(reservations !== undefined && { reservations }),
});

describe('the reservation policy of a sale', () => {
  it('defaults for the 14,000,000-RENT sale', () => {
    expect(parse(defaultSaleJson).policy).toEqual({
      largestOrderTokens: 50_000n,
      pendingTokensPerInvestor: 100_000n,
      pendingOrdersPerInvestor: 3,
      manualHoldMs: 6 * HOUR_MS,
      referralBonusHoldMs: 30 * 24 * HOUR_MS,
    });
  });

  it('gives a small sale a tenth of its hard cap per investor, and a largest order that fits in it', () => {
    // 25 % bonus and as much again for a referrer: 6 RENT hold 9 of the 10.
    expect(parse(smallSale('100')).policy).toMatchObject({
      largestOrderTokens: 6n,
      pendingTokensPerInvestor: 10n,
    });
  });

  it('takes the limits SALE_CONFIG gives', () => {
    const { policy } = parse({
      ...defaultSaleJson,
      reservations: {
        largestOrderTokens: '1000',
        pendingTokensPerInvestor: '2000',
        pendingOrdersPerInvestor: 5,
        manualHoldHours: 1.5,
        referralBonusHoldDays: 7,
      },
    });
    expect(policy).toEqual({
      largestOrderTokens: 1000n,
      pendingTokensPerInvestor: 2000n,
      pendingOrdersPerInvestor: 5,
      manualHoldMs: 1.5 * HOUR_MS,
      referralBonusHoldMs: 7 * 24 * HOUR_MS,
    });
  });

  it('refuses limits that would let one investor hold more than a tenth of the sale', () => {
    expect(
      parse(smallSale('100', { pendingTokensPerInvestor: '100', largestOrderTokens: '6' }))
        .problems,
    ).toEqual(['reservations.pendingTokensPerInvestor must be at most a tenth of hardCap (10)']);
  });

  it('refuses a largest order that its bonuses would carry past the per-investor limit', () => {
    expect(
      parse(smallSale('100', { pendingTokensPerInvestor: '10', largestOrderTokens: '8' })).problems,
    ).toEqual([
      'reservations.largestOrderTokens must fit in pendingTokensPerInvestor with the largest ' +
        'bonuses: 8 tokens hold up to 12',
    ]);
  });

  it('refuses a hard cap too small for any investor to hold a whole token', () => {
    expect(parse(smallSale('9')).problems).toEqual([
      'reservations.pendingTokensPerInvestor must be at least 1: the hard cap is too small for ' +
        'one investor to hold a tenth of it',
      'reservations.largestOrderTokens must be at least 1: the hard cap is too small',
    ]);
  });

  it('refuses limits that are not whole tokens, no hold time and unknown keys', () => {
    expect(
      parse({
        ...defaultSaleJson,
        reservations: {
          largestOrderTokens: '10.5',
          pendingOrdersPerInvestor: 0,
          manualHoldHours: 0,
          holdForever: true,
        },
      }).problems,
    ).toEqual([
      'reservations.holdForever is not allowed',
      'reservations.largestOrderTokens has an invalid format',
      'reservations.pendingOrdersPerInvestor must be at least 1',
      'reservations.manualHoldHours must be greater than 0',
    ]);
  });
});
