import { headers } from 'next/headers';
import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { getTranslations } from 'next-intl/server';
import { localizedHref } from '@/lib/i18n/routing';
import { isolate } from '@/lib/i18n/bidi';
import { isLang, type Lang } from '@/lib/i18n/languages';
import { pageMetadata } from '@/lib/seo/metadata';
import { siteOrigin } from '@/lib/http/request-origin';
import { AppError } from '@/lib/errors';
import { DASHBOARD_CARD_WIDTHS } from '@/lib/db/schema';
import { cardPageHref, DASHBOARD_CARD_ADDRESS_MAX } from '@/lib/studio/dashboard-cards';
import { dashboardCardFigures } from '@/lib/studio/dashboard-figures';
import { dashboardById, type DashboardCard } from '@/lib/studio/dashboards';
import { studioProject } from '@/lib/studio/project';
import { studioTimeZone } from '@/lib/studio/time-zone';
import { ConfirmDelete } from '@/components/studio/ConfirmDelete';
import { requireAdmin } from '@/app/current-user';
import { langFromParams } from '@/app/[lang]/_lib/lang-param';
import {
  addDashboardCardAction,
  deleteDashboardAction,
  moveDashboardCardAction,
  removeDashboardCardAction,
  setDashboardCardWidthAction,
} from '@/app/[lang]/_lib/dashboard-actions';
import { cardFiguresTable } from '../_components/card-figures-table';
import { dashboardRefusal } from '../_components/dashboard-refusal';
import '../dashboards.css';

// Typed by hand: the route types Next.js generates (PageProps) are written by a build, and this page is newer.
type Props = {
  params: Promise<{ lang: string; id: string }>;
  searchParams: Promise<Record<string, string | string[] | undefined>>;
};

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { lang, id } = await params;
  if (!isLang(lang)) return {};
  const t = await getTranslations({ locale: lang });
  return pageMetadata({
    lang,
    path: `/studio/dashboards/${id}`,
    title: t('studio.dashboards.title'),
    description: t('studio.dashboards.intro'),
    siteName: t('meta.siteName'),
    noindex: true,
  });
}

/** What a card describes, in the words of its page: a funnel's steps, a journey's page, a trend's metric, an address. */
async function cardSummary(lang: Lang, card: DashboardCard): Promise<string> {
  const p = card.params;
  switch (card.kind) {
    case 'funnel': {
      const t = await getTranslations({ locale: lang, namespace: 'studio.funnels' });
      const steps: string[] = [];
      for (let i = 1; p[`s${i}k`]; i++)
        steps.push(`${t(`kinds.${p[`s${i}k`] as 'page'}`)} ${isolate(p[`s${i}v`] ?? '')}`);
      return steps.join(' → ');
    }
    case 'journey': {
      const t = await getTranslations({ locale: lang, namespace: 'studio.journeys' });
      return `${t(`directions.${p.dir === 'to' ? 'to' : 'from'}`)}: ${isolate(p.page ?? '')}`;
    }
    case 'trend': {
      const t = await getTranslations({ locale: lang, namespace: 'studio.trends' });
      return t('chartTitle', { metric: t(`metrics.${p.metric as 'sessions'}`), interval: p.interval ?? 'day' });
    }
    case 'errors':
      return (await getTranslations({ locale: lang, namespace: 'studio.dashboards' }))('errorsSummary');
    case 'clickmap':
      return isolate(p.url ?? '');
  }
}

/**
 * One dashboard, at the address the team shares: its cards on a grid in reading order (half a row or the whole row),
 * each with its figures as a table and a link to its analytics page (where the sessions behind them open), moved
 * earlier or later, widened, narrowed or removed by buttons; a card added from an analytics page's address.
 */
