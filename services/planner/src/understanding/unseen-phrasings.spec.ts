import { FIELD_CONCEPTS, INTERFACE_LANGUAGES, REGIONS } from './concepts';
import { ProfileExtractor } from './profile-extractor';
import { buildVocabulary } from './vocabulary';

// Classes of phrasing found misread in the second blind suite (ADR 29, addendum of 2026-11-24), each in several
// languages, written as students write them rather than as the lexicons list them.
const TODAY = new Date('2026-11-23T12:00:00Z');
const cities = [
  { id: 'pt-porto', names: ['Porto', 'Oporto'] },
  { id: 'de-munich', names: ['Munich', 'München'] },
  { id: 'no-as', names: ['Ås'] },
  { id: 'fr-nice', names: ['Nice'] },
  { id: 'pl-krakow', names: ['Kraków', 'Krakow'] },
  { id: 'at-vienna', names: ['Vienna', 'Wien', 'Wiedeń'] },
  { id: 'at-graz', names: ['Graz'] },
  { id: 'pl-lodz', names: ['Lodz', 'Łódź'] },
  { id: 'it-rome', names: ['Rome', 'Roma', 'Rzym'] },
  { id: 'cz-prague', names: ['Prague', 'Praha', 'Praga'] },
  { id: 'ie-cork', names: ['Cork'] },
  { id: 'nl-the-hague', names: ['The Hague', 'Den Haag', 'La Haya', 'Haga'] },
  { id: 'es-madrid', names: ['Madrid'] },
  { id: 'fr-lyon', names: ['Lyon'] },
  { id: 'tr-izmir', names: ['İzmir', 'Izmir'] },
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

  it.each([
    'Boas! Sou do Porto, acabei agora o 12º e quero estudar Engenharia Aeroespacial',
    'lise mezunuyum, bilgisayar mühendisliği okumak istiyorum',
    '고등학교 졸업했고 독일에서 컴퓨터공학 공부하고 싶어요',
    'Ich habe mein Abi gemacht und will Informatik studieren',
    'je viens d’avoir mon bac et je veux étudier l’informatique',
  ])('reads finishing school in "%s" as a first degree', (text) => {
    expect(sut.extract(text)).toMatchObject({ degree: 'bachelor', firstDegree: true });
  });

  it('reads a Quebec "maîtrise en" as a master, and a command of a language as no degree', () => {
    expect(
      sut.extract('Je viens de Montréal et j’aimerais faire ma maîtrise en science politique à Paris'),
    ).toMatchObject({ degree: 'master', fields: ['political_science'] });
    expect(
      sut.extract('J’ai une bonne maîtrise de l’anglais et je veux étudier l’informatique').degree,
    ).toBeNull();
  });

  it('reads a doctorate sought after a bachelor and a master already done as the wish', () => {
    expect(
      sut.extract('Bin Schweizer, BSc + MSc Physik an der ETH. Suche eine Doktorandenstelle in Quantenoptik'),
    ).toMatchObject({ degree: null, wantsDoctorate: true });
    expect(sut.extract('I want to do a master, then a PhD in physics')).toMatchObject({
      degree: 'master',
      wantsDoctorate: true,
    });
    expect(sut.extract('我想读博，物理')).toMatchObject({ wantsDoctorate: true, fields: ['physics'] });
  });

  it.each([
    ['Sou do Porto e quero ir estudar Engenharia Aeroespacial lá para fora', 'PT'],
    ['Ich bin Deutsche und möchte im Ausland Informatik studieren', 'DE'],
    ['Je suis française et je veux étudier l’informatique à l’étranger', 'FR'],
    ['Soy española y quiero estudiar medicina en el extranjero', 'ES'],
    ['Jestem Polką, chcę studiować informatykę za granicą', 'PL'],
  ])('excludes the home country of "%s"', (text, home) => {
    expect(sut.extract(text)).toMatchObject({ originCountry: home, excludedCountries: [home] });
  });

  it('keeps home when it is named as a destination too, and the places wished for abroad', () => {
    expect(sut.extract('Jestem z Polski, chcę studiować informatykę w Polsce albo za granicą')).toMatchObject(
      {
        countries: ['PL'],
        excludedCountries: [],
      },
    );
    expect(
      sut.extract('Sou do Porto, quero ir estudar lá para fora, de preferência Holanda ou Alemanha'),
    ).toMatchObject({ countries: ['NL', 'DE'], excludedCountries: ['PT'] });
  });

  it.each([
    ['학비는 연 2만5천 달러까지 괜찮아요', 25000, 'USD'],
    ['학비는 연 2만 5천 달러까지', 25000, 'USD'],
    ['预算一年3万5千欧元', 35000, 'EUR'],
    ['每年2万5000欧元', 25000, 'EUR'],
    ['一年两万欧元', 20000, 'EUR'],
    ['每年5万人民币', 50000, 'CNY'],
    ['예산은 1년에 2천만 원', 20000000, 'KRW'],
  ])('reads the Chinese or Korean amount in "%s"', (text, amount, currency) => {
    expect(sut.extract(text).tuitionBudget).toMatchObject({ amount, currency, period: 'year' });
  });

  it.each([
    ['finished bsc microbiology, i want to do a masters in public health or epidemiology', ['public_health']],
    ['Master Public Health in Deutschland', ['public_health']],
    ['公共卫生硕士', ['public_health']],
    ['عايز أعمل ماجستير في إدارة المشروعات الإنشائية في ألمانيا', ['civil_engineering']],
    ['I want a master in construction project management in Germany', ['civil_engineering']],
    ['quero fazer um curso de gestão hoteleira na Suíça', ['hospitality']],
    ['Ich möchte Hotelmanagement in der Schweiz studieren', ['hospitality']],
    ['호텔경영 학사', ['hospitality']],
    ['tourism and hospitality bachelor', ['tourism_hospitality']],
    ['filologia szwedzka albo norweska, gdzieś w północnej Europie', ['philology']],
  ])('reads the field of "%s"', (text, fields) => {
    expect(sut.extract(text).fields).toEqual(fields);
  });

  it('takes the language of a philology for the subject, not the language of teaching', () => {
    expect(sut.extract('filologia szwedzka albo norweska').instructionLanguages).toEqual([]);
    expect(sut.extract('Swedish or Norwegian philology, taught in English').instructionLanguages).toEqual([
      'en',
    ]);
  });

  describe('third blind suite classes (ADR 29, addendum of 2026-11-24, second)', () => {
    it.each([
      ['hi 저는 미국 시민권만 있어요. Europe 어디든 psychology master 하고 싶어요, English only', 'en'],
      ['我想读 computer science，taught in English', 'en'],
      ['أريد ماجستير في علم النفس، taught in German', 'de'],
    ])('reads the English words inside "%s"', (text, language) => {
      expect(sut.extract(text).instructionLanguages).toEqual([language]);
    });

    it.each([
      ['Bachelor in Informatik, vorzugsweise in Polen oder Ungarn', ['place']],
      ['Chcę magisterkę z logistyki w Polsce. Najlepiej bezpłatnie.', ['freeTuition']],
      ['유럽 대학, 학비 무료인 나라면 좋겠고 영어로 수업하는 곳', ['freeTuition']],
      ['Informatik in Polen, ohne Studiengebühren', []],
      ['Scandinavia, ideally Norway', []],
    ])('knows what "%s" states only as a wish', (text, wished) => {
      expect(sut.extract(text).wished).toEqual(wished);
    });

    it.each([
      ['预算一年10万以内（含生活费）', 'CNY', 100_000],
      ['学费每年不能超过5万', 'CNY', 50_000],
      ['생활비 포함 월 150만원 정도', 'KRW', 1_500_000],
      ['등록금은 1년에 2000만 이하', 'KRW', 20_000_000],
    ])('reads the currency of "%s" from its ten-thousands', (text, currency, amount) => {
      const profile = sut.extract(text);
      expect(profile.totalBudget ?? profile.tuitionBudget).toMatchObject({ currency, amount });
    });

    it.each([
      'Total budget incl. living is abt 12 lakh INR per year',
      'Gesamtbudget inkl. Miete ca. 12000 Euro im Jahr',
    ])('reads "%s" as a total, past the dots of abbreviations', (text) => {
      expect(sut.extract(text).totalBudget).not.toBeNull();
    });

    it.each([
      ['I live in Porto and want to do a master abroad', [], ['PT']],
      ["Abi selam, München'deyim, yurtdışında master yapmak istiyorum", [], ['DE']],
      ['Ich wohne in Porto und will im Ausland studieren', [], ['PT']],
      ['مقيم بتركيا وأريد الدراسة في ألمانيا', ['DE'], []],
      ['Jestem z Ukrainy, w Krakowie mieszkam od 3 lat. Magisterka w Polsce', ['PL'], []],
    ])('takes where "%s" lives for home, not for a destination', (text, countries, excluded) => {
      const profile = sut.extract(text);
      expect(profile.countries).toEqual(countries);
      expect(profile.cities).toEqual([]);
      expect(profile.excludedCountries).toEqual(excluded);
    });

    it.each([
      ['Salut, je suis suisse (Lausanne). Je veux un bachelor dans un pays du Benelux', 'CH'],
      ['Servus, i bin Österreicher, aus Graz, und mecht an Master in Psychologie machen', 'AT'],
      ["I'm German, from Berlin, looking for a master in the Benelux", 'DE'],
    ])('takes the home town next to the nationality in "%s" for home', (text, origin) => {
      const profile = sut.extract(text);
      expect(profile).toMatchObject({ originCountry: origin, countries: [], cities: [], citizenship: 'eu' });
    });

    it.each([
      'Hallo, ich weiß noch nicht genau was ich studieren will. Bachelor in Istanbul',
      'بنتي خلصت الثانوية وتبي تدرس في أوروبا، ما حددت التخصص بعد',
      'Ni idea de qué estudiar jaja, quiero un grado barato',
      'Lise son sınıftayım, ne okuyacağıma karar veremedim',
    ])('does not take "%s" for a field it failed to understand', (text) => {
      expect(sut.extract(text)).toMatchObject({ fields: [], unknownField: null });
    });

    it.each([
      [
        'Master in Psychologie im deutschsprachigen Raum, aber ned in Österreich',
        ['german_speaking'],
        ['AT'],
      ],
      ['MBA yapmak istiyorum, Türkiye dışında bir Akdeniz ülkesi olsun', ['mediterranean'], ['TR']],
      ['me quiero ir a un país del Este porque es barato', ['eastern_europe'], []],
    ])('reads the region and what it leaves out in "%s"', (text, regions, excluded) => {
      const profile = sut.extract(text);
      expect(profile.regions).toEqual(regions);
      expect(profile.excludedRegions).toEqual([]);
      expect(profile.excludedCountries).toEqual(excluded);
    });

    it.each([
      'Looking for MS in automotive engineering in Germany',
      '한국에서 법학 학사 했고 독일 LL.M. 과정 알아보고 있어요',
      'Ich suche einen LL.M. in Deutschland',
    ])('reads the master in "%s"', (text) => {
      expect(sut.extract(text)).toMatchObject({ degree: 'master', unknownField: null });
    });

    it('reads "EU-Bürger" said in passing for EU citizenship', () => {
      expect(sut.extract('BWL in den Niederlanden, bin ja EU-Bürger').citizenship).toBe('eu');
    });

    it('takes the school track named after the school-leaving word for no field wanted', () => {
      expect(
        sut.extract("Je viens d'avoir mon bac sciences maths. Je veux faire une licence en informatique")
          .fields,
      ).toEqual(['computer_science']);
    });

    it('takes engineering for engineering, not for architecture', () => {
      expect(FIELD_CONCEPTS.engineering.some((code) => '0731'.startsWith(code))).toBe(false);
      expect(FIELD_CONCEPTS.engineering.some((code) => '0715'.startsWith(code))).toBe(true);
    });
  });

  describe('fourth blind suite classes (ADR 29, addendum of 2026-11-24, third)', () => {
    it('takes a city named like a common word for the city only after a place word', () => {
      expect(
        sut.extract("ideally in Scandinavia or the Netherlands, as long as it's taught in English"),
      ).toMatchObject({ cities: [], regions: ['scandinavia'], countries: ['NL'] });
      expect(sut.extract('it would be nice to study economics').cities).toEqual([]);
      expect(sut.extract('je veux étudier à Nice').cities).toEqual(['fr-nice']);
      expect(sut.extract('plant sciences at NMBU in Ås').cities).toEqual(['no-as']);
    });

    it.each([
      ['Servus! Bin 28, Deutscher, gelernter Koch aus Niederbayern', 'DE', 'eu'],
      ['Qué onda, soy de Guadalajara, mexicano. Me late la cocina', 'MX', 'non_eu'],
      ['Mi hija de 17 años (somos chilenos, vivimos en Santiago)', 'CL', 'non_eu'],
      ['عراقي من البصرة، خريج هندسة نفط', 'IQ', 'non_eu'],
      ['أنا فلاح من سوس، مغربي، عندي الإجازة', 'MA', 'non_eu'],
      ["Kıbrıslı Türk'üm (KKTC) ama Kıbrıs Cumhuriyeti pasaportum da var", 'CY', 'eu'],
    ])('reads the nationality set apart in "%s"', (text, origin, citizenship) => {
      expect(sut.extract(text)).toMatchObject({ originCountry: origin, citizenship, countries: [] });
    });

    it('takes a language alone in a list for the language, not a nationality', () => {
      expect(sut.extract('Master in economics. I speak: German, French.')).toMatchObject({
        citizenship: 'unknown',
        spokenLanguages: ['de', 'fr'],
      });
    });

    it('excludes the countries a phrase for "abroad" names, and those listed with them', () => {
      expect(sut.extract('Każdy kraj poza Polską i Węgrami').excludedCountries).toEqual(['PL', 'HU']);
    });

    it('gives a "cannot" before the next language to the language it follows, where the verb comes last', () => {
      expect(sut.extract('독일어를 못 해서 영어로 된 과정만 찾고 있어요')).toMatchObject({
        instructionLanguages: ['en'],
        avoidedLanguages: ['de'],
      });
    });

    it.each([
      '한국에서 약학 (6년제) 졸업했습니다. 유럽에서 제약 산업 관련 석사 찾고 있어요',
      '我本科是学日语的，想去欧洲读翻译硕士',
    ])('takes the degree held in "%s" for the past and the master for the wish', (text) => {
      expect(sut.extract(text).degree).toBe('master');
    });

    it.each([
      ['Frais de scolarité max 1 500 000 FCFA par an', 'XOF'],
      ["Je suis tunisienne. 8000 dinars par an maximum pour l'inscription", 'TND'],
      ['عراقي. ميزانيتي ٥٠ مليون دينار عراقي سنوياً', 'IQD'],
      ['الرسوم السنوية حد أقصى ٥٠٠٠ دينار. أنا أردني', 'JOD'],
      ['Mi hija (somos chilenos). Podemos gastar como máximo 1.500.000 pesos al mes en todo', 'CLP'],
    ])('reads the currency of "%s"', (text, currency) => {
      const profile = sut.extract(text);
      expect((profile.tuitionBudget ?? profile.totalBudget)?.currency).toBe(currency);
    });

    it('reads "la carrera" as the first university degree', () => {
      expect(
        sut.extract('Quiero hacer ingeniería aeroespacial, empiezo la carrera el año que viene'),
      ).toMatchObject({ degree: 'bachelor', firstDegree: true });
    });

    it.each([
      ['business_management', '0413', '0412'],
      ['business_management', '0413', '0414'],
      ['journalism_communication', '0321', '0211'],
    ] as const)('takes %s for %s, not for %s', (concept, meant, other) => {
      expect(FIELD_CONCEPTS[concept].some((code) => meant.startsWith(code))).toBe(true);
      expect(FIELD_CONCEPTS[concept].some((code) => other.startsWith(code))).toBe(false);
    });

    it.each([
      ['독일에서 한국어로 수업하는 경영학 석사 과정 있나요? 영어는 자신이 없어요.', ['ko'], ['en']],
      ['想在法国读医学，但是只能用中文上课，法语和英语都不行。', ['zh'], ['fr', 'en']],
      ["Master in Germany, my German is basic so it'd have to be in English", ['en'], ['de']],
    ])('reads the languages asked for and refused in "%s"', (text, instruction, avoided) => {
      expect(sut.extract(text)).toMatchObject({
        instructionLanguages: instruction,
        avoidedLanguages: avoided,
      });
    });

    it.each([
      ['nous sommes algériens. Notre budget est de 1 500 000 DA par an, tout compris', 'DZD'],
      ['Toplam yıllık 12 bin euro (kira, yemek, okul hepsi)', 'EUR'],
    ])('reads "%s" as a total budget', (text, currency) => {
      expect(sut.extract(text).totalBudget?.currency).toBe(currency);
    });

    it('does not take "commuting" for a misspelt "computing"', () => {
      expect(sut.extract('a master in chemistry within commuting distance of Munich').fields).toEqual([
        'chemistry',
      ]);
    });

    it.each([
      [
        'Want to do a bachelor in marine biology, ideally somewhere in Scandinavia or the Netherlands',
        ['place'],
      ],
      ['Gern irgendwo am Meer – Spanien, Portugal oder Kroatien', ['place']],
      ['Mi hija quiere estudiar psicología en Europa. Su sueño es Holanda.', ['place']],
      ["Avrupa'da ucuz bir yer arıyorum, tercihen Polonya ya da Macaristan", ['place']],
      ['Scandinavia, ideally Norway', []],
    ])('knows that the places of "%s" are only wished for', (text, wished) => {
      expect(sut.extract(text).wished).toEqual(wished);
    });

    it('takes no city in a country the student excludes for a destination', () => {
      expect(
        sut.extract('Master after my degree in München. Anywhere but Germany, in English').cities,
      ).toEqual([]);
    });

    it('reads French-speaking Europe as a region', () => {
      expect(
        sut.extract(
          "J'aimerais faire une maîtrise en sciences de l'éducation quelque part en Europe francophone",
        ).regions,
      ).toEqual(['french_speaking']);
    });

    it('takes where a student was born and raised for home, not for a citizenship or a wish', () => {
      expect(
        sut.extract("Almanya'da doğdum büyüdüm, ama üniversiteyi Türkiye'de okumak istiyorum: psikoloji"),
      ).toMatchObject({ countries: ['TR'], citizenship: 'unknown' });
      // born and raised in the Netherlands, a Turkish citizen: non-EU, and the Netherlands still the wish
      expect(
        sut.extract(
          "Hollanda'da doğdum büyüdüm, Türk vatandaşıyım. Hemşirelik okumak istiyorum, Hollanda'da kalmak istiyorum.",
        ),
      ).toMatchObject({ countries: ['NL'], citizenship: 'non_eu', originCountry: 'TR' });
      // abroad from where the student lives, not from the passport's country
      expect(
        sut.extract(
          'ich bin in München geboren, habe nur die türkische Staatsangehörigkeit. Medizin im Ausland.',
        ).excludedCountries,
      ).toEqual(['DE']);
    });

    it('reads a Moroccan profile: the licence held, the fields wanted, French spoken, Spanish only a little', () => {
      expect(
        sut.extract(
          'أنا فلاح من سوس، مغربي، عندي الإجازة فالبيولوجيا، بغيت ماستر فالفلاحة ولا تدبير الماء فإسبانيا ولا فرنسا. كنعرف الفرنسية مزيان والإسبانية غير شوية.',
        ),
      ).toMatchObject({
        fields: ['agriculture', 'environmental_sciences'],
        degree: 'master',
        avoidedLanguages: ['es'],
      });
    });

    it.each([
      "Merhaba, İzmir'den yazıyorum, 18 yaşındayım. Almanya'da makine mühendisliği okumak istiyorum",
      'Mi hija de 17 años quiere estudiar psicología en Europa',
      "hi, I'm 17 from Manchester, want to do marine biology",
      '18살인데 독일에서 기계공학 공부하고 싶어요',
    ])('takes a student of school-leaving age in "%s" for a first degree', (text) => {
      expect(sut.extract(text)).toMatchObject({ degree: 'bachelor', firstDegree: true });
    });

    it.each([
      'My parents pay, 15,000 euros max, psychology',
      "I'm 18 and want a master in law",
      'Ich (23, Deutsche) suche einen Master',
    ])('takes no age for a first degree in "%s"', (text) => {
      expect(sut.extract(text).firstDegree).toBe(false);
    });

    it.each([
      ['Tiermedizin, aber nur auf Englisch, mein Deutsch ist schlecht', ['de']],
      ["Master in Germany, my German is basic so it'd have to be in English", ['de']],
      ['abogacía en Italia o España, pero el italiano no lo manejo todavía; en inglés me defiendo', ['it']],
    ])('reads the language "%s" says is too weak to be taught in', (text, avoided) => {
      expect(sut.extract(text).avoidedLanguages).toEqual(avoided);
    });

    it.each([
      ['Unser Sohn macht nächstes Jahr die Matura in München. Er will unbedingt ins Ausland', ['DE']],
      ['我是中国公民，在英国读完了新闻本科，想去北欧读媒体与传播方向的硕士', []],
    ])('takes where "%s" finished school or a degree for home', (text, excluded) => {
      expect(sut.extract(text)).toMatchObject({ countries: [], cities: [], excludedCountries: excluded });
    });

    it('reads a rand amount written with its letter, and an age in Arabic digits', () => {
      expect(
        sut.extract('South African citizen. My budget is about R200 000 per year for everything').totalBudget,
      ).toMatchObject({ currency: 'ZAR', amount: 200_000 });
      expect(sut.extract('ابني عمره ١٧ سنة، بدو يدرس موسيقى').firstDegree).toBe(true);
    });

    it('takes "어디든 좋아요" after a list of countries for any of them, not for anywhere', () => {
      expect(
        sut.extract('환경공학 석사 하고 싶습니다. 스웨덴, 덴마크, 핀란드, 노르웨이 어디든 좋아요.'),
      ).toMatchObject({ placesAreExamples: false, countries: ['SE', 'DK', 'FI', 'NO'] });
    });
  });

  describe('fifth blind suite classes (ADR 29, addendum of 2026-11-24, fourth)', () => {
    it.each([
      [
        "Scottish lass, 19, marine biology, anywhere except the UK. I'm rubbish at languages",
        ['biology'],
        'non_eu',
      ],
      [
        "He's fluent in French, German and English, so any of those works as teaching language. Robotics or mechatronics",
        ['electronics_automation'],
        'unknown',
      ],
      ['quiero hacer el grado de fisio fuera de España', ['physiotherapy_therapy'], 'unknown'],
    ])('reads the field and nothing else in "%s"', (text, fields, citizenship) => {
      expect(sut.extract(text)).toMatchObject({ fields, citizenship });
    });

    it.each([
      ['Nous sommes français et habitons à Nantes. Il veut absolument partir de France.', [], ['FR']],
      ['master en agronomie ou en viticulture, pourquoi pas en Espagne ou au Portugal', ['ES', 'PT'], []],
    ])('reads where "%s" wants to go and not go', (text, countries, excluded) => {
      expect(sut.extract(text)).toMatchObject({ countries, excludedCountries: excluded, cities: [] });
    });

    it('excludes a region after "nada de"', () => {
      expect(sut.extract('quero estudar Medicina fora de Portugal. Nada de Europa de Leste')).toMatchObject({
        regions: [],
        excludedRegions: ['eastern_europe'],
      });
    });

    it('takes the amount the student sets as a limit over a price quoted in passing, each with its own cover', () => {
      const profile = sut.extract(
        'les écoles privées coûtent une fortune (10 000 € par an !). Nous pouvons mettre au maximum 3 000 € par an de frais de scolarité et environ 700 € par mois pour le logement et la vie courante.',
      );
      expect(profile.tuitionBudget?.amount).toBe(3000);
      expect(profile.totalBudget).toBeNull();
    });

    it.each([
      ['Chcę zrobić magistra z zarządzania turystyką górską w Austrii', ['tourism_hospitality']],
      ['在上海做了三年市场，想去意大利读时尚管理的硕士', ['design', 'business_management']],
    ])('reads the management of a domain in "%s" as ISCED-F classes it', (text, fields) => {
      expect([...sut.extract(text).fields].sort()).toEqual([...fields].sort());
    });

    it.each([
      ['ODTÜ psikoloji mezunuyum. İsveççe, Danca falan bilmiyorum, İngilizce program lazım.', ['sv', 'da']],
      ['Almanca biliyorum, İngilizce bilmiyorum', ['en']],
    ])('shares a refusal along a list before a verb that ends the clause in "%s"', (text, avoided) => {
      expect(sut.extract(text)).toMatchObject({ avoidedLanguages: avoided, countries: [] });
    });

    it.each([
      ['Rozważamy Wielką Brytanię, ale słyszałam, że po Brexicie jest tam bardzo drogo.', ['GB'], []],
    ])('takes the places of "%s" for a wish', (text, countries, regions) => {
      expect(sut.extract(text)).toMatchObject({ countries, regions, wished: ['place'] });
    });

    it('takes countries named as examples of a region for examples, the region for the limit', () => {
      expect(sut.extract('헝가리나 폴란드 같은 동유럽 수의대를 알아보고 있습니다')).toMatchObject({
        countries: ['HU', 'PL'],
        regions: ['eastern_europe'],
        wished: [],
      });
    });

    it('reads a Turkish citizen, a free-tuition wish in Polish and Japanese studies as no origin', () => {
      expect(
        sut.extract('18 yaşındayım, TC vatandaşıyım. Yurtdışında bilgisayar mühendisliği').citizenship,
      ).toBe('non_eu');
      expect(sut.extract('Licencjat z japonistyki. Na czesne mam zero, nie stać mnie.')).toMatchObject({
        freeTuition: true,
        originCountry: null,
      });
    });

    it.each([
      [
        'Vet med in English in Poland, Hungary or Slovakia, or anywhere in eastern Europe really',
        ['eastern_europe'],
      ],
      ['Prefer Italy or anywhere around the Mediterranean; English programme', ['mediterranean']],
      ['Pharmacy in Southern Europe - Spain or Portugal', []],
    ])('keeps a region named after the countries as one more alternative in "%s"', (text, regions) => {
      expect(sut.extract(text).regions).toEqual(regions);
    });

    it.each([
      [
        "Je veux partir à l'étranger, mais pas dans un pays germanophone, je ne parle pas un mot d'allemand.",
        'german_speaking',
      ],
    ])('excludes the region of "%s", named in the singular', (text, region) => {
      expect(sut.extract(text)).toMatchObject({ excludedRegions: [region], avoidedLanguages: ['de'] });
    });

    it.each([
      ['文科生一枚 想去欧洲读新闻传播硕士', ['journalism_communication']],
      ['Dream is med school in London, in English obviously', ['medicine']],
    ])('reads the field wanted in "%s"', (text, fields) => {
      expect(sut.extract(text).fields).toEqual(fields);
    });

    it('reads German "Wohnen eingerechnet" as a total and Arabic "I cannot pay any fees" as no tuition', () => {
      expect(sut.extract('Max. 15.000 Euro im Jahr, Wohnen eingerechnet.').totalBudget?.amount).toBe(15_000);
      expect(sut.extract('لا أستطيع دفع أي رسوم دراسية').freeTuition).toBe(true);
    });

    it('reads Emirati parents and their dirhams', () => {
      expect(sut.extract('نحن إماراتيون. ميزانيتنا للرسوم الدراسية ١٥٠ ألف درهم سنوياً.')).toMatchObject({
        originCountry: 'AE',
        tuitionBudget: { currency: 'AED' },
      });
    });

    it('reads Cantonese: a Hongkonger living in Manchester who does not want to stay in the UK', () => {
      expect(
        sut.extract('我係香港人,揸BNO,而家喺曼徹斯特住緊。想讀社工碩士,但唔想留喺英國,想去愛爾蘭或者荷蘭。'),
      ).toMatchObject({ originCountry: 'HK', countries: ['IE', 'NL'], excludedCountries: ['GB'] });
    });

    it('takes the bachelor field after "po licencjacie z" for the past', () => {
      expect(
        sut.extract('Po licencjacie z administracji na UW chcę zrobić magisterkę z prawa europejskiego')
          .fields,
      ).toEqual(['law']);
    });

    it('reads English words with a Korean particle attached ("master를", "English로")', () => {
      expect(sut.extract('psychology master를 English로 하고 싶어요')).toMatchObject({
        fields: ['psychology'],
        degree: 'master',
        instructionLanguages: ['en'],
      });
    });

    it('reads robotics as electronics and automation (0714) only', () => {
      expect(sut.extract('想去荷兰读机器人方向的硕士').fields).toEqual(['electronics_automation']);
      expect(FIELD_CONCEPTS.electronics_automation).toEqual(['0714']);
    });

    it('reads Swiss German "us" (from) as no country, and a US citizen in German', () => {
      expect(
        sut.extract('Grüezi mitenand, i bi 20i us Luzern und wett gern Grafikdesign studiere').originCountry,
      ).not.toBe('US');
      expect(sut.extract('Ich bin US-Amerikaner und will in München studieren')).toMatchObject({
        citizenship: 'non_eu',
        cities: ['de-munich'],
      });
    });

    it('reads the currency named later in the same phrase ("12 grand a year all in (pounds, ...)")', () => {
      expect(
        sut.extract('Total budget about 12 grand a year all in (pounds, fees and rent and everything).')
          .totalBudget,
      ).toMatchObject({ amount: 12_000, currency: 'GBP' });
    });

    it.each([
      ['Unterricht auf Englisch oder Deutsch, Dänisch o.ä. kann ich nicht.', ['da']],
      ['Muss im deutschsprachigen Raum sein, weil Englisch is ma zu anstrengend', ['en']],
    ])('reads the language refused in "%s"', (text, avoided) => {
      expect(sut.extract(text)).toMatchObject({ avoidedLanguages: avoided, degree: null });
    });

    it('reads a held master, a wish for no tuition in German, dual Polish-British citizens and a Darija total', () => {
      expect(
        sut.extract('ich habe meinen Master in Maschinenbau abgeschlossen und suche eine Promotionsstelle'),
      ).toMatchObject({ degree: null, wantsDoctorate: true });
      expect(sut.extract('Studiengebühren sollten 0 sein, bin ja EU-Bürger')).toMatchObject({
        freeTuition: true,
        citizenship: 'eu',
      });
      expect(sut.extract('mam 2 obywatelstwa PL i UK, chce robic licencjat z grafiki').citizenship).toBe(
        'eu',
      );
      expect(sut.extract('الوالدين يقدرو يخلصو 60 ألف درهم فالعام، كولشي داخل.').totalBudget).not.toBeNull();
      expect(sut.extract('Ich möchte einen MA in Geschichte').degree).toBe('master');
    });
  });

  // Classes found misread in the sixth blind suite (ADR 29, addendum "the sixth suite read")
  describe('the sixth blind suite', () => {
    it.each([
      ['MS in automotive engineering in Germany', 'automotive_engineering'],
      ['Master Fahrzeugtechnik in Deutschland', 'automotive_engineering'],
      ['otomotiv mühendisliği yüksek lisans', 'automotive_engineering'],
      ['자동차공학 석사를 하고 싶어요', 'automotive_engineering'],
      ['naval architecture master in Norway', 'naval_engineering'],
      ['music production / sound engineering bachelors somewhere mediterranean', 'film_media_production'],
      ['quero fazer produção musical em Lisboa', 'film_media_production'],
      ['master en sciences du sport / préparation physique en Suisse', 'sport_science'],
      ['스포츠 매니지먼트 학사를 스페인에서', 'sport_science'],
      ["master's in nursing (ideally nursing management)", 'nursing'],
      ['quiero estudiar ciencias del mar en Faro', 'earth_sciences'],
      ['고등학교 2학년 딸이 회화를 전공하고 싶어 합니다', 'fine_arts'],
      ['ma fille veut faire une licence de langues au Royaume-Uni', 'languages_literature'],
    ])('reads the field in "%s"', (text, field) => {
      expect(sut.extract(text).fields).toEqual([field]);
    });

    it('reads mechanical engineering as ISCED-F 0715 alone, apart from vehicles and aircraft (0716)', () => {
      expect(FIELD_CONCEPTS.mechanical_engineering).toEqual(['0715']);
      expect(FIELD_CONCEPTS.automotive_engineering).toEqual(['0716']);
    });

    it('takes no region from a language named after it ("I don\'t speak any Nordic language")', () => {
      expect(
        sut.extract(
          "It has to be somewhere in the Nordic countries, Finland would be a dream. English only, I don't speak any Nordic language.",
        ),
      ).toMatchObject({ regions: ['nordics'], excludedRegions: [] });
    });

    it('ends a refused list at a comma and a fresh "in" ("fora de Portugal, em Espanha ou Itália")', () => {
      expect(
        sut.extract('Quero estudar Medicina fora de Portugal, em Espanha ou Itália, em espanhol ou inglês.'),
      ).toMatchObject({ countries: ['ES', 'IT'], excludedCountries: ['PT'] });
    });

    it('keeps a refusal to the language it follows ("(italiano não falo)", "alemão básico")', () => {
      expect(
        sut.extract('Medicina em Espanha, em espanhol ou inglês (italiano não falo).').avoidedLanguages,
      ).toEqual(['it']);
      expect(sut.extract('falo inglês e alemão básico, quero música na Alemanha').avoidedLanguages).toEqual([
        'de',
      ]);
    });

    it.each([
      ['We are Ghanaians. He wants to study marketing in Poland.', 'GH'],
      ['Soy enólogo mexicano y busco un máster en enología en Francia', 'MX'],
      ['مرحبا، أنا لاجئ سوري في ألمانيا. بدي أدرس صيدلة', 'SY'],
    ])('reads the nationality in "%s"', (text, origin) => {
      expect(sut.extract(text)).toMatchObject({ citizenship: 'non_eu', originCountry: origin });
    });

    it('does not read a language learnt as a nationality ("I am learning German")', () => {
      expect(sut.extract('I am learning German and want computer science in Austria').citizenship).toBe(
        'unknown',
      );
    });

    it.each([
      ['My daughter (British, we live just outside Manchester) wants veterinary medicine abroad', 'GB'],
      ['Ich lebe seit fünf Jahren mit Aufenthaltstitel in München und will einen Master in Österreich', 'DE'],
    ])('reads where the student lives in "%s" as home, not as a place to study', (text, home) => {
      expect(sut.extract(text).countries).not.toContain(home);
      expect(sut.extract(text).cities).not.toContain('de-munich');
    });

    it('reads "R$ 60 mil por ano de mensalidade" as 60,000 Brazilian reais a year', () => {
      expect(
        sut.extract('Quero mestrado na Suécia. Posso pagar até R$ 60 mil por ano de mensalidade.')
          .tuitionBudget,
      ).toMatchObject({ amount: 60_000, currency: 'BRL', period: 'year' });
    });

    it('reads an Arabic budget for study, housing and food together as a total', () => {
      expect(
        sut.extract(
          'عايز أعمل ماجستير إدارة أعمال في سويسرا، وكل المصاريف (الدراسة والسكن والأكل) لازم ما تزيدش عن ١٥٠ ألف جنيه في السنة.',
        ).totalBudget,
      ).toMatchObject({ amount: 150_000, currency: 'EGP' });
    });

    it('reads Arabic language names with the article and "by" attached ("بالألماني", "التركي")', () => {
      expect(sut.extract('بدي أدرس صيدلة بألمانيا، بالألماني أو بالإنجليزي.').instructionLanguages).toEqual([
        'de',
        'en',
      ]);
      expect(
        sut.extract('بدي أدرس علم اجتماع في تركيا، بالعربي أو الإنجليزي أو التركي.').instructionLanguages,
      ).toEqual(['ar', 'en', 'tr']);
    });
  });

  // Classes found misread in the seventh blind suite (ADR 29, addendum "the sixth suite read")
  describe('the seventh blind suite', () => {
    it.each([
      ['Hebammenstudium (Bachelor) in der Schweiz', 'nursing'],
      ['Gebärdensprachdolmetschen (Bachelor) in Deutschland', 'translation_interpreting'],
      ['Me interesa el grado en Lengua de Signos Española y Comunidad Sorda', 'translation_interpreting'],
      ['İşaret dili tercümanlığı üzerine yüksek lisans yapmak istiyorum', 'translation_interpreting'],
      ['자동차 디자인 (운송 디자인) 공부하고 싶어요', 'design'],
      ['Master in actuarial science in the Netherlands', 'actuarial_science'],
      ['유럽 어디든 보험계리학 석사를 하고 싶어요', 'actuarial_science'],
      ['ابغى ماستر اكتواريا', 'actuarial_science'],
      ['My dream is to become a physiotherapist, bachelor in Germany', 'physiotherapy_therapy'],
      ['un bachelor en technologie alimentaire / agroalimentaire en Suisse', 'food_science'],
    ])('reads the field in "%s"', (text, field) => {
      expect(sut.extract(text).fields).toEqual([field]);
    });

    it.each([
      'Merhaba, makine mühendisliği bitirdim. Otomotiv mühendisliği yüksek lisansı yapmak istiyorum',
      '기계공학과 4학년입니다. 독일에서 자동차공학 석사를 하고 싶어요',
      'Soy mexicano, ingeniero mecánico, y quiero hacer una maestría en ingeniería automotriz',
    ])('does not take the field studied before for the one wanted in "%s"', (text) => {
      expect(sut.extract(text).fields).toEqual(['automotive_engineering']);
    });

    it.each([
      ['Somos de Curitiba (brasileiros). Quer design de jogos em Portugal', 'BR', 'non_eu'],
      ['Coucou ! Belge de Namur, je veux faire une licence en STAPS en France.', 'BE', 'eu'],
    ])('reads the nationality in "%s"', (text, origin, citizenship) => {
      expect(sut.extract(text)).toMatchObject({ originCountry: origin, citizenship });
    });

    it('reads two nationalities each with its article ("die deutsche und die türkische")', () => {
      expect(
        sut.extract(
          'ich hab die deutsche und die türkische staatsbürgerschaft, bin in Köln aufgewachsen. Psychologie im ausland, bitte nicht in der Türkei',
        ),
      ).toMatchObject({
        citizenship: 'eu',
        cities: [],
        excludedCountries: expect.arrayContaining(['DE', 'TR']),
      });
    });

    it('reads a home town after a nationality as home ("Belge de Namur")', () => {
      expect(sut.extract('Belge de Namur, je veux faire une licence en STAPS en France.').cities).toEqual([]);
    });

    it('reads a German state as Germany ("in Bayern")', () => {
      expect(sut.extract('ich würd gern Brauwesen studieren, Bachelor, in Bayern').countries).toEqual(['DE']);
    });

    it('reads no money in an age next to a country ("my son (17, US citizen)")', () => {
      const profile = sut.extract('help my son (17, US citizen) find a bachelor in computer science');
      expect(profile.totalBudget).toBeNull();
      expect(profile.tuitionBudget).toBeNull();
    });

    it('reads a tuition cue after the amount and its currency ("1000 € de frais d\'inscription")', () => {
      expect(
        sut.extract(
          "Je peux mettre 900 €/mois pour vivre et pas plus de 1000 € de frais d'inscription par an.",
        ).tuitionBudget,
      ).toMatchObject({ amount: 1000, currency: 'EUR', period: 'year' });
    });

    it('keeps a language spoken "a little" but at B1 by the start ("会一点葡萄牙语，大概B1")', () => {
      expect(
        sut.extract('我会一点葡萄牙语，大概B1，到开学可以B2，英语也可以。想去葡萄牙读法律本科')
          .avoidedLanguages,
      ).toEqual([]);
    });

    it('reads places wished for in French ("seraient l\'idéal") as a wish', () => {
      expect(
        sut.extract(
          "Génie automobile en licence. L'Allemagne ou la Suède seraient l'idéal, mais on reste ouverts.",
        ).wished,
      ).toEqual(['place']);
    });
  });

  // Classes found again in the third and sixth suites once the catalogue grew (ADR 29, addendum)
  describe('the read suites, again', () => {
    it('reads statistics as statistics (0542), apart from data science with its computing (0613)', () => {
      expect(
        sut.extract('Szukam magisterki z matematyki stosowanej albo statystyki w krajach nordyckich').fields,
      ).toEqual(['mathematics', 'statistics']);
      expect(FIELD_CONCEPTS.statistics).toEqual(['0542']);
    });

    it.each([
      ['Nie dostałam się na lekarski w Polsce. Szukam lekarskiego w Czechach', 'PL', ['CZ']],
      ["I didn't get into medicine in the UK, so I want to study it in Ireland or Malta", 'GB', ['IE', 'MT']],
    ])('reads a place the student was not admitted in as excluded: "%s"', (text, excluded, countries) => {
      expect(sut.extract(text)).toMatchObject({ excludedCountries: [excluded], countries });
    });

    it.each([
      ['Ni anglais ni néerlandais svp, que du français.', ['fr'], ['en', 'nl']],
      ["I don't speak German, French or Dutch, so English please", ['en'], ['de', 'fr', 'nl']],
      ['no hablo ni inglés ni alemán, quiero estudiar en francés', ['fr'], ['en', 'de']],
    ])('shares a refusal along a list only: "%s"', (text, instruction, avoided) => {
      expect(sut.extract(text)).toMatchObject({
        instructionLanguages: instruction,
        avoidedLanguages: avoided,
      });
    });
  });

  // Classes found misread in the eighth blind suite (ADR 29, addendum)
  describe('the eighth blind suite', () => {
    it.each([
      ['My dream is to become an optometrist, an undergraduate degree in optometry', 'medical_technology'],
      ['irish, want MSc nuclear engineering abroad, english taught, cheap pls', 'energy_engineering'],
      ["master's in brewing and distilling or brewing science", 'food_science'],
      ['will im Ausland Diätologie bzw. Ernährungstherapie studieren', 'nutrition_dietetics'],
    ])('reads the field in "%s"', (text, field) => {
      expect(sut.extract(text).fields).toEqual([field]);
    });

    it('takes no field from school subjects and none from transport in a budget', () => {
      expect(
        sut.extract(
          'I finished WAEC with good grades in physics, chemistry and biology. I want a degree in optometry.',
        ).fields,
      ).toEqual(['medical_technology']);
      expect(
        sut.extract(
          'a master in brewing science; 50,000 dollars a year for everything - fees, rent, food, transport',
        ).fields,
      ).toEqual(['food_science']);
    });

    it.each([
      [
        '30 million naira per year for school fees, the living costs my uncle will sort out separately',
        'tuitionBudget',
      ],
      ['maximal 8.000 Euro Studiengebühren pro Jahr zahlen, Wohnen zahlen wir extra', 'tuitionBudget'],
      ['Budget so 2k im Monat, alles inklusive (Miete, Gebühren, Leben)', 'totalBudget'],
    ])('reads what the amount covers in "%s"', (text, kind) => {
      const profile = sut.extract(text);
      expect(profile[kind as 'tuitionBudget' | 'totalBudget']).not.toBeNull();
      expect(profile[kind === 'tuitionBudget' ? 'totalBudget' : 'tuitionBudget']).toBeNull();
    });

    it('reads fees per semester as twice that a year', () => {
      expect(
        sut.extract('Kernphysik, Master, Englisch. Max 1500 € Gebühren pro Semester.').tuitionBudget,
      ).toMatchObject({
        amount: 3000,
        period: 'year',
        eurPerYear: 3000,
      });
    });

    it.each([
      [
        'wirtschaftsinformatik master, nur auf deutsch. nicht deutschland (mieten lol) und nicht schweiz',
        ['DE', 'CH'],
        [],
      ],
      ["à l'étranger mais pas trop loin : Espagne, Portugal ou Italie", [], ['ES', 'PT', 'IT']],
      [
        'My son wants games design. Anywhere is fine but he hates the cold, so no Scandinavia please.',
        [],
        [],
      ],
    ])('reads what is refused in "%s"', (text, excluded, countries) => {
      expect(sut.extract(text)).toMatchObject({ excludedCountries: excluded, countries });
    });

    it('reads "so no Scandinavia" as a region refused', () => {
      expect(
        sut.extract('games design, he hates the cold, so no Scandinavia please').excludedRegions,
      ).toEqual(['scandinavia']);
    });

    it('reads a region named as a world or an area ("the German-speaking world", "anywhere German-speaking")', () => {
      expect(
        sut.extract(
          'master in musicology in the German-speaking world, but I want to get out of Switzerland',
        ),
      ).toMatchObject({ regions: ['german_speaking'], excludedCountries: ['CH'] });
    });

    it('reads where relatives live as no place to study ("my cousins are in Birmingham")', () => {
      expect(
        sut.extract("speech and language therapy; I'd prefer the UK because my cousins are in Birmingham")
          .cities,
      ).toEqual([]);
    });

    it('keeps a language joined to one taught in as taught in ("auf Deutsch oder Englisch, Italienisch kann sie ein bisserl")', () => {
      expect(
        sut.extract('Unterricht auf Deutsch oder Englisch, Italienisch kann sie nur ein bisserl.')
          .instructionLanguages,
      ).toEqual(['de', 'en']);
    });

    it.each([
      ['Chcę iść na ratownictwo medyczne, licencjat, tylko w Polsce', 'health'],
      ['Szukam magisterki – pojazdy szynowe, railway engineering', 'automotive_engineering'],
      ['chce studiować terapię zajęciową, licencjat, po angielsku', 'physiotherapy_therapy'],
      ['me interesa un máster en musicoterapia', 'physiotherapy_therapy'],
      ['음악치료 학사 과정을 독일에서 독일어로 하고 싶어요', 'physiotherapy_therapy'],
      ['máster en gestión de parques nacionales y fauna silvestre', 'conservation_wildlife'],
    ])('reads the field in "%s" (more)', (text, field) => {
      expect(sut.extract(text).fields).toEqual([field]);
    });

    it('reads a region after "any country of" ("en Serbia o en cualquier país de Europa del Este")', () => {
      expect(
        sut.extract('Quiero un máster en geología en Serbia o en cualquier país de Europa del Este.'),
      ).toMatchObject({ countries: ['RS'], regions: ['eastern_europe'] });
    });

    it('reads a language only begun as refused ("está empezando francés")', () => {
      expect(
        sut.extract('Ella quiere estudiar medicina, habla español, inglés avanzado y está empezando francés.')
          .avoidedLanguages,
      ).toEqual(['fr']);
    });

    it('reads Turkish "yurt ve yemek ayrı" as living paid apart, and "Türküz" as Turkish', () => {
      expect(
        sut.extract(
          "Babam yıllık 900 bin TL'ye kadar okul ücreti ödeyebileceğini söyledi, yurt ve yemek ayrı.",
        ).totalBudget,
      ).toBeNull();
      expect(sut.extract("Kızım müzikoloji okumak istiyor, Viyana'da. Türküz.").originCountry).toBe('TR');
    });

    it('reads where an uncle lives as no wish ("Meu tio em Lisboa pode ajudar")', () => {
      expect(
        sut.extract(
          'Queria uma licenciatura em pilotagem, de preferência em Portugal. Meu tio em Porto pode ajudar.',
        ).cities,
      ).toEqual([]);
    });

    it('reads a region both named and refused as refused ("所以东欧国家就不考虑了")', () => {
      expect(
        sut.extract('我们考虑送他去欧洲读临床医学。听说东欧治安不太好，所以东欧国家就不考虑了。'),
      ).toMatchObject({ regions: [], excludedRegions: ['eastern_europe'] });
    });

    it.each([
      ['现在是土木工程本科在读，想去比荷卢读城市规划硕士', ['architecture']],
      ['台大歷史系畢業，想申請博物館學碩士', ['library_information']],
      ['خلصت حقوق بالجامعة اللبنانية وبدي أعمل ماستر بعلم الجريمة', ['sociology_anthropology']],
    ])('does not take the field studied for the one wanted in "%s"', (text, fields) => {
      expect(sut.extract(text).fields).toEqual(fields);
    });

    it('reads a bachelor held inside "معي بكالوريوس" as held, the master as wanted', () => {
      expect(
        sut.extract('معي بكالوريوس هندسة معمارية من الجامعة الأردنية. بدي أعمل ماجستير تخطيط حضري').degree,
      ).toBe('master');
    });

    it('reads "2k" as two thousand, not as a year', () => {
      expect(sut.extract('Budget 2k im Monat alles inklusive').totalBudget).toMatchObject({ amount: 2000 });
    });
  });

  // Classes found misread in the ninth blind suite (ADR 29, addendum)
  describe('the ninth blind suite', () => {
    it('reads a bare "no" before places as refusing them in English and Spanish, not in Portuguese', () => {
      expect(sut.extract('mbbs in europe english medium. no ukraine/russia pls')).toMatchObject({
        excludedCountries: ['UA'],
        originCountry: null,
      });
      expect(sut.extract('Preciso de um mestrado em gestão de recursos humanos no Porto.').cities).toEqual([
        'pt-porto',
      ]);
    });

    it.each([
      ["I don't want English programs, I want to work here later. Social work in Germany", ['en']],
      ['Architecture master. German I do not speak.', ['de']],
      [
        "marine biology, Spain would be my first pick since I'm learning Spanish, but in English for now",
        ['es'],
      ],
    ])('reads the language refused in "%s"', (text, avoided) => {
      expect(sut.extract(text).avoidedLanguages).toEqual(avoided);
    });

    it.each([
      ['Netherlands would be sick because a mate is in Groningen but not fussed really', ['NL']],
      ['Switzerland would be the dream but honestly I am open', ['CH']],
    ])('reads a wish in "%s"', (text, countries) => {
      expect(sut.extract(text)).toMatchObject({ countries, wished: ['place'] });
    });

    it('reads "where tuition is free" as free tuition, "psych" as psychology, supply chain as logistics', () => {
      expect(sut.extract('MSc agronomy. I can only go where tuition is free').freeTuition).toBe(true);
      expect(sut.extract('want to do a psych bachelor in English').fields).toEqual(['psychology']);
      expect(sut.extract('logistics and supply chain management, a bachelors').fields).toEqual([
        'logistics_transport',
      ]);
    });

    it('reads a place right after what was studied as where, not as a wish ("licence d\'histoire de l\'art à Lyon")', () => {
      expect(
        sut.extract(
          "Française, j'ai une licence d'histoire de l'art à Nice. Je veux faire un master en conservation-restauration des biens culturels en Italie",
        ),
      ).toMatchObject({ fields: ['fine_arts'], countries: ['IT'], cities: [] });
    });

    it('reads fees per semester named before the amount ("Pro Semester höchstens 1.500 Euro")', () => {
      expect(
        sut.extract('Jazzgesang, Bachelor. Pro Semester höchstens 1.500 Euro Studiengebühren.').tuitionBudget,
      ).toMatchObject({
        amount: 3000,
        period: 'year',
      });
    });

    it('reads fire safety engineering as protection of persons and property, the engineering degree held aside', () => {
      expect(
        sut.extract(
          "j'ai un diplôme d'ingénieur en génie civil. Je voudrais faire un master en ingénierie de la sécurité incendie",
        ),
      ).toMatchObject({ fields: ['security_defence'], degree: 'master' });
    });

    it('reads "Deutsch-Amerikanerin" as a nationality, not as German taught', () => {
      expect(
        sut.extract('Ich bin Deutsch-Amerikanerin (beide Pässe) und möchte Jazzgesang studieren'),
      ).toMatchObject({
        citizenship: 'eu',
        instructionLanguages: [],
      });
    });

    it('reads early childhood education as its own field (0112), kept beside education when only wished for', () => {
      expect(
        sut.extract('Chciałabym studiować pedagogikę przedszkolną i wczesnoszkolną, po polsku.').fields,
      ).toEqual(['early_childhood_education']);
      expect(
        sut.extract(
          "I'd love a master's in education - early childhood or primary would be perfect but general education is fine too.",
        ).fields,
      ).toEqual(['education', 'early_childhood_education']);
    });

    it('reads plural Spanish nationalities ending in a consonant ("somos españoles")', () => {
      expect(
        sut.extract('Somos españoles. Quiere estudiar ingeniería aeroespacial en Holanda.').citizenship,
      ).toBe('eu');
    });

    it('reads "Universidad de Granada" as the Spanish city the student graduated from, not Grenada', () => {
      const profile = sut.extract(
        'Bióloga por la Universidad de Granada, española. Busco máster en conservación de la biodiversidad en algún país nórdico',
      );
      expect(profile).toMatchObject({
        originCountry: 'ES',
        regions: ['nordics'],
        fields: ['conservation_wildlife'],
      });
    });

    it('reads Korean "등록금은 없는 곳으로만" as free tuition and Turkish "olursa çok sevinirim" as a wish', () => {
      expect(
        sut.extract('컴공 석사 독일에서 하고 싶어요. 영어 과정이고 등록금은 없는 곳으로만요.').freeTuition,
      ).toBe(true);
      expect(
        sut.extract(
          'eğitim teknolojileri yüksek lisans. Hollanda ya da Finlandiya olursa çok sevinirim ama şart değil.',
        ).wished,
      ).toEqual(['place']);
    });

    it('reads Arabic money for living only, a total "لكل حاجة", and a language said well before "a little"', () => {
      expect(
        sut.extract('أريد ماجستير في إدارة الكوارث بالإنجليزية. للمعيشة عندي حوالي 1000 دولار في الشهر.')
          .totalBudget,
      ).toBeNull();
      expect(
        sut.extract('عايز أعمل ماجستير هندسة برمجيات في ألمانيا. ميزانيتي 700 ألف جنيه في السنة لكل حاجة')
          .totalBudget,
      ).toMatchObject({ amount: 700_000, currency: 'EGP' });
      expect(
        sut.extract('نحب ندرس العلوم الزراعية في فرنسا. نتكلم الفرنسية مليح وشوية إسبانية').avoidedLanguages,
      ).not.toContain('fr');
    });
  });

  // Classes found misread in the tenth blind suite (ADR 29, addendum)
  describe('the tenth blind suite', () => {
    it('reads home named as the reason before "abroad" as excluded, but home offered as its alternative as wanted', () => {
      expect(
        sut.extract(
          'Ich bin Deutscher. Zahnmedizin, aber mit dem Schnitt wird das in Deutschland nichts, also Ausland. Am liebsten Ungarn oder Tschechien.',
        ),
      ).toMatchObject({ countries: ['HU', 'CZ'], excludedCountries: ['DE'] });
      expect(
        sut.extract('Jestem z Polski, chcę studiować informatykę w Polsce albo za granicą'),
      ).toMatchObject({
        countries: ['PL'],
        excludedCountries: [],
      });
    });

    it('shares a refusal written after a list with the whole list ("노르웨이랑 덴마크는 빼주세요")', () => {
      expect(
        sut.extract('유럽에서 사회복지 석사. 노르웨이랑 덴마크는 빼주세요, 학비가 너무 비싸서요.'),
      ).toMatchObject({
        countries: [],
        excludedCountries: expect.arrayContaining(['NO', 'DK']),
      });
    });

    it.each([
      ['Hab den deutschen und den serbischen Pass. Sportwissenschaft im Bachelor.', 'eu'],
      [
        'Jestem Polakiem, mieszkam od 5 lat w Irlandii, ale chcę wrócić. Pielęgniarstwo tylko w Polsce.',
        'eu',
      ],
    ])('reads citizenship and home in "%s"', (text, citizenship) => {
      const profile = sut.extract(text);
      expect(profile.citizenship).toBe(citizenship);
      expect(profile.countries).not.toContain('IE');
    });

    it('reads the Azores and Madeira as Portugal, "المعلوميات" as computing, and hearsay places as examples', () => {
      expect(sut.extract('licenciatura em biologia marinha nos Açores ou na Madeira').countries).toEqual([
        'PT',
      ]);
      expect(sut.extract('أريد دخول مدرسة مهندسين في المعلوميات في فرنسا').fields).toEqual([
        'computer_science',
      ]);
      expect(
        sut.extract(
          "master en génie civil. On m'a dit que l'Allemagne est gratuite mais je ne parle pas allemand.",
        ).placesAreExamples,
      ).toBe(true);
    });

    it('takes no field from work done before the verb in Korean ("회계 일을 10년 했는데")', () => {
      expect(
        sut.extract('회계 일을 10년 했는데 사회복지 쪽으로 진로를 바꾸고 싶어요. 사회복지 석사').fields,
      ).toEqual(['social_work']);
    });

    it('keeps a "bit of" to its own words, not to a language past places ("algo de hidrógeno verde, en Alemania … y en inglés")', () => {
      expect(
        sut.extract(
          'Quiero un máster en energías renovables, idealmente algo de hidrógeno verde, en Alemania o Países Bajos y en inglés.',
        ),
      ).toMatchObject({ instructionLanguages: ['en'], avoidedLanguages: [] });
    });

    it('reads "Please nothing in Turkey", "licence archi", "on verra" for housing and "الجنسيتان اللبنانية والفرنسية"', () => {
      expect(
        sut.extract('Please nothing in Turkey, family reasons. Logistics bachelor.').excludedCountries,
      ).toEqual(['TR']);
      expect(sut.extract('licence archi en anglais europe max 5000€/an de frais').fields).toEqual([
        'architecture',
      ]);
      expect(
        sut.extract(
          "Médecine. Mes parents peuvent payer jusqu'à 60 000 dirhams par an pour les frais d'inscription, pas plus, le logement on verra avec la famille.",
        ).totalBudget,
      ).toBeNull();
      expect(
        sut.extract('عندي الجنسيتان اللبنانية والفرنسية. أريد ماجستير في علم الآثار في اليونان').citizenship,
      ).toBe('eu');
    });
  });

  describe('eleventh suite', () => {
    it('keeps "in English" after a field for the language ("medicine in English at a public university")', () => {
      expect(
        sut.extract('I want to study medicine in English at a public university in Germany')
          .instructionLanguages,
      ).toEqual(['en']);
    });

    it.each([
      [
        "I'm a Filipino registered nurse working in Dubai. I'd like a Master of Public Health in Ireland.",
        'public_health',
      ],
      [
        'Ich arbeite seit zehn Jahren als Krankenpflegerin und möchte einen Master in Psychologie.',
        'psychology',
      ],
      ['Après 7 ans comme infirmière, je veux faire un master en psychologie.', 'psychology'],
      ['Soy peruana, soy abogada y quiero un máster en psicología.', 'psychology'],
      ['Trabalho como enfermeira e quero um mestrado em psicologia.', 'psychology'],
      ['Pracuję jako pielęgniarka, chcę studiować psychologię.', 'psychology'],
      ['Ben bir kimya mühendisiyim, psikoloji yüksek lisansı yapmak istiyorum.', 'psychology'],
      ['간호사로 일하고 있는데 심리학 석사를 하고 싶어요.', 'psychology'],
      ['أعمل معلم رياضيات وأريد ماجستير في علم النفس', 'psychology'],
    ])('takes a job the student has for the past, not the wish: "%s"', (text, field) => {
      expect(sut.extract(text).fields).toEqual([field]);
    });

    it.each([
      'I really cannot pay tuition fees, I work part time in a warehouse. Civil engineering bachelor.',
      'Studiengebühren kann ich leider gar keine zahlen. Pharmazie in Deutschland.',
      '我不想付学费，想读汽车工程本科。',
      'Harç ödeyemem, bilgisayar mühendisliği okumak istiyorum.',
    ])('reads "%s" as free tuition', (text) => {
      expect(sut.extract(text).freeTuition).toBe(true);
    });

    it('reads money sent "yaşam için" as living money, not a total', () => {
      expect(
        sut.extract('Oyun tasarımı lisans. Ailem ayda 40 bin TL gönderebilir yaşam için, okul parası ayrı.')
          .totalBudget,
      ).toBeNull();
    });

    it('reads Portuguese plural nationalities in -eses ("somos portugueses")', () => {
      expect(sut.extract('Somos portugueses. Medicina veterinária em Espanha.').citizenship).toBe('eu');
    });

    it('reads a nationality further on in the clause after "je suis", not one after a negation', () => {
      expect(
        sut.extract('je suis lyonnaise pure souche et française, je veux devenir sage-femme en Belgique')
          .citizenship,
      ).toBe('eu');
      expect(
        sut.extract("We're British only (no Irish granny unfortunately!). Environmental science in Finland.")
          .citizenship,
      ).toBe('non_eu');
    });

    it('excludes a country named before "제외하고" and does not exclude what follows', () => {
      expect(
        sut.extract(
          '영국은 학비가 비싸서 제외하고 유럽 다른 나라에서 영어로 공부할 수 있는 곳을 찾고 있습니다. 의공학 학사',
        ),
      ).toMatchObject({ excludedRegions: [] });
      expect(sut.extract('영국 제외하고 유럽에서 의공학 학사').excludedCountries).toEqual(['GB']);
    });

    it('reads "lo descarto" after a country as a refusal, and health insurance as no field', () => {
      expect(
        sut.extract(
          'Quiero un máster en derechos humanos. El Reino Unido lo descarto porque el visado y el seguro médico son carísimos.',
        ),
      ).toMatchObject({ excludedCountries: ['GB'], countries: [], fields: ['law'] });
    });

    it.each([
      ['master en biologie marine dans un pays nordique', 'biology'],
      ['Mestrado em bioquímica na Alemanha', 'biochemistry'],
      ['Molekularbiologie Master in Heidelberg', 'biochemistry'],
      ['master in finance in Paris', 'finance'],
      ['licence en comptabilité et audit', 'accounting'],
      ['máster en finanzas y contabilidad', 'finance_accounting'],
      ['gastronomi ve mutfak sanatları lisans', 'hospitality'],
      ['فنون الطهي في فرنسا', 'hospitality'],
      ['社工硕士', 'social_work'],
      ['Altenpflege studieren in Österreich', 'care_services'],
      ['MSc wildlife conservation in Scotland', 'conservation_wildlife'],
      ['야생동물 보전 석사', 'conservation_wildlife'],
      [
        "She's wanted to be a primary school teacher since she was little; a degree abroad",
        'primary_teaching',
      ],
      ['Ich will Grundschullehramt studieren', 'primary_teaching'],
      ['je veux enseigner au secondaire en Suisse romande, master en français', 'subject_teaching'],
      ['Quiero hacer el máster de profesorado en Portugal', 'subject_teaching'],
    ])('reads "%s" as the ISCED-F narrow field a student means (%s)', (text, field) => {
      expect(sut.extract(text).fields).toEqual([field]);
    });

    it.each([
      ['I love biology and history, but I want to study medicine in Vienna.', ['medicine']],
      ['Mi pasión es la música; busco un máster en física o química en Alemania.', ['physics', 'chemistry']],
      ['Chcę studiować inżynierię samochodową (pojazdy samochodowe) po polsku.', ['automotive_engineering']],
      ['Je fais du théâtre depuis 10 ans. Licence en droit à Bruxelles.', ['law']],
    ])('takes the fields where a field is named, not those around it: "%s"', (text, fields) => {
      expect(sut.extract(text).fields).toEqual(fields);
    });

    it('does not narrow the field wanted to a job named in another clause', () => {
      expect(
        sut.extract(
          "Je suis professeure des écoles en Martinique, et j'aimerais faire un master en sciences de l'éducation à l'étranger.",
        ).fields,
      ).toEqual(['education']);
    });

    it('keeps the narrow fields apart in their codes', () => {
      expect(FIELD_CONCEPTS.biology).toEqual(['0511']);
      expect(FIELD_CONCEPTS.biochemistry).toEqual(['0512']);
      expect(FIELD_CONCEPTS.finance).toEqual(['0412']);
      expect(FIELD_CONCEPTS.accounting).toEqual(['0411']);
      expect(FIELD_CONCEPTS.social_work).toEqual(['0923']);
      expect(FIELD_CONCEPTS.environmental_sciences).toEqual(['0521']);
      expect(FIELD_CONCEPTS.conservation_wildlife).toEqual(['0522']);
    });

    it('keeps the place of a dreamt-of study as a limit, and a dream place alone as a wish', () => {
      expect(sut.extract('Sou brasileiro e meu sonho é estudar Medicina na Suíça.')).toMatchObject({
        countries: ['CH'],
        wished: [],
      });
      expect(sut.extract('Psicología en Europa, en inglés. Su sueño es Holanda.').wished).toEqual(['place']);
    });

    it('reads "j\'habite à Nice" as home, Martinique as France, and "Alternativen in" as leaving home', () => {
      expect(
        sut.extract("Je suis française et j'habite à Nice. Master en traduction en Italie ou en Suisse."),
      ).toMatchObject({ countries: ['IT', 'CH'], cities: [] });
      expect(
        sut.extract(
          "Je suis professeure en Martinique (nationalité française) et j'aimerais faire un master en sciences de l'éducation à l'étranger.",
        ),
      ).toMatchObject({ excludedCountries: ['FR'], citizenship: 'eu' });
      expect(
        sut.extract(
          'Psychologie-Bachelor. In Deutschland ist der NC zu hoch. Wir sind Deutsche. Gibt es Alternativen in den Niederlanden oder in Österreich?',
        ),
      ).toMatchObject({ countries: ['NL', 'AT'], excludedCountries: ['DE'] });
    });

    it('reads "je regarde ailleurs" as abroad, leaving the home country out', () => {
      expect(
        sut.extract(
          "Je suis française. En France c'est Parcoursup, non merci. Donc je regarde ailleurs : la Belgique ou la Suisse, sage-femme.",
        ),
      ).toMatchObject({ countries: ['BE', 'CH'], excludedCountries: ['FR'] });
    });
  });
  describe('twelfth suite', () => {
    it('reads the twelfth suite\'s places: "quero sair de Portugal", "nous habitons Bordeaux", "بس مو فرنسا"', () => {
      expect(
        sut.extract(
          'Sou português e quero sair de Portugal para fazer licenciatura em engenharia informática, em inglês.',
        ),
      ).toMatchObject({ countries: [], excludedCountries: ['PT'] });
      expect(sut.extract("Mon fils rêve d'une école de cinéma. Nous habitons Bordeaux.").cities).toEqual([]);
      expect(sut.extract('ابي ادرس تمريض برا، اي دوله اوروبيه بس مو فرنسا، بالانجليزي')).toMatchObject({
        countries: [],
        excludedCountries: ['FR'],
        instructionLanguages: ['en'],
      });
    });

    it.each([
      [
        "I've been an ICU nurse in Manila for 8 years and I want to move into public health.",
        ['public_health'],
      ],
      [
        'bin gelernter Schreiner und will Holztechnik oder Holzbau studieren',
        ['materials_engineering', 'civil_engineering'],
      ],
      [
        'Je voudrais un master en développement international ou en action humanitaire.',
        ['political_science'],
      ],
    ])('reads the field in "%s"', (text, fields) => {
      expect(sut.extract(text).fields).toEqual(fields);
    });

    it('reads countries written as capital ISO codes, and codes beside a citizenship as passports', () => {
      expect(
        sut.extract('Jazzgitarre, Bachelor, Konservatorium in NL oder BE, Unterricht auf Englisch').countries,
      ).toEqual(['NL', 'BE']);
      expect(
        sut.extract("Almanya doğumluyum, çifte vatandaşım (TR + DE). Türkiye'de tıp okumak istiyorum."),
      ).toMatchObject({
        countries: ['TR'],
        citizenship: 'eu',
      });
      expect(sut.extract('IT bachelor in English').countries).toEqual([]);
    });

    it('reads "30w" as 300,000 yuan and 英授 as English-taught', () => {
      expect(sut.extract('荷兰 金融硕士 英授 总预算30w/年（含生活费）')).toMatchObject({
        instructionLanguages: ['en'],
        totalBudget: { amount: 300000, currency: 'CNY', period: 'year' },
      });
    });

    it('drops a field refused where it is named ("not art", "MBA 말고")', () => {
      expect(sut.extract('이제 유럽에서 MBA 말고 마케팅 석사를 하고 싶은데').fields).toEqual(['marketing']);
      expect(
        sut.extract('video games - the programming side, not art. A bachelor in computer science').fields,
      ).toEqual(['computer_science']);
    });

    it('reads Polish city names after "w" and a workplace after "jako" as home', () => {
      expect(sut.extract('Studia w Krakowie albo w Porto, informatyka').cities).toEqual([
        'pl-krakow',
        'pt-porto',
      ]);
      expect(
        sut.extract('Pracuję od 10 lat jako programista we Wrocławiu. Magisterka z psychologii za granicą.')
          .cities,
      ).toEqual([]);
    });

    it.each([
      ['elektronikę / embedded systems na bachelorze w Niemczech', 'electronics_automation'],
      ['Elektrotechnik Bachelor in Deutschland', 'electrical_engineering'],
      ['我想学 Game Design，本科，芬兰', 'game_design'],
      ['أريد ماجستير في الأدب المقارن باللغة الفرنسية', 'literature_linguistics'],
      ['Je veux un master de linguistique à Genève', 'literature_linguistics'],
    ])('reads "%s" as its ISCED-F narrow field (%s)', (text, field) => {
      expect(sut.extract(text).fields).toEqual([field]);
    });

    it('reads a budget in yuan beside 北欧, and "Harç ücreti olmasın" as free tuition', () => {
      expect(
        sut.extract('爸妈说每年最多给15万（学费生活费都算进去）。想去德国或者北欧。生物信息学硕士')
          .totalBudget,
      ).toMatchObject({ amount: 150000, currency: 'CNY' });
      expect(
        sut.extract('Bilgisayar mühendisliği yüksek lisansı. Harç ücreti olmasın lütfen.').freeTuition,
      ).toBe(true);
    });

    it('reads 葡文 as Portuguese', () => {
      expect(sut.extract('想在葡萄牙读酒店管理本科，英文或葡文授课都可以。').instructionLanguages).toEqual([
        'en',
        'pt',
      ]);
    });
  });
  describe('thirteenth suite', () => {
    it('keeps a place the student will not leave ("não quer sair de Portugal")', () => {
      expect(
        sut.extract(
          'O meu filho quer estudar música, guitarra clássica. Não quer sair de Portugal de maneira nenhuma.',
        ),
      ).toMatchObject({ countries: ['PT'], excludedCountries: [] });
    });

    it('leaves the level open for "bachelor or master idk"', () => {
      expect(sut.extract('FORESTRY!! bachelor or master idk. Finland or Sweden.').degree).toBeNull();
      expect(
        sut.extract('Quero estudar psicologia em Portugal, licenciatura ou mestrado integrado, o que for.')
          .degree,
      ).toBeNull();
    });

    it('reads "لا نريد بريطانيا" and "أي دولة إلا بريطانيا" as refusals', () => {
      expect(
        sut.extract('نريد له دراسة هندسة الطيران في أوروبا. لا نريد بريطانيا بسبب الطقس').excludedCountries,
      ).toEqual(['GB']);
      expect(sut.extract('أريد ماجستير جيولوجيا، أي دولة إلا بريطانيا').excludedCountries).toEqual(['GB']);
    });

    it('reads a list joined by a slash, and living money in Turkish', () => {
      expect(
        sut.extract(
          'Szukam studiów magisterskich z zarządzania środowiskiem / ochrony środowiska w Skandynawii',
        ).fields,
      ).toEqual(['environmental_sciences']);
      expect(
        sut.extract('Gazetecilik lisansı, İngilizce. Yaşam masrafı en fazla ayda 700 euro ayırabilirim.')
          .totalBudget,
      ).toBeNull();
    });

    it.each([
      ['스마트팜/원예학 석사 과정, 네덜란드', 'horticulture'],
      ['sanat terapisi alanında yüksek lisans yapmak istiyorum', 'physiotherapy_therapy'],
      ['Quiero hacer una maestría en estudios de paz y conflicto.', 'political_science'],
      ['عايز ماجستير في المياه والصرف الصحي في هولندا', 'environmental_engineering'],
    ])('reads "%s" as %s', (text, field) => {
      expect(sut.extract(text).fields).toEqual([field]);
    });

    it('reads "이탈리아어나 불어는 전혀 못해서" as two languages refused', () => {
      expect(
        sut.extract('이탈리아어나 불어는 전혀 못해서 영어로 수업하는 학사 과정이어야 해요. 패션 디자인'),
      ).toMatchObject({
        instructionLanguages: ['en'],
        avoidedLanguages: ['it', 'fr'],
      });
    });

    it.each([
      ['Busco maestría en energías renovables en España porque mi inglés no es muy bueno.', 'en'],
      ["Master in Germany please, my German isn't very good.", 'de'],
      ['Bachelor Grafikdesign in Holland, mein Englisch ist echt grottig.', 'en'],
    ])('reads "%s" as a language not spoken', (text, language) => {
      expect(sut.extract(text).avoidedLanguages).toEqual([language]);
    });

    it('reads "mas aceito outros países" as places given as examples', () => {
      expect(
        sut.extract(
          'Procuro um mestrado em ciência de dados em inglês. Prefiro Holanda ou Irlanda, mas aceito outros países.',
        ).placesAreExamples,
      ).toBe(true);
    });

    it('takes no career goal from a job held, and a language after "باللغة" for the teaching', () => {
      expect(
        sut.extract('أعمل معلم رياضيات وأريد ماجستير في الأدب المقارن باللغة الفرنسية في فرنسا أو بلجيكا'),
      ).toMatchObject({ careers: [], instructionLanguages: ['fr'], fields: ['literature_linguistics'] });
      expect(sut.extract('I want to become a teacher, bachelor in education').careers).toEqual(['teaching']);
      expect(
        sut.extract('I want to work as an engineer in renewables, master in energy engineering').fields,
      ).toEqual(['energy_engineering']);
    });

    it('reads 발트3국 as the Baltics', () => {
      expect(sut.extract('발트3국 IT 학사, 영어로').regions).toEqual(['baltics']);
    });
  });

  describe('fourteenth suite', () => {
    it.each([
      ['Zahnmedizin. Polen. Englisch. Max 60.000 zł pro Jahr.', 'de', 'dentistry'],
      ['Medicine in Zürich, 5k', 'en', 'medicine'],
    ])('reads "%s" in its own language, not by a letter of a currency or a city', (text, language, field) => {
      expect(sut.extract(text)).toMatchObject({ language, fields: [field] });
    });

    it.each([
      ['欧洲哪里都行但不要英国和爱尔兰（太贵）', ['GB', 'IE']],
      ['心理学硕士，除咗英国边度都得，唔该', ['GB']],
      ["veri bilimi master'ı. Fransa, İtalya, İspanya olmasın.", ['ES', 'IT', 'FR']],
    ])('refuses every place of the list in "%s"', (text, refused) => {
      expect(sut.extract(text)).toMatchObject({ countries: [], excludedCountries: refused });
    });

    it.each([
      [
        'Innenarchitektur, Bachelor. Ich wohne in München, habe Familie hier und gehe sicher nicht ins Ausland.',
        'DE',
      ],
      ["Türkiye'den çıkmak istemiyorum ama veterinerliği İngilizce okumak istiyorum", 'TR'],
    ])('takes home for the place when "%s" says the student will not leave', (text, home) => {
      expect(sut.extract(text)).toMatchObject({ countries: [home], cities: [], excludedCountries: [] });
    });

    it.each([
      ["Je veux faire une école d'ingénieur en génie civil, en France", ['civil_engineering']],
      ['Szukam studiów informatycznych, I stopnia', ['computer_science']],
      ['想去意大利读建筑学本科（米兰理工或者都灵理工最好）', ['architecture']],
      ['유럽에서 한국학 석사 하고 싶어요', ['languages_literature']],
    ])('reads the field of "%s"', (text, fields) => {
      expect(sut.extract(text).fields).toEqual(fields);
    });

    it('reads "którykolwiek kraj bałtycki" as the Baltics, and "영어 수업" after Korean studies as the teaching', () => {
      expect(sut.extract('Ekonomia, licencjat, którykolwiek kraj bałtycki').regions).toEqual(['baltics']);
      expect(sut.extract('유럽에서 한국학 석사 하고 싶어요, 영어 수업').instructionLanguages).toEqual(['en']);
    });

    it('drops a field refused past the word that describes it ("kein mathelastiges Architekturstudium")', () => {
      expect(
        sut.extract('Ich möchte Innenarchitektur studieren. Bitte kein mathelastiges Architekturstudium!')
          .fields,
      ).toEqual(['design']);
      expect(sut.extract('not only medicine but also biology').fields).toEqual(['medicine', 'biology']);
    });
  });

  describe('fifteenth suite', () => {
    it('reads "the arts" as the arts (021), not the humanities', () => {
      expect(sut.extract("je veux partir étudier l'art, n'importe où sauf en Allemagne").fields).toEqual([
        'arts',
      ]);
      expect(sut.extract('예술 쪽 아무거나, 프랑스').fields).toEqual(['arts']);
      expect(sut.extract('a bachelor in the humanities').fields).toEqual(['arts_humanities']);
    });

    it('keeps tuition apart from living costs paid another way, in a clause of their own', () => {
      const apart = sut.extract(
        "My dad can support me with about 6 million naira per year for school fees only, I'll work part time for rent and feeding.",
      );
      expect(apart.tuitionBudget?.currency).toBe('NGN');
      expect(apart.totalBudget).toBeNull();
      expect(sut.extract('한 달에 150만원으로 생활비랑 학비 다 해결해야 돼요.').totalBudget?.period).toBe(
        'month',
      );
    });

    it('reads Cantonese "唔要" as a refusal and a French "licence" in Arabic as a bachelor', () => {
      expect(sut.extract('想喺歐洲讀建築碩士,英文授課,但唔要英國。').excludedCountries).toEqual(['GB']);
      expect(sut.extract('بغيت نقرا licence فالفلاحة ففرنسا').degree).toBe('bachelor');
    });
  });

  describe('sixteenth suite', () => {
    it.each([
      ["Je m'appelle Léa et je veux être sage-femme", 'nursing'],
      ['My name is Sofia and I want to study law', 'law'],
    ])('takes no field or place from the name in "%s"', (text, field) => {
      expect(sut.extract(text)).toMatchObject({ fields: [field], cities: [], countries: [] });
    });

    it.each([
      ["un master en statistiques ailleurs qu'en France, en anglais", { excludedCountries: ['FR'] }],
      [
        'Hi, ich bin Polin und lebe seit 10 Jahren in München. Modedesign, gerne in Italien',
        { cities: [], countries: ['IT'] },
      ],
      ['Master Sozialpädagogik / Soziale Arbeit', { fields: ['social_work'] }],
      [
        'أريد دراسة القانون في فرنسا باللغة الفرنسية، مستوى الإجازة.',
        { degree: 'bachelor', instructionLanguages: ['fr'] },
      ],
      ['أريد بكالوريوس موسيقى. الرسوم صفر.', { freeTuition: true }],
      ['임업 관련 학사', { fields: ['forestry'] }],
      ['Mgr z prawa europejskiego, w Belgii', { degree: 'master' }],
      [
        'un master en énergies renouvelables, avec moins de 3000 € de frais.',
        {
          tuitionBudget: { amount: 3000, currency: 'EUR', period: 'year', eurPerYear: 3000 },
          totalBudget: null,
        },
      ],
      [
        'quiero estudiar enfermería en Alemania, pero en alemán no puedo, solo inglés',
        { instructionLanguages: ['en'] },
      ],
    ])('reads "%s"', (text, expected) => {
      expect(sut.extract(text)).toMatchObject(expected);
    });

    it('reads "للمعيشة والدراسة معاً" as a total', () => {
      expect(
        sut.extract('عندي ميزانية ٥٠٠٠ يورو في الشهر للمعيشة والدراسة معاً').totalBudget?.eurPerYear,
      ).toBe(60000);
    });

    it('keeps a region wished for a wish when home is named only as the reason to leave it', () => {
      expect(
        sut.extract(
          "Ma fille, belge, souhaite étudier la médecine vétérinaire, mais avec le concours en Belgique c'est impossible. Nous cherchons donc à l'étranger, idéalement en Europe de l'Est.",
        ),
      ).toMatchObject({ regions: ['eastern_europe'], excludedCountries: ['BE'], wished: ['place'] });
    });

    it('takes a language that will also do as no limit, but a question for one as the limit', () => {
      expect(
        sut.extract('Modedesign, Bachelor, gerne in Italien oder Frankreich, aber auch auf Englisch.')
          .instructionLanguages,
      ).toEqual([]);
      expect(sut.extract('이탈리아 석사, 영어도 괜찮아요').instructionLanguages).toEqual([]);
      expect(
        sut.extract('Theologie studieren. Geht das in der Schweiz auch auf Deutsch?').instructionLanguages,
      ).toEqual(['de']);
    });
  });

  describe('seventeenth suite', () => {
    it.each([
      // a broad word right after a field is its head noun
      ["I want a master's in agricultural science taught in English", { fields: ['agriculture'] }],
      ['本科想读农业科学', { fields: ['agriculture'] }],
      // a pastime where a field is named is that field
      ['Quero licenciatura em desporto em Portugal ou Espanha', { fields: ['sport_science'], interests: [] }],
      ['I would like a bachelor in sports in Spain', { fields: ['sport_science'] }],
      // a term's words do not reach across a sentence end
      [
        'Ich will Pflege studieren (Bachelor). In den Niederlanden oder Belgien.',
        { countries: ['NL', 'BE'], degree: 'bachelor' },
      ],
      // a wish word leading into the next thing wished is not the places'
      ['Pflege, Bachelor. In den Niederlanden oder Belgien – gern auf Englisch.', { wished: [] }],
      // Polish locatives of short and irregular city names
      [
        'Chcę zrobić licencjat z muzyki (akordeon) w Wiedniu albo w Grazu',
        { cities: ['at-vienna', 'at-graz'] },
      ],
      ['włókiennictwo, studia I stopnia, w Łodzi', { cities: ['pl-lodz'] }],
      ['magisterka w Rzymie albo w Pradze', { cities: ['it-rome', 'cz-prague'] }],
      // a relative's name is no field, their nationality still counts
      ["je vous écris pour ma fille Léa, 18 ans, qui rêve d'être vétérinaire", { fields: ['veterinary'] }],
      ['mi hija Lucía, española, quiere estudiar medicina', { citizenship: 'eu', fields: ['medicine'] }],
      ['ma fille Florence veut étudier le droit', { cities: [], fields: ['law'] }],
    ] as const)('reads "%s"', (text, expected) => {
      expect(sut.extract(text)).toMatchObject(expected);
    });

    it.each([
      // German adjectives as they read after a preposition
      ['Ich möchte einen Master in Sozialer Arbeit in Skandinavien machen', { fields: ['social_work'] }],
      // a language's adjective joined to a nationality is a nationality
      [
        'deutsch-türkischer Doppelstaatler, Agrarwissenschaften im Bachelor',
        { citizenship: 'eu', instructionLanguages: [] },
      ],
      [
        "Dutch/Swiss (I have both passports). I've lived my whole life in the Netherlands and want to go abroad for a master in sports science.",
        { citizenship: 'eu', excludedCountries: ['NL'], countries: [], instructionLanguages: [] },
      ],
      // a "no" right before a language refuses it; "anything but" names the one that will do
      [
        'Textiltechnik, Bachelor. Sprache ist mir egal, nur bitte kein Französisch.',
        { avoidedLanguages: ['fr'] },
      ],
      [
        'dont speak anything but english lol, nursing in ireland',
        { instructionLanguages: ['en'], avoidedLanguages: [] },
      ],
      // anywhere in Europe makes the countries named examples, any country of a region does not
      [
        'LLM en derecho internacional. Ideal Irlanda o Reino Unido pero cualquier sitio de Europa me vale.',
        { placesAreExamples: true },
      ],
      [
        'mestrado em farmacologia em qualquer país da Europa de Leste, em inglês',
        { placesAreExamples: false, regions: ['eastern_europe'] },
      ],
      // a wish shared along a list whose places each take "in"
      [
        'turismo e hotelaria, licenciatura, por exemplo na Croácia ou na Grécia',
        { wished: ['place'], fields: ['tourism_hospitality'] },
      ],
    ] as const)('reads "%s"', (text, expected) => {
      expect(sut.extract(text)).toMatchObject(expected);
    });

    it('reads a tuition "per semester" in Turkish as half the year', () => {
      expect(
        sut.extract("Viyana'da keman yüksek lisansı. Dönemlik harç 800 euroyu geçmemeli.").tuitionBudget,
      ).toMatchObject({
        eurPerYear: 1600,
      });
    });

    it('asks no level of a graduate turning to veterinary medicine, but keeps a master named', () => {
      expect(sut.extract('간호학과 졸업했는데 사실 수의학 쪽으로 가고 싶어요').degree).toBeNull();
      expect(sut.extract('간호학과 졸업했는데 경영학 석사를 하고 싶어요').degree).toBe('master');
      expect(sut.extract('I graduated in biology and want a master in veterinary science').degree).toBe(
        'master',
      );
    });

    it('reads "córki" as no city while "w Corku" is Cork', () => {
      expect(sut.extract('dla mojej córki, medycyna').cities).toEqual([]);
      expect(sut.extract('medycyna w Corku').cities).toEqual(['ie-cork']);
    });
  });

  describe('eighteenth suite', () => {
    it.each([
      // a refusal written after a slash list of languages is all of theirs; "my" before a language is its own
      [
        'nursing in Scandinavia and it HAS to be taught in English, my Danish/Swedish/Norwegian is literally zero',
        { instructionLanguages: ['en'], avoidedLanguages: ['da', 'sv', 'no'] },
      ],
      [
        'Forstwirtschaft (Bachelor). Nur auf Deutsch, Englisch kann ich nicht gut.',
        { instructionLanguages: ['de'] },
      ],
      ['I want to do an LLB abroad, fully taught in English.', { degree: 'bachelor', fields: ['law'] }],
      ['ich will nach meinem BWL-Bachelor einen Master in Finance machen', { fields: ['finance'] }],
      // home named in the reason for leaving it stays excluded
      [
        "Je suis belge et je veux faire médecine vétérinaire à l'étranger, parce qu'en Belgique il y a le concours.",
        { countries: [], excludedCountries: ['BE'] },
      ],
      [
        'Grado en Filosofía en Alemania, en alemán. Nada de tasas de matrícula, por favor.',
        { freeTuition: true },
      ],
      ['szukam studiów licencjackich z pilotażu w Czechach', { fields: ['logistics_transport'] }],
      ['Szukam magisterki z bioinformatyki po angielsku', { fields: ['biology'] }],
      ['想去西班牙读对外西班牙语教学的硕士', { fields: ['languages_literature'] }],
    ] as const)('reads "%s"', (text, expected) => {
      expect(sut.extract(text)).toMatchObject(expected);
    });

    it.each([
      // "management" joined to what is managed is that field
      ['je veux un bachelor en management du tourisme en Espagne', { fields: ['tourism_hospitality'] }],
      ['Busco máster en ingeniería forestal o gestión de bosques', { fields: ['forestry'] }],
      // a bare "not" before a language; "ne … que" is "only"
      [
        'Je ne parle que français et créole, pas anglais.',
        { spokenLanguages: ['fr'], avoidedLanguages: ['en'] },
      ],
      // the place a price is compared with is no destination
      [
        "Je veux faire médecine, on m'a dit qu'en Roumanie ou en Bulgarie c'est moins cher qu'en France.",
        { countries: ['RO', 'BG'] },
      ],
    ] as const)('reads "%s"', (text, expected) => {
      expect(sut.extract(text)).toMatchObject(expected);
    });

    it('reads a doctorate named after a master as the wish, and "a master, then a PhD" as the master', () => {
      for (const text of [
        'hab den Master in Forstwirtschaft an der BOKU gemacht und suche jetzt ein Doktorat',
        'Estou terminando mestrado em Letras na USP e quero um doutorado em linguística',
        'ماجستير علوم سياسية. أبحث عن دكتوراه في العلوم السياسية في ألمانيا',
      ]) {
        expect(sut.extract(text)).toMatchObject({ degree: null, wantsDoctorate: true });
      }
      expect(sut.extract('I want to do a master, then a PhD in physics').degree).toBe('master');
    });

    it('reads the naira sign', () => {
      expect(
        sut.extract('about ₦8 million per year for everything: tuition, rent, food').totalBudget,
      ).toMatchObject({
        currency: 'NGN',
        amount: 8_000_000,
      });
    });
  });

  describe('nineteenth suite', () => {
    it.each([
      // "not interested in anywhere else" keeps the place; learning refused is a language refused
      [
        'I really want to study veterinary medicine in English in Iceland. Not interested in anywhere else tbh.',
        { countries: ['IS'], placesAreExamples: false },
      ],
      [
        "dentistry in English in Germany or Austria. I'm not planning to learn German.",
        { instructionLanguages: ['en'], avoidedLanguages: ['de'] },
      ],
      [
        'Psychologie im Bachelor, auf Deutsch, in Spanien. Englisch oder Spanisch kommt für mich nicht in Frage.',
        { instructionLanguages: ['de'], avoidedLanguages: ['en', 'es'] },
      ],
      ['nao falo frances nem italiano, so ingles e espanhol razoavel', { avoidedLanguages: ['fr', 'it'] }],
      // what is managed, and names that hide a field word
      ['Procuro mestrado em gestão de recursos hídricos, em inglês', { fields: ['environmental_sciences'] }],
      ['grado en gastronomía / ciencias gastronómicas en Italia', { fields: ['hospitality'] }],
      ['studia z ogrodnictwa (licencjat/inżynier) w Holandii', { fields: ['horticulture'] }],
      ['Gibt es ein Lehramtsstudium Primarstufe (Bachelor) in Österreich?', { fields: ['primary_teaching'] }],
    ] as const)('reads "%s"', (text, expected) => {
      expect(sut.extract(text)).toMatchObject(expected);
    });

    it('reads a sum for the whole programme as its share a year, and nothing to pay as free tuition', () => {
      expect(
        sut.extract(
          'my total budget is 25 lakh rupees for the whole 2 years, that includes rent, food, everything',
        ).totalBudget,
      ).toMatchObject({ amount: 1_250_000, currency: 'INR', period: 'year' });
      expect(sut.extract('Ich habe 30.000 Euro für zwei Jahre, alles inklusive').totalBudget).toMatchObject({
        amount: 15_000,
      });
      const nothing = sut.extract('Master in Schweden, mehr als 0 € will ich auch nicht zahlen.');
      expect(nothing.totalBudget).toBeNull();
      expect(nothing.tuitionBudget).toMatchObject({ eurPerYear: 0 });
    });
  });

  describe('twentieth suite', () => {
    it.each([
      // a reason between two languages belongs to the next one; "no sé" is not speaking it
      [
        "I want to study in Germany in English because I don't know German",
        { instructionLanguages: ['en'], avoidedLanguages: ['de'] },
      ],
      [
        'Quiero estudiar medicina gratis en Alemania, pero en inglés porque no sé alemán.',
        { instructionLanguages: ['en'], avoidedLanguages: ['de'] },
      ],
      ['quero estudar na Alemanha em inglês porque não sei alemão', { avoidedLanguages: ['de'] }],
      // a nationality a citizenship word introduces, misspelt or not
      [
        'mechanical engineering masters, english taught, italy or spain. EU citizen btw, portugese',
        { instructionLanguages: ['en'], originCountry: 'PT', citizenship: 'eu' },
      ],
      // the field a focus names is the one meant
      ['Ich suche einen BWL-Master mit Schwerpunkt Marketing, englischsprachig', { fields: ['marketing'] }],
      ['master in computer science with a focus on AI', { fields: ['artificial_intelligence'] }],
      // "other schools" leaves the place as it is
      [
        '想在米兰读奢侈品管理硕士，博科尼或者其他学校都行，英语授课。',
        { placesAreExamples: false, instructionLanguages: ['en'] },
      ],
      // free tuition after "and" or a Korean topic particle; Parcoursup is the first degree
      ['ماجستير في الزراعة المستدامة في ألمانيا، ولا أستطيع دفع أي رسوم دراسية', { freeTuition: true }],
      ['독일에서 기계공학 석사를 하고 싶은데 등록금은 없어야 해요', { freeTuition: true }],
      ["J'ai raté Parcoursup pour kiné, je voudrais faire kinésithérapie en Espagne", { degree: 'bachelor' }],
      [
        'Chcę robić magisterkę z animacji / grafiki ruchomej w Czechach',
        { fields: ['film_media_production'] },
      ],
    ] as const)('reads "%s"', (text, expected) => {
      expect(sut.extract(text)).toMatchObject(expected);
    });

    it('reads what a German participle ends as done: the degree, field and place before it are the past', () => {
      expect(
        sut.extract('Habe den Bachelor an der Uni Wien abgeschlossen, jetzt Master in der Schweiz bitte'),
      ).toMatchObject({ degree: 'master', countries: ['CH'], cities: [], unknownField: null });
      expect(
        sut.extract('Ich habe Informatik in Graz studiert und suche einen Master in KI in den Niederlanden'),
      ).toMatchObject({ fields: ['artificial_intelligence'], countries: ['NL'], cities: [] });
    });

    it('reads a place said not to be required as a wish, and a city among other places as no limit', () => {
      expect(
        sut.extract(
          'Suche einen Master in Politikwissenschaft. Graz fände ich natürlich toll, muss aber nicht sein.',
        ),
      ).toMatchObject({ placesAreExamples: true });
      expect(
        sut.extract("Tiyatro oyunculuğu lisansı okumak istiyorum, İtalya'da. Roma şart değil."),
      ).toMatchObject({ placesAreExamples: false, countries: ['IT'], cities: [] });
      expect(
        sut.extract('Master in Data Science in Skandinavien. Tuition-free wäre ideal, muss aber nicht sein.'),
      ).toMatchObject({ placesAreExamples: false, regions: ['scandinavia'] });
    });

    it('reads a teacher of a language as subject teaching, and the language as the subject, not the teaching', () => {
      for (const text of [
        'I want to become an English teacher, bachelor in Ireland',
        'Quiero ser profesora de inglés, grado en Irlanda',
        'chcę zostać nauczycielką angielskiego - licencjat w Irlandii',
      ]) {
        expect(sut.extract(text)).toMatchObject({ instructionLanguages: [] });
        expect(sut.extract(text).fields).toContain('subject_teaching');
      }
      // a teacher now, with education named on its own as the wish; a language before a field is its teaching
      expect(
        sut.extract('Sou professora de inglês numa escola pública. Quero um mestrado em educação, em inglês.')
          .fields,
      ).toEqual(['education']);
      expect(
        sut.extract(
          "İngilizce öğretmenliği mezunuyum, İskandinavya'da İngilizce eğitim bilimleri yüksek lisansı",
        ),
      ).toMatchObject({ fields: ['education'], instructionLanguages: ['en'] });
    });

    it('keeps a currency named by its code, whatever dollar the student uses at home', () => {
      for (const text of [
        "I'm Canadian and I've saved around $15,000 USD per year.",
        "I'm Canadian and I've saved around 15,000 US dollars per year.",
        "I'm Canadian and I've saved around US$15,000 per year.",
      ]) {
        expect(sut.extract(text).tuitionBudget).toMatchObject({ currency: 'USD', amount: 15_000 });
      }
      expect(sut.extract("I'm Canadian, budget $15,000 per year.").tuitionBudget).toMatchObject({
        currency: 'CAD',
      });
    });

    it('reads money for the fees alone when the rest is paid by someone else, and money to live on as no limit', () => {
      expect(
        sut.extract('i have maybe 4k euro a year for the fees (rent is covered by my aunt).'),
      ).toMatchObject({ totalBudget: null, tuitionBudget: { eurPerYear: 4000 } });
      expect(
        sut.extract('tuition and rent are covered by my parents, up to 20k a year').totalBudget,
      ).toMatchObject({ eurPerYear: 20_000 });
      expect(
        sut.extract('Gebühren sind mir fast egal, aber fürs Leben hab ich höchstens 2.000 € im Monat.'),
      ).toMatchObject({ totalBudget: null, tuitionBudget: null });
    });
  });

  describe('twenty-first suite', () => {
    it('leaves an amount to the fees when the living costs after it are said to be paid apart', () => {
      for (const text of [
        'Yıllık okul ücreti tavanım 15.000 euro, yaşam masrafı ayrı.',
        'Tuition cap 15,000 euros a year, living costs separate.',
      ]) {
        expect(sut.extract(text)).toMatchObject({ totalBudget: null, tuitionBudget: { eurPerYear: 15_000 } });
      }
      expect(sut.extract('نستطيع دفع 10 آلاف دولار سنوياً للرسوم فقط، والسكن سنتدبره.')).toMatchObject({
        totalBudget: null,
        tuitionBudget: { amount: 10_000, currency: 'USD' },
      });
    });

    it('reads an amount in the currency of where the student lives, and a home outside Europe as no destination', () => {
      for (const text of [
        'أنا سوداني مقيم في دبي. ميزانيتي الإجمالية ٦٠٠٠ درهم شهرياً',
        'أنا مقيم في الإمارات. ميزانيتي الإجمالية ٦٠٠٠ درهم شهرياً',
      ]) {
        expect(sut.extract(text)).toMatchObject({ countries: [], totalBudget: { currency: 'AED' } });
      }
      expect(sut.extract('Ich wohne in Deutschland.')).toMatchObject({ countries: ['DE'] });
    });

    it.each([
      ['대학원 말고 학부로 심리학 공부하고 싶어요.', 'bachelor'],
      ['not a master, a bachelor in psychology', 'bachelor'],
      ['kein Master, sondern einen Bachelor in Psychologie', 'bachelor'],
      ['pas un master, une licence en psychologie', 'bachelor'],
      ['no un máster, sino un grado en psicología', 'bachelor'],
      ['yüksek lisans değil, lisans psikoloji', 'bachelor'],
      ['不是硕士，是本科，心理学', 'bachelor'],
      ['a bachelor, not a master, in psychology', 'bachelor'],
      ['석사가 아니라 학사로 심리학', 'bachelor'],
      ['yüksek lisansı değil, lisans okumak istiyorum, psikoloji', 'bachelor'],
      ['مش ماجستير، بكالوريوس علم نفس', 'bachelor'],
      ['ليس ماجستير بل بكالوريوس في علم النفس', 'bachelor'],
    ])('reads a level refused in "%s" as not wanted', (text, degree) => {
      expect(sut.extract(text).degree).toBe(degree);
    });

    it('reads nationalities said of a whole family ("Jesteśmy Polakami", "نحن أردنيون")', () => {
      expect(sut.extract('Córka chce studiować medycynę. Jesteśmy Polakami.')).toMatchObject({
        citizenship: 'eu',
        originCountry: 'PL',
      });
      expect(sut.extract('ابني يريد دراسة الهندسة. نحن أردنيون.')).toMatchObject({
        citizenship: 'non_eu',
        originCountry: 'JO',
      });
    });

    it('refuses a country after "na pewno nie", and leaves home where admission failed', () => {
      expect(
        sut.extract(
          'Córka nie dostała się na medycynę w Polsce. Rozważamy Czechy albo Słowację, ale na pewno nie Węgry.',
        ),
      ).toMatchObject({ countries: ['CZ', 'SK'], excludedCountries: expect.arrayContaining(['HU']) });
    });

    it('reads a country code before another nationality\'s passport as the place ("in NL, irish passport")', () => {
      expect(sut.extract('msc urban planning in NL, irish passport, tuition under €3k pls')).toMatchObject({
        countries: ['NL'],
        originCountry: 'IE',
        citizenship: 'eu',
      });
      expect(sut.extract('I am an Indian student with a BE in mechanical engineering')).toMatchObject({
        countries: [],
      });
      expect(sut.extract('çifte vatandaşım (TR + DE), master in NL')).toMatchObject({
        countries: ['NL'],
        citizenship: 'eu',
      });
    });

    it.each([
      "only in English bc I don't speak Italian or Spanish well",
      'só em inglês pq ainda não falo italiano nem espanhol direito',
      'tylko po angielsku, bo nie znam włoskiego',
    ])('keeps the language asked for when "%s" gives the reason in short', (text) => {
      expect(sut.extract(text)).toMatchObject({ instructionLanguages: ['en'], fields: [] });
      expect(sut.extract(text).avoidedLanguages).toContain('it');
    });

    it('reads a language hated at school as no language to be taught in, and school there as no country', () => {
      for (const text of [
        'Anywhere except France, did French at GCSE and hated every minute lol. Psychology BSc, taught in English.',
        'I hated French. Psychology BSc, taught in English.',
      ]) {
        expect(sut.extract(text)).toMatchObject({ instructionLanguages: ['en'] });
      }
      expect(sut.extract('did French at school. Psychology, taught in English.')).toMatchObject({
        countries: [],
      });
      expect(sut.extract('I want to study at a Swiss hotel school')).toMatchObject({ countries: ['CH'] });
    });

    it('reads Spanish "lo que haga falta" as no city, and Polish "Haga" as The Hague', () => {
      expect(
        sut.extract('Máster en Suecia. Tengo 1.300 € al mes en total para vivir y pagar lo que haga falta.'),
      ).toMatchObject({ cities: [], countries: ['SE'] });
      expect(sut.extract('Chcę studiować w Hadze albo Haga, prawo')).toMatchObject({
        cities: ['nl-the-hague'],
      });
    });

    it.each([
      '我有意大利居留卡，但不是欧盟公民。想去马耳他读心理学本科',
      "I have an Italian residence permit but I'm not an EU citizen. Psychology in Malta",
      "I have a residence permit in Italy but I'm not an EU citizen. Psychology in Malta",
      'Tengo permiso de residencia en Italia, pero no soy ciudadano de la UE. Psicología en Malta',
      'Ich habe eine italienische Aufenthaltserlaubnis, bin aber kein EU-Bürger. Psychologie in Malta',
    ])('reads a residence permit as no nationality and no destination: "%s"', (text) => {
      expect(sut.extract(text)).toMatchObject({
        countries: ['MT'],
        citizenship: 'non_eu',
        instructionLanguages: [],
      });
    });

    it('reads "porque no tengo" as a reason, not as "why not"', () => {
      expect(
        sut.extract('nutrición, necesito que la colegiatura sea gratis porque no tengo dinero'),
      ).toMatchObject({ freeTuition: true, wished: [] });
      expect(sut.extract('Máster en Italia, o en España ¿porque no?')).toMatchObject({
        placesAreExamples: false,
      });
    });

    it('keeps a region with a country in brackets after it as an example, and "offen für alles" opens the places', () => {
      expect(
        sut.extract(
          'Skandinavien fänd ich mega (Norwegen?? 😍) aber bin offen für alles. Englisch ist kein Problem, Norwegisch kann ich halt nicht.',
        ),
      ).toMatchObject({
        regions: ['scandinavia'],
        placesAreExamples: true,
        instructionLanguages: ['en'],
        avoidedLanguages: ['no'],
      });
      expect(sut.extract('Eastern Europe (Poland or Czechia), in English')).toMatchObject({
        regions: ['eastern_europe'],
      });
    });

    it('refuses the places a pronoun refuses after them ("also bitte die nicht", "not those")', () => {
      expect(
        sut.extract(
          'Ich möchte Humanmedizin im Ausland studieren. Meine Eltern sind skeptisch was Rumänien und Bulgarien angeht, also bitte die nicht.',
        ),
      ).toMatchObject({ countries: [], excludedCountries: expect.arrayContaining(['RO', 'BG']) });
      expect(
        sut.extract(
          'Medicine in English. My parents worry about Romania and Bulgaria, so not those please. Poland is fine.',
        ),
      ).toMatchObject({ countries: ['PL'], excludedCountries: ['RO', 'BG'] });
    });

    it('reads "on pense plutôt à" before places as a preference', () => {
      expect(
        sut.extract(
          "Kiné, pas en Belgique. On pense plutôt à l'Espagne ou au Portugal, en français ou en anglais.",
        ),
      ).toMatchObject({ countries: ['ES', 'PT'], placesAreExamples: false, wished: ['place'] });
    });

    it.each([
      'tenho uns 60 mil reais guardados pro curso todo (são 4 anos né), sem contar aluguel',
      'I have 60,000 BRL saved for the whole degree, which is 4 years, rent not included',
      'Ich habe 60.000 BRL für das ganze Studium (4 Jahre), ohne Miete',
    ])('splits a sum for the whole programme over the years it lasts: "%s"', (text) => {
      expect(sut.extract(text).tuitionBudget).toMatchObject({
        amount: 15_000,
        currency: 'BRL',
        period: 'year',
      });
    });

    it.each([
      [
        'Is there anywhere in Europe where you can do a bachelor in musical instrument making / lutherie?',
        'bachelor',
      ],
      ['myślę o studiach I stopnia z lutnictwa', 'bachelor'],
      ['Ich möchte Geigenbau studieren, Master', 'master'],
    ])('reads instrument making in "%s" as crafts, not music performance', (text, degree) => {
      expect(sut.extract(text)).toMatchObject({ fields: ['crafts'], degree, start: { month: null } });
    });

    it.each([
      "I'm Canadian. In English or German (my grandmother was from Bavaria but no, I don't have the passport).",
      'Soy canadiense, mi abuela era de Baviera pero no tengo pasaporte alemán.',
      'Jestem Kanadyjczykiem, moja babcia była z Bawarii.',
    ])('reads where a grandparent came from as no home and no wish: "%s"', (text) => {
      expect(sut.extract(text)).toMatchObject({ countries: [], citizenship: 'non_eu', originCountry: 'CA' });
    });

    it.each([
      'Quiero hacer un máster en museología o gestión del patrimonio en Portugal',
      'master in heritage management in Italy',
      'master en gestion du patrimoine',
    ])('reads heritage management in "%s" as museum and heritage studies, not business', (text) => {
      expect(sut.extract(text).fields).toEqual(['library_information']);
    });

    it('reads "but honestly anywhere" as opening the places named before it', () => {
      expect(
        sut.extract("somewhere in the Benelux maybe, but honestly anywhere it's taught in English"),
      ).toMatchObject({ regions: ['benelux'], placesAreExamples: true });
    });

    it('reads "if that matters" as no master', () => {
      expect(
        sut.extract("He wants to do an undergrad in sports science. We're based in Cork if that matters.")
          .degree,
      ).toBe('bachelor');
    });

    it('reads "북유럽 어디든" as anywhere in the Nordic countries, not a Nordic language', () => {
      expect(sut.extract('특수교육 쪽 석사를 북유럽 어디든 영어로 하고 싶습니다.')).toMatchObject({
        regions: ['nordics'],
      });
      expect(sut.extract('북유럽어는 못해요, 석사')).toMatchObject({ regions: [] });
    });

    it.each([
      ['lic. turismo, Algarve, até 1500€/ano de propina', ['PT']],
      ['Master in Tuscany or Catalonia', ['IT', 'ES']],
      ['Ich möchte in Bayern studieren', ['DE']],
      ['un master en Bretagne ou en Flandre, en anglais', ['FR']],
    ])('reads the regions inside a country as that country: "%s"', (text, countries) => {
      expect(sut.extract(text).countries).toEqual(expect.arrayContaining(countries));
    });

    it('keeps the country when only a region of it is refused ("en España pero fuera de Andalucía")', () => {
      expect(
        sut.extract('Vivo en Sevilla y quiero estudiar Trabajo Social en España pero fuera de Andalucía.'),
      ).toMatchObject({ countries: ['ES'], excludedCountries: [] });
    });

    it('reads the German-speaking countries as DACH and Liechtenstein, without trilingual Luxembourg', () => {
      expect(sut.extract('독일어권에서 도시계획 석사 하고 싶습니다.').regions).toEqual(['german_speaking']);
      expect([...REGIONS.german_speaking].sort()).toEqual(['AT', 'CH', 'DE', 'LI']);
    });
  });

  describe('twenty-second suite', () => {
    it.each([
      ['I can put aside AED 54,000 per year for tuition and rent', 'AED'],
      ['budget: INR 900000 a year', 'INR'],
      ['mam SEK 100 000 na rok', 'SEK'],
    ])('reads the currency code written before the amount in "%s"', (text, currency) => {
      const { totalBudget, tuitionBudget } = sut.extract(text);
      expect((totalBudget ?? tuitionBudget)?.currency).toBe(currency);
    });

    it.each([
      ['Yurt dışında hemşirelik okumak istiyorum ama Almanya olmasın.', ['DE', 'TR']],
      ['chce isc na fizjoterapie za granica, najlepiej czechy albo slowacja', ['PL']],
    ])('reads abroad from the one country of the language when no home is named: "%s"', (text, excluded) => {
      expect([...sut.extract(text).excludedCountries].sort()).toEqual(excluded);
    });

    it.each([
      ['Teatro! Quero fazer uma licenciatura em artes performativas', 'music_performing_arts'],
      ['grado en artes performativas', 'music_performing_arts'],
      ['un master en gestion de projets humanitaires', 'political_science'],
      ['máster en gestión de proyectos humanitarios', 'political_science'],
      ['licenciatura em administração de sistemas', 'cybersecurity'],
      ['a bachelor in system administration', 'cybersecurity'],
      ['studia z administracji systemami', 'cybersecurity'],
    ])('reads the field in "%s"', (text, field) => {
      expect(sut.extract(text).fields).toEqual([field]);
    });

    it.each([
      ['Quiero estudiar el grado de Trabajo Social, en Madrid o cerca.', 'ES'],
      ['un master à Lyon ou environs', 'FR'],
      ['Informatik in München oder Umgebung', 'DE'],
      ['Praga lub okolice, informatyka', 'CZ'],
    ])('reads a city "or nearby" as its country, not as an example: "%s"', (text, country) => {
      expect(sut.extract(text)).toMatchObject({ countries: [country], cities: [], placesAreExamples: false });
    });

    it.each([
      ['Birikimim var: 3 yıllık program için toplamda en fazla 24.000 euro okul ücreti ödeyebilirim', 8000],
      [
        "Planning a 2-year master's. Total budget is 25000 euros for the whole course including living",
        12500,
      ],
    ])(
      'splits a sum for a programme whose length is said elsewhere over its years: "%s"',
      (text, perYear) => {
        const { totalBudget, tuitionBudget } = sut.extract(text);
        expect((totalBudget ?? tuitionBudget)?.eurPerYear).toBe(perYear);
      },
    );

    it('reads a place with "şu an" (right now) as where the student lives', () => {
      expect(
        sut.extract(
          "Merhaba, şu an İzmir'de bir otelin mutfağında şef yardımcısıyım. Gastronomi lisansı, İtalya ya da Fransa'da olsun.",
        ),
      ).toMatchObject({ countries: ['IT', 'FR'], cities: [] });
    });

    it('refuses both languages joined by "or" before a refusal, past a cue of another language', () => {
      expect(
        sut.extract('dersler İngilizce olmalı çünkü İtalyanca ya da Fransızca bilmiyorum'),
      ).toMatchObject({
        instructionLanguages: ['en'],
        spokenLanguages: [],
        avoidedLanguages: ['it', 'fr'],
      });
    });

    it.each([
      [
        'Ziraat mühendisiyim (bitki koruma). Macaristan veya Çekya’da yüksek lisans yapmak istiyorum.',
        'agriculture',
      ],
      ['after a decade in accounting I want to retrain as a primary school teacher', 'primary_teaching'],
      ['I worked in marketing for 5 years and now want a master in psychology', 'psychology'],
    ])('reads the field wanted, not the work done, in "%s"', (text, field) => {
      expect(sut.extract(text).fields).toEqual([field]);
    });

    it.each([
      "I'd rather be in Scotland or somewhere in Ireland, but I'm not completely fixed on that.",
      'Mimarlık yüksek lisansı düşünüyorum. Portekiz ya da İspanya hoş olurdu ama başka yerlere de açığım.',
      "un master de cinéma, mais je ne suis fermé à rien. Pays : peut-être l'Italie ?",
    ])('reads the places in "%s" as examples', (text) => {
      expect(sut.extract(text).placesAreExamples).toBe(true);
    });

    it.each([
      ["a 2-year master's in business analytics", 'business_management'],
      ['想读商业分析硕士', 'business_management'],
    ])('reads business analytics in "%s" as business, as the programmes are taught', (text, field) => {
      expect(sut.extract(text).fields).toEqual([field]);
    });

    it.each([
      ['busco grado en ADE en ingles q no sea en españa porfa', 'ES'],
      ['quero uma licenciatura em gestão q não seja em Portugal', 'PT'],
    ])('reads the chat spelling "q" for "que" in a refusal: "%s"', (text, country) => {
      expect(sut.extract(text)).toMatchObject({ countries: [], excludedCountries: [country] });
    });

    it('reads "hace seis años" (six years ago) as no long-cycle degree', () => {
      expect(
        sut.extract(
          'trabajo hace seis años en un colegio. Me interesa mucho un máster en educación inclusiva.',
        ).degree,
      ).toBe('master');
    });

    it('reads "na jednolitych studiach magisterskich" as a long cycle', () => {
      expect(sut.extract('pedagogika przedszkolna na jednolitych studiach magisterskich').degree).toBe(
        'long_cycle',
      );
    });

    it('reads "górnictwo i geologia" as both fields', () => {
      expect([...sut.extract('Interesuje mnie górnictwo i geologia.').fields].sort()).toEqual([
        'earth_sciences',
        'mining',
      ]);
    });
  });

  describe('twenty-third suite', () => {
    it.each([
      ['I want to do vet medicine in English', 'veterinary'],
      ['wil medien informatik studiren (bachlor)', 'computer_science'],
      [
        'je suis en L3 LEA anglais-espagnol à Lille et je kiffe grave la traduction audiovisuelle',
        'translation_interpreting',
      ],
      ["une reconversion vers l'enseignement des mathématiques, un master MEEF", 'subject_teaching'],
      ['acabei a licenciatura em Gestão e quero tirar um mestrado em Finanças', 'finance'],
    ])('reads the field wanted in "%s"', (text, field) => {
      expect(sut.extract(text).fields).toEqual([field]);
    });

    it('takes the narrower fields inside a field refused with it', () => {
      expect(
        sut.extract(
          'a postgraduate programme at the intersection of ethics, law and the governance of artificial intelligence — not a technical computer science degree',
        ).fields,
      ).toEqual(['philosophy', 'law']);
      expect(sut.extract('a master in data science, not a computer science degree').fields).toEqual([
        'statistics_data_science',
      ]);
    });

    it('reads "in Deutschland leider nicht" as Germany refused', () => {
      expect(
        sut.extract(
          'Für Zahnmedizin reicht das in Deutschland leider nicht. Es soll Österreich oder Ungarn werden.',
        ),
      ).toMatchObject({ countries: ['AT', 'HU'], excludedCountries: ['DE'] });
    });

    it('reads Swiss German "d Matur" as a first degree', () => {
      expect(
        sut.extract('i bi 19 und mach grad d Matur. Möcht gärn Architektur studiere, im Usland').degree,
      ).toBe('bachelor');
    });

    it('reads Catalan "tinc 18 anys i passaport espanyol" as an EU citizen wanting a bachelor', () => {
      expect(
        sut.extract(
          'Sóc de Girona, tinc 18 anys i passaport espanyol. Vull estudiar ingeniería aeroespacial en Holanda.',
        ),
      ).toMatchObject({ citizenship: 'eu', degree: 'bachelor', instructionLanguages: [] });
    });

    it('reads "je reste open" as places given as examples', () => {
      expect(
        sut.extract('un master en traduction, idéalement en Espagne ou au Portugal, mais je reste open')
          .placesAreExamples,
      ).toBe(true);
    });

    it('reads "no me siento capaz de estudiar en inglés" as English refused', () => {
      expect(
        sut.extract('Solo hablo español; voy en B1 y todavía no me siento capaz de estudiar en inglés.'),
      ).toMatchObject({ instructionLanguages: [], avoidedLanguages: ['en'] });
    });

    it.each([
      ['Tengo 20.000 euros ahorrados para todo el máster de dos años, incluido alojamiento y comida.', 10000],
      ['total budget 25000 euros for 2 yrs including living expences', 12500],
    ])('splits the sum in "%s" over the years it covers', (text, perYear) => {
      expect(sut.extract(text).totalBudget?.eurPerYear).toBe(perYear);
    });

    it.each([
      'Ayda 40 bin TL ile hem okul hem yaşam masraflarını karşılamam lazım.',
      'Możemy przeznaczyć maksymalnie 8 000 zł miesięcznie na czesne i utrzymanie łącznie.',
    ])('reads "%s" as a budget for everything', (text) => {
      expect(sut.extract(text)).toMatchObject({ totalBudget: expect.anything(), tuitionBudget: null });
    });

    it('reads "okul harcı ödeyemem" as free tuition', () => {
      expect(sut.extract('Bloke hesap için param var ama okul harcı ödeyemem.').freeTuition).toBe(true);
    });

    it.each([
      "Kıbrıs'ta okumak istiyorum ama KKTC değil, Güney Kıbrıs olsun, diploma AB'de geçerli olsun diye.",
      'Nursing in Cyprus, with a degree recognised in the EU',
    ])('reads where a diploma is recognised as no place to study: "%s"', (text) => {
      expect(sut.extract(text)).toMatchObject({ countries: ['CY'], regions: [] });
    });

    it.each([
      ['学费每年不超过35万人民币，生活费另算。', 'tuition'],
      ['学费每年不超过1.5万欧元，生活费自理。', 'tuition'],
      ['每年总花费（学费+生活）不超过12万人民币。', 'total'],
      ['الميزانية ٢٠٠ ألف ريال في السنة تشمل السكن والمعيشة.', 'total'],
    ])('reads what the budget in "%s" covers', (text, covers) => {
      const { tuitionBudget, totalBudget } = sut.extract(text);
      expect(covers === 'tuition' ? tuitionBudget : totalBudget).not.toBeNull();
    });

    it('reads a nationality opening the text before Arabic "and" as the student\'s', () => {
      expect(sut.extract('سعودي وعلى حسابي الخاص مو مبتعث.')).toMatchObject({
        citizenship: 'non_eu',
        originCountry: 'SA',
      });
    });

    it.each([
      ['إنجليزيتي ممتازة بس ما أعرف إيطالي ولا فرنسي.', ['it', 'fr']],
      ['语言：英语雅思7.0，德语零基础。', ['de']],
    ])('reads the languages refused in "%s"', (text, avoided) => {
      expect(sut.extract(text).avoidedLanguages).toEqual(avoided);
    });

    it.each([
      [
        '관심 있는 건 동물 행동학이나 야생동물 보호 같은 거예요. 수의대는 아니고요!',
        ['conservation_wildlife'],
      ],
      ['孩子喜欢生物和化学，以后想做药物研发，不想当医生。', ['biology', 'chemistry']],
    ])('reads the field refused in "%s"', (text, fields) => {
      expect(sut.extract(text).fields).toEqual(fields);
    });

    it('reads "除了意大利，地中海国家都可以" as the Mediterranean without Italy', () => {
      expect(sut.extract('除了意大利，地中海国家都可以。想读海洋生物学硕士')).toMatchObject({
        regions: ['mediterranean'],
        excludedRegions: [],
        excludedCountries: ['IT'],
      });
    });

    it('reads a language not spoken yet that the student will learn as no refusal', () => {
      expect(sut.extract('意大利语我现在零基础，但可以学，所以意大利语或英语授课都行。')).toMatchObject({
        instructionLanguages: ['it', 'en'],
        avoidedLanguages: [],
      });
    });

    it('keeps a list of refused places whole past asides in brackets', () => {
      expect(
        sut.extract(
          'an undergrad in game design, anywhere except the UK (way too expensive) and France (long story)',
        ).excludedCountries,
      ).toEqual(['GB', 'FR']);
    });

    it.each([
      ['Half Polish, half American — I hold both passports but grew up in Chicago.', 'PL'],
      ['Acabei o 12.º ano em Braga, sou luso-francês (tenho os dois passaportes).', 'PT'],
    ])('reads the nationalities in "%s", not languages', (text, origin) => {
      expect(sut.extract(text)).toMatchObject({
        citizenship: 'eu',
        originCountry: origin,
        instructionLanguages: [],
      });
    });

    it('reads programmes in a language that "kommen nicht in Frage" as that language refused', () => {
      expect(
        sut.extract(
          'Englischsprachige Studiengänge kommen für mich nicht in Frage. Ich suche einen Bachelor.',
        ),
      ).toMatchObject({ instructionLanguages: [], avoidedLanguages: ['en'] });
    });

    it('reads Polish "od 2022 r." as a year, not an amount in rand', () => {
      expect(sut.extract('od 2022 r. mieszkam w Krakowie. Chcę studiować stomatologię.')).toMatchObject({
        totalBudget: null,
        tuitionBudget: null,
      });
    });

    it.each([
      'Switzerland sana kasi ang ganda ng hotel schools dun, pero open naman ako sa ibang countries.',
      'chce isc na design, moze dania albo holandia',
      'أفضّل الدراسة في بلد أوروبي، ولا أمانع الدراسة في تركيا.',
    ])('reads the places in "%s" as wishes', (text) => {
      const { wished, placesAreExamples } = sut.extract(text);
      expect(wished.includes('place') || placesAreExamples).toBe(true);
    });

    it.each([
      '지금 석사 2년 차인데, 졸업하고 박사는 말고 다른 분야로 석사를 하나 더 하고 싶어요.',
      '박사 말고 석사를 하고 싶어요.',
    ])('reads a doctorate refused as no doctorate wanted: "%s"', (text) => {
      expect(sut.extract(text)).toMatchObject({ degree: 'master', wantsDoctorate: false });
    });

    it('reads "architektura wnętrz" as interior design', () => {
      expect(sut.extract('chce isc na architekture wnetrz albo design').fields).toEqual(['design']);
    });
  });

  describe('twenty-fourth suite', () => {
    it.each([
      ["I'm Danish and want a master in Sweden", 'DK'],
      ['Je suis luxembourgeois', 'LU'],
      ['Ich bin Däne', 'DK'],
      ['Soy sueco', 'SE'],
      ['I am Slovak', 'SK'],
      ['أنا سويدي', 'SE'],
      ['Jestem Duńczykiem', 'DK'],
    ])('reads the European nationality in "%s"', (text, origin) => {
      expect(sut.extract(text)).toMatchObject({ citizenship: 'eu', originCountry: origin });
    });

    it('reads "my Danish/Swedish" as languages, not nationalities joined by a slash', () => {
      expect(sut.extract('my Danish/Swedish is literally zero, so English please')).toMatchObject({
        citizenship: 'unknown',
        avoidedLanguages: ['da', 'sv'],
      });
    });

    it.each([
      ['Suche Bachelor BWL mit Schwerpunkt Nachhaltigkeit', ['business_management']],
      ['BWL mit Schwerpunkt Marketing', ['marketing']],
      ['einen englischsprachigen Medizinstudiengang an einer staatlichen Uni', ['medicine']],
    ])('reads the programme in "%s"', (text, fields) => {
      expect(sut.extract(text).fields).toEqual(fields);
    });

    it("reads Ireland's 6th year as a first degree", () => {
      expect(sut.extract("I'm Irish, in 6th year, and want to study physiotherapy abroad").degree).toBe(
        'bachelor',
      );
    });

    it('reads "Studiengebühren müssen 0 sein" as free tuition', () => {
      expect(sut.extract('Studiengebühren müssen 0 sein, ich kann mir nix leisten.').freeTuition).toBe(true);
    });

    it('reads "Unterricht engl. oder dt." as English or German', () => {
      expect(
        sut.extract('Kunstgeschichte, NL/BE, Unterricht engl. oder dt., bin EU-Bürger').instructionLanguages,
      ).toEqual(['en', 'de']);
    });

    it('reads not leaving the country of the nationality as that country', () => {
      expect(
        sut.extract(
          'Je suis luxembourgeois et je ne veux pas quitter le pays. Un master en biologie marine ici ?',
        ),
      ).toMatchObject({ countries: ['LU'] });
    });

    it('reads the English words of money in a Polish text', () => {
      expect(
        sut.extract('Szukam masters w Danii. Tuition max 2500 EUR/year, bo wiem że nie płacę dużo.'),
      ).toMatchObject({
        tuitionBudget: { eurPerYear: 2500 },
        totalBudget: null,
      });
    });

    it.each([
      ['bo niemieckiego nie umiem xd', ['de']],
      ['Mówię po angielsku (C1) i trochę po niemiecku (B1, raczej za słabo na studia).', ['de']],
    ])('reads the language refused in "%s"', (text, avoided) => {
      expect(sut.extract(text).avoidedLanguages).toEqual(avoided);
    });

    it.each([
      ['um mestrado em Comunicação de Ciência', 'journalism_communication'],
      ['tipo enfermagem veterinária, mas não quero medicina veterinária completa', 'veterinary'],
    ])('reads the field in "%s"', (text, field) => {
      expect(sut.extract(text).fields).toEqual([field]);
    });

    it.each([
      ['法语学过一年（大概A2吧）。雅思7分。', ['fr']],
      ['İngilizcem C1, Almancam A2 yani Almanca eğitim olmaz.', ['de']],
      ['스웨덴어를 거의 잊어버려서 영어로 수업을 들어야 해요.', ['sv']],
      ['ما نعرفش الألماني، نعرف الفرنسية والإنجليزية والطليانية شوية.', ['de', 'it']],
    ])('reads a beginner, forgotten or unknown language in "%s" as refused', (text, avoided) => {
      expect(sut.extract(text).avoidedLanguages).toEqual(avoided);
    });

    it('reads "In die Türkei möchte er auf keinen Fall" as Türkiye refused', () => {
      expect(
        sut.extract('Wirtschaftsinformatik. In die Türkei möchte er auf keinen Fall.').excludedCountries,
      ).toEqual(['TR']);
    });

    it('reads a Turkish school pupil of 17 as wanting a first degree', () => {
      expect(
        sut.extract(
          "Kızım için yazıyorum: 17 yaşında, Galatasaray Lisesi'nde okuyor. Siyaset bilimi okumak istiyor.",
        ).degree,
      ).toBe('bachelor');
    });

    it('reads Tunisian "باك رياضيات" as school finished and "هندسة إعلامية" as computing', () => {
      expect(
        sut.extract('تونسي، عندي باك رياضيات. نحب نقرا هندسة إعلامية في ألمانيا ولا إيطاليا.'),
      ).toMatchObject({
        fields: ['computer_science'],
        degree: 'bachelor',
      });
    });

    it.each([
      ['Mein Traum: Jazzgitarre studieren (Bachelor).', ['music_performing_arts'], 'bachelor'],
      ["slt jcherche une licence d'info pas trop chère, sauf la france", ['computer_science'], 'bachelor'],
      [
        'Mam doktorat z chemii, ale chcę zrobić drugi kierunek: licencjat z ekonomii, w Poznaniu.',
        ['economics'],
        'bachelor',
      ],
    ])('reads "%s"', (text, fields, degree) => {
      expect(sut.extract(text)).toMatchObject({ fields, degree, wantsDoctorate: false });
    });

    it('reads "obywatelem Białorusi" as where the student is from, not a destination', () => {
      expect(
        sut.extract(
          'Jestem obywatelem Białorusi, mam Kartę Polaka. Chciałbym studiować fizjoterapię w Polsce.',
        ),
      ).toMatchObject({ countries: ['PL'], citizenship: 'non_eu', originCountry: 'BY' });
    });
  });
});
