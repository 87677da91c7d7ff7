'use client';

import { createContext, use, useState, useSyncExternalStore, type ReactNode } from 'react';
import useSWR from 'swr';
import type { QuestionViewerState } from '@/lib/discussion/question-page';
import type { FormState } from '@/components/forms/form-state';
import { ActionForm, type FieldSpec } from '@/components/forms/ActionForm';
import { ButtonForm } from '@/components/forms/ButtonForm';
import { hasSessionHint } from '@/components/account/current-user';
import {
  ANSWER_MAX_LENGTH,
  QUESTION_BODY_MAX_LENGTH,
  REPORT_REASON_MAX_LENGTH,
  TITLE_MAX_LENGTH,
} from '@/lib/discussion/limits';
import { itemScope } from '@/lib/seo/microdata';

/*
 * The member's side of a question page. The page itself is the same for every reader and kept (app/[lang]/question),
 * so it holds no vote state, no own-post controls, no report confirmations: those come from
 * GET /api/questions/{slug}/viewer once the page has loaded, for a member only (the session hint), and fill the
 * room the page keeps for them (CSS: `html[data-member] .post-controls`), so nothing moves when they arrive.
 */

export const viewerStateUrl = (slug: string) => `/api/questions/${encodeURIComponent(slug)}/viewer`;

type Viewer = { state: QuestionViewerState | undefined; refresh: () => Promise<unknown> };
const ViewerContext = createContext<Viewer>({ state: undefined, refresh: async () => undefined });

const subscribeToNothing = () => () => {};

async function fetchViewerState([url]: readonly [string, string]): Promise<QuestionViewerState> {
  const response = await fetch(url, { credentials: 'same-origin', headers: { accept: 'application/json' } });
  if (!response.ok) throw new Error(`${url} answered ${response.status}`);
  return (await response.json()) as QuestionViewerState;
}

/**
 * Asks for the member's side once the page has loaded, and again whenever the page shows something new: the page
 * passes a fingerprint of what it shows (`version`), which changes when a server action has it rendered anew (a vote,
 * an answer, an edit). The side is shown only once it has been asked for this version since the page was mounted: an
 * answer kept from an earlier visit, or from an earlier version (a vote taken back brings one back), may be out of
 * date, and the controls it would show wrong (a vote button on the member's own new answer).
 */
export function QuestionViewerProvider(props: { slug: string; version: string; children: ReactNode }) {
  const signedIn = useSyncExternalStore(
    subscribeToNothing,
    () => hasSessionHint(),
    () => false,
  );
  // The answer last received while mounted: what the cache holds for a key is shown only once it is that answer.
  const [received, setReceived] = useState<QuestionViewerState | null>(null);
  const { data, mutate } = useSWR(
    signedIn ? ([viewerStateUrl(props.slug), props.version] as const) : null,
    fetchViewerState,
    {
      revalidateOnMount: true,
      revalidateOnFocus: false,
      dedupingInterval: 0,
      shouldRetryOnError: false,
      // Every answer a new object, even when equal to the last: `received` tells them apart.
      compare: (a, b) => a === b,
      onSuccess: (state) => setReceived(state),
      onError: (reason: unknown) => console.error('Could not load your side of the question page:', reason),
    },
  );
  const state = data !== undefined && data === received ? data : undefined;
  return <ViewerContext value={{ state, refresh: () => mutate() }}>{props.children}</ViewerContext>;
}

export type PostControlLabels = {
  upvote: string;
  upvoted: string;
  report: string;
  reported: string;
  reportReason: string;
  submitReport: string;
  edit: string;
  saveEdit: string;
  /** The edit form's labels: a question's title and body, an answer's text. */
  titleLabel: string;
  bodyLabel: string;
  bodyHint: string;
  answerLabel: string;
};

/** The edit form, starting from what the member wrote (always the original, never a translation being shown). */
function editFields(
  kind: 'question' | 'answer',
  own: { title?: string; body: string },
  labels: PostControlLabels,
): FieldSpec[] {
  if (kind === 'answer')
    return [
      {
        name: 'body',
        label: labels.answerLabel,
        type: 'textarea',
        defaultValue: own.body,
        maxLength: ANSWER_MAX_LENGTH,
      },
    ];
  return [
    { name: 'title', label: labels.titleLabel, type: 'text', defaultValue: own.title, maxLength: TITLE_MAX_LENGTH },
    {
      name: 'body',
      label: labels.bodyLabel,
      type: 'textarea',
      defaultValue: own.body,
      required: false,
      hint: labels.bodyHint,
      maxLength: QUESTION_BODY_MAX_LENGTH,
    },
  ];
}

