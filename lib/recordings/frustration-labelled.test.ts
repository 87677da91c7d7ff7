/** @jest-environment node */
import fs from 'node:fs';
import path from 'node:path';
import { encodeBatch, MESSAGE_TYPES } from '@parley/tracker/protocol';
import { digestBatch, FrustrationCarries, rawBatchKey } from '@/lib/ingest/digest';
import { FRUSTRATION_KINDS, type FrustrationKind } from './frustration';

/**
 * Frustration signals measured on a labelled set of recorded sessions: real clicks through the real tracker in
 * Chromium (tracker/tests/browser/frustration.spec.ts says how the set is recorded), each batch as it reached the
 * ingest, digested here as the ingest digests it (lib/ingest/digest.ts, batch after batch with the clicks each left
 * undecided). The lab page's elements say what a click on them is, so the set labels itself:
 * - `#rage-…`: clicked in quick runs: one rage click per run, at the run's first click;
 * - `#dead-…`: answers nothing (the visitor then clicks elsewhere, scrolls or types): a dead click;
 * - `#error-…`: throws: an error click, each time (three quick clicks on one are three error clicks, not a rage click);
 * - everything else is no signal: buttons that answer, form fields and their labels (focus only, however long the
 *   visitor waits to type), a link to a page the server takes 2.5 s to send, the navigation bar, and the
 *   usability-test panel (its clicks are the test's steps: the tracker sends none).
 */
const FIXTURE = path.join(__dirname, 'fixtures', 'labelled-sessions.json');
/** The least precision and recall each signal must have on the set. */
const MIN_SCORE = 0.95;

interface RecordedSession {
  scenario: string;
  batches: {
    pageNo: number;
    batchNo: number;
    firstIndex: number;
    timestamp: number;
    receivedAt: number;
    messages: { type: number; payload: string }[];
  }[];
}

const { sessions } = JSON.parse(fs.readFileSync(FIXTURE, 'utf8')) as { sessions: RecordedSession[] };

/** `{session} {page} {message index} {kind}`: one signal. */
type SignalKey = string;

/** The signals the set's labels call for. */
function expected(sessionNo: number, session: RecordedSession): Set<SignalKey> {
  const clicks = new Map<string, { page: number; index: number; selector: string }>();
  for (const batch of session.batches)
    batch.messages.forEach((message, position) => {
      if (message.type !== MESSAGE_TYPES.click) return;
      const index = batch.firstIndex + position;
      const { selector } = JSON.parse(message.payload) as { selector: string };
      clicks.set(`${batch.pageNo} ${index}`, { page: batch.pageNo, index, selector });
    });
  const inOrder = [...clicks.values()].sort((a, b) => a.page - b.page || a.index - b.index);
  const signals = new Set<SignalKey>();
  inOrder.forEach((click, i) => {
    const before = inOrder[i - 1];
    const key = (kind: FrustrationKind) => `${sessionNo} ${click.page} ${click.index} ${kind}`;
    if (click.selector.startsWith('#rage-')) {
      // A run of clicks on it with no other click between: one rage click, at its first.
      if (before?.page !== click.page || before.selector !== click.selector) signals.add(key('rage'));
    } else if (click.selector.startsWith('#dead-')) signals.add(key('dead'));
    else if (click.selector.startsWith('#error-')) signals.add(key('error_click'));
  });
  return signals;
}

/** The signals the ingest indexes for the session's batches, digested in the order they arrived. */
function found(sessionNo: number, session: RecordedSession): Set<SignalKey> {
  const carries = new FrustrationCarries();
  const sessionId = `0b5f8a4e-2f43-4c1e-9d3a-${String(sessionNo).padStart(12, '0')}`;
  const signals = new Set<SignalKey>();
  for (const batch of session.batches) {
    const header = {
      version: 1,
      pageNo: batch.pageNo,
      batchNo: batch.batchNo,
      firstIndex: batch.firstIndex,
      timestamp: batch.timestamp,
      tabId: 'labelledtab1',
    };
    const key = rawBatchKey({
      sessionId,
      projectId: 'p1',
      pageNo: batch.pageNo,
      batchNo: batch.batchNo,
      gzipped: false,
      receivedAt: batch.receivedAt,
    });
    const digested = digestBatch(key, encodeBatch(header, batch.messages), carries);
    if (!digested.ok) throw new Error(`${session.scenario}: ${digested.reason}`);
    // The index stores an event once per page, message index, kind and name: a page's own last batch repeats messages.
    for (const event of digested.entry.events)
      if (event.kind === 'frustration') signals.add(`${sessionNo} ${batch.pageNo} ${event.index} ${event.name}`);
  }
  return signals;
}

test(`on the labelled sessions, every signal has a precision and a recall of at least ${MIN_SCORE * 100}%`, () => {
  // The set holds what it claims: usability-test rounds (none of the panel's clicks), a slow link, fields with ids,
  // and no click the labels do not know.
  const selectors = new Set(
    sessions.flatMap((session) =>
      session.batches.flatMap((batch) =>
        batch.messages
          .filter((message) => message.type === MESSAGE_TYPES.click)
          .map((message) => (JSON.parse(message.payload) as { selector: string }).selector),
      ),
    ),
  );
  expect(sessions.some((session) => session.scenario.startsWith('usability test'))).toBe(true);
  expect([...selectors].filter((selector) => !/^(#(rage|dead|error|ok|field|slow|to)-|label)/.test(selector))).toEqual(
    [],
  );
  expect([...selectors]).toEqual(expect.arrayContaining(['#slow-next', '#field-name', '#field-note']));

  const want = new Set<SignalKey>();
  const got = new Set<SignalKey>();
  sessions.forEach((session, i) => {
    expected(i, session).forEach((key) => want.add(key));
    found(i, session).forEach((key) => got.add(key));
  });
  const kindOf = (key: SignalKey) => key.split(' ')[3] as FrustrationKind;
  const scores = FRUSTRATION_KINDS.map((kind) => {
    const wanted = [...want].filter((key) => kindOf(key) === kind);
    const given = [...got].filter((key) => kindOf(key) === kind);
    const right = given.filter((key) => want.has(key)).length;
    return {
      kind,
      labelled: wanted.length,
      found: given.length,
      precision: given.length === 0 ? 1 : right / given.length,
      recall: wanted.length === 0 ? 1 : right / wanted.length,
    };
  });
  const percent = (share: number) => `${(share * 100).toFixed(1)}%`;
  console.log(
    [
      `Frustration signals on ${sessions.length} labelled sessions (${FIXTURE.slice(process.cwd().length + 1)}):`,
      ...scores.map(
        (s) =>
          `  ${s.kind.padEnd(11)} labelled ${String(s.labelled).padStart(3)}  found ${String(s.found).padStart(3)}  precision ${percent(s.precision).padStart(6)}  recall ${percent(s.recall).padStart(6)}`,
      ),
      ...[...got].filter((key) => !want.has(key)).map((key) => `  false positive: ${key}`),
      ...[...want].filter((key) => !got.has(key)).map((key) => `  missed: ${key}`),
    ].join('\n'),
  );
  // The set holds enough of each signal for a share to mean something.
  for (const score of scores) expect(score.labelled).toBeGreaterThanOrEqual(20);
  for (const score of scores) {
    expect(score.precision).toBeGreaterThanOrEqual(MIN_SCORE);
    expect(score.recall).toBeGreaterThanOrEqual(MIN_SCORE);
  }
});
