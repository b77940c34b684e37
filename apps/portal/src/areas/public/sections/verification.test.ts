import { VALIDITY_MESSAGES, VALIDITY_SUCCESS_MESSAGE, VERIFY_FIELDS_REQUIRED } from '@camppass/domain';
import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { postedVerificationKey, primePostedVerification, type VerificationState } from './verification';

const FORM = {
  membershipCode: 'PIN-ABCD0001',
  email: 'ana@example.com',
  checkInDate: '2026-06-20',
  checkOutDate: '2026-06-22',
};

const primed = async (posted: unknown) => {
  const client = new QueryClient();
  await primePostedVerification(client, 'pine-valley', posted);
  return client.getQueryData<VerificationState>(postedVerificationKey('pine-valley'));
};

describe('a verify form posted without scripts, read from the page', () => {
  it("reads validate-membership's answer as the panel reads its own", async () => {
    const valid = await primed({
      form: FORM,
      answer: {
        status: 200,
        body: {
          success: true,
          valid: true,
          status: 'active',
          code: 'VALID',
          message: VALIDITY_SUCCESS_MESSAGE,
          data: { startDate: '2026-06-01', endDate: '2026-12-31' },
        },
      },
    });
    expect(valid).toEqual({
      form: FORM,
      outcome: {
        kind: 'valid',
        message: VALIDITY_SUCCESS_MESSAGE,
        status: 'active',
        dates: '06/01/2026 – 12/31/2026',
      },
    });
    const refused = await primed({
      form: FORM,
      answer: {
        status: 200,
        body: {
          success: true,
          valid: false,
          code: 'EMAIL_MISMATCH',
          message: VALIDITY_MESSAGES.EMAIL_MISMATCH,
          error: VALIDITY_MESSAGES.EMAIL_MISMATCH,
        },
      },
    });
    expect(refused?.outcome).toEqual({ kind: 'invalid', message: VALIDITY_MESSAGES.EMAIL_MISMATCH });
  });

  it('says which fields are missing when the server refused them before asking', async () => {
    const missing = await primed({ form: { ...FORM, email: '' }, answer: null });
    expect(missing?.outcome).toEqual({ kind: 'invalid', message: VERIFY_FIELDS_REQUIRED });
  });

  it('ignores anything that is not such an answer', async () => {
    for (const posted of [
      undefined,
      null,
      'text',
      { form: { membershipCode: 1 } },
      { form: FORM, answer: 'x' },
    ]) {
      expect(await primed(posted), JSON.stringify(posted)).toBeUndefined();
    }
  });
});
