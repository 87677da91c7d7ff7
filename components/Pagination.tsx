import { getTranslations } from 'next-intl/server';
import { languageOption, type Lang } from '@/lib/i18n/languages';

/**
 * The page numbers to offer: the first and last, the current one and its neighbours, and `null` where a run is left
 * out ("1 … 4 5 6 … 21"). A gap of one page shows that page instead of an ellipsis.
 */
export function pageNumbers(page: number, pages: number): (number | null)[] {
  const shown = new Set([1, pages, page - 1, page, page + 1].filter((n) => n >= 1 && n <= pages));
  const sorted = [...shown].sort((a, b) => a - b);
  const out: (number | null)[] = [];
  for (const n of sorted) {
    const previous = out[out.length - 1];
    if (typeof previous === 'number' && n - previous === 2) out.push(n - 1);
    else if (typeof previous === 'number' && n - previous > 2) out.push(null);
    out.push(n);
  }
  return out;
}

/** Previous, numbered pages and next, as plain links to `?page=N` addresses (real pagination, no script). */
export async function Pagination({
  lang,
  page,
  pages,
  href,
}: {
  lang: Lang;
  page: number;
  pages: number;
  href: (page: number) => string;
}) {
  if (pages <= 1) return null;
  const t = await getTranslations({ locale: lang, namespace: 'catalogue' });
  // Page numbers in the page's digits (Persian digits on Persian pages), like every other number there.
  const digits = new Intl.NumberFormat(languageOption(lang).htmlLang, { useGrouping: false });
  return (
    <nav className="pagination" aria-label={t('pagination')}>
      {page > 1 ? (
        <a rel="prev" href={href(page - 1)}>
          {t('previous')}
        </a>
      ) : null}
      <ol className="page-numbers">
        {pageNumbers(page, pages).map((n, index) =>
          n === null ? (
            <li key={`gap-${index}`} aria-hidden="true">
              …
            </li>
          ) : (
            <li key={n}>
              {n === page ? (
                <a href={href(n)} aria-current="page" aria-label={t('pageOf', { page, pages })}>
                  {digits.format(n)}
                </a>
              ) : (
                <a href={href(n)} aria-label={t('pageNumber', { page: n })}>
                  {digits.format(n)}
                </a>
              )}
            </li>
          ),
        )}
      </ol>
      {page < pages ? (
        <a rel="next" href={href(page + 1)}>
          {t('next')}
        </a>
      ) : null}
    </nav>
  );
}
