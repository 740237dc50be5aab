/**
 * A first-come, first-served lock. The embedded database has one connection; holding this
 * lock while a caller uses it keeps one request's transaction from running inside another's.
 */
export class Mutex {
  #tail: Promise<void> = Promise.resolve();

  /** Resolves with a release function once every earlier caller has released. */
  acquire(): Promise<() => void> {
    let release!: () => void;
    const turn = new Promise<void>((resolve) => {
      release = resolve;
    });
    const ready = this.#tail.then(() => release);
    this.#tail = this.#tail.then(() => turn);
    return ready;
  }
}
