// The request editor: a plain textarea with a line-number gutter kept in step with its text and scroll
// position, and a marker for one located finding (line band, marked gutter number, and a sentence).

function lineCount(text) {
  let n = 1;
  for (let i = 0; i < text.length; i++) {
    if (text.charCodeAt(i) === 10) n++;
  }
  return n;
}

/** UTF-16 offset of (line, column), both 1-based, in text. */
function offsetOf(text, line, column) {
  let offset = 0;
  for (let l = 1; l < line; l++) {
    const next = text.indexOf('\n', offset);
    if (next < 0) return text.length;
    offset = next + 1;
  }
  return Math.min(text.length, offset + Math.max(0, column - 1));
}

/**
 * Wires the editor elements. onEdit(text) runs after every edit the person makes (not after setText).
 */
export function createEditor({ textarea, gutter, band, marker }, onEdit) {
  let lines = 0;
  let markedLine = 0;

  const lineHeight = () => parseFloat(getComputedStyle(textarea).lineHeight) || 20;
  const padTop = () => parseFloat(getComputedStyle(textarea).paddingTop) || 0;

  function renumber() {
    const n = lineCount(textarea.value);
    if (n !== lines) {
      const fragment = document.createDocumentFragment();
      for (let i = 1; i <= n; i++) {
        const div = document.createElement('div');
        div.className = 'gutter-line';
        div.dataset.line = String(i);
        div.textContent = String(i);
        fragment.append(div);
      }
      gutter.replaceChildren(fragment);
      lines = n;
      paintMark();
    }
    syncScroll();
  }

  function syncScroll() {
    gutter.scrollTop = textarea.scrollTop;
    if (markedLine) {
      band.style.top = `${padTop() + (markedLine - 1) * lineHeight() - textarea.scrollTop}px`;
    }
  }

  function paintMark() {
    for (const el of gutter.querySelectorAll('.gutter-line.marked')) {
      el.classList.remove('marked');
      el.removeAttribute('title');
    }
    band.hidden = !markedLine;
    if (!markedLine) return;
    band.style.height = `${lineHeight()}px`;
    const el = gutter.querySelector(`.gutter-line[data-line="${markedLine}"]`);
    if (el) {
      el.classList.add('marked');
      el.title = 'finding on this line';
    }
    syncScroll();
  }

  /** Marks a located finding ({line, column, offset, message}) found at `gate`; null clears the mark. */
  function mark(finding, gate) {
    if (!finding || !finding.line) {
      markedLine = 0;
      marker.hidden = true;
      marker.replaceChildren();
      paintMark();
      return;
    }
    markedLine = finding.line;
    const where = `line ${finding.line}, column ${finding.column}`;
    const text = document.createElement('span');
    text.className = 'marker-text';
    text.textContent = `✗ ${gate} finding at ${where}: ${finding.message}`;
    const go = document.createElement('button');
    go.type = 'button';
    go.className = 'link';
    go.id = 'marker-goto';
    go.textContent = `Go to ${where}`;
    go.addEventListener('click', () => {
      const at = Number.isInteger(finding.offset) ? finding.offset
        : offsetOf(textarea.value, finding.line, finding.column);
      textarea.focus();
      textarea.setSelectionRange(at, Math.min(textarea.value.length, at + 1));
      const top = (finding.line - 1) * lineHeight();
      if (top < textarea.scrollTop || top > textarea.scrollTop + textarea.clientHeight - lineHeight()) {
        textarea.scrollTop = Math.max(0, top - textarea.clientHeight / 2);
      }
      syncScroll();
    });
    marker.replaceChildren(text, ' ', go);
    marker.dataset.line = String(finding.line);
    marker.dataset.column = String(finding.column);
    marker.hidden = false;
    paintMark();
  }

  textarea.addEventListener('input', () => {
    renumber();
    onEdit(textarea.value);
  });
  textarea.addEventListener('scroll', syncScroll);
  window.addEventListener('resize', syncScroll);

  return {
    text: () => textarea.value,
    setText(text) {
      textarea.value = text;
      textarea.scrollTop = 0;
      textarea.scrollLeft = 0;
      renumber();
    },
    mark,
  };
}
