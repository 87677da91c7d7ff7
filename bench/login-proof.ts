// The login's proof of work past the account's ceiling (lib/auth/login-proof.ts, decision 0087): what it costs the
// browser that solves it, against what the login costs the server anyway (one argon2 verification of the password).
// The browser's widget derives keys with WebCrypto's PBKDF2 as Node's WebCrypto does here (both on BoringSSL/OpenSSL),
// on one worker per core; this solves on one, so it is the slow end of what a visitor waits. "Without a person
// noticing" is the target: a proof's median well under a second, its slowest (the most numbers tried) too.
//
//   npx tsx bench/login-proof.ts [--proofs 30]
import '../scripts/db/server-condition';
import { performance } from 'node:perf_hooks';
import { solveChallenge } from 'altcha-lib';
import { deriveKey as pbkdf2DeriveKey } from 'altcha-lib/algorithms/pbkdf2';
import {
  issueLoginProofChallenge,
  LOGIN_PROOF_COST,
  LOGIN_PROOF_MAX_NUMBER,
  LOGIN_PROOF_MIN_NUMBER,
} from '../lib/auth/login-proof';
import { hashPassword, verifyPassword } from '../lib/auth/password';
// @ts-expect-error -- a plain .mjs helper without types
import { intOption, median, printRunHeader, printTable, round, writeResult } from './lib/report.mjs';

const proofs = intOption('proofs', 30);
process.env.AUTH_SECRET ??= 'bench-login-proof-secret-bench-login-proof-secret';

function percentile(values: number[], p: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!;
}

async function main() {
  printRunHeader(
    'login-proof',
    `${proofs} proofs (PBKDF2 x ${LOGIN_PROOF_COST}, numbers ${LOGIN_PROOF_MIN_NUMBER}-${LOGIN_PROOF_MAX_NUMBER}) and argon2 verifications`,
  );
  // Baseline, in the same run: the server's own cost of a login attempt.
  const hash = await hashPassword('correct horse battery staple');
  const argon: number[] = [];
  for (let i = 0; i < proofs; i++) {
    const start = performance.now();
    await verifyPassword(hash, 'correct horse battery staple');
    argon.push(performance.now() - start);
  }
  const solve: number[] = [];
  const tried: number[] = [];
  for (let i = 0; i < proofs; i++) {
    const challenge = await issueLoginProofChallenge(new Date(Date.UTC(2026, 11, 6)));
    const start = performance.now();
    const solution = await solveChallenge({ challenge, deriveKey: pbkdf2DeriveKey });
    solve.push(performance.now() - start);
    if (!solution) throw new Error('a challenge was not solved');
    tried.push(solution.counter);
  }
  const rows = [
    [
      'one argon2 verification (the login itself, baseline)',
      round(median(argon), 1),
      round(percentile(argon, 95), 1),
      '–',
    ],
    [
      'one proof of work, one worker',
      round(median(solve), 1),
      round(percentile(solve, 95), 1),
      `${Math.min(...tried)}-${Math.max(...tried)}`,
    ],
  ];
  printTable('Login proof of work (ms)', ['what', 'median', 'p95', 'numbers tried'], rows);
  console.log(
    `   proof / argon2 median: ${round(median(solve) / median(argon), 2)}x; slowest proof ${round(Math.max(...solve))} ms`,
  );
  writeResult('login-proof', {
    proofs,
    argon2: { medianMs: median(argon), p95Ms: percentile(argon, 95) },
    proof: { medianMs: median(solve), p95Ms: percentile(solve, 95), maxMs: Math.max(...solve) },
  });
}

void main();
