// What the description editor hands the form to save: clean markup, whatever was pasted or stored
// before (no empty paragraphs, stray line breaks, &nbsp; runs or pasted styling), and a link added
// through its own address field, never the browser's prompt.
import { useState } from 'react';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { RichTextEditor } from './RichTextEditor';
import { tidyEditorHtml } from './tidyHtml';

// As a description arrives from a paste out of a word processor (or was stored by an older import).
const PASTED =
  '<p class="MsoNormal" style="margin:0;color:#333">Fast&nbsp;&nbsp;&nbsp;charger</p><p></p><p><br></p>' +
  '<p style="font-family:Calibri">Line one<br><br><br>line two<br></p><h3 class="x">&nbsp;</h3><ul><li><p>&nbsp;</p></li></ul>';

// ProseMirror scrolls the selection into view after a change; jsdom lays nothing out, so it measures nothing.
const noRects = () => Object.assign([], { item: () => null }) as unknown as DOMRectList;
const noRect = () => ({ x: 0, y: 0, top: 0, left: 0, bottom: 0, right: 0, width: 0, height: 0, toJSON: () => ({}) }) as DOMRect;
beforeAll(() => {
  Range.prototype.getClientRects = noRects;
  Range.prototype.getBoundingClientRect = noRect;
  Element.prototype.getClientRects = noRects;
});

function Editor({ initial, saved }: { initial: string; saved: string[] }) {
  const [value, setValue] = useState(initial);
  return <RichTextEditor id="desc" label="Description" value={value} onChange={(html) => (setValue(html), saved.push(html))} />;
}

it('saves pasted text without empty paragraphs, break runs, &nbsp; runs or style and class attributes', async () => {
  const saved: string[] = [];
  const user = userEvent.setup();
  render(<Editor initial={PASTED} saved={saved} />);
  // Any change sends the whole description; a list toggle is one a test can make.
  await user.click(await screen.findByRole('button', { name: 'Bulleted list' }));
  await waitFor(() => expect(saved.length).toBeGreaterThan(0));
  const html = saved.at(-1)!;
  expect(html).not.toMatch(/<p>\s*<\/p>|<p><br><\/p>|&nbsp;|style=|class=|<br><br>|<br><\/p>/);
  expect(html).toContain('Fast charger');
  expect(html).toContain('Line one<br>line two');
});

it('tidies without losing words, links or numbered lists that start further on', () => {
  expect(tidyEditorHtml('<p><span style="color:red">Red</span>&nbsp;text</p><p>&nbsp;</p>')).toBe('<p><span>Red</span> text</p>');
  expect(tidyEditorHtml('<p><a href="https://example.com" target="_blank" rel="noopener" class="x">site</a></p>')).toBe(
    '<p><a href="https://example.com" target="_blank" rel="noopener">site</a></p>',
  );
  expect(tidyEditorHtml('<ol start="3" style="x"><li><p>Third</p></li><li><p></p></li></ol>')).toBe('<ol start="3"><li><p>Third</p></li></ol>');
  expect(tidyEditorHtml('<p></p>')).toBe('');
  expect(tidyEditorHtml('<p><img src="a.png" alt=""></p>')).toBe('<p><img></p>');
});

it('adds a link through its own address field and says what is wrong with a bad address', async () => {
  const prompt = jest.spyOn(window, 'prompt');
  const saved: string[] = [];
  const user = userEvent.setup();
  render(<Editor initial="<p>Our site</p>" saved={saved} />);
  await user.click(await screen.findByRole('button', { name: 'Link' }));
  const field = screen.getByLabelText('Link address');
  await user.type(field, 'example.com{Enter}');
  expect(screen.getByRole('alert')).toHaveTextContent('Enter an address starting with https://');
  expect(field).toHaveAttribute('aria-invalid', 'true');
  await user.clear(field);
  await user.type(field, 'https://example.com');
  await user.click(screen.getByRole('button', { name: 'Add link' }));
  expect(screen.queryByLabelText('Link address')).not.toBeInTheDocument();
  expect(prompt).not.toHaveBeenCalled();
});
