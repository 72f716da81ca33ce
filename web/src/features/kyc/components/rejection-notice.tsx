import styled from 'styled-components';

const Notice = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(1)};
  margin-bottom: ${({ theme }) => theme.space(6)};
  padding: ${({ theme }) => theme.space(4)};
  border: 1px solid ${({ theme }) => theme.colors.danger};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.dangerSoft};
  color: ${({ theme }) => theme.colors.dangerText};
  overflow-wrap: anywhere;

  p {
    margin: 0;
  }
`;

/** Above the form when resubmitting: why the last application was refused. */
export function RejectionNotice({ reason }: { reason: string | null }) {
  return (
    <Notice>
      <p>
        <strong>Your previous application was rejected.</strong>
      </p>
      <p>Reason: {reason || 'No reason was given.'}</p>
      <p>Your details are filled in from it: correct them, add your documents and submit again.</p>
    </Notice>
  );
}
