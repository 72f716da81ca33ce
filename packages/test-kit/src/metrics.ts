// Reading Prometheus's text format in tests: the value of one series, picked by name and labels.

export interface Sample {
  name: string;
  labels: Record<string, string>;
  value: number;
}

const SAMPLE = /^([a-zA-Z_:][\w:]*)(?:\{(.*)\})? (\S+)$/;
const LABEL = /(\w+)="((?:[^"\\]|\\.)*)"/g;

function unescapeLabel(value: string): string {
  return value.replace(/\\(.)/g, (_match, char: string) => (char === 'n' ? '\n' : char));
}

export function parseMetrics(text: string): Sample[] {
  return text
    .split('\n')
    .filter((line) => line !== '' && !line.startsWith('#'))
    .map((line) => {
      const match = SAMPLE.exec(line);
      if (!match) throw new Error(`not a Prometheus sample: ${line}`);
      const [, name = '', labelText = '', value = ''] = match;
      const labels = Object.fromEntries(
        [...labelText.matchAll(LABEL)].map(([, key = '', raw = '']) => [key, unescapeLabel(raw)]),
      );
      return { name, labels, value: Number(value) };
    });
}

/**
 * The value of the series named `name` whose labels include `labels`; undefined when there is
 * none, and an error when several match.
 */
export function metricValue(
  text: string,
  name: string,
  labels: Record<string, string> = {},
): number | undefined {
  const matches = parseMetrics(text).filter(
    (sample) =>
      sample.name === name &&
      Object.entries(labels).every(([key, value]) => sample.labels[key] === value),
  );
  if (matches.length > 1) {
    throw new Error(`${matches.length} series of ${name} match ${JSON.stringify(labels)}`);
  }
  return matches[0]?.value;
}
