import { AppException } from '@site/platform';

export enum ApplicationErrorCode {
  NotFound = 'APPLICATION_NOT_FOUND',
  Exists = 'APPLICATION_EXISTS',
  Full = 'APPLICATIONS_FULL',
  ItemNotFound = 'CHECKLIST_ITEM_NOT_FOUND',
  Conflict = 'APPLICATION_CONFLICT',
  FeedNotFound = 'CALENDAR_FEED_NOT_FOUND',
  ReminderEmailMissing = 'REMINDER_EMAIL_MISSING',
}

export class ApplicationException extends AppException {
  static notFound(id: string): ApplicationException {
    return new ApplicationException(404, ApplicationErrorCode.NotFound, `There is no application ${id}.`);
  }

  static exists(university: string, program: string): ApplicationException {
    return new ApplicationException(
      409,
      ApplicationErrorCode.Exists,
      `You already have an application for "${program}" at ${university}.`,
    );
  }

  static full(limit: number): ApplicationException {
    return new ApplicationException(
      409,
      ApplicationErrorCode.Full,
      `You already have ${limit} applications, the most we keep. Delete one to start another.`,
    );
  }

  static itemNotFound(itemId: string): ApplicationException {
    return new ApplicationException(
      400,
      ApplicationErrorCode.ItemNotFound,
      `The checklist has no item ${itemId}.`,
      { [`checklist.${itemId}`]: 'is not an item of this checklist' },
    );
  }

  static conflict(): ApplicationException {
    return new ApplicationException(
      409,
      ApplicationErrorCode.Conflict,
      'The application changed while saving; reload it and try again.',
    );
  }

  /** An unknown, regenerated or revoked feed token: the same answer for each, so none can be told apart. */
  static feedNotFound(): ApplicationException {
    return new ApplicationException(
      404,
      ApplicationErrorCode.FeedNotFound,
      'There is no calendar at this address.',
    );
  }

  /** Reminders go to the account's address; an account without one cannot switch them on. */
  static reminderEmailMissing(): ApplicationException {
    return new ApplicationException(
      400,
      ApplicationErrorCode.ReminderEmailMissing,
      'Your account has no e-mail address, so reminders cannot be sent. Add one to your account first.',
      { enabled: 'needs an e-mail address on the account' },
    );
  }
}
