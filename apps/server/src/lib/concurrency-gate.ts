export interface GateLimits {
  /** Pieces of work running at once. */
  inFlight: number;
  /** Pieces of work that may wait for a turn; any beyond are refused at once. */
  waiting: number;
}

/**
 * Lets at most `inFlight` pieces of work run at once and up to `waiting` more wait their turn, first
 * come first served; any beyond that are refused at once with the caller's error. A flood then costs
 * a fixed number of queries and a short queue, and the rest of the server keeps its share of the
 * database (docs/operations.md, "Recycling locations: imports and refresh").
 */
export class ConcurrencyGate {
  private readonly limits: GateLimits;
  private running = 0;
  private readonly queue: (() => void)[] = [];

  constructor(limits: GateLimits) {
    this.limits = limits;
  }

  /** How many run and how many wait just now. */
  get load(): { running: number; waiting: number } {
    return { running: this.running, waiting: this.queue.length };
  }

  async run<T>(work: () => Promise<T>, refuse: () => Error): Promise<T> {
    if (this.running < this.limits.inFlight) {
      this.running += 1;
    } else {
      if (this.queue.length >= this.limits.waiting) throw refuse();
      // Woken by a finishing piece of work, which hands over its turn without giving it back.
      await new Promise<void>((resolve) => this.queue.push(resolve));
    }
    try {
      return await work();
    } finally {
      const next = this.queue.shift();
      if (next) next();
      else this.running -= 1;
    }
  }
}
