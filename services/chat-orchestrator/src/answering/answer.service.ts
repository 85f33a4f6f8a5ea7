import { Inject, Injectable } from '@nestjs/common';
import type { ChatMessage, ChatSource } from '../chats/chat';
import { ChatRepository } from '../chats/chat.repository';
import { ChatException } from '../chat.exception';
import { CHAT_ORCHESTRATOR_CONFIG, type ChatOrchestratorConfig } from '../chat-orchestrator.env';
import { type ChatModel, chatModel } from '../llm/chat-models';
import { LanguageModel, type LlmMessage } from '../llm/language-model.port';
import { LlmException } from '../llm/llm.exception';
import { RetrievalClient } from '../services/retrieval.client';
import { MAX_ANSWER_CHARS, clip, type OutputLimit, withinAnswerLimit } from './answer-length';
import { citedAnswer, sourceOf } from './citations';
import {
  chatMessages,
  groundedMessages,
  type Passage,
  quotedPageLine,
  summaryMessages,
} from './grounded-prompt';
import { type NoticeLanguage, noticeLanguage } from './language';
import { NO_ANSWER, notices } from './notices';
import { passageAnswer } from './passage-answer';
import { relevantPassages } from './relevance';
import { asksForSummary, sections } from './summary';
import { answerTokensFor, contextWindowFor, estimatePromptTokens, estimateTokens } from './token-budget';

export type AnswerMode = 'model' | 'passages' | 'unavailable';

export interface AnswerRequest {
  /** The caller's token subject: whose documents, setting and chats are used. */
  readonly userId: string;
  readonly question: string;
  readonly fileName: string | null;
  readonly topK: number;
  readonly model: string;
  readonly chatId?: string;
  readonly history?: readonly EarlierMessage[];
  /** The language the client's interface is in (its `Accept-Language`), for notices when the question's is unclear. */
  readonly interfaceLanguage?: NoticeLanguage;
}

/** A message of the chat so far; `mode` says how an answer was made (ADR 24). */
type EarlierMessage = Pick<ChatMessage, 'role' | 'content' | 'mode'>;

export interface AnswerResult {
  readonly answer: string;
  readonly sources: ChatSource[];
  readonly model: string;
  readonly rag: boolean;
  readonly mode: AnswerMode;
  /** Set when a whole document was summarised: in one piece or section by section. */
  readonly summary?: 'whole' | 'sections';
  readonly usage: { prompt_tokens: number; completion_tokens: number };
  readonly timings: { first_token_ms: number | null; total_ms: number };
}

export type AnswerEvent =
  | { readonly type: 'sources'; readonly sources: ChatSource[] }
  | { readonly type: 'token'; readonly text: string }
  | { readonly type: 'done'; readonly result: AnswerResult };

/** What was checked and loaded before the first byte of an answer. */
export interface PreparedAnswer {
  readonly request: AnswerRequest;
  readonly model: ChatModel;
  readonly contextLimit: number;
  readonly answerTokens: number;
  readonly rag: boolean;
  readonly history: readonly LlmMessage[];
  readonly language: NoticeLanguage;
}

/** Most earlier messages considered for the prompt (older ones never fit a small model's context anyway). */
const HISTORY_MESSAGES = 40;
/** Most sections a long document is summarised in, one model call each. */
const MAX_SECTIONS = 12;

interface Progress {
  text: string;
  promptTokens: number;
  completionTokens: number;
  firstTokenAt?: number;
}

/**
 * Answers a question: grounded in the user's documents when their RAG setting is on (passages quoted as data with
 * numbered markers; the answer's markers become its sources), a plain chat turn when it is off, and without a model
 * server the passages themselves or a notice saying how to connect one. Events stream as they are produced.
 */
@Injectable()
export class AnswerService {
  constructor(
    @Inject(ChatRepository) private readonly chats: ChatRepository,
    private readonly retrieval: RetrievalClient,
    @Inject(LanguageModel) private readonly llm: LanguageModel,
    @Inject(CHAT_ORCHESTRATOR_CONFIG) private readonly config: ChatOrchestratorConfig,
  ) {}

  /** Checks the question against the limits and the model's context, and loads the setting and history. */
  async prepare(request: AnswerRequest): Promise<PreparedAnswer> {
    const limit = this.config.CHAT_MAX_QUESTION_CHARS;
    if (Array.from(request.question).length > limit) throw ChatException.questionTooLong(limit);
    const model = chatModel(request.model);
    const contextLimit = Math.min(model.contextTokens, this.config.OLLAMA_MAX_CONTEXT);
    const answerTokens = answerTokensFor(contextLimit);
    const alone = estimatePromptTokens(groundedMessages([], request.question, []));
    if (contextWindowFor(alone, answerTokens, contextLimit) === undefined) {
      throw ChatException.questionTooLongFor(model.value);
    }
    const [rag, history] = await Promise.all([this.chats.ragEnabled(request.userId), this.history(request)]);
    return {
      request,
      model,
      contextLimit,
      answerTokens,
      rag,
      history,
      language: noticeLanguage(request.question, request.interfaceLanguage),
    };
  }

