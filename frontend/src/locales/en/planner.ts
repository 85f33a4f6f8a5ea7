const planner = {
  title: 'Study abroad planner',
  description:
    'Describe yourself in your own words and get up to six matching university programs in Europe, with tuition, living costs, language and visa requirements.',
  form: {
    label: 'Describe yourself and what you want to study',
    placeholder:
      'For example: I want to study computer science in English, in a lively city, with a budget of 1,000 euros a month.',
    hint: 'Press Ctrl+Enter (Cmd+Enter on a Mac) to search.',
    submit: 'Find',
    processing: 'Processing',
    analysing: 'Analysing your profile and matching programs…',
  },
  quickProfiles: {
    heading: 'Quick profiles',
    business: 'Business & economics',
    sports: 'Sports & campus life',
    tech: 'Tech & innovation',
    affordable: 'Affordable (low budget)',
    arts: 'Arts & design',
    science: 'Natural sciences',
    samples: {
      business:
        "I am interested in business and economics and would like a master's degree taught in English in Germany or the Netherlands.",
      sports:
        'I love sports and campus life. I would like to study sport science at a university with a lively campus and many student clubs.',
      tech: 'I want to study computer science and work in tech and innovation, ideally in a city with a strong start-up scene.',
      affordable:
        'I have a low budget: I need a program with low or no tuition fees and affordable living costs, taught in English.',
      arts: 'I want to study art and design, for example graphic design or architecture, in a creative city.',
      science: 'I am passionate about natural sciences: physics, chemistry or biology.',
    },
  },
  status: {
    resultsLoaded: 'results loaded',
    error: 'Error: {{error}}',
    noMatches: 'No matching study programs found. Please describe yourself differently.',
    failure: 'Something went wrong. Please check the server or your network connection.',
  },
  summary: {
    heading: 'Your match summary',
    criteria: 'Selection criteria',
    goals: 'Goals',
    loading: 'Reading your profile…',
    defaultCriteria: {
      profile: 'Matching your profile',
      programs: 'Suitable programs',
      quality: 'Quality education',
    },
    defaultGoals: {
      quality: 'Quality education',
      international: 'International experience',
      career: 'Career opportunities',
    },
  },
  results: {
    heading: 'Matching programs',
    count: 'Programs found: {{count}}',
  },
  card: {
    unknownUniversity: 'Unknown University',
    notAvailable: 'Not available',
    flagOf: 'Flag of {{country}}',
    unknownCountry: 'Unknown country',
    tuition: 'Tuition',
    livingCost: 'Living cost',
    language: 'Language',
    visa: 'Visa',
    deadline: 'Next deadline',
    match: 'Match {{score}}%',
    matchLabel: 'Match score: {{score}} out of 100',
    why: 'Why it matches',
    applyNow: 'Apply now',
    applyNowLabel: 'Apply now: {{program}} (opens in a new tab)',
    details: 'Details',
    detailsLabel: 'Details: {{university}}',
    select: 'Show timeline',
    selectLabel: 'Show timeline: {{program}}',
    selected: 'Selected',
  },
  timelineSection: {
    heading: 'Study timeline',
    prefilled: 'Your timeline is ready for {{program}} in {{country}}.',
    open: 'Open timeline',
  },
  favorites: {
    add: 'Add to favorites',
    added: 'Favorited ✓',
    working: 'Working…',
    addLabel: 'Add to favorites: {{program}}, {{university}}',
    removeLabel: 'Favorited: {{program}}, {{university}} (press to remove)',
    failed: 'Failed to update favorites',
    signInTitle: 'Sign in required',
    signInText: 'Please sign in to save programs to your favorites.',
    cancel: 'Cancel',
    login: 'Login',
  },
  panel: {
    title: '{{program}} · {{university}}',
    close: 'Close',
    loading: 'Loading timeline…',
    failed: 'Failed to load timeline data. Please try again later.',
    tryAgain: 'Try Again',
    tabs: {
      timeline: 'Timeline',
      costs: 'Estimated Costs',
      resources: 'Local Resources',
      scholarships: 'Scholarships',
      templates: 'Templates',
    },
  },
  timeline: {
    showCompleted: 'Show completed',
    due: 'Due {{date}}',
    addToCalendar: 'Add to Calendar',
    addToCalendarLabel: 'Add to Calendar: {{title}}',
    completed: 'Completed',
    markCompleted: 'Completed: {{title}}',
    stepCompleted: 'Step marked as completed',
    stepReopened: 'Step marked as not completed',
    estimatedCost: 'Estimated cost: {{amount}}',
    allCompleted: 'All steps are completed. Turn on “Show completed” to see them.',
    links: 'Links',
    categories: {
      preparation: 'Preparation',
      document: 'Documents',
      application: 'Application',
      financial: 'Finances',
      travel: 'Travel',
    },
  },
  steps: {
    shortlist: {
      title: 'Check the admission requirements',
      description: 'Compare your qualifications with what the university asks for this program.',
    },
    language_test: {
      title: 'Take the language test',
      description: 'Book early: results take a few weeks.',
    },
    documents: {
      title: 'Gather your documents',
      description:
        'School-leaving certificate or degree, transcripts, passport, CV; certified translations where needed.',
    },
    motivation_letter: {
      title: 'Write your motivation letter',
      description: 'Explain why this program fits your goals. Start from one of the templates.',
    },
    submit_application: {
      title: 'Submit your application',
      description: 'Apply before the deadline: places and visa slots fill up.',
    },
    scholarship: {
      title: 'Apply for scholarships',
      description: 'Scholarship deadlines are often earlier than the application deadline.',
    },
    admission_decision: {
      title: 'Receive the admission decision',
      description: 'Universities usually answer within four to eight weeks; accept your place in time.',
    },
    proof_of_funds: {
      title: 'Prepare proof of funds',
      description: 'The visa requires proof that you can pay for a year of study.',
    },
    tuition_payment: {
      title: 'Pay the tuition or deposit',
      description: 'Pay what the university asks before enrolment.',
    },
    visa: {
      title: 'Apply for your student visa or residence permit',
      description: 'Processing can take several weeks to a few months; book an appointment early.',
    },
    housing: {
      title: 'Find accommodation',
      description: 'Student rooms go fast; apply as soon as you are admitted.',
    },
    health_insurance: {
      title: 'Arrange health insurance',
      description: 'Health insurance is required to enrol.',
    },
    travel: {
      title: 'Plan your journey',
      description: 'Book your travel to arrive before the introduction week.',
    },
    arrival_registration: {
      title: 'Register after arrival',
      description: 'Register your address and enrol at the university in your first days.',
    },
  },
  costs: {
    item: 'Item',
    amount: 'Amount',
    firstYearTotal: 'First-year total',
    notInTotal: 'Not included in the total',
    unknown: 'Not available',
    categories: {
      tuition: 'Tuition, first year',
      living: 'Living costs, 12 months',
      visa: 'Visa and residence permit fees',
      insurance: 'Health insurance, 12 months',
      deposit: 'Proof of funds',
      travel: 'Journey to the place of study',
      tests: 'Language test',
    },
  },
  resources: {
    visit: 'Visit website',
    visitLabel: 'Visit website: {{name}} (opens in a new tab)',
    categories: {
      housing: 'Housing',
      embassy: 'Embassy and visas',
      transportation: 'Transportation',
      healthcare: 'Healthcare',
      'student services': 'Student services',
    },
    none: 'No local resources listed.',
  },
  scholarships: {
    deadline: 'Deadline',
    amount: 'Amount',
    eligibility: 'Eligibility',
    apply: 'Apply',
    applyLabel: 'Apply: {{name}} (opens in a new tab)',
    none: 'No scholarships listed.',
  },
  templates: {
    download: 'Download',
    downloadLabel: 'Download: {{name}}',
    names: {
      standard: 'Standard motivation letter',
      research: 'Research statement',
      language: 'Language of instruction request',
    },
    descriptions: {
      standard: 'A motivation letter for the application, with the structure admissions committees expect.',
      research: 'A statement of research interests for research-oriented programs and supervisors.',
      language: 'A letter asking your school or university to certify the language you were taught in.',
    },
  },
  university: {
    tabs: {
      courses: 'Courses',
      faculty: 'Faculty',
      admissions: 'Admissions',
      facilities: 'Facilities',
    },
    loading: 'Loading…',
    close: 'Close',
    applyNow: 'Apply Now',
    missing: 'Missing university or country.',
    httpError: 'Error loading data: {{message}}',
    invalid: 'Failed to load {{tab}} data - Invalid response format',
    usingFallback: 'Using fallback data instead.',
    toast: 'Something went wrong when loading university details.',
    fallback: {
      courses:
        'The university offers bachelor, master and doctoral programs across several faculties. See the program page for the current course list and module handbook.',
      faculty:
        'Teaching staff include professors, lecturers and researchers of the faculties. The university website lists the departments and their members.',
      admissions:
        'Admission usually requires a recognised school-leaving certificate or degree, proof of language skills and an application before the published deadline.',
      facilities:
        'Students can usually use libraries, laboratories, computer rooms, sports facilities, canteens and student services on campus.',
    },
  },
} as const;

export default planner;
