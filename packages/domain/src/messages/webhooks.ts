/** Outbound webhooks: the events a campground's other systems may be told about, and their words. */
export const WEBHOOK_EVENT_TYPES = [
  'membership.created',
  'membership.renewed',
  'membership.extended',
  'membership.expired',
  'membership.cancelled',
  'payment.refunded',
  'document.reviewed',
] as const;
export type WebhookEventType = (typeof WEBHOOK_EVENT_TYPES)[number];
/** The event "Send test event" delivers to one endpoint; never chosen, always allowed. */
export const WEBHOOK_TEST_EVENT = 'webhook.test';

export const isWebhookEventType = (value: unknown): value is WebhookEventType =>
  typeof value === 'string' && (WEBHOOK_EVENT_TYPES as readonly string[]).includes(value);

export const WEBHOOK_URL_MAX_LENGTH = 2000;
export const WEBHOOK_ENDPOINTS_PER_CAMPGROUND = 20;

export const WEBHOOK_OWNER_REQUIRED = 'Only the owner of this campground can manage its webhooks.';
export const WEBHOOK_ENDPOINT_NOT_FOUND = 'Webhook endpoint not found.';
export const WEBHOOK_DELIVERY_NOT_FOUND = 'Webhook delivery not found.';
export const WEBHOOK_URL_REQUIRED = 'Please enter the address that receives the events.';
export const WEBHOOK_URL_INVALID = 'Enter a full https:// address of at most 2000 characters.';
export const WEBHOOK_URL_NOT_HTTPS = 'The address must start with https://.';
export const WEBHOOK_URL_PRIVATE =
  'The address must be reachable on the public internet, not a private or local one.';
export const WEBHOOK_EVENTS_REQUIRED = 'Choose at least one event.';
export const WEBHOOK_EVENT_UNKNOWN = 'One of the chosen events is not one we send.';
export const WEBHOOK_TOO_MANY_ENDPOINTS = 'A campground has at most 20 webhook endpoints. Delete one first.';
export const WEBHOOK_ENDPOINT_DISABLED = 'This endpoint is turned off. Turn it on to send events to it.';

/** The e-mail to the owner when an endpoint kept failing and was turned off. */
export const WEBHOOK_DISABLED_EMAIL = {
  subject: (campground: string) => `A webhook endpoint of ${campground} was turned off`,
  heading: 'Webhook endpoint turned off',
  body: (url: string) =>
    `For 3 days every delivery to ${url} failed, so we turned the endpoint off. Events that happen now are not sent to it.`,
  next: 'Fix the receiving system, then turn the endpoint on again in Settings → Integrations and resend the failed deliveries from its delivery log.',
  action: 'Open Integrations',
} as const;

/** The Webhooks part of Settings → Integrations. */
export const WEBHOOK_WORDS = {
  title: 'Webhooks',
  description:
    'Webhooks tell your booking engine or CRM when a membership starts, renews, ends or is refunded. Each request is signed; see the README for how to check it.',
  urlLabel: 'Endpoint URL',
  eventsLabel: 'Events',
  addLabel: 'Add endpoint',
  addFailed: 'Failed to add the endpoint',
  loadFailed: 'Failed to load webhook endpoints',
  loading: 'Loading webhook endpoints',
  empty: 'No webhook endpoints yet.',
  listLabel: 'Webhook endpoints',
  secretShownOnce: 'Copy this signing secret now: it is shown only once.',
  secretLabel: 'Signing secret',
  copySecret: 'Copy secret',
  copied: 'Copied',
  sendTest: 'Send test event',
  sendTestFailed: 'Failed to send the test event',
  turnOff: 'Turn off',
  turnOn: 'Turn on',
  off: 'Off',
  turnedOffForFailures: 'Turned off after 3 days of failed deliveries',
  remove: 'Delete',
  removeConfirm: 'Delete this endpoint? Its delivery log goes too and nothing more is sent to it.',
  actionFailed: 'The change was not saved. Try again.',
  showLog: 'Delivery log',
  logLabel: (url: string) => `Deliveries to ${url}`,
  logEmpty: 'Nothing sent yet.',
  logLoadFailed: 'Failed to load the delivery log',
  logLoading: 'Loading the delivery log',
  resend: 'Resend',
  resendFailed: 'Failed to resend',
  tryAgain: 'Try Again',
  columns: { event: 'Event', status: 'Status', response: 'Response', time: 'Time', attempts: 'Attempts' },
  status: { pending: 'Retrying', delivered: 'Delivered', failed: 'Failed' } as const,
  noResponse: 'No response',
} as const;
