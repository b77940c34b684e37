import {
  ACTIVE_IMPORT_STATUSES,
  type MemberImportRunChange,
  type MemberImportRunRecord,
  type MemberImportRunRepository,
  type NewMemberImportRun,
} from '../ports/repositories/member-import-run-repository';
import { copy, type InMemoryStore, newestFirst, oldestFirst } from './in-memory-store';

const isActive = (run: MemberImportRunRecord) => ACTIVE_IMPORT_STATUSES.includes(run.status);

export class InMemoryMemberImportRunRepository implements MemberImportRunRepository {
  constructor(private readonly store: InMemoryStore) {}

  private get runs() {
    return this.store.tables.memberImportRuns;
  }

  async create(run: NewMemberImportRun): Promise<MemberImportRunRecord | 'ACTIVE'> {
    const runs = [...this.runs.values()];
    if (runs.some((other) => other.campgroundId === run.campgroundId && isActive(other))) return 'ACTIVE';
    const stored: MemberImportRunRecord = {
      ...run,
      mapping: { ...run.mapping },
      id: this.store.nextId(),
      status: 'queued',
      totalRows: null,
      rowsDone: 0,
      created: 0,
      updated: 0,
      refused: 0,
      stoppedAtRow: null,
      stopReason: null,
      cancelRequested: false,
      updatedAt: run.createdAt,
      finishedAt: null,
    };
    this.runs.set(stored.id, stored);
    return copy(stored);
  }

  async find(campgroundId: string, id: string): Promise<MemberImportRunRecord | null> {
    const run = this.runs.get(id);
    return run && run.campgroundId === campgroundId ? copy(run) : null;
  }

  async findLatest(campgroundId: string): Promise<MemberImportRunRecord | null> {
    const [run] = newestFirst([...this.runs.values()].filter((r) => r.campgroundId === campgroundId));
    return run ? copy(run) : null;
  }

  async nextToRun(): Promise<MemberImportRunRecord | null> {
    const [run] = oldestFirst([...this.runs.values()].filter(isActive));
    return run ? copy(run) : null;
  }

  async update(id: string, change: MemberImportRunChange, now: Date): Promise<MemberImportRunRecord | null> {
    const run = this.runs.get(id);
    if (!run) return null;
    const changed = { ...run, ...change, updatedAt: now };
    this.runs.set(id, changed);
    return copy(changed);
  }

  async requestCancel(campgroundId: string, id: string, now: Date): Promise<MemberImportRunRecord | null> {
    const run = this.runs.get(id);
    if (!run || run.campgroundId !== campgroundId) return null;
    if (!isActive(run)) return copy(run);
    const changed: MemberImportRunRecord =
      run.status === 'queued'
        ? { ...run, status: 'cancelled', cancelRequested: true, updatedAt: now, finishedAt: now }
        : { ...run, cancelRequested: true, updatedAt: now };
    this.runs.set(id, changed);
    return copy(changed);
  }
}
