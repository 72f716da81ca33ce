// Facts that several documents repeat, written once so About Us, the Terms and the whitepaper
// never disagree. The live schedule comes from the server; these are the published figures.
import type { ContentBlock, InlineText } from './model';

export const LAST_UPDATED = '2026-11-21';
export const TAGLINE = 'Join the Future of Land Ownership';
export const TOKEN_NAME = 'Real Estate Network Token';

export const CONTACT_EMAIL = 'support@rent.example';
export const contactLink: InlineText = { text: CONTACT_EMAIL, href: `mailto:${CONTACT_EMAIL}` };

export const PRICE = '₹1000';
export const PRESALE_SUPPLY = '1,40,00,000 RENT';
export const HARD_CAP = `${PRESALE_SUPPLY} (14 million)`;
export const SOFT_CAP = '14,00,000 RENT (1.4 million)';
export const SALE_END = '30 December 2025, 23:59:59 IST';
export const MANUAL_REVIEW_HOURS = 6;

export const salePhasesTable: ContentBlock = {
  kind: 'table',
  caption:
    'Pre-sale phases, India Standard Time (from 00:00 on the first day to 23:59:59 on the last)',
  columns: ['Phase', 'First day', 'Last day', 'Price', 'Bonus'],
  rows: [
    ['Pre-Sale', '01 Jul 2025', '14 Aug 2025', PRICE, '25%'],
    ['Phase 1', '15 Aug 2025', '13 Oct 2025', PRICE, '15%'],
    ['Phase 2', '14 Oct 2025', '30 Dec 2025', PRICE, '5%'],
  ],
};

export const bonusRule: ContentBlock = {
  kind: 'paragraph',
  text: [
    { text: 'Purchase bonus. ', strong: true },
    'Bonus tokens are calculated on whole tokens only: ',
    { text: 'bonus = floor(tokens bought) × phase bonus % ÷ 100', strong: true },
    '. A purchase made outside every phase receives no bonus.',
  ],
};

export const referralRule: ContentBlock = {
  kind: 'paragraph',
  text: [
    { text: 'Referral bonus. ', strong: true },
    'When an investor who signed up with your referral code buys RENT, you receive the bonus percentage ',
    'of the phase in which their purchase is credited, applied to the tokens they bought (their bonus ',
    'tokens are not counted). For example, a referred purchase of 10 RENT during Phase 1 earns you ',
    '1.5 RENT.',
  ],
};
