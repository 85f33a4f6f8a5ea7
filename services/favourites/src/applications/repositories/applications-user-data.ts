import { mapApplication } from '../dtos/application.dto';
import type { ApplicationRepository } from './application.repository';

/** The applications part of the favourites service's export: applications whole, the subscription without its token. */
export async function exportApplications(repository: ApplicationRepository, userId: string) {
  const [applications, subscription] = await Promise.all([
    repository.list(userId),
    repository.subscription(userId),
  ]);
  return {
    applications: applications.map(mapApplication),
    calendar_subscription: subscription
      ? { created_at: subscription.createdAt, language: subscription.language }
      : null,
  };
}
