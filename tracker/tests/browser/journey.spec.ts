import { FINAL_BATCH_FIRST } from '../../src/constants';
import { allMessages, eventually, expect, test } from './fixtures';

test.describe('a visit of three pages (full page loads) in one session', () => {
  test('every page, click and canvas snapshot reaches the ingest, and nothing typed does', async ({ page, ingest }) => {
    ingest.startResponse = { ...ingest.startResponse, canvasEnabled: true, canvasFPS: 10, canvasQuality: 'low' };
    ingest.trackerOptions = { obscureTextNumbers: true };
    const typedEmail = 'mina.karimi@example.org';
    const typedDigits = '98765432';
    const typedPassword = 'hunter2-Secret';

    for (const name of ['one', 'two', 'three']) {
      if (name === 'one') await page.goto('/page/one');
      else await page.click(`#to-${name}`);
      await expect(page.locator('html')).toHaveAttribute('data-tracker', 'active');
      await page.fill('#email', typedEmail);
      await page.fill('#digits', typedDigits);
      await page.fill('#password', typedPassword);
      await page.click('[data-testid="hi"]');
      // Draw: every pointer move paints a new square, and the canvas is snapshot 10 times a second.
      const box = (await page.locator('#drawing').boundingBox())!;
      for (let i = 0; i < 14; i++) {
        await page.mouse.move(box.x + 10 + i * 12, box.y + 20 + (i % 5) * 15);
        await page.waitForTimeout(110);
      }
    }
    // Leaving for a page without the tracker hides this one: the last batch and snapshots go out.
    await page.click('#to-plain');

    await eventually(() => {
      expect(new Set(ingest.batches.map((b) => b.header.pageNo))).toEqual(new Set([0, 1, 2]));
      const pages = allMessages(ingest).filter((m) => m.type === 'page');
      expect(pages.map((m) => new URL(String(m.data.url)).pathname)).toEqual(['/page/one', '/page/two', '/page/three']);
      expect(allMessages(ingest).filter((m) => m.type === 'click' && m.data.label === 'Say hi')).toHaveLength(3);
      expect(ingest.images.length).toBeGreaterThan(0);
    });

    const messages = allMessages(ingest);
    // One session, its pages numbered 0, 1, 2, each page's batches numbered from 0 without a gap (and the page's own
    // last batches, sent as it was left, from FINAL_BATCH_FIRST).
    expect(new Set(messages.map((m) => m.sessionID)).size).toBe(1);
    for (const pageNo of [0, 1, 2]) {
      const numbers = ingest.batches
        .filter((b) => b.header.pageNo === pageNo)
        .map((b) => b.header.batchNo)
        .sort((a, b) => a - b);
      const worker = numbers.filter((n) => n < FINAL_BATCH_FIRST);
      expect(worker).toEqual(worker.map((_, i) => i));
      expect(numbers.filter((n) => n >= FINAL_BATCH_FIRST)).toEqual(
        numbers.slice(worker.length).map((_, i) => FINAL_BATCH_FIRST + i),
      );
    }
    expect(
      ingest.calls
        .filter((c) => c.path === '/ingest/v1/web/start')
        .map((c) => Boolean((c.body as { token?: string }).token)),
    ).toEqual([false, true, true]);

    // Clicks: the selector finds the button; the navigation links are clicks too.
    const clicks = messages.filter((m) => m.type === 'click');
    expect(clicks.find((m) => m.data.label === 'Say hi')!.data.selector).toBe('button[data-testid="hi"]');
    expect(clicks.map((m) => m.data.selector)).toEqual(expect.arrayContaining(['#to-two', '#to-three', '#to-plain']));

    // Canvas: a `canvas` message names each uploaded image; images arrived as multipart webp.
    const canvasNames = messages.filter((m) => m.type === 'canvas').map((m) => m.data.name);
    expect(ingest.images.every((image) => image.type === 'image/webp' && image.size > 0)).toBe(true);
    expect(canvasNames).toEqual(expect.arrayContaining(ingest.images.map((image) => image.name)));
    expect(
      ingest.calls.some(
        (c) =>
          c.path === '/ingest/v1/web/images' && String(c.headers['content-type']).startsWith('multipart/form-data'),
      ),
    ).toBe(true);

    // What the visitor typed appears nowhere; the page's own email and number are masked in text and attributes.
    const everything = JSON.stringify(ingest.batches);
    for (const secret of [typedEmail, typedDigits, typedPassword, 'office@parley.test'])
      expect(everything).not.toContain(secret);
    // The page's room number, as a number of its own: four digits in a row also turn up inside a timestamp or a
    // canvas image's name (…4471190… did once).
    expect(everything).not.toMatch(/(?<!\d)4711(?!\d)/);
    expect(everything).toContain('***@***.***');
    // ... though the typing itself was recorded: rrweb input events with the values masked (a password leaves nothing).
    const inputs = messages.filter(
      (m) => m.type === 'rrweb' && m.data.type === 3 && (m.data.data as { source: number }).source === 5,
    );
    const texts = new Set(inputs.map((m) => (m.data.data as { text: string }).text));
    expect(texts).toContain('*'.repeat(typedEmail.length));
    expect(texts).toContain('*'.repeat(typedDigits.length));
    expect(texts).toContain('');
  });
});
