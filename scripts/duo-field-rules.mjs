// Fields of study (ISCED-F 2013 detailed codes) for Dutch programme names, used by import-duo-programmes.mjs:
// the DUO register's own ISCED column is mostly empty. The first rule whose pattern matches the programme's
// English or Dutch name gives its codes; a name no rule matches is not imported. The rules are ours, an
// interpretation of the names: the catalogue's provenance says so for every imported programme.
export const FIELD_RULES = [
  [
    /\b(leraar|lerarenopleiding|teacher (education|training)|teaching in|pabo|education in primary|academische pabo|docent)\b/,
    ['0114'],
  ],
  [
    /\b(pedagog|onderwijskunde|educational (science|studies)|education(al)? science|learning sciences|onderwijswetenschap)/,
    ['0111'],
  ],
  [/\b(early childhood|kinderopvang|child care)\b/, ['0922']],
  [
    /\b(jazz|classical music|early music|music|muziek|conservator|composition|compositie|sonology|conducting|directie|vocal|zang|piano|violin|viool|guitar|gitaar|drums|percussion|saxophone|trumpet|trombone|bass|harp|cello|organ|orgel|opera|musical)\b/,
    ['0215'],
  ],
  [
    /\b(dance|dans|choreograph|theatre|theater|toneel|acting|performance|circus|mime|podium|regie|directing (fiction|theatre))/,
    ['0215'],
  ],
  [
    /\b(film|cinema|documentary|screenwriting|scenario|animation|animatie|photography|fotografie|media production|audiovisual|audiovisuele|game|games|interactive media|sound design|visual effects)\b/,
    ['0211'],
  ],
  [
    /\b(fine art|beeldende kunst|autonome beeldende|painting|sculpture|artscience|art and design|kunst en vormgeving)\b/,
    ['0213'],
  ],
  [
    /\b(design|vormgeving|ontwerp|fashion|mode|interior|interieur|graphic|grafisch|industrial design|illustration)\b/,
    ['0212'],
  ],
  [
    /\b(arts therap|creatieve therapie|muziektherapie|dramatherapie|beeldende therapie|danstherapie)/,
    ['0915'],
  ],
  [
    /\b(art history|kunstgeschiedenis|art and visual culture|arts and culture|kunst en cultuur|museum|heritage|erfgoed|conservation and restoration|restauratie)/,
    ['0222'],
  ],
  [
    /\b(history|geschiedenis|archaeolog|archeolog|ancient studies|classics|oudheid|egyptolog|medieval)/,
    ['0222'],
  ],
  [/\b(philosophy|filosofie|wijsbegeerte|ethics|ethiek)\b/, ['0223']],
  [
    /\b(theolog|religio|godgeleerdheid|spiritual care|geestelijke verzorging|bible|bijbel|oude testament|islam|humanistiek|humanistic)/,
    ['0221'],
  ],
  [/\b(translation|vertal|interpret|tolk)/, ['0231']],
  [
    /\b(physiotherapy|fysiotherapie|occupational therapy|ergotherapie|speech therapy|logopedie|dietetics|diëtetiek|voeding en diëtetiek|oefentherapie|cesar|mensendieck|podotherapie|rehabilitation|revalidatie|sport and movement|bewegen)/,
    ['0915'],
  ],
  [
    /\b(linguistic|taalwetenschap|language|languages|taal en cultuur|literature|literatuur|letterkunde|english|engels|french|frans|german|duits|spanish|spaans|italian|italiaans|dutch studies|nederlands|chinese|chinees|japanese|japans|arabic|arabisch|russian|russisch|hebrew|greek|latin|latijn|area studies|asian studies|african studies|middle eastern|american studies|european studies on|celtic|scandinavian|slavic|oosterse|communicatie en informatiewetenschappen)\b/,
    ['0232'],
  ],
  [/\b(marketing|advertising|reclame|branding|commercial|commerciële|sales|verkoop|retail)/, ['0414']],
  [/\b(econometric|economics|economie|economische|economy|actuarial)/, ['0311']],
  [
    /\b(political science|politicologie|politics|politiek|international relations|internationale betrekkingen|public administration|bestuurskunde|public policy|governance|international studies|security studies|crisis|conflict)/,
    ['0312'],
  ],
  [/\b(psycholog|cognitive|neuroscience|neurowetenschap|behavioural science|gedragswetenschap)/, ['0313']],
  [
    /\b(sociolog|anthropolog|antropolog|cultural studies|culturele|gender|demograph|population studies|human geography|sociale geografie|planologie|spatial planning|urban studies|criminolog|social science|sociale wetenschap|development studies|migration|liberal arts|university college)/,
    ['0314'],
  ],
  [
    /\b(artificial intelligence|kunstmatige intelligentie|machine learning|cyber security|cybersecurity|information security|informatiebeveiliging)/,
    ['0613'],
  ],
  [
    /\b(computer|informatica|computing|ict|software|information technology|informatietechnologie|web|embedded systems|data engineering|information sciences|business informatics|bedrijfskundige informatica|human-technology|game development)/,
    ['0613'],
  ],
  [/\b(journalis|communication|communicatie|media|mediastudies|public relations)/, ['0321']],
  [
    /\b(information science|informatiekunde|library|bibliotheek|archival|archief|information management|informatiemanagement)\b/,
    ['0322'],
  ],
  [/\b(law|recht|rechten|rechtsgeleerdheid|juridisch|legal|notari|fiscaal|tax law|hbo-rechten)/, ['0421']],
  [
    /\b(accountancy|accounting|audit|fiscale economie|fiscaliteit|taxation|controlling|finance and control|finance & control)/,
    ['0411'],
  ],
  [/\b(finance|financial|financiële|banking|bank|insurance|verzekering|investment)/, ['0412']],
  [/\b(automotive|aerospace|luchtvaarttechniek|aeronautic|vehicle|voertuig)/, ['0716']],
  [
    /\b(logistic|logistiek|supply chain|transport|mobility|mobiliteit|aviation|luchtvaart|maritime|maritiem|nautical|shipping)/,
    ['1041'],
  ],
  [
    /\b(hotel|hospitality|horeca|tourism|toerisme|leisure|vrijetijd|event|facility management|facilitair)/,
    ['1015', '1013'],
  ],
  [/\b(biomedic|biomedische|life science|biomolecul|biochem|molecular|moleculaire|nanobiolog)/, ['0512']],
  [
    /\b(biology|biologie|ecology|ecologie|biodivers|bioinformatic|evolution|marine|zoolog|botan|plant|animal science|dierwetenschap|microbiolog|genetic|genetica|neurobiolog)/,
    ['0511'],
  ],
  [/\b(physics|natuurkunde|astronom|sterrenkunde|astrophysics|nanoscience|photonics|quantum)/, ['0533']],
  [
    /\b(architecture|architectuur|bouwkunde|urbanism|stedenbouw|landscape architecture|landschapsarchitectuur|built environment|gebouwde omgeving|ruimtelijke ordening|urban planning)/,
    ['0731'],
  ],
  [
    /\b(environmental science|milieuwetenschap|environment|milieu|sustainab|duurzaam|duurzaamheid|climate|klimaat|earth, life|energy and environment|water management|watermanagement|nature|natuur|forest|bos)/,
    ['0521'],
  ],
  [/\b(chemistry|chemie|scheikunde|chemical science)\b/, ['0531']],
  [
    /\b(earth science|aardwetenschap|geology|geologie|geosciences|geowetenschap|geograph|geografie|geomatics|geo-information|geo-informatie|hydrolog|oceanograph|meteorolog|applied earth)/,
    ['0532'],
  ],
  [/\b(mathematic|wiskunde|applied math)/, ['0541']],
  [
    /\b(statistic|statistiek|data science|datawetenschap|data analytics|business analytics|methodology and statistics)/,
    ['0542'],
  ],
  [
    /\b(chemical engineering|chemische technologie|process technology|procestechnologie|process engineering)/,
    ['0711'],
  ],
  [
    /\b(environmental engineering|milieukunde|environmental technology|water technology|watertechnologie)/,
    ['0712'],
  ],
  [/\b(electrical|elektrotechniek|electronic|elektronica|energy|energie|power)/, ['0713']],
  [
    /\b(mechatronic|mechatronica|automation|automatisering|robotics|robotica|control|systems and control|smart|electronic systems)/,
    ['0714'],
  ],
  [/\b(food|voeding|levensmiddelen|nutrition)\b/, ['0721']],
  [/\b(materials|materiaalkunde|textile|textiel)/, ['0722']],
  [
    /\b(civil engineering|civiele techniek|construction|bouw|building|infrastructure|infrastructuur|civiel)/,
    ['0732'],
  ],
  [/\b(veterinary|diergeneeskunde)/, ['0841']],
  [
    /\b(agri|landbouw|horticulture|tuinbouw|animal husbandry|veehouderij|plant sciences|crop|akkerbouw|agrotechnolog|dier en veehouderij)/,
    ['0811'],
  ],
  [/\b(dentistry|tandheelkunde|mondzorg|oral health)/, ['0911']],
  [
    /\b(radiograph|radiologie|medical imaging|medische beeldvormende|laboratory|laboratorium|biomedical technology|health technology|medische hulpverlening)/,
    ['0914'],
  ],
  [/\b(medicine|geneeskunde|medical|medische|technical medicine|technische geneeskunde)\b/, ['0912']],
  [/\b(nursing|verpleegkunde|midwifery|verloskunde|verpleging)/, ['0913']],
  [/\b(pharmacy|farmacie|pharmaceutical|farmaceutische)/, ['0916']],
  [
    /\b(social work|sociaal werk|maatschappelijk werk|social care|sociale studies|youth care|jeugdzorg|pedagogisch|counselling|toegepaste psychologie)/,
    ['0923'],
  ],
  [/\b(sport|physical education|lichamelijke opvoeding|alo)\b/, ['1014']],
  [/\b(safety|veiligheid|security|integrale veiligheid|police|politie)/, ['1032']],
  // generic words last: a name no specific rule explains
  [/\b(health|gezondheid|zorg|care|epidemiolog|public health|global health)/, ['0988']],
  [
    /\b(business|bedrijfskunde|management|bedrijfseconomie|organisatie|organisation|organization|entrepreneur|ondernemerschap|human resource|personeel|hrm|innovation|innovatie|bestuur|administration|commerce|trade|handel|international business|ondernemen|mba)/,
    ['0413'],
  ],
  [
    /\b(mechanical|werktuigbouw|maritime technology|industrial engineering|industriële|manufactur|productie|engineering|technische bedrijfskunde|technology|techniek|technische)/,
    ['0715'],
  ],
  // Names the rules above miss (added 2026-11-24): placed last, so no name an earlier rule matches changes field.
  [/\b(ancient near eastern|oude nabije oosten)/, ['0222', '0232']],
  [
    /\b(applied geophysics|soil, water, atmosphere|geo maps|geo, data analysis|aarde, data-analyse)/,
    ['0532'],
  ],
  [/\b(gerontolog)/, ['0921']],
  [/\b(applied it|digital forensics|serious gaming)\b/, ['0613']],
  [/\b(nanotechnology)\b/, ['0533']],
  [/\b(natural sciences)\b/, ['0533', '0531', '0511']],
  [/\b(applied science|biobased sciences|forensic science|forensisch onderzoek)\b/, ['0588']],
  [/\b(arbeidsrecht|togamaster)\b/, ['0421']],
  [/\bculture studies\b/, ['0314']],
  [/\b(arts & culture)/, ['0222']],
  [/\b(chemical sciences|chemische wetenschappen)\b/, ['0531']],
  [
    /\b(cultuurwetenschappen|popular culture|digital society|global responsibility and leadership|social and cultural science|citizenship, professionalism and civil society|societal transitions)/,
    ['0314'],
  ],
  [
    /\b(assessment quality|educational measurement|education and child studies|child development and education|educational needs|leren en innoveren|professional learning and development|taalbewust leren|talent development|jonge kind)/,
    ['0111'],
  ],
  [/\b(education in arts|kunsteducatie|science education|educatie in de bètawetenschappen)/, ['0114']],
  [/\b(master primary education|educatieve master primair onderwijs)/, ['0113']],
  [/\b(biological sciences|biosciences)\b/, ['0511']],
  [/\b(biotechnology|biotechnologie|infection and immunity)\b/, ['0512']],
  [/\b(psychobiolog)/, ['0511', '0313']],
  [
    /\b(brain science|psychopathology|individual differences|development and socialisation in childhood)/,
    ['0313'],
  ],
  [/\b(human decision science)\b/, ['0313', '0311']],
  [/\b(cabaret|performing public space|musicology|muziekwetenschap)\b/, ['0215']],
  [/\b(operational leadership in performing arts)\b/, ['0413', '0215']],
  [/\b(interdisciplinary arts|humanities \(research\))/, ['0288']],
  [/\b(clinical research|oncology|physician assistant)\b/, ['0912']],
  [/\b(drug discovery)/, ['0916']],
  [
    /\b(dermal therapy|huidtherapie|exercise therapy|oefentherapeut|psychomotor therapy|psychomotorische therapie|speltherapie|vaktherapie|optometr|orthopt)/,
    ['0915'],
  ],
  [/\b(community development|contextuele benadering)\b/, ['0923']],
  [/\b(jeugd en gezin)\b/, ['0922']],
  [/\b(computational science)\b/, ['0541', '0613']],
  [/\b(logic)\b/, ['0223', '0541']],
  [/\b(european studies|europese studies|european public affairs)\b/, ['0312', '0231']],
  [/\b(global studies)\b/, ['0312']],
  [/\b(future planet studies|river delta development)\b/, ['0521']],
  [/\b(human movement sciences|bewegingswetenschappen)\b/, ['1014']],
  [/\b(information studies)\b/, ['0613']],
  [
    /\b(linguistics|taalwetenschappen|literary studies|literatuurwetenschap|korean studies|koreastudies|minorities & multilingualism)/,
    ['0232'],
  ],
  [/\b(public procurement|publieke inkoop|real estate studies)\b/, ['0413']],
  [/\b(redesigning the post-industrial city|spatial development|ruimtelijke ontwikkeling)\b/, ['0731']],
  [/\b(spatial sciences)\b/, ['0314']],
  [/\b(sportmarketing)/, ['0414', '1014']],
];
