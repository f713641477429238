import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const PROMTOOL = '/usr/bin/promtool';
const hasPromtool = existsSync(PROMTOOL);
const folder = path.resolve(import.meta.dirname, '../../docs/prometheus');

/** Runs promtool in the folder of the operators' files; its output (it throws on failure). */
const promtool = (...args: string[]) =>
  execFileSync(PROMTOOL, args, { cwd: folder, encoding: 'utf8', stdio: 'pipe' });

describe.runIf(hasPromtool)('the Prometheus files operators copy (docs/prometheus)', () => {
  it('has alert rules promtool accepts', () => {
    expect(promtool('check', 'rules', 'alerts.yml')).toContain('SUCCESS: 6 rules found');
  });

  it('has a scrape configuration promtool accepts, with the rules', () => {
    expect(promtool('check', 'config', 'prometheus.yml')).toContain('SUCCESS: 1 rule files found');
  });

  it('fires each alert when it should and not before (promtool test rules)', () => {
    expect(promtool('test', 'rules', 'alerts.test.yml')).toContain('SUCCESS');
  });
});

if (!hasPromtool) {
  console.warn(
    `The alert rules were NOT checked: ${PROMTOOL} is missing (Debian's prometheus package; .ci/run installs it).`,
  );
}
