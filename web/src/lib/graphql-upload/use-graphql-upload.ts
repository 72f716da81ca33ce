import type { TypedDocumentNode } from '@apollo/client';
import { useCallback } from 'react';
import { useSessionRenewal } from '../session/use-session-renewal';
import { sendUpload, type UploadOptions } from './send-upload';

export type SendUpload = <TData, TVariables extends object>(
  document: TypedDocumentNode<TData, TVariables>,
  variables: TVariables,
  options?: Omit<UploadOptions, 'renewSession'>,
) => Promise<TData>;

/** `sendUpload` bound to the investor's session, renewed once when it has expired. */
export function useGraphQLUpload(): SendUpload {
  const renewSession = useSessionRenewal();
  return useCallback(
    (document, variables, options) => sendUpload(document, variables, { ...options, renewSession }),
    [renewSession],
  );
}
