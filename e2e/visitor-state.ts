/**
 * The browser state most end-to-end visitors start with: they already declined recording, so the consent banner
 * (components/tracking/RecordingConsent.tsx) does not cover what they click. The recording tests start fresh.
 */
export function declinedRecording(origin: string) {
  return { cookies: [], origins: [{ origin, localStorage: [{ name: 'parley.recordingConsent', value: 'denied' }] }] };
}
