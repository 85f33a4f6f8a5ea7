import { Body, Controller, Delete, Get, Header, HttpCode, Param, Post, Put, Query } from '@nestjs/common';
import { ApiBearerAuth, ApiOperation, ApiTags } from '@nestjs/swagger';
import { CurrentIdentity, type Identity, Public } from '@site/platform';
import { createZodDto } from 'nestjs-zod';
import { z } from 'zod';
import { SCHEDULE_LANGUAGES } from '../schedule/schedule.language';
import { ScheduleService } from '../schedule/schedule.service';
import { isValidTimeZone } from '../reminders/reminder-dates';
import { ReminderService } from '../reminders/reminder.service';
import type { ReminderSettings } from '../repositories/application.repository';

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

export const MIN_DAYS_BEFORE = 1;
export const MAX_DAYS_BEFORE = 30;

const remindersBodySchema = z.object({
  user_id: z.string().trim().min(1).max(200).optional(),
  enabled: z.boolean({ error: 'must be true or false' }),
  days_before: z
    .number({ error: 'must be a whole number of days' })
    .int('must be a whole number of days')
    .min(MIN_DAYS_BEFORE, `must be at least ${MIN_DAYS_BEFORE}`)
    .max(MAX_DAYS_BEFORE, `must be at most ${MAX_DAYS_BEFORE}`),
  language: z.enum(SCHEDULE_LANGUAGES, { error: `must be one of ${SCHEDULE_LANGUAGES.join(', ')}` }),
  time_zone: z
    .string({ error: 'must be a time zone' })
    .max(100, 'must be a time zone')
    .refine(isValidTimeZone, 'must be an IANA time zone such as Europe/Berlin'),
});
class RemindersBodyDto extends createZodDto(remindersBodySchema) {}

const userQuerySchema = z.object({ user_id: z.string().trim().min(1).max(200).optional() });
class UserQueryDto extends createZodDto(userQuerySchema) {}

/** Reminder settings as the API answers them. */
function mapReminders(
  settings: Pick<ReminderSettings, 'enabled' | 'daysBefore' | 'email'> & {
    language: string | null;
    timeZone: string | null;
    updatedAt: string | null;
  },
) {
  return {
    enabled: settings.enabled,
    days_before: settings.daysBefore,
    email: settings.email,
    language: settings.language,
    time_zone: settings.timeZone,
    updated_at: settings.updatedAt,
    min_days_before: MIN_DAYS_BEFORE,
    max_days_before: MAX_DAYS_BEFORE,
  };
}

const CALENDAR_TYPE = 'text/calendar; charset=utf-8';

/** The signed-in user's dated steps and deadlines, as a list, an .ics file and a private subscription feed. */
@ApiTags('schedule')
@Controller('api/schedule')
export class ScheduleController {
  constructor(
    private readonly schedule: ScheduleService,
    private readonly reminders: ReminderService,
  ) {}

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

  @Get('reminders')
  @ApiBearerAuth()
  @ApiOperation({
    summary:
      'Reminder e-mails: off by default; when on, one mail per open dated item, days_before days ahead',
  })
  async reminderSettings(@CurrentIdentity() identity: Identity, @Query() _query: UserQueryDto) {
    return mapReminders(await this.reminders.settings(identity.sub, identity.email));
  }

  @Put('reminders')
  @ApiBearerAuth()
  @ApiOperation({
    summary:
      'Switches reminder e-mails on or off; they go to the account e-mail address in the language and time zone given',
  })
  async setReminders(@CurrentIdentity() identity: Identity, @Body() body: RemindersBodyDto) {
    const saved = await this.reminders.update(identity.sub, identity.email, {
      enabled: body.enabled,
      daysBefore: body.days_before,
      language: body.language,
      timeZone: body.time_zone,
    });
    return mapReminders(saved);
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
