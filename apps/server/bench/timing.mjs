// Latency of requests made one at a time, for the benches that measure pages (owner members, admin lists).

/** The `p`th percentile (nearest rank) of `values`. */
const percentile = (values, p) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
};

/**
 * Times `samples` calls of `timed` (which answers `{ ms }`) over `requests` in turn, after up to 20
 * warm-up calls; answers p50, p95 and max in milliseconds.
 */
export const series = async (timed, requests, samples) => {
  for (const request of requests.slice(0, 20)) await timed(request);
  const times = [];
  for (let i = 0; i < samples; i += 1) times.push((await timed(requests[i % requests.length])).ms);
  return { p50: percentile(times, 50), p95: percentile(times, 95), max: Math.max(...times) };
};
