import styled from 'styled-components';
import { Skeleton } from '../../../components/skeleton';
import { VisuallyHidden } from '../../../components/visually-hidden';

const Frame = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(4)};
  padding: ${({ theme }) => theme.space(5)};
  background: ${({ theme }) => theme.colors.surface};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.lg};
`;

/** Grey rows where the phases will be listed. */
export function ScheduleSkeleton() {
  return (
    <Frame aria-busy="true">
      <VisuallyHidden role="status">Loading the schedule…</VisuallyHidden>
      {[0, 1, 2, 3].map((row) => (
        <Skeleton key={row} $height={row === 0 ? '1.25rem' : '2.5rem'} />
      ))}
    </Frame>
  );
}
