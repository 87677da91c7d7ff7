import { expect, test, type APIRequestContext, type Locator, type Page } from '@playwright/test';
import { encodeBatch } from '@parley/tracker/protocol';
import { expectNoSeriousA11yViolations, expectValidHtml } from './checks';
import { frame, rrwebElement, rrwebText, startRecordedSession } from './recorded-visits';
import { ADMIN, changeStatus, consoleErrors, MEMBER, signedIn, unique, writeTest } from './usability-test-studio';

// The studio's half of the usability tests: the product team writes a test and reads its results. The
// participants here are what their trackers send (the ingest's calls, tracker/PROTOCOL.md "Usability tests"); the run
// through the real overlay on the site is e2e/usability-test-participant.spec.ts.

const REQUIRED = 'Please fill in this field.';

/** A page as rrweb serialises it: one heading. */
function fullSnapshot(heading: string, ts: number) {
  const node = {
    type: 0,
    id: 1,
    childNodes: [
      { type: 1, name: 'html', publicId: '', systemId: '', id: 2 },
      rrwebElement(3, 'html', [
        rrwebElement(4, 'head', []),
        rrwebElement(5, 'body', [rrwebElement(6, 'h1', [rrwebText(7, heading)])]),
      ]),
    ],
  };
  return { type: 2, data: { node, initialOffset: { left: 0, top: 0 } }, timestamp: ts };
}

/**
 * A participant's visit as their tracker records it: a session (as `userID` when a member), one page with a heading
 * and mouse moves every second for 8 s (so the replay has somewhere to play), through the real ingest.
 */
async function participantVisit(request: APIRequestContext, heading: string, userID?: string) {
  const { token, sessionID } = await startRecordedSession(request, userID ? { userID } : {});
  const t0 = Date.now();
  const frames = [
    frame('rrweb', { type: 4, data: { href: 'http://localhost/random', width: 1280, height: 720 }, timestamp: t0 }),
    frame('rrweb', fullSnapshot(heading, t0)),
    frame('page', { ts: t0, url: 'http://localhost/random', referrer: '', title: heading, navigation: 'load' }),
    ...Array.from({ length: 8 }, (_, i) =>
      frame('rrweb', {
        type: 3,
        data: { source: 1, positions: [{ x: 10 * i, y: 10, id: 6, timeOffset: 0 }] },
        timestamp: t0 + 1000 * (i + 1),
      }),
    ),
  ];
  const body = encodeBatch(
    { version: 1, pageNo: 0, batchNo: 0, firstIndex: 0, timestamp: t0, tabId: 'e2euxt000001' },
    frames,
  );
  const stored = await request.post('/ingest/v1/web/i?batch=0_0', {
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/octet-stream' },
    data: Buffer.from(body),
  });
  expect(stored.status()).toBe(200);
  const auth = { authorization: `Bearer ${token}` };
  const signal = async (kind: 'test' | 'task', data: Record<string, unknown>) => {
    const answer = await request.post(`/ingest/v1/web/uxt/signals/${kind}`, { headers: auth, data });
    expect(answer.status(), JSON.stringify(data)).toBe(200);
  };
  return { token, sessionId: sessionID, t0, auth, signal };
}

/** A real webm, recorded by the browser's own MediaRecorder from an animated canvas (what the overlay uploads). */
async function recordWebm(page: Page, seconds: number): Promise<Buffer> {
  const base64 = await page.evaluate(async (ms) => {
    const canvas = document.createElement('canvas');
    canvas.width = 320;
    canvas.height = 180;
    const context = canvas.getContext('2d')!;
    let hue = 0;
    const timer = setInterval(() => {
      hue = (hue + 12) % 360;
      context.fillStyle = `hsl(${hue} 70% 50%)`;
      context.fillRect(0, 0, 320, 180);
    }, 33);
    const recorder = new MediaRecorder(canvas.captureStream(30), { mimeType: 'video/webm;codecs=vp8' });
    const chunks: Blob[] = [];
    recorder.ondataavailable = (event) => chunks.push(event.data);
    const stopped = new Promise((resolve) => (recorder.onstop = resolve));
    recorder.start(250);
    await new Promise((resolve) => setTimeout(resolve, ms));
    recorder.stop();
    await stopped;
    clearInterval(timer);
    const bytes = new Uint8Array(await new Blob(chunks, { type: 'video/webm' }).arrayBuffer());
    let binary = '';
    for (const byte of bytes) binary += String.fromCharCode(byte);
    return btoa(binary);
  }, seconds * 1000);
  return Buffer.from(base64, 'base64');
}

