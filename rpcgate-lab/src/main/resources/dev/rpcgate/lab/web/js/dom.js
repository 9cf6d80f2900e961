// A tiny element builder: el('p', {class: 'x', id: 'y'}, 'text', child, …). Text is always set as text.

export function el(tag, attrs = {}, ...children) {
  const node = document.createElement(tag);
  for (const [name, value] of Object.entries(attrs)) {
    if (value === undefined || value === null || value === false) continue;
    if (name === 'class') node.className = value;
    else if (name.startsWith('data-')) node.setAttribute(name, String(value));
    else node.setAttribute(name, value === true ? '' : String(value));
  }
  for (const child of children.flat()) {
    if (child === undefined || child === null || child === false) continue;
    node.append(child instanceof Node ? child : String(child));
  }
  return node;
}

export function pending(text) {
  return el('p', { class: 'pending-note' }, text);
}
