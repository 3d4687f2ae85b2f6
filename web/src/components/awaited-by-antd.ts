/**
 * antd awaits a promise returned by Popconfirm's `onConfirm`: its OK button spins and the popup
 * stays open until the promise settles. Its types say `() => void`, which no-misused-promises
 * would rightly refuse; this says once that antd does wait.
 */
export const awaitedByAntd = <A extends unknown[]>(run: (...args: A) => Promise<unknown>) =>
  run as (...args: A) => void;
