import type { Identity, WorkItem } from '@site/platform';
import { randomUUID } from 'node:crypto';
import {
  type Favourite,
  favouriteKey,
} from '../../services/favourites/src/repositories/favourite.repository';
import type { ContactMessage } from '../../services/mailer/src/dtos/contact.dto';
import type { OutboxEntry } from '../../services/mailer/src/repositories/outbox.repository';
import type { ErasureRecord, Profile } from '../../services/profile/src/repositories/profile.repository';

/** Test data with sensible defaults; each `create` takes the fields a test cares about. */

let sequence = 0;
const next = () => ++sequence;

export const IdentityFactory = {
  create(overrides: Partial<Identity> = {}): Identity {
    const n = next();
    return {
      sub: randomUUID(),
      preferredUsername: `user${n}`,
      email: `user${n}@example.org`,
      name: `User ${n}`,
      givenName: 'User',
      familyName: String(n),
      ...overrides,
    };
  },
};

export const ContactMessageFactory = {
  create(overrides: Partial<ContactMessage> = {}): ContactMessage {
    return {
      name: 'Ada Lovelace',
      email: `ada${next()}@example.org`,
      company: 'Analytical Engines Ltd',
      fullPhone: '+49 30 901820',
      subject: 'funding',
      message: 'We would like advice on Horizon Europe funding.',
      language: 'en',
      website: '',
      ...overrides,
    };
  },
};

export const OutboxEntryFactory = {
  create(overrides: Partial<OutboxEntry> = {}): OutboxEntry {
    const { website: _honeypot, ...message } = ContactMessageFactory.create();
    return {
      key: `key-${randomUUID()}`,
      message,
      accepted_at: '2026-11-23T10:00:00.000Z',
      delivered: [],
      ...overrides,
    };
  },
};

export const WorkItemFactory = {
  create<T>(payload: T, overrides: Partial<Omit<WorkItem<T>, 'payload'>> = {}): WorkItem<T> {
    const msgId = overrides.msgId ?? `msg-${next()}`;
    return { subject: 'mail.send', msgId, attempt: 1, correlationId: `test-${msgId}`, ...overrides, payload };
  },
};

export const FavouriteFactory = {
  create(
    overrides: Partial<Omit<Favourite, 'entry'>> & { entry?: Partial<Favourite['entry']> } = {},
  ): Favourite {
    const n = next();
    const entry = {
      university: `University ${n}`,
      program: `Program ${n}`,
      country: 'Germany',
      ...overrides.entry,
    };
    return {
      key: favouriteKey(String(entry.university), String(entry.program)),
      createdAt: '2026-11-23T10:00:00.000Z',
      ...overrides,
      entry,
    };
  },
};

export const ProfileFactory = {
  create(overrides: Partial<Profile> = {}): Profile {
    const n = next();
    return {
      user_id: randomUUID(),
      email: `user${n}@example.org`,
      display_name: `User ${n}`,
      first_name: 'User',
      last_name: String(n),
      date_of_birth: '1999-04-01',
      address_line1: 'Unter den Linden 6',
      address_line2: null,
      city: 'Berlin',
      state_region: null,
      postal_code: '10117',
      country_code: 'DE',
      phone: '+49 30 901820',
      mobile_phone: null,
      updated_at: '2026-11-23T10:00:00.000Z',
      ...overrides,
    };
  },
};

export const ErasureRecordFactory = {
  create(overrides: Partial<ErasureRecord> = {}): ErasureRecord {
    return {
      erasure_id: randomUUID(),
      user_id: randomUUID(),
      requested_at: '2026-11-23T10:00:00.000Z',
      completed_at: null,
      services: { favourites: null, profile: null, 'chat-orchestrator': null, 'document-ingest': null },
      ...overrides,
    };
  },
};
