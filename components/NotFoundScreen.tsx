import { getTranslations } from 'next-intl/server';
import { localizedHref } from '@/lib/i18n/routing';
import type { Lang } from '@/lib/i18n/languages';

/** The not-found screen (any unknown path), in the reader's language. */
export async function NotFoundScreen({ lang }: { lang: Lang }) {
  const t = await getTranslations({ locale: lang });
  return (
    <div className="page narrow">
      <h1>{t('notFound.title')}</h1>
      <p>{t('notFound.text')}</p>
      <p className="hero-actions">
        <a className="button primary" href={localizedHref('/', lang)}>
          {t('notFound.home')}
        </a>
        <a className="button secondary" href={localizedHref('/articles', lang)}>
          {t('notFound.articles')}
        </a>
      </p>
    </div>
  );
}
