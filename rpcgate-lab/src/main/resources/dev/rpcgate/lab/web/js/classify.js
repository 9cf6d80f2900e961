// Words for a trace: gate statuses, the classification and its recovery hint, the correlation verdict.
// Pure functions of the trace the server sent; nothing here re-derives what the engine decided.

export const GATES = ['PARSE', 'ENVELOPE', 'DISPATCH', 'PARAMS', 'HANDLER', 'CORRELATION'];

const STATUS = { PASSED: 'passed', FAILED: 'failed', NOT_RUN: 'not-run' };

/**
 * {status: passed|failed|not-run, code, findings, entries} of one gate in a trace (or a batch entry). For a batch
 * whose array passed, the later gates summarise the entries: `entries` is then {failed, total} (else null).
 */
export function gateOutcome(trace, gate) {
  const g = (trace.gates || []).find((x) => x.gate === gate);
  const status = g ? STATUS[g.status] || 'not-run' : 'not-run';
  const code = status === 'failed' && trace.failedGate === gate ? trace.code : null;
  let entries = null;
  if (trace.kind === 'batch' && !trace.failedGate && Array.isArray(trace.entries) && status === 'failed') {
    const failed = trace.entries.filter((e) => gateOutcome(e, gate).status === 'failed').length;
    entries = { failed, total: trace.entries.length };
  }
  return { status, code, findings: (g && g.findings) || [], entries };
}

/** The first ERROR finding with a source line, of the gate that failed; null when there is none. */
export function locatedFinding(trace) {
  if (!trace.failedGate) return null;
  const { findings } = gateOutcome(trace, trace.failedGate);
  return findings.find((f) => f.severity === 'ERROR' && f.line) || null;
}

function hintFor(trace) {
  switch (trace.failedGate) {
    case 'PARSE':
      return 'The text is not one well-formed JSON value, so no handler ever saw it; sending the same bytes'
        + ' again fails in exactly the same way, and only fixing the text helps.';
    case 'ENVELOPE':
      return 'The JSON is not a valid JSON-RPC 2.0 request (for example the version is not exactly "2.0");'
        + ' the request itself has to change before any method can be reached.';
    case 'DISPATCH':
      return trace.code === -32004
        ? 'The method belongs to A2A v0.3.0 but this receiver does not implement it; resending will not help,'
          + ' send it to a receiver that does or use message/send.'
        : 'No method of that name is served here; resending the same call cannot succeed, the method name'
          + ' has to change.';
    case 'PARAMS':
      return 'The message or one of its parts breaks the rules or the part policy; the handler never ran,'
        + ' so change the parts (or the policy) and send a new request.';
    case 'HANDLER':
      return 'The handler failed after the request was validated; an internal error does not show that'
        + ' a retry is safe, because this receiver keeps no durable record of effects to deduplicate against.';
    case 'CORRELATION':
      return 'The receiver did the work, but the reply\'s id does not answer this call, so the client must'
        + ' not accept it as the result (nor conclude that nothing happened).';
    default:
      break;
  }
  if (trace.kind === 'batch') {
    return 'Batches are outside this lesson: every entry is judged on its own, see the entry list with the reply.';
  }
  if (trace.kind === 'notification' || trace.replyDue === false) {
    return 'Every gate that applies passed, but a notification gets no reply: the sender has no confirmation'
      + ' that anything was received or succeeded.';
  }
  return 'Every gate passed and the reply answers this call: the client accepts the result.';
}

function firstFailedEntry(trace) {
  return (trace.entries || []).find((e) => e.failedGate);
}

/**
 * The classification: {failedGate, code, notRun[], hint, summary}; for a batch whose array passed,
 * the first failing entry (if any) stands in for the failed gate.
 */
export function classify(trace) {
  const notRun = GATES.filter((g) => gateOutcome(trace, g).status === 'not-run');
  let failedGate = trace.failedGate || null;
  let code = trace.code ?? null;
  let entry = null;
  if (!failedGate && trace.kind === 'batch') {
    const e = firstFailedEntry(trace);
    if (e) {
      entry = e.index;
      failedGate = e.failedGate;
      code = e.code ?? null;
    }
  }
  let hint = hintFor(trace);
  if (trace.failedGate && trace.replyDue === false) {
    hint += ' Because this is a notification, no error reply is sent and the sender never learns of it.';
  }
  return { failedGate, code, entry, notRun, hint, batch: trace.kind === 'batch' };
}

/** "-32700", or words for a gate that owns no code. */
export function codeText(failedGate, code) {
  if (!failedGate) return '—';
  return code === null || code === undefined ? 'no JSON-RPC code' : String(code);
}

/**
 * {key, status, text} for the correlation verdict. The status is the CORRELATION gate's, the very outcome the
 * track shows, so the two panels cannot disagree; the verdict label only picks the words. ids are the raw JSON
 * lexemes from the response text.
 */
export function verdictOf(trace, ids) {
  const c = trace.correlation;
  if (!c) {
    return {
      key: 'batch',
      status: null,
      text: 'Batch — there is no single verdict: each entry\'s reply is matched to its call by its own id.',
    };
  }
  const { status } = gateOutcome(trace, 'CORRELATION');
  const error = trace.reply && trace.reply.error;
  if (status === 'passed') {
    return {
      key: c.verdict,
      status,
      text: `Accepted — the reply's id ${ids.replyId} matches the request's id ${ids.requestId}, so the client`
        + ` takes it as the answer to its call${error ? ' (an error answer: see the classification)' : ''}.`,
    };
  }
  if (status === 'failed' && c.verdict === 'uncorrelated') {
    return {
      key: c.verdict,
      status,
      text: 'Not correlated — the reply\'s id is null because the request\'s id could not be read, so the client'
        + ' cannot tell which of its calls this error answers.',
    };
  }
  if (status === 'failed') {
    return {
      key: c.verdict,
      status,
      text: `Rejected — the reply's id ${ids.replyId} is not the request's id ${ids.requestId}; the client`
        + ' must not accept this reply.',
    };
  }
  return {
    key: c.verdict,
    status,
    text: trace.kind === 'notification' || trace.replyDue === false
      ? 'No response — a notification is not a confirmed success.'
      : 'No response — nothing came back, so nothing is confirmed.',
  };
}
