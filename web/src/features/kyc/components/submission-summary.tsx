import { FactList } from '../../../components/fact-list';
import type { KycApplicationFieldsFragment } from '../../../gql/graphql';
import { formatFileSize } from '../../../lib/format-file-size';
import { formatIstDateTime } from '@rent/sale-rules';

type Submission = NonNullable<KycApplicationFieldsFragment['submission']>;

/** When the last application was sent, for whom, and which documents went with it. */
export function SubmissionSummary({ submission }: { submission: Submission }) {
  return (
    <FactList
      layout="grid"
      plain
      facts={[
        ['Submitted on', formatIstDateTime(submission.submittedAt)],
        ['Name', `${submission.firstName} ${submission.lastName}`],
        [
          'Documents',
          <ul key="documents">
            {submission.documents.map((document) => (
              <li key={document.id}>
                {document.name} ({formatFileSize(document.sizeBytes)})
              </li>
            ))}
          </ul>,
        ],
      ]}
    />
  );
}
