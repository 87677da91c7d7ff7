import { getTranslations } from 'next-intl/server';
import { AssertedUserId } from '@/components/studio/AssertedUserId';
import type { Lang } from '@/lib/i18n/languages';

/** Who took part: the user id the site asserted for them, or an anonymous participant named by their session. */
export async function Respondent({
  lang,
  userId,
  sessionId,
}: {
  lang: Lang;
  userId: string | null;
  sessionId: string;
}) {
  if (!userId) {
    const t = await getTranslations({ locale: lang, namespace: 'studio.tests' });
    return t('anonymous', { id: sessionId.slice(0, 8) });
  }
  const assertedT = await getTranslations({ locale: lang, namespace: 'studio.assertedUser' });
  return <AssertedUserId userId={userId} strings={{ label: assertedT('label'), hint: assertedT('hint') }} />;
}
