/** Thrown when every render slot is taken and the waiting line is full. */
export class RenderBusy extends Error {
  constructor() {
    super('every render slot is taken');
  }
}

/**
 * Decoding a photo takes a core and up to a few hundred MB for a 40-megapixel one, so one BFF
 * renders a few at a time; others wait in a short line, and past it the upload is refused (503)
 * rather than let a burst of uploads from many accounts exhaust memory.
 */
export class RenderSlots {
  private running = 0;
  private readonly waiting: Array<() => void> = [];

  constructor(
    private readonly slots: number,
    private readonly maxWaiting: number,
  ) {}

  async run<T>(work: () => Promise<T>): Promise<T> {
    if (this.running >= this.slots) {
      if (this.waiting.length >= this.maxWaiting) throw new RenderBusy();
      // The slot is handed over by the finishing render, so `running` is not increased here.
      await new Promise<void>((resolve) => this.waiting.push(resolve));
    } else {
      this.running += 1;
    }
    try {
      return await work();
    } finally {
      const next = this.waiting.shift();
      if (next) next();
      else this.running -= 1;
    }
  }
}
