// The inspection panels: what the trace shows once the inspection has reached a given gate.
// render(view) is idempotent; view = {trace, ids, reply, reached} (trace null while a trace loads).

import { GATES, classify, codeText, gateOutcome, verdictOf } from './classify.js';
import { el, pending } from './dom.js';

const ICON = { pending: '…', passed: '✓', failed: '✗', 'not-run': '⊘' };
const PARAMS_STEP = GATES.indexOf('PARAMS') + 1;
const HANDLER_STEP = GATES.indexOf('HANDLER') + 1;
const END_STEP = GATES.length;

const $ = (id) => document.getElementById(id);

/** The words for a gate's outcome, as shown on the track and announced: "failed -32700". */
export function statusText(outcome) {
  switch (outcome.status) {
    case 'passed': return 'passed';
    case 'not-run': return 'not run';
    case 'failed':
      if (outcome.entries) {
        return outcome.entries.total === 1 ? 'failed in its entry'
          : `failed in ${outcome.entries.failed} of ${outcome.entries.total} entries`;
      }
      return outcome.code === null || outcome.code === undefined ? 'failed (no code)' : `failed ${outcome.code}`;
    default: return 'pending';
  }
}

function renderGates(trace, reached) {
  GATES.forEach((gate, i) => {
    const li = $(`gate-${gate}`);
    const outcome = trace && i < reached ? gateOutcome(trace, gate) : { status: 'pending', code: null };
    li.dataset.status = outcome.status;
    li.dataset.code = outcome.code ?? '';
    if (trace && i === reached - 1) li.setAttribute('aria-current', 'step');
    else li.removeAttribute('aria-current');
    li.replaceChildren(
      el('span', { class: 'gate-step' }, `${i + 1}`),
      el('span', { class: 'gate-name' }, gate),
      el('span', { class: 'gate-icon', 'aria-hidden': 'true' }, ICON[outcome.status]),
      el('span', { class: 'gate-status' }, statusText(outcome)),
    );
  });
}

function findingItem(f) {
  const where = f.line ? ` (line ${f.line}, column ${f.column})` : '';
  return el('li', { 'data-code': f.code },
    f.gate ? `${f.gate}: ` : '', el('code', {}, f.code), ': ', f.message,
    f.path ? el('span', { class: 'path' }, ' at ', el('code', {}, f.path || '/')) : null, where);
}

function renderClassification(trace, reached) {
  const box = $('classification');
  if (!trace) {
    box.dataset.state = 'pending';
    box.replaceChildren(pending('Waiting for the trace…'));
    return;
  }
  const c = classify(trace);
  const failedAt = trace.failedGate ? GATES.indexOf(trace.failedGate) : -1;
  const shown = reached >= END_STEP || (failedAt >= 0 && reached > failedAt);
  if (!shown) {
    box.dataset.state = 'pending';
    box.replaceChildren(pending('Appears when the inspection reaches the first failed gate, or the end.'));
    return;
  }
  box.dataset.state = c.failedGate ? 'failed' : 'passed';
  const gateWords = c.failedGate
    ? (c.entry !== null ? `${c.failedGate} (batch entry ${c.entry})` : c.failedGate)
    : 'none — no gate failed';
  const notRunWords = c.notRun.length === 0 ? 'none'
    : c.notRun.join(', ') + (c.batch && !trace.failedGate ? ' (reached by no entry)' : '');
  const failed = c.failedGate && c.entry === null ? gateOutcome(trace, c.failedGate).findings : [];
  const advisories = GATES.slice(0, reached).flatMap((g) => gateOutcome(trace, g).findings
    .filter((f) => f.severity === 'ADVISORY').map((f) => ({ ...f, gate: g })));
  box.replaceChildren(...[
    el('dl', { class: 'facts' },
      el('dt', {}, 'Earliest failed gate'), el('dd', { id: 'classification-gate' }, gateWords),
      el('dt', {}, 'Code'), el('dd', { id: 'classification-code' }, codeText(c.failedGate, c.code)),
      el('dt', {}, 'Stages not run'), el('dd', { id: 'classification-not-run' }, notRunWords)),
    el('p', { id: 'classification-hint', class: 'hint-strong' }, c.hint),
    failed.length ? el('ul', { class: 'findings', id: 'classification-findings' }, failed.map(findingItem)) : null,
    advisories.length ? el('p', { class: 'hint' }, 'Advisories (noted, not failures):') : null,
    advisories.length
      ? el('ul', { class: 'findings', id: 'classification-advisories' }, advisories.map(findingItem)) : null,
  ].filter(Boolean));
}

