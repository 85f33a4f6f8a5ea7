const common = {
  skipToContent: 'Skip to main content',
  loading: 'Loading…',
  nav: {
    label: 'Main navigation',
    brand: '{{siteTitle}}, home page',
    menu: 'Navigation menu',
    home: 'Home',
    about: 'About us',
    jobs: 'Careers',
    contact: 'Contact',
    planner: 'Study planner',
    chat: 'AI chat',
    aiSolutions: 'AI Solutions Overview',
    settings: 'Settings',
    favorites: 'Favorites',
    applications: 'Applications',
    schedule: 'Schedule',
    login: 'Login',
    register: 'Register',
  },
  account: {
    menu: 'Account menu',
    signedInAs: 'Signed in as {{username}}',
    profile: 'User profile',
    settings: 'Settings',
    logout: 'Logout',
  },
  auth: {
    loading: 'Loading authentication…',
  },
  language: {
    menu: 'Language: {{language}}',
  },
  footer: {
    label: 'Footer',
    privacy: 'Privacy',
    imprint: 'Imprint',
    careers: 'Careers',
    terms: 'Terms',
    contact: 'Contact',
    about: 'About us',
    copyright: '© {{year}} {{legalName}}. All rights reserved.',
  },
  companyExample: {
    title: 'Example data',
    text: "The company details on this page are an example, not a real company's. Whoever runs this site fills in their own in its company file.",
  },
} as const;

export default common;
