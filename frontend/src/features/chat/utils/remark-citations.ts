/** The few mdast node shapes this plugin reads and writes (the full types live in a transitive package). */
type TextNode = { type: 'text'; value: string };
type LinkNode = { type: 'link'; url: string; title: null; children: TextNode[] };
type ParentNode = { type: string; children: MdastNode[] };
type MdastNode = TextNode | LinkNode | ParentNode | { type: string };

/** Where a citation link points; the answer's renderer turns these links into buttons that open the passage. */
export const CITATION_PREFIX = '#source-';

export const citationNumber = (href: string | undefined): number | null => {
  if (!href?.startsWith(CITATION_PREFIX)) return null;
  const n = Number(href.slice(CITATION_PREFIX.length));
  return Number.isInteger(n) && n > 0 ? n : null;
};

// `[1]`, and the lists models also write: `[1, 2]`, `[1][3]`
const MARKER = /\[(\d{1,3}(?:\s*,\s*\d{1,3})*)\]/g;

const hasChildren = (node: MdastNode): node is ParentNode => Array.isArray((node as ParentNode).children);

function splitText(value: string, known: ReadonlySet<number>): MdastNode[] {
  const parts: MdastNode[] = [];
  let last = 0;
  for (const match of value.matchAll(MARKER)) {
    const numbers = match[1]!.split(',').map((n) => Number(n.trim()));
    if (!numbers.every((n) => known.has(n))) continue;
    if (match.index > last) parts.push({ type: 'text', value: value.slice(last, match.index) });
    for (const n of numbers) {
      parts.push({
        type: 'link',
        url: `${CITATION_PREFIX}${n}`,
        title: null,
        children: [{ type: 'text', value: `[${n}]` }],
      });
    }
    last = match.index + match[0].length;
  }
  if (parts.length === 0) return [{ type: 'text', value }];
  if (last < value.length) parts.push({ type: 'text', value: value.slice(last) });
  return parts;
}

function visit(node: MdastNode, known: ReadonlySet<number>): void {
  if (!hasChildren(node) || node.type === 'link' || node.type === 'linkReference') return;
  node.children = node.children.flatMap((child) =>
    child.type === 'text' ? splitText((child as TextNode).value, known) : (visit(child, known), [child]),
  );
}

/**
 * A remark plugin: the markers `[n]` of an answer whose sources hold `n` become links to `#source-n` (markers of
 * sources the answer does not have stay text; so does everything in code).
 */
export function remarkCitations(options: { sources: readonly number[] }) {
  const known = new Set(options.sources);
  return (tree: MdastNode) => {
    if (known.size > 0) visit(tree, known);
  };
}
