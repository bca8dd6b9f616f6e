/** Waits for a service to answer 2xx at `url`, polling twice a second; fails after `timeoutMs`. */
export async function waitFor(url: string, timeoutMs = 600_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (
      await fetch(url).then(
        (r) => r.ok,
        () => false,
      )
    )
      return;
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new Error(`${url} did not answer in ${timeoutMs / 1000} s`);
}
