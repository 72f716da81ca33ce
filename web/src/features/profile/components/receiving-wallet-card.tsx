import { useState } from 'react';
import styled from 'styled-components';
import { Button } from '../../../components/button';
import { Card } from '../../../components/card';
import { Skeleton } from '../../../components/skeleton';
import { EditWalletDialog } from './edit-wallet-dialog';

const Address = styled.p<{ $empty: boolean }>`
  margin: 0;
  font-family: ${({ theme, $empty }) => ($empty ? 'inherit' : theme.fonts.mono)};
  font-size: ${({ $empty }) => ($empty ? 'inherit' : '0.85rem')};
  color: ${({ theme, $empty }) => ($empty ? theme.colors.textMuted : theme.colors.text)};
  overflow-wrap: anywhere;
`;

interface ReceivingWalletCardProps {
  /** The registered wallet, null without one, undefined while it is being loaded. */
  walletAddress: string | null | undefined;
}

/** The BEP20 wallet the tokens go to; the profile is where it can be changed (SPEC.md §4). */
export function ReceivingWalletCard({ walletAddress }: ReceivingWalletCardProps) {
  const [editing, setEditing] = useState(false);
  const loading = walletAddress === undefined;

  return (
    <Card title="Receiving Wallet" busy={loading}>
      {loading ? (
        <Skeleton $height="1.2rem" />
      ) : (
        <Address $empty={!walletAddress}>{walletAddress ?? 'No wallet added yet'}</Address>
      )}
      <div>
        <Button
          $variant="secondary"
          aria-label="Edit receiving wallet"
          disabled={loading}
          onClick={() => setEditing(true)}
        >
          Edit
        </Button>
      </div>
      {editing && !loading ? (
        <EditWalletDialog walletAddress={walletAddress} onClose={() => setEditing(false)} />
      ) : null}
    </Card>
  );
}
