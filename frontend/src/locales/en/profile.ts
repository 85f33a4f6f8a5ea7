const profile = {
  title: 'User profile',
  description: 'Your contact details and address.',
  loginRequired: 'You need to be logged in to view or edit your profile.',
  login: 'Login',
  signedInAs: 'Signed in as {{username}}',
  loading: 'Loading profile…',
  loadFailed: 'Failed to load profile',
} as const;

export default profile;
