import { describeProfile } from './insights';
import { studentProfile } from './student-profile.test-util';

describe(describeProfile.name, () => {
  it('says when a budget that did not say what it covers was read as tuition', () => {
    const limit = { amount: 15000, currency: 'EUR', period: 'year' as const, eurPerYear: 15000 };
    expect(describeProfile(studentProfile({ tuitionBudget: { ...limit, assumed: true } })).criteria).toEqual([
      'Budget: up to €15,000 per year, read as tuition (each program also shows its total cost with living costs)',
    ]);
    expect(describeProfile(studentProfile({ tuitionBudget: limit })).criteria).toEqual([
      'Tuition: up to €15,000 per year',
    ]);
  });

  it('says which field it did not understand, or that it found it in program names', () => {
    const unknownField = { text: 'Egyptology', words: ['egyptology'] };
    expect(describeProfile(studentProfile({ unknownField })).criteria).toEqual([
      'Field of study not recognised: “Egyptology”',
    ]);
    expect(describeProfile(studentProfile({ unknownField }), true).criteria).toEqual([
      'Field of study: “Egyptology” (found in program names)',
    ]);
    expect(describeProfile(studentProfile({ language: 'de', unknownField })).criteria).toEqual([
      'Studienfach nicht erkannt: „Egyptology“',
    ]);
  });

  it('says which places and which free tuition were only wished for', () => {
    expect(
      describeProfile(
        studentProfile({ countries: ['IS'], freeTuition: true, wished: ['place', 'freeTuition'] }),
      ).criteria,
    ).toEqual(['Preferably: Iceland', 'Ideally no tuition']);
    expect(
      describeProfile(studentProfile({ language: 'de', countries: ['IS'], wished: ['place'] })).criteria,
    ).toEqual(['Am liebsten: Island']);
    expect(describeProfile(studentProfile({ countries: ['IS'] })).criteria).toEqual(['Countries: Iceland']);
  });
});
