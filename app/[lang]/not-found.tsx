import { getLocale, getTranslations } from 'next-intl/server';
import { localizedHref } from '@/lib/i18n/routing';
import { DEFAULT_LANG, isLang } from '@/lib/i18n/languages';

/** The not-found screen (spec §2 "any other path"), answered with HTTP 404, in the reader's language. */
export default async function NotFound() {
  const locale = await getLocale();
  const lang = isLang(locale) ? locale : DEFAULT_LANG;
  const t = await getTranslations();
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
