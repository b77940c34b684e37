/**
 * The work that runs when nobody clicks, and how often. Each run is safe to repeat and to overlap
 * with a run elsewhere; the queue still runs each scheduled occurrence once across all processes.
 * `cron` (UTC) drives the job queue; `everyMinutes` is the same rhythm for the in-process scheduler
 * of the embedded database.
 */
export const BACKGROUND_JOBS = {
  /** Completes paid checkouts whose browser call and webhook were both lost. */
  reconcileCheckouts: { name: 'reconcile-checkouts', cron: '*/10 * * * *', everyMinutes: 10 },
  /** Checkouts not paid within a few hours: their intents cancelled, the checkouts expired (or fulfilled when paid). */
  expireCheckouts: { name: 'expire-checkouts', cron: '5-59/10 * * * *', everyMinutes: 10 },
  /** Sends e-mail whose first delivery failed, with backoff. */
  deliverOutbox: { name: 'deliver-outbox', cron: '* * * * *', everyMinutes: 1 },
  /** Signed webhooks to campgrounds' endpoints: due deliveries, in order per membership, with back-off. */
  deliverWebhooks: { name: 'deliver-webhooks', cron: '* * * * *', everyMinutes: 1 },
  /** "Claim your account" e-mails owners asked for after an import, a batch a minute. */
  sendImportClaimEmails: { name: 'send-import-claim-emails', cron: '* * * * *', everyMinutes: 1 },
  /** Expiration reminders at each campground's configured days. */
  sendExpirationReminders: { name: 'send-expiration-reminders', cron: '15 * * * *', everyMinutes: 60 },
  /**
   * Automatic renewals: hourly, so each campground's day (its own time zone) starts its charges
   * within the hour; a period is charged once however often it runs.
   */
  chargeAutoRenewals: { name: 'charge-auto-renewals', cron: '25 * * * *', everyMinutes: 60 },
  /** Identity files of purchases never paid: hourly, so a file no checkout names lives 3 to 4 hours. */
  removeUnpaidUploads: { name: 'remove-unpaid-uploads', cron: '40 * * * *', everyMinutes: 60 },
  /** Expired sessions, reset codes and ended rate-limit windows. */
  pruneExpiredRecords: { name: 'prune-expired-records', cron: '5 * * * *', everyMinutes: 60 },
  /**
   * Member imports: started at once when an owner starts one (the runner is triggered); every minute
   * it also takes up an import a stopped process left, after its last committed batch.
   */
  runMemberImports: { name: 'run-member-imports', cron: '* * * * *', everyMinutes: 1 },
  /** Tells the wallets holding a membership's pass that it changed: an APNs push, a Google object update. */
  pushWalletPassUpdates: { name: 'push-wallet-pass-updates', cron: '* * * * *', everyMinutes: 1 },
} as const;

/** Reconciliation leaves a checkout this long to its browser call and webhook before asking the gateway. */
export const RECONCILE_AFTER_MINUTES = 15;
