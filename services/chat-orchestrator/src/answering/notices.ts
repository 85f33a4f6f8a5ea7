import type { NoticeLanguage } from './language';

/** The answer when the documents hold nothing for the question (specification, section 8): never translated, so
 * that a client can recognise it. */
export const NO_ANSWER = 'No answer found.';

/** The service's own words inside an answer, in each interface language. */
export interface Notices {
  /** Heads the passages quoted when no model is connected. */
  readonly passages: string;
  /** The answer when the model server cannot be reached. */
  readonly unavailable: string;
  /** Where a quoted passage is: "**guide.pdf**, page 3", with the language's comma and word order. */
  readonly source: (file: string, page: number) => string;
  readonly wholeDocument: (pages: number) => string;
  readonly sections: (covered: number, pages: number) => string;
  readonly section: (from: number, to: number) => string;
  readonly sectionCut: string;
  readonly answerCut: string;
}

const OLLAMA_PULL = '`ollama pull gemma3:1b`';
const OLLAMA_URL = '`OLLAMA_URL=http://localhost:11434`';

/** A plural form chosen by the language's CLDR rules ("1 strona", "3 strony", "5 stron"). */
function plural(locale: string, forms: Partial<Record<Intl.LDMLPluralRule, string>> & { other: string }) {
  const rules = new Intl.PluralRules(locale);
  return (count: number) => forms[rules.select(count)] ?? forms.other;
}

const polishPages = plural('pl', { one: 'strona', few: 'strony', many: 'stron', other: 'strony' });
const arabicPages = plural('ar', { two: 'صفحتان', few: 'صفحات', other: 'صفحة' });

