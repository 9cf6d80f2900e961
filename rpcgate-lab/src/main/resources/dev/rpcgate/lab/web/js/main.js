// Wiring: fixtures → editor and policy → trace request → player clock → panels, announcements, experiment.

import { fetchFixtures, fetchTrace } from './api.js';
import { GATES, classify, codeText, gateOutcome, locatedFinding } from './classify.js';
import { createEditor } from './editor.js';
import { createExperiment } from './experiment.js';
import { rawValueAt } from './jsontext.js';
import { GATE_COUNT, TOTAL_MS, createPlayer, reachedGates } from './player.js';
import { render, statusText } from './render.js';

const $ = (id) => document.getElementById(id);
const EDIT_DEBOUNCE_MS = 300;

const controls = {
  fixture: $('fixture'),
  partLimit: $('part-limit'),
  allowUri: $('allow-uri'),
  mismatchId: $('mismatch-id'),
  injectFault: $('inject-fault'),
  play: $('play'),
  next: $('next-gate'),
  restart: $('restart'),
  speed: $('speed'),
  timeline: $('timeline'),
  clock: $('clock'),
};

const state = {
  fixtures: [],
  fixture: null, // the fixture last loaded into the editor
  http: false, // its flag: the editor holds a whole HTTP request
  current: null, // {trace, ids, reply, text, policy} for the editor text now shown
  reached: 0,
  recorded: false,
  requestSeq: 0,
  traceSeq: 0,
  debounce: 0,
};

const editor = createEditor({
  textarea: $('editor'), gutter: $('gutter'), band: $('line-band'), column: $('column-mark'),
  marker: $('editor-marker'),
}, onEdit);
const experiment = createExperiment({ body: $('experiment-body'), empty: $('experiment-empty') });
const player = createPlayer(onTime);

// ---- errors -------------------------------------------------------------------------------------

function showError(error) {
  $('error-text').textContent = error.code && error.code !== String(error.status)
    ? `${error.message} (${error.code}${error.status ? `, HTTP ${error.status}` : ''})`
    : error.message;
  $('error-banner').hidden = false;
}

function hideError() {
  $('error-banner').hidden = true;
}

// ---- policy -------------------------------------------------------------------------------------

function readPolicy() {
  const raw = controls.partLimit.value.trim();
  const limit = raw !== '' && Number.isFinite(Number(raw)) ? Number(raw) : raw;
  return {
    partLimit: limit,
    allowUri: controls.allowUri.checked,
    mismatchId: controls.mismatchId.checked,
    injectFault: controls.injectFault.checked,
  };
}

function writePolicy(policy) {
  controls.partLimit.value = String(policy.partLimit ?? 65536);
  controls.allowUri.checked = Boolean(policy.allowUri);
  controls.mismatchId.checked = Boolean(policy.mismatchId);
  controls.injectFault.checked = Boolean(policy.injectFault);
}

/** The experiment's name for a run: the fixture's name, or "edited", plus policy changes from the fixture's. */
function caseName(text, policy) {
  const f = state.fixture;
  if (!f) return 'edited';
  const changes = [];
  if (policy.partLimit !== f.policy.partLimit) changes.push(`limit ${policy.partLimit}`);
  if (policy.allowUri !== Boolean(f.policy.allowUri)) changes.push(policy.allowUri ? 'URI allowed' : 'URI refused');
  if (policy.mismatchId !== Boolean(f.policy.mismatchId)) changes.push(`id mismatch ${policy.mismatchId ? 'on' : 'off'}`);
  if (policy.injectFault !== Boolean(f.policy.injectFault)) changes.push(`fault ${policy.injectFault ? 'on' : 'off'}`);
  const base = text === f.text ? f.name : `edited ${f.name}`;
  return changes.length ? `${base} (${changes.join(', ')})` : base;
}

// ---- trace requests -----------------------------------------------------------------------------

function announce(text) {
  $('announcer').textContent = text;
}

/** An edit or a policy change: the shown trace no longer describes the editor, so rewind and wait. */
function invalidate() {
  state.requestSeq++;
  state.current = null;
  state.recorded = false;
  state.reached = 0;
  document.body.dataset.state = 'loading';
  player.reset();
  editor.mark(null);
  draw();
}

function requestTrace() {
  clearTimeout(state.debounce);
  const seq = ++state.requestSeq;
  const text = editor.text();
  const policy = readPolicy();
  document.body.dataset.state = 'loading';
  fetchTrace(text, policy, state.http).then(({ trace, raw }) => {
    if (seq !== state.requestSeq) return;
    hideError();
    state.current = {
      trace,
      text,
      policy,
      reply: rawValueAt(raw, ['reply']) ?? 'null',
      ids: {
        requestId: rawValueAt(raw, ['correlation', 'requestId']) ?? 'null',
        replyId: rawValueAt(raw, ['correlation', 'replyId']) ?? 'null',
      },
    };
    state.traceSeq++;
    document.body.dataset.trace = String(state.traceSeq);
    document.body.dataset.state = 'ready';
    markEditor();
    draw();
    announce('Trace ready. The inspection is at the start: press Play or Next gate.');
  }).catch((error) => {
    if (seq !== state.requestSeq) return;
    document.body.dataset.state = 'error';
    showError(error);
    draw();
  });
}

function scheduleTrace() {
  clearTimeout(state.debounce);
  state.debounce = setTimeout(requestTrace, EDIT_DEBOUNCE_MS);
}

