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

describe('the counts beside the latency histograms', () => {
  it('say how many were observed, by the same labels, on every scrape', async () => {
    const metrics = createGatewayMetrics();
    metrics.observeRequest('graphql', '200', 0.004);
    metrics.observeRequest('graphql', '200', 0.3);
    metrics.observeRequest('health', '200', 0.001);
    metrics.observeOperation('Dashboard', true, 0.02);
    metrics.observeApiCall('getCurrentUser', 401, 0.002);
    const first = await metrics.text();
    const requests = (status: string, route: string, text: string) =>
      metricValue(text, 'rent_gateway_http_requests_total', { route, status });
    expect(requests('200', 'graphql', first)).toBe(2);
    expect(requests('200', 'health', first)).toBe(1);
    expect(
      metricValue(first, 'rent_gateway_http_request_duration_seconds_count', {
        route: 'graphql',
        status: '200',
      }),
    ).toBe(2);
    expect(
      metricValue(first, 'rent_gateway_graphql_operations_total', {
        operation: 'Dashboard',
        outcome: 'ok',
      }),
    ).toBe(1);
    expect(
      metricValue(first, 'rent_gateway_api_calls_total', {
        operation_id: 'getCurrentUser',
        status: '401',
      }),
    ).toBe(1);

    // A second scrape counts what came since on top, not twice what came before.
    metrics.observeRequest('graphql', '200', 0.01);
    const second = await metrics.text();
    expect(requests('200', 'graphql', second)).toBe(3);
    expect(requests('200', 'health', second)).toBe(1);
  });
});
