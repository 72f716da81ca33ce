import { describe, expect, it } from 'vitest';
import { supportedNodeRange, unsupportedNodeMessage } from './node-version.mjs';

describe('the supported Node.js lines', () => {
  it('are the two current LTS lines, 22 and 24', () => {
    expect(unsupportedNodeMessage('v22.22.0')).toBeNull();
    expect(unsupportedNodeMessage('v24.11.0')).toBeNull();
    expect(unsupportedNodeMessage('v24.21.0')).toBeNull();
  });

  it('refuse Node 20, which reached its end of life, naming the version to install', () => {
    const message = unsupportedNodeMessage('v20.20.2');
    expect(message).toContain('RENT needs Node.js 22.22 or later');
    expect(message).toContain('this is Node.js v20.20.2');
    expect(message).toContain('Node.js 24');
  });

  it('refuse a 22 older than the oldest release every dependency supports', () => {
    expect(unsupportedNodeMessage('v22.12.0')).toContain('needs Node.js 22.22');
  });

  it('come from the root package.json', () => {
    expect(supportedNodeRange()).toBe('^22.22.0 || >=24.11.0');
  });
});
