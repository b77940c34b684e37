export * from './money/money';
