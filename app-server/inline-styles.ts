/**
 * A page's stylesheets written into its HTML instead of linked. On mobile data every render-blocking stylesheet
 * costs a round trip before the first paint (Lighthouse: "Eliminate render-blocking resources"); the whole app's
 * CSS is about 9 kB gzipped and a page uses a part of it, so sending it with the HTML is cheaper.
 *
 * Each inlined file keeps a `disabled` link with its URL: a browser does not fetch a disabled stylesheet, and
 * Vite's chunk loader, which looks for a stylesheet link with the URL before adding one, then does not fetch
 * the file again when the page's chunk loads for hydration. The Content-Security-Policy allows exactly these
 * <style> elements, by their sha256 hashes (no 'unsafe-inline').
 */
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';

export interface InlineStyles {
  /** The <style> elements (and disabled links) for these build files ("assets/x.css"), in order. */
  html(files: readonly string[]): string;
  /** CSP sources for these files' <style> elements. */
  sources(files: readonly string[]): string[];
}

export function inlineStyles(clientDir: string): InlineStyles {
  const read = new Map<string, { css: string; source: string }>();
  const styleOf = (file: string) => {
    let style = read.get(file);
    if (!style) {
      // A stylesheet never contains "</style" in a valid build; refuse rather than send broken HTML.
      const css = fs.readFileSync(path.join(clientDir, file), 'utf8');
      if (/<\/style/i.test(css)) throw new Error(`[primedia] ${file} contains "</style": cannot be inlined`);
      const source = `'sha256-${crypto.createHash('sha256').update(css).digest('base64')}'`;
      style = { css, source };
      read.set(file, style);
    }
    return style;
  };
  return {
    html: (files) =>
      files
        .map((file) => `<style>${styleOf(file).css}</style><link rel="stylesheet" href="/${file}" disabled>`)
        .join(''),
    sources: (files) => files.map((file) => styleOf(file).source),
  };
}

/** The security headers with `sources` added to one directive of the Content-Security-Policy. */
export function allowSources(
  headers: Record<string, string>,
  directive: 'style-src' | 'script-src',
  sources: readonly string[],
): Record<string, string> {
  if (sources.length === 0) return headers;
  const name = Object.keys(headers).find((key) => key.toLowerCase() === 'content-security-policy');
  if (!name) return headers;
  const policy = (headers[name] ?? '')
    .split(';')
    .map((part) => part.trim())
    .map((part) => (part.startsWith(`${directive} `) ? `${part} ${sources.join(' ')}` : part))
    .join('; ');
  return { ...headers, [name]: policy };
}
