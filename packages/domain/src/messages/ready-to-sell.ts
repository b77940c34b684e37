// The owner's "ready to sell" checklist on Home (ours: the issue asks for guidance when a campground
// goes live with nothing to sell). Payouts come with Stripe Connect in a later issue; until then the
// item says it is not available yet and does not count against being ready
// (docs/decisions/owner-area.md#ready-to-sell-checklist-on-the-owners-home).

/** What a campground has that selling needs. */
export interface CampgroundReadiness {
  /** At least one membership type offered (active). */
  readonly membershipType: boolean;
  readonly logo: boolean;
  readonly terms: boolean;
}

type ReadyToSellStep = 'payouts' | keyof CampgroundReadiness;

export interface ReadyToSellItem {
  readonly step: ReadyToSellStep;
  readonly label: string;
  /** `null` while the step cannot be taken yet (payouts). */
  readonly done: boolean | null;
  readonly hint: string;
}

export const READY_TO_SELL_WORDS = {
  title: 'Ready to sell',
  intro: 'A few steps before members can buy with confidence:',
  done: 'Done',
  todo: 'To do',
  notYetAvailable: 'Not available yet',
  addMembershipType: 'Add a membership type',
  openSettings: 'Open Settings',
} as const;

/** 'Pine Valley: 2 of 3 done' */
export const readyToSellProgress = (campground: string, done: number, of: number): string =>
  `${campground}: ${done} of ${of} done`;

/** The checklist in order: payouts (not available yet), a membership type, a logo, the terms. */
export const readyToSellChecklist = (readiness: CampgroundReadiness): ReadyToSellItem[] => [
  {
    step: 'payouts',
    label: 'Payouts',
    done: null,
    hint: 'Connecting a bank account for payouts comes in a later release; card payments are collected by the platform until then.',
  },
  {
    step: 'membershipType',
    label: 'A membership type',
    done: readiness.membershipType,
    hint: 'Your public page sells only the membership types you offer.',
  },
  {
    step: 'logo',
    label: 'Your logo',
    done: readiness.logo,
    hint: 'Shown on your public page and on every membership card.',
  },
  {
    step: 'terms',
    label: 'Your terms',
    done: readiness.terms,
    hint: 'Buyers agree to your terms PDF before they pay.',
  },
];

/** Whether every step that can be taken is done, so the checklist is no longer shown. */
export const isReadyToSell = (readiness: CampgroundReadiness): boolean =>
  readyToSellChecklist(readiness).every((item) => item.done !== false);
