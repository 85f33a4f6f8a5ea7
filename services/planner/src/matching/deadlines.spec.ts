import { CountryFileFactory } from '../catalogue/catalogue.test-util';
import { nextDeadline, nextIntake, nextOccurrence } from './deadlines';

describe(nextOccurrence.name, () => {
  it('is this year when the day is still ahead, else next year', () => {
    expect(nextOccurrence('12-15', new Date('2026-11-23T10:00:00Z'))).toBe('2026-12-15');
    expect(nextOccurrence('07-15', new Date('2026-11-23T10:00:00Z'))).toBe('2027-07-15');
    expect(nextOccurrence('11-23', new Date('2026-11-23T10:00:00Z'))).toBe('2026-11-23');
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
});
