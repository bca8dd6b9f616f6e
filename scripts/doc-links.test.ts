/**
 * Every citation in a comment or doc must lead somewhere a newcomer can follow: a file of this repository and,
 * when one is named, a heading in it: the file's path from the repository root, a comma and the heading in
 * quotes; or an anchor after the path; or a Markdown link, resolved from the citing file.
 * Documents that are not in the repository, and issue numbers, cannot be followed, so naming them fails too
 * (docs/design.md, "Code style" says which): say the reason itself, or point
 * to the page in docs/ that does.
 */
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const ROOT = fileURLToPath(new URL('..', import.meta.url));
const SELF = 'scripts/doc-links.test.ts';
const TEXT = /\.(ts|tsx|js|mjs|cjs|css|html|md|graphql|json|sh|yml|yaml|webmanifest)$/;

/** Tracked text files, with their lines. */
const files = execFileSync('git', ['ls-files', '-z'], { cwd: ROOT, encoding: 'utf8' })
  .split('\0')
  .filter((f) => TEXT.test(f) && f !== SELF && f !== 'package-lock.json' && fs.existsSync(path.join(ROOT, f)))
  .map((file) => ({ file, lines: fs.readFileSync(path.join(ROOT, file), 'utf8').split('\n') }));

/** Where a cited name points: repo-relative when it has a folder, else beside the citing file, the root or docs/. */
function resolve(cited: string, from: string): string | null {
  const clean = cited.replace(/^\.\//, '');
  const candidates = clean.includes('/')
    ? [path.posix.normalize(path.posix.join(path.posix.dirname(from), clean)), path.posix.normalize(clean)]
    : [path.posix.join(path.posix.dirname(from), clean), clean, `docs/${clean}`];
  // The demo serves demo/public/ at its root, so its pages link those files as siblings.
  if (from.startsWith('demo/')) candidates.push(path.posix.join('demo/public', clean));
  return candidates.find((c) => fs.existsSync(path.join(ROOT, c))) ?? null;
}

/** GitHub's anchor for a heading. */
const slug = (heading: string) =>
  heading
    .toLowerCase()
    .replace(/[^\p{L}\p{N} _-]/gu, '')
    .replace(/ /g, '-');

const headingCache = new Map<string, string[]>();
function headings(file: string): string[] {
  let found = headingCache.get(file);
  if (!found) {
    found = fs
      .readFileSync(path.join(ROOT, file), 'utf8')
      .split('\n')
      .filter((line) => /^#{1,6} /.test(line))
      .map((line) => line.replace(/^#+ /, '').replace(/`/g, '').trim());
    headingCache.set(file, found);
  }
  return found;
}

/**
 * The part of a line that is prose: all of a Markdown, GraphQL or HTML line, else a comment. Paths in code (a
 * test's fixture name, a build output joined at run time) are data, not citations.
 */
function commentOf(line: string, file: string): string {
  if (/\.(md|graphql|html)$/.test(file)) return line;
  const trimmed = line.trimStart();
  if (/^(\*|\/\*|\/\/|#)/.test(trimmed)) return line;
  const inline = /(?:^|\s)(?:\/\/|\{?\/\*)(.*)$/.exec(line);
  return inline?.[1] ?? '';
}

/** A match's group, '' when it did not take part. */
const group = (match: RegExpMatchArray, index: number): string => match[index] ?? '';

/** Runs a check on every line; each finding reads `file:line: what is wrong`. */
function scan(check: (line: string, file: string) => string[]): string[] {
  const problems: string[] = [];
  for (const { file, lines } of files) {
    lines.forEach((line, i) => {
      for (const what of check(line, file)) problems.push(`${file}:${i + 1}: ${what}`);
    });
  }
  return problems;
}

/** A path from the repository root into a folder we keep sources in (src/, docs/, server/ and the rest). */
const REPO_PATH =
  /(?<![\w./-])((?:docs|src|server|widgets|tests|scripts|app-server|demo|public)\/[\w./@-]*[\w-]\.(?:md|tsx?|mjs|js|css|html|graphql|json|sh|webmanifest))(?![\w/-])/g;
/** A path, a comma and a quoted heading (more headings may follow, each after a comma). */
const HEADING_CITATION = /([\w./-]+\.md)[`)\]]*,\s*((?:["'][^"'\n]+["'](?:,\s*)?)+)/g;
/** A Markdown link to a page's anchor, a link to an anchor of the same page, or a bare path with an anchor. */
const ANCHOR_CITATION = /(?:\]\(([\w./-]*\.md)?|([\w./-]+\.md))#([\w-]+)/g;
const MARKDOWN_LINK = /\]\(([^)\s#]+\.md)(?:#[\w-]*)?\)/g;
/** A file named without its folder (`early-presses.ts`) or relative to the citing file (`../player/controller.ts`). */
const SHORT_PATH =
  /(?<![\w./@-])((?:\.\.?\/)+[\w./-]*[\w-]\.(?:md|tsx?|css|html|graphql)|[\w-]+(?:\.[\w-]+)*\.(?:md|tsx?|css|html|graphql))(?![\w/-])/g;
/** Every tracked file's own name, for a citation that names a file without its folder. */
const BASENAMES = new Set(files.map(({ file }) => path.posix.basename(file)));
/**
 * Short names that are not repository files, each for a reason: what a build writes (the widgets' typings, the
 * service worker's offline page), HLS segments (MPEG-TS, `.ts` too), and the files a recipe or an example
 * asks the reader to write.
 */
const NOT_FILES = [
  /^primedia-(widgets|react)\.d\.ts$/,
  /^offline\.html$/,
  /^[st]\d{3}\.ts$/,
  /^now-playing\.ts$/,
  /^\.\/operations\/x\.graphql$/,
];

/**
 * What docs/design.md, "Code style" says a citation may not name; spelled in
 * pieces so this file passes too.
 */
const OUTSIDE: [RegExp, string][] = [
  [
    new RegExp(['spec', ' §'].join(''), 'i'),
    'a document outside the repository: cite the product page of docs/ and a heading',
  ],
  [/(?<!OIDC Core )§\s?\d/, 'a numbered section of a document outside the repository'],
  [
    new RegExp(['\\bDESI', 'GN(\\.md)?\\b'].join('')),
    'a document outside the repository: cite the design page of docs/ and a heading',
  ],
  [
    new RegExp(['RELIA', 'BILITY'].join('')),
    'a document outside the repository: cite the design page of docs/, "Known failure modes"',
  ],
  [new RegExp(['STYLE', '-MODELS'].join('')), 'a document outside the repository: say the reason itself'],
  [
    new RegExp(['product', '-spec'].join('')),
    'a document outside the repository: cite the product page of docs/',
  ],
  [
    new RegExp(['\\b[Ii]ssues?', ' #?\\d+'].join('')),
    'an issue number: say the reason, or cite a page in docs/',
  ],
  [/(?<![\w&#/-])#\d{1,5}(?![\w\\-])/, 'an issue number: say the reason, or cite a page in docs/'],
];
const COLOUR_LINE = /colou?r|background|fill|stroke|border|shadow|#[0-9a-f]{3,8}\b.*#[0-9a-f]{3,8}\b/i;

describe('citations in comments and docs', () => {
  it('name repository files that exist', () => {
    const problems = scan((line, file) => {
      const missing: string[] = [];
      for (const match of commentOf(line, file).matchAll(REPO_PATH)) {
        const cited = group(match, 1);
        if (fs.existsSync(path.join(ROOT, cited))) continue;
        if (isIgnored(cited)) continue;
        missing.push(`${cited} does not exist`);
      }
      for (const match of commentOf(line, file).matchAll(SHORT_PATH)) {
        const cited = group(match, 1);
        if (NOT_FILES.some((name) => name.test(cited))) continue;
        if (cited.startsWith('.') ? resolve(cited, file) : BASENAMES.has(cited) || resolve(cited, file))
          continue;
        if (isIgnored(cited)) continue;
        missing.push(`${cited} does not exist`);
      }
      if (file.endsWith('.md')) {
        for (const match of line.matchAll(MARKDOWN_LINK)) {
          const cited = group(match, 1);
          if (!/^[a-z]+:/.test(cited) && !resolve(cited, file))
            missing.push(`link to ${cited}, which does not exist`);
        }
      }
      return missing;
    });
    expect(problems).toEqual([]);
  });

  it('name headings that exist in the cited file', () => {
    const problems = scan((line, file) => {
      const missing: string[] = [];
      for (const match of line.matchAll(HEADING_CITATION)) {
        const target = resolve(group(match, 1), file);
        if (!target) continue; // a missing file is the other test's finding
        const known = headings(target).map((h) => h.toLowerCase());
        for (const quote of group(match, 2).matchAll(/["']([^"'\n]+)["']/g)) {
          const heading = group(quote, 1);
          if (!known.includes(heading.trim().toLowerCase()))
            missing.push(`${target} has no heading "${heading}"`);
        }
      }
      for (const match of line.matchAll(ANCHOR_CITATION)) {
        const cited = group(match, 1) || group(match, 2);
        const anchor = group(match, 3);
        const target = cited ? resolve(cited, file) : file.endsWith('.md') ? file : null;
        if (!target || !target.endsWith('.md')) continue;
        if (!headings(target).map(slug).includes(anchor)) missing.push(`${target} has no heading #${anchor}`);
      }
      return missing;
    });
    expect(problems).toEqual([]);
  });

  it('cite no document outside the repository and no issue number', () => {
    const problems = scan((line, file) => {
      const colours = /\.(css|html)$/.test(file) || COLOUR_LINE.test(line);
      return OUTSIDE.filter(
        ([pattern]) => pattern.test(line) && !(colours && pattern.source.startsWith('(?<!')),
      )
        .filter(([pattern], i, all) => all.findIndex(([p]) => p === pattern) === i)
        .map(([, why]) => why);
    });
    expect(problems).toEqual([]);
  });

  it('cite no issue number across a line break either', () => {
    const split = new RegExp(['\\b[Ii]ssues?', '\\s*$'].join(''));
    const problems: string[] = [];
    for (const { file, lines } of files) {
      lines.forEach((line, i) => {
        const next = lines[i + 1] ?? '';
        if (split.test(line) && /^\s*(?:\*|\/\/|#)?\s*#?\d/.test(next))
          problems.push(`${file}:${i + 1}: an issue number: say the reason, or cite a page in docs/`);
      });
    }
    expect(problems).toEqual([]);
  });
});

const ignoredCache = new Map<string, boolean>();
/** Build output and generated files are cited by path but not tracked (.gitignore). */
function isIgnored(cited: string): boolean {
  let ignored = ignoredCache.get(cited);
  if (ignored === undefined) {
    try {
      execFileSync('git', ['check-ignore', '-q', '--no-index', cited], { cwd: ROOT });
      ignored = true;
    } catch {
      ignored = false;
    }
    ignoredCache.set(cited, ignored);
  }
  return ignored;
}
