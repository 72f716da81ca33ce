import { useMutation } from '@apollo/client/react';
import { useEffect } from 'react';
import { graphql } from '../../../gql';
import type { ReferenceState } from '../components/bank-details';

export const OpenBankReferenceMutation = graphql(`
  mutation OpenBankReference {
    openBankReference {
      reference
    }
  }
`);

/**
 * The investor's reference for the bank transfer they are about to make, asked for when the bank
 * details are shown. The server gives the same one until a manual order takes it (decision 0088),
 * so asking twice (a dialog opened again, React's strict mode) is harmless.
 */
export function useBankReference(): ReferenceState {
  const [open, { data, error }] = useMutation(OpenBankReferenceMutation);
  useEffect(() => {
    open().catch(() => undefined);
  }, [open]);
  if (data) return { status: 'ready', reference: data.openBankReference.reference };
  return error ? { status: 'failed' } : { status: 'loading' };
}
