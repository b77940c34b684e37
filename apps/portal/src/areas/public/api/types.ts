import type {
  CheckEmailRequest,
  CheckEmailResponse,
  PublicCampground as ContractCampground,
  CampgroundDescriptions as ContractDescriptions,
  PublicMembershipType as ContractMembershipType,
  UploadKind as ContractUploadKind,
  CreatePaymentIntentResponse,
  PriceBreakdown,
  PublicCampgroundFields,
  PublicSettings,
  PurchaseFormRequest,
  PurchaseMembershipRequest,
  SendMembershipEmailRequest,
  UploadDocumentResponse,
  ValidateMembershipRequest,
} from '@camppass/client';
import type { CallFailure } from '@camppass/domain';

// The page's types are the contract's (packages/client); views the page shapes itself say so.

/**
 * The contract's object with `Required` keys kept and the rest optional: the page renders whatever
 * of the answer it gets, and test fakes give only what a story needs.
 */
type WithOptional<T, Required extends keyof T> = Readonly<Pick<T, Required> & Partial<Omit<T, Required>>>;

/** A campground as get-campground answers it (04 §3, 03 §3; snake_case as the specs name the fields). */
export type PublicCampground = WithOptional<PublicCampgroundFields, 'id' | 'name' | 'slug'> &
  Readonly<Partial<Omit<ContractCampground, keyof PublicCampgroundFields>>>;

/** A plan (membership type) of the public page; price in dollars as the HTTP field carries it. */
export type PublicMembershipType = WithOptional<
  ContractMembershipType,
  'id' | 'name' | 'price' | 'duration_days'
>;

export type CampgroundDescriptions = Readonly<Partial<ContractDescriptions>>;

export interface CampgroundPageData {
  readonly campground: PublicCampground;
  readonly membershipTypes: readonly PublicMembershipType[];
  readonly descriptions: CampgroundDescriptions;
  readonly settings: Readonly<Partial<PublicSettings>>;
}

/** One entry of the /membership picker. */
export type CampgroundListItem = WithOptional<
  Pick<PublicCampgroundFields, 'id' | 'name' | 'slug' | 'description' | 'branding_primary_color'>,
  'id' | 'name' | 'slug'
>;

export type CheckEmailAnswer = Readonly<Omit<CheckEmailResponse, 'success'>>;

export type UploadKind = ContractUploadKind;

/** A stored upload: the opaque id the checkout names the file by. */
export type UploadedFile = Readonly<Pick<UploadDocumentResponse['data'], 'uploadId'>>;

/** The server's price breakdown with its amounts in cents (the answer carries dollars, 04 §3). */
export type ServerBreakdown = Readonly<Omit<PriceBreakdown, 'processingFeeRate'>>;

/** Fields the purchase form may leave empty; the page sends every other one. */
type OptionalPurchaseField = 'title' | 'specialRequests' | 'militaryDocumentUrl';

/**
 * The purchase form as create-payment-intent and purchase-membership take it (04 §7): every field
 * present; `idPhotoUrl`, `militaryDocumentUrl` and `signatureDataUrl` are upload ids.
 */
export type PurchaseFormBody = {
  readonly [K in keyof PurchaseFormRequest]-?: K extends OptionalPurchaseField
    ? Exclude<PurchaseFormRequest[K], undefined>
    : NonNullable<PurchaseFormRequest[K]>;
};

/** What the page knows when it starts the payment; the call's metadata is built from it. */
export interface CreatePaymentIntentInput {
  readonly campgroundId: string;
  readonly membershipTypeId: string;
  readonly customerName: string;
  readonly membershipName: string;
  /** The amount the page expects, in cents: compared by the server, never trusted. */
  readonly amount: number;
  readonly purchase: PurchaseFormBody;
}

export type PaymentIntentAnswer = Readonly<
  Pick<CreatePaymentIntentResponse, 'clientSecret' | 'paymentIntentId'>
> & {
  readonly breakdown: ServerBreakdown;
  /** Stripe's publishable key when the server runs Stripe; absent for the simulated gateway. */
  readonly publishableKey?: string | null;
};

/** The simulated card form's fields, flat as the form holds them. */
export interface SimulatedCardInput {
  readonly clientSecret: string;
  readonly number: string;
  readonly expMonth: number;
  readonly expYear: number;
  readonly cvc: string;
}

type PurchaseTarget = 'paymentIntentId' | 'campgroundId' | 'campgroundSlug' | 'membershipTypeId';

export type PurchaseInput = PurchaseFormBody & {
  readonly [K in PurchaseTarget]-?: NonNullable<PurchaseMembershipRequest[K]>;
} & { readonly paymentMethod: 'stripe' };

/** The purchase answer as the confirmation shows it. */
export interface PurchaseAnswer {
  readonly membershipCode: string | null;
  readonly message: string | null;
  readonly deletedCount: number;
}

export type ValidateInput = Readonly<ValidateMembershipRequest>;

/** Both validity answers in one shape for the Verify panel. */
export interface ValidateAnswer {
  readonly valid: boolean;
  readonly status: string | null;
  readonly code: string | null;
  readonly message: string | null;
  readonly startDate: string | null;
  readonly endDate: string | null;
}

/** A failed call: the domain's CallFailure plus the server's words when it sent any. */
export type ApiFailure = CallFailure;

export type ApiResult<T> =
  | { readonly ok: true; readonly value: T }
  | { readonly ok: false; readonly failure: ApiFailure };

/** The public functions the page calls (04 §7). Implemented over HTTP; tests pass a fake. */
export interface PublicApi {
  getCampground(
    by: { readonly slug: string } | { readonly id: string },
  ): Promise<ApiResult<CampgroundPageData>>;
  listCampgrounds(): Promise<ApiResult<readonly CampgroundListItem[]>>;
  checkEmail(input: Readonly<CheckEmailRequest>): Promise<ApiResult<CheckEmailAnswer>>;
  upload(
    kind: UploadKind,
    file: Blob,
    onProgress?: (fraction: number) => void,
  ): Promise<ApiResult<UploadedFile>>;
  createPaymentIntent(input: CreatePaymentIntentInput): Promise<ApiResult<PaymentIntentAnswer>>;
  confirmSimulatedCard(input: SimulatedCardInput): Promise<ApiResult<{ readonly paymentIntentId: string }>>;
  purchaseMembership(input: PurchaseInput): Promise<ApiResult<PurchaseAnswer>>;
  validateMembership(input: ValidateInput): Promise<ApiResult<ValidateAnswer>>;
  sendMembershipEmail(input: Readonly<SendMembershipEmailRequest>): Promise<ApiResult<true>>;
  /** Stripe's publishable key from public-config; null when the server runs the simulated gateway. */
  stripePublishableKey(): Promise<ApiResult<string | null>>;
}
