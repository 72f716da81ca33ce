// Gateway answers for the account operations, for tests through Apollo's MockedProvider.
import type { MockLink } from '@apollo/client/testing';
import type { DocumentNode } from 'graphql';
import { investor } from './investor';

export const userAnswer = investor;

export const message = (text: string) => ({ __typename: 'MessagePayload', message: text });

/** A refusal as the gateway normalises it (DESIGN.md §5). */
export function refusal(text: string, extensions: Record<string, unknown>) {
  return { errors: [{ message: text, extensions }] };
}

export function answer(
  query: DocumentNode,
  variables: Record<string, unknown>,
  result: MockLink.MockedResponse['result'],
): MockLink.MockedResponse {
  return { request: { query, variables }, result };
}
