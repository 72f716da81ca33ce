// Every migration, listed by hand so the same list works from dist/ and from the TypeScript
// sources (no directory scanning). Names sort in the order they must run; append, never edit.
import type { Migration } from 'kysely';
import * as createOrders from './2026-11-21-001-create-orders.js';

export const migrations: Record<string, Migration> = {
  '2026-11-21-001-create-orders': createOrders,
};
