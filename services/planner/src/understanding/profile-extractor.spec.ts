import { FIELD_CONCEPTS, INTERFACE_LANGUAGES } from './concepts';
import { ProfileExtractor } from './profile-extractor';
import { buildVocabulary } from './vocabulary';

const TODAY = new Date('2026-11-23T12:00:00Z');
const cities = [{ id: 'de-munich', names: ['Munich', 'München'] }];
const sut = new ProfileExtractor(
  new Map(INTERFACE_LANGUAGES.map((language) => [language, buildVocabulary(language, cities)])),
  () => TODAY,
);

describe(ProfileExtractor.name, () => {
  describe('places', () => {
    it('reads wanted countries, regions and cities', () => {
      const profile = sut.extract('I would like to study in Germany, the Nordics or Munich.');
      expect(profile.countries).toEqual(['DE']);
      expect(profile.regions).toEqual(['nordics']);
      expect(profile.cities).toEqual(['de-munich']);
    });

    it('never widens named countries with a region word around them', () => {
      expect(sut.extract('Economics in Northern Europe: Denmark or Norway, taught in English')).toMatchObject(
        {
          countries: ['DK', 'NO'],
          regions: [],
        },
      );
      expect(sut.extract('Ideally I would study in Northern Europe: Denmark or Norway')).toMatchObject({
        countries: ['DK', 'NO'],
        regions: [],
      });
      expect(sut.extract('Law in Western Europe: Belgium or the Netherlands, in English')).toMatchObject({
        countries: ['BE', 'NL'],
        regions: [],
      });
      expect(sut.extract('Pharmacy in Southern Europe - Spain or Portugal')).toMatchObject({
        countries: ['ES', 'PT'],
        regions: [],
      });
      expect(sut.extract('Somewhere in Central Europe, maybe Munich')).toMatchObject({
        cities: ['de-munich'],
        regions: [],
      });
      expect(sut.extract('Chemistry in Southern Europe')).toMatchObject({ regions: ['southern_europe'] });
    });

    it('keeps the region when a country or city in it is only a wish, in every language', () => {
      const wishes: readonly (readonly [string, string])[] = [
        [
          'Economics bachelor in Northern Europe, ideally Denmark or Norway, taught in English',
          'northern_europe',
        ],
        ['somewhere in Scandinavia, ideally Norway or Denmark, marine biology', 'scandinavia'],
        ['Nordics, Sweden would be a dream, computer science', 'nordics'],
        ['Benelux (Munich would be perfect!), engineering master', 'benelux'],
        ['Norway or Denmark would be perfect, somewhere in Scandinavia', 'scandinavia'],
        ['Informatik in Skandinavien, am liebsten Schweden', 'scandinavia'],
        ['In Skandinavien, z.B. Dänemark, Informatik', 'scandinavia'],
        ['A master in the Benelux, e.g. Belgium', 'benelux'],
        ['Master en Europe du Nord, p. ex. la Suède', 'northern_europe'],
        ['Informatique en Scandinavie, de préférence en Norvège ou au Danemark', 'scandinavia'],
        ['Informática en los países nórdicos, idealmente Suecia', 'nordics'],
        ["İskandinavya'da bilgisayar mühendisliği, tercihen Norveç", 'scandinavia'],
        ['Informatyka w Skandynawii, najlepiej Norwegia albo Dania', 'scandinavia'],
        ['북유럽에서 컴퓨터공학, 노르웨이면 좋겠어요', 'nordics'],
        ['在北欧读计算机，最好是挪威或丹麦', 'nordics'],
        ['علوم الحاسوب في الدول الإسكندنافية، ويفضل النرويج أو الدنمارك', 'scandinavia'],
      ];
      for (const [text, region] of wishes) {
        expect([text, sut.extract(text).regions]).toEqual([text, [region]]);
      }
      // a wish with no region around it stays the place asked for
      expect(sut.extract('I want to study in Germany, ideally Munich')).toMatchObject({
        countries: ['DE'],
        regions: [],
      });
    });

    it('excludes every place of a negated list, and stops at a contrast', () => {
      const list = sut.extract('Anywhere but France, Italy or Spain.');
      expect(list.excludedCountries).toEqual(['FR', 'IT', 'ES']);
      const contrast = sut.extract('Not in Germany but in the Netherlands.');
      expect(contrast).toMatchObject({ excludedCountries: ['DE'], countries: ['NL'] });
    });

    it('tells the country of origin from the destination', () => {
      const profile = sut.extract("I'm from India and I want to study in Germany.");
      expect(profile).toMatchObject({ originCountry: 'IN', countries: ['DE'], citizenship: 'non_eu' });
    });

    it('reads a nationality only when the student says it is theirs', () => {
      expect(sut.extract("I'm Nigerian and love engineering.")).toMatchObject({
        originCountry: 'NG',
        citizenship: 'non_eu',
      });
      expect(sut.extract('I speak German.')).toMatchObject({ originCountry: null, spokenLanguages: ['de'] });
    });
  });

  describe('languages and citizenship', () => {
    it('separates languages the student speaks from the language of instruction', () => {
      const profile = sut.extract('I am fluent in Spanish and want a program taught in English.');
      expect(profile.spokenLanguages).toEqual(['es']);
      expect(profile.instructionLanguages).toEqual(['en']);
    });

    it('does not take a place of residence for citizenship, nor "without fees" for an exclusion', () => {
      expect(sut.extract('I live in Germany.')).toMatchObject({ citizenship: 'unknown', countries: ['DE'] });
      expect(sut.extract('Ideally without fees in Germany.')).toMatchObject({
        excludedCountries: [],
        countries: ['DE'],
      });
    });

    it('reads EU citizenship statements and European origins as EU/EEA', () => {
      expect(sut.extract('I am an EU citizen.').citizenship).toBe('eu');
      expect(sut.extract('I come from Poland.').citizenship).toBe('eu');
      expect(sut.extract('I study law.').citizenship).toBe('unknown');
    });

    it('reads citizenship stated in many ways, in every language', () => {
      const nonEu: readonly (readonly [string, string])[] = [
        ['US citizen, master in economics in Germany.', 'US'],
        ['with a Chinese passport, I want to study medicine in Hungary', 'CN'],
        ['أنا مصري الجنسية، ماجستير فيزياء في ألمانيا', 'EG'],
        ['Je suis de nationalité américaine, master en chimie en France.', 'US'],
        ['Jestem obywatelem USA, chcę studiować informatykę w Niemczech.', 'US'],
        ['我持中国护照，想去德国读本科。', 'CN'],
      ];
      for (const [text, origin] of nonEu) {
        expect(sut.extract(text)).toMatchObject({ citizenship: 'non_eu', originCountry: origin });
      }
      // the place after an origin cue in another clause is a destination
      expect(sut.extract('أنا مصري الجنسية، ماجستير فيزياء في ألمانيا').countries).toEqual(['DE']);
    });

    it('counts a European passport among two nationalities, written as a list', () => {
      for (const text of [
        'dual citizen (Brazil and Portugal), medicine in Spain',
        'Ich habe die doppelte Staatsbürgerschaft, brasilianisch und italienisch, Master Chemie in Frankreich',
        "J'ai la double nationalité franco-brésilienne, master en chimie",
        'Je suis brésilien et italien, master en chimie en Espagne',
        'Tengo doble nacionalidad colombiana e italiana, máster en Alemania',
        'Tenho passaporte brasileiro e italiano, mestrado em química na França',
        'Mam paszport ukraiński i polski, magisterka z fizyki w Niemczech',
        "Türk ve İtalyan vatandaşıyım, Hollanda'da fizik yüksek lisans",
        'أحمل الجنسيتين المصرية والإيطالية، ماجستير فيزياء في ألمانيا',
      ]) {
        expect([text, sut.extract(text).citizenship]).toEqual([text, 'eu']);
      }
      expect(sut.extract('dual citizen (Brazil and Portugal), medicine in Spain').countries).toEqual(['ES']);
      // a language named after a nationality stays a language
      expect(sut.extract("I'm Indian and I speak German, master in physics").citizenship).toBe('non_eu');
    });
  });

  describe('money', () => {
    it('reads a monthly total budget and converts it to euro a year', () => {
      expect(sut.extract('My budget is 800 euros per month.').totalBudget).toEqual({
        amount: 800,
        currency: 'EUR',
        period: 'month',
        eurPerYear: 9600,
      });
    });

    it('reads a tuition ceiling in another currency as euro a year', () => {
      const { tuitionBudget, totalBudget } = sut.extract('Tuition fees under $5,800 a year.');
      expect(totalBudget).toBeNull();
      expect(tuitionBudget).toMatchObject({
        amount: 5800,
        currency: 'USD',
        period: 'year',
        eurPerYear: 5000,
      });
    });

    it('reads a budget that does not say what it covers as a tuition ceiling, and says so', () => {
      const profile = sut.extract('MBA in Spain under 15000 euros');
      expect(profile.totalBudget).toBeNull();
      expect(profile.tuitionBudget).toMatchObject({ eurPerYear: 15000, assumed: true });
      expect(sut.extract('Budget of 20,000 euros a year').tuitionBudget).toMatchObject({ assumed: true });
      // a stated coverage is kept: tuition is tuition, a total is a total, and a monthly sum lives
      expect(sut.extract('Tuition under 5000 euros').tuitionBudget).not.toHaveProperty('assumed');
      expect(sut.extract('A total budget of 15000 euros a year').totalBudget?.eurPerYear).toBe(15000);
      expect(sut.extract('I have 900 euros a month').totalBudget?.eurPerYear).toBe(10800);
      const both = sut.extract('Tuition fees under 5000 euros, my total budget is 15000 euros.');
      expect(both.tuitionBudget?.eurPerYear).toBe(5000);
      expect(both.totalBudget?.eurPerYear).toBe(15000);
    });

    it('reads a total that includes tuition as a total', () => {
      const profile = sut.extract('I can spend at most 900 euros a month in total, tuition included.');
      expect(profile.tuitionBudget).toBeNull();
      expect(profile.totalBudget?.eurPerYear).toBe(10800);
    });

    it('does not take a year or a test score for money', () => {
      const profile = sut.extract('I want to start in 2027, my IELTS is 7.');
      expect(profile.totalBudget).toBeNull();
      expect(profile.start).toEqual({ month: null, year: 2027 });
    });

    it('reads wishes for low costs and free tuition', () => {
      expect(sut.extract('Something affordable.').lowCost).toBe(true);
      expect(sut.extract('Ideally tuition-free.').freeTuition).toBe(true);
    });
  });

  describe('study wishes', () => {
    it('reads fields, the most specific term winning', () => {
      expect(sut.extract('computer science or mechanical engineering').fields).toEqual([
        'computer_science',
        'mechanical_engineering',
      ]);
    });

    it("takes a master's when the student already has a bachelor's", () => {
      expect(sut.extract("I have a bachelor's degree in economics.").degree).toBe('master');
      expect(sut.extract('I just finished high school.').degree).toBe('bachelor');
    });

    it('reads the start, interests and career goals', () => {
      const profile = sut.extract('Start next autumn. I love sports and want to become a data scientist.');
      expect(profile.start).toEqual({ month: 9, year: 2027 });
      expect(profile.interests).toEqual(['sports']);
      expect(profile.careers).toEqual(['data_science']);
    });
  });

  describe('a first degree', () => {
    it('reads a word for undergraduate studies as a first degree: a bachelor or a long cycle', () => {
      for (const text of [
        '저는 학부 과정으로 약학을 헝가리에서 공부하고 싶어요.',
        '헝가리나 체코에서 약학 학사를 하고 싶어요',
        '我想在匈牙利读药学本科',
        'I want to do an undergrad in pharmacy in Hungary',
        'Quiero estudiar un grado en farmacia en Hungría',
        'Quero fazer graduação em farmácia na Hungria',
        "Macaristan'da eczacılık lisans eğitimi",
        'Grundständiges Studium Pharmazie in Ungarn',
        'Je cherche des études de premier cycle en pharmacie en Hongrie',
        'أريد دراسة بكالوريوس الصيدلة في المجر',
      ]) {
        expect([text, sut.extract(text)]).toMatchObject([text, { degree: 'bachelor', firstDegree: true }]);
      }
    });

    it('keeps a word for the bachelor alone, a master and a degree already held as they are', () => {
      expect(sut.extract('bachelor in pharmacy in Hungary')).toMatchObject({ firstDegree: false });
      expect(sut.extract('Je veux faire une licence de pharmacie en Hongrie')).toMatchObject({
        firstDegree: false,
      });
      expect(sut.extract("Macaristan'da eczacılık yüksek lisans")).toMatchObject({
        degree: 'master',
        firstDegree: false,
      });
      expect(
        sut.extract('I have an undergraduate degree in biology and want a master in pharmacy'),
      ).toMatchObject({ degree: 'master', firstDegree: false });
    });
  });

  describe('game development', () => {
    it('reads game development as one field, in every language; design and programming apart', () => {
      for (const text of [
        'gamedev bachelor in Poland',
        'Spieleentwicklung studieren in Deutschland',
        'Je veux faire du développement de jeux vidéo en France',
        'Quiero estudiar desarrollo de videojuegos en España',
        'Quero estudar desenvolvimento de jogos em Portugal',
        "Almanya'da oyun geliştirme okumak istiyorum",
        'gamedev studia w polsce, licencjat',
        '독일에서 게임 개발을 공부하고 싶어요',
        '我想在德国学游戏开发',
        'أريد دراسة تطوير الألعاب في ألمانيا',
      ]) {
        expect([text, sut.extract(text).fields]).toEqual([text, ['game_development']]);
      }
      expect(sut.extract('game design master in the Netherlands').fields).toEqual(['game_design']);
      expect(sut.extract('I want to study games programming in the UK').fields).toEqual(['computer_science']);
      expect(sut.extract('film production in Prague').fields).toEqual(['film_media_production']);
      expect(sut.extract('game theory in an economics master').fields).toEqual(['economics']);
    });

    it('finds software and media programmes: game programmes are coded 0613, 0211 or both', () => {
      expect(FIELD_CONCEPTS.game_development).toEqual(expect.arrayContaining(['0211', '0613']));
    });
  });

  describe('a field it does not know', () => {
    it('keeps the words where the student names a field, as written', () => {
      expect(sut.extract('I want a master in Xenolinguistics in Germany').unknownField).toEqual({
        text: 'Xenolinguistics',
        words: ['xenolinguistics'],
      });
      expect(sut.extract('Ich möchte Zwergenkunde im Ausland studieren.').unknownField?.text).toBe(
        'Zwergenkunde',
      );
      expect(sut.extract('我想在德国读龙学硕士').unknownField?.words).toEqual(['龙学']);
    });

    it('takes no other words for a field, and none when a field is understood', () => {
      expect(
        sut.extract("My parents are gardeners and I want a master's in Germany.").unknownField,
      ).toBeNull();
      expect(sut.extract('I want a master in history in Germany.').unknownField).toBeNull();
    });
  });

  describe('classes of phrasing the lexicons were not written for', () => {
    it('takes "any subject" for no field, not for a field it does not know', () => {
      expect(sut.extract('a cheap bachelors in europe, not fussed what subject tbh').unknownField).toBeNull();
      expect(sut.extract("N'importe quelle filière, une licence en français.").unknownField).toBeNull();
      expect(sut.extract('专业还没定，想去欧洲读本科').unknownField).toBeNull();
    });

    it('reads a doctorate wished for in a career phrase, and not a degree already held', () => {
      expect(sut.extract("J'aimerais faire un doctorat en histoire médiévale.").wantsDoctorate).toBe(true);
      expect(sut.extract('I need a PhD in epidemiology. I have MSc Public Health.')).toMatchObject({
        wantsDoctorate: true,
        degree: null,
      });
      expect(sut.extract('Suche eine Promotionsstelle in Astrophysik. MSc Physik aus Bonn.')).toMatchObject({
        wantsDoctorate: true,
        degree: null,
      });
      expect(sut.extract('A master in physics first, then a PhD.')).toMatchObject({
        wantsDoctorate: true,
        degree: 'master',
      });
    });

    it('reads finishing school as a first degree', () => {
      expect(sut.extract('I just finished high school and want to study medicine.')).toMatchObject({
        degree: 'bachelor',
        firstDegree: true,
      });
      expect(sut.extract('A bachelor in medicine after high school.').firstDegree).toBe(false);
    });

    it('excludes "neither ... nor" and "outside" places, and no place of another clause', () => {
      expect(
        sut.extract('Informatik, aber weder in der Schweiz noch in Deutschland.').excludedCountries,
      ).toEqual(['CH', 'DE']);
      expect(sut.extract('Medicina dentária em inglês, fora de Portugal.').excludedCountries).toEqual(['PT']);
      expect(
        sut.extract('Quiero estudiar fuera de España, nada de frío, tipo Italia, Grecia o Portugal.'),
      ).toMatchObject({ excludedCountries: ['ES'], countries: ['IT', 'GR', 'PT'] });
    });

    it('takes a home city for the origin and any European passport for EU citizenship', () => {
      const cities = new ProfileExtractor(
        new Map(
          INTERFACE_LANGUAGES.map((language) => [
            language,
            buildVocabulary(language, [{ id: 'es-valencia', names: ['Valencia'] }]),
          ]),
        ),
        () => TODAY,
      );
      expect(cities.extract('Soy de Valencia y quiero estudiar en Italia.')).toMatchObject({
        cities: [],
        countries: ['IT'],
        citizenship: 'eu',
      });
      expect(sut.extract("I'm Lebanese and I have a French passport too.").citizenship).toBe('eu');
    });

    it('reads languages the student does not speak, and lists that share a cue', () => {
      expect(sut.extract('licence psycho en espagne, mais je parle ni espagnol ni portugais')).toMatchObject({
        avoidedLanguages: ['es', 'pt'],
        spokenLanguages: [],
      });
      expect(sut.extract('I speak Spanish and Italian.').spokenLanguages).toEqual(['es', 'it']);
      expect(sut.extract("The programme must be in English, I don't know German yet.")).toMatchObject({
        instructionLanguages: ['en'],
        avoidedLanguages: ['de'],
      });
      expect(sut.extract('بدي بكالوريوس بالترجمة (عربي - إنكليزي - ألماني)').instructionLanguages).toEqual(
        [],
      );
    });

    it('reads money to live on as no limit, and tuition and rent together as a total', () => {
      expect(sut.extract('I have 1000 euros a month to live on.')).toMatchObject({
        totalBudget: null,
        tuitionBudget: null,
        lowCost: true,
      });
      const both = sut.extract(
        "I've saved $25,000 for the year and that has to cover both tuition and rent.",
      );
      expect(both.totalBudget?.amount).toBe(25000);
      const indian = sut.extract(
        'Around 10 lakh rupees a year including living, so roughly 11k euros all in.',
      );
      expect(indian.totalBudget).toMatchObject({ amount: 11000, currency: 'EUR' });
      expect(sut.extract('10 lakh rupees in total').totalBudget).toMatchObject({
        amount: 1_000_000,
        currency: 'INR',
      });
    });

    it('reads millions, multipliers written onto the number and a currency word shared by countries', () => {
      const pesos = sut.extract('Soy colombiano. Tengo unos 60 millones de pesos para todo el año.');
      expect(pesos.totalBudget).toMatchObject({ amount: 60_000_000, currency: 'COP' });
      expect(sut.extract('ingilterede mba, en fazla 20bin sterlin verebilirim')).toMatchObject({
        language: 'tr',
        countries: ['GB'],
        tuitionBudget: { amount: 20000, currency: 'GBP' },
      });
    });

    it('keeps the field wanted, not the one studied, a broad word inside a name, or the wider of two', () => {
      expect(
        sut.extract('Graduate in electrical engineering, I want a master in renewable energy.').fields,
      ).toEqual(['energy_engineering']);
      expect(sut.extract('Un master en sciences des religions.').fields).toEqual(['theology']);
      expect(sut.extract('金融硕士，目标是商学院').fields).toEqual(['finance']);
    });

    it('reads traditional Chinese, one wrong character and shortened words', () => {
      expect(sut.extract('我是台灣人，想去義大利念藝術史碩士')).toMatchObject({
        countries: ['IT'],
        fields: ['history_archaeology'],
        degree: 'master',
      });
      expect(sut.extract('平面设记本科 英国').fields).toEqual(['design']);
      expect(sut.extract('Master Wirtschaftsinfo in Österreich').fields).toEqual(['computer_science']);
    });

    it('takes named places for examples when the student accepts others', () => {
      expect(
        sut.extract('Quero um mestrado, já vi Lisboa mas aceito outras opções na Europa.'),
      ).toMatchObject({
        placesAreExamples: true,
      });
    });
  });

  describe('the language of the question', () => {
    it('answers an English question in English even without English function words', () => {
      expect(sut.extract('master in chemistry in Switzerland').language).toBe('en');
      expect(sut.extract('MBA in Spain under 15000 euros').language).toBe('en');
    });
  });

  describe('in other languages', () => {
    it('German: national terms, origin and exclusion', () => {
      const profile = sut.extract(
        'Ich komme aus Brasilien und möchte BWL studieren, aber nicht in Frankreich.',
      );
      expect(profile).toMatchObject({
        language: 'de',
        fields: ['business_management'],
        originCountry: 'BR',
        excludedCountries: ['FR'],
      });
    });

    it('French: field, degree, place and budget', () => {
      const profile = sut.extract(
        'Je cherche un master en informatique en Belgique, budget 900 euros par mois.',
      );
      expect(profile).toMatchObject({
        language: 'fr',
        fields: ['computer_science'],
        degree: 'master',
        countries: ['BE'],
      });
      expect(profile.totalBudget?.eurPerYear).toBe(10800);
    });

    it('Spanish and Portuguese without telling function words', () => {
      expect(sut.extract('Máster en ciencias ambientales en Suecia o Dinamarca.')).toMatchObject({
        language: 'es',
        countries: ['SE', 'DK'],
        fields: ['environmental_sciences'],
      });
      expect(sut.extract('Quero estudar direito na Espanha.')).toMatchObject({
        language: 'pt',
        countries: ['ES'],
        fields: ['law'],
      });
    });

    it('Chinese: a budget written against the characters, in ten-thousands', () => {
      expect(sut.extract('我想在德国读硕士，每年2万欧元。')).toMatchObject({
        language: 'zh',
        countries: ['DE'],
        degree: 'master',
      });
      expect(sut.extract('我想在德国读硕士，每年2万欧元。').tuitionBudget).toMatchObject({
        amount: 20000,
        currency: 'EUR',
      });
    });

    it('Korean: the end of a word is not a currency before a number', () => {
      expect(sut.extract('대학원 2년 과정을 독일에서 공부하고 싶어요.').totalBudget).toBeNull();
    });

    it('Arabic: a word that is also a country name stays a word', () => {
      expect(sut.extract('أحتاج إلى الدعم المالي لدراسة الطب في رومانيا.')).toMatchObject({
        language: 'ar',
        originCountry: null,
        countries: ['RO'],
        fields: ['medicine'],
      });
    });

    it('Turkish: suffixes attached to country names', () => {
      expect(sut.extract("Almanya'da bilgisayar mühendisliği okumak istiyorum.")).toMatchObject({
        language: 'tr',
        countries: ['DE'],
      });
    });
  });
});
