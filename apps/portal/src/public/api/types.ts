import type { CallFailure } from '@camppass/domain';

/** A campground as get-campground answers it (04 §3, 03 §3; snake_case as the specs name the fields). */
export interface PublicCampground {
  readonly id: string;
  readonly name: string;
  readonly slug: string;
  readonly description?: string | null;
  readonly address?: string | null;
  readonly city?: string | null;
  readonly state?: string | null;
  readonly zip_code?: string | null;
  readonly phone?: string | null;
  readonly email?: string | null;
  readonly website?: string | null;
  readonly status?: string | null;
  readonly adult_only?: boolean | null;
  readonly military_discount_enabled?: boolean | null;
  readonly military_discount_percentage?: number | null;
  readonly branding_logo_url?: string | null;
  readonly branding_primary_color?: string | null;
  readonly branding_secondary_color?: string | null;
  readonly text_color?: string | null;
  readonly booking_url?: string | null;
  readonly membership_type_description?: string | null;
  readonly get_in_touch_description?: string | null;
  /** `{product}_booking_url` and other fields the page does not read. */
  readonly [field: string]: unknown;
}

/** A plan (membership type) of the public page; price in dollars as the HTTP field carries it. */
export interface PublicMembershipType {
  readonly id: string;
  readonly name: string;
  readonly display_name?: string | null;
  readonly description?: string | null;
  readonly price: number;
  readonly duration_days: number;
  readonly benefits?: readonly string[] | null;
  readonly features?: readonly string[] | null;
  readonly is_featured?: boolean | null;
  readonly is_active?: boolean | null;
  readonly military_discount_eligible?: boolean | null;
}

export interface CampgroundDescriptions {
  readonly membershipTypes?: string | null;
  readonly information?: string | null;
  readonly hasCustomMembershipTypes?: boolean | null;
  readonly hasCustomInformation?: boolean | null;
}

export interface CampgroundPageData {
  readonly campground: PublicCampground;
  readonly membershipTypes: readonly PublicMembershipType[];
  readonly descriptions: CampgroundDescriptions;
  readonly settings: Readonly<Record<string, unknown>>;
}

/** One entry of the /membership picker. */
export interface CampgroundListItem {
  readonly id: string;
  readonly name: string;
  readonly slug: string;
  readonly description?: string | null;
  readonly branding_primary_color?: string | null;
}

export interface CheckEmailAnswer {
  readonly canProceed: boolean;
  readonly code: string;
  readonly message: string;
  readonly loginUrl?: string | null;
}

export type UploadKind = 'selfie' | 'military-document' | 'signature';

/** A stored upload: the opaque id the checkout names the file by. */
export interface UploadedFile {
  readonly uploadId: string;
}

/** The server's price breakdown, in cents (04 §3). */
export interface ServerBreakdown {
  readonly subtotal: number;
  readonly discount: number;
  readonly discountPercentage: number;
  readonly subtotalAfterDiscount: number;
  readonly tax: number;
  readonly taxRate: number;
  readonly platformFee: number;
  readonly processingFee: number;
  readonly total: number;
}

/** The purchase form as create-payment-intent and purchase-membership take it (04 §7). */
export interface PurchaseFormBody {
  readonly title: string | null;
  readonly firstName: string;
  readonly lastName: string;
  /** The ID number. */
  readonly numid: string;
  readonly email: string;
  readonly phone: string;
  readonly dateOfBirth: string;
  readonly startDate: string;
  readonly endDate: string;
  readonly streetAddress: string;
  readonly city: string;
  readonly stateProvince: string;
  readonly postalCode: string;
  readonly country: string;
  readonly specialRequests: string | null;
  readonly isMilitary: boolean;
  /** The selfie's upload id. */
  readonly idPhotoUrl: string;
  /** The military document's upload id. */
  readonly militaryDocumentUrl: string | null;
  /** The signature's upload id. */
  readonly signatureDataUrl: string;
  readonly agreeToTerms: boolean;
  readonly agreeToDataUsage: boolean;
  readonly ageConfirmed: boolean;
}

export interface CreatePaymentIntentInput {
  readonly campgroundId: string;
  readonly membershipTypeId: string;
  readonly customerName: string;
  readonly membershipName: string;
  /** The amount the page expects, in cents: compared by the server, never trusted. */
  readonly amount: number;
  readonly purchase: PurchaseFormBody;
}

export interface PaymentIntentAnswer {
  readonly clientSecret: string;
  readonly paymentIntentId: string;
  readonly breakdown: ServerBreakdown;
  /** Stripe's publishable key when the server runs Stripe; absent for the simulated gateway. */
  readonly publishableKey?: string | null;
}

export interface SimulatedCardInput {
  readonly clientSecret: string;
  readonly number: string;
  readonly expMonth: number;
  readonly expYear: number;
  readonly cvc: string;
}

export type PurchaseInput = PurchaseFormBody & {
  readonly paymentIntentId: string;
  readonly campgroundId: string;
  readonly campgroundSlug: string;
  readonly membershipTypeId: string;
  readonly paymentMethod: 'stripe';
};

export interface PurchaseAnswer {
  readonly membershipCode: string | null;
  readonly message: string | null;
  readonly deletedCount: number;
}

export interface ValidateInput {
  readonly membershipCode: string;
  readonly email: string;
  readonly campgroundSlug: string;
  readonly dateRanges: readonly (readonly [string, string])[];
}

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
  checkEmail(input: {
    readonly email: string;
    readonly membershipTypeId: string;
    readonly campgroundId: string;
  }): Promise<ApiResult<CheckEmailAnswer>>;
  upload(
    kind: UploadKind,
    file: Blob,
    onProgress?: (fraction: number) => void,
  ): Promise<ApiResult<UploadedFile>>;
  createPaymentIntent(input: CreatePaymentIntentInput): Promise<ApiResult<PaymentIntentAnswer>>;
  confirmSimulatedCard(input: SimulatedCardInput): Promise<ApiResult<{ readonly paymentIntentId: string }>>;
  purchaseMembership(input: PurchaseInput): Promise<ApiResult<PurchaseAnswer>>;
  validateMembership(input: ValidateInput): Promise<ApiResult<ValidateAnswer>>;
  sendMembershipEmail(input: {
    readonly email: string;
    readonly campgroundSlug: string;
  }): Promise<ApiResult<true>>;
  /** Stripe's publishable key from public-config; null when the server runs the simulated gateway. */
  stripePublishableKey(): Promise<ApiResult<string | null>>;
}
