import { NextRequest } from 'next/server';
import { FLAGS_HINT_COOKIE } from '@/lib/recordings/flags-hint';
import { proxy } from '@/proxy';

// The member's flags cannot be evaluated (the database does not answer).
jest.mock('@/lib/ingest/flags', () => ({
  ...jest.requireActual<object>('@/lib/ingest/flags'),
  flagsHintUpdate: jest.fn(async () => Promise.reject(new Error('connection refused'))),
}));

test("a member's page is served when their flags cannot be evaluated: no new flags cookie, the failure logged", async () => {
  const logged = jest.spyOn(console, 'error').mockImplementation(() => undefined);
  const response = await proxy(
    new NextRequest('http://localhost:3000/bug?lang=en', {
      headers: { cookie: 'parley-signed-in=1; parley-member=mina' },
    }),
  );
  expect(response.status).toBeLessThan(400);
  expect(response.headers.getSetCookie().filter((line) => line.startsWith(`${FLAGS_HINT_COOKIE}=`))).toEqual([]);
  expect(logged).toHaveBeenCalledWith(
    'feature flags for the page:',
    expect.objectContaining({ message: 'connection refused' }),
  );
});
