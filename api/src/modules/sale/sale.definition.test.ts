import { describe, expect, it } from 'vitest';
import {
  defaultSaleJson,
  parseSaleDefinition,
  type SaleDefinitionJson,
} from './sale.definition.js';

const withPhases = (phases: SaleDefinitionJson['phases']): SaleDefinitionJson => ({
  ...defaultSaleJson,
  phases,
});

const problemsOf = (json: unknown) => {
  const result = parseSaleDefinition(json);
  return result.ok ? [] : result.problems.map(({ message }) => message);
};

describe('a sale definition', () => {
  it('accepts the default sale', () => {
    const result = parseSaleDefinition(defaultSaleJson);
    expect(result.ok).toBe(true);
  });

  it('normalises amounts and reads instants with their offset', () => {
    const result = parseSaleDefinition({
      ...defaultSaleJson,
      price: '01000.00',
      saleEnd: '2025-12-31T00:00:00+05:30',
    });
    if (!result.ok) throw new Error(result.problems[0]?.message);
    expect(result.sale.price).toBe('1000');
    expect(result.sale.saleEnd.toISOString()).toBe('2025-12-30T18:30:00.000Z');
  });

  it('refuses an instant without an offset, which would depend on the server zone', () => {
    expect(problemsOf({ ...defaultSaleJson, saleEnd: '2025-12-30T18:29:59' })).toEqual([
      'saleEnd must be a valid date-time',
    ]);
  });

  it('refuses a phase whose end is not a whole second', () => {
    const [first] = defaultSaleJson.phases;
    expect(problemsOf(withPhases([{ ...first!, end: '2025-08-14T18:29:59.500Z' }]))).toEqual([
      'phases[0].end must be a whole second (the last second of the phase)',
    ]);
  });

  it('refuses a phase that ends before it starts', () => {
    const [first] = defaultSaleJson.phases;
    expect(problemsOf(withPhases([{ ...first!, end: '2025-06-01T00:00:00Z' }]))).toEqual([
      'phases[0].end must not be before the start of the phase',
    ]);
  });

  it('refuses phases out of order and repeated names', () => {
    const [first, second] = defaultSaleJson.phases;
    expect(problemsOf(withPhases([second!, { ...first!, name: second!.name }]))).toEqual([
      'phases[1].start must come after the end of "Phase 1"',
      'phases[1].name repeats the phase name "Phase 1"',
    ]);
  });

  it('allows a gap between phases', () => {
    const [first, , third] = defaultSaleJson.phases;
    expect(problemsOf(withPhases([first!, third!]))).toEqual([]);
  });

  it('refuses caps that contradict each other and a zero price', () => {
    expect(
      problemsOf({ ...defaultSaleJson, price: '0', softCap: '20000000', hardCap: '15000000' }),
    ).toEqual([
      'price must be greater than 0',
      'softCap must not exceed hardCap',
      'hardCap must not exceed totalSupply',
    ]);
  });

  it('refuses amounts that are not decimal strings', () => {
    expect(problemsOf({ ...defaultSaleJson, price: 1000 })).toEqual(['price must be a string']);
    expect(problemsOf({ ...defaultSaleJson, price: '1e3' })).toEqual([
      'price has an invalid format',
    ]);
  });

  it('refuses a sale with no phase', () => {
    expect(problemsOf(withPhases([]))).toEqual(['phases must have at least 1 item(s)']);
  });
});
