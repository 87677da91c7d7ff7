'use client';

import { OPEN_PRIVACY_SETTINGS_EVENT } from './consent';

/** The footer's way back to the recording choice (the choice can always be changed: docs/decisions/0060-recording-consent.md). */
export function PrivacySettingsButton({ label }: { label: string }) {
  return (
    <button
      type="button"
      className="link-button"
      onClick={() => window.dispatchEvent(new Event(OPEN_PRIVACY_SETTINGS_EVENT))}
    >
      {label}
    </button>
  );
}
