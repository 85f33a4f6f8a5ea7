import { MessagePattern, Payload } from '@nestjs/microservices';
import { BusController, USER_DATA_EXPORTS, type UserDataExport, userDataRequestSchema } from '@site/platform';
import { createZodDto } from 'nestjs-zod';

class UserDataRequestDto extends createZodDto(userDataRequestSchema) {}

/**
 * Answers the export of a user's data. Uploads are not stored yet (they arrive with the documents issue, which
 * lists the user's documents here), so today the service holds nothing about anyone.
 */
@BusController()
export class DocumentsExportController {
  @MessagePattern(USER_DATA_EXPORTS['document-ingest'])
  export(@Payload() _request: UserDataRequestDto): UserDataExport {
    return { documents: [] };
  }
}
