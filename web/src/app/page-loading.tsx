import styled from 'styled-components';
import { Spinner } from '../components/spinner';

const Centre = styled.div`
  display: grid;
  place-items: center;
  min-height: 40vh;
`;

/** Shown in place of a screen while its code is still downloading. */
export function PageLoading() {
  return (
    <Centre>
      <Spinner label="Loading page" size={36} />
    </Centre>
  );
}
