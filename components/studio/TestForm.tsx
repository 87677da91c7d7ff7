'use client';

import { useActionState, useRef, useState } from 'react';
import type { FormState } from '@/components/forms/form-state';
import { FormMessages } from '@/components/forms/ActionForm';

export type TestFormStrings = {
  testTitle: string;
  description: string;
  descriptionHint: string;
  guidelines: string;
  guidelinesHint: string;
  conclusion: string;
  conclusionHint: string;
  startingPath: string;
  startingPathHint: string;
  media: string;
  requireCamera: string;
  requireMic: string;
  tasks: string;
  /** With `{number}`. */
  task: string;
  taskTitle: string;
  taskDescription: string;
  allowTyping: string;
  addTask: string;
  removeTask: string;
  moveUp: string;
  moveDown: string;
  submit: string;
};

export type TestFormValues = {
  title: string;
  description: string;
  guidelines: string;
  conclusion: string;
  startingPath: string;
  requireMic: boolean;
  requireCamera: boolean;
  tasks: { id?: number; title: string; description: string; allowTyping: boolean }[];
};

export type TestFormLimits = {
  title: number;
  description: number;
  guidelines: number;
  conclusion: number;
  startingPath: number;
  taskTitle: number;
  taskDescription: number;
  tasks: number;
};

type TaskRow = TestFormValues['tasks'][number] & { key: number };

/**
 * The usability test form (create and edit): the test's texts, whether it records the camera and the microphone, and
 * its ordered tasks, added, removed and moved up or down here and posted in their order as `tasks.{n}.…`. Every field
 * is held in state, so a failure from the server leaves everything as it was typed; each field's message is tied to
 * it with aria-describedby.
 */