export default async function StudioDashboardPage({ params, searchParams }: Props) {
  const viewer = await requireAdmin();
  const lang = await langFromParams(params);
  const { id } = await params;
  const query = await searchParams;
  const projectId = (await studioProject()).id;
  const dashboard = await dashboardById(viewer, projectId, id).catch((error: unknown) => {
    if (error instanceof AppError && error.failure.code === 'not_found') notFound();
    throw error;
  });
  const clock = { now: new Date(), timeZone: studioTimeZone() };
  const figures = await Promise.all(
    dashboard.cards.map((card) => dashboardCardFigures(viewer, projectId, card, clock)),
  );
  const t = await getTranslations({ locale: lang, namespace: 'studio.dashboards' });
  const summaries = await Promise.all(dashboard.cards.map((card) => cardSummary(lang, card)));
  const tables = await Promise.all(figures.map((one) => cardFiguresTable(lang, one)));
  const refusal = await dashboardRefusal(lang, query.dashboardRefused, query.field);
  const last = dashboard.cards.length - 1;
  return (
    <div className="page wide">
      <p>
        <a href={localizedHref('/studio/dashboards', lang)}>{t('back')}</a>
      </p>
      <h1 dir="auto">{dashboard.name}</h1>
      <p className="dashboard-share">
        {t('share')}{' '}
        <a href={localizedHref(`/studio/dashboards/${dashboard.id}`, lang)} dir="ltr">
          {`${siteOrigin({ headers: await headers() })}/studio/dashboards/${dashboard.id}`}
        </a>
      </p>
      {refusal}
      {dashboard.cards.length === 0 ? <p>{t('empty')}</p> : null}
      <ol className="dashboard-grid" aria-label={t('cardsLabel')}>
        {dashboard.cards.map((card, i) => {
          const page = cardPageHref(card);
          const headingId = `dashboard-card-${card.id}`;
          return (
            <li
              key={card.id}
              className="dashboard-card"
              data-card={card.id}
              data-kind={card.kind}
              data-width={card.width}
            >
              <article aria-labelledby={headingId}>
                <h2 id={headingId}>
                  {t('cardCaption', { kind: t(`kinds.${card.kind}`), summary: summaries[i] ?? '' })}
                </h2>
                {tables[i]}
                <p>
                  <a href={localizedHref(page.path, lang, page.query)}>{t('openPage')}</a>
                </p>
                <div className="row-actions">
                  {/* The first cannot move earlier nor the last later: those buttons are not there at all. Each button is
                      described by its card's heading, so a screen reader says which card it moves. */}
                  {i > 0 ? (
                    <form action={moveDashboardCardAction.bind(null, lang, dashboard.id, card.id, 'earlier')}>
                      <button type="submit" className="button secondary small" aria-describedby={headingId}>
                        {t('moveEarlier')}
                      </button>
                    </form>
                  ) : null}
                  {i < last ? (
                    <form action={moveDashboardCardAction.bind(null, lang, dashboard.id, card.id, 'later')}>
                      <button type="submit" className="button secondary small" aria-describedby={headingId}>
                        {t('moveLater')}
                      </button>
                    </form>
                  ) : null}
                  <form
                    action={setDashboardCardWidthAction.bind(
                      null,
                      lang,
                      dashboard.id,
                      card.id,
                      card.width === 'full' ? 'half' : 'full',
                    )}
                  >
                    <button type="submit" className="button secondary small" aria-describedby={headingId}>
                      {t(card.width === 'full' ? 'makeHalf' : 'makeFull')}
                    </button>
                  </form>
                  <form action={removeDashboardCardAction.bind(null, lang, dashboard.id, card.id)}>
                    <button type="submit" className="button secondary small" aria-describedby={headingId}>
                      {t('remove')}
                    </button>
                  </form>
                </div>
              </article>
            </li>
          );
        })}
      </ol>
      <form action={addDashboardCardAction.bind(null, lang, dashboard.id)} className="dashboard-add-card">
        <h2>{t('addCard')}</h2>
        <div className="field">
          <label htmlFor="dashboard-card-address">{t('address')}</label>
          <input
            id="dashboard-card-address"
            name="address"
            required
            dir="ltr"
            maxLength={DASHBOARD_CARD_ADDRESS_MAX}
            placeholder="/studio/funnels?s1k=page&s1v=/articles/&s2k=page&s2v=/question/"
          />
        </div>
        <div className="field">
          <label htmlFor="dashboard-card-width">{t('width')}</label>
          <select id="dashboard-card-width" name="width" defaultValue="half">
            {DASHBOARD_CARD_WIDTHS.map((width) => (
              <option key={width} value={width}>
                {t(`widths.${width}`)}
              </option>
            ))}
          </select>
        </div>
        <button type="submit" className="button primary">
          {t('add')}
        </button>
      </form>
      <div className="replay-erase">
        <ConfirmDelete
          action={deleteDashboardAction.bind(null, lang, dashboard.id)}
          label={t('delete')}
          question={t('deleteQuestion')}
          confirm={t('confirmDelete')}
          cancel={t('cancel')}
        />
      </div>
    </div>
  );
}
