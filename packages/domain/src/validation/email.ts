/** The simple e-mail pattern of 01 §5 ({email}): something, an @, something, a dot, something; no blanks. */
export const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export const isEmail = (value: string): boolean => EMAIL_PATTERN.test(value);

/** E-mail as stored and compared: trimmed and lower-cased (03 §5 owner creation, 04 §7 check-email). */
export const normalizeEmail = (value: string): string => value.trim().toLowerCase();
