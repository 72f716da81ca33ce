import { formatCalendarDay } from '@rent/sale-rules';
// The shape of every static document. The pages and the whitepaper PDF both render from it, so the
// text exists once. Plain data only: the PDF build imports this in Node, without React.

/** A run of text inside a paragraph or list item; `href` is a site path ("/terms") or a mailto: link. */
export interface InlineText {
  text: string;
  href?: string;
  strong?: boolean;
}

export type RichText = string | readonly (string | InlineText)[];

export type ContentBlock =
  | { kind: 'paragraph'; text: RichText }
  | { kind: 'list'; ordered?: boolean; items: readonly RichText[] }
  | {
      kind: 'table';
      caption: string;
      columns: readonly string[];
      rows: readonly (readonly string[])[];
    }
  | { kind: 'callout'; tone: 'note' | 'warning'; title: string; text: RichText };

export interface ContentSection {
  /** Anchor of the section on the page and named destination in the PDF. */
  id: string;
  heading: string;
  blocks: readonly ContentBlock[];
}

export interface ContentDocument {
  title: string;
  subtitle?: string;
  lead: string;
  /** ISO calendar date, e.g. "2026-11-21". */
  lastUpdated: string;
  sections: readonly ContentSection[];
}

export function inlineParts(text: RichText): InlineText[] {
  if (typeof text === 'string') return [{ text }];
  return text.map((part) => (typeof part === 'string' ? { text: part } : part));
}

export function plainText(text: RichText): string {
  return inlineParts(text)
    .map((part) => part.text)
    .join('');
}

/** "2026-11-21" → "21 Nov 2026", as every date of the site reads, on any machine's time zone. */
export function formatLastUpdated(isoDate: string): string {
  return formatCalendarDay(isoDate);
}
