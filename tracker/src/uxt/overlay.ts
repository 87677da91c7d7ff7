/**
 * The usability-test overlay: greeting panel, the floating widget (draggable with the pointer and the arrow
 * keys, collapsible) and the closing panel, drawn from the flow's state (flow.ts). It knows nothing of signals or
 * video: it calls its handlers and shows what it is given.
 *
 * It lives in a shadow root, so the site's styles and its own never mix, and it is never recorded: the host element
 * (#OVERLAY_HOST_ID) is in rrweb's blockSelector, and the shadow root is attached to an element *inside* the host
 * before the host joins the document. rrweb watches the shadow root of every element it serializes (even a blocked
 * one) and of every element that gets one while in the document, but it never serializes a blocked element's
 * children: so no mutation inside the overlay reaches it. Form values are never set through `.value` (rrweb hooks
 * that setter) and the one field's `change` event does not leave the shadow root.
 */
import { OVERLAY_HOST_ID, UXT_ANSWER_MAX_LENGTH } from '../constants';
import type { UxtTest } from './client';
import type { FlowState } from './flow';
import { guidelinesFragment } from './guidelines';
import type { MediaState, TaskId, WidgetPlace } from './progress';
import { STYLES } from './styles';
import { fill, type textsFor } from './texts';

// What the product team wrote (titles, descriptions, guidelines, conclusion) and what the participant types carry
// dir="auto": an English test in the Persian interface still reads left to right, and the other way round.

export type Locale = ReturnType<typeof textsFor>;

export interface View {
  state: FlowState;
  /** `pending`: the camera and microphone are being asked for. */
  media: MediaState | 'pending';
  upload: { status: 'running' | 'done' | 'failed'; share: number; video: boolean };
  /** The session is over but the window could not be closed by script: only a note that it can be closed is left. */
  notice: boolean;
}

export interface OverlayHandlers {
  readGuidelines(): void;
  begin(): void;
  /** 'Done, Next', with the answer when the task allows typing. */
  next(answer: string | undefined): void;
  abort(): void;
  endSession(): void;
  draft(taskId: TaskId, text: string): void;
  place(place: WidgetPlace): void;
  /** The participant closed the last notice. */
  dismiss(): void;
  /** 'Try again' after the video upload failed. */
  retryUpload(): void;
}

export interface OverlayOptions {
  test: UxtTest;
  locale: Locale;
  on: OverlayHandlers;
  place: WidgetPlace;
  /** The typed answer kept for a task (a full page load in the middle of it). */
  draftFor(taskId: TaskId): string;
}

export interface Overlay {
  render(view: View): void;
  remove(): void;
}

type Attributes = Record<string, string | boolean | undefined | ((event: Event) => void)>;

/** An element with attributes (`on…` ones become listeners; false/undefined leave it out) and children. */
function h(
  tag: string,
  attributes: Attributes = {},
  ...children: (Node | string | false | null | undefined)[]
): HTMLElement {
  const element = document.createElement(tag);
  for (const [name, value] of Object.entries(attributes)) {
    if (typeof value === 'function') element.addEventListener(name.slice(2), value);
    else if (value === true) element.setAttribute(name, '');
    else if (typeof value === 'string') element.setAttribute(name, value);
  }
  for (const child of children) if (child || child === '') element.append(child);
  return element;
}

const FOCUSABLE = 'button, textarea, a[href], [tabindex]:not([tabindex="-1"])';
/** The participant's note for each reason there is no video. */
const NO_VIDEO = {
  insecure: 'mediaInsecure',
  'no-device': 'mediaNoDevice',
  refused: 'mediaRefused',
  failed: 'mediaFailed',
} as const;
const MOVE_STEP_PX = 16;

