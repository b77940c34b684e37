import type { Migration } from './migration';

const ROLES = `'member', 'owner', 'staff', 'super_admin'`;

/** Accounts, campgrounds, memberships and payments: everything issue 3 onwards stores. */
export const initialSchema: Migration = {
  version: 1,
  name: 'initial-schema',
  sql: /* sql */ `
create extension if not exists pg_trgm;

create table users (
  id uuid primary key default gen_random_uuid(),
  email text not null check (email <> '' and email = btrim(email)),
  password_hash text,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);
create unique index users_email_key on users (lower(email));
create index users_email_trgm on users using gin (email gin_trgm_ops);

create table profiles (
  user_id uuid primary key references users (id) on delete cascade,
  first_name text not null default '',
  last_name text not null default '',
  phone text,
  title text,
  date_of_birth date,
  street_address text,
  city text,
  state_province text,
  postal_code text,
  country text,
  special_requests text,
  numid text,
  military_status text,
  emergency_contact jsonb check (emergency_contact is null or jsonb_typeof(emergency_contact) = 'object'),
  status text not null default 'active' check (status in ('active', 'pending', 'inactive', 'suspended')),
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);
create index profiles_full_name_trgm on profiles using gin ((first_name || ' ' || last_name) gin_trgm_ops);

create table campgrounds (
  id uuid primary key default gen_random_uuid(),
  name text not null default 'Unnamed Campground',
  slug text not null check (slug ~ '^[a-z0-9]+(-[a-z0-9]+)*$'),
  description text,
  address text not null default 'No address',
  city text,
  state text,
  zip_code text,
  phone text,
  email text,
  website text,
  listing_id text,
  booking_url text,
  product_booking_url text,
  status text not null default 'active' check (status in ('active', 'inactive', 'pending', 'suspended')),
  adult_only boolean not null default false,
  military_discount_enabled boolean not null default false,
  military_discount_percentage numeric(5, 2) not null default 15
    check (military_discount_percentage between 0 and 100),
  operating_season_start smallint check (operating_season_start between 1 and 12),
  operating_season_end smallint check (operating_season_end between 1 and 12),
  time_zone text not null default 'America/Chicago',
  branding_primary_color text not null default '#3B82F6',
  branding_secondary_color text not null default '#64748B',
  branding_text_color text not null default '#FFFFFF',
  branding_logo_url text,
  terms_conditions_url text,
  owner_id uuid references users (id) on delete set null,
  public_page_title text,
  public_page_description text,
  membership_type_desc text,
  information_desc text,
  custom_membership_type_desc boolean not null default false,
  custom_information_desc boolean not null default false,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);
create unique index campgrounds_slug_key on campgrounds (slug);
create index campgrounds_owner_idx on campgrounds (owner_id);
create index campgrounds_status_idx on campgrounds (status);
create index campgrounds_name_trgm on campgrounds using gin (name gin_trgm_ops);

create table campground_settings (
  campground_id uuid primary key references campgrounds (id) on delete cascade,
  code_use_letters boolean not null default true,
  code_use_numbers boolean not null default true,
  code_number_min integer not null default 1 check (code_number_min between 1 and 999999),
  code_number_max integer not null default 9999 check (code_number_max between 1 and 999999),
  code_length integer not null default 8 check (code_length between 3 and 20),
  code_prefix text not null default '',
  code_suffix text not null default '',
  code_generate_random_numbers boolean not null default true,
  code_last_consecutive_number integer not null default 0
    check (code_last_consecutive_number between 0 and 999999),
  auto_approve_memberships boolean not null default false,
  allow_member_renewals boolean not null default true,
  allow_member_extensions boolean not null default true,
  require_payment_for_renewals boolean not null default true,
  send_welcome_emails boolean not null default true,
  send_expiration_reminders boolean not null default true,
  expiration_reminder_days integer not null default 30 check (expiration_reminder_days between 0 and 365),
  updated_at timestamptz not null default now(),
  constraint campground_settings_code_characters check (code_use_letters or code_use_numbers),
  constraint campground_settings_code_number_range check (code_number_min <= code_number_max)
);

create table user_roles (
  id uuid primary key default gen_random_uuid(),
  seq bigint generated always as identity,
  user_id uuid not null references users (id) on delete cascade,
  role text not null check (role in (${ROLES})),
  campground_id uuid references campgrounds (id) on delete cascade,
  created_at timestamptz not null default now(),
  constraint user_roles_user_role_campground_key unique nulls not distinct (user_id, role, campground_id)
);
create index user_roles_campground_idx on user_roles (campground_id, created_at, seq);

create table sessions (
  id uuid primary key default gen_random_uuid(),
  user_id uuid not null references users (id) on delete cascade,
  family_id text not null,
  access_token_hash text not null,
  refresh_token_hash text not null,
  access_expires_at timestamptz not null,
  refresh_expires_at timestamptz not null,
  created_at timestamptz not null default now(),
  rotated_at timestamptz,
  revoked_at timestamptz,
  constraint sessions_access_token_hash_key unique (access_token_hash),
  constraint sessions_refresh_token_hash_key unique (refresh_token_hash)
);
create index sessions_user_idx on sessions (user_id);
create index sessions_family_idx on sessions (family_id);

create table password_resets (
  id uuid primary key default gen_random_uuid(),
  user_id uuid not null references users (id) on delete cascade,
  token_hash text not null,
  expires_at timestamptz not null,
  used_at timestamptz,
  created_at timestamptz not null default now(),
  constraint password_resets_token_hash_key unique (token_hash)
);
create index password_resets_user_idx on password_resets (user_id);

create table invitations (
  id uuid primary key default gen_random_uuid(),
  seq bigint generated always as identity,
  email text not null check (email <> ''),
  first_name text not null,
  last_name text not null,
  role text not null check (role in (${ROLES})),
  campground_id uuid not null references campgrounds (id) on delete cascade,
  token_hash text not null,
  invited_by uuid references users (id) on delete set null,
  expires_at timestamptz not null,
  used_at timestamptz,
  created_at timestamptz not null default now(),
  constraint invitations_token_hash_key unique (token_hash)
);
create index invitations_email_idx on invitations (lower(email));
create index invitations_campground_idx on invitations (campground_id, created_at desc, seq desc);

create table membership_types (
  id uuid primary key default gen_random_uuid(),
  campground_id uuid not null references campgrounds (id) on delete cascade,
  name text not null check (name <> ''),
  display_name text not null,
  description text,
  duration_days integer not null check (duration_days > 0),
  duration_months integer not null default 0 check (duration_months >= 0),
  price_cents integer not null check (price_cents >= 0),
  is_day_pass boolean not null default false,
  is_active boolean not null default true,
  is_featured boolean not null default false,
  sort_order integer not null default 0,
  benefits jsonb not null default '[]' check (jsonb_typeof(benefits) = 'array'),
  max_members integer check (max_members > 0),
  military_discount_eligible boolean not null default false,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  constraint membership_types_campground_name_key unique (campground_id, name)
);
create unique index membership_types_one_featured_key on membership_types (campground_id) where is_featured;

create table payments (
  id uuid primary key default gen_random_uuid(),
  seq bigint generated always as identity,
  gateway_payment_id text not null,
  user_id uuid references users (id) on delete set null,
  campground_id uuid references campgrounds (id) on delete set null,
  membership_id uuid,
  purpose text not null check (purpose in ('purchase', 'renewal', 'extension')),
  amount_cents integer not null check (amount_cents >= 0),
  application_fee_cents integer check (application_fee_cents >= 0),
  connected_account_id text,
  currency text not null default 'usd' check (currency ~ '^[a-z]{3}$'),
  status text not null check (status in ('pending', 'succeeded', 'failed')),
  refunded boolean not null default false,
  description text,
  payment_method text,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  constraint payments_gateway_payment_id_key unique (gateway_payment_id)
);
create index payments_user_idx on payments (user_id, created_at desc, seq desc);
create index payments_membership_idx on payments (membership_id);
create index payments_campground_idx on payments (campground_id, created_at desc);

create table memberships (
  id uuid primary key default gen_random_uuid(),
  seq bigint generated always as identity,
  campground_id uuid not null references campgrounds (id) on delete restrict,
  membership_type_id uuid not null references membership_types (id) on delete restrict,
  user_id uuid not null references users (id) on delete restrict,
  membership_code text not null check (membership_code <> ''),
  start_date date not null,
  end_date date not null,
  status text not null default 'pending'
    check (status in ('active', 'expired', 'pending', 'cancelled', 'archived')),
  payment_status text not null default 'pending' check (payment_status in ('paid', 'pending', 'failed')),
  price_paid_cents integer not null default 0 check (price_paid_cents >= 0),
  is_military_discount boolean not null default false,
  auto_renewal boolean not null default false,
  payment_id uuid references payments (id) on delete set null,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  constraint memberships_dates check (end_date >= start_date),
  constraint memberships_campground_code_key unique (campground_id, membership_code)
);
create index memberships_user_idx on memberships (user_id, created_at desc, seq desc);
create index memberships_type_idx on memberships (membership_type_id);
create index memberships_campground_status_idx on memberships (campground_id, status);
create index memberships_campground_end_date_idx on memberships (campground_id, end_date);
create index memberships_campground_created_idx on memberships (campground_id, created_at desc);
create index memberships_code_trgm on memberships using gin (membership_code gin_trgm_ops);
alter table payments add constraint payments_membership_id_fkey
  foreign key (membership_id) references memberships (id) on delete set null;

create table outbox (
  id uuid primary key default gen_random_uuid(),
  seq bigint generated always as identity,
  recipient text not null,
  subject text not null,
  html text not null,
  text text not null,
  tags jsonb not null default '{}' check (jsonb_typeof(tags) = 'object'),
  attempts integer not null default 0 check (attempts >= 0),
  last_error text,
  created_at timestamptz not null default now(),
  sent_at timestamptz
);
create index outbox_unsent_idx on outbox (created_at, seq) where sent_at is null;
create index outbox_created_idx on outbox (created_at desc, seq desc);

create table rate_limit_counters (
  key text primary key,
  window_ends_at timestamptz not null,
  count integer not null check (count >= 0)
);
create index rate_limit_counters_window_idx on rate_limit_counters (window_ends_at);
`,
};
