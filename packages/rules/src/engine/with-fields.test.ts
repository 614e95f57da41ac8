/** withFields is `{ ...base, ...fields }` (same keys, same order, same values) built another way (with-fields.ts). */
import { withFields } from './with-fields';

test('withFields gives the keys, order and values of a spread: new fields last, overridden ones in place', () => {
  const base = { kind: 'choice', seat: 'invader', id: 'x', options: ['a'], context: { n: 1 } };
  const fields = { options: [] as string[], contextJson: '{}' };
  const out = withFields(base, fields);
  expect(Object.keys(out)).toEqual(Object.keys({ ...base, ...fields }));
  expect(out).toStrictEqual({ ...base, ...fields });
  expect(Object.keys(out)).toEqual(['kind', 'seat', 'id', 'options', 'context', 'contextJson']);
});

test('withFields changes neither input and returns a new object', () => {
  const base = Object.freeze({ a: 1, b: { c: 2 } });
  const fields = Object.freeze({ d: 3 });
  const out = withFields(base, fields);
  expect(out).not.toBe(base);
  expect(base).toEqual({ a: 1, b: { c: 2 } });
  expect(fields).toEqual({ d: 3 });
  expect(out.b).toBe(base.b); // a shallow copy, as a spread
});
