/** One structured log line. Values are plain JSON. */
type LogEntry = Record<string, unknown>;

/** Where the server's structured logs go: JSON lines on stdout in production, a list in tests. */
export interface Logger {
  info(message: string, fields?: LogEntry): void;
  warn(message: string, fields?: LogEntry): void;
  error(message: string, fields?: LogEntry): void;
}

// Defence in depth: the server never passes such fields, but a future call site might.
const SECRET_KEY = /pass(word)?|token|secret|authorization|cookie|code|signature|key|document|selfie/i;
const REDACTED = '[redacted]';

/** A copy of `value` with every field whose name suggests a secret replaced, at any depth. */
const redact = (value: unknown, depth = 0): unknown => {
  if (depth > 6 || value === null || typeof value !== 'object') return value;
  if (Array.isArray(value)) return value.map((item) => redact(item, depth + 1));
  return Object.fromEntries(
    Object.entries(value as Record<string, unknown>).map(([key, field]) => [
      key,
      SECRET_KEY.test(key) ? REDACTED : redact(field, depth + 1),
    ]),
  );
};

type Level = 'info' | 'warn' | 'error';

/** A logger that writes one JSON object per line through `write`. */
export const jsonLogger = (write: (line: string) => void, now: () => Date = () => new Date()): Logger => {
  const log = (level: Level, message: string, fields: LogEntry = {}) =>
    write(
      `${JSON.stringify({ time: now().toISOString(), level, msg: message, ...(redact(fields) as LogEntry) })}\n`,
    );
  return {
    info: (message, fields) => log('info', message, fields),
    warn: (message, fields) => log('warn', message, fields),
    error: (message, fields) => log('error', message, fields),
  };
};

/** A logger that keeps its lines, for tests to inspect. */
export const memoryLogger = (): Logger & { readonly lines: string[] } => {
  const lines: string[] = [];
  return Object.assign(
    jsonLogger((line) => lines.push(line)),
    { lines },
  );
};
