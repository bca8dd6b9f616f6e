/**
 * A Playwright reporter that prints each project's wall time at the end of a run (from its first test's start to
 * its last test's end), so a slow machine shows which project took the time.
 */
import type { FullResult, Reporter, TestCase, TestResult } from '@playwright/test/reporter';

export default class ProjectTimes implements Reporter {
  private readonly spans = new Map<string, { start: number; end: number; tests: number }>();

  onTestEnd(test: TestCase, result: TestResult): void {
    const project = test.parent.project()?.name ?? '(none)';
    const start = result.startTime.getTime();
    const end = start + result.duration;
    const span = this.spans.get(project);
    if (!span) this.spans.set(project, { start, end, tests: 1 });
    else
      this.spans.set(project, {
        start: Math.min(span.start, start),
        end: Math.max(span.end, end),
        tests: span.tests + 1,
      });
  }

  onEnd(result: FullResult): void {
    console.log('\n[primedia] browser test time by project:');
    for (const [project, { start, end, tests }] of this.spans)
      console.log(`  ${project.padEnd(10)} ${formatSeconds(end - start)} (${tests} tests)`);
    console.log(`  ${'all'.padEnd(10)} ${formatSeconds(result.duration)}, servers' start included`);
  }

  printsToStdio(): boolean {
    return false;
  }
}

function formatSeconds(ms: number): string {
  const seconds = Math.round(ms / 1000);
  return `${Math.floor(seconds / 60)}m ${String(seconds % 60).padStart(2, '0')}s`;
}