function renderReply(trace, view) {
  const verdict = $('verdict');
  const pre = $('reply-json');
  const entries = $('entries');
  if (!trace || view.reached < END_STEP) {
    verdict.dataset.verdict = 'pending';
    verdict.dataset.status = 'pending';
    verdict.textContent = trace ? 'Appears at the end of the inspection.' : 'Waiting for the trace…';
    pre.hidden = true;
    pre.textContent = '';
    entries.hidden = true;
    entries.replaceChildren();
    return;
  }
  const v = verdictOf(trace, view.ids);
  verdict.dataset.verdict = v.key;
  verdict.dataset.status = v.status || 'none';
  verdict.textContent = v.text;
  pre.hidden = false;
  pre.classList.toggle('none', trace.reply === null);
  pre.textContent = trace.reply === null ? 'no response' : view.reply;
  if (trace.kind === 'batch' && Array.isArray(trace.entries)) {
    entries.hidden = false;
    entries.replaceChildren(
      el('h3', {}, 'Batch entries'),
      el('p', { class: 'hint' }, 'Batches are outside the lesson; each entry is listed with its own outcome.'),
      el('ul', { class: 'entry-list' }, trace.entries.map((e) => el('li', {
        'data-index': e.index, 'data-failed-gate': e.failedGate || '', 'data-code': e.code ?? '',
      }, `entry ${e.index}: `, e.failedGate
        ? `✗ ${e.failedGate} failed ${codeText(e.failedGate, e.code)}`
        : '✓ passed', e.correlation ? ` — CORRELATION ${statusText(gateOutcome(e, 'CORRELATION'))}`
          + ` (${e.correlation.verdict})` : ''))),
    );
  } else {
    entries.hidden = true;
    entries.replaceChildren();
  }
}

function noReceiptReason(trace) {
  const handler = gateOutcome(trace, 'HANDLER').status;
  if (handler === 'failed') return 'None — the handler failed before it wrote a receipt.';
  if (handler === 'not-run' && trace.kind !== 'batch') {
    return `None — the handler never ran (the request stopped at ${trace.failedGate}).`;
  }
  return 'None.';
}

function renderReceipts(trace, reached) {
  const box = $('receipts');
  if (!trace || reached < HANDLER_STEP) {
    box.dataset.state = 'pending';
    box.dataset.count = '';
    box.replaceChildren(pending(trace ? 'Appears when the inspection reaches HANDLER.' : 'Waiting for the trace…'));
    return;
  }
  const receipts = trace.receipts || [];
  box.dataset.state = 'shown';
  box.dataset.count = String(receipts.length);
  if (receipts.length === 0) {
    box.replaceChildren(el('p', { id: 'receipts-none' }, noReceiptReason(trace)));
    return;
  }
  box.replaceChildren(
    el('p', {}, `${receipts.length} in-memory receipt${receipts.length === 1 ? '' : 's'} written by the handler:`),
    el('ul', { class: 'receipt-list' }, receipts.map((r) => el('li', { class: 'receipt', 'data-message-id': r.messageId },
      'messageId ', el('code', {}, r.messageId), ` — ${(r.parts || []).length} part(s), ${r.bytes} counted bytes`))),
  );
}

