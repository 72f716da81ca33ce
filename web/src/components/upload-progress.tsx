import styled from 'styled-components';

const Frame = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(1.5)};
  font-size: 0.9rem;
  color: ${({ theme }) => theme.colors.textMuted};
`;

const Track = styled.div`
  height: 8px;
  overflow: hidden;
  border-radius: ${({ theme }) => theme.radii.pill};
  background: ${({ theme }) => theme.colors.surfaceAlt};
`;

const Fill = styled.div`
  height: 100%;
  background: ${({ theme }) => theme.colors.primary};
  transition: width ${({ theme }) => theme.transitions.fast};
`;

interface UploadProgressProps {
  /** What is being sent, such as "Uploading documents". */
  label: string;
  /** The share sent so far, 0 to 1. */
  sent: number;
}

/** How much of an upload has gone out; once all of it has, the server is still checking it. */
export function UploadProgress({ label, sent }: UploadProgressProps) {
  const percent = Math.round(Math.min(Math.max(sent, 0), 1) * 100);
  return (
    <Frame>
      <span>
        {percent < 100 ? `${label}… ${percent}%` : 'Upload complete, waiting for the server…'}
      </span>
      <Track
        role="progressbar"
        aria-label={label}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={percent}
      >
        <Fill style={{ width: `${percent}%` }} />
      </Track>
    </Frame>
  );
}
