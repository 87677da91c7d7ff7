import { getTranslations } from 'next-intl/server';
import { isolate } from '@/lib/i18n/bidi';
import type { Lang } from '@/lib/i18n/languages';
import { USER_ID_MAX_LENGTH } from '@/lib/recordings/token-claims';

const SCOPES = ['session', 'visitor', 'member'] as const;

/**
 * What an erasure deleted, said on the list it returns to (the erase actions send `erased`, `scope` and, for a
 * member, `member`): a count the server returned, never a promise. Nothing for an address that says none.
 */
export async function ErasedNotice({
  lang,
  search,
}: {
  lang: Lang;
  search: Record<string, string | string[] | undefined>;
}) {
  const erased = typeof search.erased === 'string' && /^\d{1,9}$/.test(search.erased) ? Number(search.erased) : null;
  const scope = SCOPES.find((one) => one === search.scope);
  if (erased === null || !scope) return null;
  const member = typeof search.member === 'string' ? search.member.slice(0, USER_ID_MAX_LENGTH) : '';
  const t = await getTranslations({ locale: lang, namespace: 'studio.sessions.erased' });
  return (
    <p className="form-notice" role="status" data-erased={erased}>
      {scope === 'member' ? t('member', { count: erased, name: isolate(member) }) : t(scope, { count: erased })}
    </p>
  );
}
