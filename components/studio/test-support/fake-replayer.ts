// rrweb's Replayer for the player's tests (jest.mock('@rrweb/replay', () => jest.requireActual('./test-support/fake-replayer')))).

/** rrweb's Replayer, recorded: what it was given and when (the real one needs a layout engine jsdom does not have). */
export const replayers: {
  events: { type: number; timestamp: number }[];
  added: unknown[];
  handlers: Record<string, (payload?: unknown) => void>;
  playedFrom: number[];
  pausedAt: (number | undefined)[];
  iframe: HTMLIFrameElement;
  config: { skipInactive?: boolean; speed?: number };
  wrapper: HTMLElement;
}[] = [];
export class Replayer {
  /** What getMetaData says the recording's length is (a live replay's test moves it as batches arrive). */
  static totalTime = 0;
  /** The handlers the player registered (`finish`, `resize`), for a test to call as rrweb would. */
  handlers: Record<string, (payload?: unknown) => void> = {};
  iframe = document.createElement('iframe');
  wrapper = document.createElement('div');
  added: unknown[] = [];
  playedFrom: number[] = [];
  pausedAt: (number | undefined)[] = [];
  constructor(
    readonly events: { type: number; timestamp: number }[],
    readonly config: { root: HTMLElement; skipInactive?: boolean; speed?: number },
  ) {
    this.wrapper.className = 'replayer-wrapper';
    config.root.append(this.wrapper);
    replayers.push(this);
  }
  on(name: string, handler: (payload?: unknown) => void) {
    this.handlers[name] = handler;
  }
  addEvent(event: unknown) {
    this.added.push(event);
  }
  getMetaData() {
    return {
      startTime: this.events[0]!.timestamp,
      endTime: this.events[this.events.length - 1]!.timestamp,
      totalTime: Replayer.totalTime,
    };
  }
  // As rrweb's: before the first play or pause its baseline is 0, so its "current time" is minus the first timestamp.
  getCurrentTime() {
    return this.playedFrom.length === 0 ? -this.events[0]!.timestamp : this.playedFrom[this.playedFrom.length - 1]!;
  }
  play(offset: number) {
    this.playedFrom.push(offset);
  }
  pause(offset?: number) {
    this.pausedAt.push(offset);
  }
  setConfig(change: { skipInactive?: boolean; speed?: number }) {
    Object.assign(this.config, change);
  }
  destroy() {}
}
