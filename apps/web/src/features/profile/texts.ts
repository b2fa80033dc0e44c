/** The profile page's texts; the messages the server also uses come from @folio/contracts. */
export const PROFILE_TEXTS = {
  updatePassword: 'Update password',
  requestChange: 'Request change',
} as const;
