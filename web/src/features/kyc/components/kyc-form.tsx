import { Formik } from 'formik';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import styled from 'styled-components';
import { FormStack } from '../../../components/form/form-frame';
import { paths } from '../../../config/paths';
import type { KycApplicationFieldsFragment } from '../../../gql/graphql';
import { errorMessage } from '../../../lib/error-message';
import type { SessionUser } from '../../../lib/session/session';
import { toast } from '../../../lib/toast';
import { useSubmitKyc } from '../api/submit-kyc';
import { kycErrors, kycSchema } from '../forms/kyc-schema';
import { kycInitialValues, kycInput, type KycValues } from '../forms/kyc-values';
import { AddressFields } from './address-fields';
import { ConsentFields } from './consent-fields';
import { DocumentPicker } from './document-picker';
import { IdentityFields } from './identity-fields';
import { FormSection } from './form-section';
import { KycSubmitBar } from './kyc-submit-bar';

const Stack = styled(FormStack)`
  gap: ${({ theme }) => theme.space(8)};
`;

interface KycFormProps {
  user: SessionUser;
  kyc: KycApplicationFieldsFragment;
}

/** The application: details, address, documents and consents, sent with upload progress. */
export function KycForm({ user, kyc }: KycFormProps) {
  const { submitKyc, sent } = useSubmitKyc();
  const navigate = useNavigate();
  // Taken once: answers arriving later (the status is asked again on each visit) never reset it.
  const [initial] = useState(() => {
    const values = kycInitialValues(user, kyc);
    return { values, errors: kycErrors(values) };
  });

  async function submit(values: KycValues) {
    try {
      const answer = await submitKyc(kycInput(values), values.documents);
      void toast.success(answer.message || 'KYC submitted successfully. Please wait for review.');
      await navigate(paths.profile.getHref());
    } catch (error) {
      void toast.error('KYC submission failed', {
        description: errorMessage(error, 'Failed to submit KYC.'),
      });
    }
  }

  return (
    <Formik
      initialValues={initial.values}
      initialErrors={initial.errors}
      validationSchema={kycSchema}
      onSubmit={submit}
    >
      <Stack noValidate aria-label="KYC application">
        <IdentityFields />
        <AddressFields />
        <FormSection title="Aadhar Documents">
          <DocumentPicker />
        </FormSection>
        <ConsentFields />
        <KycSubmitBar sent={sent} />
      </Stack>
    </Formik>
  );
}
