import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { getTranslations } from 'next-intl/server';
import { getLibrary } from '@/lib/content/load';
import { localize } from '@/lib/content/localize';
import { renderMarkdown } from '@/lib/content/markdown';
import { localizedHref } from '@/lib/i18n/routing';
import { isLang } from '@/lib/i18n/languages';
import { pageMetadata } from '@/lib/seo/metadata';
import { articleJsonLd, jsonLdScript } from '@/lib/seo/json-ld';
import { JsonLd } from '@/components/content/JsonLd';
import { Prose } from '@/components/content/Prose';
import { formatDate } from '@/components/content/format-date';
import { langFromParams } from '@/app/[lang]/_lib/lang-param';

// One route per entry of the static list of blog posts; anything else is the not-found screen.
export const dynamicParams = false;

export function generateStaticParams(): { url: string }[] {
  return getLibrary().blog.map((post) => ({ url: post.url }));
}

function findPost(url: string) {
  const post = getLibrary().blogByUrl.get(url);
  if (!post) notFound();
  return post;
}

export async function generateMetadata({ params }: PageProps<'/[lang]/blog/[url]'>): Promise<Metadata> {
  const { lang, url } = await params;
  if (!isLang(lang)) return {};
  const post = findPost(url);
  const shown = localize(post, lang);
  const t = await getTranslations({ locale: lang });
  return pageMetadata({
    lang,
    path: `/blog/${url}`,
    title: shown.title,
    description: shown.description,
    siteName: t('meta.siteName'),
    type: 'article',
    publishedTime: post.date,
  });
}

export default async function BlogPostPage({ params }: PageProps<'/[lang]/blog/[url]'>) {
  const lang = await langFromParams(params);
  const { url } = await params;
  const post = findPost(url);
  const shown = localize(post, lang);
  const t = await getTranslations();

  return (
    <article className="page reading">
      <nav className="breadcrumbs" aria-label={t('blog.title')}>
        <a href={localizedHref('/blog', lang)}>{t('blog.backToBlog')}</a>
      </nav>
      {shown.isFallback ? (
        <p className="note" role="note">
          {t('blog.fallbackNote', { language: t(`languageNames.${lang}`) })}
        </p>
      ) : null}
      <header className="article-header">
        <p className="eyebrow">
          <time dateTime={post.date}>{formatDate(post.date, lang)}</time> · {t('blog.by', { author: post.author })}
        </p>
        <h1 lang={shown.contentLang} dir="auto">
          {shown.title}
        </h1>
      </header>
      <Prose html={renderMarkdown(shown.body, lang)} lang={shown.contentLang} />
      <JsonLd
        json={jsonLdScript(
          articleJsonLd({
            type: 'BlogPosting',
            path: `/blog/${url}`,
            lang,
            title: shown.title,
            description: shown.description,
            contentLang: shown.contentLang,
            date: post.date,
            author: post.author,
          }),
        )}
      />
    </article>
  );
}
