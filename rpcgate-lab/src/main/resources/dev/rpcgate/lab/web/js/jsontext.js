// Exact JSON text: find a member's value in a JSON document and pretty-print it token by token, so
// numbers and strings keep the lexemes the server wrote (JSON.parse would turn 1.0 into 1).

const PUNCT = '{}[]:,';

function tokenize(text) {
  const tokens = [];
  let i = 0;
  while (i < text.length) {
    const c = text[i];
    if (c === ' ' || c === '\n' || c === '\r' || c === '\t') {
      i++;
    } else if (PUNCT.includes(c)) {
      tokens.push(c);
      i++;
    } else if (c === '"') {
      let j = i + 1;
      while (j < text.length && text[j] !== '"') {
        j += text[j] === '\\' ? 2 : 1;
      }
      tokens.push(text.slice(i, j + 1));
      i = j + 1;
    } else {
      let j = i;
      while (j < text.length && !PUNCT.includes(text[j]) && !' \n\r\t'.includes(text[j])) {
        j++;
      }
      tokens.push(text.slice(i, j));
      i = j;
    }
  }
  return tokens;
}

/** Index just past the value that starts at tokens[i]. */
function skip(tokens, i) {
  const open = tokens[i];
  if (open !== '{' && open !== '[') {
    return i + 1;
  }
  let depth = 0;
  for (let j = i; j < tokens.length; j++) {
    if (tokens[j] === '{' || tokens[j] === '[') depth++;
    if (tokens[j] === '}' || tokens[j] === ']') depth--;
    if (depth === 0) return j + 1;
  }
  return tokens.length;
}

function find(tokens, i, path) {
  if (path.length === 0) {
    return [i, skip(tokens, i)];
  }
  if (tokens[i] !== '{') {
    return null;
  }
  let j = i + 1;
  while (j < tokens.length && tokens[j] !== '}') {
    const name = JSON.parse(tokens[j]);
    const valueStart = j + 2;
    if (name === path[0]) {
      return find(tokens, valueStart, path.slice(1));
    }
    j = skip(tokens, valueStart);
    if (tokens[j] === ',') j++;
  }
  return null;
}

function pretty(tokens, from, to) {
  let out = '';
  let indent = 0;
  const newline = () => '\n' + '  '.repeat(indent);
  for (let k = from; k < to; k++) {
    const t = tokens[k];
    if (t === '{' || t === '[') {
      const close = t === '{' ? '}' : ']';
      if (tokens[k + 1] === close) {
        out += t + close;
        k++;
      } else {
        indent++;
        out += t + newline();
      }
    } else if (t === '}' || t === ']') {
      indent--;
      out += newline() + t;
    } else if (t === ',') {
      out += ',' + newline();
    } else if (t === ':') {
      out += ': ';
    } else {
      out += t;
    }
  }
  return out;
}

/**
 * The pretty-printed text of the value at `path` (member names) in the JSON document `text`, with
 * every scalar exactly as written; undefined when there is no such member.
 */
export function rawValueAt(text, path) {
  const tokens = tokenize(text);
  const span = find(tokens, 0, path);
  return span ? pretty(tokens, span[0], span[1]) : undefined;
}
