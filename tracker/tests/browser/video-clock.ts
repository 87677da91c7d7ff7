/**
 * Measuring the webcam video against the clock: a camera whose every frame shows the time it was drawn, and a reader
 * that finds, for a moment of an uploaded webm, which frame plays there and what time that frame shows. Together they
 * give how far a segment's video is from the session clock (sync) and which moments of a test have video at all.
 */
import type { Page } from '@playwright/test';

/** The clock is drawn as 32 blocks of black or white (Date.now() modulo 2^32 in binary), their inverse below each. */
const BLOCK = 40;
const BITS = 32;
const PER_ROW = 16;
const WIDTH = 640;
const HEIGHT = 360;

/**
 * An init script: getUserMedia still asks the (fake) devices, so opening the camera takes as long as it does, then
 * hands over a video track of a canvas that draws the time every 20 ms, with the real microphone's track.
 */
export function clockCamera(): void {
  const devices = navigator.mediaDevices;
  if (!devices?.getUserMedia) return;
  const real = devices.getUserMedia.bind(devices);
  devices.getUserMedia = async (constraints) => {
    const stream = await real(constraints);
    if (!stream.getVideoTracks().length) return stream;
    const canvas = document.createElement('canvas');
    canvas.width = 640;
    canvas.height = 360;
    const g = canvas.getContext('2d')!;
    const draw = () => {
      const now = Date.now() % 2 ** 32;
      for (let bit = 0; bit < 32; bit++) {
        const on = (now >>> bit) & 1;
        const x = (bit % 16) * 40;
        const y = Math.floor(bit / 16) * 40;
        g.fillStyle = on ? '#fff' : '#000';
        g.fillRect(x, y, 40, 40);
        g.fillStyle = on ? '#000' : '#fff';
        g.fillRect(x, y + 80, 40, 40);
      }
    };
    draw();
    const timer = setInterval(draw, 20);
    const video = canvas.captureStream(30).getVideoTracks()[0]!;
    video.addEventListener('ended', () => clearInterval(timer));
    const stop = video.stop.bind(video);
    video.stop = () => {
      clearInterval(timer);
      stop();
    };
    stream.getVideoTracks().forEach((track) => track.stop());
    return new MediaStream([video, ...stream.getAudioTracks()]);
  };
}

export interface Frame {
  /** The frame's own time in the file (s). */
  mediaTime: number;
  /** What the frame shows: Date.now() % 2^32 when it was drawn, or null when it cannot be read. */
  clock: number | null;
}

/** Decodes a webm in the page: its duration (s), and the frame that plays at each of `times` (s). */
export async function readFrames(
  page: Page,
  webm: Buffer,
  times: number[],
): Promise<{ duration: number; frames: Frame[] }> {
  return page.evaluate(
    async ({ base64, times, layout }) => {
      const bytes = Uint8Array.from(atob(base64), (c) => c.charCodeAt(0));
      const video = document.createElement('video');
      video.muted = true;
      video.src = URL.createObjectURL(new Blob([bytes], { type: 'video/webm' }));
      document.body.append(video);
      await new Promise((resolve, reject) => {
        video.onloadedmetadata = resolve;
        video.onerror = () => reject(new Error(`not playable: ${video.error?.message ?? 'no metadata'}`));
      });
      const seek = (t: number) =>
        new Promise<number | null>((resolve) => {
          let presented: number | null = null;
          video.requestVideoFrameCallback((_now, meta) => (presented = meta.mediaTime));
          video.onseeked = () => setTimeout(() => resolve(presented), 50);
          video.currentTime = t;
        });
      // A recording's webm does not say its duration: it is known once the end was sought.
      await seek(1e9);
      const duration = video.duration;
      const canvas = document.createElement('canvas');
      canvas.width = layout.width;
      canvas.height = layout.height;
      const g = canvas.getContext('2d', { willReadFrequently: true })!;
      const read = () => {
        g.drawImage(video, 0, 0, layout.width, layout.height);
        let value = 0;
        for (let bit = 0; bit < layout.bits; bit++) {
          const x = (bit % layout.perRow) * layout.block + layout.block / 2;
          const y = Math.floor(bit / layout.perRow) * layout.block + layout.block / 2;
          const on = g.getImageData(x, y, 1, 1).data[0]! > 128;
          const inverse = g.getImageData(x, y + 2 * layout.block, 1, 1).data[0]! > 128;
          if (on === inverse) return null;
          if (on) value += 2 ** bit;
        }
        return value;
      };
      const frames = [];
      for (const t of times) {
        const mediaTime = await seek(Math.min(t, duration));
        // A seek that presented no new frame says nothing of which frame is shown.
        if (mediaTime !== null) frames.push({ mediaTime, clock: read() });
      }
      video.remove();
      return { duration, frames };
    },
    {
      base64: webm.toString('base64'),
      times,
      layout: { block: BLOCK, bits: BITS, perRow: PER_ROW, width: WIDTH, height: HEIGHT },
    },
  );
}

/** The difference between two times modulo 2^32 ms (the clock the frames show), as a signed number of ms. */
export const clockDifference = (shown: number, expected: number) => {
  const d = (shown - (expected % 2 ** 32) + 2 ** 32) % 2 ** 32;
  return d > 2 ** 31 ? d - 2 ** 32 : d;
};

/** The union of intervals, each [from, to]: their total length within [start, end], and the gaps in it. */
export function coverage(intervals: [number, number][], start: number, end: number) {
  const sorted = [...intervals].sort((a, b) => a[0] - b[0]);
  let covered = 0;
  let reached = start;
  const gaps: [number, number][] = [];
  for (const [from, to] of sorted) {
    const a = Math.max(from, reached);
    const b = Math.min(to, end);
    if (a > reached && reached < end) gaps.push([reached, Math.min(a, end)]);
    if (b > a) covered += b - a;
    reached = Math.max(reached, Math.min(to, end));
  }
  if (reached < end) gaps.push([reached, end]);
  return { share: covered / (end - start), gaps };
}
