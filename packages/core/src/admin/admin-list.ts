import { ok, type Result } from '@camppass/domain';
import type { Principal } from '../auth/sessions';
import { type ListDefaults, type ListQuery, type ListRequest, listQuery, type Page } from '../ports/list';
import type { Repositories, UnitOfWork } from '../ports/unit-of-work';
import { requireSuperAdmin } from './super-admin';

/** What every admin list receives: the caller and their list request. */
export interface AdminListInput<Filter> extends ListRequest<Filter> {
  readonly actor: Principal;
}

/** The page of an admin list: the caller checked, the query completed from `defaults`, read by `read`. */
export const adminList = async <Filter, Field extends string, T>(
  unitOfWork: UnitOfWork,
  input: AdminListInput<Filter>,
  defaults: ListDefaults<Filter, Field>,
  read: (repos: Repositories, query: ListQuery<Filter, Field>) => Promise<Page<T>>,
): Promise<Result<Page<T>, 'FORBIDDEN'>> => {
  const allowed = requireSuperAdmin(input.actor);
  if (!allowed.ok) return allowed;
  const query = listQuery(input, defaults);
  return ok(await unitOfWork.run((repos) => read(repos, query)));
};
