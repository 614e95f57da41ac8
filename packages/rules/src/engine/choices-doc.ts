/**
 * The "Choices" section of packages/rules/README.md, generated from the table in choices.ts, so
 * it cannot go stale (choices.test.ts compares). Regenerate with:
 *   npx tsc -b packages/rules && node packages/rules/dist/engine/choices-doc.js
 */
import fs from 'node:fs';
import path from 'node:path';
import { CHOICES, CHOICE_IDS } from './choices';

export const DOC_START = '<!-- choices:start (generated from src/engine/choices.ts; do not edit) -->';
export const DOC_END = '<!-- choices:end -->';

export function choicesMarkdown(): string {
  const rows = CHOICE_IDS.map((id) => `| \`${id}\` | ${CHOICES[id].options.replace(/\|/g, '\\|')} | \`src/${CHOICES[id].rule}\` |`);
  return [DOC_START, '| choice id | options | asked by |', '| --- | --- | --- |', ...rows, DOC_END].join('\n');
}

/** The README with its generated section replaced by the current table. */
export function withChoicesDoc(readme: string): string {
  const start = readme.indexOf(DOC_START);
  const end = readme.indexOf(DOC_END);
  if (start < 0 || end < start) throw new Error('README: the choices markers are missing');
  return readme.slice(0, start) + choicesMarkdown() + readme.slice(end + DOC_END.length);
}

if (require.main === module) {
  const file = path.join(__dirname, '../../README.md');
  fs.writeFileSync(file, withChoicesDoc(fs.readFileSync(file, 'utf8')));
  console.log(`${file}: ${CHOICE_IDS.length} choice ids`);
}
