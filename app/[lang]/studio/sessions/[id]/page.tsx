import type { Metadata } from 'next';
import { headers } from 'next/headers';
import { notFound } from 'next/navigation';
import { getTranslations } from 'next-intl/server';
import { SessionUser } from '@/components/studio/SessionUser';
import { AppError } from '@/lib/errors';
import { localizedHref } from '@/lib/i18n/routing';
import { isolate } from '@/lib/i18n/bidi';
import { isLang } from '@/lib/i18n/languages';
import { pageMetadata } from '@/lib/seo/metadata';
import { sessionById } from '@/lib/studio/sessions';
import { markSessionViewed } from '@/lib/studio/session-views';
import { listTags } from '@/lib/studio/tags';
import { studioProject } from '@/lib/studio/project';
import { sessionParticipation } from '@/lib/usability-tests';
import { ReplayPlayer } from '@/components/studio/ReplayPlayer';
import { VisitTabs, VisitTimeline } from '@/components/studio/VisitTabs';
import { MomentLink } from '@/components/studio/MomentLink';
import { clockText } from '@/components/studio/clock';
import { sessionVisit } from '@/lib/studio/visits';
import { pagePath } from '@/lib/studio/visit-tabs';
import type { EventEntry } from '@/lib/studio/replay-index';
import { sessionTestSteps } from '@/lib/studio/replay-steps';
import { sessionNotes } from '@/lib/studio/notes';
import { sessionNeighbours } from '@/lib/studio/session-neighbours';
import { sessionSharedReplays } from '@/lib/studio/shared-replays';
import { collectionsOfSession, listCollections } from '@/lib/studio/collections';
import { siteOrigin } from '@/lib/http/request-origin';
import {
  addNoteAction,
  eraseMemberAction,
  eraseSessionAction,
  eraseVisitorAction,
} from '@/app/[lang]/_lib/studio-actions';
import { erasureCount } from '@/lib/studio/erasure';
import { ConfirmDelete } from '@/components/studio/ConfirmDelete';
import { fillSlots, slot } from '@/components/Slot';
import { requireAdmin } from '@/app/current-user';
import { langFromParams } from '@/app/[lang]/_lib/lang-param';
import { formatDateTime, isDeviceKind, localeOf } from '../../_ui/format';
import { webcamPanel } from '../../_ui/webcam';
import { replayStrings } from '../../_ui/replay-strings';
import { SharePanel } from '../../_components/SharePanel';
import { CollectionsPanel } from '../../_components/CollectionsPanel';

export async function generateMetadata({ params }: PageProps<'/[lang]/studio/sessions/[id]'>): Promise<Metadata> {
  const { lang, id } = await params;
  if (!isLang(lang)) return {};
  const t = await getTranslations({ locale: lang });
  return pageMetadata({
    lang,
    path: `/studio/sessions/${id}`,
    title: t('studio.replay.title'),
    description: t('studio.sessions.intro'),
    siteName: t('meta.siteName'),
    noindex: true,
  });
}

/**
 * One recorded session, replayed; `?t=` (a moment, ms since the epoch) is where a bug report points.
 * A usability-test participant's session shows their webcam video beside the replay, in sync (docs/decisions/0055-webcam-video-segments.md); `?test=`
 * picks the test when the session took part in several (else the latest). A session that is a tab of a visit in several
 * tabs shows the visit's tabs and their events (docs/decisions/0123-visits-across-tabs-grouped-by-time.md).
 */
