import { Controller, Delete, Get, Header, HttpCode, Param, Post, Query } from '@nestjs/common';
import { ApiBearerAuth, ApiOperation, ApiTags } from '@nestjs/swagger';
import { CurrentIdentity, type Identity, Public } from '@site/platform';
import { createZodDto } from 'nestjs-zod';
import { z } from 'zod';
import { SCHEDULE_LANGUAGES } from '../schedule/schedule.language';
import { ScheduleService } from '../schedule/schedule.service';

const languageQuerySchema = z.object({
  user_id: z.string().trim().min(1).max(200).optional(),
  lang: z
    .enum(SCHEDULE_LANGUAGES, { error: `must be one of ${SCHEDULE_LANGUAGES.join(', ')}` })
    .default('en'),
});
class LanguageQueryDto extends createZodDto(languageQuerySchema) {}

const feedParamsSchema = z.object({
  file: z.string().regex(/^[A-Za-z0-9_-]{20,100}\.ics$/, 'must be <token>.ics'),
});
class FeedParamsDto extends createZodDto(feedParamsSchema) {}

const CALENDAR_TYPE = 'text/calendar; charset=utf-8';

/** The signed-in user's dated steps and deadlines, as a list, an .ics file and a private subscription feed. */
@ApiTags('schedule')
@Controller('api/schedule')
export class ScheduleController {
  constructor(private readonly schedule: ScheduleService) {}

  @Get()
  @ApiBearerAuth()
  @ApiOperation({ summary: 'Every dated step of the applications and deadline of the favourites, by date' })
  async events(@CurrentIdentity() identity: Identity, @Query() query: LanguageQueryDto) {
    return { events: await this.schedule.events(identity.sub, query.lang) };
  }

  @Get('calendar.ics')
  @ApiBearerAuth()
  @Header('Content-Type', CALENDAR_TYPE)
  @Header('Content-Disposition', 'attachment; filename="schedule.ics"')
  @Header('Cache-Control', 'no-store')
  @ApiOperation({ summary: 'The open dated items as an iCalendar file' })
  calendar(@CurrentIdentity() identity: Identity, @Query() query: LanguageQueryDto): Promise<string> {
    return this.schedule.calendar(identity.sub, query.lang);
  }

  @Get('subscription')
  @ApiBearerAuth()
  @ApiOperation({ summary: 'Whether a calendar subscription address is active' })
  subscription(@CurrentIdentity() identity: Identity) {
    return this.schedule.subscription(identity.sub);
  }

  @Post('subscription')
  @HttpCode(201)
  @ApiBearerAuth()
  @ApiOperation({ summary: 'Makes a new private feed address; the previous one stops working' })
  async subscribe(@CurrentIdentity() identity: Identity, @Query() query: LanguageQueryDto) {
    const { token, created_at } = await this.schedule.subscribe(identity.sub, query.lang);
    return { active: true, created_at, feed_path: `/api/schedule/feed/${token}.ics` };
  }

  @Delete('subscription')
  @HttpCode(204)
  @ApiBearerAuth()
  @ApiOperation({ summary: 'Revokes the feed address' })
  async unsubscribe(@CurrentIdentity() identity: Identity): Promise<void> {
    await this.schedule.unsubscribe(identity.sub);
  }

  @Public()
  @Get('feed/:file')
  @Header('Content-Type', CALENDAR_TYPE)
  @Header('Cache-Control', 'private, max-age=300')
  @ApiOperation({
    summary: 'The subscription feed: dates and titles only; 404 for an unknown or revoked token',
  })
  feed(@Param() params: FeedParamsDto): Promise<string> {
    return this.schedule.feed(params.file.slice(0, -'.ics'.length));
  }
}
