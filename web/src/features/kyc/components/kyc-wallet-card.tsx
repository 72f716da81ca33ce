import { useState } from 'react';
import styled from 'styled-components';
import { Button } from '../../../components/button';
import { Card } from '../../../components/card';
import { AddWalletDialog } from '../../../components/wallet/add-wallet-dialog';

const Address = styled.p<{ $empty: boolean }>`
  margin: 0;
  font-family: ${({ theme, $empty }) => ($empty ? 'inherit' : theme.fonts.mono)};
  font-size: ${({ $empty }) => ($empty ? 'inherit' : '0.85rem')};
  color: ${({ theme, $empty }) => ($empty ? theme.colors.textMuted : theme.colors.text)};
  overflow-wrap: anywhere;
`;

/** The BEP20 wallet the tokens go to, added here once (SPEC.md §4). */
export function KycWalletCard({ walletAddress }: { walletAddress: string | null }) {
  const [open, setOpen] = useState(false);
  return (
    <Card title="Receiving Wallet">
      <Address $empty={!walletAddress}>{walletAddress ?? 'No wallet added yet'}</Address>
      <div>
        <Button $variant="secondary" onClick={() => setOpen(true)}>
          {walletAddress ? 'View Wallet' : 'Add Wallet'}
        </Button>
      </div>
      {open ? (
        <AddWalletDialog walletAddress={walletAddress} onClose={() => setOpen(false)} />
      ) : null}
    </Card>
  );
}