/** A field is marked invalid, and the message it names with aria-describedby says `message`. */
async function expectFieldError(field: Locator, message: string | RegExp) {
  await expect(field).toHaveAttribute('aria-invalid', 'true');
  const ids = (await field.getAttribute('aria-describedby'))!.split(' ');
  await expect(field.page().locator(`[id="${ids.find((id) => id.endsWith('-error'))}"]`)).toHaveText(message);
}

test('the product team writes a two-task test with camera and microphone, copies its link and opens it to participants', async ({
  browser,
  request,
}) => {
  test.setTimeout(90_000);
  const page = await signedIn(browser, ADMIN);
  await page.context().grantPermissions(['clipboard-read', 'clipboard-write']);

  // Refused on the server, nothing saved: a test without a title, a task without one, a path of another site.
  await page.goto('/studio/tests/new?lang=original');
  await page.getByLabel('Starting path').fill('//elsewhere.example');
  await page.getByRole('button', { name: 'Create test' }).click();
  await expectFieldError(page.locator('#usability-test-title'), REQUIRED);
  await expectFieldError(page.getByRole('group', { name: 'Task 1' }).getByLabel('Title'), REQUIRED);
  await expectFieldError(page.getByLabel('Starting path'), /starts with \//);
  await expect(page).toHaveURL(/\/studio\/tests\/new\?/);

  const title = `Finding a question ${unique()}`;
  const id = await writeTest(page, title);
  await expect(page.getByText('Status: Preview')).toBeVisible();
  await expect(page.getByLabel('Participant link')).toHaveValue(new RegExp(`/random\\?oruxt=${id}$`));
  await page.getByRole('button', { name: 'Copy link' }).click();
  await expect(page.locator('.copy-link-outcome')).toHaveText('Link copied.');
  expect(await page.evaluate(() => navigator.clipboard.readText())).toMatch(new RegExp(`/random\\?oruxt=${id}$`));
  // The saved form reads back in the new order.
  await expect(page.getByRole('group', { name: 'Task 1' }).getByLabel('Title')).toHaveValue('Open a random question');
  await expect(page.getByRole('group', { name: 'Task 2' }).getByLabel('The participant types an answer')).toBeChecked();

  // A participant's tracker is served the test as written (preview: the team tries it).
  const visit = await participantVisit(request, 'Random question');
  const served = await request.get(`/ingest/v1/web/uxt/test/${id}`, { headers: visit.auth });
  expect(served.status()).toBe(200);
  expect(((await served.json()) as { test: unknown }).test).toMatchObject({
    title,
    status: 'preview',
    reqCamera: true,
    reqMic: true,
    startingPath: '/random',
    guidelines: '<p>Think <strong>aloud</strong>; there are no wrong answers.</p>',
    tasks: [
      { title: 'Open a random question', allow_typing: false },
      { title: 'What would you answer?', allow_typing: true },
    ],
  });

  await changeStatus(page, 'Start the test');
  await expect(page.getByText('Status: In progress')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Create test' })).toHaveCount(0);
  await expect(page.getByText('Only a test in preview can be edited.')).toBeVisible();
  expect(consoleErrors.get(page)).toEqual([]);
  await page.goto('/studio/tests?lang=original');
  await expect(page.locator('tr', { hasText: title })).toContainText('In progress');
});

test('results with seeded participants: completion, durations, answers, CSV, and the webcam video in sync beside the replay', async ({
  browser,
  request,
}) => {
  test.setTimeout(120_000);
  const page = await signedIn(browser, ADMIN);
  const title = `Results ${unique()}`;
  const id = await writeTest(page, title);
  await changeStatus(page, 'Start the test');
  await expect(page.getByText('Status: In progress')).toBeVisible();
  const served = (await (
    await request.get(`/ingest/v1/web/uxt/test/${id}`, { headers: (await participantVisit(request, 'x')).auth })
  ).json()) as {
    test: { tasks: { task_id: number }[] };
  };
  const [open, answer] = served.test.tasks.map((task) => task.task_id);
  const answerText = `I would ask what they meant, "first" ${unique()}`;

  // Mina completes it with her camera on and an answer; an anonymous visitor refuses the camera and aborts.
  const mina = await participantVisit(request, 'Mina takes the test', 'mina');
  await mina.signal('test', {
    testId: id,
    status: 'begin',
    duration: 0,
    timestamp: mina.t0 + 1000,
    media: 'recording',
  });
  await mina.signal('task', { testId: id, taskId: open, status: 'begin', duration: 0, timestamp: mina.t0 + 1000 });
  await mina.signal('task', { testId: id, taskId: open, status: 'done', duration: 2000, timestamp: mina.t0 + 3000 });
  await mina.signal('task', { testId: id, taskId: answer, status: 'begin', duration: 0, timestamp: mina.t0 + 3000 });
  await mina.signal('task', {
    testId: id,
    taskId: answer,
    status: 'done',
    duration: 4000,
    timestamp: mina.t0 + 7000,
    taskAnswer: answerText,
  });
  await mina.signal('test', { testId: id, status: 'done', duration: 6000, timestamp: mina.t0 + 7000 });
  const upload = (await (
    await request.get(`/ingest/v1/web/uxt/upload-url?testId=${id}&segment=0&startedAt=${mina.t0 + 1000}`, {
      headers: mina.auth,
    })
  ).json()) as { url: string };
  const webm = await recordWebm(page, 4);
  const put = await request.put(upload.url, { headers: { 'content-type': 'video/webm' }, data: webm });
  expect(put.status()).toBe(200);

  const other = await participantVisit(request, 'Someone aborts');
  await other.signal('test', { testId: id, status: 'begin', duration: 0, timestamp: other.t0 + 500, media: 'refused' });
  await other.signal('task', { testId: id, taskId: open, status: 'done', duration: 3000, timestamp: other.t0 + 3500 });
  await other.signal('test', { testId: id, status: 'skipped', duration: 3500, timestamp: other.t0 + 4000 });

  await page.goto(`/studio/tests/${id}/results?lang=original`);
  await expect(page.locator('[data-figure=started]')).toHaveText('2');
  await expect(page.locator('[data-figure=completed]')).toHaveText('1');
  await expect(page.locator('[data-figure=aborted]')).toHaveText('1');
  await expect(page.locator('[data-figure=completion-rate]')).toHaveText('50%');
  const firstTask = page.locator('table.usability-test-task-results tbody tr').first();
  await expect(firstTask).toContainText('Open a random question');
  // Done by both, in 2 s and 3 s: 100 %, the middle half from 2.25 s to 2.75 s (whole seconds shown), 2 s to 3 s.
  await expect(firstTask.locator('td').nth(1)).toHaveText('100%');
  await expect(firstTask.locator('td').nth(2)).toHaveText('0:03');
  await expect(firstTask.locator('td').nth(3)).toHaveText('0:02 – 0:03');
  await expect(firstTask.locator('td').nth(4)).toHaveText('0:02 – 0:03');
  const answers = page.getByRole('region', { name: /Answers to task 2/ });
  await expect(answers.getByRole('row').filter({ hasText: answerText })).toContainText('mina');
  await expect(page.locator(`tr[data-session="${mina.sessionId}"]`)).toContainText('1 video segment');
  await expect(page.locator(`tr[data-session="${other.sessionId}"]`)).toContainText('no video: permission refused');
  await expect(page.locator(`tr[data-session="${other.sessionId}"] [data-outcome]`)).toHaveText('aborted');

  const csv = await page.request.get(`/api/studio/tests/${id}/answers`);
  expect(csv.headers()['content-type']).toBe('text/csv; charset=utf-8');
  expect(await csv.text()).toContain(`,mina,${mina.sessionId},`);
  expect(await csv.text()).toContain(`"${answerText.replace(/"/g, '""')}"`);

  // Mina's replay with her webcam beside it: it opens at her test's start and the video follows the player.
  await Promise.all([
    page.waitForURL(new RegExp(`/studio/sessions/${mina.sessionId}\\?`)),
    page.locator(`tr[data-session="${mina.sessionId}"]`).getByRole('link').click(),
  ]);
  await expect(page.frameLocator('.replay-stage iframe').getByRole('heading', { level: 1 })).toHaveText(
    'Mina takes the test',
  );
  // Where each task began (with what the panel showed) and ended (with the answer), in the event list and on the
  // timeline's task lane.
  const taskRows = page.getByRole('region', { name: 'Events' }).locator('li[data-kind=task]');
  await expect(taskRows.filter({ hasText: /What would you answer\?\W*began/ })).toContainText(
    'Type the first sentence of your answer.',
  );
  await expect(taskRows.filter({ hasText: /What would you answer\?\W*done/ })).toContainText(answerText);
  await expect(taskRows.filter({ hasText: /Open a random question\W*done/ })).toHaveCount(1);
  await expect(taskRows.filter({ hasText: /The test\W*done/ })).toHaveCount(1);
  await expect(
    page.getByRole('listbox', { name: 'Timeline' }).locator('[data-lane=task] [data-kind=task]').first(),
  ).toBeVisible();
  const video = page.locator('.webcam video');
  await expect(video).toHaveAttribute('src', `/api/studio/tests/${id}/videos/${mina.sessionId}/0`);
  await expect.poll(() => video.evaluate((v: HTMLVideoElement) => v.readyState)).toBeGreaterThanOrEqual(1);
  expect(await video.evaluate((v: HTMLVideoElement) => v.paused)).toBe(true);
  await page.getByRole('button', { name: 'Play' }).click();
  await expect
    .poll(() => video.evaluate((v: HTMLVideoElement) => !v.paused && v.currentTime > 1), { timeout: 10_000 })
    .toBe(true);
  await page.getByRole('button', { name: 'Pause' }).click();
  await expect.poll(() => video.evaluate((v: HTMLVideoElement) => v.paused)).toBe(true);
  // Paused, the video shows the replay's moment: its offset from the segment's start (1 s into the session).
  const [replaySeconds, videoSeconds] = await page.evaluate(() => {
    const [shown] = document.querySelector('.replay-controls span[dir=ltr]')!.textContent!.split(' / ');
    const [minutes, seconds] = shown!.split(':').map(Number);
    return [minutes! * 60 + seconds!, document.querySelector<HTMLVideoElement>('.webcam video')!.currentTime];
  });
  expect(Math.abs(videoSeconds - (replaySeconds - 1))).toBeLessThan(1.1);
  await page.screenshot({ path: test.info().outputPath('replay-with-webcam-original.png'), fullPage: true });

  // The participant who refused the camera: the replay says so.
  await page.goto(`/studio/sessions/${other.sessionId}?lang=original&test=${id}`);
  await expect(page.getByTestId('webcam-none')).toHaveText('No video: permission refused.');
  expect(consoleErrors.get(page)).toEqual([]);
});

test('the usability test pages are not found for members and anonymous visitors', async ({ browser, request }) => {
  test.setTimeout(90_000);
  const admin = await signedIn(browser, ADMIN);
  const id = await writeTest(admin, `Hidden ${unique()}`);
  const member = await signedIn(browser, MEMBER);
  for (const client of [request, member.request]) {
    for (const path of ['/studio/tests', '/studio/tests/new', `/studio/tests/${id}`, `/studio/tests/${id}/results`]) {
      for (const lang of ['original', 'fa']) {
        const answer = await client.get(`${path}?lang=${lang}`);
        expect(answer.status(), `${path} ${lang}`).toBe(404);
        expect(await answer.text()).not.toContain('Usability');
      }
    }
    expect((await client.get(`/api/studio/tests/${id}/answers`)).status()).toBe(404);
    expect((await client.get(`/api/studio/tests/${id}/videos/00000000-0000-4000-8000-000000000000/0`)).status()).toBe(
      404,
    );
  }
});

test('every usability test page is valid HTML and has no serious accessibility violation, in original and fa', async ({
  browser,
  request,
}) => {
  test.setTimeout(300_000);
  const page = await signedIn(browser, ADMIN);
  const preview = await writeTest(page, `Checked preview ${unique()}`);
  const open = await writeTest(page, `Checked open ${unique()}`);
  await changeStatus(page, 'Start the test');
  await expect(page.getByText('Status: In progress')).toBeVisible();
  const served = (await (
    await request.get(`/ingest/v1/web/uxt/test/${open}`, { headers: (await participantVisit(request, 'x')).auth })
  ).json()) as {
    test: { tasks: { task_id: number }[] };
  };
  const visit = await participantVisit(request, 'Checked participant', 'lena');
  await visit.signal('test', {
    testId: open,
    status: 'begin',
    duration: 0,
    timestamp: visit.t0 + 500,
    media: 'refused',
  });
  await visit.signal('task', {
    testId: open,
    taskId: served.test.tasks[1]!.task_id,
    status: 'done',
    duration: 1500,
    timestamp: visit.t0 + 2000,
    taskAnswer: 'پاسخ من: گوش دادن',
  });

  for (const lang of ['original', 'fa']) {
    for (const path of [
      '/studio/tests',
      '/studio/tests/new',
      `/studio/tests/${preview}`,
      `/studio/tests/${open}`,
      `/studio/tests/${open}/results`,
      `/studio/sessions/${visit.sessionId}`,
    ]) {
      const response = await page.goto(`${path}?lang=${lang}`);
      expect(response!.status(), path).toBe(200);
      await expectValidHtml(response!);
      await expect(page.locator('html')).toHaveAttribute('dir', lang === 'fa' ? 'rtl' : 'ltr');
      if (path.startsWith('/studio/sessions/')) await expect(page.getByTestId('webcam-none')).toBeVisible();
      await expectNoSeriousA11yViolations(page, { exclude: ['.replay-stage'] });
      // Cells line up with their headings: a number, a duration or an address kept left to right inside a
      // right-to-left table still sits on the right, as the heading does. Text a person wrote (`dir="auto"`) takes
      // its own direction.
      const misaligned = await page.locator('table.studio-table').evaluateAll((tables) => {
        const side = (element: Element) => {
          const { textAlign, direction } = getComputedStyle(element);
          if (textAlign === 'start') return direction === 'rtl' ? 'right' : 'left';
          if (textAlign === 'end') return direction === 'rtl' ? 'left' : 'right';
          return textAlign;
        };
        return tables.flatMap((table) => {
          const start = getComputedStyle(table).direction === 'rtl' ? 'right' : 'left';
          return [...table.querySelectorAll('td, th')]
            .filter((cell) => cell.getAttribute('dir') !== 'auto' && side(cell) !== start)
            .map((cell) => cell.textContent);
        });
      });
      expect(misaligned, path).toEqual([]);
      if (lang === 'fa' || path.endsWith('/results') || path === `/studio/tests/${preview}`) {
        await page.screenshot({
          path: test.info().outputPath(`${path.replace(/[^a-z0-9]+/gi, '-')}-${lang}.png`),
          fullPage: true,
        });
      }
    }
  }
  expect(consoleErrors.get(page)).toEqual([]);
});
