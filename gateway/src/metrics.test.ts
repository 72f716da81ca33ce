import { metricValue } from '@rent/test-kit/metrics';
import { describe, expect, it } from 'vitest';
import { createGatewayMetrics, operationLabel } from './metrics.js';

describe('the label of a GraphQL operation', () => {
  it('is the name of an operation the web app sends', () => {
    expect(operationLabel('Dashboard')).toBe('Dashboard');
    expect(operationLabel('SignIn')).toBe('SignIn');
  });

  it('is a bucket for any other name, or none', () => {
    expect(operationLabel('dashboard')).toBe('other');
    expect(operationLabel('AnythingAtAll')).toBe('other');
    expect(operationLabel('constructor')).toBe('other');
    expect(operationLabel(undefined)).toBe('anonymous');
    expect(operationLabel('')).toBe('anonymous');
  });
});

describe('the errors counted', () => {
  it('are labelled by the contract’s codes, anything else as OTHER', async () => {
    const metrics = createGatewayMetrics();
    metrics.countError('RATE_LIMITED');
    metrics.countError('GRAPHQL_PARSE_FAILED');
    metrics.countError({ code: 'x' });
    metrics.countError(undefined);
    const text = await metrics.text();
    expect(metricValue(text, 'rent_gateway_graphql_errors_total', { code: 'RATE_LIMITED' })).toBe(
      1,
    );
    expect(metricValue(text, 'rent_gateway_graphql_errors_total', { code: 'OTHER' })).toBe(3);
  });
});
