import type { Type } from '@nestjs/common';
import type { EnvShape } from './config/env';

/** What a service package tells the launchers: its name on the bus, its module, its port and its own variables. */
export interface ServiceDescriptor {
  readonly name: string;
  readonly title: string;
  readonly defaultPort: number;
  readonly module: Type<unknown>;
  /** Variables only this service reads; validated at start-up with the common ones. */
  readonly env?: EnvShape;
}
