/**
 * A list of numbers that only grows, stored in a `Float64Array`: 8 bytes a number, exactly as given
 * (every JavaScript number is a 64-bit float), with no object per entry. The statistics plugins'
 * tallies keep in it the per-game numbers a standard error needs a second pass over (core
 * `meanAndStandardError`), so a streamed report stays byte-identical to one computed over an array
 * while costing a few bytes a game, not a game's whole value.
 */
export class NumberList {
  private buffer = new Float64Array(64);
  private used = 0;

  /** How many numbers were pushed. */
  get length(): number {
    return this.used;
  }

  /** Appends `value`; the storage doubles when full, so a push costs constant time on average. */
  push(value: number): void {
    if (this.used === this.buffer.length) {
      const bigger = new Float64Array(this.buffer.length * 2);
      bigger.set(this.buffer);
      this.buffer = bigger;
    }
    this.buffer[this.used++] = value;
  }

  /** The numbers pushed, in order: a view of the storage, valid until the next push. */
  values(): Float64Array {
    return this.buffer.subarray(0, this.used);
  }
}
