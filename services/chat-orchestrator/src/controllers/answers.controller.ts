import {
  BeforeApplicationShutdown,
  Body,
  Controller,
  Headers,
  HttpCode,
  Logger,
  Post,
  Res,
  UseGuards,
} from '@nestjs/common';
import { ApiBearerAuth, ApiOperation, ApiProduces, ApiTags } from '@nestjs/swagger';
import {
  AppException,
  CurrentIdentity,
  ErrorCode,
  type Identity,
  toProblem,
  UserIdClaims,
} from '@site/platform';
import type { Response } from 'express';
import {
  type AnswerEvent,
  type AnswerResult,
  AnswerService,
  type PreparedAnswer,
} from '../answering/answer.service';
import { preferredLanguage } from '../answering/language';
import { AnswerDto } from '../dtos/chat.dto';
import { ChatLimits, ChatRateLimitedException, type GenerationLease } from '../limits/chat-limits';
import { GenerationAborted } from '../llm/llm.exception';
import { ChatUserIdGuard } from './chat-user-id.guard';

/** Comment lines while nothing else is sent (e.g. a model loading), so that proxies keep the stream open. */
const HEARTBEAT_MS = 15_000;

/** One server-sent event: its name and a JSON object on one `data:` line. */
function sse(name: string, data: unknown): string {
  return `event: ${name}\ndata: ${JSON.stringify(data)}\n\n`;
}

function eventData(event: Exclude<AnswerEvent, { type: 'done' }>): unknown {
  return event.type === 'sources' ? { sources: event.sources } : { text: event.text };
}

/**
 * Answers to questions, whole (`POST /chat_with_file`) or streamed as server-sent events over a POST
 * (`/chat_with_file/stream`, ADR 24). Closing the connection aborts the generation at the model server.
 */
@ApiTags('chat')
@ApiBearerAuth()
@UserIdClaims('sub', 'preferred_username')
@UseGuards(ChatUserIdGuard)
@Controller('chat_with_file')
export class AnswersController implements BeforeApplicationShutdown {
  private readonly logger = new Logger(AnswersController.name);
  /** Answers in progress, ended when the process shuts down (a stream can last minutes). */
  private readonly inProgress = new Set<AbortController>();
  private shuttingDown = false;

  constructor(
    private readonly answers: AnswerService,
    private readonly limits: ChatLimits,
  ) {}

  @Post()
  @HttpCode(200)
  @ApiOperation({ summary: 'Answers a question, grounded in the user documents when retrieval is on' })
  async answer(
    @Body() body: AnswerDto,
    @CurrentIdentity() identity: Identity,
    @Res({ passthrough: true }) res: Response,
    @Headers('accept-language') acceptLanguage?: string,
  ): Promise<AnswerResult> {
    const { prepared, lease, abort } = await this.begin(body, identity, res, acceptLanguage);
    try {
      for await (const event of this.answers.answer(prepared, abort.signal)) {
        if (event.type === 'done') return event.result;
      }
      throw new Error('the answer ended without a result');
    } catch (error) {
      throw error instanceof GenerationAborted ? this.stopped() : error;
    } finally {
      this.end(abort, lease);
    }
  }

  @Post('stream')
  @ApiProduces('text/event-stream')
  @ApiOperation({
    summary: 'The same answer as server-sent events: sources, tokens as they come, then done (or error)',
  })
  async stream(
    @Body() body: AnswerDto,
    @CurrentIdentity() identity: Identity,
    @Res() res: Response,
    @Headers('accept-language') acceptLanguage?: string,
  ): Promise<void> {
    // Refusals up to here (validation, identity, limits) are ordinary answers with their status.
    const { prepared, lease, abort } = await this.begin(body, identity, res, acceptLanguage);
    res.status(200);
    res.setHeader('Content-Type', 'text/event-stream; charset=utf-8');
    res.setHeader('Cache-Control', 'no-cache, no-transform');
    res.setHeader('X-Accel-Buffering', 'no');
    res.flushHeaders();
    const heartbeat = setInterval(() => res.write(': keep-alive\n\n'), HEARTBEAT_MS);
    try {
      for await (const event of this.answers.answer(prepared, abort.signal)) {
        res.write(event.type === 'done' ? sse('done', event.result) : sse(event.type, eventData(event)));
      }
    } catch (error) {
      const aborted = error instanceof GenerationAborted || abort.signal.aborted;
      if (!aborted || this.shuttingDown) {
        const problem = toProblem(aborted ? this.stopped() : error);
        if (problem.unexpected) this.logger.error(error);
        res.write(sse('error', problem.body));
      }
    } finally {
      clearInterval(heartbeat);
      this.end(abort, lease);
      res.end();
    }
  }

  /** Ends the answers in progress with SHUTTING_DOWN instead of cutting them off when the process exits. */
  beforeApplicationShutdown(): void {
    this.shuttingDown = true;
    for (const abort of this.inProgress) abort.abort();
  }

  /** Why a generation stopped before its end: the process is shutting down, or the client went away. */
  private stopped(): AppException {
    return this.shuttingDown
      ? new AppException(
          503,
          ErrorCode.ShuttingDown,
          'The chat service is restarting. Ask again in a moment.',
        )
      : new AppException(
          499,
          'CLIENT_CLOSED',
          'The client closed the connection before the answer was complete.',
        );
  }

  private end(abort: AbortController, lease: GenerationLease): void {
    this.inProgress.delete(abort);
    lease.release();
  }

  private async begin(
    body: AnswerDto,
    identity: Identity,
    res: Response,
    acceptLanguage: string | undefined,
  ): Promise<{ prepared: PreparedAnswer; lease: GenerationLease; abort: AbortController }> {
    const prepared = await this.answers.prepare({
      userId: identity.sub,
      question: body.question,
      fileName: body.file_name ?? null,
      topK: body.top_k,
      model: body.model,
      chatId: body.chat_id,
      history: body.history,
      interfaceLanguage: preferredLanguage(acceptLanguage),
    });
    let lease: GenerationLease;
    try {
      lease = this.limits.acquire(identity.sub);
    } catch (error) {
      if (error instanceof ChatRateLimitedException)
        res.setHeader('Retry-After', String(error.retryAfterSeconds));
      throw error;
    }
    const abort = new AbortController();
    this.inProgress.add(abort);
    const onClose = () => {
      if (!res.writableFinished) abort.abort();
    };
    res.on('close', onClose);
    // the client may have gone while the question was prepared: 'close' came before anyone listened
    if (res.destroyed) onClose();
    return { prepared, lease, abort };
  }
}
