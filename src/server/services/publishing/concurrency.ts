/** Caps the calls one process makes to each network at once, so a burst cannot flood one API. */
export class Semaphore {
  private active = 0;
  private readonly waiting: (() => void)[] = [];

  constructor(private readonly limit: number) {}

  async run<T>(work: () => Promise<T>): Promise<T> {
    if (this.active >= this.limit) await new Promise<void>((resolve) => this.waiting.push(resolve));
    this.active += 1;
    try {
      return await work();
    } finally {
      this.active -= 1;
      this.waiting.shift()?.();
    }
  }
}

const perNetwork = new Map<string, Semaphore>();

export function networkSlot(network: string, limit: number): Semaphore {
  let semaphore = perNetwork.get(network);
  if (!semaphore) {
    semaphore = new Semaphore(limit);
    perNetwork.set(network, semaphore);
  }
  return semaphore;
}
