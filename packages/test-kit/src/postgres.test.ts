import { describe, expect, it } from 'vitest';
import { dropThrowawayDatabase } from './postgres.js';

describe('throw-away databases', () => {
  it('refuses to drop a database it did not name, before reaching the server', async () => {
    const server = 'postgres://postgres@127.0.0.1:1/postgres';
    await expect(
      dropThrowawayDatabase(server, 'postgres://postgres@127.0.0.1:1/rent', 'rent_test_'),
    ).rejects.toThrow('refusing to drop rent');
    await expect(
      dropThrowawayDatabase(server, 'postgres://postgres@127.0.0.1:1/postgres', 'rent_test_'),
    ).rejects.toThrow('refusing to drop postgres');
  });
});
