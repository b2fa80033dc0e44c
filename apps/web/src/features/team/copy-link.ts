/**
 * Copies an invite link. The clipboard API exists only in secure contexts (https, localhost) and
 * may be refused by the browser; the caller then offers the link to copy by hand.
 */
export async function copyLink(link: string): Promise<boolean> {
  try {
    if (!navigator.clipboard?.writeText) return false;
    await navigator.clipboard.writeText(link);
    return true;
  } catch {
    return false;
  }
}
