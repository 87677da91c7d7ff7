import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { getTranslations } from 'next-intl/server';
import { SessionUser } from '@/components/studio/SessionUser';
import { AppError } from '@/lib/errors';
import { localizedHref } from '@/lib/i18n/routing';
import { isolate } from '@/lib/i18n/bidi';
import { isLang } from '@/lib/i18n/languages';
import { pageMetadata } from '@/lib/seo/metadata';
import { sessionById } from '@/lib/studio/sessions';
import { listTags } from '@/lib/studio/tags';
import { studioProject } from '@/lib/studio/project';
import { sessionParticipation } from '@/lib/usability-tests';
import { ReplayPlayer, type ReplayStrings } from '@/components/studio/ReplayPlayer';
import { ENTRY_KINDS, MARKER_KINDS, type EventEntry } from '@/lib/studio/replay-index';
import { FRUSTRATION_KINDS } from '@/lib/recordings/frustration';
import { sessionTestSteps } from '@/lib/studio/replay-steps';
import { sessionNotes } from '@/lib/studio/notes';
import { sessionNeighbours } from '@/lib/studio/session-neighbours';
import { SEEK_PAGE_MS, SEEK_STEP_MS } from '@/lib/studio/replay-timeline';
import { SHORTCUT_SHEET } from '@/lib/studio/replay-shortcuts';
import { addNoteAction, eraseSessionAction, eraseVisitorAction } from '@/app/[lang]/_lib/studio-actions';
import { ConfirmDelete } from '@/components/studio/ConfirmDelete';
import { fillSlots, slot } from '@/components/Slot';
import { requireAdmin } from '@/app/current-user';
import { langFromParams } from '@/app/[lang]/_lib/lang-param';
import { formatDateTime, isDeviceKind, localeOf } from '../../_ui/format';
import { webcamPanel } from '../../_ui/webcam';

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
 * picks the test when the session took part in several (else the latest).
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
  const tags = await listTags(viewer, project.id);
  const query = await searchParams;
  const [participations, testSteps, notes, neighbours] = await Promise.all([
    sessionParticipation(viewer, project.id, session.id),
    sessionTestSteps(viewer, project.id, session.id),
    sessionNotes(viewer, project.id, session.id),
    sessionNeighbours(viewer, project.id, session, query),
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
  const strings: ReplayStrings = {
    frameTitle: t('title'),
    play: t('play'),
    pause: t('pause'),
    speed: t('speed'),
    skipInactivity: t('skipInactivity'),
    timeline: t('timeline'),
    position: t('position'),
    legend: t('legend'),
    loading: t.raw('loading') as string,
    loadFailed: t('loadFailed'),
    empty: t('empty'),
    network: t('network'),
    errors: t('errors'),
    canvas: t('canvas'),
    noNetwork: t('noNetwork'),
    noErrors: t('noErrors'),
    noCanvas: t('noCanvas'),
    method: t('method'),
    url: t('url'),
    status: t('status'),
    durationMs: t('durationMs'),
    at: t('at'),
    stack: t('stack'),
    noteAt: t.raw('noteAt') as string,
    copyLink: t('copyLink'),
    linkCopied: t('linkCopied'),
    copyFailed: t('copyFailed'),
    notes: t('notes'),
    noNotes: t('noNotes'),
    addNote: t('addNote'),
    allNotes: t('allNotes'),
    filterNetwork: t('filterNetwork'),
    details: t('details'),
    requestKind: t('requestKind'),
    requestSize: t('requestSize'),
    responseSize: t('responseSize'),
    noAnswer: t('noAnswer'),
    console: t('console'),
    noConsole: t('noConsole'),
    consoleLevel: t('consoleLevel'),
    allLevels: t('allLevels'),
    filterConsole: t('filterConsole'),
    events: t('events'),
    searchEvents: t('searchEvents'),
    noEvents: t('noEvents'),
    kinds: Object.fromEntries(ENTRY_KINDS.map((kind) => [kind, t(`markers.${kind}`)])) as ReplayStrings['kinds'],
    markers: Object.fromEntries(
      [...MARKER_KINDS, ...FRUSTRATION_KINDS].map((kind) => [kind, t(`markers.${kind}`)]),
    ) as ReplayStrings['markers'],
    fields: { password: t('fields.password'), checked: t('fields.checked'), unchecked: t('fields.unchecked') },
    theatre: t('theatre'),
    fullscreen: t('fullscreen'),
    zoom: t('zoom'),
    zoomFit: t.raw('zoomFit') as string,
    shortcuts: t('shortcuts'),
    listSessions: t('listSessions'),
    previousSession: t('previousSession'),
    nextSession: t('nextSession'),
    sheet: {
      title: t('sheet.title'),
      close: t('sheet.close'),
      singleKeys: t('sheet.singleKeys'),
      or: t('sheet.or'),
      actions: Object.fromEntries(
        SHORTCUT_SHEET.map(({ action }) => [
          action,
          t(`sheet.actions.${action}`, { seconds: (action === 'seekFar' ? SEEK_PAGE_MS : SEEK_STEP_MS) / 1000 }),
        ]),
      ) as ReplayStrings['sheet']['actions'],
      keys: {
        space: t('sheet.keys.space'),
        shift: t('sheet.keys.shift'),
        home: t('sheet.keys.home'),
        end: t('sheet.keys.end'),
        escape: t('sheet.keys.escape'),
        enter: t('sheet.keys.enter'),
        tab: t('sheet.keys.tab'),
      },
    },
  };
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
      </div>
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
          question={t('deleteVisitorQuestion')}
          confirm={t('confirmDelete')}
          cancel={t('cancel')}
        />
      </div>
    </div>
  );
}
