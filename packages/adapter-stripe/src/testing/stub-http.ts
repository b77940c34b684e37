export type StripeObject = Record<string, unknown> & { id: string; status?: unknown };

export const metadataOf = (form: URLSearchParams): Record<string, string> =>
  Object.fromEntries(
    [...form]
      .filter(([name]) => name.startsWith('metadata['))
      .map(([name, value]) => [name.slice(9, -1), value]),
  );

/** What a route answers: a status and a Stripe object or error, or nothing when the route does not apply. */
export interface StubAnswer {
  readonly status: number;
  readonly payload: unknown;
  readonly headers?: Readonly<Record<string, string>>;
}

export const stripeError = (status: number, type: string, message: string, code?: string): StubAnswer => ({
  status,
  payload: { error: { type, message, ...(code ? { code } : {}) } },
});

/** A request as the routes see it. */
export interface StubRequest {
  readonly method: string;
  readonly path: string;
  readonly form: URLSearchParams;
  /** The `Stripe-Account` header: the request is made on that connected account. */
  readonly stripeAccount: string | undefined;
  /** Stripe's idempotency: the first answer again for the same key and body, an error for another body. */
  readonly idempotent: (scope: string, create: () => StripeObject | StubAnswer) => StubAnswer;
}
