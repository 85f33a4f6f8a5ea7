import 'i18next';

import type { DefaultResources } from '@/locales/resources';

declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'common';
    resources: DefaultResources;
  }
}
