// What `extensions.code` of a GraphQL error may say (DESIGN.md §5): the gateway sets it, the web
// reads it.
export const ERROR_CODES = [
  'BAD_USER_INPUT',
  'UNAUTHENTICATED',
  'FORBIDDEN',
  'NOT_FOUND',
  'CONFLICT',
  'RATE_LIMITED',
  'UPSTREAM_UNAVAILABLE',
  'INTERNAL',
  // Operations sent by hash (Apollo's automatic persisted queries, decision 0092).
  'PERSISTED_QUERY_NOT_FOUND',
  'PERSISTED_QUERY_MISMATCH',
  'PERSISTED_QUERY_ONLY',
] as const;

export type ErrorCode = (typeof ERROR_CODES)[number];
