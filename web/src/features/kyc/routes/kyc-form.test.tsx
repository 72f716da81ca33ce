import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { installFakeXhr } from '../../../testing/fake-xhr';
import { acceptTerms, documentInput, fillDetails, pdf, photo, stubObjectUrls } from '../test-form';
import { kycAnswer, kycStatusAnswer, lastSubmission, renderKycScreen } from '../test-utils';

const submitted = {
  data: {
    submitKyc: {
      __typename: 'KycPayload',
      message: 'KYC submitted successfully. Please wait for review.',
      kyc: kycAnswer({ status: 'SUBMITTED' }),
    },
  },
};

async function fillAndSubmit() {
  await screen.findByRole('form', { name: 'KYC application' });
  await fillDetails();
  await acceptTerms();
  await userEvent.upload(documentInput(), [photo('front.jpg'), pdf('back.pdf')]);
  await userEvent.click(screen.getByRole('button', { name: 'Submit KYC' }));
}

describe('the KYC form screen', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('shows the completed message instead of the form once verified', async () => {
    renderKycScreen('/kyc-form', [kycStatusAnswer({ status: 'VERIFIED' })]);
    const done = await screen.findByRole('region', { name: 'KYC Completed' });
    expect(done).toHaveTextContent('Your identity is verified.');
    expect(screen.queryByRole('form')).not.toBeInTheDocument();
  });

  it.each(['SUBMITTED', 'IN_REVIEW'] as const)(
    'says a %s application is under review, without a form',
    async (status) => {
      renderKycScreen('/kyc-form', [kycStatusAnswer({ status })]);
      const notice = await screen.findByRole('region', { name: 'KYC In Review' });
      expect(notice).toHaveTextContent('Your KYC application is under review');
      expect(within(notice).getByRole('link', { name: 'View KYC Status' })).toHaveAttribute(
        'href',
        '/kyc',
      );
      expect(screen.queryByRole('form')).not.toBeInTheDocument();
    },
  );

  it('starts a resubmission from the rejected application, with its reason', async () => {
    const reason = 'The address does not match the Aadhar card.';
    renderKycScreen('/kyc-form', [
      kycStatusAnswer({ status: 'REJECTED', rejectionReason: reason }),
    ]);
    expect(await screen.findByText(`Reason: ${reason}`)).toBeInTheDocument();
    expect(screen.getByLabelText('Street Address 1')).toHaveValue(lastSubmission.street1);
    expect(screen.getByLabelText('Postal Code')).toHaveValue('560001');
    expect(
      screen.getByRole('checkbox', { name: 'I accept the Terms of Condition' }),
    ).not.toBeChecked();
  });

  it('sends the application with its documents, shows the upload, then goes to the profile', async () => {
    stubObjectUrls();
    const request = installFakeXhr();
    const router = renderKycScreen('/kyc-form', [kycStatusAnswer()]);
    await fillAndSubmit();

    const xhr = await request();
    expect(xhr.part('operations')).toMatchObject({
      operationName: 'SubmitKyc',
      variables: {
        input: {
          firstName: 'Asha',
          lastName: 'Rao',
          email: 'asha@example.com',
          phone: '+91 98765 43210',
          dob: '1990-04-12',
          street1: '12 MG Road',
          city: 'Bengaluru',
          state: 'Karnataka',
          postalCode: '560001',
          termsAccepted: true,
          privacyPolicyAccepted: true,
        },
        documents: [null, null],
      },
    });
    expect(xhr.part('map')).toEqual({
      '0': ['variables.documents.0'],
      '1': ['variables.documents.1'],
    });
    expect((xhr.body?.get('1') as File).name).toBe('back.pdf');
    expect(screen.getByRole('button', { name: 'Submitting…' })).toBeDisabled();

    const bar = screen.getByRole('progressbar', { name: 'Uploading documents' });
    expect(bar).toHaveAttribute('aria-valuenow', '0');
    xhr.progress(512, 1024);
    expect(await screen.findByText('Uploading documents… 50%')).toBeInTheDocument();
    expect(bar).toHaveAttribute('aria-valuenow', '50');
    xhr.progress(1024, 1024);
    expect(await screen.findByText('Upload complete, waiting for the server…')).toBeInTheDocument();
    expect(bar).toHaveAttribute('aria-valuenow', '100');

    xhr.respond(200, submitted);
    expect(
      await screen.findByText('KYC submitted successfully. Please wait for review.'),
    ).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'Profile page' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/profile');
  });

  it("explains a refused submission with the server's message and keeps the form", async () => {
    stubObjectUrls();
    const request = installFakeXhr();
    const router = renderKycScreen('/kyc-form', [kycStatusAnswer()]);
    await fillAndSubmit();
    (await request()).respond(200, {
      errors: [
        { message: 'Please enter a valid postal code', extensions: { code: 'BAD_USER_INPUT' } },
      ],
    });

    expect(await screen.findByText('KYC submission failed')).toBeInTheDocument();
    expect(screen.getByText('Please enter a valid postal code')).toBeInTheDocument();
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Submit KYC' })).toBeEnabled();
    expect(router.state.location.pathname).toBe('/kyc-form');
  });

  it('catches up when the application turns out to be in review already', async () => {
    stubObjectUrls();
    const request = installFakeXhr();
    renderKycScreen('/kyc-form', [
      { ...kycStatusAnswer(), maxUsageCount: 1 },
      kycStatusAnswer({ status: 'IN_REVIEW' }),
    ]);
    await fillAndSubmit();
    (await request()).respond(200, {
      errors: [{ message: 'Your KYC is already under review.', extensions: { code: 'CONFLICT' } }],
    });

    expect(await screen.findByText('Your KYC is already under review.')).toBeInTheDocument();
    expect(await screen.findByRole('region', { name: 'KYC In Review' })).toBeInTheDocument();
  });
});
