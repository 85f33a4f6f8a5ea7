import { Injectable } from '@nestjs/common';
import {
  AppException,
  BusClient,
  ErrorCode,
  type Identity,
  USER_DATA_EXPORTS,
  type UserDataExport,
} from '@site/platform';
import { ProfileRepository } from '../repositories/profile.repository';

export interface UserDataDocument {
  readonly user: {
    readonly sub: string;
    readonly preferred_username: string | null;
    readonly email: string | null;
  };
  readonly exported_at: string;
  readonly services: Readonly<Record<string, UserDataExport>>;
}

/** Everything the site holds about the signed-in user, gathered from every service that keeps users' data. */
@Injectable()
export class UserDataService {
  constructor(
    private readonly bus: BusClient,
    private readonly profiles: ProfileRepository,
  ) {}

  /** The whole export, or an error naming the service that did not answer: never a partial document. */
  async export(identity: Identity, now: Date): Promise<UserDataDocument> {
    const request = { user_id: identity.sub };
    const remote = await Promise.all(
      Object.entries(USER_DATA_EXPORTS).map(async ([service, contract]) => {
        try {
          return [service, await this.bus.request(contract, request)] as const;
        } catch {
          throw new AppException(
            503,
            ErrorCode.ServiceUnavailable,
            `Your data could not be exported because the ${service} service did not answer. Please try again later.`,
          );
        }
      }),
    );
    const profile = (await this.profiles.get(identity.sub)) ?? null;
    return {
      user: {
        sub: identity.sub,
        preferred_username: identity.preferredUsername ?? null,
        email: identity.email ?? null,
      },
      exported_at: now.toISOString(),
      services: { profile: { profile }, ...Object.fromEntries(remote) },
    };
  }
}
