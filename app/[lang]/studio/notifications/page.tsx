import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { localizedHref } from '@/lib/i18n/routing';
import { isLang } from '@/lib/i18n/languages';
import { pageMetadata } from '@/lib/seo/metadata';
import { listNotifications } from '@/lib/studio/mentions';
import { studioProject } from '@/lib/studio/project';
import { StudioTable } from '@/components/studio/StudioTable';
import { requireAdmin } from '@/app/current-user';
import { langFromParams } from '@/app/[lang]/_lib/lang-param';
import { markNotificationsReadAction } from '@/app/[lang]/_lib/notification-actions';
import { formatDateTime } from '../_ui/format';

// Typed by hand: the route types Next.js generates (PageProps) are written by a build, and this page is newer.
type Props = { params: Promise<{ lang: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { lang } = await params;
  if (!isLang(lang)) return {};
  const t = await getTranslations({ locale: lang });
  return pageMetadata({
    lang,
    path: '/studio/notifications',
    title: t('studio.notifications.title'),
    description: t('studio.notifications.intro'),
    siteName: t('meta.siteName'),
    noindex: true,
  });
}

/** The notes that mention the team member, newest first, each opening its replay at its moment; unread ones marked. */
export default async function StudioNotificationsPage({ params }: Props) {
  const viewer = await requireAdmin();
  const lang = await langFromParams(params);
  const notifications = await listNotifications(viewer, (await studioProject()).id);
  const t = await getTranslations({ locale: lang, namespace: 'studio.notifications' });
  return (
    <div className="page wide">
      <h1>{t('title')}</h1>
      <p className="lead">{t('intro')}</p>
      {notifications.some((one) => one.readAt === null) ? (
        <form action={markNotificationsReadAction.bind(null, lang)}>
          <button type="submit" className="button secondary small">
            {t('markAllRead')}
          </button>
        </form>
      ) : null}
      <StudioTable
        rows={notifications}
        rowKey={(one) => one.id}
        empty={t('none')}
        columns={[
          {
            key: 'moment',
            header: t('moment'),
            cell: (one) => (
              <a
                href={localizedHref(`/studio/sessions/${one.sessionId}`, lang, { t: one.at })}
                data-notification={one.id}
              >
                {formatDateTime(lang, new Date(one.at))}
              </a>
            ),
          },
          { key: 'note', header: t('note'), dir: 'auto', cell: (one) => one.body },
          { key: 'author', header: t('author'), dir: 'auto', cell: (one) => one.author },
          {
            key: 'written',
            header: t('written'),
            cell: (one) => (
              <>
                {formatDateTime(lang, one.createdAt)}
                {one.readAt === null ? <strong> · {t('unread')}</strong> : null}
              </>
            ),
          },
        ]}
      />
    </div>
  );
}
