import type { Metadata } from 'next';
import { cache } from 'react';
import { notFound } from 'next/navigation';
import { getTranslations } from 'next-intl/server';
import { getProfile } from '@/lib/discussion';
import { localizedHref } from '@/lib/i18n/routing';
import { isLang, type Lang } from '@/lib/i18n/languages';
import { pageMetadata } from '@/lib/seo/metadata';
import { formatDate } from '@/components/content/format-date';
import { QuestionList } from '@/components/discussion/QuestionList';
import { langFromParams } from '@/app/[lang]/_lib/lang-param';

/**
 * The profile, loaded once for the metadata and the page together. Next.js hands the page its segment decoded
 * (`/user/%25` is `%`): decoding it again would throw on a `%` instead of finding no such member.
 */
const loadProfile = cache((username: string, lang: Lang) => getProfile(username, { lang }));

export async function generateMetadata({ params }: PageProps<'/[lang]/user/[username]'>): Promise<Metadata> {
  const { lang, username } = await params;
  if (!isLang(lang)) return {};
  const profile = await loadProfile(username, lang);
  if (!profile) return {};
  const t = await getTranslations({ locale: lang });
  return pageMetadata({
    lang,
    path: `/user/${profile.username}`,
    title: profile.username,
    description: t('discussion.profileJoined', { date: formatDate(profile.joinedAt.toISOString().slice(0, 10), lang) }),
    siteName: t('meta.siteName'),
  });
}

/** /user/{username}: join date, questions, answers and groups. */
export default async function ProfilePage({ params }: PageProps<'/[lang]/user/[username]'>) {
  const lang = await langFromParams(params);
  const { username } = await params;
  const profile = await loadProfile(username, lang);
  if (!profile) notFound();
  const t = await getTranslations({ locale: lang, namespace: 'discussion' });
  return (
    <div className="page">
      <h1 dir="auto">{profile.username}</h1>
      <p className="meta">
        {t('profileJoined', { date: formatDate(profile.joinedAt.toISOString().slice(0, 10), lang) })}
      </p>
      <section aria-labelledby="profile-groups">
        <h2 id="profile-groups">{t('profileGroups')}</h2>
        {profile.groups.length === 0 ? (
          <p>{t('profileNone')}</p>
        ) : (
          <ul className="topics">
            {profile.groups.map((group) => (
              <li key={group.slug}>
                <a href={localizedHref(`/group/${group.slug}`, lang)} dir="auto">
                  {group.name}
                </a>
              </li>
            ))}
          </ul>
        )}
      </section>
      <section aria-labelledby="profile-questions">
        <h2 id="profile-questions">{t('profileQuestions')}</h2>
        {profile.questions.length === 0 ? (
          <p>{t('profileNone')}</p>
        ) : (
          <QuestionList questions={profile.questions} lang={lang} headingLevel="h3" />
        )}
      </section>
      <section aria-labelledby="profile-answers">
        <h2 id="profile-answers">{t('profileAnswers')}</h2>
        {profile.answers.length === 0 ? (
          <p>{t('profileNone')}</p>
        ) : (
          <ul className="cards">
            {profile.answers.map((answer, index) => (
              <li key={`${answer.questionSlug}-${index}`} className="card">
                <h3 className="card-title" dir="auto">
                  <a href={localizedHref(`/question/${answer.questionSlug}`, lang)}>{answer.questionTitle}</a>
                </h3>
                <p className="card-text" dir="auto">
                  {answer.excerpt}
                </p>
                <p className="meta">
                  <time dateTime={answer.createdAt.toISOString()}>
                    {formatDate(answer.createdAt.toISOString().slice(0, 10), lang)}
                  </time>{' '}
                  · {t('score', { count: answer.score })}
                </p>
              </li>
            ))}
          </ul>
        )}
      </section>
    </div>
  );
}
