'use client';

import { useEffect, useMemo, useState, useSyncExternalStore } from 'react';
import type { Lang } from '@/lib/i18n/languages';
import { isStudioPath } from '@/lib/routes/pages';
import { usePathname } from 'next/navigation';
import { hasSessionHint, NO_USER, readMemberHint, useCurrentUser } from '@/components/account/current-user';
import {
  consentStatus,
  OPEN_PRIVACY_SETTINGS_EVENT,
  readTestConsent,
  recordingPlan,
  subscribeToConsent,
  testLinkStatusUrl,
  usabilityInvitation,
  writeConsent,
  writeTestConsent,
  type ConsentChoice,
  type ConsentPanel,
  type ConsentStatus,
  type Invitation,
  type LinkStatus,
  type TestConsent,
} from './consent';
import { identifyMember, PROJECT_KEY, startTracker, stopTracker, type SiteTracker } from './tracker-loader';
import { loadServerFlags } from './feature-flags';
import { UXT_STORAGE_KEYS } from '@parley/tracker/constants';

export type ConsentLabels = {
  title: string;
  text: string;
  accept: string;
  decline: string;
  signal: string;
  close: string;
  current: string;
  currentOff: string;
  /** Shown with the choice when it is opened inside the studio, where nothing is recorded. */
  studio: string;
  /** The question for a usability-test participant (a test link, or a test in progress). */
  test: {
    title: string;
    text: string;
    signal: string;
    accept: string;
    decline: string;
    current: string;
    currentOff: string;
    /** A link to a test that is closed or unknown. */
    endedTitle: string;
    ended: string;
  };
};

/** What the banner decides from, as one string (useSyncExternalStore compares snapshots by value). */
type Known = { status: ConsentStatus; invitation: Invitation | null; test: TestConsent | null };
const PENDING = 'pending';
const snapshot = () =>
  JSON.stringify({
    status: consentStatus(),
    invitation: usabilityInvitation(location.search),
    test: readTestConsent(),
  } satisfies Known);

const noSubscription = () => () => undefined;
/** The studio's pages are never recorded (lib/routes/pages.ts isStudioPath); the server render knows nothing yet. */
const inStudioNow = () => isStudioPath(window.location.pathname);

/**
 * The small, translated consent banner (docs/decisions/0060-recording-consent.md) and what follows from it (consent.ts `recordingPlan`). Before the
 * visitor agrees nothing is recorded (the tracker is not even loaded); with Global Privacy Control or Do Not Track it
 * is never loaded and the banner never asks, except about a usability test the visitor followed a link to. "Privacy
 * settings" in the footer shows it again to change the choice. The server render shows nothing (the choice lives in
 * the browser), and the banner is fixed, so it never shifts the page.
 * In the studio nothing is recorded whatever the choice, so the banner does not ask there and the tracker is not
 * loaded; "Privacy settings" still opens the choice, which then says that it applies to the rest of the site.
 */
