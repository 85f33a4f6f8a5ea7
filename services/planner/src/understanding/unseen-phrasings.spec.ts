import { INTERFACE_LANGUAGES } from './concepts';
import { ProfileExtractor } from './profile-extractor';
import { buildVocabulary } from './vocabulary';

// Classes of phrasing found misread in the second blind suite (ADR 29, addendum of 2026-11-24), each in several
// languages, written as students write them rather than as the lexicons list them.
const TODAY = new Date('2026-11-23T12:00:00Z');
const cities = [
  { id: 'pt-porto', names: ['Porto', 'Oporto'] },
  { id: 'de-munich', names: ['Munich', 'München'] },
];
const sut = new ProfileExtractor(
  new Map(INTERFACE_LANGUAGES.map((language) => [language, buildVocabulary(language, cities)])),
  () => TODAY,
);

describe('unseen phrasings', () => {
  it.each([
    'Quero estudar medicina sem pagar propina nenhuma',
    'Informatik studieren, das Studium darf nichts kosten',
    'Informatik ohne Studiengebühr',
    'informatique sans droits d’inscription',
    'informática sin pagar nada de matrícula',
    'bilgisayar mühendisliği, okul ücreti olmadan',
    'informatyka, i tak wolę nie płacić czesnego',
    '학비 없는 유럽 대학에서 컴퓨터 공학',
    '有没有不要学费的欧洲本科？',
    'أريد دراسة الهندسة بدون دفع رسوم',
  ])('reads "%s" as free tuition', (text) => {
    expect(sut.extract(text).freeTuition).toBe(true);
  });

  it('does not take the "no" of a wish for no tuition for a place excluded', () => {
    expect(sut.extract('有没有不要学费的欧洲本科？北欧优先')).toMatchObject({
      freeTuition: true,
      regions: ['nordics'],
      excludedRegions: [],
    });
  });

  it.each([
    ['filologia szwedzka albo norweska, gdzieś w północnej Europie', 'northern_europe'],
    ['Informatyka w środkowej Europie, po angielsku', 'central_europe'],
    ['Ich möchte im Norden Europas Informatik studieren', 'northern_europe'],
    ['Ich will im südlichen Europa Medizin studieren', 'southern_europe'],
    ['유럽 북부에서 석사를 하고 싶어요', 'northern_europe'],
    ['أريد دراسة الطب في اوروبا الشرقية', 'eastern_europe'],
  ])('reads the region in "%s"', (text, region) => {
    expect(sut.extract(text).regions).toEqual([region]);
  });
});
