/**
 * A refused account request: the contract's error code (its HTTP status comes from
 * ACCOUNT_ERRORS), the English message, and for `rate_limited` when to try again.
 */
import { ACCOUNT_ERRORS, type AccountError, type AccountErrorCode } from '@stronghold/protocol';

export class AccountFailure extends Error {
  constructor(
    readonly code: AccountErrorCode,
    message: string,
    readonly retryAfterMs?: number,
  ) {
    super(message);
  }

  get status(): number {
    return ACCOUNT_ERRORS[this.code];
  }

  body(): AccountError {
    return { error: this.code, message: this.message, ...(this.retryAfterMs !== undefined ? { retryAfterMs: this.retryAfterMs } : {}) };
  }
}
