// Sends a GraphQL operation with files through XMLHttpRequest, the one browser API that reports
// how much of a request body has gone out, so a screen can show the upload's progress.
import type { TypedDocumentNode } from '@apollo/client';
import { ServerError } from '@apollo/client/errors';
import { print, type DocumentNode } from 'graphql';
import { hasErrorCode } from '../error-facts';
import { buildTimeHashOf, printPersisted } from '../persisted-operations';
import { readGraphQLAnswer } from './graphql-answer';
import { multipartBody, type OperationForm } from './multipart-body';

export interface UploadOptions {
  /** Told the share of the request sent so far, from 0 to 1, as the files go out. */
  onProgress?: (sent: number) => void;
  /**
   * Renews the session after an UNAUTHENTICATED refusal (an expired access token); true when it
   * was renewed and the request may be sent once more.
   */
  renewSession?: () => Promise<boolean>;
  signal?: AbortSignal;
}

const GRAPHQL_URL = '/graphql';

function post(body: FormData, { onProgress, signal }: UploadOptions) {
  return new Promise<{ status: number; bodyText: string }>((resolve, reject) => {
    if (signal?.aborted) return reject(new DOMException('The upload was cancelled', 'AbortError'));
    const xhr = new XMLHttpRequest();
    xhr.open('POST', GRAPHQL_URL);
    xhr.withCredentials = true;
    // The gateway's CSRF prevention refuses multipart requests without it.
    xhr.setRequestHeader('apollo-require-preflight', 'true');
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable && event.total > 0) onProgress?.(event.loaded / event.total);
    };
    xhr.onload = () => resolve({ status: xhr.status, bodyText: xhr.responseText });
    xhr.onerror = () => reject(new TypeError('Network Error'));
    xhr.onabort = () => reject(new DOMException('The upload was cancelled', 'AbortError'));
    signal?.addEventListener('abort', () => xhr.abort(), { once: true });
    onProgress?.(0);
    xhr.send(body);
  });
}

function isUnauthenticated(error: unknown): boolean {
  return (
    hasErrorCode(error, 'UNAUTHENTICATED') || (ServerError.is(error) && error.statusCode === 401)
  );
}

async function sendAs<TData>(
  form: OperationForm,
  document: DocumentNode,
  variables: object,
  options: UploadOptions,
) {
  const { status, bodyText } = await post(multipartBody(document, variables, form), options);
  return readGraphQLAnswer<TData>(status, bodyText);
}

/**
 * A document of the app goes by its hash, as the Apollo link sends it; should the gateway not know
 * the hash, the files go once more with the persisted text (automatic persisted queries).
 */
async function sendOnce<TData, TVariables extends object>(
  document: TypedDocumentNode<TData, TVariables>,
  variables: TVariables,
  options: UploadOptions,
) {
  const hash = buildTimeHashOf(document);
  if (!hash) return sendAs<TData>({ query: print(document) }, document, variables, options);
  try {
    return await sendAs<TData>({ hash }, document, variables, options);
  } catch (error) {
    if (!hasErrorCode(error, 'PERSISTED_QUERY_NOT_FOUND')) throw error;
    const query = printPersisted(document, print);
    return sendAs<TData>({ hash, query }, document, variables, options);
  }
}

/**
 * Sends `document` with `variables`, whose File values travel as multipart parts; answers the
 * operation's data or throws as Apollo Client would. Like the session link, an UNAUTHENTICATED
 * refusal renews the session once and sends the request again; a second refusal is final.
 */
export async function sendUpload<TData, TVariables extends object>(
  document: TypedDocumentNode<TData, TVariables>,
  variables: TVariables,
  options: UploadOptions = {},
): Promise<TData> {
  try {
    return await sendOnce(document, variables, options);
  } catch (error) {
    if (!isUnauthenticated(error) || !options.renewSession) throw error;
    if (!(await options.renewSession())) throw error;
    return sendOnce(document, variables, options);
  }
}
