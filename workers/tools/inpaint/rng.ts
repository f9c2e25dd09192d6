// A small seeded generator (xorshift32): the same picture and mask always give the same fill, so a test or
// a retry sees the same result.
export interface Rng {
  /** An integer in [0, n). */
  below(n: number): number;
  /** An integer in [−r, r]. */
  range(r: number): number;
}

export function makeRng(seed = 0x9e3779b9): Rng {
  let state = seed >>> 0 || 1;
  const next = (): number => {
    state ^= state << 13;
    state >>>= 0;
    state ^= state >>> 17;
    state ^= state << 5;
    state >>>= 0;
    return state / 4294967296;
  };
  return {
    below: (n) => Math.floor(next() * n),
    range: (r) => Math.floor(next() * (2 * r + 1)) - r,
  };
}
