import { paths } from '../../config/paths';

/** The sign-up address that pre-fills `code` (SPEC.md §2, "/signup?ref="). */
export function referralLink(code: string, origin = window.location.origin): string {
  return `${origin}${paths.signup.getHref(code)}`;
}

export interface ShareTarget {
  /** The network or channel, as the link names it: "Share on WhatsApp". */
  name: string;
  label: string;
  href: string;
}

const SHARE_TEXT = 'Join me in the pre-sale of RENT, the Real Estate Network Token:';
const MAIL_SUBJECT = 'Join me in the RENT token pre-sale';

/** Share addresses that open each network's own composer with the link and a short text. */
export function shareTargets(link: string): ShareTarget[] {
  const url = encodeURIComponent(link);
  const text = encodeURIComponent(SHARE_TEXT);
  return [
    {
      name: 'WhatsApp',
      label: 'Share on WhatsApp',
      href: `https://wa.me/?text=${encodeURIComponent(`${SHARE_TEXT} ${link}`)}`,
    },
    {
      name: 'Telegram',
      label: 'Share on Telegram',
      href: `https://t.me/share/url?url=${url}&text=${text}`,
    },
    {
      name: 'X',
      label: 'Share on X (Twitter)',
      href: `https://x.com/intent/tweet?text=${text}&url=${url}`,
    },
    {
      name: 'Facebook',
      label: 'Share on Facebook',
      href: `https://www.facebook.com/sharer/sharer.php?u=${url}`,
    },
    {
      name: 'LinkedIn',
      label: 'Share on LinkedIn',
      href: `https://www.linkedin.com/sharing/share-offsite/?url=${url}`,
    },
    {
      name: 'E-mail',
      label: 'Share by e-mail',
      href: `mailto:?subject=${encodeURIComponent(MAIL_SUBJECT)}&body=${encodeURIComponent(`${SHARE_TEXT}\n\n${link}`)}`,
    },
  ];
}
