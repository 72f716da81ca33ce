import { paths } from '../../config/paths';
import type { media } from '../../styles/theme';

export interface MenuItem {
  label: string;
  href: string;
}

/** The main menu every visitor sees (SPEC.md §2, "Top bar and menu"). */
export const mainMenuItems: readonly MenuItem[] = [
  { label: 'Dashboard', href: paths.dashboard.getHref() },
  { label: 'Buy Tokens', href: paths.buyToken.getHref() },
  { label: 'Pre-Sale Distribution', href: paths.icoDistribution.getHref() },
];

/** Added to the main menu once signed in. */
export const accountMenuItems: readonly MenuItem[] = [
  { label: 'Transactions', href: paths.transactions.getHref() },
  { label: 'Profile', href: paths.profile.getHref() },
];

export function mainMenuFor(signedIn: boolean): readonly MenuItem[] {
  return signedIn ? [...mainMenuItems, ...accountMenuItems] : mainMenuItems;
}

/**
 * From which screen width the main menu sits in the top bar instead of the sidebar: the longer
 * menu of a signed-in investor, beside the greeting and the KYC button, needs a wide screen.
 */
export function wideMenuFrom(signedIn: boolean): keyof typeof media {
  return signedIn ? 'xl' : 'md';
}

/** Shown in the mobile sidebar to everyone; on desktop only once signed in. */
export const kycMenuItem: MenuItem = { label: 'KYC Application', href: paths.kyc.getHref() };
