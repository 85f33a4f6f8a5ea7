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
    overviewTitle: 'Who we are',
    overview:
      '{{siteTitle}} is a small European company. We advise European organisations on EU funding, manage their projects and build the AI and cloud software that comes out of them, from the first proposal to the product in operation.',
    missionTitle: 'Our mission',
    mission:
      'We make European funding and modern technology accessible to organisations of every size, so that good ideas become working products.',
    visionTitle: 'Our vision',
    vision:
      'A digitally sovereign Europe in which organisations use AI and cloud services they understand, control and can trust.',
    valuesTitle: 'Our core values',
    values: {
      sovereignty: {
        title: 'Sovereignty',
        text: 'Your data and your systems stay under your control, hosted in Europe and free of lock-in.',
      },
      privacyByDesign: {
        title: 'Privacy by design',
        text: 'We protect personal data from the first sketch onwards and collect only what a service really needs.',
      },
      innovationWithIntegrity: {
        title: 'Innovation with integrity',
        text: 'We adopt new technology where it helps people, and we are honest about its limits.',
      },
      transparency: {
        title: 'Transparency',
        text: 'Clear offers, open communication and decisions you can follow at every stage of a project.',
      },
    },
    leadershipTitle: 'Leadership',
    leaders: {
      funding: {
        role: 'Managing Director, Funding and Projects',
        bio: 'More than {{years}} years of experience in acquiring and managing EU and national funding projects.',
      },
      software: {
        role: 'Managing Director, Software and Technology',
        bio: 'More than {{years}} years of experience in building industrial software, from embedded systems to the cloud.',
      },
    },
    partnershipsTitle: 'European partnerships',
    partnerships: {
      horizonEurope: {
        name: 'Horizon Europe research consortia',
        text: 'We work with research institutes and companies across the EU on funded research and innovation projects.',
      },
      digitalInnovationHubs: {
        name: 'European Digital Innovation Hubs',
        text: 'Together with regional hubs we help small and medium-sized companies take their first steps with AI.',
      },
      sovereignCloud: {
        name: 'Sovereign cloud initiatives',
        text: 'We build on open, interoperable European cloud infrastructure and contribute to its standards.',
      },
      universities: {
        name: 'University partnerships',
        text: 'With universities in several EU countries we supervise student projects and transfer research into practice.',
      },
    },
  },
  jobs: {
    title: 'Careers',
    description: 'Join a small, remote-first team working on EU funding projects, AI and cloud software.',
    openPositionsTitle: 'Open positions',
    remote: 'Remote',
    employment: {
      partTime: 'Part-time',
      fullTime: 'Full-time',
    },
    apply: 'Apply now',
    applySubject: 'Application: {{position}}',
    positions: {
      seniorAiEngineer: {
        title: 'Senior AI Engineer',
        summary:
          'Design, build and run language-model and retrieval solutions for our clients, with a focus on privacy and European hosting.',
      },
      euFundingSpecialist: {
        title: 'EU Funding Specialist',
        summary:
          'Find the right funding programmes for our clients, write convincing proposals and guide funded projects through to their final report.',
      },
      cloudSolutionsArchitect: {
        title: 'Cloud Solutions Architect',
        summary:
          'Plan secure, sovereign cloud platforms on European infrastructure and move existing systems onto them.',
      },
    },
    openApplication: {
      title: 'Open application',
      text: 'No matching position? Tell us who you are and how you would like to contribute. We read every application.',
      action: 'Send an open application',
      subject: 'Open application',
    },
  },
  contact: {
    title: 'Contact',
    description: 'We look forward to hearing from you. Call us, write to us or visit our office.',
    address: 'Address',
    phone: 'Phone',
    email: 'E-mail',
    officeHours: 'Office hours',
    weekdays: 'Monday to Friday',
    weekdayHours: '{{opens}}–{{closes}} {{timeZone}}',
    weekend: 'Saturday and Sunday',
    closed: 'Closed',
    form: {
      title: 'Send us a message',
      intro: 'Fields marked with * are required.',
      name: 'Name',
      email: 'E-mail',
      company: 'Company',
      phone: 'Phone',
      dialingCode: 'Dialling code',
      phonePlaceholder: '123 456 7890',
      subject: 'Subject',
      subjectPlaceholder: 'Select a subject',
      message: 'Message',
      website: 'Website (leave this field empty)',
      submit: 'Send message',
      sending: 'Sending…',
      success: "Thank you for your message! We'll get back to you soon.",
      failure:
        'Sorry, there was an error sending your message. Please try again later or contact us directly.',
      subjects: {
        general: 'General Inquiry',
        funding: 'EU Funding',
        management: 'Project Management',
        ai: 'AI Development',
        compliance: 'Regulatory Compliance',
        cloud: 'Cloud Solutions',
        partnership: 'Partnership',
      },
      errors: {
        nameRequired: 'Name is required',
        emailRequired: 'Email is required',
        emailInvalid: 'Email must be in a valid format ({{email}})',
        phoneDigits: 'Phone number should contain only digits',
        phoneInvalid: 'This is not a phone number of the chosen country code',
        subjectRequired: 'Subject is required',
        messageRequired: 'Message is required',
        tooLong: 'Please use at most {{max}} characters',
        oneLine: 'Please use a single line',
      },
    },
  },
  imprint: {
    title: 'Legal notice',
    description: 'Information in accordance with § 5 of the German Digital Services Act (DDG).',
    responsible: 'Responsible party',
    representedBy: 'Represented by',
    legalForm: 'Legal form',
    contact: 'Contact',
    register: 'Commercial register',
    registerCourt: 'Register court',
    registerNumber: 'Registration number',
    vatId: 'VAT identification number',
    supervisoryAuthority: 'Supervisory authority',
    responsibleForContent: 'Responsible for the content under § 18 (2) MStV',
    addressAsAbove: 'Address as above',
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
    sections: {
      controller: {
        title: 'Who is responsible',
        text: 'The controller within the meaning of the General Data Protection Regulation (GDPR) is {{legalName}}; you find our address and contact details in the legal notice.',
      },
      data: {
        title: 'What data we process',
        text: 'When you visit the site, our servers process technical data such as your IP address and the time of the request. When you write to us, we process what you enter in the contact form. When you sign in, we process your account data and what you save, such as your profile and favourites.',
      },
      purposes: {
        title: 'Purposes and legal bases',
        text: 'We process data to provide and secure the website (Art. 6(1)(f) GDPR), to answer your enquiries and to provide the services you use (Art. 6(1)(b) GDPR).',
      },
      storage: {
        title: 'Local storage in your browser',
        text: 'Your language and theme choices are kept in your browser’s local storage. We use no tracking or advertising cookies.',
      },
      retention: {
        title: 'How long we keep data',
        text: 'We delete personal data as soon as it is no longer needed for its purpose, unless the law requires us to keep it longer.',
      },
      rights: {
        title: 'Your rights',
        text: 'You have the right to access, rectification, erasure, restriction of processing, data portability and objection, and you may lodge a complaint with a data protection supervisory authority.',
      },
    },
  },
  terms: {
    title: 'Terms of use',
    description: 'The terms that apply when you use this website and its services.',
    sections: {
      scope: {
        title: 'Scope',
        text: 'These terms apply to the use of this website and the services offered on it by {{legalName}}.',
      },
      use: {
        title: 'Use of the services',
        text: 'The study planner and the AI chat give information without obligation. Please check important decisions yourself. Do not misuse the services or try to disrupt them.',
      },
      liability: {
        title: 'Limitation of liability',
        text: 'We are liable without limitation for intent and gross negligence and for injury to life, body or health. For slight negligence we are liable only for the breach of essential obligations and only for the typical, foreseeable damage.',
      },
      law: {
        title: 'Governing law and jurisdiction',
        text: 'The law of the Federal Republic of Germany applies. Where permitted by law, the place of jurisdiction is Berlin.',
      },
      changes: {
        title: 'Changes to these terms',
        text: 'We may change these terms in the future. The version published on this page, with its date, applies.',
      },
    },
  },
  legal: {
    lastUpdated: 'Last updated: {{date}}',
  },
  settings: {
    title: 'Settings',
    description: 'Choose your language and adjust how this website works for you.',
    language: 'Interface language',
    theme: 'Theme',
    themes: {
      light: 'Light',
      dark: 'Dark',
    },
    saved: 'Your choices are saved in this browser.',
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
    offersTitle: 'What we build',
    offers: {
      assistants: {
        title: 'Assistants that know your documents',
        text: 'Chat assistants that answer from your own manuals, contracts and reports and name the file and page behind each answer. If your documents hold no answer, they say so instead of guessing.',
      },
      documents: {
        title: 'Document processing',
        text: 'We turn PDFs into searchable text and passages, so that large collections can be searched, summarised and sorted by meaning, not only by keywords.',
      },
      planning: {
        title: 'Planning tools',
        text: 'Tools that turn a request in plain language into structured results with reasons, built on your own data and rules.',
      },
      deployment: {
        title: 'Cloud and on-premises',
        text: 'The same containers run in a European cloud or on your own servers, with Docker Compose or Kubernetes, documented for your team.',
      },
    },
    examplesTitle: 'Try it on this site',
    examplesLead: 'Two of our own products run on this website. See what they can do before you talk to us.',
    examples: {
      planner: {
        title: 'Study-abroad planner',
        text: 'Describe yourself in your own words, in any of the ten languages of this site, and get matching programs from a catalogue of real European study programs, each with the reasons it fits. It needs no language model: its results follow clear rules that you can check.',
        note: 'Open to everyone, no sign-in needed.',
        link: 'Open the planner',
      },
      chat: {
        title: 'Chat with your own PDFs',
        text: 'Upload PDFs and ask questions about them. The answers are drawn from passages of your documents, with numbered sources, and written by small open models served by Ollama.',
        note: 'For signed-in users: you will be asked to sign in first.',
        link: 'Try the chat demo',
      },
    },
    trustTitle: 'Sovereign and private by design',
    trust: {
      hosting: {
        title: 'Hosted in the EU or on your servers',
        text: 'We run your solution in an EU data centre or in your own infrastructure. Your documents stay where you decide.',
      },
      openModels: {
        title: 'Open models, no lock-in',
        text: 'We use open models that run on your own servers, so you are not tied to the cloud service of a single provider.',
      },
      yourData: {
        title: 'Your data stays yours',
        text: 'Documents, chats and settings are stored per user. Each user can download all of it as one file, or erase it, at any time.',
      },
      noTraining: {
        title: 'No training on your data',
        text: 'Your documents are used to answer your questions and for nothing else: we do not train models on them.',
      },
      regulation: {
        title: 'GDPR and the EU AI Act in mind',
        text: 'From the first workshop we check which personal data is processed and where, and what the EU AI Act requires for your use case, such as telling people that they are talking to an AI.',
      },
    },
    processTitle: 'How we work together',
    process: {
      discovery: {
        title: 'Discovery',
        text: 'In a workshop we get to know your processes, data and goals, and choose a use case where AI really helps, or tell you honestly where it does not.',
      },
      prototype: {
        title: 'Prototype',
        text: 'A working prototype on a sample of your own data shows what the solution can do, and where its limits are, before you invest further.',
      },
      production: {
        title: 'Production',
        text: 'We make the solution ready for operation: security, monitoring, documentation and handover to your team, in the cloud or on premises.',
      },
    },
    ctaTitle: "Let's talk about your project",
    ctaText:
      'Tell us what you would like to achieve. You will get an honest assessment of what AI can do for you, and what it cannot.',
    ctaContact: 'Contact us',
    ctaChat: 'Try the chat demo',
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
