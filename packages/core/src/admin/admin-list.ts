import { ok, type Result } from '@camppass/domain';
import { type ListDefaults, type ListQuery, type ListRequest, listQuery, type Page } from '../ports/list';
import type { Principal } from '../shared/principal';
import { requireSuperAdmin } from './super-admin';

/** What every admin list receives: the caller and their list request. */
export interface AdminListInput<Filter> extends ListRequest<Filter> {
  readonly actor: Principal;
}

/**
 * The page of an admin list: the caller checked, the query completed from `defaults`, read by
 * `read` (in a unit of work, or straight from the pooled directory where its statements may run
 * side by side on their own connections).
 */
export const adminList = async <Filter, Field extends string, T>(
  input: AdminListInput<Filter>,
  defaults: ListDefaults<Filter, Field>,
  read: (query: ListQuery<Filter, Field>) => Promise<Page<T>>,
): Promise<Result<Page<T>, 'FORBIDDEN'>> => {
  const allowed = requireSuperAdmin(input.actor);
  if (!allowed.ok) return allowed;
  return ok(await read(listQuery(input, defaults)));
};
