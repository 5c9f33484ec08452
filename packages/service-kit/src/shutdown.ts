import type { Logger } from './logger';

type Step = { name: string; run: () => Promise<void> | void };

/**
 * Ordered shutdown: stop taking requests, drain consumers and workers, then close connections.
 * Steps run in the order they were added; a step that hangs is cut off by the overall timeout.
 */
export class Shutdown {
  private readonly steps: Step[] = [];
  private running: Promise<void> | null = null;

  constructor(
    private readonly logger: Logger,
    private readonly timeoutMs: number,
  ) {}

  add(name: string, run: Step['run']): this {
    this.steps.push({ name, run });
    return this;
  }

  run(): Promise<void> {
    this.running ??= this.execute();
    return this.running;
  }

  private async execute(): Promise<void> {
    const timer = setTimeout(() => {
      this.logger.error('shutdown timed out');
      process.exit(1);
    }, this.timeoutMs);
    timer.unref();
    for (const step of this.steps) {
      try {
        await step.run();
      } catch (error) {
        this.logger.warn({ err: error, step: step.name }, 'shutdown step failed');
      }
    }
    clearTimeout(timer);
  }

  /** Runs the steps on SIGTERM or SIGINT, then exits. */
  onSignals(): void {
    const handler = (signal: string) => {
      this.logger.info({ signal }, 'shutting down');
      void this.run().then(() => process.exit(0));
    };
    process.once('SIGTERM', handler);
    process.once('SIGINT', handler);
  }
}
