// An investor's browser, as far as the gateway can tell: cookies kept between requests, the CSRF
// header our web app sends, JSON GraphQL requests.
export const CSRF_HEADER = 'apollo-require-preflight';

export interface GraphqlError {
  message: string;
  extensions?: { code?: string; [key: string]: unknown };
}

export interface GraphqlAnswer<T = Record<string, unknown>> {
  status: number;
  data?: T | null;
  errors?: GraphqlError[];
}

export class Session {
  private readonly cookies = new Map<string, string>();

  constructor(readonly gatewayUrl: string) {}

  /** The same browser at another address of the site (another gateway replica): its cookies go along. */
  at(gatewayUrl: string): Session {
    const moved = new Session(gatewayUrl);
    for (const [name, value] of this.cookies) moved.cookies.set(name, value);
    return moved;
  }

  cookieHeader(): string {
    return [...this.cookies].map(([name, value]) => `${name}=${value}`).join('; ');
  }

  store(response: Response): void {
    for (const header of response.headers.getSetCookie()) {
      const [pair = ''] = header.split(';');
      const separator = pair.indexOf('=');
      const name = pair.slice(0, separator).trim();
      const value = pair.slice(separator + 1).trim();
      if (value === '' || /max-age=0/i.test(header)) this.cookies.delete(name);
      else this.cookies.set(name, value);
    }
  }

  async graphql<T = Record<string, unknown>>(
    query: string,
    variables: Record<string, unknown> = {},
  ): Promise<GraphqlAnswer<T>> {
    const response = await fetch(`${this.gatewayUrl}/graphql`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        [CSRF_HEADER]: 'true',
        cookie: this.cookieHeader(),
      },
      body: JSON.stringify({ query, variables }),
      signal: AbortSignal.timeout(30_000),
    });
    this.store(response);
    const body = (await response.json()) as Omit<GraphqlAnswer<T>, 'status'>;
    return { status: response.status, ...body };
  }
}

const SIGN_IN = `mutation ($email: String!, $password: String!) {
  signIn(email: $email, password: $password) { message }
}`;

/** A session signed in as `investor`; throws with the gateway's answer if it refuses. */
export async function signedIn(
  gatewayUrl: string,
  investor: { email: string; password: string },
): Promise<Session> {
  const session = new Session(gatewayUrl);
  const answer = await session.graphql(SIGN_IN, {
    email: investor.email,
    password: investor.password,
  });
  if (answer.errors) throw new Error(`sign-in refused: ${JSON.stringify(answer.errors)}`);
  return session;
}
