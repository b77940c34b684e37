// The owner's "ready to sell" checklist on Home (ours: the issue asks for guidance when a campground
// goes live with nothing to sell; docs/decisions/owner-area.md#ready-to-sell-checklist-on-the-owners-home).
// Payouts count once the campground's payouts account is known: a campground sells only when its
// account takes card payments (docs/decisions/owner-area.md#payouts-on-the-ready-to-sell-checklist).

/** What a campground has that selling needs. */
export interface CampgroundReadiness {
  /** At least one membership type offered (active). */
  readonly membershipType: boolean;
  readonly logo: boolean;
  readonly terms: boolean;
  /** The payouts account takes card payments; left out while it is not known (not read, not readable). */
  readonly payouts?: boolean | undefined;
}

type ReadyToSellStep = keyof CampgroundReadiness;

export interface ReadyToSellItem {
  readonly step: ReadyToSellStep;
  readonly label: string;
  /** `null` while the step's state is not known (payouts not read yet). */
  readonly done: boolean | null;
  readonly hint: string;
}

export const READY_TO_SELL_WORDS = {
  title: 'Ready to sell',
  intro: 'A few steps before members can buy with confidence:',
  done: 'Done',
  todo: 'To do',
  notYetAvailable: 'Not known yet',
  addMembershipType: 'Add a membership type',
  openSettings: 'Open Settings',
  setUpPayouts: 'Set up payouts',
} as const;

const PAYOUTS_HINTS = {
  unknown: 'Card payments go to your own Stripe account, which pays them out to your bank.',
  todo: 'Connect your Stripe account in Settings → Payouts. Until it takes card payments, your memberships are not on sale.',
  done: 'Card payments go to your Stripe account, which pays them out to your bank.',
} as const;

/** 'Pine Valley: 2 of 3 done' */
export const readyToSellProgress = (campground: string, done: number, of: number): string =>
  `${campground}: ${done} of ${of} done`;

/** The checklist in order: payouts, a membership type, a logo, the terms. */
export const readyToSellChecklist = (readiness: CampgroundReadiness): ReadyToSellItem[] => [
  {
    step: 'payouts',
    label: 'Payouts',
    done: readiness.payouts ?? null,
    hint:
      readiness.payouts === undefined
        ? PAYOUTS_HINTS.unknown
        : readiness.payouts
          ? PAYOUTS_HINTS.done
          : PAYOUTS_HINTS.todo,
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

/** Whether every step whose state is known is done, so the checklist is no longer shown. */
export const isReadyToSell = (readiness: CampgroundReadiness): boolean =>
  readyToSellChecklist(readiness).every((item) => item.done !== false);
