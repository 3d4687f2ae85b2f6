// The metrics a k6 run keeps (the built-in ones the scenarios' thresholds name) and its
// thresholds, evaluated as k6 does: `metric{tag:value}` → `aggregate op number`.

/** Every sample: { metric, value, tags }. */
export const samples = [];

export function add(metric, value, tags) {
  samples.push({ metric, value: Number(value), tags: { ...tags } });
}

const KIND = {
  http_req_duration: 'trend',
  http_req_waiting: 'trend',
  iteration_duration: 'trend',
  http_req_failed: 'rate',
  checks: 'rate',
  http_reqs: 'counter',
  iterations: 'counter',
};
export const kindOf = (metric) => KIND[metric] ?? 'trend';

/** `http_req_duration{name:gem,method:GET}` → { metric, tags }. */
export function parseSelector(selector) {
  const match = /^([\w.]+)(?:\{(.*)\})?$/.exec(selector.trim());
  if (!match) throw new Error(`Cannot read the threshold's metric: ${selector}`);
  const tags = {};
  for (const pair of (match[2] ?? '').split(',').filter((s) => s.trim())) {
    const at = pair.indexOf(':');
    if (at < 0) throw new Error(`Cannot read the tag ${pair} in ${selector}`);
    tags[pair.slice(0, at).trim()] = pair.slice(at + 1).trim();
  }
  return { metric: match[1], tags };
}

function percentile(sorted, p) {
  if (sorted.length === 0) return NaN;
  const rank = (p / 100) * (sorted.length - 1);
  const low = Math.floor(rank);
  const high = Math.ceil(rank);
  return sorted[low] + (sorted[high] - sorted[low]) * (rank - low);
}

/** The value of `aggregate` (rate, count, avg, min, max, med, p(N)) over the values. */
export function aggregate(kind, name, values) {
  const sorted = [...values].sort((a, b) => a - b);
  const sum = values.reduce((s, v) => s + v, 0);
  if (name === 'count') return kind === 'rate' ? values.length : sum;
  if (name === 'rate') return kind === 'rate' ? sum / values.length : sum;
  if (name === 'avg') return sum / values.length;
  if (name === 'min') return sorted[0];
  if (name === 'max') return sorted.at(-1);
  if (name === 'med') return percentile(sorted, 50);
  const p = /^p\((\d+(?:\.\d+)?)\)$/.exec(name);
  if (p) return percentile(sorted, Number(p[1]));
  throw new Error(`Unknown threshold aggregate: ${name}`);
}

const COMPARE = {
  '<': (a, b) => a < b,
  '<=': (a, b) => a <= b,
  '>': (a, b) => a > b,
  '>=': (a, b) => a >= b,
  '==': (a, b) => a === b,
  '===': (a, b) => a === b,
  '!=': (a, b) => a !== b,
};

/**
 * Each threshold's verdict. `only`: the metric kinds enforced (the others are reported, as
 * `enforced: false`); a threshold with no samples is reported as such and not enforced.
 */
export function evaluateThresholds(thresholds = {}, only = ['trend', 'rate', 'counter']) {
  const results = [];
  for (const [selector, list] of Object.entries(thresholds)) {
    const { metric, tags } = parseSelector(selector);
    const kind = kindOf(metric);
    const values = samples
      .filter((s) => s.metric === metric && Object.entries(tags).every(([k, v]) => String(s.tags[k]) === v))
      .map((s) => s.value);
    for (const entry of Array.isArray(list) ? list : [list]) {
      const expression = typeof entry === 'string' ? entry : entry.threshold;
      const parsed = /^\s*([\w().]+)\s*(<=|>=|===|==|!=|<|>)\s*(-?[\d.]+)\s*$/.exec(expression);
      if (!parsed) throw new Error(`Cannot read the threshold ${selector}: ${expression}`);
      const [, name, op, bound] = parsed;
      const value = values.length ? aggregate(kind, name, values) : undefined;
      const ok = value === undefined || COMPARE[op](value, Number(bound));
      results.push({
        selector,
        expression,
        samples: values.length,
        value,
        ok,
        enforced: values.length > 0 && only.includes(kind),
      });
    }
  }
  return results;
}
