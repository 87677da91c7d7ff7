import { getTranslations } from 'next-intl/server';
import type { ReplayStrings } from '@/components/studio/ReplayPlayer';
import { FRUSTRATION_KINDS } from '@/lib/recordings/frustration';
import type { Lang } from '@/lib/i18n/languages';
import { ENTRY_KINDS, MARKER_KINDS } from '@/lib/studio/replay-index';
import { SHORTCUT_SHEET } from '@/lib/studio/replay-shortcuts';
import { SEEK_PAGE_MS, SEEK_STEP_MS } from '@/lib/studio/replay-timeline';

/** The replay player's words in `lang`: the studio's replay page and a public link's page say the same. */
export async function replayStrings(lang: Lang): Promise<ReplayStrings> {
  const t = await getTranslations({ locale: lang, namespace: 'studio.replay' });
  return {
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
}
