import type { ReactNode } from 'react';
import { InlineError } from '../../../components/inline-error';
import { Spinner } from '../../../components/spinner';
import type { KycApplicationFieldsFragment } from '../../../gql/graphql';
import { errorMessage } from '../../../lib/error-message';
import { useKycApplication } from '../api/kyc-application-query';

interface KycApplicationViewProps {
  children: (kyc: KycApplicationFieldsFragment) => ReactNode;
}

/** Loads the KYC application and shows it through `children`; loading and failure in between. */
export function KycApplicationView({ children }: KycApplicationViewProps) {
  const { data, error, loading, refetch } = useKycApplication();
  // A failed retry needs no handling here: the query's error state shows it.
  const retry = () => void refetch().catch(() => undefined);

  if (data) return children(data.kyc);
  if (error)
    return (
      <InlineError
        title="Failed to fetch KYC status"
        message={errorMessage(error)}
        onRetry={retry}
        retrying={loading}
      />
    );
  return <Spinner label="Loading your KYC application" size={36} />;
}
