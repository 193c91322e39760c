import { DOCUMENT_MESSAGES } from '@zamalek/domain/documents';
import type { OwnerExpenseInput } from '@zamalek/domain/ledger/forms';
import { propertyHeaders } from '@/lib/property';

/** Sends a landlord's expense with its receipt; the server checks both and posts it once. */
export async function uploadOwnerExpense(input: OwnerExpenseInput, receipt: File): Promise<void> {
  const query = new URLSearchParams({
    landlordId: input.landlordId,
    unitId: input.unitId ?? '',
    kind: input.kind,
    description: input.description,
    amountMinor: String(input.amountMinor),
    method: input.method,
    reference: input.reference,
    note: input.note,
    idempotencyKey: input.idempotencyKey,
  });
  const body = new FormData();
  body.append('file', receipt, receipt.name);
  const response = await fetch(`/api/landlord-expenses?${query.toString()}`, {
    headers: propertyHeaders(),
    method: 'POST',
    body,
    credentials: 'same-origin',
  });
  if (response.ok) return;
  const answer: unknown = await response.json().catch(() => null);
  if (typeof answer === 'object' && answer !== null && 'error' in answer) {
    throw new Error(String(answer.error));
  }
  throw new Error(
    response.status === 413 ? DOCUMENT_MESSAGES.tooLarge : 'The expense could not be recorded.',
  );
}
