// A suffix no other call of the run makes: the time, the Playwright worker (TEST_PARALLEL_INDEX) and a count
// within the worker, so two workers asking in the same millisecond still get two.
let calls = 0;

export function uniqueSuffix(): string {
  calls += 1;
  return `${Date.now().toString(36)}${process.env.TEST_PARALLEL_INDEX ?? 0}${calls.toString(36)}`;
}
