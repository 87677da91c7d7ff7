import { createConsent, PRIVACY_SIGNAL_REASON } from './consent';

const signals = (gpc: boolean | undefined, dnt: string | null) => {
  Object.defineProperty(navigator, 'globalPrivacyControl', { value: gpc, configurable: true });
  Object.defineProperty(navigator, 'doNotTrack', { value: dnt, configurable: true });
};
afterEach(() => signals(undefined, null));

describe('consent', () => {
  it('refuses with Global Privacy Control on', () => {
    signals(true, null);
    expect(createConsent()()).toBe(PRIVACY_SIGNAL_REASON);
  });

  it("refuses with Do Not Track on ('1'), not with it off ('0') or unset", () => {
    signals(undefined, '1');
    expect(createConsent()()).toBe(PRIVACY_SIGNAL_REASON);
    signals(undefined, '0');
    expect(createConsent()()).toBeNull();
    signals(false, null);
    expect(createConsent()()).toBeNull();
  });

  it('allows everything when the site does not respect the signals', () => {
    signals(true, '1');
    expect(createConsent(false)()).toBeNull();
  });

  it('reads the signals at every call, not once', () => {
    const consent = createConsent();
    expect(consent()).toBeNull();
    signals(true, null);
    expect(consent()).toBe(PRIVACY_SIGNAL_REASON);
  });
});
