import type { FastifyBaseLogger } from 'fastify';

/**
 * Work done after the answer has gone (looking an address up, mailing it), so the answer and its
 * timing are the same whatever the work finds. `drain()` waits for what is under way (the app's close).
 */
export class BackgroundTasks {
  private readonly running = new Set<Promise<void>>();

  constructor(private readonly log: FastifyBaseLogger) {}

  run(name: string, work: () => Promise<unknown>): void {
    const task = (async () => {
      try {
        await work();
      } catch (error) {
        this.log.error({ err: error }, `${name} failed`);
      }
    })();
    this.running.add(task);
    void task.finally(() => this.running.delete(task));
  }

  async drain(): Promise<void> {
    while (this.running.size > 0) await Promise.all([...this.running]);
  }
}
