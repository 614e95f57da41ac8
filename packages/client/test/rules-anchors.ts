/** Test helper: every section anchor the Rules panel has, in the reader's language (both languages have the same). */
import { rulesContents, sectionAnchor } from '../src/logic/rules-contents';

export function anchors(): Set<string> {
  return new Set(rulesContents('en').flatMap((topic) => topic.sections.map((s) => sectionAnchor(topic.id, s.id))));
}
