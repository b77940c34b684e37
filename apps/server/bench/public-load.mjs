// The public page's reads and the mixed load of issue 30, measured by bench.mjs on its server:
//   - GET get-campground and the campground page's HTML at PUBLIC_CONNECTIONS (default 200), each
//     against GET /health in the same run; fails below PUBLIC_MIN_RATIO (default 0.5) of /health;
//   - the mixed load: MIXED_CONNECTIONS (default 200) for MIXED_SECONDS (default 60), each request
//     drawn at random: 2% sign-ins (half with a wrong password), 58% verifications, 40% public reads
//     (half get-campground, half the page's HTML). Fails on a p99 over 300 ms, a timeout, a 5xx, or
//     the server's memory more than 10% above its start 10 s after the load ends.
import { existsSync, readFileSync } from 'node:fs';

const MIXED_P99_MS = 300;
const MEMORY_SLACK = 0.1;

/** Resident memory in bytes of a process and its descendants, from /proc; undefined elsewhere. */
const residentBytesOf = (pid) => {
  const status = `/proc/${pid}/status`;
  if (!existsSync(status)) return undefined;
  const rss = /VmRSS:\s+(\d+) kB/.exec(readFileSync(status, 'utf8'));
  let total = rss ? Number(rss[1]) * 1024 : 0;
  const children = `/proc/${pid}/task/${pid}/children`;
  if (existsSync(children)) {
    for (const child of readFileSync(children, 'utf8').trim().split(/\s+/).filter(Boolean)) {
      total += residentBytesOf(child) ?? 0;
    }
  }
  return total;
};

const mb = (bytes) => `${(bytes / 1024 / 1024).toFixed(0)} MB`;

/** The `q` quantile (0 to 1) of sorted milliseconds. */
const quantile = (sorted, q) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? 0;

/**
 * Each kind's own latency and answers in the mixed load, timed from the request's draw (autocannon
 * draws the next request of a connection as it sends it) to its answer.
 */
const byKind = () => {
  const kinds = new Map();
  return {
    sent(context) {
      context.sentAt = performance.now();
    },
    answered(context, status) {
      // Sign-ins by answer: a refusal (503, held for its Retry-After) and a hash are apart.
      const name = context.kind === 'sign-in' ? `sign-in ${status}` : context.kind;
      const kind = kinds.get(name) ?? { ms: [], statuses: new Map() };
      kinds.set(name, kind);
      kind.ms.push(performance.now() - context.sentAt);
      kind.statuses.set(status, (kind.statuses.get(status) ?? 0) + 1);
    },
    lines() {
      return [...kinds].map(([name, { ms, statuses }]) => {
        const sorted = ms.sort((a, b) => a - b);
        const answers = [...statuses].map(([status, n]) => `${status}: ${n}`).join(', ');
        return (
          `  ${name.padEnd(15)} p50 ${quantile(sorted, 0.5).toFixed(0).padStart(5)} ms   ` +
          `p99 ${quantile(sorted, 0.99).toFixed(0).padStart(5)} ms   max ${quantile(sorted, 1).toFixed(0).padStart(5)} ms   ${answers}`
        );
      });
    },
  };
};

/**
 * `run(title, options)` is bench.mjs's autocannon run (server CPU per request added), `line` its
 * printer, `question()` a valid verification body, `signIn(correct)` a sign-in body: the bench
 * admin's, or a wrong password for an account picked at random among a million.
 */
