import styled from 'styled-components';
import { shareTargets } from './referral-link';

const List = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space(2)};
  margin: 0;
  padding: 0;
  list-style: none;

  a {
    display: inline-flex;
    align-items: center;
    min-height: 44px;
    padding: ${({ theme }) => `${theme.space(2)} ${theme.space(3.5)}`};
    border: 1px solid ${({ theme }) => theme.colors.border};
    border-radius: ${({ theme }) => theme.radii.pill};
    background: ${({ theme }) => theme.colors.surface};
    color: ${({ theme }) => theme.colors.primary};
    font-size: 0.9rem;
    font-weight: 600;
    text-decoration: none;
  }

  a:hover {
    background: ${({ theme }) => theme.colors.surfaceAlt};
  }
`;

/** Links that open WhatsApp, Telegram, X, Facebook, LinkedIn or e-mail with the link filled in. */
export function ShareLinks({ link }: { link: string }) {
  return (
    <List aria-label="Share your referral link">
      {shareTargets(link).map((target) => (
        <li key={target.name}>
          <a href={target.href} target="_blank" rel="noopener noreferrer" aria-label={target.label}>
            {target.name}
          </a>
        </li>
      ))}
    </List>
  );
}
