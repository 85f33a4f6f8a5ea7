import { buildCalendar, escapeText, foldLine } from './calendar-file';

const NOW = new Date('2026-11-24T09:30:00.000Z');

describe('buildCalendar', () => {
  const ics = buildCalendar(
    'Europa Launchpad',
    [
      { uid: 'a.b@europa-launchpad', date: '2026-12-31', title: 'Submit; the application, now' },
      { uid: 'c@europa-launchpad', date: '2027-02-28', title: 'Visa' },
    ],
    NOW,
  );

  it('ends every line with CRLF and wraps the events in one VCALENDAR', () => {
    expect(ics.endsWith('\r\n')).toBe(true);
    expect(ics.split('\r\n').filter(Boolean)[0]).toBe('BEGIN:VCALENDAR');
    expect(ics.replace(/\r\n/g, '').includes('\n')).toBe(false);
    expect(ics.match(/BEGIN:VEVENT/g)).toHaveLength(2);
    expect(ics).toContain('VERSION:2.0\r\nPRODID:');
  });

  it('writes all-day events ending the next day, across month and year ends', () => {
    expect(ics).toContain('DTSTART;VALUE=DATE:20261231\r\nDTEND;VALUE=DATE:20270101');
    expect(ics).toContain('DTSTART;VALUE=DATE:20270228\r\nDTEND;VALUE=DATE:20270301');
    expect(ics).toContain('DTSTAMP:20261124T093000Z');
  });

  it('escapes the title and carries nothing but uid, dates and title', () => {
    expect(ics).toContain('SUMMARY:Submit\\; the application\\, now');
    const fields = new Set(
      ics
        .split('\r\n')
        .filter((line) => line && !line.startsWith(' '))
        .map((line) => line.split(/[:;]/)[0]),
    );
    expect([...fields].sort()).toEqual(
      [
        'BEGIN',
        'CALSCALE',
        'DTEND',
        'DTSTAMP',
        'DTSTART',
        'END',
        'METHOD',
        'PRODID',
        'SUMMARY',
        'TRANSP',
        'UID',
        'VERSION',
        'X-WR-CALNAME',
      ].sort(),
    );
  });

  it('is an empty calendar without entries', () => {
    expect(buildCalendar('x', [], NOW)).not.toContain('VEVENT');
  });
});

describe('escapeText', () => {
  it('escapes backslashes before the characters it introduces', () => {
    expect(escapeText('a\\b;c,d\ne')).toBe('a\\\\b\\;c\\,d\\ne');
  });
});

describe('foldLine', () => {
  it('folds after 75 octets, never inside a UTF-8 character, and unfolds to the same line', () => {
    const line = `SUMMARY:${'موعد التقديم '.repeat(12)}`;
    const folded = foldLine(line);
    for (const part of folded.split('\r\n')) expect(Buffer.byteLength(part, 'utf8')).toBeLessThanOrEqual(75);
    expect(folded.replace(/\r\n /g, '')).toBe(line);
    expect(folded).not.toContain('\uFFFD');
  });

  it('leaves a short line alone', () => {
    expect(foldLine('SUMMARY:Visa')).toBe('SUMMARY:Visa');
  });
});
