import * as replayRoute from '@/app/api/shared/[token]/replay/route';
import * as canvasRoute from '@/app/api/shared/[token]/canvas/[name]/route';
import { problemsOf, type Result } from '@/lib/errors';
import { eraseSessions } from '@/lib/studio/erasure';
import {
  createSharedReplay,
  openSharedReplay,
  revokeSharedReplay,
  sessionSharedReplays,
  countSharedReplayRequest,
  SHARED_CANVAS_RATE_LIMIT,
  SHARED_REPLAY_LIFETIME_DAYS,
  SHARED_REPLAY_RATE_LIMIT,
  SHARED_REPLAYS_PER_SESSION_MAX,
} from '@/lib/studio/shared-replays';
import { fixClock } from '../support/fixed-clock';
import { fromPeer, nextPeerAddress, ORIGIN, send } from './support/api';
import { ENGINE, setupTestDatabase } from './support/database';
import { createProject, setupBlobStore } from './support/ingest';
import { ADMIN, MEMBER, seedSession } from './support/studio';

const database = setupTestDatabase();
setupBlobStore();
const TEAM = { ...ADMIN, username: 'team' };
const NOW = new Date('2026-11-20T12:00:00Z');
const DAY_MS = 86_400_000;
const clockAt = (ms: number) => ({ now: new Date(ms) });

function created<T extends object>(result: Result<T>): T {
  if (!result.ok) throw new Error(`refused: ${result.error}`);
  return result;
}
const code = (result: Result) => (result.ok ? 'ok' : problemsOf(result)[0]!.code);

const replayRequest = (token: string, address = nextPeerAddress()) =>
  new Request(`${ORIGIN}/api/shared/${encodeURIComponent(token)}/replay`, { headers: fromPeer(address) });

/** The status and JSON error of a refused request, or the status and content type of an answer. */
async function ask(token: string, address?: string) {
  const response = await replayRoute.GET(replayRequest(token, address), { params: Promise.resolve({ token }) });
  const type = response.headers.get('content-type') ?? '';
  return {
    status: response.status,
    type,
    robots: response.headers.get('x-robots-tag'),
    referrer: response.headers.get('referrer-policy'),
    body: type.includes('json') ? ((await response.json()) as Record<string, unknown>) : await response.text(),
  };
}

async function sharedSession() {
  const project = await createProject(database.db());
  const session = await seedSession(database.db(), project.id);
  return { project, session };
}

afterEach(() => jest.useRealTimers());

