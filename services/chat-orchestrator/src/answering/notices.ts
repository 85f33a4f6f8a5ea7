import type { NoticeLanguage } from './language';

/** The answer when the documents hold nothing for the question (specification, section 8): never translated, so
 * that a client can recognise it. */
export const NO_ANSWER = 'No answer found.';

const TEXTS = {
  en: {
    passages:
      'No language model is connected, so I cannot write an answer. These passages of your documents match your question best:',
    unavailable:
      'The language model server is not reachable, so I cannot answer yet. To connect one, run Ollama, install a model (e.g. `ollama pull gemma3:1b`) and start the site with `OLLAMA_URL=http://localhost:11434`. With RAG on, I can quote the passages of your uploaded documents that match a question even without a model.',
    page: 'page',
    wholeDocument: (pages: number) =>
      `Summary of the whole document (${pages} ${pages === 1 ? 'page' : 'pages'}):`,
    sections: (covered: number, pages: number) =>
      covered === pages
        ? `The document (${pages} pages) is longer than the model's context, so it is summarised section by section:`
        : `The document (${pages} pages) is longer than the model's context, so it is summarised section by section; the summary covers pages 1–${covered}:`,
    section: (from: number, to: number) => (from === to ? `Page ${from}` : `Pages ${from}–${to}`),
    sectionCut: ' … *(shortened to fit the chat)*',
    answerCut: '\n\n*(The answer was shortened here: a chat message holds at most 50,000 characters.)*',
  },
  de: {
    passages:
      'Es ist kein Sprachmodell verbunden, daher kann ich keine Antwort formulieren. Diese Stellen Ihrer Dokumente passen am besten zu Ihrer Frage:',
    unavailable:
      'Der Server für Sprachmodelle ist nicht erreichbar, daher kann ich noch nicht antworten. Zum Verbinden Ollama starten, ein Modell installieren (z. B. `ollama pull gemma3:1b`) und die Website mit `OLLAMA_URL=http://localhost:11434` starten. Mit eingeschaltetem RAG kann ich auch ohne Modell die passenden Stellen Ihrer hochgeladenen Dokumente zitieren.',
    page: 'Seite',
    wholeDocument: (pages: number) =>
      `Zusammenfassung des ganzen Dokuments (${pages} ${pages === 1 ? 'Seite' : 'Seiten'}):`,
    sections: (covered: number, pages: number) =>
      covered === pages
        ? `Das Dokument (${pages} Seiten) ist länger als der Kontext des Modells, daher wird es abschnittsweise zusammengefasst:`
        : `Das Dokument (${pages} Seiten) ist länger als der Kontext des Modells, daher wird es abschnittsweise zusammengefasst; die Zusammenfassung reicht bis Seite ${covered}:`,
    section: (from: number, to: number) => (from === to ? `Seite ${from}` : `Seiten ${from}–${to}`),
    sectionCut: ' … *(gekürzt, damit es in den Chat passt)*',
    answerCut: '\n\n*(Die Antwort wurde hier gekürzt: Eine Chat-Nachricht fasst höchstens 50.000 Zeichen.)*',
  },
} as const;

export function notices(language: NoticeLanguage) {
  return TEXTS[language];
}
