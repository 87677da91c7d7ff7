import { fireEvent, render, screen } from '@testing-library/react';
import { LanguageDialog } from './LanguageDialog';
import { changeLanguage, LANGUAGE_EVENT } from './saved-language';
import { languageChoices } from '@/lib/i18n/languages';
import { queuedEvents } from '@/lib/analytics/events';

const languages = languageChoices();
const labels = { title: 'Select Language', close: 'Close', current: 'current' };

beforeEach(() => {
  window.sessionStorage.clear();
  window.localStorage.clear();
  document.cookie = 'lang=; Max-Age=0; Path=/';
  window.history.replaceState(null, '', '/articles/on-listening?lang=original');
});

describe('language dialog', () => {
  test('is titled Select Language, lists the five options and marks the current one', () => {
    render(
      <LanguageDialog current="de" languages={languages} labels={labels} onSelect={jest.fn()} onClose={jest.fn()} />,
    );
    expect(screen.getByRole('dialog', { name: 'Select Language' })).toHaveAttribute('aria-modal', 'true');
    expect(screen.getByRole('heading', { name: 'Select Language' })).toBeInTheDocument();
    const current = screen.getByRole('button', { name: /Deutsch/ });
    expect(current).toHaveAttribute('aria-current', 'true');
    expect(current).toHaveFocus();
    expect(screen.getByText('فارسی')).toHaveAttribute('lang', 'fa');
  });

  test('names each language in itself, in its own language and direction', () => {
    render(
      <LanguageDialog current="de" languages={languages} labels={labels} onSelect={jest.fn()} onClose={jest.fn()} />,
    );
    const names = screen
      .getAllByRole('button')
      .slice(0, 5)
      .map((button) => button.firstElementChild);
    expect(names.map((name) => name?.textContent)).toEqual([
      'Original',
      'Enhanced English',
      'Deutsch',
      'فارسی',
      'Español',
    ]);
    expect(screen.getByText('فارسی')).toHaveAttribute('dir', 'rtl');
    expect(screen.getByText('Deutsch')).toHaveAttribute('lang', 'de');
    expect(screen.queryByText('German')).toBeNull();
    expect(screen.queryByText('Persian')).toBeNull();
  });

  test('Close and Escape close it; choosing another language selects it', () => {
    const onSelect = jest.fn();
    const onClose = jest.fn();
    render(
      <LanguageDialog current="original" languages={languages} labels={labels} onSelect={onSelect} onClose={onClose} />,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Close' }));
    fireEvent.keyDown(document, { key: 'Escape' });
    expect(onClose).toHaveBeenCalledTimes(2);
    fireEvent.click(screen.getByRole('button', { name: /Español/ }));
    expect(onSelect).toHaveBeenCalledWith('es');
  });

  test('keeps focus inside: Tab from Close goes to the first option, Shift+Tab from the first option to Close', () => {
    render(
      <>
        <button type="button">behind the dialog</button>
        <LanguageDialog current="de" languages={languages} labels={labels} onSelect={jest.fn()} onClose={jest.fn()} />
      </>,
    );
    const close = screen.getByRole('button', { name: 'Close' });
    const first = screen.getByRole('button', { name: 'Original' });
    close.focus();
    fireEvent.keyDown(close, { key: 'Tab' });
    expect(first).toHaveFocus();
    fireEvent.keyDown(first, { key: 'Tab', shiftKey: true });
    expect(close).toHaveFocus();
    // Focus that lands behind the dialog is brought back in with the next Tab.
    screen.getByRole('button', { name: 'behind the dialog' }).focus();
    fireEvent.keyDown(document.activeElement!, { key: 'Tab' });
    expect(first).toHaveFocus();
  });

  test('changing the language saves it, writes it into the address, records settings/language and reloads', () => {
    const reload = jest.fn();
    changeLanguage('fa', 'original', reload);
    expect(window.localStorage.getItem('lang')).toBe('fa');
    expect(document.cookie).toContain('lang=fa');
    expect(window.location.search).toBe('?lang=fa');
    expect(window.location.pathname).toBe('/articles/on-listening');
    expect(queuedEvents()).toEqual([
      { name: LANGUAGE_EVENT, data: { from: 'original', to: 'fa' }, at: expect.any(Number) },
    ]);
    expect(reload).toHaveBeenCalledTimes(1);
  });
});
