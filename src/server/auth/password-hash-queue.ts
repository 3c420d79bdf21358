/**
 * Which queue a password hash waits in: `priority` for callers we have reason to trust (a
 * sign-in from a device or address where that account signed in before, a signed-in person
 * changing a password, an admin making an account), `normal` for everyone else.
 */
export type HashLane = 'priority' | 'normal';

export interface PasswordHashQueueOptions {
  /** Hashes computed at once; each takes a core of the thread pool for ~0.1 s. */
  maxRunning: number;
  /** Hashes allowed to wait, per lane; beyond them a caller is refused at once. */
  maxWaiting: Record<HashLane, number>;
  /** A hash's usual duration, for the Retry-After of a refusal. */
  typicalMs: number;
}

/** Refused because too many hashes are running and waiting; try again in `retryAfter` s. */
export class HashQueueBusyError extends Error {
  constructor(readonly retryAfter: number) {
    super('Too many sign-ins at once. Please try again in a few seconds.');
    this.name = 'HashQueueBusyError';
  }
}

/**
 * Caps how many password hashes run at once, so that a flood of sign-ins cannot fill Node's
 * thread pool (four threads, first come first served, shared with file and DNS work) and every
 * core with scrypt. A hash waits in its lane's queue for a free slot, priority first; when the
 * lane's queue is full the caller is refused at once (the HTTP layer answers 503 with
 * Retry-After) instead of waiting behind hundreds of others.
 */
export class PasswordHashQueue {
  private running = 0;
  /** Sign-ins let in (admit) and not yet answered: each may ask for one hash. */
  private underWay = 0;
  private readonly waiting: Record<HashLane, (() => void)[]> = { priority: [], normal: [] };

  constructor(private readonly options: PasswordHashQueueOptions) {}

  /** Runs `hash` when a slot is free; throws HashQueueBusyError when the lane is full. */
  async run<T>(lane: HashLane, hash: () => Promise<T>): Promise<T> {
    if (this.running < this.options.maxRunning) {
      this.running += 1;
    } else {
      if (this.isFull(lane)) throw this.busy();
      // The slot is handed over by release(): `running` already counts it.
      await new Promise<void>((resolve) => this.waiting[lane].push(resolve));
    }
    try {
      return await hash();
    } finally {
      this.release();
    }
  }

  /** True when a hash in `lane` would be refused now (the HTTP layer refuses it earlier, cheaply). */
  isFull(lane: HashLane): boolean {
    return (
      this.running >= this.options.maxRunning &&
      this.waiting[lane].length >= this.options.maxWaiting[lane]
    );
  }

  /**
   * Runs a sign-in's whole handling (its queries, then its hash) counted as under way. A flood
   * arrives faster than its hashes fill the queue: without this count, every request that came
   * before the queue was full went on to the database (five queries each, hundreds at once on a
   * connection pool everyone else waits for too) only to be refused at the queue.
   */
  async admit<T>(work: () => Promise<T>): Promise<T> {
    this.underWay += 1;
    try {
      return await work();
    } finally {
      this.underWay -= 1;
    }
  }

  /**
   * True when a sign-in in the normal lane should be refused at once: the queue is full, or as
   * many sign-ins are under way as it has room for (running and waiting in the normal lane).
   */
  get crowded(): boolean {
    const { maxRunning, maxWaiting } = this.options;
    return this.isFull('normal') || this.underWay >= maxRunning + maxWaiting.normal;
  }

  /** Hashes running and waiting now (for tests and logs). */
  get load(): { running: number; waiting: number } {
    const { priority, normal } = this.waiting;
    return { running: this.running, waiting: priority.length + normal.length };
  }

  private release(): void {
    const next = this.waiting.priority.shift() ?? this.waiting.normal.shift();
    if (next) next();
    else this.running -= 1;
  }

  /** The refusal for a caller now, with the seconds after which a slot is likely free. */
  busy(): HashQueueBusyError {
    const { maxRunning, typicalMs } = this.options;
    const ahead = this.running + this.load.waiting;
    return new HashQueueBusyError(Math.max(1, Math.ceil((ahead * typicalMs) / maxRunning / 1000)));
  }
}
