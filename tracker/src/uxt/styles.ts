/**
 * The overlay's own styles, inside its shadow root: the site's styles do not reach in, and these do not leak out.
 * Logical properties (inline-start/end), so that Persian (dir="rtl") mirrors by itself. Colours meet WCAG AA
 * contrast (4.5:1 for text) on their backgrounds; focus is always visible.
 */
export const STYLES = `
:host, .root { all: initial; }
.root {
  --ink: #1f2430; --muted: #4a5160; --line: #c9cfd9; --paper: #ffffff; --soft: #f2f4f8;
  --accent: #1d4ed8; --accent-ink: #ffffff; --danger: #b3261e; --focus: #c2410c;
  font: 15px/1.5 system-ui, -apple-system, "Segoe UI", Roboto, "Noto Sans", "Vazirmatn", Tahoma, sans-serif;
  color: var(--ink);
}
.root[dir="rtl"] { font-family: "Vazirmatn", Tahoma, "Noto Sans Arabic", system-ui, sans-serif; }
*, *::before, *::after { box-sizing: border-box; }
h2, h3, h4, h5, h6, p, ol, ul { margin: 0; }
h2 { font-size: 1.2em; line-height: 1.3; }
h4 { font-size: 1.05em; }
p + p { margin-block-start: .6em; }
button, textarea { font: inherit; color: inherit; }
:focus-visible { outline: 3px solid var(--focus); outline-offset: 2px; }
[hidden] { display: none !important; }
.visually-hidden { position: absolute; width: 1px; height: 1px; overflow: hidden; clip-path: inset(50%); white-space: nowrap; }

.backdrop { position: fixed; inset: 0; background: rgb(15 18 28 / .45); z-index: 0; }
.dialog {
  position: fixed; z-index: 1; inset-block-start: 50%; inset-inline-start: 50%; translate: -50% -50%;
  width: min(30rem, calc(100vw - 2rem)); max-height: calc(100vh - 2rem); overflow: auto;
  background: var(--paper); border-radius: 12px; padding: 1.5rem; box-shadow: 0 18px 48px rgb(0 0 0 / .3);
  display: flex; flex-direction: column; gap: .9rem;
}
.root[dir="rtl"] .dialog { translate: 50% -50%; }
.dialog h2:focus { outline: none; }
.dialog h2:focus-visible { outline: 3px solid var(--focus); }

.button {
  display: inline-flex; align-items: center; justify-content: center; gap: .5em; min-height: 2.5rem;
  padding: .45rem 1rem; border-radius: 8px; border: 1px solid var(--line); background: var(--paper); cursor: pointer;
}
.button:hover { background: var(--soft); }
.primary { background: var(--accent); border-color: var(--accent); color: var(--accent-ink); font-weight: 600; }
.primary:hover { background: #1e40af; }
.button[aria-disabled="true"] { cursor: not-allowed; background: #dfe3ea; border-color: #dfe3ea; color: #2f3542; }
.spinner { width: 1em; height: 1em; border: 2px solid currentColor; border-inline-end-color: transparent; border-radius: 50%; animation: spin .8s linear infinite; }
@keyframes spin { to { rotate: 1turn; } }
@media (prefers-reduced-motion: reduce) { .spinner { animation: none; } }
.link { background: none; border: 0; padding: .25rem 0; color: var(--danger); text-decoration: underline; cursor: pointer; align-self: flex-start; }
.status { color: var(--muted); min-height: 1.5em; }
progress { width: 100%; height: .6rem; accent-color: var(--accent); }

.widget {
  position: fixed; z-index: 2; inset-block-end: 1rem; inset-inline-end: 1rem;
  width: min(22rem, calc(100vw - 2rem)); max-height: calc(100vh - 2rem); display: flex; flex-direction: column;
  background: var(--paper); border: 1px solid var(--line); border-radius: 12px; box-shadow: 0 10px 32px rgb(0 0 0 / .22);
}
.bar { display: flex; align-items: center; gap: .5rem; padding: .5rem .75rem; border-block-end: 1px solid var(--line); background: var(--soft); border-radius: 12px 12px 0 0; }
.widget.collapsed .bar { border-block-end: 0; border-radius: 12px; }
.bar h2 { flex: 1; font-size: 1em; overflow: hidden; text-overflow: ellipsis; white-space: nowrap; }
.handle { cursor: grab; touch-action: none; border: 1px solid var(--line); background: var(--paper); border-radius: 6px; width: 2rem; height: 2rem; padding: 0; }
.handle:active { cursor: grabbing; }
.rec { display: inline-flex; align-items: center; gap: .3em; color: var(--danger); font-size: .85em; font-weight: 600; }
.rec::before { content: ""; width: .6em; height: .6em; border-radius: 50%; background: currentColor; }
.small { min-height: 2rem; padding: .2rem .6rem; font-size: .9em; }
.body { padding: .75rem; overflow: auto; display: flex; flex-direction: column; gap: .75rem; }
.section-head { font-size: 1em; }
.toggle { width: 100%; display: flex; justify-content: space-between; align-items: center; background: none; border: 0; padding: .3rem 0; font-weight: 700; cursor: pointer; text-align: start; }
.toggle::after { content: "▾"; }
.toggle[aria-expanded="false"]::after { content: "▸"; }
.root[dir="rtl"] .toggle[aria-expanded="false"]::after { content: "◂"; }
.toggle[aria-disabled="true"] { cursor: default; color: var(--muted); }
.toggle[aria-disabled="true"]::after { content: none; }
.section { display: flex; flex-direction: column; gap: .6rem; }
.guidelines { display: flex; flex-direction: column; gap: .5rem; }
.guidelines ul, .guidelines ol { padding-inline-start: 1.25rem; }
.guidelines a { color: var(--accent); }
.pager { list-style: none; padding: 0; display: flex; flex-wrap: wrap; gap: .35rem; }
.pager li { min-width: 1.9rem; height: 1.9rem; display: grid; place-items: center; border-radius: 50%; border: 1px solid var(--line); font-size: .9em; }
.pager li.done { background: var(--soft); color: var(--muted); }
.pager li[aria-current="step"] { background: var(--accent); border-color: var(--accent); color: var(--accent-ink); font-weight: 700; }
.task-title:focus { outline: none; }
.task-title:focus-visible { outline: 3px solid var(--focus); }
label { font-weight: 600; display: block; margin-block-end: .25rem; }
textarea { width: 100%; min-height: 6rem; resize: vertical; border: 1px solid #7a8294; border-radius: 8px; padding: .5rem; background: var(--paper); }
.actions { display: flex; gap: .5rem; justify-content: flex-end; flex-wrap: wrap; }
.note { background: #fff4e5; border: 1px solid #f0c27a; border-radius: 8px; padding: .5rem .75rem; font-size: .9em; }
.notice { position: fixed; z-index: 2; inset-block-end: 1rem; inset-inline-end: 1rem; display: flex; gap: .75rem; align-items: center;
  background: var(--ink); color: #ffffff; border-radius: 10px; padding: .6rem .6rem .6rem 1rem; box-shadow: 0 10px 32px rgb(0 0 0 / .25); }
.notice .button { background: #ffffff; color: var(--ink); }
`;
