const pages = {
  home: {
    title: 'European expertise for funding, AI and cloud software',
    subtitle:
      'We help organisations across Europe secure EU funding, run complex projects and build trustworthy AI and cloud solutions.',
    metricsLabel: 'Key figures',
    metrics: {
      uptime: 'Uptime',
      experience: 'Years of experience',
      productivity: 'Productivity boost',
      costReduction: 'Cost reduction',
    },
  },
  about: {
    title: 'About us',
    description:
      'A European consulting and software company that combines EU funding expertise with industrial software engineering.',
  },
  jobs: {
    title: 'Careers',
    description: 'Join a small, remote-first team working on EU funding projects, AI and cloud software.',
  },
  contact: {
    title: 'Contact',
    description: 'We look forward to hearing from you. Call us, write to us or visit our office in Berlin.',
    address: 'Address',
    phone: 'Phone',
    email: 'E-mail',
    officeHours: 'Office hours',
    weekdays: 'Monday to Friday',
    weekdayHours: '{{opens}}–{{closes}} {{timeZone}}',
    weekend: 'Saturday and Sunday',
    closed: 'Closed',
  },
  imprint: {
    title: 'Legal notice',
    description: 'Information in accordance with § 5 of the German Digital Services Act (DDG).',
    responsible: 'Responsible party',
    representedBy: 'Represented by',
    contact: 'Contact',
    register: 'Commercial register',
    vatId: 'VAT identification number',
    disclaimerTitle: 'Disclaimer',
    disclaimer:
      'We prepare the content of these pages with great care, but we cannot guarantee that it is correct, complete or up to date. We are not responsible for the content of external websites linked from these pages; their operators alone are responsible for it.',
    copyrightTitle: 'Copyright',
    copyright:
      'The content and works on these pages are protected by copyright. Copying, editing or distributing them beyond the limits of copyright law requires the written consent of {{legalName}}.',
  },
  privacy: {
    title: 'Privacy policy',
    description: 'How we collect, use and protect your personal data when you use this website.',
  },
  terms: {
    title: 'Terms of use',
    description: 'The terms that apply when you use this website and its services.',
  },
  legal: {
    lastUpdated: 'Last updated: {{date}}',
  },
  settings: {
    title: 'Settings',
    description: 'Choose your language and adjust how this website works for you.',
    language: 'Interface language',
  },
  favorites: {
    title: 'Favorites',
    description: 'The university programs you save in the study planner appear here.',
  },
  applications: {
    title: 'Applications',
    description: 'Keep track of your university applications in one place.',
  },
  schedule: {
    title: 'Schedule',
    description: 'Your deadlines and appointments for studying abroad at a glance.',
  },
  aiSolutions: {
    title: 'AI Solutions Overview',
    description: 'The AI solutions we build for European organisations, from document search to assistants.',
  },
  login: {
    redirecting: 'Redirecting to login...',
    failed: 'Sign-in is not available right now. Please try again later.',
  },
  authCallback: {
    finishing: 'Finishing sign-in…',
  },
} as const;

export default pages;
