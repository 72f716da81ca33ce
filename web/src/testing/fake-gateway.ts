// A terminating Apollo link that answers each operation, by name, from a script of answers in
// order, and records what was asked: for testing the links and the session without a network.
import { ApolloLink } from '@apollo/client';
import { Observable } from 'rxjs';

export type ScriptedAnswer = ApolloLink.Result | Error;

export const unauthenticated: ApolloLink.Result = {
  errors: [{ message: 'Not signed in', extensions: { code: 'UNAUTHENTICATED' } }],
};

export function fakeGateway(script: Record<string, ScriptedAnswer[]>) {
  const asked: string[] = [];
  const link = new ApolloLink(
    (operation) =>
      new Observable<ApolloLink.Result>((observer) => {
        const name = operation.operationName ?? '';
        asked.push(name);
        const answer = script[name]?.shift();
        const timer = setTimeout(() => {
          if (!answer) observer.error(new Error(`No answer scripted for ${name}`));
          else if (answer instanceof Error) observer.error(answer);
          else {
            observer.next(answer);
            observer.complete();
          }
        }, 1);
        return () => clearTimeout(timer);
      }),
  );
  return { link, asked };
}

export function setSessionCookie(present: boolean): void {
  document.cookie = present
    ? 'rent_session=1; path=/'
    : 'rent_session=; path=/; expires=Thu, 01 Jan 1970 00:00:00 GMT';
}
