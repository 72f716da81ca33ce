import { useEffect } from 'react';
import styled from 'styled-components';
import { Button, ButtonLink } from '../components/button';
import { paths } from '../config/paths';
import { useRestoreSession } from '../lib/session/session-context';

const Panel = styled.div`
  max-width: 560px;
  margin: ${({ theme }) => `${theme.space(12)} auto`};
  padding: ${({ theme }) => theme.space(8)};
  text-align: center;
  background: ${({ theme }) => theme.colors.surface};
  border-radius: ${({ theme }) => theme.radii.lg};
  box-shadow: ${({ theme }) => theme.shadows.card};

  h1 {
    margin-top: 0;
  }
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: center;
  gap: ${({ theme }) => theme.space(3)};
`;

/**
 * What a visitor sees when a screen fails to render or its code cannot be loaded (often a new
 * release replaced the old files): a plain apology and two ways forward.
 */
export function RouteError({ error }: { error: unknown }) {
  // The screen that failed never started the session check; the top bar still needs it.
  useRestoreSession();

  useEffect(() => {
    console.error(error);
  }, [error]);

  return (
    <Panel role="alert">
      <h1>Something went wrong</h1>
      <p>
        This page could not be shown. Reloading usually helps; your account and tokens are safe.
      </p>
      <Actions>
        <Button onClick={() => window.location.reload()}>Reload page</Button>
        <ButtonLink to={paths.dashboard.getHref()} $variant="secondary" reloadDocument>
          Go to Dashboard
        </ButtonLink>
      </Actions>
    </Panel>
  );
}
