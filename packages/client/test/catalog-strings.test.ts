/**
 * Every user-visible string of the client goes through the message catalog (docs/client.md
 * "Languages"): the client's sources are parsed with the TypeScript compiler and every string
 * literal that reaches the screen directly is listed: an element's children in `h(...)`, its
 * `title` / `aria-label` / `placeholder` / `alt` / `label`, what is assigned to `textContent`,
 * `title`, `placeholder` or `document.title`, and what `confirm`, `alert`, a toast or an error
 * shown to the user is given. A literal holding a word (two Latin letters) fails, unless it is
 * one of the few non-words below. Catalog lookups (`t(...)`, `nameOf(...)`, ...) are calls and
 * are not looked into.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import ts from 'typescript';

const SRC = path.resolve(__dirname, '../src');

/** Literals that are not words of any language (the product's name is a proper name). */
const NOT_WORDS = new Set(['Stronghold']);
const SHOWN_FIELDS = new Set(['message', 'text', 'body', 'title']);
const ATTRS = new Set(['title', 'aria-label', 'placeholder', 'alt', 'label']);
const ASSIGNED = new Set(['textContent', 'title', 'placeholder', 'innerText']);
/** Calls whose first argument is shown to the user (a toast's second is its kind). */
const SHOWN_BY = new Set(['confirm', 'alert', 'toast', 'show', 'error', 'notice', 'say']);
/** The board's text on the canvas: which argument of board/draw.ts's helpers is drawn. */
const CANVAS_TEXT = new Map([
  ['label', 1],
  ['cardBack', 4],
]);
const COMPARISONS = new Set([
  ts.SyntaxKind.EqualsEqualsEqualsToken,
  ts.SyntaxKind.ExclamationEqualsEqualsToken,
  ts.SyntaxKind.EqualsEqualsToken,
  ts.SyntaxKind.ExclamationEqualsToken,
]);

function sources(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const p = path.join(dir, e.name);
    if (e.isDirectory()) return e.name === 'i18n' ? [] : sources(p);
    return e.name.endsWith('.ts') && !e.name.endsWith('.test.ts') && !e.name.endsWith('.d.ts') ? [p] : [];
  });
}

/** The literal texts in an expression, not looking into calls (a lookup) or functions. */
function literals(node: ts.Node, out: ts.Node[] = []): ts.Node[] {
  if (ts.isCallExpression(node) || ts.isArrowFunction(node) || ts.isFunctionExpression(node)) return out;
  // A condition or a comparison is not shown: only what a conditional gives.
  if (ts.isConditionalExpression(node)) return literals(node.whenFalse, literals(node.whenTrue, out));
  if (ts.isBinaryExpression(node) && COMPARISONS.has(node.operatorToken.kind)) return out;
  // An object given to be shown (an error): its message, not its code.
  if (ts.isObjectLiteralExpression(node)) {
    for (const p of node.properties) if (ts.isPropertyAssignment(p) && SHOWN_FIELDS.has(p.name.getText())) literals(p.initializer, out);
    return out;
  }
  if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) out.push(node);
  else if (ts.isTemplateExpression(node)) {
    out.push(node.head, ...node.templateSpans.map((s) => s.literal));
    node.templateSpans.forEach((s) => literals(s.expression, out));
  } else if (ts.isPropertyAccessExpression(node) || ts.isElementAccessExpression(node)) return out;
  else ts.forEachChild(node, (c) => void literals(c, out));
  return out;
}

const hasWord = (text: string): boolean => (text.match(/[A-Za-z]{2,}/g) ?? []).some((w) => !NOT_WORDS.has(w));

function calleeName(e: ts.Expression): string {
  return ts.isIdentifier(e) ? e.text : ts.isPropertyAccessExpression(e) ? e.name.text : '';
}

/** `file:line "text"` of every literal with a word that reaches the screen without the catalog. */
export function uncatalogued(file: string): string[] {
  const text = fs.readFileSync(file, 'utf8');
  const sf = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true);
  const found: ts.Node[] = [];
  const visit = (node: ts.Node): void => {
    if (ts.isCallExpression(node)) {
      const name = calleeName(node.expression);
      if (name === 'h') {
        const [, attrs, ...children] = node.arguments;
        children.forEach((c) => literals(c, found));
        if (attrs && ts.isObjectLiteralExpression(attrs))
          for (const p of attrs.properties)
            if (ts.isPropertyAssignment(p) && ATTRS.has(p.name.getText(sf).replace(/['"]/g, ''))) literals(p.initializer, found);
      } else if (SHOWN_BY.has(name) && node.arguments[0]) literals(node.arguments[0], found);
      else {
        const at = CANVAS_TEXT.get(name);
        const drawn = at === undefined ? undefined : node.arguments[at];
        if (drawn) literals(drawn, found);
      }
    }
    if (ts.isNewExpression(node) && calleeName(node.expression) === 'Error') node.arguments?.forEach((a) => literals(a, found));
    if (ts.isBinaryExpression(node) && node.operatorToken.kind === ts.SyntaxKind.EqualsToken) {
      const target = node.left;
      if (ts.isPropertyAccessExpression(target) && ASSIGNED.has(target.name.text)) literals(node.right, found);
    }
    ts.forEachChild(node, visit);
  };
  visit(sf);
  return found
    .map((n) => ({ n, s: n.getText(sf) }))
    .filter(({ s }) => hasWord(s.replace(/^[`'"}]|[`'"]$|\$\{$/g, '')))
    .map(({ n, s }) => `${path.relative(SRC, file)}:${sf.getLineAndCharacterOfPosition(n.getStart(sf)).line + 1} ${s}`);
}

test('the scan finds a literal in h(...), an attribute, an assignment and a toast', () => {
  const probe = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'catalog-scan-')), 'probe.ts');
  fs.writeFileSync(
    probe,
    [
      "h('b', {}, 'Your seats');",
      "h('b', { title: `Code ${c}` }, t('ok'));",
      "el.textContent = ok ? t('x') : 'Waiting';",
      "toasts.show('Copied');",
      "h('b', { 'data-testid': 'my-seats', class: 'btn small' }, '·', ' × ', t('home.rejoin'), nameOf('w1'));",
    ].join('\n'),
  );
  try {
    expect(uncatalogued(probe).map((l) => l.replace(/^.*?:(\d+) /, '$1 '))).toEqual([
      "1 'Your seats'",
      '2 `Code ${',
      "3 'Waiting'",
      "4 'Copied'",
    ]);
  } finally {
    fs.rmSync(path.dirname(probe), { recursive: true, force: true });
  }
});

test('no English literal reaches the screen without the catalog', () => {
  expect(sources(SRC).flatMap(uncatalogued)).toEqual([]);
});