export function TestForm(props: {
  action: (state: FormState, form: FormData) => Promise<FormState>;
  strings: TestFormStrings;
  limits: TestFormLimits;
  initial: TestFormValues;
  /** BCP 47 tag for the tasks' numbers (Persian digits in fa). */
  locale: string;
}) {
  const { strings: s, limits } = props;
  const [state, formAction, pending] = useActionState(props.action, {});
  const nextKey = useRef(props.initial.tasks.length);
  const [values, setValues] = useState(() => ({
    ...props.initial,
    tasks: props.initial.tasks.map((task, key): TaskRow => ({ ...task, key })),
  }));
  const set = <K extends keyof TestFormValues>(name: K, value: TestFormValues[K]) =>
    setValues((all) => ({ ...all, [name]: value }));
  const setTask = (index: number, change: Partial<TaskRow>) =>
    setValues((all) => ({ ...all, tasks: all.tasks.map((task, i) => (i === index ? { ...task, ...change } : task)) }));
  const move = (index: number, by: -1 | 1) =>
    setValues((all) => {
      const tasks = [...all.tasks];
      const [task] = tasks.splice(index, 1);
      tasks.splice(index + by, 0, task!);
      return { ...all, tasks };
    });
  const remove = (index: number) => setValues((all) => ({ ...all, tasks: all.tasks.filter((_, i) => i !== index) }));
  const add = () => {
    nextKey.current += 1;
    setValues((all) => ({
      ...all,
      tasks: [...all.tasks, { key: nextKey.current, title: '', description: '', allowTyping: false }],
    }));
  };

  const errorOf = (name: string) => state.fieldErrors?.[name];
  const describe = (id: string, name: string, hint?: boolean) =>
    [hint ? `${id}-hint` : null, errorOf(name) ? `${id}-error` : null].filter(Boolean).join(' ') || undefined;
  const messages = (id: string, name: string, hint?: string) => (
    <>
      {hint ? (
        <p className="field-hint" id={`${id}-hint`}>
          {hint}
        </p>
      ) : null}
      {errorOf(name) ? (
        <p className="field-error" id={`${id}-error`}>
          {errorOf(name)}
        </p>
      ) : null}
    </>
  );
  const text = (name: 'title' | 'startingPath', label: string, max: number, hint?: string) => (
    <div className="field">
      <label htmlFor={`usability-test-${name}`}>{label}</label>
      <input
        id={`usability-test-${name}`}
        name={name}
        type="text"
        value={values[name]}
        onChange={(event) => set(name, event.target.value)}
        maxLength={max}
        required={name === 'title'}
        dir={name === 'startingPath' ? 'ltr' : 'auto'}
        aria-invalid={errorOf(name) ? true : undefined}
        aria-describedby={describe(`usability-test-${name}`, name, Boolean(hint))}
      />
      {messages(`usability-test-${name}`, name, hint)}
    </div>
  );
  const area = (
    name: 'description' | 'guidelines' | 'conclusion',
    label: string,
    max: number,
    hint: string,
    rows: number,
  ) => (
    <div className="field">
      <label htmlFor={`usability-test-${name}`}>{label}</label>
      <textarea
        id={`usability-test-${name}`}
        name={name}
        rows={rows}
        value={values[name]}
        onChange={(event) => set(name, event.target.value)}
        maxLength={max}
        dir="auto"
        aria-invalid={errorOf(name) ? true : undefined}
        aria-describedby={describe(`usability-test-${name}`, name, true)}
      />
      {messages(`usability-test-${name}`, name, hint)}
    </div>
  );

  return (
    <form action={formAction} className="action-form usability-test-form" noValidate>
      <FormMessages state={state} />
      {text('title', s.testTitle, limits.title)}
      {area('description', s.description, limits.description, s.descriptionHint, 3)}
      {area('guidelines', s.guidelines, limits.guidelines, s.guidelinesHint, 6)}
      {area('conclusion', s.conclusion, limits.conclusion, s.conclusionHint, 3)}
      {text('startingPath', s.startingPath, limits.startingPath, s.startingPathHint)}
      <fieldset className="usability-test-media">
        <legend>{s.media}</legend>
        {(['requireCamera', 'requireMic'] as const).map((name) => (
          <div className="field checkbox" key={name}>
            <input
              id={`usability-test-${name}`}
              name={name}
              type="checkbox"
              checked={values[name]}
              onChange={(event) => set(name, event.target.checked)}
            />
            <label htmlFor={`usability-test-${name}`}>{s[name]}</label>
          </div>
        ))}
      </fieldset>
      <fieldset
        className="usability-test-tasks"
        aria-describedby={errorOf('tasks') ? 'usability-test-tasks-error' : undefined}
      >
        <legend>{s.tasks}</legend>
        {errorOf('tasks') ? (
          <p className="field-error" id="usability-test-tasks-error">
            {errorOf('tasks')}
          </p>
        ) : null}
        <ol className="usability-test-task-list">
          {values.tasks.map((task, index) => {
            const id = `usability-test-task-${task.key}`;
            const name = (field: string) => `tasks.${index}.${field}`;
            const heading = s.task.replace('{number}', new Intl.NumberFormat(props.locale).format(index + 1));
            return (
              <li key={task.key} className="usability-test-task">
                <fieldset>
                  <legend>{heading}</legend>
                  {task.id !== undefined ? <input type="hidden" name={name('id')} value={task.id} /> : null}
                  <div className="field">
                    <label htmlFor={`${id}-title`}>{s.taskTitle}</label>
                    <input
                      id={`${id}-title`}
                      name={name('title')}
                      type="text"
                      value={task.title}
                      onChange={(event) => setTask(index, { title: event.target.value })}
                      maxLength={limits.taskTitle}
                      required
                      dir="auto"
                      aria-invalid={errorOf(name('title')) ? true : undefined}
                      aria-describedby={describe(`${id}-title`, name('title'))}
                    />
                    {messages(`${id}-title`, name('title'))}
                  </div>
                  <div className="field">
                    <label htmlFor={`${id}-description`}>{s.taskDescription}</label>
                    <textarea
                      id={`${id}-description`}
                      name={name('description')}
                      rows={2}
                      value={task.description}
                      onChange={(event) => setTask(index, { description: event.target.value })}
                      maxLength={limits.taskDescription}
                      dir="auto"
                      aria-invalid={errorOf(name('description')) ? true : undefined}
                      aria-describedby={describe(`${id}-description`, name('description'))}
                    />
                    {messages(`${id}-description`, name('description'))}
                  </div>
                  <div className="field checkbox">
                    <input
                      id={`${id}-typing`}
                      name={name('allowTyping')}
                      type="checkbox"
                      checked={task.allowTyping}
                      onChange={(event) => setTask(index, { allowTyping: event.target.checked })}
                    />
                    <label htmlFor={`${id}-typing`}>{s.allowTyping}</label>
                  </div>
                  <div className="usability-test-task-actions">
                    <button
                      type="button"
                      className="button secondary small"
                      onClick={() => move(index, -1)}
                      disabled={index === 0}
                      aria-label={`${s.moveUp}: ${heading}`}
                    >
                      {s.moveUp}
                    </button>
                    <button
                      type="button"
                      className="button secondary small"
                      onClick={() => move(index, 1)}
                      disabled={index === values.tasks.length - 1}
                      aria-label={`${s.moveDown}: ${heading}`}
                    >
                      {s.moveDown}
                    </button>
                    <button
                      type="button"
                      className="button secondary small"
                      onClick={() => remove(index)}
                      aria-label={`${s.removeTask}: ${heading}`}
                    >
                      {s.removeTask}
                    </button>
                  </div>
                </fieldset>
              </li>
            );
          })}
        </ol>
        <button type="button" className="button secondary" onClick={add} disabled={values.tasks.length >= limits.tasks}>
          {s.addTask}
        </button>
      </fieldset>
      <button type="submit" className="button primary" disabled={pending}>
        {s.submit}
      </button>
    </form>
  );
}
