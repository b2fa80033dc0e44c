/** The organizations screen's texts in English: the source of every language. */
export default {
  title: 'Organizations',
  loadFailed: 'Unable to load organizations right now.',
  switchFailed: 'Failed to switch organization',
  acceptFailed: 'Failed to accept invitation',
  declineFailed: 'Failed to decline invitation',
  createFailed: 'Failed to create organization.',
  current: 'Current',
  newOrganization: 'New organization',
  createAndSwitch: 'Create and switch',
  yourOrganizations: 'Your organizations',
  switch: 'Switch',
  expires: 'Expires',
  invited: 'Invited',
  switchTo: 'Switch to {name}',
  invitedBy: 'Invited by {inviterName}',
  /** An organization's counts: "3 members · 1 project". */
  memberCount: '{count, plural, one {# member} other {# members}}',
  projectCount: '{count, plural, one {# project} other {# projects}}',
} as const;
