/**
 * Jest's asymmetric matchers for a field of an expected object, typed `unknown` (jest types them
 * `any`, which would make the whole expected object `any`).
 */
export const anyNumber: unknown = expect.any(Number);
export const anyString: unknown = expect.any(String);
