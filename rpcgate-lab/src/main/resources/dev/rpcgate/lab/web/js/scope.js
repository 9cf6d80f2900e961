// The scope note: open on a person's first visit, folded on every later one (remembered in this browser's
// local storage), one click away on its summary. A classic script right after the note, so it is folded
// before the page is first drawn and nothing below it jumps.
(function scopeNote() {
  var KEY = 'rpcgate-lab.scope-seen.v1';
  var note = document.getElementById('scope');
  if (!note) return;
  try {
    if (window.localStorage.getItem(KEY)) {
      note.open = false;
    } else {
      window.localStorage.setItem(KEY, new Date().toISOString());
    }
  } catch (e) {
    // storage disabled: every visit is a first visit, the note stays open
  }
}());
