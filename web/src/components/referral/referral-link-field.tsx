import styled from 'styled-components';
import { Button } from '../button';
import { Field } from '../form/field';
import { copyReferralLink } from './copy-referral-link';

const Row = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space(2)};

  && input {
    flex: 1 1 14rem;
    width: auto;
    min-width: 0;
  }
`;

/** The referral link, read-only and selected on focus, with a button that copies it. */
export function ReferralLinkField({ link }: { link: string }) {
  return (
    <Field label="Your referral link" control="mono">
      {({ id }) => (
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
      )}
    </Field>
  );
}
