// Gateway answers about the investor's KYC application, and the KYC screens rendered as the app
// routes them, with the toaster and a stand-in profile page where a submission leads.
import type { MockLink } from '@apollo/client/testing';
import { Outlet } from 'react-router';
import { paths } from '../../config/paths';
import type { KycApplicationFieldsFragment } from '../../gql/graphql';
import { AppToaster } from '../../lib/toast';
import { investorSession } from '../../testing/investor';
import { renderRoutes } from '../../testing/render';
import { KycApplicationStatusQuery } from './api/kyc-application-query';
import KycRoute from './routes/kyc';
import KycFormRoute from './routes/kyc-form';

type KycAnswer = KycApplicationFieldsFragment & { __typename: 'KycApplication' };

export const WALLET = '0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAed';

export const lastSubmission = {
  __typename: 'KycSubmission' as const,
  firstName: 'Asha',
  lastName: 'Rao',
  email: 'asha@example.com',
  phone: '+91 98765 43210',
  dob: '1990-04-12',
  street1: '12 MG Road',
  street2: null,
  city: 'Bengaluru',
  state: 'Karnataka',
  postalCode: '560001',
  submittedAt: '2025-09-01T05:00:00.000Z',
  documents: [
    {
      __typename: 'KycDocument' as const,
      id: 'doc-1',
      name: 'aadhar-front.jpg',
      mediaType: 'image/jpeg',
      sizeBytes: 348_160,
    },
    {
      __typename: 'KycDocument' as const,
      id: 'doc-2',
      name: 'aadhar-back.pdf',
      mediaType: 'application/pdf',
      sizeBytes: 1_258_291,
    },
  ],
};

export function kycAnswer(overrides: Partial<KycApplicationFieldsFragment> = {}): KycAnswer {
  const submitted = overrides.status !== undefined && overrides.status !== 'NOT_SUBMITTED';
  return {
    __typename: 'KycApplication',
    status: 'NOT_SUBMITTED',
    walletAddress: null,
    rejectionReason: null,
    submission: submitted ? lastSubmission : null,
    ...overrides,
  };
}

export function kycStatusAnswer(
  overrides: Partial<KycApplicationFieldsFragment> = {},
): MockLink.MockedResponse {
  return {
    request: { query: KycApplicationStatusQuery },
    result: { data: { kyc: kycAnswer(overrides) } },
    maxUsageCount: 3,
  };
}

function Frame() {
  return (
    <>
      <Outlet />
      <AppToaster />
    </>
  );
}

/** Renders /kyc or /kyc-form for the signed-in investor; returns the router. */
export function renderKycScreen(
  route: string,
  mocks: readonly MockLink.MockedResponse[],
  session = investorSession(),
) {
  return renderRoutes(
    [
      {
        Component: Frame,
        children: [
          { path: paths.kyc.path, Component: KycRoute },
          { path: paths.kycForm.path, Component: KycFormRoute },
          { path: paths.profile.path, element: <h1>Profile page</h1> },
          { path: paths.buyToken.path, element: <h1>Buy tokens page</h1> },
        ],
      },
    ],
    { route, mocks, session },
  );
}
