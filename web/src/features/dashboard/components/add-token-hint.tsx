import { useState } from 'react';
import styled from 'styled-components';
import { Button } from '../../../components/button';
import { injectedWallet, watchToken, type WatchedToken } from '../../../lib/wallet/watch-asset';

const Hint = styled.details`
  font-size: 0.9rem;

  summary {
    cursor: pointer;
    font-weight: 600;
    color: ${({ theme }) => theme.colors.primary};
  }

  ol {
    margin: ${({ theme }) => `${theme.space(2)} 0`};
    padding-left: 1.3em;
    color: ${({ theme }) => theme.colors.text};
  }

  li + li {
    margin-top: ${({ theme }) => theme.space(1)};
  }

  p {
    margin: ${({ theme }) => `${theme.space(2)} 0 0`};
  }
`;

type Outcome = 'idle' | 'added' | 'declined' | 'failed';

const OUTCOME_TEXT: Record<Exclude<Outcome, 'idle'>, string> = {
  added: 'RENT is listed in your wallet.',
  declined: 'Your wallet did not add RENT. You can add it by hand with the steps above.',
  failed: 'Your wallet could not add RENT. Add it by hand with the steps above.',
};

interface AddTokenHintProps {
  token: WatchedToken;
  chainName: string;
}

/**
 * How to see RENT in a wallet app: wallets list only the tokens they know, so the investor adds
 * it as a custom token from the contract's facts. With a browser wallet, one button asks it to.
 */
export function AddTokenHint({ token, chainName }: AddTokenHintProps) {
  const [outcome, setOutcome] = useState<Outcome>('idle');
  const wallet = injectedWallet();

  async function add() {
    if (!wallet) return;
    try {
      setOutcome((await watchToken(wallet, token)) ? 'added' : 'declined');
    } catch {
      setOutcome('failed');
    }
  }

  return (
    <Hint>
      <summary>Add {token.symbol} to your wallet</summary>
      <ol>
        <li>
          In your wallet, switch to the <strong>{chainName}</strong> network.
        </li>
        <li>
          MetaMask: choose <strong>Import tokens</strong>. Trust Wallet: choose{' '}
          <strong>Add Custom Token</strong>.
        </li>
        <li>Paste the contract address above.</li>
        <li>
          Check that the symbol reads <strong>{token.symbol}</strong> and the decimals{' '}
          <strong>{token.decimals}</strong>, then confirm.
        </li>
      </ol>
      {wallet ? (
        <Button $variant="secondary" onClick={() => void add()}>
          Add {token.symbol} to my browser wallet
        </Button>
      ) : null}
      <p role="status">{outcome === 'idle' ? null : OUTCOME_TEXT[outcome]}</p>
    </Hint>
  );
}
