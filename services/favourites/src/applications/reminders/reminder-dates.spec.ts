import { addDays, dueReminders, isValidTimeZone, todayIn } from './reminder-dates';

const item = (uid: string, date: string, done = false) => ({ uid, date, done });

describe('reminder dates', () => {
  it('takes today in the user’s time zone, not the server’s', () => {
    const now = new Date('2027-01-14T23:30:00Z');
    expect(todayIn('UTC', now)).toBe('2027-01-14');
    expect(todayIn('Europe/Berlin', now)).toBe('2027-01-15');
    expect(todayIn('America/Los_Angeles', now)).toBe('2027-01-14');
    expect(todayIn('Pacific/Kiritimati', new Date('2027-01-14T10:30:00Z'))).toBe('2027-01-15');
  });

  it('counts calendar days across month ends, leap days and daylight saving changes', () => {
    expect(addDays('2028-03-01', -1)).toBe('2028-02-29');
    expect(addDays('2027-03-01', -1)).toBe('2027-02-28');
    expect(addDays('2028-02-29', -7)).toBe('2028-02-22');
    expect(addDays('2027-01-05', -30)).toBe('2026-12-06');
    expect(addDays('2027-03-29', -1)).toBe('2027-03-28');
  });

  it('is due from N days before the date through the date itself, and never after', () => {
    const items = [
      item('far', '2027-01-23'),
      item('exactly', '2027-01-22'),
      item('inside', '2027-01-18'),
      item('today', '2027-01-15'),
      item('past', '2027-01-14'),
      item('done', '2027-01-16', true),
    ];
    const due = dueReminders(items, { daysBefore: 7, timeZone: 'UTC' }, new Date('2027-01-15T08:00:00Z'));
    expect(due.map((entry) => entry.uid)).toEqual(['exactly', 'inside', 'today']);
  });

  it('decides due-ness on the user’s calendar day: the same instant is a different day in Tokyo and New York', () => {
    const items = [item('deadline', '2027-01-22')];
    const instant = new Date('2027-01-15T02:00:00Z'); // 11:00 on the 15th in Tokyo, 21:00 on the 14th in New York
    expect(dueReminders(items, { daysBefore: 7, timeZone: 'Asia/Tokyo' }, instant)).toHaveLength(1);
    expect(dueReminders(items, { daysBefore: 7, timeZone: 'America/New_York' }, instant)).toHaveLength(0);
  });

  it('reminds of a deadline on Feb 29 from the right day, in a leap year', () => {
    const items = [item('leap', '2028-02-29')];
    const settings = { daysBefore: 1, timeZone: 'Europe/Berlin' };
    expect(dueReminders(items, settings, new Date('2028-02-27T12:00:00Z'))).toHaveLength(0);
    expect(dueReminders(items, settings, new Date('2028-02-28T12:00:00Z'))).toHaveLength(1);
    expect(dueReminders(items, settings, new Date('2028-03-01T12:00:00Z'))).toHaveLength(0);
  });

  it('knows the IANA time zones and refuses anything else', () => {
    expect(isValidTimeZone('Europe/Berlin')).toBe(true);
    expect(isValidTimeZone('UTC')).toBe(true);
    expect(isValidTimeZone('Mars/Olympus_Mons')).toBe(false);
    expect(isValidTimeZone('')).toBe(false);
  });
});
