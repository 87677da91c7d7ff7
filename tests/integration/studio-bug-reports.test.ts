import { ENGINE, setupTestDatabase } from './support/database';
import { send } from './support/api';
import { createMember } from './support/discussion';
import {
  batchBytes,
  batchRequest,
  createProject,
  frame,
  ingestRoutes,
  setupBlobStore,
  startBody,
  startRequest,
} from './support/ingest';
import { ADMIN, MEMBER, seedSession } from './support/studio';
import { bugReports } from '@/lib/db/schema';
import { BUG_REPORT_EVENT, fileBugReport, newBugReportRef } from '@/lib/discussion';
import { bugReportById, BUG_REPORTS_PAGE_SIZE, listBugReports } from '@/lib/studio/bug-reports';

const database = setupTestDatabase();
setupBlobStore();

async function file(extra: { userId?: string; recordingRef?: string; now?: Date } = {}) {
  const result = await fileBugReport(
    {
      what: 'The vote button does nothing on my phone',
      page: '/question/why-listen',
      userId: extra.userId,
      clientAddress: '198.51.100.4',
      recordingRef: extra.recordingRef,
    },
    { now: extra.now ?? new Date() },
  );
  if (!result.ok) throw new Error(result.error);
  return result.id;
}

describe(`studio bug reports on ${ENGINE}`, () => {
  test("links an anonymous report to the session whose tracker sent the form's bug-report event, at that moment", async () => {
    const project = await createProject(database.db());
    const started = await send(ingestRoutes.start.POST, startRequest(startBody(project.publicKey)));
    const token = String(started.body.token);
    const ref = newBugReportRef();
    const sentAt = Date.now();
    const body = batchBytes(0, 0, [frame('custom', { ts: sentAt, name: BUG_REPORT_EVENT, payload: { ref } })]);
    expect((await send(ingestRoutes.batch.POST, batchRequest(token, '0_0', body))).status).toBe(200);
    const other = await file({ recordingRef: newBugReportRef() });
    const id = await file({ recordingRef: ref });
    const { report, recording } = await bugReportById(ADMIN, project.id, id);
    expect(report).toMatchObject({ id, reporter: null, page: '/question/why-listen' });
    expect(recording).toEqual({ sessionId: String(started.body.sessionID), at: new Date(sentAt), match: 'reference' });
    expect((await bugReportById(ADMIN, project.id, other)).recording).toBeNull();
  });

  test("without the event, a signed-in reporter's session active at the report's time is linked, unverified when only a script named them; none otherwise", async () => {
    const project = await createProject(database.db());
    const mina = await createMember(database.db(), { username: 'mina' });
    const now = new Date();
    await seedSession(database.db(), project.id, {
      userId: 'mina',
      startedAt: new Date(now.getTime() - 3_600_000),
      lastActivityAt: new Date(now.getTime() - 3_000_000),
    });
    const current = await seedSession(database.db(), project.id, {
      userId: 'mina',
      startedAt: new Date(now.getTime() - 60_000),
      lastActivityAt: new Date(now.getTime() + 1000),
    });
    await seedSession(database.db(), project.id, {
      userId: 'omid',
      startedAt: new Date(now.getTime() - 30_000),
      lastActivityAt: now,
    });
    const id = await file({ userId: mina.id, now });
    expect((await bugReportById(ADMIN, project.id, id)).recording).toEqual({
      sessionId: current.id,
      at: now,
      match: 'unverified',
    });
    expect((await bugReportById(ADMIN, project.id, id)).report.reporter).toBe('mina');
    const later = await file({ userId: mina.id, now: new Date(now.getTime() + 86_400_000) });
    expect((await bugReportById(ADMIN, project.id, later)).recording).toBeNull();
  });

  test('a reference that is not letters is not stored (the ingest would scrub digits out of it)', async () => {
    const id = await file({ recordingRef: '1234567890abcdefgh' });
    const rows = await database.db().select({ ref: bugReports.recordingRef }).from(bugReports);
    expect(rows).toEqual([{ ref: null }]);
    expect(id).toBeTruthy();
  });

  test(`lists reports newest first, ${BUG_REPORTS_PAGE_SIZE} per page; unknown ids are not_found`, async () => {
    const start = Date.now() - 100_000;
    for (let i = 0; i < BUG_REPORTS_PAGE_SIZE + 1; i += 1) {
      await database
        .db()
        .insert(bugReports)
        .values({ what: `report ${i}`, page: '/', clientAddress: 'x', createdAt: new Date(start + i * 1000) });
    }
    const first = await listBugReports(ADMIN);
    expect(first?.reports[0]?.what).toBe(`report ${BUG_REPORTS_PAGE_SIZE}`);
    expect(first?.pageCount).toBe(2);
    expect((await listBugReports(ADMIN, 2))?.reports.map((r) => r.what)).toEqual(['report 0']);
    expect(await listBugReports(ADMIN, 3)).toBeNull();
    const project = await createProject(database.db());
    await expect(bugReportById(ADMIN, project.id, '00000000-0000-4000-8000-000000000000')).rejects.toMatchObject({
      failure: { code: 'not_found' },
    });
    await expect(bugReportById(ADMIN, project.id, 'nope')).rejects.toMatchObject({ failure: { code: 'not_found' } });
  });

  test('members and anonymous callers are told there is nothing (not_found)', async () => {
    const project = await createProject(database.db());
    const id = await file();
    for (const viewer of [MEMBER, null]) {
      await expect(listBugReports(viewer)).rejects.toMatchObject({ failure: { code: 'not_found' } });
      await expect(bugReportById(viewer, project.id, id)).rejects.toMatchObject({ failure: { code: 'not_found' } });
    }
  });
});
