/** The organizations screen's texts. */
export const ORG_TEXTS = {
  title: 'Organizations',
  loadFailed: 'Unable to load organizations right now.',
  switchFailed: 'Failed to switch organization',
  acceptFailed: 'Failed to accept invitation',
  declineFailed: 'Failed to decline invitation',
  createFailed: 'Failed to create organization.',
  created: 'Organization created and switched!',
  current: 'Current',
  newOrganization: 'New organization',
  createAndSwitch: 'Create and switch',
  yourOrganizations: 'Your organizations',
  switch: 'Switch',
  expires: 'Expires',
  invited: 'Invited',
  switchTo: (name: string | number) => `Switch to ${name}`,
  invitedBy: (inviterName: string | number) => `Invited by ${inviterName}`,
} as const;
