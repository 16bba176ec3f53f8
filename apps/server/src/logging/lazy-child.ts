import type { FastifyBaseLogger } from 'fastify';

type Bindings = Record<string, unknown>;
type LogFn = (...args: unknown[]) => void;

/**
 * Fastify builds a child logger (bindings serialised, redaction set up) for every request, even when
 * nothing will be logged; that is several per cent of a small JSON answer. This child is built on the
 * first call at an enabled level, so a request that logs nothing costs nothing. Lines and bindings
 * are the same as the eager child's. A class, so a request allocates one small object, not closures.
 */
class LazyChildLogger {
  private real: FastifyBaseLogger | undefined;

  constructor(
    private readonly parent: FastifyBaseLogger,
    private readonly bindings: Bindings,
  ) {}

  private get target(): FastifyBaseLogger {
    return (this.real ??= this.parent.child(this.bindings));
  }

  private write(level: 'fatal' | 'error' | 'warn' | 'info' | 'debug' | 'trace', args: unknown[]): void {
    if (!this.isLevelEnabled(level)) return;
    (this.target[level] as LogFn)(...args);
  }

  get level(): string {
    return this.real?.level ?? this.parent.level;
  }

  set level(value: string) {
    this.target.level = value;
  }

  isLevelEnabled(level: string): boolean {
    const logger = (this.real ?? this.parent) as FastifyBaseLogger & {
      isLevelEnabled?: (l: string) => boolean;
    };
    return logger.isLevelEnabled?.(level) !== false;
  }

  fatal(...args: unknown[]): void {
    this.write('fatal', args);
  }
  error(...args: unknown[]): void {
    this.write('error', args);
  }
  warn(...args: unknown[]): void {
    this.write('warn', args);
  }
  info(...args: unknown[]): void {
    this.write('info', args);
  }
  debug(...args: unknown[]): void {
    this.write('debug', args);
  }
  trace(...args: unknown[]): void {
    this.write('trace', args);
  }
  silent(): void {}

  child(more: Bindings, options?: Record<string, unknown>): FastifyBaseLogger {
    return this.target.child(more, options);
  }
}

export function lazyChildLogger(
  parent: FastifyBaseLogger,
  bindings: Bindings,
  options: Record<string, unknown>,
): FastifyBaseLogger {
  // A route-specific level or serializers: build it now, the rare case is not worth the care.
  if (Object.keys(options).length > 0) return parent.child(bindings, options);
  return new LazyChildLogger(parent, bindings) as unknown as FastifyBaseLogger;
}