function hexToText(hex) {
  let out = '';
  for (let i = 0; i + 1 < hex.length; i += 2) {
    const b = parseInt(hex.slice(i, i + 2), 16);
    out += b >= 0x20 && b < 0x7f ? String.fromCharCode(b) : '·';
  }
  return out;
}

function previewOf(p) {
  const v = p.preview;
  if (typeof v === 'string') return el('pre', { class: 'preview' }, v);
  if (v && typeof v === 'object' && 'uri' in v) {
    return el('span', {}, el('code', {}, v.uri), v.fetched ? ' (fetched)' : ' — reference only, never fetched');
  }
  if (v && typeof v === 'object' && 'hex' in v) {
    const pairs = v.hex.match(/../g) || [];
    return el('span', {}, `${v.size} bytes: `, el('code', {}, pairs.join(' ')), ` — as text: “${hexToText(v.hex)}”`);
  }
  return el('pre', { class: 'preview' }, v === undefined ? '' : JSON.stringify(v, null, 2));
}

function bytesCell(p) {
  if (p.countedBytes === null || p.countedBytes === undefined) {
    return `unknown (not fetched) / ${p.limit}`;
  }
  return `${p.countedBytes} / ${p.limit}${p.countedBytes > p.limit ? ' — over the limit' : ''}`;
}

function partRows(trace) {
  if (trace.kind === 'batch') {
    return (trace.entries || []).flatMap((e) => (e.parts || []).map((p) => ({ ...p, entry: e.index })));
  }
  return trace.parts || [];
}

function noPartsReason(trace) {
  const params = gateOutcome(trace, 'PARAMS').status;
  if (params === 'not-run' && trace.kind !== 'batch') {
    return `No parts inspected — PARAMS did not run (the request stopped at ${trace.failedGate}).`;
  }
  if (params === 'failed') return 'No part could be decoded for inspection — see the PARAMS finding above.';
  return 'No parts.';
}

function renderParts(trace, reached) {
  const box = $('parts');
  if (!trace || reached < PARAMS_STEP) {
    box.dataset.state = 'pending';
    box.dataset.count = '';
    box.replaceChildren(pending(trace ? 'Appears when the inspection reaches PARAMS.' : 'Waiting for the trace…'));
    return;
  }
  const rows = partRows(trace);
  box.dataset.state = 'shown';
  box.dataset.count = String(rows.length);
  if (rows.length === 0) {
    box.replaceChildren(el('p', { id: 'parts-none' }, noPartsReason(trace)));
    return;
  }
  const batch = trace.kind === 'batch';
  box.replaceChildren(el('div', { class: 'scroll-x' }, el('table', { class: 'table', id: 'parts-table' },
    el('thead', {}, el('tr', {},
      batch ? el('th', { scope: 'col' }, 'Entry') : null,
      el('th', { scope: 'col' }, '#'), el('th', { scope: 'col' }, 'Kind'),
      el('th', { scope: 'col' }, 'Counted bytes / limit'), el('th', { scope: 'col' }, 'MIME label (not sniffed)'),
      el('th', { scope: 'col' }, 'Decoded preview'))),
    el('tbody', { id: 'parts-body' }, rows.map((p) => el('tr', { 'data-part-index': p.index, 'data-kind': p.kind },
      batch ? el('td', {}, String(p.entry)) : null,
      el('td', {}, String(p.index)),
      el('td', { class: 'part-kind' }, p.kind, p.name ? el('span', { class: 'muted' }, ` (${p.name})`) : null),
      el('td', { class: 'part-bytes' }, bytesCell(p)),
      el('td', { class: 'part-mime' }, p.mimeType ?? 'none'),
      el('td', { class: 'part-preview' }, previewOf(p))))))));
}

/** Draws every panel for the view. */
export function render(view) {
  const { trace, reached } = view;
  renderGates(trace, reached);
  renderClassification(trace, reached);
  renderReply(trace, view);
  renderReceipts(trace, reached);
  renderParts(trace, reached);
}
