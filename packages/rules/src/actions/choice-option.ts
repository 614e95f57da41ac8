/**
 * What a `choose` action answers with: a board or card ID (`'w3'`, `'none'`, `'done'`), a count
 * (`3`), or a small flat object for a compound answer (`{ wall: 'w5', unit: 'soldier' }`), never an
 * encoded string. Each choice id narrows this with its own schema (choices.ts). Equality of
 * options (sameOption) is engine/action-key.ts's, as it reads copy-on-write drafts.
 */
import { z } from 'zod';

/** A flat object of named IDs and counts: the shape of every compound option. */
export type ChoiceOptionFields = { readonly [field: string]: string | number };
export type ChoiceOption = string | number | ChoiceOptionFields;

/** An ID as the rules write them: lower case, digits, '-', '.', '>' (paths). */
export const OptionIdSchema = z
  .string()
  .min(1)
  .max(40)
  .regex(/^[a-z0-9>.-]+$/);
export const OptionCountSchema = z.number().int().min(0).max(99);

/**
 * Any well-formed option, bounded (the action schema's part): the pending choice's own schema
 * (choiceSchemaFor) then says which of these it takes.
 */
export const ChoiceOptionSchema: z.ZodType<ChoiceOption> = z.union([
  OptionIdSchema,
  OptionCountSchema,
  z
    .record(z.string().regex(/^[a-z]{1,12}$/), z.union([OptionIdSchema, OptionCountSchema]))
    .refine((o) => Object.keys(o).length >= 1 && Object.keys(o).length <= 4, 'an option object has 1 to 4 fields'),
]);

/** A stable text key for an option (sorted fields), for maps and logs. */
export function optionKey(option: ChoiceOption): string {
  if (typeof option !== 'object') return JSON.stringify(option);
  return JSON.stringify(
    Object.keys(option)
      .sort()
      .map((k) => [k, option[k]]),
  );
}
