/** SPEC §8 Team texts, verbatim. */
export const TEAM_MESSAGES = {
  added: 'User added or invited successfully!',
  loadFailed: 'Failed to load team members',
  removed: 'User removed from team successfully',
  removeFailed: 'Failed to remove user from team',
  // Beyond the spec: leaving a team (the spec has no texts for it).
  left: 'You left the event.',
  leaveFailed: 'Failed to leave the event',
} as const
