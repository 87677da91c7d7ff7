'use client';

import { useEffect, useMemo, useState, useSyncExternalStore } from 'react';
import type { Lang } from '@/lib/i18n/languages';
import { isStudioPath } from '@/lib/routes/pages';
import { hasSessionHint, NO_USER, useCurrentUser } from '@/components/nav/current-user';
import {
  consentStatus,
  OPEN_PRIVACY_SETTINGS_EVENT,
  readTestConsent,
  recordingPlan,
  subscribeToConsent,
  usabilityInvitation,
  writeConsent,
  writeTestConsent,
  type ConsentChoice,
  type ConsentPanel,
  type ConsentStatus,
  type Invitation,
  type TestConsent,
} from './consent';
import { startTracker, stopTracker, type SiteTracker } from './tracker-loader';

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
  test: { title: string; text: string; signal: string; accept: string; decline: string; current: string; currentOff: string };
};

/** What the banner decides from, as one string (useSyncExternalStore compares snapshots by value). */
type Known = { status: ConsentStatus; invitation: Invitation | null; test: TestConsent | null };
const PENDING = 'pending';
const snapshot = () => JSON.stringify({ status: consentStatus(), invitation: usabilityInvitation(location.search), test: readTestConsent() } satisfies Known);

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
  const plan = state && !inStudio ? recordingPlan(state.status, state.invitation, state.test, agreedNow) : null;
  const panel: ConsentPanel = opened ?? plan?.panel ?? 'hidden';
  const record = plan?.record ?? 'no';
  const forTest = plan?.forTest ?? false;

  useEffect(() => {
    if (record === 'no') return;
    let current = true;
    void startTracker(lang, { now: record === 'now', forTest }).then((started) => current && setTracker(started));
    return () => {
      current = false;
    };
  }, [record, forTest, lang]);

  useEffect(() => {
    const reopen = () => setOpened(usabilityInvitation(location.search) ? 'test' : consentStatus() === 'signal' ? 'signal' : 'ask');
    window.addEventListener(OPEN_PRIVACY_SETTINGS_EVENT, reopen);
    return () => window.removeEventListener(OPEN_PRIVACY_SETTINGS_EVENT, reopen);
  }, []);

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
  const words = panel === 'test' ? labels.test : labels;
  const current = panel === 'test' ? testChoice : status === 'granted' || status === 'denied' ? status : null;

  return (
    <>
      {tracker && record !== 'no' && hasSessionHint() ? <MemberIdentity tracker={tracker} /> : null}
      {panel === 'hidden' ? null : (
        <section className="consent-banner" role="region" aria-labelledby="consent-title" data-consent={panel}>
          <h2 id="consent-title" className="consent-title">
            {words.title}
          </h2>
          {panel === 'signal' ? (
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
              {current ? <p className="consent-current">{current === 'granted' ? words.current : words.currentOff}</p> : null}
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

/** A signed-in member's recordings carry their username (the studio lists it); SWR shares the navigation bar's lookup. */
function MemberIdentity({ tracker }: { tracker: SiteTracker }) {
  const { username } = useCurrentUser();
  useEffect(() => {
    if (username !== NO_USER) tracker.setUserID(username);
  }, [tracker, username]);
  return null;
}
