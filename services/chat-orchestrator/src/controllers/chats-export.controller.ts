import { MessagePattern, Payload } from '@nestjs/microservices';
import { BusController, USER_DATA_EXPORTS, type UserDataExport, userDataRequestSchema } from '@site/platform';
import { createZodDto } from 'nestjs-zod';

class UserDataRequestDto extends createZodDto(userDataRequestSchema) {}

/**
 * Answers the export of a user's data. The chat service stores no chat history yet (its storage arrives with the
 * chat issue, which adds the user's chats here), so today it truthfully holds nothing about anyone.
 */
@BusController()
export class ChatsExportController {
  @MessagePattern(USER_DATA_EXPORTS['chat-orchestrator'])
  export(@Payload() _request: UserDataRequestDto): UserDataExport {
    return { chats: [] };
  }
}
