import { ConsoleLogger, type LoggerService, type LogLevel } from '@nestjs/common';
import pino, { type Logger } from 'pino';
import type { AppConfig } from '../config/config';
import { REDACTED_PATHS, secretScrubber } from './secrets';

export interface Logging {
  /** what NestJS and every `new Logger(context)` write through; false: nothing is written */
  nest: LoggerService | false;
  /** Fastify's logger in JSON mode: each request's lines carry its id (reqId) */
  pino?: Logger;
}

type Level = AppConfig['log']['level'];

const NEST_LEVELS: Record<Level, LogLevel[]> = {
  debug: ['debug', 'log', 'warn', 'error', 'fatal'],
  info: ['log', 'warn', 'error', 'fatal'],
  warn: ['warn', 'error', 'fatal'],
  error: ['error', 'fatal'],
};

/** `levels` narrows what is written (a command printing only warnings and errors); false writes nothing (tests). */
export function createLogging(config: AppConfig, levels?: LogLevel[] | false): Logging {
  const scrub = secretScrubber({ linkTokens: config.env === 'production' });
  const level: Level = levels && !levels.includes('log') ? 'warn' : config.log.level;
  if (levels === false) return { nest: false };
  if (config.log.format === 'text') return { nest: new ScrubbingConsoleLogger(scrub, { logLevels: NEST_LEVELS[level] }) };
  const logger = pino({
    level,
    timestamp: pino.stdTimeFunctions.isoTime,
    formatters: { level: (label) => ({ level: label }) },
    redact: { paths: REDACTED_PATHS, censor: '[redacted]' },
    serializers: {
      // a request is named by its route's pattern, never its path: a path or query may carry a token
      req: (req: { method?: string; routeOptions?: { url?: string } }) => ({ method: req.method, route: req.routeOptions?.url }),
      res: (res: { statusCode?: number }) => ({ statusCode: res.statusCode }),
      err: (err: Error) => {
        const plain = pino.stdSerializers.err(err);
        return { ...plain, message: scrub(plain.message ?? ''), stack: scrub(plain.stack ?? '') };
      },
    },
    hooks: {
      // every message string, Fastify's own included, is cleaned of secrets before it is written
      logMethod(args, method) {
        for (let i = 0; i < args.length; i++) if (typeof args[i] === 'string') args[i] = scrub(args[i] as string);
        return method.apply(this, args);
      },
    },
  });
  return { nest: new PinoNestLogger(logger, scrub), pino: logger };
}

const PINO_LEVEL = { log: 'info', error: 'error', warn: 'warn', debug: 'debug', verbose: 'trace', fatal: 'fatal' } as const;

/** Nest's logger calls as pino lines: `context` is the logger's name, an error's stack a field of its own. */
export class PinoNestLogger implements LoggerService {
  constructor(
    private readonly logger: Logger,
    private readonly scrub: (text: string) => string,
  ) {}

  log(message: unknown, ...params: unknown[]): void {
    this.write('log', message, params);
  }
  error(message: unknown, ...params: unknown[]): void {
    this.write('error', message, params);
  }
  warn(message: unknown, ...params: unknown[]): void {
    this.write('warn', message, params);
  }
  debug(message: unknown, ...params: unknown[]): void {
    this.write('debug', message, params);
  }
  verbose(message: unknown, ...params: unknown[]): void {
    this.write('verbose', message, params);
  }
  fatal(message: unknown, ...params: unknown[]): void {
    this.write('fatal', message, params);
  }

  private write(kind: keyof typeof PINO_LEVEL, message: unknown, params: unknown[]): void {
    const level = PINO_LEVEL[kind];
    if (!this.logger.isLevelEnabled(level)) return;
    // Nest passes the logger's context last, and for an error the stack (or undefined) before it
    const rest = [...params];
    const context = rest.length && typeof rest.at(-1) === 'string' ? (rest.pop() as string) : undefined;
    const stack = kind === 'error' && typeof rest[0] === 'string' ? this.scrub(rest[0]) : undefined;
    const fields: Record<string, unknown> = { ...(context ? { context } : {}), ...(stack ? { stack } : {}) };
    if (message instanceof Error) this.logger[level]({ ...fields, err: message }, message.message);
    else if (message && typeof message === 'object') this.logger[level]({ ...fields, ...(message as object) });
    else this.logger[level](fields, String(message));
  }
}

/** Nest's readable text, cleaned of secrets like the JSON lines. */
class ScrubbingConsoleLogger extends ConsoleLogger {
  constructor(
    private readonly scrub: (text: string) => string,
    options: { logLevels: LogLevel[] },
  ) {
    super(options);
  }

  protected override stringifyMessage(message: unknown, logLevel: LogLevel): string {
    return this.scrub(String(super.stringifyMessage(message, logLevel)));
  }

  protected override printStackTrace(stack: string): void {
    super.printStackTrace(this.scrub(stack));
  }
}
