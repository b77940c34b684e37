import { CLOCK, RecordOfflinePayment, UNIT_OF_WORK } from '@camppass/core';
import { ContainerModule } from 'inversify';
import { useCaseToken as token } from './use-case-token';

/** Injection tokens of the member profile's Process Payment (03 §2.5). */
export const OWNER_PAYMENT_USE_CASES = {
  recordOfflinePayment: token<RecordOfflinePayment>('RecordOfflinePayment'),
} as const;

export const ownerPaymentsModule = () =>
  new ContainerModule(({ bind }) => {
    bind(OWNER_PAYMENT_USE_CASES.recordOfflinePayment).toResolvedValue(
      (uow, clock) => new RecordOfflinePayment(uow, clock),
      [UNIT_OF_WORK, CLOCK],
    );
  });
