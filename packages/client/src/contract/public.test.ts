import { describe, expect, it } from 'vitest';
import { FUNCTIONS } from './functions';
import {
  checkEmailRequestSchema,
  checkEmailResponseSchema,
  createPaymentIntentRequestSchema,
  createPaymentIntentResponseSchema,
  purchaseMembershipRequestSchema,
  sendMembershipEmailRequestSchema,
  simulatedCardConfirmRequestSchema,
  uploadDocumentResponseSchema,
  validateMembershipRequestSchema,
  validateMembershipResponseSchema,
} from './public';
import { getCampgroundQuerySchema } from './public-page';

const aPurchase = {
  title: null,
  firstName: 'Avery',
  lastName: 'Stone',
  numid: 'D1234567',
  email: 'avery.stone@camppass.test',
  phone: '555-0100',
  dateOfBirth: '1990-04-12',
  startDate: '2026-06-05',
  endDate: '2026-06-07',
  streetAddress: '1 Main St',
  city: 'Austin',
  stateProvince: 'TX',
  postalCode: '78701',
  country: 'US',
  specialRequests: null,
  isMilitary: false,
  idPhotoUrl: 'upl_selfie',
  militaryDocumentUrl: null,
  signatureDataUrl: 'upl_signature',
  agreeToTerms: true,
  agreeToDataUsage: true,
  ageConfirmed: true,
};

describe('get-campground', () => {
  it('takes either an id or a slug, never both or neither', () => {
    expect(getCampgroundQuerySchema.safeParse({ slug: 'pine-valley' }).success).toBe(true);
    expect(getCampgroundQuerySchema.safeParse({ id: 'c-1' }).success).toBe(true);
    expect(getCampgroundQuerySchema.safeParse({ id: 'c-1', slug: 'pine-valley' }).success).toBe(false);
    expect(getCampgroundQuerySchema.safeParse({}).success).toBe(false);
  });
});

describe('check-email', () => {
  it('takes the e-mail, plan and campground of 04 §4', () => {
    const body = { email: 'avery.stone@camppass.test', membershipTypeId: 't-1', campgroundId: 'c-1' };
    expect(checkEmailRequestSchema.parse(body)).toEqual(body);
    expect(checkEmailRequestSchema.safeParse({ email: 'a@b.c', campgroundId: 'c-1' }).success).toBe(false);
    expect(checkEmailRequestSchema.safeParse({ ...body, email: 'x'.repeat(321) }).success).toBe(false);
  });

  it('answers canProceed with the conflict code, the login link only when there is one', () => {
    const answer = { success: true, canProceed: true, code: 'CAN_PROCEED', message: 'OK' };
    expect(checkEmailResponseSchema.parse(answer)).toEqual(answer);
    expect(checkEmailResponseSchema.safeParse({ ...answer, loginUrl: '/member/login' }).success).toBe(true);
    expect(checkEmailResponseSchema.safeParse({ ...answer, canProceed: 'yes' }).success).toBe(false);
  });
});

describe('upload-document', () => {
  it('answers the upload id of one of the three kinds', () => {
    const answer = { uploadId: 'upl_1', kind: 'selfie', contentType: 'image/jpeg', size: 1200 };
    expect(uploadDocumentResponseSchema.parse({ success: true, data: answer }).data.uploadId).toBe('upl_1');
    expect(
      uploadDocumentResponseSchema.safeParse({ success: true, data: { ...answer, kind: 'passport' } })
        .success,
    ).toBe(false);
  });
});

describe('create-payment-intent', () => {
  const body = {
    amount: 6693,
    currency: 'usd',
    metadata: {
      campgroundId: 'c-1',
      membershipTypeId: 't-1',
      memberEmail: aPurchase.email,
      memberName: 'Avery Stone',
    },
    customerName: 'Avery Stone',
    membershipName: 'Weekend',
    createPaymentIntent: true,
    apiVersion: 'v1',
    purchase: aPurchase,
  };

  it('takes the amount in cents, the metadata and the purchase form of 04 §7', () => {
    expect(createPaymentIntentRequestSchema.parse(body).purchase.numid).toBe('D1234567');
    expect(
      createPaymentIntentRequestSchema.safeParse({ metadata: body.metadata, purchase: {} }).success,
    ).toBe(true);
  });

  it('refuses fractional or negative cents, a missing plan and a non-boolean consent', () => {
    expect(createPaymentIntentRequestSchema.safeParse({ ...body, amount: 66.93 }).success).toBe(false);
    expect(createPaymentIntentRequestSchema.safeParse({ ...body, amount: -1 }).success).toBe(false);
    expect(
      createPaymentIntentRequestSchema.safeParse({ ...body, metadata: { campgroundId: 'c-1' } }).success,
    ).toBe(false);
    expect(
      createPaymentIntentRequestSchema.safeParse({ ...body, purchase: { ...aPurchase, agreeToTerms: 'yes' } })
        .success,
    ).toBe(false);
  });

  it('answers the client secret, the cents amount and the breakdown in dollars', () => {
    const answer = {
      success: true,
      clientSecret: 'pi_1_secret_2',
      client_secret: 'pi_1_secret_2',
      paymentIntentId: 'pi_1',
      amount: 6693,
      currency: 'usd',
      breakdown: {
        subtotal: 60,
        discount: 0,
        discountPercentage: 0,
        subtotalAfterDiscount: 60,
        tax: 0,
        taxRate: 0,
        platformFee: 3.5,
        processingFee: 3.43,
        processingFeeRate: 0.029,
        total: 66.93,
      },
      publishableKey: null,
    };
    expect(createPaymentIntentResponseSchema.parse(answer).breakdown.total).toBe(66.93);
    expect(createPaymentIntentResponseSchema.safeParse({ ...answer, breakdown: {} }).success).toBe(false);
  });
});

