import { Badge } from '../../../components/badge';
import { Card } from '../../../components/card';
import { FactList } from '../../../components/fact-list';
import { formatIstDate } from '@rent/sale-rules';
import type { SessionUser } from '../../../lib/session/session';

/** Where the account stands: whether the e-mail is verified, and since when it exists. */
export function AccountStatusCard({ user }: { user: SessionUser }) {
  return (
    <Card title="Account Status">
      <FactList
        layout="grid"
        spacing={3}
        centered
        facts={[
          [
            'E-mail',
            user.emailVerified ? (
              <Badge key="e-mail" $tone="success">
                Verified
              </Badge>
            ) : (
              <Badge key="e-mail" $tone="warning">
                Not verified
              </Badge>
            ),
          ],
          ['Member since', formatIstDate(user.createdAt)],
        ]}
      />
    </Card>
  );
}
