import { useId } from 'react';
import styled from 'styled-components';
import { Button } from '../button';
import { fieldLabel, inputLook } from '../form/form-frame';
import { copyReferralLink } from './copy-referral-link';

const Field = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(1.5)};

  label {
    ${fieldLabel}
  }
`;

const Row = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space(2)};

  input {
    ${inputLook}
    flex: 1 1 14rem;
    width: auto;
    min-width: 0;
    font-family: ${({ theme }) => theme.fonts.mono};
    font-size: 0.85rem;
  }
`;

/** The referral link, read-only and selected on focus, with a button that copies it. */
export function ReferralLinkField({ link }: { link: string }) {
  const id = useId();
  return (
    <Field>
      <label htmlFor={id}>Your referral link</label>
      <Row>
        <input id={id} value={link} readOnly onFocus={(event) => event.currentTarget.select()} />
        <Button
          $variant="secondary"
          aria-label="Copy referral link"
          onClick={() => void copyReferralLink(link)}
        >
          Copy
        </Button>
      </Row>
    </Field>
  );
}
