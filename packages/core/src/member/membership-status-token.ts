import type { TokenGenerator } from '../ports/token-generator';
import type { Repositories } from '../ports/unit-of-work';

/** The membership's status token, made on first use: an unguessable random string, not its code. */
export const issueStatusToken = (
  repos: Pick<Repositories, 'statusTokens'>,
  tokens: TokenGenerator,
  membershipId: string,
  at: Date,
): Promise<string> => repos.statusTokens.issue(membershipId, tokens.generate(), at);
