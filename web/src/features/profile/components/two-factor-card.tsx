import styled from 'styled-components';
import { Badge, StatusLine } from '../../../components/badge';
import { Card } from '../../../components/card';

const Text = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.textMuted};
`;

/** Two-factor verification is not offered yet; the card says so plainly (SPEC.md §2). */
export function TwoFactorCard() {
  return (
    <Card title="Two-Factor Verification">
      <Text>
        Two-factor verification adds a second step to signing in, with a code from your phone.
      </Text>
      <StatusLine>
        Current status <Badge $tone="neutral">Disabled</Badge>
      </StatusLine>
    </Card>
  );
}
