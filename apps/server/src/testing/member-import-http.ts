import { RunMemberImports } from '@camppass/core/owner/member-import-runs';
import { USE_CASES } from '../container/core-module';
import { call, type Exchange } from './http';
import type { TestApp } from './test-app';

/** A dry run's or an import's call as the portal makes it: the file as the body, the rest in the query. */
export interface MemberFileCall {
  readonly campground_id: string;
  readonly csv: string | Uint8Array;
  readonly mapping?: Record<string, number>;
  readonly outcome?: string;
  readonly page?: number;
  readonly page_size?: number;
}

/** Sends a member file to `member-import-dry-run` or `import-members` as its request body. */
export const sendMemberFile = (
  test: TestApp,
  name: 'member-import-dry-run' | 'import-members',
  token: string | undefined,
  { csv, mapping, ...rest }: MemberFileCall,
  contentType = 'text/csv',
): Promise<Exchange> =>
  call(test, name, {
    ...(token !== undefined ? { token } : {}),
    headers: { 'content-type': contentType },
    query: Object.fromEntries(
      Object.entries({ ...rest, ...(mapping ? { mapping: JSON.stringify(mapping) } : {}) }).map(
        ([key, value]): [string, string] => [key, String(value)],
      ),
    ),
    raw: csv,
  });

/** Runs the import job once, as the job runner would, until no import is left queued. */
export const runImportJob = (test: TestApp) => test.container.get(USE_CASES)(RunMemberImports).execute();