describe('purchase-membership', () => {
  it('takes only the payment id; form fields an older page repeats are dropped', () => {
    expect(purchaseMembershipRequestSchema.parse({ paymentIntentId: 'pi_1' })).toEqual({
      paymentIntentId: 'pi_1',
    });
    const repeated = { ...aPurchase, paymentIntentId: 'pi_1', campgroundSlug: 'pine-valley' };
    expect(purchaseMembershipRequestSchema.parse(repeated)).toEqual({ paymentIntentId: 'pi_1' });
    expect(purchaseMembershipRequestSchema.safeParse(aPurchase).success).toBe(false);
  });
});

describe('simulated-card-confirm', () => {
  it('takes the client secret and a test card', () => {
    const body = {
      clientSecret: 'pi_1_secret_2',
      card: { number: '4242 4242 4242 4242', expMonth: 12, expYear: 2030, cvc: '123' },
    };
    expect(simulatedCardConfirmRequestSchema.safeParse(body).success).toBe(true);
    expect(
      simulatedCardConfirmRequestSchema.safeParse({ ...body, card: { ...body.card, cvc: '12345' } }).success,
    ).toBe(false);
  });
});

describe('validate-membership', () => {
  const body = {
    membershipCode: 'PIN-ABCD1234',
    email: 'avery.stone@camppass.test',
    campgroundSlug: 'pine-valley',
    dateRanges: [['2026-06-05', '2026-06-07']],
  };

  it('takes the code, e-mail, campground and stays as [start, end] pairs', () => {
    expect(validateMembershipRequestSchema.parse(body).dateRanges).toEqual([['2026-06-05', '2026-06-07']]);
    expect(validateMembershipRequestSchema.safeParse({ ...body, dateRanges: [['2026-06-05']] }).success).toBe(
      false,
    );
    expect(
      validateMembershipRequestSchema.safeParse({ ...body, dateRanges: Array(21).fill(body.dateRanges[0]) })
        .success,
    ).toBe(false);
  });

  it('answers valid with the period, or not valid with the code and message', () => {
    const valid = {
      success: true,
      valid: true,
      status: 'active',
      code: 'VALID',
      message: 'Membership is valid',
      data: { startDate: '2026-06-01', endDate: '2026-06-30' },
    };
    expect(validateMembershipResponseSchema.parse(valid).valid).toBe(true);
    const refused = { success: true, valid: false, code: 'EMAIL_MISMATCH', message: 'No', error: 'No' };
    expect(validateMembershipResponseSchema.parse(refused).valid).toBe(false);
    expect(validateMembershipResponseSchema.safeParse({ ...valid, data: undefined }).success).toBe(false);
  });
});

describe('send-membership-email', () => {
  it('takes the e-mail and the campground slug', () => {
    expect(
      sendMembershipEmailRequestSchema.safeParse({ email: 'a@b.c', campgroundSlug: 'pine-valley' }).success,
    ).toBe(true);
    expect(sendMembershipEmailRequestSchema.safeParse({ email: 'a@b.c' }).success).toBe(false);
  });
});

describe('the functions table', () => {
  it('lists every public function of 04 §7 as public', () => {
    const names = [
      'get-campground',
      'list-campgrounds',
      'check-email',
      'upload-document',
      'create-payment-intent',
      'purchase-membership',
      'payments-webhook',
      'simulated-card-confirm',
      'simulated-setup-confirm',
      'validate-membership',
      'send-membership-email',
    ] as const;
    expect(names.map((name) => FUNCTIONS[name].access)).toEqual(names.map(() => 'public'));
    expect(FUNCTIONS['get-campground'].method).toBe('GET');
  });
});
