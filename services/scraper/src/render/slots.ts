/** A counting semaphore with a wait limit: render work beyond the pool size queues briefly. */
export class Slots {
  private free: number;
  private readonly waiting: Array<() => void> = [];

  constructor(size: number) {
    this.free = Math.max(1, size);
  }

  /** Resolves with a release function, or rejects after `timeoutMs` or on abort. */
  acquire(timeoutMs: number, signal?: AbortSignal): Promise<() => void> {
    const release = () => {
      const next = this.waiting.shift();
      if (next) next();
      else this.free++;
    };
    if (this.free > 0) {
      this.free--;
      return Promise.resolve(once(release));
    }
    return new Promise((resolve, reject) => {
      const grant = () => {
        clearTimeout(timer);
        signal?.removeEventListener('abort', onAbort);
        resolve(once(release));
      };
      const giveUp = (why: string) => {
        const index = this.waiting.indexOf(grant);
        if (index >= 0) this.waiting.splice(index, 1);
        reject(new Error(why));
      };
      const onAbort = () => {
        clearTimeout(timer);
        giveUp('aborted while waiting for a render slot');
      };
      const timer = setTimeout(() => {
        signal?.removeEventListener('abort', onAbort);
        giveUp('no render slot free in time');
      }, timeoutMs);
      signal?.addEventListener('abort', onAbort, { once: true });
      this.waiting.push(grant);
    });
  }
}

function once(fn: () => void): () => void {
  let done = false;
  return () => {
    if (done) return;
    done = true;
    fn();
  };
}
