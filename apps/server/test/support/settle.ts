import { randomUUID } from 'node:crypto';
import type { callerFor } from './caller';

type Caller = ReturnType<typeof callerFor>['caller'];

/**
 * What a receptionist does before checking a guest out: reads the bill the check-out would leave
 * and takes what is owed by card. Returns the bill as it was before the payment.
 */
export async function settleForCheckOut(desk: Caller, stay: { id: string; shortenStay?: boolean }) {
  const bill = await desk.reservations.checkOutBill(stay);
  if (bill.balanceMinor > 0) {
    await desk.folios.pay({
      reservationId: stay.id,
      purpose: 'payment',
      method: 'card',
      amountMinor: bill.balanceMinor,
      cardLast4: '4242',
      approvalCode: 'A1B2C3',
      note: '',
      idempotencyKey: randomUUID(),
    });
  }
  return bill;
}
