/**
 * The tests' fixtures: one server per Playwright worker (port TRACKER_TEST_PORT, default 4150, + its index), its state reset before each test,
 * and helpers to wait for what the fake ingest stored.
 */
import { test as base, expect } from '@playwright/test';
import { startServer, type IngestState, type StoredMessage, type TestServer } from './server';

export const BASE_PORT = Number(process.env.TRACKER_TEST_PORT) || 4150;

export const test = base.extend<{ ingest: IngestState; server: TestServer }, { workerServer: TestServer }>({
  workerServer: [
    async ({}, provide, workerInfo) => {
      const server = await startServer(BASE_PORT + workerInfo.parallelIndex);
      await provide(server);
      await server.close();
    },
    { scope: 'worker' },
  ],
  server: async ({ workerServer }, provide) => {
    workerServer.reset();
    await provide(workerServer);
  },
  ingest: async ({ server }, provide) => {
    await provide(server.state);
  },
  baseURL: async ({ workerServer }, provide) => {
    await provide(workerServer.origin);
  },
});

export { expect };

/**
 * Every stored message, in arrival order, once per message index of its page, as readers keep them (a page's own last
 * batch may repeat messages of its other batches: tracker/PROTOCOL.md "Batch").
 */
export const allMessages = (
  state: IngestState,
): (StoredMessage & { sessionID: string; pageNo: number; batchNo: number; index: number })[] => {
  const seen = new Set<string>();
  return state.batches.flatMap((b) =>
    b.messages
      .map((m, position) => ({
        ...m,
        sessionID: b.sessionID,
        pageNo: b.header.pageNo,
        batchNo: b.header.batchNo,
        index: b.header.firstIndex + position,
      }))
      .filter(
        (m) =>
          !seen.has(`${m.sessionID}/${m.pageNo}/${m.index}`) && !!seen.add(`${m.sessionID}/${m.pageNo}/${m.index}`),
      ),
  );
};

export const customEvents = (state: IngestState) =>
  allMessages(state)
    .filter((m) => m.type === 'custom')
    .map((m) => m.data.name);

/** Waits (polling) until `check` passes; fails with its last error. */
export async function eventually(check: () => void, timeoutMs = 15_000): Promise<void> {
  await expect
    .poll(
      () => {
        try {
          check();
          return true;
        } catch (error) {
          return String(error);
        }
      },
      { timeout: timeoutMs },
    )
    .toBe(true);
}
