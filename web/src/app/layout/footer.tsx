import { Link, useLocation } from 'react-router';
import styled from 'styled-components';
import { OperatorContacts } from '../../components/operator/operator-contacts';
import { useSiteOperator } from '../../components/operator/site-operator';
import { paths } from '../../config/paths';
import { useHydrated } from '../../lib/use-hydrated';
import { media } from '../../styles/theme';
import { LanguageSwitcher } from './language-switcher';

const FOOTER_LINKS = [
  { label: 'Whitepaper', href: paths.whitePaper.getHref() },
  { label: 'About Us', href: paths.aboutUs.getHref() },
  { label: 'Privacy Policy', href: paths.privacyPolicy.getHref() },
  { label: 'Terms of Condition', href: paths.terms.getHref() },
] as const;

const Frame = styled.footer`
  margin-top: auto;
  background: ${({ theme }) => theme.colors.navy};
  color: #e8ecf7;
`;

const Inner = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(5)};
  max-width: ${({ theme }) => theme.layout.maxWidth};
  margin: 0 auto;
  padding: ${({ theme }) => `${theme.space(8)} ${theme.space(4)}`};

  ${media.md} {
    flex-direction: row;
    flex-wrap: wrap;
    align-items: center;
    justify-content: space-between;
  }
`;

const Links = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => `${theme.space(2)} ${theme.space(5)}`};
  margin: 0;
  padding: 0;
  list-style: none;

  a {
    color: inherit;
    text-underline-offset: 3px;
  }
`;

const Operator = styled.div`
  flex-basis: 100%;
  font-size: 0.875rem;
  color: #e8ecf7;
`;

// Screens whose own query brings the operator's details: on them the footer asks for nothing, so
// that their first load stays one request.
const SCREENS_WITH_OPERATOR: ReadonlySet<string> = new Set([paths.dashboard.path]);

const Copyright = styled.p`
  flex-basis: 100%;
  margin: 0;
  font-size: 0.875rem;
  color: #c3cae0;
`;

export function Footer() {
  const { pathname } = useLocation();
  const operator = useSiteOperator(SCREENS_WITH_OPERATOR.has(pathname));
  // React hydrates the prerendered footer after the rest of the page, by which time the
  // dashboard's answer may have brought the operator; the prerender had none.
  const hydrated = useHydrated();
  return (
    <Frame>
      <Inner>
        <nav aria-label="Footer">
          <Links>
            {FOOTER_LINKS.map(({ label, href }) => (
              <li key={href}>
                <Link to={href}>{label}</Link>
              </li>
            ))}
          </Links>
        </nav>
        <LanguageSwitcher />
        {hydrated && operator && (
          <Operator>
            <OperatorContacts operator={operator} />
          </Operator>
        )}
        <Copyright>© 2026 Real Estate Network Token. All rights reserved.</Copyright>
      </Inner>
    </Frame>
  );
}
