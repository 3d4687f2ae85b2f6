// Loaded with `node --import` into the Prisma CLI process: the 6.19 Wasm schema engine leaves
// 10 s and 60 s timers pending after a command finishes, which would keep the CLI alive for a
// minute. Timers of 5 s or more are unref'd so they no longer hold the process open.
import { promisify } from 'node:util';

const LONG_TIMER_MS = 5000;

for (const name of ['setTimeout', 'setInterval']) {
  const original = globalThis[name];
  globalThis[name] = function unrefLongTimer(callback, delay, ...args) {
    const timer = original.call(this, callback, delay, ...args);
    if (Number(delay) >= LONG_TIMER_MS) timer?.unref?.();
    return timer;
  };
  globalThis[name][promisify.custom] = original[promisify.custom];
}
