/** The browser every end-to-end test drives: Debian's Chromium (never a downloaded one), with these flags. */
export const CHROMIUM_PATH = '/usr/bin/chromium';
export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-dev-shm-usage',
  '--disable-background-networking',
  '--disable-component-update',
  '--no-first-run',
];
/** A fake webcam (a test pattern) and microphone (a beep) instead of real devices. */
export const FAKE_MEDIA_DEVICES = '--use-fake-device-for-media-stream';
/** Answers every camera and microphone prompt with yes; without it, headless Chromium refuses them. */
export const GRANT_MEDIA_PROMPTS = '--use-fake-ui-for-media-stream';
