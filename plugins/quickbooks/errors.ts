import { ExternalServiceError } from '../../core/errors.ts';

/**
 * A fault from QuickBooks, worded as the invoice screen shows it:
 * '[QuickbooksError] {message}', with ': {detail}' when QuickBooks gives a detail.
 * `retryable` faults (throttling, 5xx, the network) clear up by themselves; the others wait for a person.
 */
export class QuickbooksError extends ExternalServiceError {
  constructor(
    readonly fault: string,
    readonly detail: string | undefined,
    readonly retryable: boolean,
    options?: ErrorOptions,
  ) {
    super(quickbooksErrorMessage(fault, detail), options);
  }
}

export function quickbooksErrorMessage(message: string, detail?: string): string {
  return `[QuickbooksError] ${message}${detail ? `: ${detail}` : ''}`;
}

interface FaultBody {
  Fault?: { Error?: { Message?: string; Detail?: string }[] };
  fault?: { error?: { message?: string; detail?: string }[] };
}

/** The first error of a QuickBooks fault body (either casing, as v3 answers both), or undefined. */
export function faultOf(body: unknown): { message: string; detail: string | undefined } | undefined {
  if (!body || typeof body !== 'object') return undefined;
  const fault = body as FaultBody;
  const upper = fault.Fault?.Error?.[0];
  if (upper?.Message) return { message: upper.Message, detail: upper.Detail || undefined };
  const lower = fault.fault?.error?.[0];
  if (lower?.message) return { message: lower.message, detail: lower.detail || undefined };
  return undefined;
}
