import { toast } from '../../lib/toast';

export const COPIED = 'Referral link copied to clipboard!';
export const COPY_FAILED = 'Failed to copy referral link';

/** Puts the link on the clipboard and says whether that worked (SPEC.md §8). */
export async function copyReferralLink(link: string): Promise<void> {
  try {
    // Missing outside secure contexts (plain http on another host than localhost).
    if (!navigator.clipboard) throw new Error('The clipboard is not available');
    await navigator.clipboard.writeText(link);
    void toast.success(COPIED);
  } catch {
    void toast.error(COPY_FAILED);
  }
}
