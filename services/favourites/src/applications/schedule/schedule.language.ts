/** The interface languages; the schedule's own words (the deadline of a favourite, the calendar's name) in each. */
export const SCHEDULE_LANGUAGES = ['en', 'de', 'fr', 'es', 'pt', 'pl', 'tr', 'ar', 'zh', 'ko'] as const;
export type ScheduleLanguage = (typeof SCHEDULE_LANGUAGES)[number];

const DEADLINE: Record<ScheduleLanguage, string> = {
  en: 'Application deadline',
  de: 'Bewerbungsfrist',
  fr: 'Date limite de candidature',
  es: 'Plazo de solicitud',
  pt: 'Prazo de candidatura',
  pl: 'Termin składania wniosków',
  tr: 'Başvuru son tarihi',
  ar: 'آخر موعد للتقديم',
  zh: '申请截止日期',
  ko: '지원 마감일',
};

const CALENDAR: Record<ScheduleLanguage, string> = {
  en: 'Study abroad schedule',
  de: 'Zeitplan Auslandsstudium',
  fr: 'Calendrier des études à l’étranger',
  es: 'Calendario de estudios en el extranjero',
  pt: 'Calendário de estudos no exterior',
  pl: 'Harmonogram studiów za granicą',
  tr: 'Yurt dışı eğitim takvimi',
  ar: 'جدول الدراسة في الخارج',
  zh: '留学日程',
  ko: '유학 일정',
};

export const deadlineTitle = (language: ScheduleLanguage) => DEADLINE[language] ?? DEADLINE.en;
export const calendarName = (language: ScheduleLanguage) => CALENDAR[language] ?? CALENDAR.en;
