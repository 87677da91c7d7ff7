'use server';

import { headers } from 'next/headers';
import { redirect } from 'next/navigation';
import { refresh } from 'next/cache';
import { getTranslations } from 'next-intl/server';
import {
  answerQuestion,
  askQuestion,
  createGroup,
  editAnswer,
  editQuestion,
  fileBugReport,
  joinGroup,
  leaveGroup,
  QUESTION_BODY_MAX_LENGTH,
  renderUserMarkdown,
  report,
  vote,
} from '@/lib/discussion';
import { clientAddress } from '@/lib/http/client-address';
import type { Lang } from '@/lib/i18n/languages';
import { localizedHref } from '@/lib/i18n/routing';
import type { FormState } from '@/components/forms/form-state';
import { currentUser } from '../../current-user';
import { unreadableActionInput } from './action-input';
import { formFailure } from './form-failure';
import { feedPagesChanged, questionPageChanged } from './revalidate-pages';

// The discussion area's writes from the web UI. Each checks the session itself (a server action is a public
// endpoint), calls lib/discussion, and answers with a translated message or a redirect back to the changed page.

const text = (form: FormData, name: string) => {
  const value = form.get(name);
  return typeof value === 'string' ? value : '';
};

/**
 * Back on the question page (where these forms are), at the answer. The question page is the page the member is on:
 * a redirect to it with only a new #fragment is a hash change to the router, which would keep showing the page
 * without the new or edited answer; refresh() renders it again with the action's answer.
 */
function showOnQuestionPage(lang: Lang, slug: string, answerId: string, { isNew }: { isNew: boolean }): never {
  refresh();
  // `new` marks an answer just written, which the page highlights.
  redirect(`${localizedHref(`/question/${slug}`, lang, { new: isNew ? answerId : undefined })}#answer-${answerId}`);
}

async function signedInOrLogin(lang: Lang) {
  const user = await currentUser();
  if (!user) redirect(localizedHref('/login', lang));
  return user;
}

/**
 * The ask form's preview: the member's markdown through the same sanitizing renderer that stores posts. Members only
 * (anyone else gets nothing), and no longer than a question may be.
 */
export async function previewMarkdown(markdown: string): Promise<string> {
  if (typeof markdown !== 'string' || markdown.length > QUESTION_BODY_MAX_LENGTH || unreadableActionInput(null, { markdown })) return '';
  if (!(await currentUser())) return '';
  return renderUserMarkdown(markdown);
}

export async function askAction(lang: Lang, _previous: FormState, form: FormData): Promise<FormState> {
  const user = await signedInOrLogin(lang);
  const refused = unreadableActionInput(form);
  if (refused) return formFailure(lang, refused, {});
  const values = {
    title: text(form, 'title'),
    body: text(form, 'body'),
    category: text(form, 'category'),
    group: text(form, 'group'),
    language: text(form, 'language'),
  };
  const result = await askQuestion(user.id, { ...values, group: values.group || undefined });
  if (!result.ok) return formFailure(lang, result, values);
  feedPagesChanged();
  redirect(localizedHref(`/question/${result.slug}`, lang));
}

export async function answerAction(lang: Lang, slug: string, _previous: FormState, form: FormData): Promise<FormState> {
  const user = await signedInOrLogin(lang);
  const refused = unreadableActionInput(form, { slug });
  if (refused) return formFailure(lang, refused, {});
  const values = { body: text(form, 'body') };
  const result = await answerQuestion(user.id, slug, values);
  if (!result.ok) return formFailure(lang, result, values);
  questionPageChanged(slug);
  feedPagesChanged();
  showOnQuestionPage(lang, slug, result.answerId, { isNew: true });
}

export async function editQuestionAction(lang: Lang, slug: string, _previous: FormState, form: FormData): Promise<FormState> {
  const user = await signedInOrLogin(lang);
  const refused = unreadableActionInput(form, { slug });
  if (refused) return formFailure(lang, refused, {});
  const values = { title: text(form, 'title'), body: text(form, 'body') };
  const result = await editQuestion(user.id, slug, values);
  if (!result.ok) return formFailure(lang, result, values);
  questionPageChanged(slug);
  feedPagesChanged();
  redirect(localizedHref(`/question/${slug}`, lang));
}

