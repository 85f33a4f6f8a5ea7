import { Injectable } from '@nestjs/common';
import type { UserDataExport, UserDataRepository } from '@site/platform';

/**
 * The chat service's part of a user's export and erasure. It stores no chat history yet (its storage arrives with
 * the chat issue, which fills these in), so today it truthfully holds nothing about anyone and erases 0 records.
 */
@Injectable()
export class ChatsUserDataRepository implements UserDataRepository {
  async exportFor(_userId: string): Promise<UserDataExport> {
    return { chats: [] };
  }

  async eraseFor(_userId: string): Promise<number> {
    return 0;
  }
}
