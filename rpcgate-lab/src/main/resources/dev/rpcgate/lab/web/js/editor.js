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

/** The text of line `line` (1-based) of text whose lines end at LF, as a textarea holds it. */
function lineText(text, line) {
  let start = 0;
  for (let l = 1; l < line; l++) {
    const next = text.indexOf('\n', start);
    if (next < 0) return '';
    start = next + 1;
  }
  const end = text.indexOf('\n', start);
  return text.slice(start, end < 0 ? text.length : end);
}

/**
 * Wires the editor elements. onEdit(text) runs after every edit the person makes (not after setText).
 * Long lines do not wrap (line numbers stay one per line); the editor scrolls sideways, and a marked
 * position is shown by its line band and by a box on its column that follows both scroll directions.
 */
export function createEditor({ textarea, gutter, band, column, marker }, onEdit) {
  let lines = 0;
  let markedLine = 0;
  let markedColumn = 0;
  let measure = null;
  let typed = false; // the text last changed by the person's typing (not by setText)

  const style = () => getComputedStyle(textarea);
  const lineHeight = () => parseFloat(style().lineHeight) || 20;
  const padTop = () => parseFloat(style().paddingTop) || 0;
  const padLeft = () => parseFloat(style().paddingLeft) || 0;

  /** Width in pixels of a piece of one line as the textarea draws it (tabs expanded to its tab size). */
  function widthOf(piece) {
    const s = style();
    if (!measure) measure = document.createElement('canvas').getContext('2d');
    measure.font = `${s.fontStyle} ${s.fontWeight} ${s.fontSize} ${s.fontFamily}`;
    const tab = parseInt(s.tabSize, 10) || 8;
    let expanded = '';
    for (const ch of piece) {
      expanded += ch === '\t' ? ' '.repeat(tab - (expanded.length % tab)) : ch;
    }
    return measure.measureText(expanded).width;
  }

  /** The marked character's box in the text's own coordinates (before scrolling): {x, y, width}. */
  function markedBox() {
    const text = lineText(textarea.value, markedLine);
    const before = text.slice(0, Math.max(0, markedColumn - 1));
    const ch = text.slice(markedColumn - 1, markedColumn) || ' ';
    return { x: padLeft() + widthOf(before), y: padTop() + (markedLine - 1) * lineHeight(), width: widthOf(ch) };
  }

  /** Scrolls the text, both ways, so that the marked character is well inside the visible part. */
  function reveal() {
    if (!markedLine) return;
    const box = markedBox();
    const h = lineHeight();
    if (box.y < textarea.scrollTop || box.y + h > textarea.scrollTop + textarea.clientHeight) {
      textarea.scrollTop = Math.max(0, box.y - textarea.clientHeight / 2);
    }
    const right = textarea.scrollLeft + textarea.clientWidth - padLeft();
    if (box.x - padLeft() < textarea.scrollLeft || box.x + box.width > right) {
      textarea.scrollLeft = Math.max(0, box.x - textarea.clientWidth / 2);
    }
    syncScroll();
  }

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
      const box = markedBox();
      column.style.top = `${box.y - textarea.scrollTop}px`;
      column.style.left = `${box.x - textarea.scrollLeft}px`;
      column.style.width = `${Math.max(2, box.width)}px`;
    }
  }

  function paintMark() {
    for (const el of gutter.querySelectorAll('.gutter-line.marked')) {
      el.classList.remove('marked');
      el.removeAttribute('title');
    }
    band.hidden = !markedLine;
    column.hidden = !markedLine;
    if (!markedLine) return;
    band.style.height = `${lineHeight()}px`;
    column.style.height = `${lineHeight()}px`;
    const el = gutter.querySelector(`.gutter-line[data-line="${markedLine}"]`);
    if (el) {
      el.classList.add('marked');
      el.title = 'finding on this line';
    }
    syncScroll();
  }

  /**
   * Marks a located finding ({line, column, offset, message}) found at `gate`; null clears the mark. Unless the
   * person is typing in the editor (then the view stays where they work, and "Go to" is one click away), a newly
   * marked character is scrolled into view.
   */
  function mark(finding, gate) {
    if (!finding || !finding.line) {
      markedLine = 0;
      markedColumn = 0;
      marker.hidden = true;
      marker.replaceChildren();
      paintMark();
      return;
    }
    const again = markedLine === finding.line && markedColumn === finding.column;
    markedLine = finding.line;
    markedColumn = finding.column || 1;
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
      textarea.focus({ preventScroll: true });
      textarea.setSelectionRange(at, Math.min(textarea.value.length, at + 1));
      reveal();
    });
    marker.replaceChildren(text, ' ', go);
    marker.dataset.line = String(finding.line);
    marker.dataset.column = String(finding.column);
    marker.hidden = false;
    paintMark();
    if (!again && !(typed && document.activeElement === textarea)) reveal();
  }

  textarea.addEventListener('input', () => {
    typed = true;
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
      typed = false;
      renumber();
    },
    mark,
  };
}
