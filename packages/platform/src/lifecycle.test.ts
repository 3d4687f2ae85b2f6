import { EventEmitter } from 'node:events';
import { describe, expect, it } from '@jest/globals';
import { survive } from './lifecycle.js';

/** A stand-in for `process`: its events, and whether exit was called. */
function fakeProcess() {
  const events = new EventEmitter();
  const exits: number[] = [];
  const proc = {
    on: (event: string, listener: (...args: unknown[]) => void) => {
      events.on(event, listener);
      return proc;
    },
    exit: (code?: number) => void exits.push(code ?? 0),
  };
  survive(proc as never, () => undefined);
  return { events, exits };
}

describe('survive', () => {
  it('keeps the process up when a lost database connection escapes', () => {
    const { events, exits } = fakeProcess();
    events.emit('uncaughtException', Object.assign(new Error('terminating connection'), { code: '57P01' }));
    events.emit('unhandledRejection', new Error('Connection terminated unexpectedly'));
    expect(exits).toEqual([]);
  });

  it('still ends the process on any other escaped error', () => {
    const { events, exits } = fakeProcess();
    events.emit('uncaughtException', new TypeError('x is undefined'));
    events.emit('unhandledRejection', new RangeError('bad'));
    expect(exits).toEqual([1, 1]);
  });
});
