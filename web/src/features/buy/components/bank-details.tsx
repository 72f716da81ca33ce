import styled from 'styled-components';
import type { BuyTokenQuery } from '../../../gql/graphql';
import { CopyButton } from '../../../components/copy-button';
import { FactList, type Fact } from '../../../components/fact-list';

export type BankTransfer = NonNullable<BuyTokenQuery['sale']>['bankTransfer'];

const Value = styled.span`
  display: inline-flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: flex-end;
  gap: ${({ theme }) => theme.space(2)};
`;

const Mono = styled.span`
  font-family: ${({ theme }) => theme.fonts.mono};
  font-size: 0.9rem;
  user-select: all;
`;

const Reference = styled(Mono)`
  font-size: 1.05rem;
  font-weight: 800;
  letter-spacing: 0.08em;
`;

const Plain = styled.span``;

/** Where the investor's reference stands: asked for, known, or not to be had. */
export type ReferenceState =
  { status: 'loading' } | { status: 'ready'; reference: string } | { status: 'failed' };

const REFERENCE = 'Reference (write it in the remarks)';

interface BankDetailsProps {
  bank: BankTransfer;
  reference: ReferenceState;
}

/** A detail with its own copy button; the copied text is exactly the one shown. */
function copyable(label: string, value: string, copyLabel: string, Look = Mono): Fact {
  return [
    label,
    <Value key={label}>
      <Look>{value}</Look>
      <CopyButton value={value} label={copyLabel} />
    </Value>,
  ];
}

function referenceFact(reference: ReferenceState): Fact {
  switch (reference.status) {
    case 'ready':
      return copyable(REFERENCE, reference.reference, 'reference', Reference);
    case 'loading':
      return [REFERENCE, 'Getting your reference…'];
    case 'failed':
      return [
        REFERENCE,
        'Your reference could not be fetched: write your registered e-mail address',
      ];
  }
}

/**
 * The sale's account for manual transfers, each detail with a copy button, and the investor's
 * reference for this transfer (decision 0088), which tells it apart on the bank statement.
 */
export function BankDetails({ bank, reference }: BankDetailsProps) {
  return (
    <FactList
      label="Bank details"
      facts={[
        copyable('Account name', bank.accountName, 'account name', Plain),
        ['Bank', bank.bankName],
        copyable('Account number', bank.accountNumber, 'account number'),
        copyable('IFSC', bank.ifsc, 'IFSC'),
        bank.upiId ? copyable('UPI ID', bank.upiId, 'UPI ID') : null,
        referenceFact(reference),
      ]}
    />
  );
}
