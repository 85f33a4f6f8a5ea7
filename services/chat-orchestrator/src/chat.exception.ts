import { AppException, ErrorCode, type ProblemBody } from '@site/platform';

export enum ChatErrorCode {
  NotFound = 'CHAT_NOT_FOUND',
  Conflict = 'CHAT_CONFLICT',
  Full = 'CHATS_FULL',
  QuestionTooLong = 'QUESTION_TOO_LONG',
}

export class ChatException extends AppException {
  static notFound(chatId: string): ChatException {
    return new ChatException(404, ChatErrorCode.NotFound, `There is no chat "${chatId}" in your history.`);
  }

  static full(limit: number): ChatException {
    return new ChatException(
      409,
      ChatErrorCode.Full,
      `You already keep ${limit} chats, the most we store. Delete one to start another.`,
    );
  }

  /** 503: the save kept losing the race to other writers of the same chat; nothing was written, so it may be sent again. */
  static contended(): ChatException {
    return new ChatException(
      503,
      ErrorCode.ServiceUnavailable,
      'This chat is being saved from elsewhere at the same moment, too often to save it now. Try again in a moment.',
    );
  }

  static questionTooLong(limit: number): ChatException {
    return new ChatException(
      400,
      ChatErrorCode.QuestionTooLong,
      `The question is longer than ${limit} characters. Shorten it and ask again.`,
    );
  }

  static questionTooLongFor(model: string): ChatException {
    return new ChatException(
      400,
      ChatErrorCode.QuestionTooLong,
      `The question is too long for the context of ${model}. Shorten it or choose a model with a larger context.`,
    );
  }
}

/** 409: the posted messages would drop messages another writer saved; the stored chat comes with the answer. */
export class ChatConflictException extends AppException {
  /** `chat`: the stored chat as `GET /api/chats/{userId}/{chatId}` answers it. */
  constructor(readonly chat: Readonly<Record<string, unknown>>) {
    super(
      409,
      ChatErrorCode.Conflict,
      'This chat changed since you loaded it (another tab or device added messages). Load it again, or save with replace: true.',
    );
  }

  override toBody(): ProblemBody & { chat: Readonly<Record<string, unknown>> } {
    return { ...super.toBody(), chat: this.chat };
  }
}
