/** A clock that stands still until a test moves it. */
export class FakeClock {
  private current: Date;

  constructor(start = new Date('2026-11-23T10:00:00.000Z')) {
    this.current = new Date(start);
  }

  now(): Date {
    return new Date(this.current);
  }

  set(at: Date | string): void {
    this.current = new Date(at);
  }

  advance(ms: number): void {
    this.current = new Date(this.current.getTime() + ms);
  }
}
