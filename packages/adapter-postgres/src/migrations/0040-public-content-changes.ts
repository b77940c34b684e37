import type { Migration } from './migration';

/**
 * Tells every server process when the public page's data may have changed
 * (docs/decisions/public-page.md#the-campgrounds-public-answer-is-kept-in-memory-until-its-data-changes):
 * a write to any table `get-campground` reads sends a notification on `camppass_public_content`,
 * delivered by PostgreSQL only once the writing transaction commits (the same notification twice in
 * one transaction is delivered once). These tables change on owners' and admins' actions, not on
 * purchases.
 */
export const publicContentChanges: Migration = {
  version: 40,
  name: 'public-content-changes',
  sql: /* sql */ `
create function notify_public_content() returns trigger language plpgsql as $$
begin
  perform pg_notify('camppass_public_content', '');
  return null;
end;
$$;

create trigger campgrounds_public_content after insert or update or delete or truncate on campgrounds
  for each statement execute function notify_public_content();
create trigger campground_settings_public_content after insert or delete or truncate on campground_settings
  for each statement execute function notify_public_content();
-- Each purchase with consecutive codes claims the next number from the settings row; that and the
-- row's time of change are not in the public answer, so changing only them tells nothing.
create trigger campground_settings_public_content_update after update on campground_settings
  for each row
  when ((to_jsonb(old) - 'code_last_consecutive_number' - 'updated_at')
    is distinct from (to_jsonb(new) - 'code_last_consecutive_number' - 'updated_at'))
  execute function notify_public_content();
create trigger membership_types_public_content after insert or update or delete or truncate on membership_types
  for each statement execute function notify_public_content();
create trigger payout_accounts_public_content after insert or update or delete or truncate on payout_accounts
  for each statement execute function notify_public_content();
`,
};