export function RecordingConsent({ lang, labels }: { lang: Lang; labels: ConsentLabels }) {
  const known = useSyncExternalStore(subscribeToConsent, snapshot, () => PENDING);
  const inStudio = useSyncExternalStore(noSubscription, inStudioNow, () => false);
  const state = useMemo(() => (known === PENDING ? null : (JSON.parse(known) as Known)), [known]);
  // What the visitor opened or closed by hand; otherwise the plan decides whether the banner asks.
  const [opened, setOpened] = useState<ConsentPanel | null>(null);
  const [tracker, setTracker] = useState<SiteTracker | null>(null);
  // Whether the visitor agreed on this page (start at once) or on an earlier one (start at their first interaction).
  const [agreedNow, setAgreedNow] = useState(false);
  const invitedTo = state?.invitation?.testId ?? null;
  const link = useLinkStatus(invitedTo, state?.invitation?.byLink ?? false);
  const plan = state && !inStudio ? recordingPlan(state.status, state.invitation, state.test, agreedNow, link) : null;
  const panel: ConsentPanel = opened ?? plan?.panel ?? 'hidden';
  const record = plan?.record ?? 'no';
  const forTest = plan?.forTest ?? false;
  const planned = plan !== null;

  useEffect(() => {
    if (record === 'no') {
      // No tracker to serve the flags: the server evaluates them without one (docs/decisions/0110-flags-at-render.md).
      // The plan is null in the studio and before the choice is read.
      if (planned) void loadServerFlags();
      return;
    }
    let current = true;
    void startTracker(lang, { now: record === 'now', forTest }).then((started) => current && setTracker(started));
    return () => {
      current = false;
    };
  }, [record, forTest, lang, planned]);

  useEffect(() => {
    const reopen = () =>
      setOpened(
        usabilityInvitation(location.search) && link === 'open'
          ? 'test'
          : consentStatus() === 'signal'
            ? 'signal'
            : 'ask',
      );
    window.addEventListener(OPEN_PRIVACY_SETTINGS_EVENT, reopen);
    return () => window.removeEventListener(OPEN_PRIVACY_SETTINGS_EVENT, reopen);
  }, [link]);

  const decide = (choice: ConsentChoice) => {
    setOpened('hidden');
    setAgreedNow(choice === 'granted');
    if (choice === 'denied') {
      void stopTracker();
      setTracker(null);
    }
    const invitation = usabilityInvitation(location.search);
    if (panel === 'test' && invitation) writeTestConsent({ testId: invitation.testId, choice });
    else writeConsent(choice);
  };

  const status = state?.status;
  const testChoice = state?.invitation && state.test?.testId === state.invitation.testId ? state.test.choice : null;
  const words =
    panel === 'test' ? labels.test : panel === 'ended' ? { ...labels, title: labels.test.endedTitle } : labels;
  const current = panel === 'test' ? testChoice : status === 'granted' || status === 'denied' ? status : null;

  return (
    <>
      {tracker || record !== 'no' ? <MemberIdentity /> : null}
      {panel === 'hidden' ? null : (
        <section className="consent-banner" role="region" aria-labelledby="consent-title" data-consent={panel}>
          <h2 id="consent-title" className="consent-title">
            {words.title}
          </h2>
          {panel === 'ended' ? (
            <>
              <p>{labels.test.ended}</p>
              <div className="consent-actions">
                <button type="button" className="button secondary small" onClick={() => setOpened('hidden')}>
                  {labels.close}
                </button>
              </div>
            </>
          ) : panel === 'signal' ? (
            <>
              <p>{labels.signal}</p>
              <div className="consent-actions">
                <button type="button" className="button secondary small" onClick={() => setOpened('hidden')}>
                  {labels.close}
                </button>
              </div>
            </>
          ) : (
            <>
              <p>{words.text}</p>
              {inStudio ? <p className="consent-current">{labels.studio}</p> : null}
              {panel === 'test' && status === 'signal' ? <p>{labels.test.signal}</p> : null}
              {current ? (
                <p className="consent-current">{current === 'granted' ? words.current : words.currentOff}</p>
              ) : null}
              <div className="consent-actions">
                <button type="button" className="button primary small" onClick={() => decide('granted')}>
                  {words.accept}
                </button>
                <button type="button" className="button secondary small" onClick={() => decide('denied')}>
                  {words.decline}
                </button>
              </div>
            </>
          )}
        </section>
      )}
    </>
  );
}

/**
 * Whether the test a page invites to is still open, asked of the site once per test (`pending` until it answers). An
 * answer that does not come says `open`: the tracker asks again and shows nothing for a test that has ended. Stored
 * progress of a test that has ended is forgotten, so no later page asks about it.
 */
function useLinkStatus(testId: string | null, byLink: boolean): LinkStatus {
  const [known, setKnown] = useState<Record<string, LinkStatus>>({});
  useEffect(() => {
    if (!testId) return;
    let current = true;
    const settle = (status: LinkStatus) => {
      if (!current) return;
      if (status === 'ended' && !byLink) window.localStorage.removeItem(UXT_STORAGE_KEYS.active);
      setKnown((all) => ({ ...all, [testId]: status }));
    };
    fetch(testLinkStatusUrl(testId, PROJECT_KEY), { headers: { accept: 'application/json' } })
      .then(async (response) =>
        settle(response.ok && ((await response.json()) as { status?: unknown }).status === 'ended' ? 'ended' : 'open'),
      )
      .catch(() => settle('open'));
    return () => {
      current = false;
    };
  }, [testId, byLink]);
  return testId ? (known[testId] ?? 'pending') : 'open';
}

/**
 * A signed-in member's recordings and flags carry their username (the studio lists it; flags may target members): the
 * hint cookie names them at once, on every page and after signing in on this one (the path changes then); without the
 * name in it, SWR shares the navigation bar's lookup.
 */
function MemberIdentity() {
  const pathname = usePathname();
  useEffect(() => {
    const name = readMemberHint();
    if (name) void identifyMember(name);
  }, [pathname]);
  return hasSessionHint() && readMemberHint() === '' ? <LookedUpMember /> : null;
}

function LookedUpMember() {
  const { username } = useCurrentUser();
  useEffect(() => {
    if (username !== NO_USER) void identifyMember(username);
  }, [username]);
  return null;
}
