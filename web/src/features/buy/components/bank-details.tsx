import styled from 'styled-components';
import type { BuyTokenQuery } from '../../../gql/graphql';
import { FactList } from './fact-list';

export type BankTransfer = BuyTokenQuery['sale']['bankTransfer'];

const Mono = styled.span`
  font-family: ${({ theme }) => theme.fonts.mono};
  font-size: 0.9rem;
  user-select: all;
`;

/** The sale's account for manual transfers, and the reference to write in the remarks. */
export function BankDetails({ bank }: { bank: BankTransfer }) {
  return (
    <FactList
      label="Bank details"
      facts={[
        ['Account name', bank.accountName],
        ['Bank', bank.bankName],
        ['Account number', <Mono key="account">{bank.accountNumber}</Mono>],
        ['IFSC', <Mono key="ifsc">{bank.ifsc}</Mono>],
        bank.upiId ? ['UPI ID', <Mono key="upi">{bank.upiId}</Mono>] : null,
        ['Reference (write it in the remarks)', <Mono key="reference">{bank.reference}</Mono>],
      ]}
    />
  );
}
