import styled from 'styled-components';
import { ButtonLink } from '../../../components/button';
import { Card } from '../../../components/card';
import { paths } from '../../../config/paths';

const Text = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.textMuted};
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space(3)};
`;

/** In place of the form once the investor is verified: there is nothing more to send. */
export function KycCompleted() {
  return (
    <Card title="KYC Completed">
      <Text>
        Your identity is verified. There is nothing more to submit, and you can buy tokens.
      </Text>
      <Actions>
        <ButtonLink to={paths.buyToken.getHref()}>Buy Tokens</ButtonLink>
        <ButtonLink to={paths.profile.getHref()} $variant="secondary">
          Go to Profile
        </ButtonLink>
      </Actions>
    </Card>
  );
}

/** In place of the form while the team checks the last application. */
export function KycUnderReview() {
  return (
    <Card title="KYC In Review">
      <Text>
        Your KYC application is under review, so there is nothing to submit for now. You will
        receive an e-mail when it has been checked.
      </Text>
      <Actions>
        <ButtonLink to={paths.kyc.getHref()} $variant="secondary">
          View KYC Status
        </ButtonLink>
      </Actions>
    </Card>
  );
}
