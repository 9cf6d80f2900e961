// Words for a trace: gate statuses, the classification and its recovery hint, the correlation verdict.
// Pure functions of the trace the server sent; nothing here re-derives what the engine decided.

export const GATES = ['PARSE', 'ENVELOPE', 'DISPATCH', 'PARAMS', 'HANDLER', 'CORRELATION'];

const STATUS = { PASSED: 'passed', FAILED: 'failed', NOT_RUN: 'not-run' };

/** {status: passed|failed|not-run, code, findings} of one gate in a trace (or a batch entry). */
export function gateOutcome(trace, gate) {
  const g = (trace.gates || []).find((x) => x.gate === gate);
  const status = g ? STATUS[g.status] || 'not-run' : 'not-run';
  const code = status === 'failed' && trace.failedGate === gate ? trace.code : null;
  return { status, code, findings: (g && g.findings) || [] };
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

/** {key, text} for the correlation verdict; ids are the raw JSON lexemes from the response text. */
export function verdictOf(trace, ids) {
  const c = trace.correlation;
  if (!c) {
    return {
      key: 'batch',
      text: 'Batch — there is no single verdict: each entry\'s reply is matched to its call by its own id.',
    };
  }
  switch (c.verdict) {
    case 'accepted':
      return {
        key: 'accepted',
        text: `Accepted — the reply's id ${ids.replyId} matches the request's id ${ids.requestId}, so the client`
          + ` takes it as the answer to its call${trace.reply && trace.reply.error ? ' (an error answer)' : ''}.`,
      };
    case 'accepted-null-id':
      return {
        key: 'accepted-null-id',
        text: 'Accepted with a null id — the request\'s id could not be read, so an error reply with id null is'
          + ' the only answer it could get.',
      };
    case 'rejected-id-mismatch':
      return {
        key: 'rejected-id-mismatch',
        text: `Rejected — the reply's id ${ids.replyId} is not the request's id ${ids.requestId}; the client`
          + ' must not accept this reply.',
      };
    case 'no-response':
      return { key: 'no-response', text: 'No response — a notification is not a confirmed success.' };
    default:
      return { key: c.verdict, text: `Verdict: ${c.verdict}.` };
  }
}
