/**
 * Lighthouse for `npm run bench` (docs/design.md, "Budgets"): the performance category of each page, in Lighthouse's default mobile
 * configuration (Moto G Power screen, simulated slow 4G and 4x CPU throttling), in a fresh Chromium per page
 * (chrome-launcher, headless) so no page inherits another's cache. Returns the score, LCP, TBT and CLS, and what
 * the report says about the LCP element and the largest opportunities, to explain a poor score.
 *
 * One run varies (the simulation starts from what this machine observed), so each page runs `runs` times and the
 * run with the median score is reported, as Lighthouse's own guidance on variability advises. Each run's
 * benchmarkIndex (how fast Lighthouse found this machine) goes with the figures.
 */
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';

export interface LighthousePage {
  path: string;
  /** 0-100. */
  score: number;
  lcpMs: number;
  tbtMs: number;
  cls: number;
  /** Every run's score, in run order. */
  scores: number[];
  /** Every run's benchmarkIndex: Lighthouse's measure of this machine's speed at the time (higher is faster). */
  benchmarkIndexes: number[];
  /** The LCP element (selector and HTML snippet), when Lighthouse names it. */
  lcpElement: string | null;
  /** Opportunities with estimated savings, largest first ("title: N ms"), and the other metrics. */
  opportunities: string[];
}

interface NodeDetail {
  node?: { selector?: string; snippet?: string };
}
interface AuditDetails {
  type?: string;
  items?: (NodeDetail & { items?: NodeDetail[] })[];
}

function lcpElementOf(details: AuditDetails | undefined): string | null {
  const first = details?.items?.[0];
  const node = first?.node ?? first?.items?.[0]?.node;
  return node ? `${node.selector ?? ''} ${node.snippet ?? ''}`.trim() : null;
}

export async function runLighthouse(
  origin: string,
  paths: readonly string[],
  runs = 1,
): Promise<LighthousePage[]> {
  const results: LighthousePage[] = [];
  for (const path of paths) {
    const pageRuns: LighthousePage[] = [];
    for (let run = 0; run < runs; run += 1) pageRuns.push(await runOnce(origin, path));
    const median = [...pageRuns].sort((a, b) => a.score - b.score)[Math.floor(pageRuns.length / 2)];
    if (median)
      results.push({
        ...median,
        scores: pageRuns.map((r) => r.score),
        benchmarkIndexes: pageRuns.flatMap((r) => r.benchmarkIndexes),
      });
  }
  return results;
}

async function runOnce(origin: string, path: string): Promise<LighthousePage> {
  const chrome = await chromeLauncher.launch({
    chromePath: '/usr/bin/chromium',
    chromeFlags: ['--headless=new', '--no-sandbox'],
  });
  try {
    const runner = await lighthouse(`${origin}${path}`, {
      port: chrome.port,
      logLevel: 'error',
      output: 'json',
      onlyCategories: ['performance'],
    });
    if (!runner) throw new Error(`lighthouse returned nothing for ${path}`);
    const { lhr } = runner;
    if (lhr.runtimeError) throw new Error(`lighthouse ${path}: ${lhr.runtimeError.message}`);
    const audit = (id: string) => lhr.audits[id];
    const opportunities = Object.values(lhr.audits)
      .filter((a) => a.details?.type === 'opportunity' && (a.numericValue ?? 0) > 0)
      .sort((a, b) => (b.numericValue ?? 0) - (a.numericValue ?? 0))
      .map((a) => {
        const urls = ((a.details as { items?: { url?: unknown }[] } | undefined)?.items ?? [])
          .map((item) => (typeof item.url === 'string' ? item.url : ''))
          .filter((url) => url !== '')
          .slice(0, 3);
        return `${a.title}: ${Math.round(a.numericValue ?? 0)} ms ${urls.join(' ')}`.trim();
      });
    for (const id of ['first-contentful-paint', 'speed-index', 'total-blocking-time', 'interactive'])
      opportunities.push(`${audit(id)?.title ?? id}: ${audit(id)?.displayValue ?? '?'}`);
    const phases = (
      audit('largest-contentful-paint-element')?.details as
        { items?: { items?: { phase?: string; timing?: number }[] }[] } | undefined
    )?.items?.[1]?.items;
    if (phases)
      opportunities.push(
        `LCP phases: ${phases.map((p) => `${p.phase} ${Math.round(p.timing ?? 0)} ms`).join(', ')}`,
      );
    return {
      path,
      score: Math.round((lhr.categories.performance?.score ?? 0) * 100),
      lcpMs: audit('largest-contentful-paint')?.numericValue ?? NaN,
      tbtMs: audit('total-blocking-time')?.numericValue ?? NaN,
      scores: [],
      benchmarkIndexes: lhr.environment.benchmarkIndex ? [lhr.environment.benchmarkIndex] : [],
      cls: audit('cumulative-layout-shift')?.numericValue ?? NaN,
      lcpElement: lcpElementOf(
        audit('largest-contentful-paint-element')?.details as AuditDetails | undefined,
      ),
      opportunities,
    };
  } finally {
    chrome.kill();
  }
}
