import styled from 'styled-components';

const LANGUAGES = [
  { code: 'En', name: 'English' },
  { code: 'Fr', name: 'French' },
  { code: 'Bn', name: 'Bengali' },
  { code: 'Lt', name: 'Lithuanian' },
] as const;

const Group = styled.div`
  display: flex;
  gap: ${({ theme }) => theme.space(1)};
`;

const LanguageButton = styled.button`
  min-width: 44px;
  min-height: 36px;
  padding: ${({ theme }) => `${theme.space(1)} ${theme.space(2)}`};
  border: 1px solid rgba(255, 255, 255, 0.35);
  border-radius: ${({ theme }) => theme.radii.sm};
  background: transparent;
  color: inherit;
  font: inherit;
  font-weight: 600;
  cursor: pointer;

  &[aria-pressed='true'] {
    background: ${({ theme }) => theme.colors.accent};
    border-color: ${({ theme }) => theme.colors.accent};
    color: ${({ theme }) => theme.colors.navy};
  }
`;

/** The site is in English only for now: the other languages are offered but change nothing. */
export function LanguageSwitcher() {
  return (
    <Group role="group" aria-label="Language">
      {LANGUAGES.map(({ code, name }) => (
        <LanguageButton key={code} type="button" title={name} aria-pressed={code === 'En'}>
          {code}
        </LanguageButton>
      ))}
    </Group>
  );
}
