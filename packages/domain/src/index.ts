export * from './money/money';
export * from './shared/random';
export * from './shared/result';
