/**
 * The first problem zod found in a client's room options, said after "bad create options" or
 * "bad join options" so the player reads what to change (a name over its limit names the limit).
 */
import type { z } from 'zod';

export function optionsIssue(error: z.ZodError): string {
  const issue = error.issues[0];
  if (!issue) return '';
  const where = issue.path.length ? `${issue.path.join('.')}: ` : '';
  return `: ${where}${issue.message}`;
}
