import { Injectable } from '@nestjs/common';
import type { UserDataExport, UserDataRepository } from '@site/platform';

/**
 * The document service's part of a user's export and erasure. Uploads are not stored yet (they arrive with the
 * documents issue, which fills these in), so today it truthfully holds nothing about anyone and erases 0 records.
 */
@Injectable()
export class DocumentsUserDataRepository implements UserDataRepository {
  async exportFor(_userId: string): Promise<UserDataExport> {
    return { documents: [] };
  }

  async eraseFor(_userId: string): Promise<number> {
    return 0;
  }
}