describe(`public links to one replay on ${ENGINE}`, () => {
  test('a link opens its session’s recording until it is revoked, then answers 404', async () => {
    fixClock(NOW);
    const { project, session } = await sharedSession();
    const { link } = created(await createSharedReplay(TEAM, project.id, session.id, { days: 7 }));
    expect(link.expiresAt.getTime() - link.createdAt.getTime()).toBe(7 * DAY_MS);
    const opened = await ask(link.token);
    expect(opened).toMatchObject({ status: 200, robots: 'noindex, nofollow, noarchive', referrer: 'no-referrer' });
    expect(opened.type).not.toContain('json');
    expect((await sessionSharedReplays(ADMIN, project.id, session.id)).map((one) => one.token)).toEqual([link.token]);

    expect(await revokeSharedReplay(ADMIN, project.id, link.id)).toEqual({ ok: true });
    const revoked = await ask(link.token);
    expect(revoked).toMatchObject({
      status: 404,
      referrer: 'no-referrer',
      body: { error: 'No such link, or it was revoked' },
    });
    expect(await sessionSharedReplays(ADMIN, project.id, session.id)).toEqual([]);
    expect(code(await revokeSharedReplay(ADMIN, project.id, link.id))).toBe('not_found');
  });

  test('a token altered in any part, signed with another key or naming no link answers 404, never 500', async () => {
    fixClock(NOW);
    const { project, session } = await sharedSession();
    const { link } = created(await createSharedReplay(TEAM, project.id, session.id, { days: 1 }));
    const [header, payload, signature] = link.token.split('.') as [string, string, string];
    const flip = (part: string) => part.slice(0, -2) + (part.endsWith('AA') ? 'BB' : 'AA');
    const claims = JSON.parse(Buffer.from(payload, 'base64url').toString()) as Record<string, unknown>;
    const otherRow = Buffer.from(JSON.stringify({ ...claims, sub: '00000000-0000-4000-8000-000000000000' })).toString(
      'base64url',
    );
    for (const tampered of [
      `${header}.${payload}.${flip(signature)}`,
      `${header}.${otherRow}.${signature}`,
      `${flip(header)}.${payload}.${signature}`,
      `${Buffer.from('{"alg":"none"}').toString('base64url')}.${payload}.`,
      'not-a-token',
      'x'.repeat(5000),
    ]) {
      const answer = await ask(tampered);
      expect({ tampered, status: answer.status }).toEqual({ tampered, status: 404 });
    }
    // The canvas route refuses the same way.
    const canvas = await send(
      canvasRoute.GET,
      new Request(`${ORIGIN}/api/shared/x/canvas/a.webp`, { headers: fromPeer(nextPeerAddress()) }),
      { token: `${header}.${payload}.${flip(signature)}`, name: 'a.webp' },
    );
    expect(canvas.status).toBe(404);
    expect(await ask(link.token)).toMatchObject({ status: 200 });
  });

  test('a link past its lifetime answers 410, and one made for a lifetime the studio does not offer is refused', async () => {
    fixClock(NOW);
    const { project, session } = await sharedSession();
    const { link } = created(await createSharedReplay(TEAM, project.id, session.id, { days: 1 }));
    expect(await ask(link.token)).toMatchObject({ status: 200 });
    fixClock(NOW.getTime() + DAY_MS + 1000);
    expect(await ask(link.token)).toMatchObject({ status: 410, body: { error: 'This link has expired' } });
    expect((await openSharedReplay(link.token, clockAt(NOW.getTime() + DAY_MS - 1000))).ok).toBe(true);
    expect(
      (await sessionSharedReplays(ADMIN, project.id, session.id, clockAt(NOW.getTime() + DAY_MS)))[0],
    ).toMatchObject({ expired: true });
    for (const days of [0, 2, 31, 365, 'forever', -1])
      expect(code(await createSharedReplay(TEAM, project.id, session.id, { days }, clockAt(NOW.getTime())))).toBe(
        'invalid',
      );
    expect(SHARED_REPLAY_LIFETIME_DAYS).toEqual([1, 7, 30]);
  });

  test(`a session has at most ${SHARED_REPLAYS_PER_SESSION_MAX} links; links are the project’s own and go with the session`, async () => {
    const { project, session } = await sharedSession();
    for (let i = 0; i < SHARED_REPLAYS_PER_SESSION_MAX; i += 1)
      created(await createSharedReplay(TEAM, project.id, session.id, { days: 30 }, clockAt(NOW.getTime())));
    const refused = await createSharedReplay(TEAM, project.id, session.id, { days: 30 }, clockAt(NOW.getTime()));
    expect(code(refused)).toBe('limited');
    const links = await sessionSharedReplays(ADMIN, project.id, session.id, clockAt(NOW.getTime()));
    expect(links).toHaveLength(SHARED_REPLAYS_PER_SESSION_MAX);

    const other = await createProject(database.db());
    expect(code(await revokeSharedReplay(ADMIN, other.id, links[0]!.id))).toBe('not_found');
    expect(code(await revokeSharedReplay(ADMIN, project.id, 'not-a-uuid'))).toBe('not_found');
    await expect(
      createSharedReplay({ ...MEMBER, username: 'mina' }, project.id, session.id, { days: 1 }),
    ).rejects.toThrow();

    await eraseSessions(ADMIN, project.id, [session.id]);
    expect((await openSharedReplay(links[0]!.token, clockAt(NOW.getTime()))).ok).toBe(false);
  });

  test(`one address may ask ${SHARED_REPLAY_RATE_LIMIT.limit} times per window, then gets 429`, async () => {
    fixClock(NOW);
    const { project, session } = await sharedSession();
    const { link } = created(await createSharedReplay(TEAM, project.id, session.id, { days: 1 }));
    const address = nextPeerAddress();
    for (let i = 0; i < SHARED_REPLAY_RATE_LIMIT.limit; i += 1) {
      const answer = await ask(i % 2 ? link.token : 'not-a-token', address);
      expect(answer.status).not.toBe(429);
    }
    expect((await ask(link.token, address)).status).toBe(429);
    expect((await ask(link.token)).status).toBe(200);
  });

  test(`one address may load ${SHARED_CANVAS_RATE_LIMIT.limit} canvas snapshots per window, counted apart from the replay`, async () => {
    const address = nextPeerAddress();
    const at = clockAt(NOW.getTime());
    for (let i = 0; i < SHARED_CANVAS_RATE_LIMIT.limit; i += 1)
      expect((await countSharedReplayRequest(address, 'canvas', at)).ok).toBe(true);
    expect(await countSharedReplayRequest(address, 'canvas', at)).toMatchObject({ ok: false, code: 'limited' });
    expect((await countSharedReplayRequest(address, 'replay', at)).ok).toBe(true);
    const later = clockAt(NOW.getTime() + SHARED_CANVAS_RATE_LIMIT.windowMs + 1000);
    expect((await countSharedReplayRequest(address, 'canvas', later)).ok).toBe(true);
  });
});
