/**
 * What to tell a person when the server refuses an account request (pure): a catalog key of
 * accounts-en.ts and its params. A throttled request says how long to wait, in whole seconds up
 * to a minute and whole minutes (rounded up) beyond.
 */
export interface AccountErrorLike {
  status: number;
  code: string;
  retryAfterMs?: number;
}

export interface Said {
  key: string;
  params?: Record<string, number>;
}

/** `during`: what was asked (a sign-in's wrong password reads differently from a deletion's or a password change's). */
export function accountErrorSaid(e: AccountErrorLike, during: 'signin' | 'signup' | 'delete' | 'password' | 'other'): Said {
  switch (e.code) {
    case 'name_taken':
      return { key: 'account.err.nameTaken' };
    case 'bad_credentials':
      return { key: during === 'delete' || during === 'password' ? 'account.err.wrongPassword' : 'account.err.badCredentials' };
    case 'password_too_common':
      return { key: 'account.err.commonPassword' };
    case 'rate_limited':
      return waitSaid(e.retryAfterMs);
    case 'bad_request':
      return { key: during === 'signup' || during === 'signin' ? 'account.err.invalidName' : 'account.err.badRequest' };
    case 'unauthorized':
      return { key: 'account.err.signedOut' };
    case 'account_disabled':
      return { key: 'account.err.disabled' };
    case 'not_found':
      return { key: 'account.err.notFound' };
    case 'forbidden':
      return { key: 'account.err.forbidden' };
    case 'network':
      return { key: 'account.err.network' };
    default:
      return { key: 'account.err.other', params: { status: e.status } };
  }
}

function waitSaid(ms: number | undefined): Said {
  if (ms === undefined || ms <= 0) return { key: 'account.err.throttled' };
  const s = Math.ceil(ms / 1000);
  return s <= 60
    ? { key: 'account.err.throttledSeconds', params: { n: s } }
    : { key: 'account.err.throttledMinutes', params: { n: Math.ceil(s / 60) } };
}