function onEdit() {
  invalidate();
  updateFixtureNote();
  scheduleTrace();
}

function onPolicy(debounced) {
  invalidate();
  if (debounced) scheduleTrace();
  else requestTrace();
}

function loadFixture(name) {
  const f = state.fixtures.find((x) => x.name === name);
  if (!f) return;
  state.fixture = f;
  state.http = Boolean(f.http);
  controls.fixture.value = f.name;
  editor.setText(f.text);
  writePolicy(f.policy || {});
  updateFixtureNote();
  invalidate();
  requestTrace();
}

function updateFixtureNote() {
  const f = state.fixture;
  if (!f) return;
  const edited = editor.text() !== f.text;
  const what = f.http ? ' The editor holds a whole HTTP request: request line, headers, blank line, body.' : '';
  $('fixture-note').textContent = (edited ? `Edited, starting from “${f.title}”.` : `${f.title}.`) + what;
}

// ---- the clock and the panels -------------------------------------------------------------------

/** The marker: a PARSE finding at once (it is about the text itself), any other located one when reached. */
function markEditor() {
  const c = state.current;
  if (!c) {
    editor.mark(null);
    return;
  }
  const finding = locatedFinding(c.trace);
  const at = GATES.indexOf(c.trace.failedGate);
  editor.mark(finding && (at === 0 || state.reached > at) ? finding : null, c.trace.failedGate);
}

function draw() {
  const c = state.current;
  render({ trace: c ? c.trace : null, ids: c ? c.ids : null, reply: c ? c.reply : null, reached: state.reached });
}

function record() {
  const c = state.current;
  if (!c) return;
  const k = classify(c.trace);
  experiment.record({
    case: caseName(c.text, c.policy),
    gate: k.failedGate ? (k.entry !== null ? `${k.failedGate} (entry ${k.entry})` : k.failedGate) : 'none',
    code: codeText(k.failedGate, k.code),
    notRun: (k.notRun.length ? k.notRun.join(', ') : 'none')
      + (k.batch && !c.trace.failedGate && k.notRun.length ? ' (in no entry)' : ''),
  });
}

function onTime({ time, playing }) {
  controls.timeline.value = String(Math.round(time));
  const seconds = (time / 1000).toFixed(1);
  controls.timeline.setAttribute('aria-valuetext', `${seconds} of 60 seconds, ${reachedGates(time)} of 6 gates`);
  controls.clock.textContent = `${seconds} s / 60 s`;
  controls.play.textContent = playing ? 'Pause' : 'Play';
  document.body.dataset.playing = String(playing);
  const reached = reachedGates(time);
  if (reached === state.reached) return;
  const before = state.reached;
  state.reached = reached;
  draw();
  const c = state.current;
  if (!c) return;
  markEditor();
  if (reached > before) {
    announce(GATES.slice(before, reached)
      .map((g) => `${g} ${statusText(gateOutcome(c.trace, g))}.`).join(' ')
      + (reached === GATE_COUNT ? ' End of the inspection.' : ''));
  }
  if (reached === GATE_COUNT && time >= TOTAL_MS && !state.recorded) {
    state.recorded = true;
    record();
  }
}

// ---- events -------------------------------------------------------------------------------------

controls.fixture.addEventListener('change', () => loadFixture(controls.fixture.value));
controls.partLimit.addEventListener('input', () => onPolicy(true));
for (const box of [controls.allowUri, controls.mismatchId, controls.injectFault]) {
  box.addEventListener('change', () => onPolicy(false));
}
controls.play.addEventListener('click', () => {
  if (state.current) player.toggle();
});
controls.next.addEventListener('click', () => {
  if (state.current) player.nextGate();
});
controls.restart.addEventListener('click', () => player.restart());
controls.speed.addEventListener('change', () => player.setSpeed(Number(controls.speed.value)));
controls.timeline.addEventListener('input', () => {
  if (state.current) player.seek(Number(controls.timeline.value));
  else controls.timeline.value = '0';
});
$('record').addEventListener('click', () => record());
$('clear-experiment').addEventListener('click', () => experiment.clear());
$('error-dismiss').addEventListener('click', hideError);

// Space and → drive playback only when focus is not in the editor or another control.
document.addEventListener('keydown', (e) => {
  if (e.defaultPrevented || e.altKey || e.ctrlKey || e.metaKey) return;
  const t = e.target;
  if (t instanceof Element && t.closest('textarea, input, select, button, a, summary, [contenteditable]')) return;
  if (e.key === ' ' || e.key === 'Spacebar') {
    e.preventDefault();
    if (state.current) player.toggle();
  } else if (e.key === 'ArrowRight') {
    e.preventDefault();
    if (state.current) player.nextGate();
  }
});

// ---- start --------------------------------------------------------------------------------------

player.setSpeed(Number(controls.speed.value));
draw();
fetchFixtures().then((fixtures) => {
  // a textarea holds line ends as LF (HTML normalises CR LF), so compare edits against the same form
  state.fixtures = fixtures.map((f) => ({ ...f, text: String(f.text).replace(/\r\n?/g, '\n') }));
  controls.fixture.replaceChildren(...state.fixtures.map((f) => {
    const option = document.createElement('option');
    option.value = f.name;
    option.textContent = f.title;
    return option;
  }));
  if (state.fixtures.length) loadFixture(state.fixtures[0].name);
}).catch((error) => {
  document.body.dataset.state = 'error';
  showError(error);
});