export default async function StudioReplayPage({ params, searchParams }: PageProps<'/[lang]/studio/sessions/[id]'>) {
  const viewer = await requireAdmin();
  const lang = await langFromParams(params);
  const { id } = await params;
  const project = await studioProject();
  const session = await sessionById(viewer, project.id, id).catch((error: unknown) => {
    if (error instanceof AppError && error.failure.code === 'not_found') notFound();
    throw error;
  });
  // The replay is shown to this member now: the sessions list marks it as viewed for them.
  await markSessionViewed(viewer, session.id);
  const tags = await listTags(viewer, project.id);
  const query = await searchParams;
  // Whose sessions an erasure request deletes: the member's wherever they were recorded (the verified name, else the
  // one the page's script gave), and this browser's; their counts are said before the team confirms.
  const member = session.verifiedUserId ?? session.userId;
  const [
    participations,
    testSteps,
    notes,
    neighbours,
    sharedLinks,
    memberOf,
    collections,
    visitorErasure,
    memberErasure,
    visit,
  ] = await Promise.all([
    sessionParticipation(viewer, project.id, session.id),
    sessionTestSteps(viewer, project.id, session.id),
    sessionNotes(viewer, project.id, session.id),
    sessionNeighbours(viewer, project.id, session, query),
    sessionSharedReplays(viewer, project.id, session.id),
    collectionsOfSession(viewer, project.id, session.id),
    listCollections(viewer, project.id),
    erasureCount(viewer, project.id, { visitor: session.userUuid }),
    member ? erasureCount(viewer, project.id, { member }) : null,
    sessionVisit(viewer, project.id, session),
  ]);
  // The list this replay was opened from, and its sessions before and after this one, with the same filters.
  const { listParams } = neighbours;
  const replayHref = (other: string | null) =>
    other ? localizedHref(`/studio/sessions/${other}`, lang, listParams) : undefined;
  const participation = participations.find((one) => one.test.id === query.test) ?? participations[0];
  const moment = query.t;
  const startAt = typeof moment === 'string' && /^\d{1,15}$/.test(moment) ? Number(moment) : undefined;
  const t = await getTranslations({ locale: lang, namespace: 'studio.replay' });
  const assertedT = await getTranslations({ locale: lang, namespace: 'studio.assertedUser' });
  const userStrings = {
    verifiedHint: assertedT('verifiedHint'),
    asserted: { label: assertedT('label'), hint: assertedT('hint') },
  };
  const ts = await getTranslations({ locale: lang, namespace: 'studio.sessions' });
  const tt = await getTranslations({ locale: lang, namespace: 'studio.tests' });
  const deviceName = await getTranslations({ locale: lang, namespace: 'studio.devices' });
  const strings = await replayStrings(lang);
  // The other tabs of this visit (the visitor's sessions close in time), each at the moment shown where it can be.
  const tv = await getTranslations({ locale: lang, namespace: 'studio.visit' });
  const openedAt = startAt ?? session.startedAt.getTime();
  const tabLabel = (number: number) => tv('tab', { number });
  const visitOrigin = visit?.tabs[0]?.startedAt.getTime() ?? 0;
  const tabViews = (visit?.tabs ?? []).map((tab) => ({
    id: tab.id,
    label: tabLabel(tab.number),
    href: localizedHref(`/studio/sessions/${tab.id}`, lang, listParams),
    path: tab.firstPage === null ? null : pagePath(tab.firstPage),
    started: tv('started', { time: formatDateTime(lang, tab.startedAt) }),
    duration: tv('length', {
      duration: clockText(tab.lastActivityAt.getTime() - tab.startedAt.getTime(), localeOf(lang)),
    }),
    startedAt: tab.startedAt.getTime(),
    lastActivityAt: tab.lastActivityAt.getTime(),
    current: tab.id === session.id,
  }));
  const visitEvents = (visit?.events ?? []).map((event) => ({
    tab: tabLabel(event.tab),
    href: localizedHref(`/studio/sessions/${event.sessionId}`, lang, { ...listParams, t: event.at.getTime() }),
    time: clockText(event.at.getTime() - visitOrigin, localeOf(lang)),
    kind: tv(`kinds.${event.kind}`),
    text: event.kind === 'page' ? pagePath(event.name) : event.label || event.name,
    current: event.sessionId === session.id,
  }));
  const steps: EventEntry[] = testSteps.map((step) => ({
    kind: 'task',
    ts: step.at,
    jumpTo: step.at,
    label: t(`steps.${step.status}`, { task: step.taskTitle ? isolate(step.taskTitle) : t('steps.test') }),
    // A task's begin shows what the participant's panel showed (its description); its end what they answered.
    detail: [
      step.taskTitle ? step.testTitle : '',
      step.status === 'begin' ? (step.taskDescription ?? '') : '',
      step.answer ?? '',
    ]
      .filter(Boolean)
      .join(' · '),
  }));
  return (
    <div className="page wide replay-page">
      <div className="replay-bar">
        <a href={localizedHref('/studio', lang, listParams)}>{t('back')}</a>
        <h1>{t('title')}</h1>
        <p className="lead">
          {session.userId || session.verifiedUserId ? (
            <>
              <SessionUser verifiedUserId={session.verifiedUserId} userId={session.userId} strings={userStrings} />
              {' · '}
            </>
          ) : null}
          {t('facts', {
            browser: isolate(session.browser || '?'),
            os: isolate(session.os || '?'),
            device: isDeviceKind(session.device) ? deviceName(session.device) : isolate(session.device),
            // Numbers: the message formats them in the language's digits (a preformatted Persian string reads NaN).
            width: session.screenWidth,
            height: session.screenHeight,
            started: formatDateTime(lang, session.startedAt),
          })}
        </p>
        <a href={localizedHref('/studio', lang, { visitor: session.userUuid })} data-visitor-sessions>
          {ts('visitorSessions')}
        </a>
        {/* An issue in the project's tracker about the moment the replay shows when the link is followed. */}
        <MomentLink
          href={`${localizedHref('/studio/integrations', lang, { session: session.id })}#issue`}
          openedAt={openedAt}
          data-create-issue
        >
          {t('createIssue')}
        </MomentLink>
      </div>
      {visit ? (
        <VisitTabs
          title={tv('title', { count: visit.tabs.length })}
          currentLabel={tv('current')}
          tabs={tabViews}
          openedAt={openedAt}
        />
      ) : null}
      <ReplayPlayer
        dataUrl={`/api/studio/sessions/${session.id}/replay`}
        canvasUrl={`/api/studio/sessions/${session.id}/canvas`}
        strings={strings}
        tagNames={Object.fromEntries(tags.map((tag) => [String(tag.id), tag.name]))}
        startAt={startAt}
        steps={steps}
        notes={notes.map((note) => ({ at: note.at, body: note.body, author: note.author }))}
        addNote={addNoteAction.bind(null, lang, session.id)}
        notesHref={localizedHref('/studio/notes', lang)}
        neighbours={{ previous: replayHref(neighbours.previous), next: replayHref(neighbours.next) }}
        webcam={
          participation
            ? webcamPanel(
                tt,
                lang,
                session.id,
                participation,
                fillSlots(tt('webcam', { title: slot('title') }), { title: participation.test.title }),
              )
            : undefined
        }
        locale={localeOf(lang)}
      />
      {visit ? (
        <VisitTimeline
          title={tv('events')}
          capped={visit.eventsCapped ? tv('eventsCapped', { count: visitEvents.length }) : null}
          events={visitEvents}
        />
      ) : null}
      <CollectionsPanel
        lang={lang}
        sessionId={session.id}
        startAt={startAt}
        memberOf={memberOf}
        collections={collections}
        refused={query.collectionRefused}
      />
      <SharePanel
        lang={lang}
        sessionId={session.id}
        links={sharedLinks}
        origin={siteOrigin({ headers: await headers() })}
        refused={query.shareRefused === 'limit' || query.shareRefused === 'invalid' ? query.shareRefused : undefined}
      />
      <div className="replay-erase">
        <ConfirmDelete
          action={eraseSessionAction.bind(null, lang, session.id)}
          label={t('deleteSession')}
          question={t('deleteSessionQuestion')}
          confirm={t('confirmDelete')}
          cancel={t('cancel')}
        />
        <ConfirmDelete
          action={eraseVisitorAction.bind(null, lang, session.userUuid)}
          label={t('deleteVisitor')}
          question={t('deleteVisitorQuestion', { count: visitorErasure.sessions })}
          confirm={t('confirmDelete')}
          cancel={t('cancel')}
        />
        {member && memberErasure ? (
          <ConfirmDelete
            action={eraseMemberAction.bind(null, lang, member)}
            label={t('deleteMember', { name: isolate(member) })}
            question={t('deleteMemberQuestion', {
              name: isolate(member),
              count: memberErasure.sessions,
              verified: memberErasure.verified,
            })}
            confirm={t('confirmDelete')}
            cancel={t('cancel')}
          />
        ) : null}
      </div>
    </div>
  );
}
