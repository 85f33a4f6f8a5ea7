import { CountryFileFactory } from '../catalogue/catalogue.test-util';
import { nextDeadline, nextIntake, nextOccurrence } from './deadlines';

describe(nextOccurrence.name, () => {
  it('is this year when the day is still ahead, else next year', () => {
    expect(nextOccurrence('12-15', new Date('2026-11-23T10:00:00Z'))).toBe('2026-12-15');
    expect(nextOccurrence('07-15', new Date('2026-11-23T10:00:00Z'))).toBe('2027-07-15');
    expect(nextOccurrence('11-23', new Date('2026-11-23T10:00:00Z'))).toBe('2026-11-23');
  });

  it('takes the calendar day of today in UTC, whatever the hour', () => {
    expect(nextOccurrence('11-23', new Date('2026-11-23T23:59:59Z'))).toBe('2026-11-23');
    expect(nextOccurrence('11-23', new Date('2026-11-24T00:00:00Z'))).toBe('2027-11-23');
    expect(nextOccurrence('01-01', new Date('2026-12-31T23:00:00Z'))).toBe('2027-01-01');
  });

  it('rolls a 29 February deadline to 28 February in a year without one, and keeps it in a leap year', () => {
    expect(nextOccurrence('02-29', new Date('2026-11-23T10:00:00Z'))).toBe('2027-02-28');
    expect(nextOccurrence('02-29', new Date('2027-03-01T10:00:00Z'))).toBe('2028-02-29');
    expect(nextOccurrence('02-29', new Date('2028-02-29T10:00:00Z'))).toBe('2028-02-29');
    expect(nextOccurrence('02-29', new Date('2028-03-01T10:00:00Z'))).toBe('2029-02-28');
    // 28 February of a year without 29 February is the deadline's day itself, not yet passed
    expect(nextOccurrence('02-29', new Date('2027-02-28T10:00:00Z'))).toBe('2027-02-28');
  });
});

describe(nextDeadline.name, () => {
  const program = { ...CountryFileFactory.create().programs[0]!, deadlines: { eu: '07-15', nonEu: '05-31' } };

  it('takes the non-EU deadline for non-EU students and when citizenship is unknown, the EU one for EU citizens', () => {
    const today = new Date('2026-11-23T00:00:00Z');
    expect(nextDeadline(program, 'eu', today)).toBe('2027-07-15');
    expect(nextDeadline(program, 'non_eu', today)).toBe('2027-05-31');
    expect(nextDeadline(program, 'unknown', today)).toBe('2027-05-31');
  });

  it('is null without a published deadline', () => {
    expect(nextDeadline({ ...program, deadlines: { eu: null, nonEu: null } }, 'eu', new Date())).toBeNull();
  });
});

describe(nextIntake.name, () => {
  it('is the first intake month after the date', () => {
    const program = { ...CountryFileFactory.create().programs[0]!, intakes: [10, 3] };
    expect(nextIntake(program, '2027-07-15')).toBe('2027-10-01');
    expect(nextIntake(program, '2027-11-01')).toBe('2028-03-01');
  });

  it('is strictly after the date: an intake on the day itself is the next one of its kind', () => {
    const program = { ...CountryFileFactory.create().programs[0]!, intakes: [10] };
    expect(nextIntake(program, '2027-10-01')).toBe('2028-10-01');
    expect(nextIntake(program, '2027-12-31')).toBe('2028-10-01');
  });
});
