import { describe, expect, it } from 'vitest';
import { aboutUs } from './about-us';
import { formatLastUpdated, inlineParts, plainText, type ContentDocument } from './model';
import { privacyPolicy } from './privacy-policy';
import { terms } from './terms';
import { whitepaper } from './whitepaper';

const documents: [string, ContentDocument][] = [
  ['About Us', aboutUs],
  ['Privacy Policy', privacyPolicy],
  ['Terms of Condition', terms],
  ['Whitepaper', whitepaper],
];

describe.each(documents)('the %s document', (_title, content) => {
  it('gives every section its own anchor', () => {
    const ids = content.sections.map((section) => section.id);
    expect(new Set(ids).size).toBe(ids.length);
    for (const id of ids) expect(id).toMatch(/^[a-z][a-z-]*$/);
  });

  it('ends with a way to contact us', () => {
    const last = content.sections.at(-1);
    const text = JSON.stringify(last);
    expect(text).toContain('mailto:support@rent.example');
  });

  it('has no empty section', () => {
    for (const section of content.sections) expect(section.blocks.length).toBeGreaterThan(0);
  });
});

describe('the whitepaper', () => {
  it('covers the topics an investor needs, in order', () => {
    expect(whitepaper.sections.map((section) => section.id)).toEqual([
      'abstract',
      'problem',
      'token',
      'token-economics',
      'sale-process',
      'security-compliance',
      'roadmap',
      'risks',
      'legal-notice',
    ]);
  });

  it('says plainly that holding RENT is not owning property', () => {
    expect(JSON.stringify(whitepaper)).toContain('does not give you ownership');
  });
});

describe('document text functions', () => {
  it('writes the last update as every date of the site reads', () => {
    expect(formatLastUpdated('2026-11-21')).toBe('21 Nov 2026');
    expect(formatLastUpdated('2025-07-01')).toBe('01 Jul 2025');
  });

  it('turns rich text into runs and into plain text', () => {
    const text = ['Write to ', { text: 'us', href: 'mailto:support@rent.example' }, '.'];
    expect(inlineParts(text)).toEqual([
      { text: 'Write to ' },
      { text: 'us', href: 'mailto:support@rent.example' },
      { text: '.' },
    ]);
    expect(plainText(text)).toBe('Write to us.');
    expect(inlineParts('Plain')).toEqual([{ text: 'Plain' }]);
  });
});
