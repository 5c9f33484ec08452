import type { Logger } from './logger';

type Step = { name: string; run: () => Promise<void> | void };

/**
 * Ordered shutdown: stop taking requests, drain consumers and workers, then close connections.
 * Steps run in the order they were added; a step that hangs is cut off by the overall timeout.
 */
export class Shutdown {
  private readonly steps: Step[] = [];
  private running: Promise<boolean> | null = null;

  constructor(
    private readonly logger: Logger,
    private readonly timeoutMs: number,
  ) {}

  add(name: string, run: Step['run']): this {
    this.steps.push({ name, run });
    return this;
  }

  /**
   * Runs the steps once (later calls share the first run). Answers whether they all finished
   * within the timeout; a process exits non-zero when not (runService, the gateway's entry), while
   * a service started inside a test process just goes on: the host process is never killed here.
   */
  run(): Promise<boolean> {
    this.running ??= this.execute();
    return this.running;
  }

  private async execute(): Promise<boolean> {
    let timer: NodeJS.Timeout | undefined;
    const timedOut = new Promise<false>((resolve) => {
      timer = setTimeout(() => {
        this.logger.error('shutdown timed out');
        resolve(false);
      }, this.timeoutMs);
      timer.unref();
    });
    const steps = (async () => {
      for (const step of this.steps) {
        try {
          await step.run();
        } catch (error) {
          this.logger.warn({ err: error, step: step.name }, 'shutdown step failed');
        }
      }
      return true as const;
    })();
    const clean = await Promise.race([steps, timedOut]);
    clearTimeout(timer);
    return clean;
  }

  /** Runs the steps on SIGTERM or SIGINT, then exits (1 when they timed out). */
  onSignals(): void {
    const handler = (signal: string) => {
      this.logger.info({ signal }, 'shutting down');
      void this.run().then((clean) => process.exit(clean ? 0 : 1));
    };
    process.once('SIGTERM', handler);
    process.once('SIGINT', handler);
  }
}
