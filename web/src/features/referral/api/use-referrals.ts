import { useQuery } from '@apollo/client/react';
import { useCallback, useEffect, useState } from 'react';
import type { ReferralsQueryVariables } from '../../../gql/graphql';
import { errorMessage } from '../../../lib/error-message';
import { toast } from '../../../lib/toast';
import { isNetworkFailure } from './network-failure';
import { ReferralsQuery } from './referrals-query';

/** SPEC.md §8 and §9: the toast of a failure, and the automatic retries of a network failure. */
export const FETCH_FAILED = 'Failed to fetch referral data';
export const AUTO_RETRIES = 3;
export const RETRY_DELAY_MS = 2000;
const FAILURE_TOAST = 'referral-fetch-failed';
// Long enough to reach its Retry button; the page keeps its own Retry button after that.
const FAILURE_TOAST_MS = 10_000;

/**
 * The referral table's query for `variables`. A network failure is retried up to 3 times, 2 s
 * apart; what still fails (or was refused) is announced by a toast with a Retry action.
 */
export function useReferrals(variables: ReferralsQueryVariables) {
  // The query is opened with the first variables and moved to new ones once a render showing them
  // is committed. Given new variables while rendering, useQuery would send them from renders React
  // may still discard: a navigation renders in a transition while the committed screen re-renders
  // with the old address, and the two would take turns asking for the old and the new page.
  const [opening] = useState(variables);
  const query = useQuery(ReferralsQuery, {
    variables: opening,
    // Referred investors keep buying: show what is cached, and ask again.
    fetchPolicy: 'cache-and-network',
    notifyOnNetworkStatusChange: true,
  });
  const { observable, refetch } = query;
  useEffect(() => {
    if (JSON.stringify(observable.variables) === JSON.stringify(variables)) return;
    // A failure needs no handling here: the query's error state shows it.
    observable.reobserve({ variables }).catch(() => undefined);
  }, [observable, variables]);

  // Until then, what the query holds answers the previous question.
  const key = JSON.stringify(query.variables);
  const settled = key === JSON.stringify(variables);
  const error = settled ? query.error : undefined;
  const loading = query.loading || !settled;

  // Retries are counted per question: other variables start again from none.
  const [retries, setRetries] = useState({ key, count: 0 });
  const count = retries.key === key ? retries.count : 0;
  const retrying = Boolean(error) && !loading && isNetworkFailure(error) && count < AUTO_RETRIES;
  const failed = Boolean(error) && !loading && !retrying;

  const retry = useCallback(() => {
    setRetries({ key, count: 0 });
    void refetch().catch(() => undefined);
  }, [key, refetch]);

  useEffect(() => {
    if (!retrying) return;
    const timer = setTimeout(() => {
      setRetries({ key, count: count + 1 });
      void refetch().catch(() => undefined);
    }, RETRY_DELAY_MS);
    return () => clearTimeout(timer);
  }, [retrying, error, key, count, refetch]);

  useEffect(() => {
    if (!failed) return;
    void toast.error(FETCH_FAILED, {
      id: FAILURE_TOAST,
      description: errorMessage(error),
      duration: FAILURE_TOAST_MS,
      action: { label: 'Retry', onClick: retry },
    });
  }, [failed, error, retry]);

  return {
    data: settled ? query.data : undefined,
    previousData: settled ? query.previousData : (query.data ?? query.previousData),
    loading,
    error,
    /** Failed for good: no automatic retry is left (or none was due). */
    failed,
    /** Waiting to send an automatic retry. */
    retrying,
    retry,
  };
}
