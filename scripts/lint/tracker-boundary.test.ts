/**
 * @jest-environment node
 */
import { execFileSync } from 'node:child_process';
import path from 'node:path';

// The tracker (tracker/) is its own package: the lint rule of eslint.config.mjs must refuse every way into the site.
// ESLint loads its flat config with a dynamic import, which Jest's module system cannot run, so the cases are linted
// by one child Node process with ESLint's API.
const ROOT = path.resolve(__dirname, '..', '..');

type Case = { code: string; file: string };

function restrictedImports(cases: Case[], rule = 'no-restricted-imports'): string[][] {
  const script = `
    const { ESLint } = require('eslint');
    const cases = JSON.parse(process.argv[1]);
    (async () => {
      const eslint = new ESLint({ cwd: process.cwd() });
      const out = [];
      for (const c of cases) {
        const [result] = await eslint.lintText(c.code, { filePath: require('node:path').join(process.cwd(), c.file) });
        out.push(result.messages.filter((m) => m.ruleId === process.argv[2]).map((m) => m.message));
      }
      process.stdout.write(JSON.stringify(out));
    })().catch((e) => { console.error(e); process.exit(1); });`;
  return JSON.parse(
    execFileSync(process.execPath, ['-e', script, JSON.stringify(cases), rule], { cwd: ROOT, encoding: 'utf8' }),
  );
}

const REFUSED: [string, string][] = [
  ["import { getDb } from '@/lib/db/client';", '@/ alias into lib/'],
  ["import { NavBar } from '@/components/nav/NavBar';", '@/ alias into components/'],
  ["import { track } from '../../lib/analytics/events';", 'a relative path out of tracker/ into lib/'],
  ["import { currentUser } from '../../../app/session';", 'a relative path into app/'],
  ["import messages from '../../messages/en.json';", 'the site messages'],
  ["import { useState } from 'react';", 'the site framework'],
  ["export { jsonRoute } from '@/lib/http/route';", 'a re-export from the site'],
];
const TRACKER_OWN =
  "import { record } from '@rrweb/record';\nimport { gzipSync } from 'fflate';\nimport { X } from './constants';\nexport { record, gzipSync, X };\n";
const SITE_OWN = "import { getDb } from '@/lib/db/client';\nexport { getDb };\n";

describe('the tracker cannot import the site (eslint no-restricted-imports on tracker/**)', () => {
  const results = restrictedImports([
    ...REFUSED.map(([code]) => ({ code, file: 'tracker/src/example.ts' })),
    { code: TRACKER_OWN, file: 'tracker/src/example.ts' },
    { code: SITE_OWN, file: 'lib/example.ts' },
  ]);

  it.each(REFUSED.map(([code, why], index) => [code, why, index] as const))(
    '%s is refused (%s)',
    (_code, _why, index) => {
      expect(results[index]!.length).toBeGreaterThan(0);
    },
  );

  it('imports inside the tracker and of its own dependencies are allowed', () => {
    expect(results[REFUSED.length]).toEqual([]);
  });

  it('the same imports stay allowed in the site itself', () => {
    expect(results[REFUSED.length + 1]).toEqual([]);
  });
});

const SITE_INTO_TRACKER_SOURCES: [string, string][] = [
  ["import { encodeBatch } from '@/tracker/src/protocol/codec';", 'the @/ alias into tracker/src'],
  ["import { STORAGE_KEYS } from '../../tracker/src/constants';", 'a relative path into tracker/src'],
  ["import { MESSAGE_TYPES } from '@parley/tracker/src/protocol/messages';", 'the package name, past its exports map'],
];
const SITE_THROUGH_EXPORTS =
  "import { encodeBatch, MESSAGE_TYPES } from '@parley/tracker/protocol';\nimport { STORAGE_KEYS } from '@parley/tracker/constants';\nexport { encodeBatch, MESSAGE_TYPES, STORAGE_KEYS };\n";

describe('the site reads the tracker only through its exports map (eslint no-restricted-imports outside tracker/**)', () => {
  const results = restrictedImports([
    ...SITE_INTO_TRACKER_SOURCES.map(([code]) => ({ code, file: 'lib/studio/example.ts' })),
    { code: SITE_THROUGH_EXPORTS, file: 'components/studio/example.tsx' },
  ]);

  it.each(SITE_INTO_TRACKER_SOURCES.map(([code, why], index) => [code, why, index] as const))(
    '%s is refused (%s)',
    (_code, _why, index) => {
      expect(results[index]!.length).toBeGreaterThan(0);
    },
  );

  it('@parley/tracker/protocol and @parley/tracker/constants are allowed', () => {
    expect(results[SITE_INTO_TRACKER_SOURCES.length]).toEqual([]);
  });
});

describe('one result shape: a route handler, the proxy or a server never writes a refusal status as a number (eslint no-restricted-syntax)', () => {
  const BY_NUMBER = 'export const GET = async () => new Response(null, { status: 416 });\n';
  const BY_CODE =
    "import { failure } from '@/lib/errors';\nimport { failureResponse } from '@/lib/http/route';\nexport const GET = async () => (Math.random() > 2 ? new Response('x', { status: 206 }) : failureResponse(failure('range_not_satisfiable', 'Range: past the end')));\n";
  // A server's own node:http response, as server/ingest.ts once picked its health check's status by hand.
  const SERVER_BY_NUMBER =
    "import http from 'node:http';\nhttp.createServer((request, response) => {\n  const health = request.url === '/';\n  response.writeHead(health ? 200 : 404, { 'Content-Type': 'application/json' }).end('{}');\n});\n";
  const SERVER_BY_CODE =
    "import http from 'node:http';\nimport { failure } from '../lib/errors';\nimport { failureNodeResponse, okNodeResponse } from '../lib/http/route';\nhttp.createServer((request, response) => {\n  const reply = request.url === '/' ? okNodeResponse({ ok: true }) : failureNodeResponse(failure('not_found', 'No such path'));\n  response.writeHead(reply.status, reply.headers).end(reply.body);\n  response.writeHead(304).end();\n});\n";
  const results = restrictedImports(
    [
      { code: BY_NUMBER, file: 'app/api/example/route.ts' },
      { code: BY_NUMBER.replace('416', '500'), file: 'proxy.ts' },
      { code: BY_CODE, file: 'app/api/example/route.ts' },
      { code: SERVER_BY_NUMBER, file: 'server/example.ts' },
      { code: 'export const refused = { status: 405, headers: {}, body: "{}" };\n', file: 'lib/http/example.ts' },
      { code: SERVER_BY_CODE, file: 'server/example.ts' },
    ],
    'no-restricted-syntax',
  );

  it('a 4xx or 5xx written as a number is refused, in a route handler and in the proxy', () => {
    expect(results[0]!.length).toBeGreaterThan(0);
    expect(results[1]!.length).toBeGreaterThan(0);
  });

  it('a Failure converted by failureResponse, and a success status (206), are allowed', () => {
    expect(results[2]).toEqual([]);
  });

  it("a 4xx written as a number is refused in a server's own node:http handling (server/, lib/http/)", () => {
    expect(results[3]!.length).toBeGreaterThan(0);
    expect(results[4]!.length).toBeGreaterThan(0);
  });

  it('a server converting a Failure with failureNodeResponse, and writing a success (200, 304) by number, is allowed', () => {
    expect(results[5]).toEqual([]);
  });
});
