import styled from 'styled-components';
import { dangerBox } from '../../../components/inline-error';

const Notice = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(1)};
  margin-bottom: ${({ theme }) => theme.space(6)};
  ${dangerBox}
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
