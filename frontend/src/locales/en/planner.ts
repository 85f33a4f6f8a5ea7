const planner = {
  title: 'Study abroad planner',
  description:
    'Describe yourself in your own words and get up to six matching university programs in Europe, with tuition, living costs, language and visa requirements.',
} as const;

export default planner;
