import { KEEPALIVE_MAX_BYTES } from './constants';
import { createKeepaliveQuota } from './keepalive-quota';

test('bodies in flight share the quota: one that would go over it is sent without keepalive, and what settles is given back once', () => {
  const quota = createKeepaliveQuota();
  expect(quota.available()).toBe(KEEPALIVE_MAX_BYTES - 1);
  const images = quota.take(40_000);
  expect(images.keepalive).toBe(true);
  expect(quota.available()).toBe(KEEPALIVE_MAX_BYTES - 1 - 40_000);
  // A 30 KB last batch no longer fits beside the images.
  expect(quota.take(30_000).keepalive).toBe(false);
  expect(quota.available()).toBe(KEEPALIVE_MAX_BYTES - 1 - 40_000);
  images.release();
  images.release();
  expect(quota.available()).toBe(KEEPALIVE_MAX_BYTES - 1);
  expect(quota.take(30_000).keepalive).toBe(true);
});

test('bodies fit under KEEPALIVE_MAX_BYTES in flight, as everywhere in the tracker: one of the whole quota goes without keepalive', () => {
  const quota = createKeepaliveQuota();
  expect(quota.take(KEEPALIVE_MAX_BYTES).keepalive).toBe(false);
  expect(quota.take(KEEPALIVE_MAX_BYTES - 1).keepalive).toBe(true);
  expect(quota.available()).toBe(0);
});
