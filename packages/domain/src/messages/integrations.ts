/** The owner's Integrations card (partner API keys) and the partner API's own refusals. */
export const INTEGRATIONS_TITLE = 'Integrations';
export const INTEGRATIONS_DESCRIPTION =
  'API keys let your booking engine check membership codes for this campground. Each key works only here.';
export const API_KEYS_EMPTY = 'No API keys yet.';
export const API_KEYS_LOAD_FAILED = 'Failed to load API keys';
export const API_KEY_NAME_LABEL = 'Key name';
export const API_KEY_CREATE_LABEL = 'Create key';
export const API_KEY_CREATE_FAILED = 'Failed to create the API key';
export const API_KEY_REVOKE_LABEL = 'Revoke';
export const API_KEY_REVOKE_FAILED = 'Failed to revoke the API key';
export const API_KEY_REVOKE_CONFIRM = 'Revoke this key? Requests that use it are refused at once.';
export const API_KEY_SHOWN_ONCE = 'Copy this key now: it is shown only once.';
export const API_KEY_COPY_LABEL = 'Copy key';
export const API_KEY_COPIED = 'Copied';
export const API_KEY_NEVER_USED = 'Never used';
export const API_KEY_REVOKED = 'Revoked';

export const API_KEY_NAME_REQUIRED = 'Please enter a name for the key.';
export const API_KEY_NAME_TOO_LONG = 'The name must be at most 100 characters.';
export const API_KEY_NAME_MAX_LENGTH = 100;
export const API_KEY_OWNER_REQUIRED = 'Only the owner of this campground can manage its API keys.';
export const API_KEY_NOT_FOUND = 'API key not found.';
export const API_KEY_INVALID = 'The API key is missing, unknown or revoked.';
export const API_KEY_WRONG_CAMPGROUND = 'This API key does not belong to this campground.';
