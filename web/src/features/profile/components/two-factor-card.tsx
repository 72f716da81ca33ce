import styled from 'styled-components';
import { Badge } from '../../../components/badge';
import { Card } from '../../../components/card';

const Status = styled.p`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space(2)};
  margin: 0;
  font-weight: 600;
`;

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
      <Status>
        Current status <Badge $tone="neutral">Disabled</Badge>
      </Status>
    </Card>
  );
}
