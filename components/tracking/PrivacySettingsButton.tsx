'use client';

import { OPEN_PRIVACY_SETTINGS_EVENT } from './consent';

/** The footer's way back to the recording choice (design §5: the choice can be changed). */
export function PrivacySettingsButton({ label }: { label: string }) {
  return (
    <button type="button" className="link-button" onClick={() => window.dispatchEvent(new Event(OPEN_PRIVACY_SETTINGS_EVENT))}>
      {label}
    </button>
  );
}