  async *answer(prepared: PreparedAnswer, signal: AbortSignal): AsyncGenerator<AnswerEvent> {
    const started = performance.now();
    const progress: Progress = { text: '', promptTokens: 0, completionTokens: 0 };
    const finish = (
      mode: AnswerMode,
      answer: string,
      sources: ChatSource[],
      summary?: 'whole' | 'sections',
    ): AnswerEvent => ({
      type: 'done',
      result: {
        // the last guard of the stored limit: each generation was already bounded (see `generate`)
        answer: withinAnswerLimit(answer, notices(prepared.language).answerCut),
        sources,
        model: prepared.model.value,
        rag: prepared.rag,
        mode,
        ...(summary ? { summary } : {}),
        usage: { prompt_tokens: progress.promptTokens, completion_tokens: progress.completionTokens },
        timings: {
          first_token_ms:
            progress.firstTokenAt === undefined ? null : Math.round(progress.firstTokenAt - started),
          total_ms: Math.round(performance.now() - started),
        },
      },
    });
    const say = (text: string): AnswerEvent => {
      progress.firstTokenAt ??= performance.now();
      return { type: 'token', text };
    };
    const { request, language } = prepared;

    if (!prepared.rag) {
      if (!this.llm.configured) {
        yield say(notices(language).unavailable);
        yield finish('unavailable', notices(language).unavailable, []);
        return;
      }
      const fitted = this.fit(prepared, (history) => chatMessages(request.question, history), 0);
      try {
        yield* this.generate(prepared, fitted.messages, fitted.numCtx, signal, progress, say);
      } catch (error) {
        if (!isUnreachable(error, progress)) throw error;
        yield say(notices(language).unavailable);
        yield finish('unavailable', notices(language).unavailable, []);
        return;
      }
      yield finish('model', progress.text.trim(), []);
      return;
    }

    let modelAnswers = this.llm.configured;
    if (request.fileName && modelAnswers && asksForSummary(request.question)) {
      const document = await this.retrieval.documentText(request.userId, request.fileName);
      if (document.status === 'ready' && document.pages.length > 0) {
        try {
          const summary = yield* this.summarise(prepared, document, signal, progress, say);
          yield finish('model', progress.text.trim(), [], summary);
          return;
        } catch (error) {
          // a model server that does not answer at all: answered like any other question, with the passages
          if (!isUnreachable(error, progress)) throw error;
          modelAnswers = false;
        }
      }
    }

    const hits = await this.retrieval.search({
      user_id: request.userId,
      query: request.question,
      file_names: request.fileName ? [request.fileName] : undefined,
      top_k: request.topK,
    });
    const passages: Passage[] = hits.map((hit, i) => ({
      n: i + 1,
      fileName: hit.file_name,
      page: hit.page,
      text: hit.text,
      score: hit.score,
    }));
    yield { type: 'sources', sources: passages.map(sourceOf) };

    const quote = function* (this: void): Generator<AnswerEvent> {
      const relevant = relevantPassages(request.question, passages);
      const text = relevant.length > 0 ? passageAnswer(relevant, language) : NO_ANSWER;
      yield say(text);
      yield finish('passages', text, relevant.map(sourceOf));
    };
    if (passages.length === 0) {
      yield say(NO_ANSWER);
      yield finish(modelAnswers ? 'model' : 'passages', NO_ANSWER, []);
      return;
    }
    if (!modelAnswers) {
      yield* quote();
      return;
    }
    const fitted = this.fit(
      prepared,
      (history, count) => groundedMessages(passages.slice(0, count), request.question, history),
      passages.length,
    );
    try {
      yield* this.generate(prepared, fitted.messages, fitted.numCtx, signal, progress, say);
    } catch (error) {
      if (!isUnreachable(error, progress)) throw error;
      yield* quote();
      return;
    }
    const { answer, sources } = citedAnswer(progress.text, passages.slice(0, fitted.passages));
    yield finish('model', answer, sources);
  }

  /**
   * Earlier turns: those the client sent, else the stored chat's; without the question itself at their end, and
   * without the answers no model wrote (quoted passages are document text: to the model they go only as data in the
   * passages block, never as its own earlier words; a notice is the service's).
   */
  private async history(request: AnswerRequest): Promise<LlmMessage[]> {
    let messages: readonly EarlierMessage[] = request.history ?? [];
    if (!request.history && request.chatId) {
      messages = (await this.chats.get(request.userId, request.chatId))?.messages ?? [];
    }
    const last = messages.at(-1);
    if (last?.role === 'user' && last.content.trim() === request.question) messages = messages.slice(0, -1);
    return messages
      .filter((message) => message.content.trim() !== '')
      .filter((message) => message.mode !== 'passages' && message.mode !== 'unavailable')
      .slice(-HISTORY_MESSAGES)
      .map(({ role, content }) => ({ role, content }));
  }

