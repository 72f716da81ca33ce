import { MockedProvider } from '@apollo/client/testing/react';
import { renderHook, waitFor } from '@testing-library/react';
import { parse } from 'graphql';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { answer, message, refusal } from '../../testing/auth-answers';
import { setSessionCookie } from '../../testing/fake-gateway';
import { installFakeXhr } from '../../testing/fake-xhr';
import { investorSession } from '../../testing/investor';
import type { Session } from '../session/session';
import { SessionProvider } from '../session/session-context';
import { RefreshSessionMutation } from '../session/session-operations';
import { useGraphQLUpload } from './use-graphql-upload';

const SubmitProof = parse(
  'mutation SubmitProof($proof: Upload!) { submitProof(proof: $proof) { message } }',
);
const proof = new File(['%PDF-1.7'], 'proof.pdf', { type: 'application/pdf' });
const expired = { errors: [{ message: 'Not signed in', extensions: { code: 'UNAUTHENTICATED' } }] };

function renderUpload(session: Session, refreshed: boolean) {
  const refresh = answer(
    RefreshSessionMutation,
    {},
    refreshed
      ? { data: { refreshSession: message('Session refreshed') } }
      : refusal('Not signed in', { code: 'UNAUTHENTICATED' }),
  );
  const wrapper = ({ children }: { children: ReactNode }) => (
    <MockedProvider mocks={[refresh]}>
      <SessionProvider session={session}>{children}</SessionProvider>
    </MockedProvider>
  );
  return renderHook(() => useGraphQLUpload(), { wrapper }).result.current;
}

describe('uploads within the investor session', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    setSessionCookie(false);
  });

  it('renew an expired session through the gateway and send the file again', async () => {
    setSessionCookie(true);
    const request = installFakeXhr();
    const session = investorSession();
    const upload = renderUpload(session, true);

    const sent = upload(SubmitProof, { proof });
    (await request()).respond(200, expired);
    (await request(1)).respond(200, { data: { submitProof: { message: 'Received' } } });
    await expect(sent).resolves.toEqual({ submitProof: { message: 'Received' } });
    expect(session.getState().status).toBe('signed-in');
  });

  it('sign the investor out when the session cannot be renewed', async () => {
    setSessionCookie(true);
    const request = installFakeXhr();
    const session = investorSession();
    const upload = renderUpload(session, false);

    const sent = upload(SubmitProof, { proof });
    (await request()).respond(200, expired);
    await expect(sent).rejects.toThrow('Not signed in');
    await waitFor(() => expect(session.getState().status).toBe('signed-out'));
  });
});
