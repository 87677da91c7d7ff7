import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { NotFoundScreen } from '@/components/NotFoundScreen';
import { isLang } from '@/lib/i18n/languages';
import { langFromParams } from '@/app/[lang]/_lib/lang-param';

// The prerendered not-found screen. proxy.ts rewrites every unknown path here with status 404.
export async function generateMetadata({ params }: PageProps<'/[lang]/not-found-screen'>): Promise<Metadata> {
  const { lang } = await params;
  if (!isLang(lang)) return {};
  const t = await getTranslations({ locale: lang });
  return { title: `${t('notFound.title')} · ${t('meta.siteName')}`, robots: { index: false, follow: true } };
}

export default async function NotFoundScreenPage({ params }: PageProps<'/[lang]/not-found-screen'>) {
  return <NotFoundScreen lang={await langFromParams(params)} />;
}
