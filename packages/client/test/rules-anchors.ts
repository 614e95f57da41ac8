/** Test helper: every heading anchor the Rules panel will have (docs/rules/*.md and the generated card list). */
import * as fs from 'node:fs';
import * as path from 'node:path';
import { cardsMarkdown } from '../src/logic/card-texts';
import { anchor } from '../src/logic/rules-topics';

export function anchors(): Set<string> {
  const out = new Set<string>();
  const dir = path.join(__dirname, '../../../docs/rules');
  const pages: Array<[string, string]> = fs
    .readdirSync(dir)
    .filter((f) => f.endsWith('.md'))
    .map((f) => [f.replace(/\.md$/, ''), fs.readFileSync(path.join(dir, f), 'utf8')]);
  pages.push(['cards', cardsMarkdown()]);
  for (const [id, md] of pages) {
    let fenced = false;
    for (const line of md.split('\n')) {
      if (line.startsWith('```')) fenced = !fenced;
      const heading = /^#{1,6}\s+(.+?)\s*$/.exec(line)?.[1];
      if (heading !== undefined && !fenced) out.add(anchor(id, heading));
    }
  }
  return out;
}
