import { chatOrchestratorService } from '@site/chat-orchestrator';
import { documentIngestService } from '@site/document-ingest';
import { favouritesService } from '@site/favourites';
import { mailerService } from '@site/mailer';
import { plannerService } from '@site/planner';
import type { ServiceDescriptor } from '@site/platform';
import { profileService } from '@site/profile';

/** Every service of the site, in start order. */
export const ALL_SERVICES: readonly ServiceDescriptor[] = [
  plannerService,
  favouritesService,
  profileService,
  chatOrchestratorService,
  documentIngestService,
  mailerService,
];