const TEXTS: Readonly<Record<NoticeLanguage, Notices>> = {
  en: {
    passages:
      'No language model is connected, so I cannot write an answer. These passages of your documents match your question best:',
    unavailable: `The language model server is not reachable, so I cannot answer yet. To connect one, run Ollama, install a model (e.g. ${OLLAMA_PULL}) and start the site with ${OLLAMA_URL}. With RAG on, I can quote the passages of your uploaded documents that match a question even without a model.`,
    source: (file, page) => `${file}, page ${page}`,
    wholeDocument: (pages) => `Summary of the whole document (${pages} ${pages === 1 ? 'page' : 'pages'}):`,
    sections: (covered, pages) =>
      covered === pages
        ? `The document (${pages} pages) is longer than the model's context, so it is summarised section by section:`
        : `The document (${pages} pages) is longer than the model's context, so it is summarised section by section; the summary covers pages 1–${covered}:`,
    section: (from, to) => (from === to ? `Page ${from}` : `Pages ${from}–${to}`),
    sectionCut: ' … *(shortened to fit the chat)*',
    answerCut: '\n\n*(The answer was shortened here: a chat message holds at most 50,000 characters.)*',
  },
  de: {
    passages:
      'Es ist kein Sprachmodell verbunden, daher kann ich keine Antwort formulieren. Diese Stellen Ihrer Dokumente passen am besten zu Ihrer Frage:',
    unavailable: `Der Server für Sprachmodelle ist nicht erreichbar, daher kann ich noch nicht antworten. Zum Verbinden Ollama starten, ein Modell installieren (z. B. ${OLLAMA_PULL}) und die Website mit ${OLLAMA_URL} starten. Mit eingeschaltetem RAG kann ich auch ohne Modell die passenden Stellen Ihrer hochgeladenen Dokumente zitieren.`,
    source: (file, page) => `${file}, Seite ${page}`,
    wholeDocument: (pages) =>
      `Zusammenfassung des ganzen Dokuments (${pages} ${pages === 1 ? 'Seite' : 'Seiten'}):`,
    sections: (covered, pages) =>
      covered === pages
        ? `Das Dokument (${pages} Seiten) ist länger als der Kontext des Modells, daher wird es abschnittsweise zusammengefasst:`
        : `Das Dokument (${pages} Seiten) ist länger als der Kontext des Modells, daher wird es abschnittsweise zusammengefasst; die Zusammenfassung reicht bis Seite ${covered}:`,
    section: (from, to) => (from === to ? `Seite ${from}` : `Seiten ${from}–${to}`),
    sectionCut: ' … *(gekürzt, damit es in den Chat passt)*',
    answerCut: '\n\n*(Die Antwort wurde hier gekürzt: Eine Chat-Nachricht fasst höchstens 50.000 Zeichen.)*',
  },
  fr: {
    passages:
      "Aucun modèle de langue n'est connecté : je ne peux donc pas rédiger de réponse. Voici les passages de vos documents qui correspondent le mieux à votre question :",
    unavailable: `Le serveur de modèles de langue est injoignable : je ne peux donc pas encore répondre. Pour en connecter un, lancez Ollama, installez un modèle (par ex. ${OLLAMA_PULL}) et démarrez le site avec ${OLLAMA_URL}. Avec la RAG activée, je peux citer, même sans modèle, les passages de vos documents téléversés qui correspondent à une question.`,
    source: (file, page) => `${file}, page ${page}`,
    wholeDocument: (pages) => `Résumé du document entier (${pages} ${pages === 1 ? 'page' : 'pages'}) :`,
    sections: (covered, pages) =>
      covered === pages
        ? `Le document (${pages} pages) dépasse le contexte du modèle ; il est donc résumé section par section :`
        : `Le document (${pages} pages) dépasse le contexte du modèle ; il est donc résumé section par section, et le résumé couvre les pages 1–${covered} :`,
    section: (from, to) => (from === to ? `Page ${from}` : `Pages ${from}–${to}`),
    sectionCut: ' … *(raccourci pour tenir dans le chat)*',
    answerCut: '\n\n*(La réponse a été coupée ici : un message de chat contient au plus 50 000 caractères.)*',
  },
  es: {
    passages:
      'No hay ningún modelo de lenguaje conectado, así que no puedo redactar una respuesta. Estos pasajes de sus documentos son los que mejor responden a su pregunta:',
    unavailable: `El servidor de modelos de lenguaje no está disponible, así que aún no puedo responder. Para conectar uno, ejecute Ollama, instale un modelo (p. ej., ${OLLAMA_PULL}) e inicie el sitio con ${OLLAMA_URL}. Con RAG activado puedo citar, incluso sin modelo, los pasajes de los documentos que ha subido que responden a una pregunta.`,
    source: (file, page) => `${file}, página ${page}`,
    wholeDocument: (pages) =>
      `Resumen del documento completo (${pages} ${pages === 1 ? 'página' : 'páginas'}):`,
    sections: (covered, pages) =>
      covered === pages
        ? `El documento (${pages} páginas) es más largo que el contexto del modelo, así que se resume sección por sección:`
        : `El documento (${pages} páginas) es más largo que el contexto del modelo, así que se resume sección por sección; el resumen abarca las páginas 1–${covered}:`,
    section: (from, to) => (from === to ? `Página ${from}` : `Páginas ${from}–${to}`),
    sectionCut: ' … *(acortado para caber en el chat)*',
    answerCut:
      '\n\n*(La respuesta se ha cortado aquí: un mensaje del chat admite como máximo 50 000 caracteres.)*',
  },
  pt: {
    passages:
      'Nenhum modelo de linguagem está ligado, por isso não consigo redigir uma resposta. Estes excertos dos seus documentos são os que melhor correspondem à sua pergunta:',
    unavailable: `O servidor de modelos de linguagem não está acessível, por isso ainda não consigo responder. Para ligar um, execute o Ollama, instale um modelo (p. ex. ${OLLAMA_PULL}) e inicie o site com ${OLLAMA_URL}. Com o RAG ativado posso citar, mesmo sem modelo, os excertos dos documentos que carregou que correspondem a uma pergunta.`,
    source: (file, page) => `${file}, página ${page}`,
    wholeDocument: (pages) =>
      `Resumo do documento completo (${pages} ${pages === 1 ? 'página' : 'páginas'}):`,
    sections: (covered, pages) =>
      covered === pages
        ? `O documento (${pages} páginas) é mais longo do que o contexto do modelo, por isso é resumido secção a secção:`
        : `O documento (${pages} páginas) é mais longo do que o contexto do modelo, por isso é resumido secção a secção; o resumo abrange as páginas 1–${covered}:`,
    section: (from, to) => (from === to ? `Página ${from}` : `Páginas ${from}–${to}`),
    sectionCut: ' … *(encurtado para caber no chat)*',
    answerCut: '\n\n*(A resposta foi cortada aqui: uma mensagem do chat contém no máximo 50 000 carateres.)*',
  },
  pl: {
    passages:
      'Nie podłączono żadnego modelu językowego, więc nie mogę napisać odpowiedzi. Te fragmenty Twoich dokumentów najlepiej pasują do pytania:',
    unavailable: `Serwer modeli językowych jest nieosiągalny, więc nie mogę jeszcze odpowiedzieć. Aby go podłączyć, uruchom Ollamę, zainstaluj model (np. ${OLLAMA_PULL}) i uruchom stronę z ${OLLAMA_URL}. Przy włączonym RAG mogę nawet bez modelu przytoczyć fragmenty przesłanych dokumentów, które pasują do pytania.`,
    source: (file, page) => `${file}, strona ${page}`,
    wholeDocument: (pages) => `Podsumowanie całego dokumentu (${pages} ${polishPages(pages)}):`,
    sections: (covered, pages) =>
      covered === pages
        ? `Dokument (${pages} ${polishPages(pages)}) jest dłuższy niż kontekst modelu, więc jest streszczany sekcja po sekcji:`
        : `Dokument (${pages} ${polishPages(pages)}) jest dłuższy niż kontekst modelu, więc jest streszczany sekcja po sekcji; podsumowanie obejmuje strony 1–${covered}:`,
    section: (from, to) => (from === to ? `Strona ${from}` : `Strony ${from}–${to}`),
    sectionCut: ' … *(skrócono, by zmieściło się w czacie)*',
    answerCut: '\n\n*(Tu odpowiedź została skrócona: wiadomość czatu mieści najwyżej 50 000 znaków.)*',
  },
  tr: {
    passages:
      'Bağlı bir dil modeli yok, bu yüzden bir yanıt yazamıyorum. Belgelerinizde sorunuza en iyi uyan bölümler şunlar:',
    unavailable: `Dil modeli sunucusuna ulaşılamıyor, bu yüzden henüz yanıt veremiyorum. Bağlamak için Ollama'yı çalıştırın, bir model kurun (ör. ${OLLAMA_PULL}) ve siteyi ${OLLAMA_URL} ile başlatın. RAG açıkken model olmadan da yüklediğiniz belgelerde soruya uyan bölümleri alıntılayabilirim.`,
    source: (file, page) => `${file}, sayfa ${page}`,
    wholeDocument: (pages) => `Belgenin tamamının özeti (${pages} sayfa):`,
    sections: (covered, pages) =>
      covered === pages
        ? `Belge (${pages} sayfa) modelin bağlamından uzun olduğu için bölüm bölüm özetleniyor:`
        : `Belge (${pages} sayfa) modelin bağlamından uzun olduğu için bölüm bölüm özetleniyor; özet 1–${covered}. sayfaları kapsıyor:`,
    section: (from, to) => (from === to ? `Sayfa ${from}` : `Sayfa ${from}–${to}`),
    sectionCut: ' … *(sohbete sığması için kısaltıldı)*',
    answerCut: '\n\n*(Yanıt burada kısaltıldı: bir sohbet mesajı en fazla 50.000 karakter içerebilir.)*',
  },
  ko: {
    passages:
      '연결된 언어 모델이 없어 답변을 작성할 수 없습니다. 질문과 가장 잘 맞는 문서 속 구절은 다음과 같습니다:',
    unavailable: `언어 모델 서버에 연결할 수 없어 아직 답변할 수 없습니다. 연결하려면 Ollama를 실행하고 모델을 설치한 다음(예: ${OLLAMA_PULL}) ${OLLAMA_URL}로 사이트를 시작하세요. RAG가 켜져 있으면 모델 없이도 업로드한 문서에서 질문과 맞는 구절을 인용할 수 있습니다.`,
    source: (file, page) => `${file}, ${page}페이지`,
    wholeDocument: (pages) => `문서 전체 요약(${pages}페이지):`,
    sections: (covered, pages) =>
      covered === pages
        ? `문서(${pages}페이지)가 모델의 컨텍스트보다 길어 섹션별로 요약합니다:`
        : `문서(${pages}페이지)가 모델의 컨텍스트보다 길어 섹션별로 요약합니다. 요약 범위는 1–${covered}페이지입니다:`,
    section: (from, to) => (from === to ? `${from}페이지` : `${from}–${to}페이지`),
    sectionCut: ' … *(채팅에 맞게 줄였습니다)*',
    answerCut: '\n\n*(답변이 여기서 잘렸습니다. 채팅 메시지는 최대 50,000자까지 담을 수 있습니다.)*',
  },
  zh: {
    passages: '未连接语言模型，因此无法撰写回答。以下是您的文档中与问题最相关的段落：',
    unavailable: `无法连接语言模型服务器，因此暂时无法回答。如需连接，请运行 Ollama，安装一个模型（例如 ${OLLAMA_PULL}），并使用 ${OLLAMA_URL} 启动网站。开启 RAG 后，即使没有模型，我也可以引用您上传的文档中与问题相符的段落。`,
    source: (file, page) => `${file}，第 ${page} 页`,
    wholeDocument: (pages) => `整份文档的摘要（共 ${pages} 页）：`,
    sections: (covered, pages) =>
      covered === pages
        ? `该文档（${pages} 页）超出了模型的上下文长度，因此分段摘要：`
        : `该文档（${pages} 页）超出了模型的上下文长度，因此分段摘要；摘要涵盖第 1–${covered} 页：`,
    section: (from, to) => (from === to ? `第 ${from} 页` : `第 ${from}–${to} 页`),
    sectionCut: ' … *（已缩短以适应聊天）*',
    answerCut: '\n\n*（回答在此处被截断：一条聊天消息最多容纳 50,000 个字符。）*',
  },
  ar: {
    passages:
      'لا يوجد نموذج لغوي متصل، لذا لا أستطيع كتابة إجابة. هذه هي المقاطع من مستنداتك الأكثر تطابقًا مع سؤالك:',
    unavailable: `خادم النماذج اللغوية غير متاح، لذا لا أستطيع الإجابة بعد. لتوصيل نموذج، شغّل Ollama وثبّت نموذجًا (مثلًا ${OLLAMA_PULL}) ثم شغّل الموقع باستخدام ${OLLAMA_URL}. عند تفعيل RAG يمكنني، حتى من دون نموذج، اقتباس المقاطع المطابقة للسؤال من المستندات التي رفعتها.`,
    source: (file, page) => `${file}، الصفحة ${page}`,
    wholeDocument: (pages) => `ملخص المستند كاملًا (${pages} ${arabicPages(pages)}):`,
    sections: (covered, pages) =>
      covered === pages
        ? `المستند (${pages} ${arabicPages(pages)}) أطول من سياق النموذج، لذا يُلخَّص قسمًا قسمًا:`
        : `المستند (${pages} ${arabicPages(pages)}) أطول من سياق النموذج، لذا يُلخَّص قسمًا قسمًا، ويغطي الملخص الصفحات 1–${covered}:`,
    section: (from, to) => (from === to ? `الصفحة ${from}` : `الصفحات ${from}–${to}`),
    sectionCut: ' … *(اختُصر ليتسع في المحادثة)*',
    answerCut: '\n\n*(اختُصرت الإجابة هنا: تتسع رسالة المحادثة لـ 50,000 حرف على الأكثر.)*',
  },
};

export function notices(language: NoticeLanguage): Notices {
  return TEXTS[language];
}
