import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { getTranslations } from 'next-intl/server';
import { getLibrary } from '@/lib/content/load';
import { renderMarkdown } from '@/lib/content/markdown';
import { isLang, languageOption, type Lang } from '@/lib/i18n/languages';
import { pageMetadata } from '@/lib/seo/metadata';
import { Prose } from '@/components/content/Prose';
import { langFromParams } from '@/app/[lang]/_lib/lang-param';

function impressum(lang: Lang) {
  const page = getLibrary().pages.get('impressum')?.[lang];
  if (!page) notFound();
  return page;
}

export async function generateMetadata({ params }: PageProps<'/[lang]/impressum'>): Promise<Metadata> {
  const { lang } = await params;
  if (!isLang(lang)) return {};
  const page = impressum(lang);
  const t = await getTranslations({ locale: lang });
  return pageMetadata({
    lang,
    path: '/impressum',
    title: page.title,
    description: page.description,
    siteName: t('meta.siteName'),
  });
}

export default async function ImpressumPage({ params }: PageProps<'/[lang]/impressum'>) {
  const lang = await langFromParams(params);
  const page = impressum(lang);
  return (
    <article className="page reading">
      <h1>{page.title}</h1>
      <Prose html={renderMarkdown(page.body, lang)} lang={languageOption(lang).htmlLang} />
    </article>
  );
}