export async function measurePublicLoad({ run, line, serverPid, campgrounds, question, signIn }) {
  const slug = () => `bench-${1 + Math.floor(Math.random() * campgrounds)}`;
  const campgroundRead = (request) => ({
    ...request,
    method: 'GET',
    path: `/functions/v1/get-campground?slug=${slug()}`,
  });
  const pageRead = (request) => ({ ...request, method: 'GET', path: `/campground/${slug()}` });
  const publicConnections = Number(process.env.PUBLIC_CONNECTIONS ?? 200);
  const minRatio = Number(process.env.PUBLIC_MIN_RATIO ?? 0.5);
  let failed = false;

  await run('public warm-up', {
    connections: publicConnections,
    duration: 2,
    requests: [{ setupRequest: campgroundRead }, { setupRequest: pageRead }],
  });
  const health = await run('health', {
    connections: publicConnections,
    requests: [{ method: 'GET', path: '/health' }],
  });
  const campground = await run('get-campground', {
    connections: publicConnections,
    requests: [{ setupRequest: campgroundRead }],
  });
  const page = await run('campground page', {
    connections: publicConnections,
    requests: [{ setupRequest: pageRead }],
  });
  console.log(
    `\nPublic reads, ${publicConnections} connections, the ${campgrounds} bench campgrounds at random`,
  );
  console.log(line('GET /health', health));
  console.log(line('GET get-campground', campground));
  console.log(line('GET /campground/:slug (HTML)', page));
  for (const [name, r] of [
    ['get-campground', campground],
    ['campground page', page],
  ]) {
    const ratio = r.requests.average / health.requests.average;
    const ok = ratio >= minRatio && r.non2xx === 0 && r.errors === 0;
    console.log(
      `${name} / health throughput: ${ratio.toFixed(3)} (at least ${minRatio})   ${ok ? 'ok' : 'FAILED'}`,
    );
    if (!ok) failed = true;
  }

  // The mixed load: one draw per request.
  const mixedConnections = Number(process.env.MIXED_CONNECTIONS ?? 200);
  const mixedSeconds = Number(process.env.MIXED_SECONDS ?? 60);
  const counts = { signIn: 0, verify: 0, campground: 0, page: 0, serverErrors: 0 };
  // Visitors come from many addresses (the bench server trusts X-Forwarded-For, as behind a proxy),
  // so the per-address limits meet each visitor's own requests, as in production.
  const from = () => ({
    'x-forwarded-for': `10.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}.${1 + Math.floor(Math.random() * 250)}`,
  });
  const kinds = byKind();
  const draw = (request, context) => {
    const roll = Math.random();
    context.kind =
      roll < 0.02 ? 'sign-in' : roll < 0.6 ? 'verification' : roll < 0.8 ? 'get-campground' : 'page';
    kinds.sent(context);
    request = { ...request, headers: from() };
    if (roll < 0.02) {
      counts.signIn += 1;
      return {
        ...request,
        method: 'POST',
        path: '/functions/v1/auth-login',
        headers: { ...request.headers, 'content-type': 'application/json' },
        body: signIn(roll < 0.01),
      };
    }
    if (roll < 0.6) {
      counts.verify += 1;
      return {
        ...request,
        method: 'POST',
        path: '/functions/v1/validate-membership',
        headers: { ...request.headers, 'content-type': 'application/json' },
        body: question(),
      };
    }
    if (roll < 0.8) {
      counts.campground += 1;
      return campgroundRead(request);
    }
    counts.page += 1;
    return pageRead(request);
  };
  const serverErrorsBy = new Map();
  const memoryBefore = residentBytesOf(serverPid);
  const mixed = await run('mixed', {
    connections: mixedConnections,
    duration: mixedSeconds,
    timeout: 10,
    requests: [
      {
        setupRequest: draw,
        onResponse: (status, _body, context) => {
          kinds.answered(context, status);
          if (status >= 500) {
            counts.serverErrors += 1;
            const kind = `${status} ${context.kind}`;
            serverErrorsBy.set(kind, (serverErrorsBy.get(kind) ?? 0) + 1);
          }
        },
      },
    ],
  });
  await new Promise((resolve) => setTimeout(resolve, 10_000));
  const memoryAfter = residentBytesOf(serverPid);
  console.log(
    `\nMixed load, ${mixedConnections} connections for ${mixedSeconds} s: ${counts.signIn} sign-ins, ` +
      `${counts.verify} verifications, ${counts.campground} get-campground, ${counts.page} pages`,
  );
  console.log(
    `${line('mixed', mixed)}   max ${mixed.latency.max} ms   timeouts ${mixed.timeouts}   5xx ${counts.serverErrors}`,
  );
  for (const kindLine of kinds.lines()) console.log(kindLine);
  if (serverErrorsBy.size > 0)
    console.log(`5xx by kind: ${JSON.stringify(Object.fromEntries(serverErrorsBy))}`);
  const grew = memoryBefore && memoryAfter ? memoryAfter / memoryBefore - 1 : 0;
  if (memoryBefore && memoryAfter) {
    console.log(
      `server memory: ${mb(memoryBefore)} before, ${mb(memoryAfter)} 10 s after (${(grew * 100).toFixed(1)}%, at most ${MEMORY_SLACK * 100}%)`,
    );
  }
  const mixedOk =
    mixed.latency.p99 <= MIXED_P99_MS &&
    mixed.timeouts === 0 &&
    mixed.errors === 0 &&
    counts.serverErrors === 0 &&
    grew <= MEMORY_SLACK;
  console.log(
    `mixed load: p99 ${mixed.latency.p99} ms (at most ${MIXED_P99_MS})   ${mixedOk ? 'ok' : 'FAILED'}`,
  );
  if (!mixedOk) failed = true;
  return !failed;
}
