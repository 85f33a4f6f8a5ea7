import { mapApplication } from '../dtos/application.dto';
import type { ApplicationRepository } from './application.repository';

/** The applications part of the favourites service's export: applications whole, the subscription without its token, reminder settings and the reminders sent. */
export async function exportApplications(repository: ApplicationRepository, userId: string) {
  const [applications, subscription, reminderSettings, reminders] = await Promise.all([
    repository.list(userId),
    repository.subscription(userId),
    repository.reminderSettings(userId),
    repository.reminders(userId),
  ]);
  return {
    applications: applications.map(mapApplication),
    calendar_subscription: subscription
      ? { created_at: subscription.createdAt, language: subscription.language }
      : null,
    reminder_settings: reminderSettings
      ? {
          enabled: reminderSettings.enabled,
          days_before: reminderSettings.daysBefore,
          email: reminderSettings.email,
          language: reminderSettings.language,
          time_zone: reminderSettings.timeZone,
          updated_at: reminderSettings.updatedAt,
        }
      : null,
    // what was sent: the item, its date and when; the mail itself is not kept once it is queued
    reminders_sent: reminders.map((reminder) => ({
      item_uid: reminder.itemUid,
      date: reminder.date,
      claimed_at: reminder.claimedAt,
      queued_at: reminder.queuedAt,
    })),
  };
}
