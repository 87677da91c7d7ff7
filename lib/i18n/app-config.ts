import type en from '../../messages/en.json';
import type { Lang } from './languages';

// next-intl's type registration: every `t('…')` key is checked against the English messages (a test checks that every
// language has the same keys), and locales are the five display languages.
declare module 'use-intl' {
  interface AppConfig {
    Locale: Lang;
    Messages: typeof en;
  }
}
