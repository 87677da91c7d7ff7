/** @jest-environment node */
import { createHmac, randomBytes } from 'node:crypto';
import { nextAttemptAt } from './backoff';
import {
  DELIVERY_BACKOFF_BASE_MS,
  DELIVERY_BACKOFF_MAX_MS,
  DELIVERY_MAX_ATTEMPTS,
  SIGNATURE_TOLERANCE_MS,
} from './limits';
import { escapeSlack, jsonBody, slackBody, type EventForMessage } from './message';
import { seal, unseal } from './sealed';
import { signatureHeader, verifySignature } from './signature';

const NOW = new Date('2026-12-01T12:00:00.000Z');
const SECRET = 'whsec_test-secret';

describe('the signature of a delivery', () => {
  test('is t=<unix seconds>,v1=<hex HMAC-SHA256 of "t.body">, as a receiver recomputes it with its own HMAC', () => {
    const body = '{"event":"replay_note.created"}';
    const header = signatureHeader(SECRET, body, NOW);
    const t = NOW.getTime() / 1000;
    expect(header).toBe(`t=${t},v1=${createHmac('sha256', SECRET).update(`${t}.${body}`).digest('hex')}`);
    expect(verifySignature(SECRET, body, header, NOW)).toBe(true);
  });

  test('does not verify for another body, another secret, a stale timestamp or a malformed header', () => {
    const body = '{"a":1}';
    const header = signatureHeader(SECRET, body, NOW);
    expect(verifySignature(SECRET, '{"a":2}', header, NOW)).toBe(false);
    expect(verifySignature('whsec_other', body, header, NOW)).toBe(false);
    expect(verifySignature(SECRET, body, header, new Date(NOW.getTime() + SIGNATURE_TOLERANCE_MS + 1000))).toBe(false);
    expect(verifySignature(SECRET, body, 'v1=abc', NOW)).toBe(false);
    expect(verifySignature(SECRET, body, '', NOW)).toBe(false);
  });
});

describe('the backoff schedule', () => {
  test('doubles from the base after each failed attempt and stops after the last attempt', () => {
    const waits = Array.from({ length: DELIVERY_MAX_ATTEMPTS }, (_, i) => {
      const next = nextAttemptAt(i + 1, NOW);
      return next === null ? null : next.getTime() - NOW.getTime();
    });
    expect(DELIVERY_MAX_ATTEMPTS).toBe(6);
    expect(DELIVERY_BACKOFF_BASE_MS).toBe(30_000);
    expect(waits).toEqual([30_000, 60_000, 120_000, 240_000, 480_000, null]);
  });

  test('never waits longer than the cap', () => {
    // A schedule with many more attempts is capped: the cap holds for any attempt below the maximum.
    for (let attempts = 1; attempts < DELIVERY_MAX_ATTEMPTS; attempts++) {
      expect(nextAttemptAt(attempts, NOW)!.getTime() - NOW.getTime()).toBeLessThanOrEqual(DELIVERY_BACKOFF_MAX_MS);
    }
    expect(DELIVERY_BACKOFF_MAX_MS).toBe(3_600_000);
  });
});

const NOTE_EVENT: EventForMessage = {
  id: 7,
  kind: 'replay_note.created',
  projectId: '00000000-0000-4000-8000-0000000000aa',
  occurredAt: NOW,
  payload: {
    author: 'team',
    body: 'The <vote> button & the count',
    url: 'https://parley.example/studio/sessions/s1?t=123',
  },
};

describe('the message formats', () => {
  test("Parley's JSON carries the event's id, kind, project, time and payload", () => {
    expect(JSON.parse(jsonBody(NOTE_EVENT))).toEqual({
      id: 7,
      event: 'replay_note.created',
      projectId: NOTE_EVENT.projectId,
      occurredAt: '2026-12-01T12:00:00.000Z',
      data: NOTE_EVENT.payload,
    });
  });

  test('Slack gets text and blocks: the summary escaped for mrkdwn, a link to the studio, and the kind and time', () => {
    const body = JSON.parse(slackBody(NOTE_EVENT));
    expect(body.text).toBe('team noted on a replay: The <vote> button & the count');
    expect(body.blocks).toEqual([
      {
        type: 'section',
        text: {
          type: 'mrkdwn',
          text: 'team noted on a replay: The &lt;vote&gt; button &amp; the count\n<https://parley.example/studio/sessions/s1?t=123|Open in Parley>',
        },
      },
      { type: 'context', elements: [{ type: 'mrkdwn', text: 'replay_note.created · 2026-12-01T12:00:00.000Z' }] },
    ]);
    expect(escapeSlack('a<b>&c')).toBe('a&lt;b&gt;&amp;c');
  });
});

describe('sealed secrets', () => {
  const key = new Uint8Array(randomBytes(32));

  test('open to what was sealed, and two seals of one value differ', () => {
    const first = seal('ghp_token', key);
    expect(unseal(first, key)).toBe('ghp_token');
    expect(seal('ghp_token', key)).not.toBe(first);
    expect(first).not.toContain('ghp_token');
  });

  test('refuse a changed byte, a truncated value or another key', () => {
    const sealed = seal('glpat-token', key);
    const [version, iv, body, tag] = sealed.split('.');
    const flipped = Buffer.from(body!, 'base64url');
    flipped[0]! ^= 1;
    expect(() => unseal([version, iv, flipped.toString('base64url'), tag].join('.'), key)).toThrow();
    expect(() => unseal([version, iv, body].join('.'), key)).toThrow('Not a sealed value');
    expect(() => unseal(sealed, new Uint8Array(randomBytes(32)))).toThrow();
  });
});
