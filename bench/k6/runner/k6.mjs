// The runner's `k6` module: check, group, sleep and fail, as k6 defines them.
import { add } from './metrics.mjs';
import { baseTags, vu } from './vu.mjs';

const pause = new Int32Array(new SharedArrayBuffer(4));

/** Failed checks, kept for the runner's report. */
export const failedChecks = [];

export function check(value, sets, tags = {}) {
  let all = true;
  for (const [name, predicate] of Object.entries(sets)) {
    let ok;
    try {
      ok = Boolean(typeof predicate === 'function' ? predicate(value) : predicate);
    } catch {
      ok = false;
    }
    add('checks', ok ? 1 : 0, { ...baseTags(), ...tags, check: name });
    if (!ok) {
      all = false;
      failedChecks.push({ check: name, scenario: vu.scenario, status: value?.status, url: value?.url });
    }
  }
  return all;
}

export function group(name, fn) {
  const outer = vu.group;
  vu.group = `${outer}::${name}`;
  try {
    return fn();
  } finally {
    vu.group = outer;
  }
}

/** Blocks the VU for `seconds`, as k6's sleep does. */
export function sleep(seconds) {
  Atomics.wait(pause, 0, 0, Math.max(0, Number(seconds) * 1000));
}

export function fail(message = '') {
  throw new Error(message);
}

export default { check, group, sleep, fail };
