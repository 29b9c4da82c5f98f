// What the rich-text editor saves, tidied: pasted text (from Word, a web page, a mail) brings empty
// paragraphs, runs of line breaks and of non-breaking spaces, and style/class attributes that the
// storefront's own look should decide. The server still sanitises every save; this only removes
// noise, never content.

/** Attributes a description keeps; everything else (style, class, id, dir, lang, data-*…) goes. */
const KEPT_ATTRIBUTES: Record<string, readonly string[]> = {
  a: ['href', 'target', 'rel'],
  ol: ['start'],
};

const BLOCKS = new Set(['P', 'H1', 'H2', 'H3', 'H4', 'H5', 'H6', 'LI', 'BLOCKQUOTE']);

const isBreak = (n: Node | null): n is HTMLBRElement => n?.nodeName === 'BR';
const isBlank = (n: Node | null) => n?.nodeType === Node.TEXT_NODE && !(n.textContent ?? '').trim();

/** A block with no text and nothing that shows (an image or a rule would count). */
const isEmptyBlock = (el: Element) => !(el.textContent ?? '').trim() && !el.querySelector('img, hr');

function tidyElement(el: Element) {
  const kept = KEPT_ATTRIBUTES[el.localName] ?? [];
  for (const attr of [...el.attributes]) if (!kept.includes(attr.name)) el.removeAttribute(attr.name);
  for (const child of [...el.children]) tidyElement(child);
  if (BLOCKS.has(el.nodeName)) {
    // Line breaks at a block's start or end show as nothing but extra height.
    while (isBreak(el.firstChild) || isBlank(el.firstChild)) el.firstChild?.remove();
    while (isBreak(el.lastChild) || isBlank(el.lastChild)) el.lastChild?.remove();
  }
  // Two or more breaks in a row read as one.
  for (const br of [...el.querySelectorAll(':scope > br')]) {
    let next = br.nextSibling;
    while (isBlank(next)) next = next?.nextSibling ?? null;
    if (isBreak(next)) br.remove();
  }
}

function dropEmptyBlocks(root: Element) {
  // Innermost first, so a list left with only empty items goes too.
  for (const el of [...root.querySelectorAll('p, h1, h2, h3, h4, h5, h6, li, blockquote, ul, ol')].reverse()) {
    if (isEmptyBlock(el)) el.remove();
  }
}

/** Non-breaking spaces become plain ones and any run of spaces one space (the storefront wraps text itself). */
function tidySpaces(doc: Document) {
  const walker = doc.createTreeWalker(doc.body, NodeFilter.SHOW_TEXT);
  for (let n = walker.nextNode(); n; n = walker.nextNode()) {
    const text = n.textContent ?? '';
    const next = text.replace(/[\u00a0 ]{2,}|\u00a0/g, ' ');
    if (next !== text) n.textContent = next;
  }
}

/** The editor's HTML as it is saved: no empty blocks, stray breaks, &nbsp; runs or pasted styling; '' when nothing is left. */
export function tidyEditorHtml(html: string): string {
  if (!html.trim()) return '';
  const doc = new DOMParser().parseFromString(`<body>${html}</body>`, 'text/html');
  const body = doc.body;
  tidySpaces(doc);
  for (const child of [...body.children]) tidyElement(child);
  dropEmptyBlocks(body);
  for (const n of [...body.childNodes]) if (isBlank(n) || isBreak(n)) n.remove();
  return body.innerHTML.trim();
}
