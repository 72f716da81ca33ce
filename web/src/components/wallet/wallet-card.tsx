import { useState, type ReactNode } from 'react';
import styled from 'styled-components';
import { Button } from '../button';
import { Card } from '../card';
import { Skeleton } from '../skeleton';
import { WalletAddressText } from './wallet-address-text';

const Address = styled.p<{ $empty: boolean }>`
  margin: 0;
  font-family: ${({ theme, $empty }) => ($empty ? 'inherit' : theme.fonts.mono)};
  font-size: ${({ $empty }) => ($empty ? 'inherit' : '0.85rem')};
  color: ${({ theme, $empty }) => ($empty ? theme.colors.textMuted : theme.colors.text)};
  /* Breaks first in the address's middle (WalletAddressText), anywhere only on a very narrow card. */
  overflow-wrap: anywhere;
`;

interface WalletCardProps {
  /** The registered wallet, null without one, undefined while it is being loaded. */
  walletAddress: string | null | undefined;
  /** The words on the card's one button, and its accessible name where the words need one. */
  action: { text: string; label?: string };
  /** The dialog the button opens, given the way to close it. */
  dialog: (walletAddress: string | null, close: () => void) => ReactNode;
}

/** The BEP20 wallet the tokens go to, with the button that adds, shows or edits it (SPEC.md §4). */
export function WalletCard({ walletAddress, action, dialog }: WalletCardProps) {
  const [open, setOpen] = useState(false);
  const loading = walletAddress === undefined;

  return (
    <Card title="Receiving Wallet" busy={loading}>
      {loading ? (
        <Skeleton $height="1.2rem" />
      ) : (
        <Address $empty={!walletAddress}>
          {walletAddress ? <WalletAddressText address={walletAddress} /> : 'No wallet added yet'}
        </Address>
      )}
      <div>
        <Button
          $variant="secondary"
          aria-label={action.label}
          disabled={loading}
          onClick={() => setOpen(true)}
        >
          {action.text}
        </Button>
      </div>
      {open && !loading ? dialog(walletAddress, () => setOpen(false)) : null}
    </Card>
  );
}
