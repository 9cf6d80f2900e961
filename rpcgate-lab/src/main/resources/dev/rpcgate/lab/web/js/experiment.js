// "Your experiment": recorded runs, kept in this browser's localStorage.

import { el } from './dom.js';

export const STORAGE_KEY = 'rpcgate-lab.experiment.v1';
const MAX_ROWS = 200;

function load(storage) {
  try {
    const rows = JSON.parse(storage.getItem(STORAGE_KEY) || '[]');
    return Array.isArray(rows) ? rows.filter((r) => r && typeof r.case === 'string') : [];
  } catch (e) {
    return [];
  }
}

/** Binds the table body and the empty note; returns {record(row), clear(), rows()}. */
export function createExperiment({ body, empty }, storage = window.localStorage) {
  let rows = load(storage);

  function save() {
    try {
      storage.setItem(STORAGE_KEY, JSON.stringify(rows));
    } catch (e) {
      // storage full or disabled: the table still works for this page view
    }
  }

  function draw() {
    body.replaceChildren(...rows.map((r) => el('tr', { class: 'run' },
      el('td', { class: 'run-case' }, r.case),
      el('td', { class: 'run-gate' }, r.gate),
      el('td', { class: 'run-code' }, r.code),
      el('td', { class: 'run-not-run' }, r.notRun))));
    empty.hidden = rows.length > 0;
  }

  draw();
  return {
    /** Adds {case, gate, code, notRun} (all strings). */
    record(row) {
      rows = [...rows, row].slice(-MAX_ROWS);
      save();
      draw();
    },
    clear() {
      rows = [];
      save();
      draw();
    },
    rows: () => rows.slice(),
  };
}
