/** A paint that repeats while its screen is shown: now on `start`, then every `ms` until `stop`. */
export class Repeating {
  private timer: ReturnType<typeof setInterval> | null = null;

  constructor(
    private readonly run: () => void,
    private readonly ms: number,
  ) {}

  start(): void {
    this.stop();
    this.run();
    this.timer = setInterval(() => this.run(), this.ms);
  }

  stop(): void {
    if (this.timer) clearInterval(this.timer);
    this.timer = null;
  }
}
