'use client';

import { useEffect, useState, useSyncExternalStore } from 'react';
import type { Lang } from '@/lib/i18n/languages';
import { isStudioPath } from '@/lib/routes/pages';
import { hasSessionHint, NO_USER, useCurrentUser } from '@/components/nav/current-user';
import { consentStatus, OPEN_PRIVACY_SETTINGS_EVENT, subscribeToConsent, writeConsent, type ConsentChoice, type ConsentStatus } from './consent';
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
};

type Panel = 'hidden' | 'ask' | 'signal';

const noSubscription = () => () => undefined;
/** The studio's pages are never recorded (lib/routes/pages.ts isStudioPath); the server render knows nothing yet. */
const inStudioNow = () => isStudioPath(window.location.pathname);

/**
 * Design §5: the small, translated consent banner and what follows from it. Before the visitor agrees nothing is
 * recorded (the tracker is not even loaded); with Global Privacy Control or Do Not Track it is never loaded and the
 * banner never asks. "Privacy settings" in the footer shows it again to change the choice. The server render shows
 * nothing (the choice lives in the browser), and the banner is fixed, so it never shifts the page.
 * In the studio nothing is recorded whatever the choice, so the banner does not ask there and the tracker is not
 * loaded; "Privacy settings" still opens the choice, which then says that it applies to the rest of the site.
 */
export function RecordingConsent({ lang, labels }: { lang: Lang; labels: ConsentLabels }) {
  const status = useSyncExternalStore<ConsentStatus | 'pending'>(subscribeToConsent, consentStatus, () => 'pending');
  const inStudio = useSyncExternalStore(noSubscription, inStudioNow, () => false);
  // What the visitor opened or closed by hand; otherwise the banner asks only while there is no choice yet.
  const [opened, setOpened] = useState<Panel | null>(null);
  const [tracker, setTracker] = useState<SiteTracker | null>(null);
  // Whether the visitor agreed on this page (start at once) or on an earlier one (start at their first interaction).
  const [agreedNow, setAgreedNow] = useState(false);
  const panel: Panel = opened ?? (status === 'none' && !inStudio ? 'ask' : 'hidden');

  useEffect(() => {
    if (status !== 'granted' || inStudio) return;
    let current = true;
    void startTracker(lang, { now: agreedNow }).then((started) => current && setTracker(started));
    return () => {
      current = false;
    };
  }, [status, lang, agreedNow, inStudio]);

  useEffect(() => {
    const reopen = () => setOpened(consentStatus() === 'signal' ? 'signal' : 'ask');
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
    writeConsent(choice);
  };

  return (
    <>
      {tracker && status === 'granted' && hasSessionHint() ? <MemberIdentity tracker={tracker} /> : null}
      {panel === 'hidden' ? null : (
        <section className="consent-banner" role="region" aria-labelledby="consent-title">
          <h2 id="consent-title" className="consent-title">
            {labels.title}
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
              <p>{labels.text}</p>
              {inStudio ? <p className="consent-current">{labels.studio}</p> : null}
              {status === 'granted' || status === 'denied' ? (
                <p className="consent-current">{status === 'granted' ? labels.current : labels.currentOff}</p>
              ) : null}
              <div className="consent-actions">
                <button type="button" className="button primary small" onClick={() => decide('granted')}>
                  {labels.accept}
                </button>
                <button type="button" className="button secondary small" onClick={() => decide('denied')}>
                  {labels.decline}
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
