import styled from 'styled-components';
import type { KycApplicationFieldsFragment } from '../../../gql/graphql';
import { formatFileSize } from '../../../lib/format-file-size';
import { formatIstDateTime } from '../../../lib/format-date';

type Submission = NonNullable<KycApplicationFieldsFragment['submission']>;

const Facts = styled.dl`
  display: grid;
  grid-template-columns: auto 1fr;
  gap: ${({ theme }) => `${theme.space(2)} ${theme.space(4)}`};
  margin: 0;

  dt {
    color: ${({ theme }) => theme.colors.textMuted};
  }

  dd {
    margin: 0;
    min-width: 0;
    overflow-wrap: anywhere;
  }

  ul {
    margin: 0;
    padding-left: 1.1em;
  }
`;

/** When the last application was sent, for whom, and which documents went with it. */
export function SubmissionSummary({ submission }: { submission: Submission }) {
  return (
    <Facts>
      <dt>Submitted on</dt>
      <dd>{formatIstDateTime(submission.submittedAt)}</dd>
      <dt>Name</dt>
      <dd>
        {submission.firstName} {submission.lastName}
      </dd>
      <dt>Documents</dt>
      <dd>
        <ul>
          {submission.documents.map((document) => (
            <li key={document.id}>
              {document.name} ({formatFileSize(document.sizeBytes)})
            </li>
          ))}
        </ul>
      </dd>
    </Facts>
  );
}
