/** The Team screen's own texts; the rule and success texts the server also uses are ORG_MSG. */
export const TEAM_TEXTS = {
  title: 'Team',
  loadFailed: 'Failed to load team.',
  invitesLoadFailed: 'Failed to load invites.',
  removeFailed: 'Failed to remove member.',
  roleFailed: 'Failed to update role.',
  renameFailed: 'Failed to update organization name.',
  revokeFailed: 'Failed to revoke invite.',
  resendFailed: 'Failed to resend invite.',
  inviteFailed: 'Error inviting user',
  inviteProcessed: 'Invite processed.',
  linkCopied: 'Invite link copied to clipboard.',
  copyFailed: 'Could not copy link. Select and copy it manually.',
  copyPrompt: 'Copy the invite link:',
  noMembersMatch: 'No members match your search.',
  noPendingInvites: 'No pending invites.',
  invitesForManagers: 'Admins and managers only.',
} as const;
