import { getTranslations } from 'next-intl/server';
import type { Lang } from '@/lib/i18n/languages';

/** Previous / "Page n of m" / next, as plain links to `?page=N` addresses (real pagination, no script). */
export async function Pagination({ lang, page, pages, href }: { lang: Lang; page: number; pages: number; href: (page: number) => string }) {
  if (pages <= 1) return null;
  const t = await getTranslations({ locale: lang, namespace: 'catalogue' });
  return (
    <nav className="pagination" aria-label={t('pagination')}>
      {page > 1 ? (
        <a rel="prev" href={href(page - 1)}>
          {t('previous')}
        </a>
      ) : null}
      <span>{t('pageOf', { page, pages })}</span>
      {page < pages ? (
        <a rel="next" href={href(page + 1)}>
          {t('next')}
        </a>
      ) : null}
    </nav>
  );
}
