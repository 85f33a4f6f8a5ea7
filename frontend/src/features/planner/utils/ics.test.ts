import { describe, expect, it } from 'vitest';

import { buildIcs, escapeIcsText, foldIcsLine, icsFileName } from '@/features/planner/utils/ics';

describe(buildIcs.name, () => {
  const now = new Date('2026-11-23T04:05:06.789Z');

  it('builds one all-day VEVENT with CRLF line endings (RFC 5545)', () => {
    const sut = buildIcs(
      {
        uid: 'step-1@study-planner',
        date: '2027-01-22',
        summary: 'Take the language test',
        description: 'Book early',
      },
      now,
    );
    const lines = sut.split('\r\n');
    expect(sut.endsWith('\r\n')).toBe(true);
    expect(sut.replace(/\r\n/g, '')).not.toMatch(/[\r\n]/);
    expect(lines[0]).toBe('BEGIN:VCALENDAR');
    expect(lines).toContain('VERSION:2.0');
    expect(lines).toContain('BEGIN:VEVENT');
    expect(lines).toContain('UID:step-1@study-planner');
    expect(lines).toContain('DTSTAMP:20261123T040506Z');
    expect(lines).toContain('DTSTART;VALUE=DATE:20270122');
    expect(lines).toContain('DTEND;VALUE=DATE:20270123');
    expect(lines).toContain('SUMMARY:Take the language test');
    expect(lines).toContain('DESCRIPTION:Book early');
    expect(lines.slice(-3)).toEqual(['END:VEVENT', 'END:VCALENDAR', '']);
  });

  it('ends an event on 31 December in the next year', () => {
    expect(buildIcs({ uid: 'x', date: '2026-12-31', summary: 's' }, now)).toContain(
      'DTEND;VALUE=DATE:20270101',
    );
  });

  it('escapes commas, semicolons, backslashes and line breaks', () => {
    expect(escapeIcsText('a,b;c\\d\ne')).toBe('a\\,b\\;c\\\\d\\ne');
  });

  it('folds long lines at 75 octets without splitting a character', () => {
    const folded = foldIcsLine(`SUMMARY:${'ü'.repeat(60)}`);
    const parts = folded.split('\r\n');
    expect(parts.length).toBeGreaterThan(1);
    for (const part of parts) expect(new TextEncoder().encode(part).length).toBeLessThanOrEqual(75);
    expect(parts.slice(1).every((part) => part.startsWith(' '))).toBe(true);
    expect(parts.map((part, i) => (i === 0 ? part : part.slice(1))).join('')).toBe(
      `SUMMARY:${'ü'.repeat(60)}`,
    );
  });

  it('makes a safe file name', () => {
    expect(icsFileName('de-uni/bonn step 1')).toBe('de-uni-bonn-step-1.ics');
  });
});
