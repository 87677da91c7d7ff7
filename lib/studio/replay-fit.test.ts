import { fitScale, isZoom, MIN_STAGE_PX, stageBox, zoomStep, ZOOM_LEVELS } from './replay-fit';

test('a recording is fitted to the narrower of its column and its room, never drawn larger than it was', () => {
  // 1440 × 900 in a 1072 px column with 700 px of room: the width decides.
  expect(fitScale(1440, 900, 1072, 700)).toBeCloseTo(1072 / 1440);
  // The same recording with only 500 px of room: the height decides.
  expect(fitScale(1440, 900, 1072, 500)).toBeCloseTo(500 / 900);
  // A small recording is not blown up.
  expect(fitScale(390, 844, 1400, 2000)).toBe(1);
  // However little room there is, the stage keeps MIN_STAGE_PX.
  expect(fitScale(1440, 900, 1400, 50)).toBeCloseTo(MIN_STAGE_PX / 900);
});

test('fitted, the stage is as tall as the drawing and centred; zoomed past its room it keeps the room and scrolls', () => {
  expect(stageBox({ width: 1000, height: 500 }, { width: 1200, room: 800 }, 'fit')).toEqual({
    scale: 1,
    fitted: 1,
    left: 100,
    blockSize: 500,
    scrolls: false,
  });
  expect(stageBox({ width: 1440, height: 900 }, { width: 1000, room: 600 }, 2)).toEqual({
    scale: 2,
    fitted: 600 / 900,
    left: 0,
    blockSize: 600,
    scrolls: true,
  });
  expect(stageBox({ width: 1440, height: 900 }, { width: 1000, room: 600 }, 0.5)).toEqual({
    scale: 0.5,
    fitted: 600 / 900,
    left: 140,
    blockSize: 450,
    scrolls: false,
  });
});

test('zooming in and out goes from the fitted scale to the nearest level past it, and stays at the ends', () => {
  expect(zoomStep('fit', 0.62, 1)).toBe(0.75);
  expect(zoomStep('fit', 0.62, -1)).toBe(0.5);
  expect(zoomStep('fit', 0.75, 1)).toBe(1);
  expect(zoomStep(1, 0.62, 1)).toBe(1.5);
  expect(zoomStep(1, 0.62, -1)).toBe(0.75);
  expect(zoomStep(ZOOM_LEVELS[ZOOM_LEVELS.length - 1]!, 0.62, 1)).toBe(2);
  expect(zoomStep(0.5, 0.62, -1)).toBe(0.5);
  expect(zoomStep('fit', 0.3, -1)).toBe('fit');
});

test('a zoom is fitting or one of the offered levels, nothing else (what the zoom menu accepts)', () => {
  expect(isZoom('fit')).toBe(true);
  for (const level of ZOOM_LEVELS) expect(isZoom(level)).toBe(true);
  expect(isZoom(0.6)).toBe(false);
  expect(isZoom(Number.NaN)).toBe(false);
  expect(isZoom('1')).toBe(false);
});
