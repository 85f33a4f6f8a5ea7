import {
  Body,
  Controller,
  Delete,
  Get,
  HttpCode,
  Inject,
  Param,
  Post,
  Query,
  UseGuards,
} from '@nestjs/common';
import { ApiBearerAuth, ApiOperation, ApiTags } from '@nestjs/swagger';
import { CurrentIdentity, type Identity, UserIdClaims } from '@site/platform';
import { ChatRepository } from '../chats/chat.repository';
import { ChatConflictException, ChatException } from '../chat.exception';
import {
  ChatParamsDto,
  ListChatsParamsDto,
  ListChatsQueryDto,
  mapChat,
  mapSummary,
  SaveChatDto,
  SetRagDto,
} from '../dtos/chat.dto';
import { ChatUserIdGuard } from './chat-user-id.guard';

/** Most chats one user keeps. */
export const MAX_CHATS = 10_000;

/**
 * Chat history and the RAG setting. Every id in path or body has been compared with the caller's by the guard
 * (ADR 19), and "user" is never taken as one (`ChatUserIdGuard`: it would make the list's path and one chat's the
 * same); the data touched is always the token subject's. The list is declared before one chat, so
 * `GET /api/chats/user/{id}` is always the list.
 */
@ApiTags('chat')
@ApiBearerAuth()
@UserIdClaims('sub', 'preferred_username')
@UseGuards(ChatUserIdGuard)
@Controller()
export class ChatsController {
  constructor(@Inject(ChatRepository) private readonly chats: ChatRepository) {}

  @Post('api/chats')
  @HttpCode(200)
  @ApiOperation({
    summary: 'Saves a chat (also with an empty list when creating it); 409 if it would drop messages',
  })
  async save(@Body() body: SaveChatDto, @CurrentIdentity() identity: Identity) {
    const outcome = await this.chats.save(identity.sub, body.chat_id, body.messages, {
      replace: body.replace,
      now: new Date().toISOString(),
      maxChats: MAX_CHATS,
    });
    if (outcome.outcome === 'full') throw ChatException.full(MAX_CHATS);
    if (outcome.outcome === 'contended') throw ChatException.contended();
    if (outcome.outcome === 'conflict') throw new ChatConflictException(mapChat(body.user_id, outcome.chat));
    return mapChat(body.user_id, outcome.chat);
  }

  @Get('api/chats/user/:userId')
  @ApiOperation({ summary: "The user's chats, newest first, without their messages" })
  async list(
    @Param() params: ListChatsParamsDto,
    @Query() query: ListChatsQueryDto,
    @CurrentIdentity() identity: Identity,
  ) {
    const chats = await this.chats.list(identity.sub, { query: query.q || undefined, limit: query.limit });
    return chats.map((chat) => mapSummary(params.userId, chat));
  }

  @Get('api/chats/:userId/:chatId')
  @ApiOperation({ summary: 'One chat with its messages' })
  async get(@Param() params: ChatParamsDto, @CurrentIdentity() identity: Identity) {
    const chat = await this.chats.get(identity.sub, params.chatId);
    if (!chat) throw ChatException.notFound(params.chatId);
    return mapChat(params.userId, chat);
  }

  @Delete('api/chats/:userId/:chatId')
  @HttpCode(204)
  @ApiOperation({ summary: 'Deletes one chat (idempotent)' })
  async remove(@Param() params: ChatParamsDto, @CurrentIdentity() identity: Identity): Promise<void> {
    await this.chats.remove(identity.sub, params.chatId);
  }

  @Post('set_rag')
  @HttpCode(200)
  @ApiOperation({ summary: 'Turns retrieval over the user documents on or off' })
  async setRag(@Body() body: SetRagDto, @CurrentIdentity() identity: Identity) {
    await this.chats.setRag(identity.sub, body.enable, new Date().toISOString());
    return { user_id: body.user_id, rag_enabled: body.enable };
  }
}