  /**
   * The prompt sized to the model's context: the oldest turns are left out first, then the lowest-ranked passages
   * (never the best one), so nothing is cut by the model server. `prepare` made sure the question itself fits.
   */
  private fit(
    prepared: PreparedAnswer,
    build: (history: readonly LlmMessage[], passages: number) => LlmMessage[],
    passageCount: number,
  ): { messages: LlmMessage[]; numCtx: number; passages: number } {
    let history = prepared.history;
    let passages = passageCount;
    for (;;) {
      const messages = build(history, passages);
      const numCtx = contextWindowFor(
        estimatePromptTokens(messages),
        prepared.answerTokens,
        prepared.contextLimit,
      );
      if (numCtx !== undefined) return { messages, numCtx, passages };
      if (history.length > 0) history = history.slice(Math.min(2, history.length));
      else if (passages > 1) passages -= 1;
      else throw ChatException.questionTooLongFor(prepared.model.value);
    }
  }

  private async *generate(
    prepared: PreparedAnswer,
    messages: LlmMessage[],
    numCtx: number,
    signal: AbortSignal,
    progress: Progress,
    say: (text: string) => AnswerEvent,
    /** Said before the model's first output, and only if there is one (a model server that never answers). */
    lead?: string,
    /** The most this call writes (besides `lead`); more is cut, the marker said and the generation stopped. */
    limit: OutputLimit = answerLimit(prepared, lead),
  ): AsyncGenerator<AnswerEvent> {
    let pending = lead;
    let written = 0;
    for await (const event of this.llm.generate({
      model: prepared.model.value,
      messages,
      numCtx,
      maxTokens: prepared.answerTokens,
      signal,
    })) {
      if (pending !== undefined) {
        progress.text += pending;
        yield say(pending);
        pending = undefined;
      }
      if (event.type === 'token') {
        if (written + event.text.length > limit.chars) {
          // leaving the loop closes the model server's request, which stops the generation there
          const last = `${clip(event.text, limit.chars - written)}${limit.marker}`;
          progress.text += last;
          yield say(last);
          return;
        }
        written += event.text.length;
        progress.text += event.text;
        yield say(event.text);
      } else {
        progress.promptTokens += event.promptTokens;
        progress.completionTokens += event.completionTokens;
      }
    }
  }

  /** The whole document in one call when it fits the context, else section by section; says which. */
  private async *summarise(
    prepared: PreparedAnswer,
    document: { page_count: number; pages: readonly { page: number; text: string }[] },
    signal: AbortSignal,
    progress: Progress,
    say: (text: string) => AnswerEvent,
  ): AsyncGenerator<AnswerEvent, 'whole' | 'sections'> {
    const text = notices(prepared.language);
    const request = prepared.request.question;
    /** Text of the service itself (notices, headings): part of the answer, streamed like tokens. */
    const narrate = (part: string): AnswerEvent => {
      progress.text += part;
      return say(part);
    };
    const whole = summaryMessages(document.pages, request);
    const wholeWindow = contextWindowFor(
      estimatePromptTokens(whole),
      prepared.answerTokens,
      prepared.contextLimit,
    );
    if (wholeWindow !== undefined) {
      const heading = `${text.wholeDocument(document.page_count)}\n\n`;
      yield* this.generate(prepared, whole, wholeWindow, signal, progress, say, heading);
      return 'whole';
    }
    const overhead = estimatePromptTokens(summaryMessages([], request));
    const budget = prepared.contextLimit - prepared.answerTokens - overhead;
    // a page's line as quoted (escaped `<` and `>` are six bytes each) and the line break after it
    const parts = sections(document.pages, budget, (page) => estimateTokens(quotedPageLine(page)) + 1);
    const used = parts.slice(0, MAX_SECTIONS);
    const intro = `${text.sections(used.at(-1)!.to, document.page_count)}\n\n`;
    const headings = used.map(
      (section, i) => `${i === 0 ? intro : ''}**${text.section(section.from, section.to)}**\n\n`,
    );
    // every section gets an equal share of the stored limit, after the headings and the breaks between sections
    const fixed = headings.reduce((sum, heading) => sum + heading.length + 2, 0);
    const share = Math.floor((MAX_ANSWER_CHARS - fixed) / used.length) - text.sectionCut.length;
    const limit: OutputLimit = { chars: Math.max(0, share), marker: text.sectionCut };
    for (const [i, section] of used.entries()) {
      const messages = summaryMessages(section.pages, request);
      const window =
        contextWindowFor(estimatePromptTokens(messages), prepared.answerTokens, prepared.contextLimit) ??
        prepared.contextLimit;
      yield* this.generate(prepared, messages, window, signal, progress, say, headings[i], limit);
      yield narrate('\n\n');
    }
    return 'sections';
  }
}

/** One generation's share when it is the whole answer: the stored limit less its heading and the cut marker. */
function answerLimit(prepared: PreparedAnswer, lead = ''): OutputLimit {
  const marker = notices(prepared.language).answerCut;
  return { chars: MAX_ANSWER_CHARS - lead.length - marker.length, marker };
}

/** The model server could not be reached at all and nothing was answered yet: the answer can fall back. */
function isUnreachable(error: unknown, progress: Progress): boolean {
  return error instanceof LlmException && error.unreachable && progress.text === '';
}