type VoteAction = (kind: 'question' | 'answer', id: string, up: boolean, previous: FormState) => Promise<FormState>;
type ReportAction = (
  kind: 'question' | 'answer',
  id: string,
  previous: FormState,
  form: FormData,
) => Promise<FormState>;
type EditAction = (previous: FormState, form: FormData) => Promise<FormState>;
/** One action for every answer of a page: the answer's id is bound here, in the browser, as a vote's is. */
export type AnswerEditAction = (answerId: string, previous: FormState, form: FormData) => Promise<FormState>;

/** After the action, the member's side is asked for again (the page itself is refreshed by the action). */
function thenRefresh<A extends unknown[]>(action: (...args: A) => Promise<FormState>, refresh: () => Promise<unknown>) {
  return async (...args: A): Promise<FormState> => {
    const result = await action(...args);
    await refresh();
    return result;
  };
}

/**
 * A post's score (the same for everyone, in the kept page) and the member's controls beside it: upvote (pressed when
 * given) and report on others' posts, edit on their own. `edit` is the form's fields once the post is known to be the
 * member's; the server refuses votes on one's own post and edits of others' anyway.
 */
export function PostControls(
  props: {
    id: string;
    scoreText: string;
    labels: PostControlLabels;
    vote: VoteAction;
    report: ReportAction;
  } & ({ kind: 'question'; edit: EditAction } | { kind: 'answer'; edit: AnswerEditAction }),
) {
  const { state, refresh } = use(ViewerContext);
  const own = state
    ? props.kind === 'question'
      ? state.own.question
      : props.id in state.own.answers
        ? { body: state.own.answers[props.id]! }
        : null
    : null;
  const upvoted = state?.upvoted.includes(props.id) ?? false;
  const reported = state?.reported.includes(props.id) ?? false;
  return (
    <div className="post-controls">
      <span className="score">{props.scoreText}</span>
      {state && own ? (
        <details className="edit">
          <summary>{props.labels.edit}</summary>
          <ActionForm
            idPrefix={props.kind === 'question' ? 'edit-question' : `edit-answer-${props.id}`}
            action={props.kind === 'question' ? props.edit : props.edit.bind(null, props.id)}
            submitLabel={props.labels.saveEdit}
            pendingLabel={props.labels.saveEdit}
            fields={editFields(props.kind, own, props.labels)}
          />
        </details>
      ) : null}
      {state && !own ? (
        <>
          {/* Pressed again, the button takes the upvote back. */}
          <ButtonForm
            action={thenRefresh(props.vote.bind(null, props.kind, props.id, !upvoted), refresh)}
            label={upvoted ? props.labels.upvoted : props.labels.upvote}
            pressed={upvoted}
          />
          {reported ? (
            <p className="meta reported" role="status">
              {props.labels.reported}
            </p>
          ) : (
            <details className="report">
              <summary>{props.labels.report}</summary>
              <ActionForm
                idPrefix={`report-${props.kind}-${props.id}`}
                action={thenRefresh(props.report.bind(null, props.kind, props.id), refresh)}
                submitLabel={props.labels.submitReport}
                pendingLabel={props.labels.submitReport}
                fields={[
                  {
                    name: 'reason',
                    label: props.labels.reportReason,
                    type: 'textarea',
                    rows: 3,
                    maxLength: REPORT_REASON_MAX_LENGTH,
                  },
                ]}
              />
            </details>
          )}
        </>
      ) : null}
    </div>
  );
}

/**
 * An answer's list item, marked when it is the one the member has just written (`?new=` from the answer and edit
 * actions): the kept page is the same for everyone, so the mark is set here, once hydrated. In the page's microdata it
 * is one of the question's suggested answers.
 */
export function AnswerItem(props: { id: string; newLabel: string; children: ReactNode }) {
  const newId = useSyncExternalStore(
    subscribeToNothing,
    () => new URLSearchParams(window.location.search).get('new'),
    () => null,
  );
  const isNew = newId === props.id;
  return (
    <li
      className={isNew ? 'answer new-answer' : 'answer'}
      id={`answer-${props.id}`}
      aria-label={isNew ? props.newLabel : undefined}
      {...itemScope('Answer', 'suggestedAnswer')}
    >
      {props.children}
    </li>
  );
}
