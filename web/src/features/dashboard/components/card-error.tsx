import { Card } from '../../../components/card';
import { InlineError } from '../../../components/inline-error';

/** How a card whose figures did not arrive asks for them again. */
export interface CardRetry {
  onRetry: () => void;
  retrying: boolean;
}

/** The root fields the dashboard's answer lacks, by name, with the gateway's message for each. */
export interface DashboardFailure extends CardRetry {
  fields: ReadonlyMap<string, string>;
}

/**
 * The card for `title` when one of the fields it needs failed, or null when none did. A field
 * that is merely absent (the answer is still on its way) is not a failure.
 */
export function cardErrorFor(
  title: string,
  needs: readonly string[],
  { fields, onRetry, retrying }: DashboardFailure,
) {
  const failed = needs.find((field) => fields.has(field));
  if (failed === undefined) return null;
  return (
    <CardError
      title={title}
      message={fields.get(failed) ?? ''}
      onRetry={onRetry}
      retrying={retrying}
    />
  );
}

interface CardErrorProps extends CardRetry {
  title: string;
  /** The gateway's message for the field the card needed. */
  message: string;
}

/** A card in its place with its own error and Retry, while the other cards show their figures. */
export function CardError({ title, message, onRetry, retrying }: CardErrorProps) {
  return (
    <Card title={title}>
      <InlineError
        title="These figures could not be loaded."
        message={message}
        onRetry={onRetry}
        retrying={retrying}
      />
    </Card>
  );
}
