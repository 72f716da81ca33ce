import { paths } from '../../config/paths';

export interface MenuItem {
  label: string;
  href: string;
  /** Highlight only on this exact path (the dashboard would otherwise match every path). */
  end?: boolean;
}

/** The main menu every visitor sees (SPEC.md §2, "Top bar and menu"). */
export const mainMenuItems: readonly MenuItem[] = [
  { label: 'Dashboard', href: paths.dashboard.getHref(), end: true },
  { label: 'Buy Tokens', href: paths.buyToken.getHref() },
  { label: 'Pre-Sale Distribution', href: paths.icoDistribution.getHref() },
];

/** Shown in the mobile sidebar to everyone; on desktop only once signed in. */
export const kycMenuItem: MenuItem = { label: 'KYC Application', href: paths.kyc.getHref() };
