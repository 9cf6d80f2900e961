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

/**
 * The API's body limit (the server's default, LabOptions.DEFAULT_MAX_BODY_BYTES). The server refuses a larger body
 * before reading it and may close the connection mid-upload rather than answer 413, so the page refuses it first,
 * in the same words.
 */
const MAX_BODY_BYTES = 1 << 20;
const TOO_LARGE = 'the request body is too large for the lab API (over 1 MiB)';

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
    ? TOO_LARGE
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
  const json = JSON.stringify(body);
  if (new TextEncoder().encode(json).length > MAX_BODY_BYTES) {
    throw new ApiError(413, '413', TOO_LARGE);
  }
  const raw = await call('api/trace', {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
    body: json,
  });
  return { trace: JSON.parse(raw), raw };
}
