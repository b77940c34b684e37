import {
  CAMPGROUND_NOT_FOUND,
  err,
  type ImportMapping,
  mappingByHeader,
  ok,
  type Result,
} from '@camppass/domain';
import type { CorePorts } from '../ports/core-ports';
import type { RememberedImportMapping } from '../ports/repositories/member-import-repository';
import type { Principal } from '../shared/principal';
import { refusal } from './owner-access';

type Ports = Pick<CorePorts, 'repos' | 'clock'>;

/**
 * The campground's remembered column mapping (issue 27, Import): header name to field, from the
 * last file the owner checked. Those who may import (the owner, a super admin) only.
 */
export class GetMemberImportMapping {
  constructor(private readonly ports: Ports) {}

  async execute(input: {
    readonly actor: Principal;
    readonly campgroundId: string;
  }): Promise<Result<RememberedImportMapping, 'FORBIDDEN'>> {
    const refused = refusal(input.actor, input.campgroundId, 'export');
    if (refused) return refused;
    return ok(await this.ports.repos.memberImport.findMapping(input.campgroundId));
  }
}

/**
 * Remembers the mapping a file was checked or imported with, by its header names, in place of the
 * one before: the next file's columns are guessed from it first (`guessImportMapping`).
 */
export class SaveMemberImportMapping {
  constructor(private readonly ports: Ports) {}

  async execute(input: {
    readonly actor: Principal;
    readonly campgroundId: string;
    readonly headers: readonly string[];
    readonly mapping: ImportMapping;
  }): Promise<Result<RememberedImportMapping, 'FORBIDDEN'>> {
    const refused = refusal(input.actor, input.campgroundId, 'export');
    if (refused) return refused;
    const remembered = mappingByHeader(input.headers, input.mapping);
    await this.ports.repos.memberImport.saveMapping(input.campgroundId, remembered, this.ports.clock.now());
    return ok(remembered);
  }
}

/**
 * The owner's "Send Claim E-mails" (issue 27, Import): queues a set-password e-mail to every
 * account of the campground's imported memberships that has no password, at most one an account a
 * day however often it is asked; the `send-import-claim-emails` job sends them in batches.
 * Answers how many were queued now.
 */
export class RequestImportClaimEmails {
  constructor(private readonly ports: Ports) {}

  async execute(input: {
    readonly actor: Principal;
    readonly campgroundId: string;
  }): Promise<Result<{ readonly queued: number }, 'FORBIDDEN' | 'NOT_FOUND'>> {
    const refused = refusal(input.actor, input.campgroundId, 'export');
    if (refused) return refused;
    if (!(await this.ports.repos.campgrounds.findById(input.campgroundId))) {
      return err('NOT_FOUND', CAMPGROUND_NOT_FOUND);
    }
    const queued = await this.ports.repos.memberImport.requestClaimEmails(
      input.campgroundId,
      this.ports.clock.now(),
    );
    return ok({ queued });
  }
}
