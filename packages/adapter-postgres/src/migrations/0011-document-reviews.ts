import type { Migration } from './migration';

/**
 * Document verification (03 §2.8): every approval or rejection of an identity document, kept as a
 * trail beside the document, whose own `status` is the latest decision. A reviewer's account may go;
 * their entries stay.
 */
export const documentReviews: Migration = {
  version: 11,
  name: 'document-reviews',
  sql: /* sql */ `
create table identity_document_reviews (
  id uuid primary key default gen_random_uuid(),
  seq bigint generated always as identity,
  document_id uuid not null references identity_documents (id) on delete cascade,
  reviewer_id uuid references users (id) on delete set null,
  decision text not null check (decision in ('approved', 'rejected')),
  notes text check (notes is null or length(notes) <= 2000),
  reviewed_at timestamptz not null
);
create index identity_document_reviews_document_idx on identity_document_reviews (document_id, reviewed_at, seq);
create index identity_documents_review_list_idx on identity_documents (campground_id, kind, created_at desc, id desc);
`,
};
