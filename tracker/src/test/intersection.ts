/** A controllable IntersectionObserver for jsdom (which has none): tests say when a target enters or leaves the viewport. */
type Callback = (entries: { target: Element; isIntersecting: boolean }[]) => void;

const observers = new Set<FakeIntersectionObserver>();

export class FakeIntersectionObserver {
  readonly targets = new Set<Element>();
  constructor(private readonly callback: Callback) {
    observers.add(this);
  }
  observe(target: Element): void {
    this.targets.add(target);
  }
  unobserve(target: Element): void {
    this.targets.delete(target);
  }
  disconnect(): void {
    this.targets.clear();
    observers.delete(this);
  }
}

export function installIntersectionObserver(): void {
  Object.assign(window, { IntersectionObserver: FakeIntersectionObserver });
}

/** The target enters (or leaves) the viewport: every observer watching it is told. */
export function setVisible(target: Element, isIntersecting: boolean): void {
  for (const observer of [...observers]) {
    if (observer.targets.has(target))
      (observer as unknown as { callback: Callback }).callback([{ target, isIntersecting }]);
  }
}

/** How many targets all observers watch. */
export const observedCount = () => [...observers].reduce((sum, o) => sum + o.targets.size, 0);

/** Forgets every observer (a test that failed half-way leaves its own behind). */
export const forgetIntersectionObservers = () => observers.clear();
