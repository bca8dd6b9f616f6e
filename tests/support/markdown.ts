/** Code blocks of docs, for tests that run the documentation's snippets as written. */

/** The code blocks of one language in a Markdown text, indented ones (inside list items) included. */
export function codeBlocks(markdown: string, language: string): string[] {
  const blocks: string[] = [];
  const fence = new RegExp(`^([ \\t]*)\`\`\`${language}\\n([\\s\\S]*?)^\\1\`\`\``, 'gm');
  for (const [, indent = '', body = ''] of markdown.matchAll(fence))
    blocks.push(
      body
        .split('\n')
        .map((line) => (line.startsWith(indent) ? line.slice(indent.length) : line))
        .join('\n'),
    );
  return blocks;
}