/** Bound to the language once per page; the answer's id is bound in the browser, as a vote's is (one action for every answer). */
export async function editAnswerAction(lang: Lang, answerId: string, _previous: FormState, form: FormData): Promise<FormState> {
  const user = await signedInOrLogin(lang);
  const refused = unreadableActionInput(form, { answerId });
  if (refused) return formFailure(lang, refused, {});
  const values = { body: text(form, 'body') };
  const result = await editAnswer(user.id, answerId, values);
  if (!result.ok) return formFailure(lang, result, values);
  questionPageChanged(result.questionSlug);
  showOnQuestionPage(lang, result.questionSlug, answerId, { isNew: false });
}

/** `up` is the state the button asks for: an upvote, or (pressed again) taking it back. */
export async function voteAction(lang: Lang, kind: 'question' | 'answer', id: string, up: boolean, _previous: FormState): Promise<FormState> {
  const user = await signedInOrLogin(lang);
  const refused = unreadableActionInput(null, { id });
  if (refused) return formFailure(lang, refused, {});
  const result = await vote(user.id, { kind, id, up });
  if (!result.ok) return formFailure(lang, result.code === 'not_found' ? { ...result, code: 'forbidden' } : result, {});
  questionPageChanged(result.questionSlug);
  feedPagesChanged();
  // The member stays where they are on the page; the new count renders in place. (A redirect to the same address
  // with only a new #fragment is a hash change to the router, which would show the old count.)
  refresh();
  return {};
}

export async function reportAction(lang: Lang, kind: 'question' | 'answer', id: string, _previous: FormState, form: FormData): Promise<FormState> {
  const user = await signedInOrLogin(lang);
  const refused = unreadableActionInput(form, { id });
  if (refused) return formFailure(lang, refused, {});
  const values = { reason: text(form, 'reason') };
  const result = await report(user.id, { kind, id, reason: values.reason });
  const t = await getTranslations({ locale: lang, namespace: 'discussion' });
  if (!result.ok && result.field === 'reason' && (result.code === 'required' || result.code === 'too_short')) {
    return { fieldErrors: { reason: t('reportReasonRequired') }, values };
  }
  if (!result.ok) return formFailure(lang, result.code === 'not_found' || result.code === 'already_done' ? result : { ...result, field: 'reason' }, values);
  // Nothing every reader sees has changed (the kept page stays); the member's side, asked for again by the page,
  // now has the post reported: the form is gone and its confirmation stands in its place.
  return { notice: t('reported') };
}

export async function createGroupAction(lang: Lang, _previous: FormState, form: FormData): Promise<FormState> {
  const user = await signedInOrLogin(lang);
  const refused = unreadableActionInput(form);
  if (refused) return formFailure(lang, refused, {});
  const values = { name: text(form, 'name'), description: text(form, 'description'), language: text(form, 'language') };
  const result = await createGroup(user.id, values);
  if (!result.ok) return formFailure(lang, result, values, { limit: 'groups' });
  redirect(localizedHref(`/group/${result.slug}`, lang));
}

export async function membershipAction(lang: Lang, groupSlug: string, join: boolean, _previous: FormState): Promise<FormState> {
  const user = await signedInOrLogin(lang);
  const refused = unreadableActionInput(null, { groupSlug });
  if (refused) return formFailure(lang, refused, {});
  const result = join ? await joinGroup(user.id, groupSlug) : await leaveGroup(user.id, groupSlug);
  if (!result.ok) return formFailure(lang, result, {});
  redirect(localizedHref(`/group/${groupSlug}`, lang));
}

export async function bugReportAction(lang: Lang, _previous: FormState, form: FormData): Promise<FormState> {
  const refused = unreadableActionInput(form);
  if (refused) return formFailure(lang, refused, {});
  const user = await currentUser();
  const values = { what: text(form, 'what'), page: text(form, 'page'), email: text(form, 'email') };
  const result = await fileBugReport({
    what: values.what,
    page: values.page,
    email: values.email || undefined,
    userId: user?.id,
    clientAddress: clientAddress({ headers: await headers() }),
    recordingRef: text(form, 'reportRef'),
  });
  if (!result.ok) return formFailure(lang, result, values, { limit: 'bugReports' });
  const t = await getTranslations({ locale: lang, namespace: 'discussion' });
  return { notice: t('bugThanks') };
}
