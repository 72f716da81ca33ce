// Sends GraphQL requests as the suites need them (raw bodies, any headers, a session's cookies or
// none) and judges generated cases' answers.
import { CSRF_HEADER, type Session } from '@rent/test-kit/session';
import { graphqlErrorsOf, graphqlProblems, leaksIn, stringsIn } from './answer-checks.js';
import type { GraphqlCase } from './graphql-cases.js';

export interface HttpAnswer {
  status: number;
  headers: Headers;
  text: string;
  /** The parsed JSON body; undefined when the body is not JSON. */
  body: unknown;
}

/** The same URL on 127.0.0.1: every request of these suites stays on the loopback address. */
export function loopback(url: string): string {
  const parsed = new URL(url);
  if (parsed.hostname === 'localhost') parsed.hostname = '127.0.0.1';
  return parsed.toString().replace(/\/$/, '');
}

function parsed(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

/** Any HTTP request, its answer read whole. */
export async function send(url: string, init: RequestInit = {}): Promise<HttpAnswer> {
  const response = await fetch(url, {
    redirect: 'manual',
    signal: AbortSignal.timeout(30_000),
    ...init,
  });
  const text = await response.text();
  return { status: response.status, headers: response.headers, text, body: parsed(text) };
}

/** A JSON GraphQL request as the web app sends it (CSRF header on), with `session`'s cookies. */
export function postGraphql(
  gatewayUrl: string,
  body: string,
  session?: Session,
  headers: Record<string, string> = {},
): Promise<HttpAnswer> {
  return send(`${loopback(gatewayUrl)}/graphql`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      [CSRF_HEADER]: 'true',
      ...(session && { cookie: session.cookieHeader() }),
      ...headers,
    },
    body,
  });
}

function fieldData(body: unknown, field: string): unknown {
  if (typeof body !== 'object' || body === null || !('data' in body)) return null;
  const data = (body as { data: unknown }).data;
  if (typeof data !== 'object' || data === null) return null;
  return (data as Record<string, unknown>)[field] ?? null;
}

/** What is wrong with the answer to a generated case; an empty list when all is well. */
export function graphqlCaseProblems(testCase: GraphqlCase, answer: HttpAnswer): string[] {
  const problems = graphqlProblems(answer.status, answer.body);
  if (testCase.mustRefuse) {
    const fieldName = testCase.field.split('.')[1] ?? '';
    const errors = graphqlErrorsOf(answer.body);
    if (errors.length === 0 || fieldData(answer.body, fieldName) !== null) {
      problems.push(`was not refused (${answer.text.slice(0, 160)})`);
    }
  }
  const scanned = answer.body === undefined ? [answer.text] : stringsIn(answer.body);
  for (const leak of leaksIn(scanned.join('\n'), testCase.sent)) problems.push(`leaked ${leak}`);
  return problems;
}

export async function judgeGraphqlCase(
  gatewayUrl: string,
  testCase: GraphqlCase,
  session: Session,
): Promise<string[]> {
  let problems: string[];
  try {
    problems = graphqlCaseProblems(testCase, await postGraphql(gatewayUrl, testCase.body, session));
  } catch (error) {
    problems = [`got no answer: ${error instanceof Error ? error.message : String(error)}`];
  }
  return problems.map(
    (problem) => `${testCase.field} [${testCase.family}] ${testCase.description}: ${problem}`,
  );
}
