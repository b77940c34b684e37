export * from './dates/calendar-date';
export * from './dates/durations';
export * from './money/money';
export * from './shared/random';
export * from './shared/result';