export function createOverlay(options: OverlayOptions): Overlay {
  const { test, locale, on } = options;
  const { texts: t, number } = locale;
  let place = { ...options.place };

  // Custom element names: the site's CSS for div, section, ... does not reach the host either.
  document.getElementById(OVERLAY_HOST_ID)?.remove();
  const host = document.createElement('parley-uxt');
  host.id = OVERLAY_HOST_ID;
  host.style.cssText = 'all:initial;position:fixed;top:0;left:0;width:0;height:0;z-index:2147483647';
  const inner = document.createElement('parley-uxt-root');
  host.append(inner);
  const shadow = inner.attachShadow({ mode: 'open' });
  const root = h('div', { class: 'root', dir: locale.dir, lang: locale.lang });
  shadow.append(h('style', {}, STYLES), root);
  document.body.append(host);

  let shown = '';
  let sections = { guidelines: true, tasks: false };
  /** Updates the parts that change within one screen (upload progress, buttons waiting, collapsing). */
  let refresh: (view: View) => void = () => undefined;

  const focusSoon = (element: HTMLElement | null | undefined) => requestAnimationFrame(() => element?.focus());

  /** Keeps Tab and Shift+Tab inside a modal panel. */
  function trapFocus(dialog: HTMLElement): void {
    dialog.addEventListener('keydown', (event) => {
      if (event.key !== 'Tab') return;
      const focusable = Array.from(dialog.querySelectorAll<HTMLElement>(FOCUSABLE)).filter((el) => !el.hidden);
      if (!focusable.length) return event.preventDefault();
      const first = focusable[0]!;
      const last = focusable.at(-1)!;
      const active = shadow.activeElement;
      if (event.shiftKey && (active === first || !dialog.contains(active))) {
        event.preventDefault();
        last.focus();
      } else if (!event.shiftKey && (active === last || !dialog.contains(active))) {
        event.preventDefault();
        first.focus();
      }
    });
  }

  function greeting(): void {
    const media =
      test.reqCamera && test.reqMic ? t.mediaBoth : test.reqCamera ? t.mediaCamera : test.reqMic ? t.mediaMic : '';
    const button = h(
      'button',
      { type: 'button', class: 'button primary', onclick: () => on.readGuidelines() },
      t.readGuidelines,
    );
    const dialog = h(
      'div',
      {
        class: 'dialog greeting',
        role: 'dialog',
        'aria-modal': 'true',
        'aria-labelledby': 'uxt-greeting-title',
        'aria-describedby': 'uxt-welcome',
      },
      h('h2', { id: 'uxt-greeting-title', dir: 'auto' }, test.title),
      h('div', { id: 'uxt-welcome' }, h('p', {}, t.welcome), h('p', {}, t.recordingNote), media && h('p', {}, media)),
      button,
    );
    trapFocus(dialog);
    root.replaceChildren(h('div', { class: 'backdrop' }), dialog);
    focusSoon(button);
  }

  function widget(view: View): void {
    const { state } = view;
    const inTasks = state.phase === 'task';
    sections = inTasks ? { guidelines: false, tasks: true } : { guidelines: true, tasks: false };
    const task = test.tasks[state.task];

    const body = h('div', { class: 'body', id: 'uxt-widget-body' });
    const expand = h(
      'button',
      {
        type: 'button',
        class: 'button small',
        'aria-controls': 'uxt-widget-body',
        'aria-expanded': 'false',
        onclick: () => collapse(false),
      },
      t.expand,
    );
    const recording = h('span', { class: 'rec' }, t.recording);
    const handle = h(
      'button',
      { type: 'button', class: 'handle', 'aria-label': t.move },
      h('span', { 'aria-hidden': 'true' }, '⠿'),
    );
    const panel = h(
      'section',
      { class: 'widget', 'aria-labelledby': 'uxt-widget-title' },
      h(
        'div',
        { class: 'bar' },
        handle,
        h('h2', { id: 'uxt-widget-title', dir: 'auto' }, test.title),
        recording,
        expand,
      ),
      body,
    );
    const noVideo = h('p', { class: 'note', role: 'status' });

    // Introduction & Guidelines
    const guideToggle = h(
      'button',
      { type: 'button', class: 'toggle', 'aria-controls': 'uxt-guidelines', onclick: () => toggle('guidelines') },
      t.guidelinesTitle,
    );
    const begin = h(
      'button',
      {
        type: 'button',
        class: 'button primary',
        onclick: () => begin.getAttribute('aria-disabled') !== 'true' && on.begin(),
      },
      t.beginTest,
    );
    const guidelines = h('div', { class: 'guidelines', dir: 'auto' });
    guidelines.append(guidelinesFragment(test.guidelines, document));
    const guide = h(
      'div',
      { class: 'section', id: 'uxt-guidelines' },
      test.description && h('p', { dir: 'auto' }, test.description),
      guidelines,
      !inTasks && h('div', { class: 'actions' }, begin),
    );

    // Tasks
    const tasksToggle = h(
      'button',
      {
        type: 'button',
        class: 'toggle',
        'aria-controls': 'uxt-tasks',
        'aria-disabled': inTasks ? undefined : 'true',
        onclick: () => inTasks && toggle('tasks'),
      },
      t.tasksTitle,
    );
    const tasks = h('div', { class: 'section', id: 'uxt-tasks' });
    let title: HTMLElement | null = null;
    if (inTasks && task) {
      const pager = h('ol', { class: 'pager', 'aria-label': t.pagerLabel });
      test.tasks.forEach((_, i) =>
        pager.append(
          h(
            'li',
            { class: i < state.task ? 'done' : undefined, 'aria-current': i === state.task ? 'step' : undefined },
            h('span', { 'aria-hidden': 'true' }, number(i + 1)),
            h(
              'span',
              { class: 'visually-hidden' },
              fill(t.taskOf, { n: number(i + 1), total: number(test.tasks.length) }),
            ),
          ),
        ),
      );
      title = h('h4', { class: 'task-title', tabindex: '-1', dir: 'auto' }, task.title);
      let answer: HTMLTextAreaElement | null = null;
      if (task.allow_typing) {
        answer = h('textarea', {
          id: 'uxt-answer',
          dir: 'auto',
          maxlength: String(UXT_ANSWER_MAX_LENGTH),
          oninput: () => on.draft(task.task_id, answer!.value),
        }) as HTMLTextAreaElement;
        // The default value, not `.value`: rrweb hooks the value setter and would record it.
        answer.textContent = options.draftFor(task.task_id);
      }
      tasks.append(
        pager,
        title,
        task.description && h('p', { dir: 'auto' }, task.description),
        answer ? h('div', {}, h('label', { for: 'uxt-answer' }, t.answerLabel), answer) : '',
        h(
          'div',
          { class: 'actions' },
          h(
            'button',
            {
              type: 'button',
              class: 'button',
              'aria-controls': 'uxt-widget-body',
              'aria-expanded': 'true',
              onclick: () => collapse(true),
            },
            t.collapse,
          ),
          h(
            'button',
            { type: 'button', class: 'button primary', onclick: () => on.next(answer ? answer.value : undefined) },
            t.doneNext,
          ),
        ),
      );
    }
    body.append(
      noVideo,
      h('h3', { class: 'section-head' }, guideToggle),
      guide,
      h('h3', { class: 'section-head' }, tasksToggle),
      tasks,
      h('button', { type: 'button', class: 'link', onclick: () => on.abort() }, t.abort),
    );

    function toggle(which: 'guidelines' | 'tasks'): void {
      sections[which] = !sections[which];
      show();
    }
    function collapse(collapsed: boolean): void {
      place = { ...place, collapsed };
      on.place(place);
      show();
      focusSoon(
        collapsed
          ? expand
          : (body.querySelector<HTMLElement>('[aria-expanded="true"][aria-controls="uxt-widget-body"]') ?? guideToggle),
      );
    }
    function show(): void {
      panel.classList.toggle('collapsed', place.collapsed);
      body.hidden = place.collapsed;
      expand.hidden = !place.collapsed;
      guideToggle.setAttribute('aria-expanded', String(sections.guidelines));
      guide.hidden = !sections.guidelines;
      if (inTasks) tasksToggle.setAttribute('aria-expanded', String(sections.tasks));
      tasks.hidden = !inTasks || !sections.tasks;
    }

    // Dragging: the pointer on the handle, or the arrow keys while it has focus (Shift: bigger steps).
    const moveTo = (x: number, y: number) => {
      const rect = panel.getBoundingClientRect();
      const left = Math.round(Math.min(Math.max(0, x), Math.max(0, innerWidth - rect.width)));
      const top = Math.round(Math.min(Math.max(0, y), Math.max(0, innerHeight - rect.height)));
      panel.style.inset = `${top}px auto auto ${left}px`;
      place = { ...place, x: left, y: top };
    };
    let grab: { dx: number; dy: number } | null = null;
    handle.addEventListener('pointerdown', (event) => {
      const rect = panel.getBoundingClientRect();
      grab = { dx: event.clientX - rect.left, dy: event.clientY - rect.top };
      handle.setPointerCapture(event.pointerId);
      event.preventDefault();
    });
    handle.addEventListener('pointermove', (event) => grab && moveTo(event.clientX - grab.dx, event.clientY - grab.dy));
    const drop = () => {
      if (grab) on.place(place);
      grab = null;
    };
    handle.addEventListener('pointerup', drop);
    handle.addEventListener('pointercancel', drop);
    handle.addEventListener('keydown', (event) => {
      const step = event.shiftKey ? MOVE_STEP_PX * 4 : MOVE_STEP_PX;
      const move = { ArrowLeft: [-step, 0], ArrowRight: [step, 0], ArrowUp: [0, -step], ArrowDown: [0, step] }[
        event.key
      ];
      if (!move) return;
      event.preventDefault();
      const rect = panel.getBoundingClientRect();
      moveTo(rect.left + move[0]!, rect.top + move[1]!);
      on.place(place);
    });

    root.replaceChildren(panel);
    if (place.x !== undefined && place.y !== undefined) moveTo(place.x, place.y);
    show();
    refresh = (next) => {
      recording.hidden = next.media !== 'recording';
      const why = next.media in NO_VIDEO ? t[NO_VIDEO[next.media as keyof typeof NO_VIDEO]] : '';
      noVideo.hidden = !why;
      if (noVideo.textContent !== why) noVideo.textContent = why;
      const waiting = next.media === 'pending';
      begin.setAttribute('aria-disabled', String(waiting));
      begin.replaceChildren(...(waiting ? [h('span', { class: 'spinner', 'aria-hidden': 'true' })] : []), t.beginTest);
    };
    refresh(view);
    // Once the widget is on screen (and placed) again: a window made smaller since keeps it in view.
    requestAnimationFrame(() => place.x !== undefined && place.y !== undefined && moveTo(place.x, place.y));
    focusSoon(inTasks ? (place.collapsed ? expand : title) : guideToggle);
  }

  function closing(): void {
    const heading = h('h2', { id: 'uxt-thanks', tabindex: '-1' }, t.thanksTitle);
    const status = h('p', { class: 'status', role: 'status' });
    const progress = h('progress', { max: '100', value: '0', 'aria-label': t.submitting }) as HTMLProgressElement;
    const end = h('button', {
      type: 'button',
      class: 'button primary',
      onclick: () => end.getAttribute('aria-disabled') !== 'true' && on.endSession(),
    });
    const retry = h(
      'button',
      {
        type: 'button',
        class: 'button',
        onclick: () => {
          on.retryUpload();
          focusSoon(end);
        },
      },
      t.tryAgain,
    );
    const dialog = h(
      'div',
      { class: 'dialog closing', role: 'dialog', 'aria-modal': 'true', 'aria-labelledby': 'uxt-thanks' },
      heading,
      test.conclusion ? h('p', { dir: 'auto' }, test.conclusion) : h('p', {}, t.defaultThanks),
      status,
      progress,
      h('div', { class: 'actions' }, retry, end),
    );
    trapFocus(dialog);
    root.replaceChildren(h('div', { class: 'backdrop' }), dialog);
    refresh = ({ upload }) => {
      const running = upload.status === 'running';
      const percent = Math.floor(upload.share * 100);
      progress.hidden = !running || !upload.video;
      progress.value = percent;
      status.textContent =
        running && upload.video
          ? fill(t.uploadProgress, { percent: number(percent) })
          : upload.status === 'failed'
            ? t.uploadFailed
            : '';
      retry.hidden = upload.status !== 'failed';
      // Inert until the upload finished or failed (ending earlier would lose the video): announced as unavailable, and clicks do nothing.
      end.setAttribute('aria-disabled', String(running));
      end.replaceChildren(
        ...(running ? [h('span', { class: 'spinner', 'aria-hidden': 'true' }), t.submitting] : [t.endSession]),
      );
    };
    focusSoon(heading);
  }

  function notice(): void {
    const dismiss = h('button', { type: 'button', class: 'button small', onclick: () => on.dismiss() }, t.dismiss);
    root.replaceChildren(h('div', { class: 'notice', role: 'status' }, h('span', {}, t.canClose), dismiss));
    focusSoon(dismiss);
  }

  return {
    render(view) {
      const { phase } = view.state;
      const key = view.notice ? 'notice' : phase === 'task' ? `task${view.state.task}` : phase;
      if (key !== shown) {
        shown = key;
        refresh = () => undefined;
        if (view.notice) notice();
        else if (phase === 'greeting') greeting();
        else if (phase === 'guidelines' || phase === 'task') widget(view);
        else if (phase === 'end') closing();
        else root.replaceChildren();
      }
      refresh(view);
    },
    remove: () => host.remove(),
  };
}
