// The lab's two API calls. Relative URLs: the page lives at /lab/, so these resolve to /lab/api/…
// and nothing is ever fetched from another origin.

/** An error the API answered with (4xx/5xx), or a failed connection (status 0). */
export class ApiError extends Error {
  constructor(status, code, message) {
    super(message);
    this.status = status;
    this.code = code;
  }
}

async function errorOf(response) {
  const body = await response.text().catch(() => '');
  try {
    const error = JSON.parse(body).error;
    if (error && typeof error.message === 'string') {
      return new ApiError(response.status, String(error.code ?? response.status), error.message);
    }
  } catch (ignored) {
    // a bare status (e.g. the server's own 413) has no JSON body
  }
  const reason = response.status === 413
    ? 'the request body is too large for the lab API (over 1 MiB)'
    : `HTTP ${response.status} ${response.statusText || ''}`.trim();
  return new ApiError(response.status, String(response.status), reason);
}

async function call(url, init) {
  let response;
  try {
    response = await fetch(url, init);
  } catch (e) {
    throw new ApiError(0, 'unreachable', `the lab server did not answer (${e.message})`);
  }
  if (!response.ok) {
    throw await errorOf(response);
  }
  return response.text();
}

/** The fixture menu: [{name, title, http, policy, text}, …]. */
export async function fetchFixtures() {
  const text = await call('api/fixtures', { headers: { Accept: 'application/json' } });
  return JSON.parse(text).fixtures;
}

/**
 * Traces the editor text under a policy. Resolves to {trace, raw}: the parsed trace and the exact
 * response text (the reply is shown from the raw text so number lexemes survive).
 */
export async function fetchTrace(text, policy, http) {
  const body = { text, policy };
  if (http) {
    body.http = true;
  }
  const raw = await call('api/trace', {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
    body: JSON.stringify(body),
  });
  return { trace: JSON.parse(raw), raw };
}
