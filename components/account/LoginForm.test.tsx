import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import type { AltchaGlobal } from 'altcha/types';
import { LoginForm } from './LoginForm';
import type { LoginFormState } from './login-form-state';
import type { ProofStrings } from './LoginProof';

// The widget itself (a web component that solves in web workers) does not run in jsdom: its module stands in, with
// the global registry of texts the page fills, and a test plays the widget's part (its hidden field, its event).
jest.mock('altcha', () => {
  const texts = new Map<string, Record<string, string>>([
    ['en', { label: "I'm not a robot", enterCode: 'Enter code', footer: 'Protected by ALTCHA' }],
  ]);
  (globalThis as { $altcha?: unknown }).$altcha = {
    i18n: {
      get: (language: string) => texts.get(language),
      set: (language: string, t: Record<string, string>) => texts.set(language, t),
    },
  };
  return {};
});

const altchaGlobal = () => (globalThis as { $altcha?: AltchaGlobal }).$altcha;

const PERSIAN: ProofStrings = {
  label: 'بررسی خودکار مرورگر',
  verifying: 'در حال بررسی...',
  verified: 'بررسی انجام شد',
  error: 'بررسی ناموفق بود. برای تلاش دوباره روی «ورود» بزنید.',
  expired: 'مهلت بررسی تمام شد. برای تلاش دوباره روی «ورود» بزنید.',
  waitAlert: 'در حال بررسی مرورگر شما... لطفاً صبر کنید.',
  verificationRequired: 'لطفاً صبر کنید تا بررسی مرورگر تمام شود.',
  verify: 'بررسی',
  loading: 'در حال بارگذاری...',
  reload: 'بارگذاری دوباره',
};

const CHALLENGE = JSON.stringify({
  parameters: { algorithm: 'PBKDF2/SHA-256', cost: 1000 },
  signature: 'ab'.repeat(32),
});

function renderForm(action: (state: LoginFormState, form: FormData) => Promise<LoginFormState>) {
  render(
    <LoginForm
      action={action}
      submitLabel="ورود"
      pendingLabel="لطفاً صبر کنید..."
      language="fa"
      proofStrings={PERSIAN}
      fields={[
        { name: 'email', label: 'ایمیل', type: 'email' },
        { name: 'pwd', label: 'رمز عبور', type: 'password' },
      ]}
    />,
  );
}

async function signIn() {
  fireEvent.change(screen.getByLabelText('ایمیل'), { target: { value: 'team@parley.example' } });
  fireEvent.change(screen.getByLabelText('رمز عبور'), { target: { value: 'studio-listens-closely' } });
  await act(async () => {
    fireEvent.click(screen.getByRole('button', { name: 'ورود' }));
  });
}

/** What the widget does once it has solved the challenge: its hidden `altcha` field holds the payload, then `verified`. */
function widgetSolves(payload: string) {
  const widget = document.querySelector('altcha-widget')!;
  const field = document.createElement('input');
  Object.assign(field, { type: 'hidden', name: 'altcha', value: payload });
  widget.append(field);
  act(() => {
    widget.dispatchEvent(new CustomEvent('verified', { detail: { payload } }));
  });
}

const refusedWithProof = (resend: boolean): LoginFormState => ({
  error: 'برای این حساب ورودهای ناموفق زیادی ثبت شده است.',
  values: { email: 'team@parley.example' },
  proof: { challenge: CHALLENGE, resend },
});

describe('the login form’s proof of work', () => {
  test('nothing of the widget loads until the server sends a challenge', async () => {
    const action = jest.fn(async () => ({ error: 'ایمیل یا رمز عبور اشتباه است.' }));
    renderForm(action);
    await signIn();
    expect(await screen.findByRole('alert')).toHaveTextContent('ایمیل یا رمز عبور اشتباه است.');
    expect(document.querySelector('altcha-widget')).toBeNull();
    expect(altchaGlobal()).toBeUndefined();
  });

  test('past the ceiling the widget gets the challenge and our texts in the page’s language, and once it has solved it the form sends itself again with the solution and the password', async () => {
    const action = jest
      .fn<Promise<LoginFormState>, [LoginFormState, FormData]>()
      .mockResolvedValueOnce(refusedWithProof(true))
      .mockResolvedValueOnce({ error: 'ایمیل یا رمز عبور اشتباه است.' });
    renderForm(action);
    await signIn();
    expect(await screen.findByRole('alert')).toHaveTextContent('ورودهای ناموفق زیادی');
    await waitFor(() => expect(document.querySelector('altcha-widget')).not.toBeNull());
    const widget = document.querySelector('altcha-widget')!;
    expect(widget.getAttribute('challenge')).toBe(CHALLENGE);
    expect(widget.getAttribute('name')).toBe('altcha');
    expect(widget.getAttribute('auto')).toBe('onload');
    expect(widget.getAttribute('language')).toBe('fa');
    expect(JSON.parse(widget.getAttribute('configuration')!)).toMatchObject({
      hideFooter: true,
      hideLogo: true,
      humanInteractionSignature: false,
    });
    // The widget reads its texts (and its direction, right to left for fa) from the registry, under the language.
    expect(altchaGlobal()!.i18n.get('fa')).toMatchObject({ ...PERSIAN, enterCode: 'Enter code' });

    await act(async () => widgetSolves('c29sdmVk'));
    await waitFor(() => expect(action).toHaveBeenCalledTimes(2));
    const resent = action.mock.calls[1]![1];
    expect(resent.get('altcha')).toBe('c29sdmVk');
    expect(resent.get('pwd')).toBe('studio-listens-closely');
    expect(resent.get('email')).toBe('team@parley.example');
  });

  test('after an attempt that brought a proof, a new challenge is solved but the form waits for the member: no loop', async () => {
    const action = jest.fn<Promise<LoginFormState>, [LoginFormState, FormData]>(async () => refusedWithProof(false));
    renderForm(action);
    await signIn();
    await waitFor(() => expect(document.querySelector('altcha-widget')).not.toBeNull());
    await act(async () => widgetSolves('c29sdmVk'));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(action).toHaveBeenCalledTimes(1);
  });
});
