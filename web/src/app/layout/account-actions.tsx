import styled from 'styled-components';
import { ButtonLink } from '../../components/button';
import { paths } from '../../config/paths';

const Actions = styled.div`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space(2)};
  margin-left: auto;
`;

/**
 * The right-hand end of the top bar. A visitor gets the Login button; the signed-in variant
 * (greeting, balance and account dropdown) belongs here once accounts exist.
 */
export function AccountActions() {
  return (
    <Actions>
      <ButtonLink to={paths.login.getHref()}>Login</ButtonLink>
    </Actions>
  );
}
