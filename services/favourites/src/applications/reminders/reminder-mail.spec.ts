import { outgoingMailSchema } from '@site/platform';
import { SCHEDULE_LANGUAGES } from '../schedule/schedule.language';
import { renderReminderMail } from './reminder-mail';

const item = {
  title: 'Submit <the> application · Informatik (MSc)',
  university: 'TU München',
  date: '2028-02-29',
};

describe('reminder mail', () => {
  it('is written in the user’s language, with the date in its words and a link to the schedule', () => {
    const mail = renderReminderMail(item, 'de', 'alice@example.org', 'https://site.example/');
    expect(mail.to).toBe('alice@example.org');
    expect(mail.subject).toBe('Erinnerung: Submit <the> application · Informatik (MSc) am 29. Februar 2028');
    expect(mail.text).toContain('ist am 29. Februar 2028 fällig');
    expect(mail.text).toContain('https://site.example/schedule');
    expect(mail.html).toContain('Submit &lt;the&gt; application');
    expect(mail.html).toContain('href="https://site.example/schedule"');
    expect(mail.html).not.toContain('<the>');
  });

  it('has its own words in every language, right to left in Arabic, and fits the mail.send contract', () => {
    const subjects = new Set<string>();
    for (const language of SCHEDULE_LANGUAGES) {
      const mail = renderReminderMail(item, language, 'alice@example.org', 'http://localhost:8080');
      expect(outgoingMailSchema.safeParse(mail).success).toBe(true);
      expect(mail.text).toContain('http://localhost:8080/schedule');
      subjects.add(mail.subject);
    }
    expect(subjects.size).toBe(SCHEDULE_LANGUAGES.length);
    expect(renderReminderMail(item, 'ar', 'a@example.org', 'http://x').html).toContain('dir="rtl"');
    expect(renderReminderMail(item, 'en', 'a@example.org', 'http://x').html).toContain('dir="ltr"');
  });

  it('keeps the subject on one line and within 200 characters, whatever the title', () => {
    const long = { ...item, title: `Step\r\nBcc: x@example.org ${'x'.repeat(300)}` };
    const mail = renderReminderMail(long, 'en', 'a@example.org', 'http://x');
    expect(mail.subject).not.toMatch(/[\r\n]/);
    expect(mail.subject.length).toBeLessThanOrEqual(200);
  });
});
