import styled from 'styled-components';
import { Badge } from '../../../components/badge';
import { Card } from '../../../components/card';
import { formatIstDate } from '../../../lib/format-date';
import type { SessionUser } from '../../../lib/session/session';

const Facts = styled.dl`
  display: grid;
  grid-template-columns: auto 1fr;
  align-items: center;
  gap: ${({ theme }) => `${theme.space(3)} ${theme.space(4)}`};
  margin: 0;

  dt {
    color: ${({ theme }) => theme.colors.textMuted};
  }

  dd {
    margin: 0;
    font-weight: 600;
    text-align: right;
  }
`;

/** Where the account stands: whether the e-mail is verified, and since when it exists. */
export function AccountStatusCard({ user }: { user: SessionUser }) {
  return (
    <Card title="Account Status">
      <Facts>
        <dt>E-mail</dt>
        <dd>
          {user.emailVerified ? (
            <Badge $tone="success">Verified</Badge>
          ) : (
            <Badge $tone="warning">Not verified</Badge>
          )}
        </dd>
        <dt>Member since</dt>
        <dd>{formatIstDate(user.createdAt)}</dd>
      </Facts>
    </Card>
  );
}
