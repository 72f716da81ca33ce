import { describe, expect, it } from 'vitest';
import {
  BEGIN,
  END,
  envFileNames,
  generatedSection,
  settingsTable,
  unknownSettings,
  withGeneratedSection,
} from './config-docs.mjs';

const rows = [
  {
    name: 'PORT',
    default: '`4100`',
    accepts: 'an integer from 0 to 65535',
    description: 'HTTP port',
    production: '',
  },
  {
    name: 'SMTP_URL',
    default: '`smtp://127.0.0.1:2525`',
    accepts: 'an smtp:// or smtps:// URL',
    description: 'the mail server | relay',
    production: 'required in production: your mail relay',
  },
];

describe('the settings tables', () => {
  it('write a row a setting, saying what production requires and escaping pipes', () => {
    expect(settingsTable(rows).split('\n')).toEqual([
      '| variable | default | accepted values | meaning |',
      '|---|---|---|---|',
      '| `PORT` | `4100` | an integer from 0 to 65535 | HTTP port |',
      '| `SMTP_URL` | `smtp://127.0.0.1:2525` | an smtp:// or smtps:// URL | the mail server \\| relay; **required in production: your mail relay** |',
    ]);
  });

  it('replace only what lies between the markers', () => {
    const document = `# Configuration\n\nby hand\n\n${BEGIN}\n\nold table\n\n${END}\n\n## tests\n`;
    const section = generatedSection([{ heading: 'api', rows }]);
    const written = withGeneratedSection(document, section);
    expect(written.startsWith('# Configuration\n\nby hand\n\n')).toBe(true);
    expect(written.endsWith('\n\n## tests\n')).toBe(true);
    expect(written).toContain('## api\n\n| variable |');
    expect(written).not.toContain('old table');
    // A document edited by hand differs from what the schemas write: the check fails on it.
    expect(withGeneratedSection(written, section)).toBe(written);
    const edited = written.replace('HTTP port', 'the port');
    expect(withGeneratedSection(edited, section)).not.toBe(edited);
  });

  it('refuse a document without its markers', () => {
    expect(() => withGeneratedSection('# Configuration\n', '')).toThrow(/no generated section/);
  });
});

describe('the deployment’s files', () => {
  const composeText = [
    'services:',
    '  api:',
    '    environment:',
    '      PORT: 4100',
    '      SMTP_URL: ${SMTP_URL:?set SMTP_URL}',
    '    volumes:',
    '      - ${SALE_FILE:?set SALE_FILE}:/etc/rent/sale.json:ro',
  ].join('\n');

  it('reads the names an env file sets, commented or not', () => {
    expect(envFileNames('# a comment\nSMTP_URL=\n# MAIL_FROM=RENT\n#  not a setting\n')).toEqual([
      'SMTP_URL',
      'MAIL_FROM',
    ]);
  });

  it('name only settings a service reads and variables compose reads', () => {
    const services = { api: { names: ['PORT', 'SMTP_URL'], known: new Set(['PORT', 'SMTP_URL']) } };
    const envExample = 'SMTP_URL=\nSALE_FILE=./sale.json\n# COMPOSE_PROFILES=mail-catcher\n';
    expect(unknownSettings({ services, envExample, composeText })).toEqual([]);
  });

  it('name a setting no schema knows, and an .env.example variable compose never reads', () => {
    const services = {
      api: { names: ['PORT', 'SMTP_URL', 'SMTP_HOST'], known: new Set(['PORT', 'SMTP_URL']) },
    };
    const envExample = 'SMTP_URL=\n# MAIL_RETRIES=3\n';
    expect(unknownSettings({ services, envExample, composeText })).toEqual([
      'docker-compose.yml gives api SMTP_HOST, which api does not read',
      '.env.example names MAIL_RETRIES, which docker-compose.yml never reads',
    ]);
  });
});
