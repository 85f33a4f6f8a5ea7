const errors = {
  notFound: {
    title: 'Page not found',
    description: 'The page you are looking for does not exist or has moved.',
  },
  unexpected: {
    title: 'Something went wrong',
    description: 'An unexpected error occurred. Please reload the page or try again later.',
  },
  actions: {
    backHome: 'Back to the home page',
    reload: 'Reload page',
  },
} as const;

export default errors;
