import { Controller, Delete, Get, HttpCode, Post } from '@nestjs/common';
import { ApiBearerAuth, ApiOperation, ApiTags } from '@nestjs/swagger';
import { NotImplementedYetException, UserIdClaims } from '@site/platform';

/** Chat history and answers (501 until the chat issue). */
@ApiTags('chat')
@ApiBearerAuth()
@UserIdClaims('sub', 'preferred_username')
@Controller()
export class ChatsController {
  @Post('api/chats')
  @ApiOperation({ summary: 'Saves a chat (also with an empty list when creating it)' })
  save(): never {
    throw new NotImplementedYetException('Chat history');
  }

  @Get('api/chats/user/:userId')
  @ApiOperation({ summary: "The user's chats, newest first" })
  list(): never {
    throw new NotImplementedYetException('Chat history');
  }

  @Delete('api/chats/:userId/:chatId')
  @ApiOperation({ summary: 'Deletes one chat' })
  remove(): never {
    throw new NotImplementedYetException('Chat history');
  }

  @Post('set_rag')
  @HttpCode(200)
  @ApiOperation({ summary: 'Turns retrieval over the user documents on or off' })
  setRag(): never {
    throw new NotImplementedYetException('Retrieval settings');
  }

  @Post('chat_with_file')
  @HttpCode(200)
  @ApiOperation({ summary: 'Answers a question, grounded in the user documents when retrieval is on' })
  chat(): never {
    throw new NotImplementedYetException('Chat answers');
  }
}
