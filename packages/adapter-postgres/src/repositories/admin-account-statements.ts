import type { AccountSort, ListQuery } from '@camppass/core';
import { pageOffset } from '@camppass/core';
import type { SqlParam } from '../sql/sql-client';
import { containsPattern, direction } from './list-sql';

/** The super admin's account lists: their filters and the statements reading one page of them. */

const FULL_NAME = `lower(p.first_name || ' ' || p.last_name)`;

/** An account list's conditions on `u` (users) beside the search, with their numbered parameters. */
export class AccountFilters {
  readonly params: SqlParam[] = [];
  private readonly clauses: string[] = [];

  /** `$n` standing for `value`. */
  param(value: SqlParam): string {
    this.params.push(value);
    return `$${this.params.length}`;
  }

  add(clause: string): this {
    this.clauses.push(clause);
    return this;
  }

  role(role: string | null): this {
    return role === null
      ? this
      : this.add(
          `exists (select 1 from user_roles r where r.user_id = u.id and r.role = ${this.param(role)})`,
        );
  }

  get where(): string {
    return this.clauses.length === 0 ? 'true' : this.clauses.join(' and ');
  }
}

/**
 * The ids of one page of accounts and the statement counting them, each fixed text for its filters.
 * A search takes the accounts whose e-mail matches and those whose full name matches as two arms,
 * each ordered and cut on its own, so the planner can walk the sort's index and stop (a search most
 * accounts match) or take the few matches from the arm's trigram index (a rare one); a generic
 * plan would have to pick one for every search, so these statements are planned for each call.
 * The count takes the e-mail arm, then the name arm without the accounts the e-mail arm already
 * counted, and stops at `limit` + 1 (docs/decisions/lists-at-scale.md#searched-totals-stop-at-1000):
 * a search most accounts match is counted from the first accounts read, one few match on the trigram
 * indexes.
 *
 * `kept`: the list's total, known before the page (a kept counter). A page past the middle of an
 * unsearched list is then read from the far end, in the opposite order, so no page walks past more
 * than half of the list's index.
 */
export const accountStatements = (
  query: ListQuery<unknown, AccountSort>,
  filters: AccountFilters,
  limit: number | null,
  kept?: number,
) => {
  const where = filters.where;
  const pattern = containsPattern(query.search);
  const params = filters.params;
  const at = params.length;
  if (pattern === null) {
    const offset = pageOffset(query);
    // The accounts after this page's start, and how many of them the page holds.
    const remaining = kept === undefined ? 0 : kept - offset;
    const onPage = Math.min(query.pageSize, remaining);
    const reversed = remaining > 0 && remaining - onPage < offset;
    return {
      ids: `select u.id from users u where ${where} order by ${accountOrder(query, reversed)} limit $${at + 1} offset $${at + 2}`,
      idParams: reversed ? [...params, onPage, remaining - onPage] : [...params, query.pageSize, offset],
      count: `select count(*)::int as total from (select 1 from users u where ${where}${
        limit === null ? '' : ` limit $${at + 1}`
      }) counted`,
      countParams: limit === null ? params : [...params, limit + 1],
    };
  }
  const order = accountOrder(query);
  const p = `$${at + 1}`;
  const byEmail = `from users u where lower(u.email) like lower(${p}) and ${where}`;
  const byName = `from profiles p join users u on u.id = p.user_id where ${FULL_NAME} like lower(${p}) and ${where}`;
  const cut = limit === null ? '' : ` limit $${at + 2}`;
  return {
    ids: `select u.id from ((select u.id, u.email, u.created_at ${byEmail} order by ${order} limit $${at + 2})
      union (select u.id, u.email, u.created_at ${byName} order by ${order} limit $${at + 2})) u
      order by ${order} limit $${at + 3} offset $${at + 4}`,
    idParams: [...params, pattern, pageOffset(query) + query.pageSize, query.pageSize, pageOffset(query)],
    count: `select count(*)::int as total from ((select u.id ${byEmail}${cut})
      union all (select u.id ${byName} and lower(u.email) not like lower(${p})${cut})${cut}) counted`,
    countParams: limit === null ? [...params, pattern] : [...params, pattern, limit + 1],
  };
};

/** The list's order (`reversed`: the opposite one, to read a page from the list's far end). */
export const accountOrder = (query: ListQuery<unknown, AccountSort>, reversed = false): string => {
  const asked = direction(query);
  const order = reversed ? (asked === 'asc' ? 'desc' : 'asc') : asked;
  return query.sort.field === 'email'
    ? `u.email ${order}, u.id ${order}`
    : `u.created_at ${order}, u.id ${order}`;
};
