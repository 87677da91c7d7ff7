import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { localizedHref } from '@/lib/i18n/routing';
import { isLang } from '@/lib/i18n/languages';
import { pageMetadata } from '@/lib/seo/metadata';
import { ISSUE_TITLE_MAX_LENGTH } from '@/lib/integrations/limits';
import { listNotes } from '@/lib/studio/notes';
import { studioProject } from '@/lib/studio/project';
import { StudioTable } from '@/components/studio/StudioTable';
import { SessionUser } from '@/components/studio/SessionUser';
import { requireAdmin } from '@/app/current-user';
import { langFromParams } from '@/app/[lang]/_lib/lang-param';
import { formatDateTime } from '../_ui/format';

export async function generateMetadata({ params }: PageProps<'/[lang]/studio/notes'>): Promise<Metadata> {
  const { lang } = await params;
  if (!isLang(lang)) return {};
  const t = await getTranslations({ locale: lang });
  return pageMetadata({
    lang,
    path: '/studio/notes',
    title: t('studio.notes.title'),
    description: t('studio.notes.intro'),
    siteName: t('meta.siteName'),
    noindex: true,
  });
}

/** The team's notes on moments of replays, newest first: each opens its replay at its moment (a link to share). */
export default async function StudioNotesPage({ params }: PageProps<'/[lang]/studio/notes'>) {
  const viewer = await requireAdmin();
  const lang = await langFromParams(params);
  const notes = await listNotes(viewer, (await studioProject()).id);
  const t = await getTranslations({ locale: lang, namespace: 'studio.notes' });
  const assertedT = await getTranslations({ locale: lang, namespace: 'studio.assertedUser' });
  const userStrings = {
    verifiedHint: assertedT('verifiedHint'),
    asserted: { label: assertedT('label'), hint: assertedT('hint') },
  };
  return (
    <div className="page wide">
      <h1>{t('title')}</h1>
      <p className="lead">{t('intro')}</p>
      <StudioTable
        rows={notes}
        rowKey={(note) => note.id}
        empty={t('none')}
        columns={[
          {
            key: 'moment',
            header: t('moment'),
            cell: (note) => (
              <a href={localizedHref(`/studio/sessions/${note.sessionId}`, lang, { t: note.at })} data-note={note.id}>
                {formatDateTime(lang, new Date(note.at))}
              </a>
            ),
          },
          { key: 'note', header: t('note'), dir: 'auto', cell: (note) => note.body },
          { key: 'author', header: t('author'), dir: 'auto', cell: (note) => note.author },
          // An id only the visitor's script asserted is marked, so a recording cannot pass as a member's own.
          {
            key: 'visitor',
            header: t('visitor'),
            dir: 'auto',
            cell: (note) =>
              note.userId || note.verifiedUserId ? (
                <SessionUser verifiedUserId={note.verifiedUserId} userId={note.userId} strings={userStrings} />
              ) : (
                t('anonymous')
              ),
          },
          { key: 'written', header: t('written'), cell: (note) => formatDateTime(lang, note.createdAt) },
          // Files an issue in the project's tracker about the note's moment (the integrations page's form).
          {
            key: 'issue',
            header: t('createIssue'),
            headerHidden: true,
            cell: (note) => (
              <a
                href={`${localizedHref('/studio/integrations', lang, { session: note.sessionId, t: note.at, title: note.body.slice(0, ISSUE_TITLE_MAX_LENGTH) })}#issue`}
                data-create-issue={note.id}
              >
                {t('createIssue')}
              </a>
            ),
          },
        ]}
      />
    </div>
  );
}
