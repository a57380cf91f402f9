import type { Logger } from '@nestjs/common';
import { keepServingAfterUncaughtErrors } from './uncaught-errors';

describe('a serving process after an uncaught error', () => {
  // the process events, without the overloads that tie each name to its own listener type
  const events = ['uncaughtException', 'unhandledRejection'];
  const listeners = (event: string) => process.listeners(event as 'uncaughtException') as unknown[];
  const emit = process.emit.bind(process) as (event: string, ...args: unknown[]) => boolean;
  const before = new Map(events.map((event) => [event, listeners(event)]));
  afterEach(() => {
    for (const event of events) for (const listener of listeners(event)) if (!before.get(event)!.includes(listener)) process.off(event, listener as () => void);
    jest.restoreAllMocks();
  });

  function install(limit?: number) {
    const errors: string[] = [];
    keepServingAfterUncaughtErrors({ error: (text: string) => errors.push(text) } as unknown as Logger, limit);
    const exit = jest.spyOn(process, 'exit').mockImplementation((() => undefined) as never);
    return { errors, exit };
  }

  it('logs an escaped error with its stack and keeps the process', () => {
    const { errors, exit } = install();
    emit('unhandledRejection', new Error('stream went away'), Promise.resolve());
    emit('uncaughtException', new Error('parser blew up'), 'uncaughtException');
    expect(errors).toHaveLength(2);
    expect(errors[0]).toMatch(/^a promise was rejected with no handler, the process keeps serving: Error: stream went away\n\s+at /);
    expect(errors[1]).toMatch(/^an error escaped every handler, the process keeps serving: Error: parser blew up/);
    expect(exit).not.toHaveBeenCalled();
  });

  it('stops with status 1 when errors escape in a storm, for a supervisor to restart it', () => {
    const { errors, exit } = install(3);
    for (let i = 0; i < 4; i++) emit('uncaughtException', new Error(`loop ${i}`), 'uncaughtException');
    expect(exit).toHaveBeenCalledWith(1);
    expect(errors.at(-1)).toBe('more than 3 escaped errors within a minute: stopping so that the process starts again clean');
  });
});
