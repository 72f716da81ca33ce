import { describe, expect, it } from 'vitest';
import { referralLink, shareTargets } from './referral-link';

const LINK = 'https://rent.example/signup?ref=ASHA2025';
const TEXT = 'Join me in the pre-sale of RENT, the Real Estate Network Token:';

const hrefOf = (name: string) => shareTargets(LINK).find((target) => target.name === name)?.href;
const paramsOf = (href: string | undefined) => new URL(href ?? '').searchParams;

describe('the referral link', () => {
  it('is the sign-up address with the code as ref', () => {
    expect(referralLink('ASHA2025', 'https://rent.example')).toBe(LINK);
    expect(referralLink('A&B 1', 'https://rent.example')).toBe(
      'https://rent.example/signup?ref=A%26B%201',
    );
  });

  it('is on the origin the app is served from', () => {
    expect(referralLink('ASHA2025')).toBe(`${window.location.origin}/signup?ref=ASHA2025`);
  });
});

describe('the share links', () => {
  it('offer WhatsApp, Telegram, X, Facebook, LinkedIn and e-mail', () => {
    expect(shareTargets(LINK).map((target) => target.label)).toEqual([
      'Share on WhatsApp',
      'Share on Telegram',
      'Share on X (Twitter)',
      'Share on Facebook',
      'Share on LinkedIn',
      'Share by e-mail',
    ]);
  });

  it('put the link and a short text in each composer', () => {
    expect(hrefOf('WhatsApp')).toMatch(/^https:\/\/wa\.me\/\?text=/);
    expect(paramsOf(hrefOf('WhatsApp')).get('text')).toBe(`${TEXT} ${LINK}`);

    expect(hrefOf('Telegram')).toMatch(/^https:\/\/t\.me\/share\/url\?/);
    expect(paramsOf(hrefOf('Telegram')).get('url')).toBe(LINK);
    expect(paramsOf(hrefOf('Telegram')).get('text')).toBe(TEXT);

    expect(hrefOf('X')).toMatch(/^https:\/\/x\.com\/intent\/tweet\?/);
    expect(paramsOf(hrefOf('X')).get('url')).toBe(LINK);
    expect(paramsOf(hrefOf('X')).get('text')).toBe(TEXT);

    expect(hrefOf('Facebook')).toBe(
      `https://www.facebook.com/sharer/sharer.php?u=${encodeURIComponent(LINK)}`,
    );
    expect(hrefOf('LinkedIn')).toBe(
      `https://www.linkedin.com/sharing/share-offsite/?url=${encodeURIComponent(LINK)}`,
    );
  });

  it('writes an e-mail with spaces kept as spaces, not plus signs', () => {
    const href = hrefOf('E-mail') ?? '';
    expect(href).toMatch(/^mailto:\?subject=/);
    expect(href).not.toContain('+');
    const params = new URLSearchParams(href.slice('mailto:?'.length));
    expect(params.get('subject')).toBe('Join me in the RENT token pre-sale');
    expect(params.get('body')).toBe(`${TEXT}\n\n${LINK}`);
  });
});
