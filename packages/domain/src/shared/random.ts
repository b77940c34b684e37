/**
 * A source of uniformly distributed integers in [0, maxExclusive).
 * The domain never reads a random source of its own; callers pass one in
 * (crypto-backed on the server, seeded in tests).
 */
export type RandomInt = (maxExclusive: number) => number;
