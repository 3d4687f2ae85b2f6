// The virtual user the runner is running now: its number, iteration, tags and cookie jar.
export const vu = {
  id: 0,
  iteration: 0,
  scenario: 'setup',
  group: '',
  /** name → value; one jar per VU, as in k6. */
  jar: new Map(),
  /** Set by the runner: e.g. how long an HTTP call may take. */
  timeoutMs: 60_000,
};

export function becomeVu(id, scenario, iteration = 0) {
  vu.id = id;
  vu.scenario = scenario;
  vu.iteration = iteration;
  vu.group = '';
  vu.jar = new Map();
  globalThis.__VU = id;
  globalThis.__ITER = iteration;
}

export const baseTags = () => ({ scenario: vu.scenario, group: vu.group });

/** The same VU's next iteration (its cookie jar kept). */
export function nextIteration(iteration) {
  vu.iteration = iteration;
  globalThis.__ITER = iteration;
}
