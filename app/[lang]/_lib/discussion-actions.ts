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
import type { Failure } from '@/lib/errors';
import { currentUser } from '../../current-user';
import {
  booleanArg,
  formArg,
  langArg,
  oneOfArg,
  previousStateArg,
  serverAction,
  textArg,
  uuidArg,
} from './action-input';
import { formFailure } from './form-failure';
import { feedPagesChanged, questionPageChanged } from './revalidate-pages';

// The discussion area's writes from the web UI. A server action is a public endpoint: its arguments are checked first
// (serverAction: unreadable text, a post id that is no id, is refused as the form's failure), then each checks the
// session itself, calls lib/discussion, and answers with a translated message or a redirect back to the changed page.

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

/** How a discussion form says that what it sent, or what its page bound, cannot be read. */
const refusedForm = (failure: Failure, lang: Lang): FormState => formFailure(lang, failure, {});

const POST_KINDS = ['question', 'answer'] as const;

/**
 * The ask form's preview: the member's markdown through the same sanitizing renderer that stores posts. Members only
 * (anyone else gets nothing), and no longer than a question may be.
 */
export const previewMarkdown = serverAction(
  [textArg('markdown')],
  () => '',
  async (markdown): Promise<string> => {
    if (markdown.length > QUESTION_BODY_MAX_LENGTH) return '';
    if (!(await currentUser())) return '';
    return renderUserMarkdown(markdown);
  },
);

export const askAction = serverAction(
  [langArg, previousStateArg, formArg],
  refusedForm,
  async (lang, _previous, form): Promise<FormState> => {
    const user = await signedInOrLogin(lang);
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
  },
);

export const answerAction = serverAction(
  [langArg, textArg('slug'), previousStateArg, formArg],
  refusedForm,
  async (lang, slug, _previous, form): Promise<FormState> => {
    const user = await signedInOrLogin(lang);
    const values = { body: text(form, 'body') };
    const result = await answerQuestion(user.id, slug, values);
    if (!result.ok) return formFailure(lang, result, values);
    questionPageChanged(slug);
    feedPagesChanged();
    showOnQuestionPage(lang, slug, result.answerId, { isNew: true });
  },
);

export const editQuestionAction = serverAction(
  [langArg, textArg('slug'), previousStateArg, formArg],
  refusedForm,
  async (lang, slug, _previous, form): Promise<FormState> => {
    const user = await signedInOrLogin(lang);
    const values = { title: text(form, 'title'), body: text(form, 'body') };
    const result = await editQuestion(user.id, slug, values);
    if (!result.ok) return formFailure(lang, result, values);
    questionPageChanged(slug);
    feedPagesChanged();
    redirect(localizedHref(`/question/${slug}`, lang));
  },
);

/** Bound to the language once per page; the answer's id is bound in the browser, as a vote's is (one action for every answer). */
export const editAnswerAction = serverAction(
  [langArg, uuidArg('answerId'), previousStateArg, formArg],
  refusedForm,
  async (lang, answerId, _previous, form): Promise<FormState> => {
    const user = await signedInOrLogin(lang);
    const values = { body: text(form, 'body') };
    const result = await editAnswer(user.id, answerId, values);
    if (!result.ok) return formFailure(lang, result, values);
    questionPageChanged(result.questionSlug);
    showOnQuestionPage(lang, result.questionSlug, answerId, { isNew: false });
  },
);

/** `up` is the state the button asks for: an upvote, or (pressed again) taking it back. */
export const voteAction = serverAction(
  [langArg, oneOfArg('kind', POST_KINDS), uuidArg('id'), booleanArg('up'), previousStateArg],
  // A post that is not there is one the member may not vote on, as lib's not_found below.
  (failure, lang) => refusedForm(failure.code === 'not_found' ? { ...failure, code: 'forbidden' } : failure, lang),
  async (lang, kind, id, up): Promise<FormState> => {
    const user = await signedInOrLogin(lang);
    const result = await vote(user.id, { kind, id, up });
    if (!result.ok)
      return formFailure(lang, result.code === 'not_found' ? { ...result, code: 'forbidden' } : result, {});
    questionPageChanged(result.questionSlug);
    feedPagesChanged();
    // The member stays where they are on the page; the new count renders in place. (A redirect to the same address
    // with only a new #fragment is a hash change to the router, which would show the old count.)
    refresh();
    return {};
  },
);

export const reportAction = serverAction(
  [langArg, oneOfArg('kind', POST_KINDS), uuidArg('id'), previousStateArg, formArg],
  refusedForm,
  async (lang, kind, id, _previous, form): Promise<FormState> => {
    const user = await signedInOrLogin(lang);
    const values = { reason: text(form, 'reason') };
    const result = await report(user.id, { kind, id, reason: values.reason });
    const t = await getTranslations({ locale: lang, namespace: 'discussion' });
    if (!result.ok && result.field === 'reason' && (result.code === 'required' || result.code === 'too_short')) {
      return { fieldErrors: { reason: t('reportReasonRequired') }, values };
    }
    if (!result.ok)
      return formFailure(
        lang,
        result.code === 'not_found' || result.code === 'already_done' ? result : { ...result, field: 'reason' },
        values,
      );
    // Nothing every reader sees has changed (the kept page stays); the member's side, asked for again by the page,
    // now has the post reported: the form is gone and its confirmation stands in its place.
    return { notice: t('reported') };
  },
);

export const createGroupAction = serverAction(
  [langArg, previousStateArg, formArg],
  refusedForm,
  async (lang, _previous, form): Promise<FormState> => {
    const user = await signedInOrLogin(lang);
    const values = {
      name: text(form, 'name'),
      description: text(form, 'description'),
      language: text(form, 'language'),
    };
    const result = await createGroup(user.id, values);
    if (!result.ok) return formFailure(lang, result, values, { limit: 'groups' });
    redirect(localizedHref(`/group/${result.slug}`, lang));
  },
);

export const membershipAction = serverAction(
  [langArg, textArg('groupSlug'), booleanArg('join'), previousStateArg],
  refusedForm,
  async (lang, groupSlug, join): Promise<FormState> => {
    const user = await signedInOrLogin(lang);
    const result = join ? await joinGroup(user.id, groupSlug) : await leaveGroup(user.id, groupSlug);
    if (!result.ok) return formFailure(lang, result, {});
    redirect(localizedHref(`/group/${groupSlug}`, lang));
  },
);

export const bugReportAction = serverAction(
  [langArg, previousStateArg, formArg],
  refusedForm,
  async (lang, _previous, form): Promise<FormState> => {
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
  },
);
