/* global process */
// A child's stdout and stderr, each line prefixed with `[tag] `: for runs that go on at once
// (scripts/browser-tests.mjs's two builds, scripts/test-all.mjs's typecheck, lint and build).

/** Copies the child's piped stdout/stderr to ours, each line tagged. */
export function tagOutput(child, tag) {
  for (const [from, to] of [
    [child.stdout, process.stdout],
    [child.stderr, process.stderr],
  ]) {
    let rest = '';
    from.on('data', (chunk) => {
      const lines = (rest + chunk).split('\n');
      rest = lines.pop() ?? '';
      for (const line of lines) to.write(`[${tag}] ${line}\n`);
    });
    from.on('end', () => rest && to.write(`[${tag}] ${rest}\n`));
  }
}
