import { getTranslations } from 'next-intl/server';
import type { Lang } from '@/lib/i18n/languages';

/**
 * While a screen loads, "Loading..." (translated). Pages that render per request wrap their data in
 * <Suspense fallback={<Loading lang={lang} />}> after their not-found checks, so a missing page still responds with 404.
 * (A loading.tsx would wrap the checks too, and it cannot know the language.)
 */
export async function Loading({ lang }: { lang: Lang }) {
  const t = await getTranslations({ locale: lang });
  return (
    <p className="loading" role="status">
      {t('common.loading')}
    </p>
  );
}
