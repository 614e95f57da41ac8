/**
 * The "Choices" section of packages/rules/README.md, generated from the table in choices.ts, so
 * it cannot go stale (choices.test.ts compares). Regenerate with:
 *   npm run choices:doc -w @stronghold/rules
 */
import fs from 'node:fs';
import path from 'node:path';
import { CHOICES, CHOICE_IDS, contextShapes, type ChoiceId } from './choices';

export const DOC_START = '<!-- choices:start (generated from src/actions/choices.ts; do not edit) -->';
export const DOC_END = '<!-- choices:end -->';

/** The context column: the field names (from the schema, so they cannot drift) and what they are. */
export function contextMarkdown(id: ChoiceId): string {
  const { schema, doc } = CHOICES[id].context;
  const shapes = contextShapes(schema).filter((fields) => fields.length > 0);
  if (shapes.length === 0) return '`{}`';
  return `${shapes.map((fields) => `\`{ ${fields.join(', ')} }\``).join(' or ')}: ${doc}`;
}

const cell = (text: string): string => text.replace(/\|/g, '\\|');

export function choicesMarkdown(): string {
  const rows = CHOICE_IDS.map(
    (id) => `| \`${id}\` | ${cell(CHOICES[id].options)} | ${cell(contextMarkdown(id))} | \`src/${CHOICES[id].rule}\` |`,
  );
  return [DOC_START, '| choice id | options | context | asked by |', '| --- | --- | --- | --- |', ...rows, DOC_END].join('\n');
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
