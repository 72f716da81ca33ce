import styled from 'styled-components';

const Mark = styled.svg`
  flex: none;
  width: 36px;
  height: 36px;
`;

const Wordmark = styled.span`
  font-size: 1.35rem;
  font-weight: 800;
  letter-spacing: 0.12em;
`;

const Lockup = styled.span`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space(2)};
  color: inherit;
`;

/** The RENT mark, a house inside a token, beside the wordmark. */
export function Logo() {
  return (
    <Lockup>
      <Mark viewBox="0 0 36 36" aria-hidden="true" focusable="false">
        <path d="M18 1.5 32.3 9.75v16.5L18 34.5 3.7 26.25V9.75Z" fill="#1f3c88" />
        <path
          d="M18 4.6 29.6 11.3v13.4L18 31.4 6.4 24.7V11.3Z"
          fill="none"
          stroke="#d4a72c"
          strokeOpacity="0.45"
        />
        <path
          d="M9.5 18 18 10.5l8.5 7.5"
          fill="none"
          stroke="#d4a72c"
          strokeWidth="2.6"
          strokeLinecap="round"
          strokeLinejoin="round"
        />
        <path d="M12 17.2h12v8.3H12Z" fill="#d4a72c" />
        <path d="M16.3 20.4h3.4v5.1h-3.4Z" fill="#1f3c88" />
      </Mark>
      <Wordmark>RENT</Wordmark>
    </Lockup>
  );
}
