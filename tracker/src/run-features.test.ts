import { UXT_ACTIVE_KEY, UXT_PENDING_UPLOADS_KEY } from './constants';
import { createNodeRegistry } from './nodes';
import { createFeatures, type FeatureRun } from './run-features';
import { parseStartResponse, type StartResponse } from './session';
import { fakeContext } from './test/fakeContext';

const tags = { fetchTags: jest.fn(), watchTags: jest.fn() };
const canvas = { startCanvasSnapshots: jest.fn() };
const uxt = { startUsabilityTest: jest.fn() };
jest.mock('./features/tags', () => tags);
jest.mock('./features/canvas', () => canvas);
jest.mock('./features/uxt', () => uxt);

const warn = jest.fn();
const settle = () => new Promise((resolve) => setTimeout(resolve, 0));
const response = (fields: Record<string, unknown> = {}): StartResponse =>
  parseStartResponse({ token: 'tok-run', sessionID: 's1', userUUID: 'u1', delay: 0, ...fields })!;

let alive: boolean;
const run = (): FeatureRun => ({
  context: fakeContext(),
  nodes: createNodeRegistry(),
  alive: () => alive,
  unauthorized: jest.fn(),
});

beforeEach(() => {
  jest.clearAllMocks();
  localStorage.clear();
  history.replaceState(null, '', '/');
  alive = true;
  tags.fetchTags.mockResolvedValue([{ id: 1, selector: '#buy' }]);
  tags.watchTags.mockReturnValue(jest.fn());
  canvas.startCanvasSnapshots.mockReturnValue({ upload: jest.fn(), stop: jest.fn() });
  uxt.startUsabilityTest.mockReturnValue(jest.fn());
});

describe("a run's lazy parts", () => {
  it("watch the tags fetched with the start response's token, and stop them with the run", async () => {
    const features = createFeatures({}, warn)(run());
    features.tags(response());
    await settle();
    expect(tags.fetchTags).toHaveBeenCalledWith(`${location.origin}/ingest`, 'tok-run');
    expect(tags.watchTags).toHaveBeenCalledTimes(1);
    features.stop();
    expect(tags.watchTags.mock.results[0]!.value).toHaveBeenCalled();
  });

  it('are not used when the run ended before their chunk, or their first answer, arrived', async () => {
    const features = createFeatures({}, warn)(run());
    alive = false;
    features.tags(response());
    features.session(response({ canvasEnabled: true, features: { 'usability-test': true } }));
    await settle();
    expect(tags.fetchTags).not.toHaveBeenCalled();
    expect(canvas.startCanvasSnapshots).not.toHaveBeenCalled();

    alive = true;
    tags.fetchTags.mockImplementation(async () => {
      alive = false;
      return [{ id: 1, selector: '#buy' }];
    });
    features.tags(response());
    await settle();
    expect(tags.watchTags).not.toHaveBeenCalled();
  });

  it('take canvas snapshots when the start response enables them and the site does not refuse them', async () => {
    const theRun = run();
    createFeatures({}, warn)(theRun).session(response());
    createFeatures({ canvas: false }, warn)(run()).session(response({ canvasEnabled: true }));
    await settle();
    expect(canvas.startCanvasSnapshots).not.toHaveBeenCalled();

    const features = createFeatures({}, warn)(theRun);
    features.session(response({ canvasEnabled: true, canvasFPS: 2, canvasQuality: 'high' }));
    await settle();
    expect(canvas.startCanvasSnapshots).toHaveBeenCalledWith(
      expect.objectContaining({ token: 'tok-run', fps: 2, quality: 'high', onUnauthorized: theRun.unauthorized }),
    );
    const snapshots = canvas.startCanvasSnapshots.mock.results[0]!.value;
    features.upload();
    expect(snapshots.upload).toHaveBeenCalledTimes(1);
    features.stop();
    expect(snapshots.stop).toHaveBeenCalledTimes(1);
  });

  it.each([
    ['a test asked for in the address', () => history.replaceState(null, '', '/?oruxt=t-1')],
    ['a test in progress', () => localStorage.setItem(UXT_ACTIVE_KEY, 't-1')],
    ['a test video still to upload', () => localStorage.setItem(UXT_PENDING_UPLOADS_KEY, '[]')],
  ])('open the usability test for %s, when the start response enables them', async (_name, arrange) => {
    arrange();
    createFeatures({ language: 'fa' }, warn)(run()).session(response());
    await settle();
    expect(uxt.startUsabilityTest).not.toHaveBeenCalled();
    createFeatures({ language: 'fa' }, warn)(run()).session(response({ features: { 'usability-test': true } }));
    await settle();
    expect(uxt.startUsabilityTest).toHaveBeenCalledWith(
      expect.anything(),
      expect.objectContaining({ token: 'tok-run' }),
      'fa',
      warn,
    );
  });

  it('open no usability test on a page without one', async () => {
    createFeatures({}, warn)(run()).session(response({ features: { 'usability-test': true } }));
    await settle();
    expect(uxt.startUsabilityTest).not.toHaveBeenCalled();
  });

  it('warn when a chunk cannot be had', async () => {
    tags.fetchTags.mockRejectedValue(new Error('tags response 500'));
    createFeatures({}, warn)(run()).tags(response());
    await settle();
    expect(warn).toHaveBeenCalledWith('tags: Error: tags response 500');
  });
});
