// The header search as a combobox: suggestions as you type, the keyboard (ArrowDown/ArrowUp, Enter,
// Escape) and a click on a suggestion, with the server's highlight shown as text, never as HTML.
import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { useLocation } from 'react-router-dom';
import { server } from '@/test/server';
import { renderWithProviders } from '@/test/utils';
import { SearchBox } from './SearchBox';

const asked: string[] = [];

function Where() {
  const { pathname, search } = useLocation();
  return <p data-testid="where">{pathname + search}</p>;
}

function setup() {
  asked.length = 0;
  server.use(
    http.get('*/api/search-suggestions', ({ request }) => {
      const q = new URL(request.url).searchParams.get('q') ?? '';
      asked.push(q);
      return HttpResponse.json({
        status: true,
        data: {
          products: [
            { id: 7, slug: 'dell-latitude-5440', label: "Dell Latitude 5440 Laptop", highlight: { label: [[19, 23]] } },
            { id: 8, slug: 'hp-probook-440', label: 'HP ProBook <b>440</b> Laptop', highlight: { label: [[22, 26]] } },
          ],
          categories: [{ id: 1, slug: 'laptops', label: 'Laptops', parent_slug: null, highlight: { label: [[0, 4]] } }],
          brands: [],
        },
      });
    }),
  );
  const ui = (
    <>
      <SearchBox current="" />
      <Where />
    </>
  );
  return renderWithProviders(ui);
}

const box = () => screen.getByRole('combobox', { name: 'Search products' });
const optionWithText = (list: HTMLElement, text: string) => within(list).getAllByRole('option').find((o) => o.textContent === text)!;
const where = () => screen.getByTestId('where').textContent;

async function typeAndWait(user: ReturnType<typeof setup>['user'], text: string) {
  await user.click(box());
  await user.type(box(), text);
  await waitFor(() => expect(box()).toHaveAttribute('aria-expanded', 'true'));
  return screen.getByRole('listbox', { name: 'Search suggestions' });
}

describe('Header search suggestions', () => {
  it('asks once the typing pauses and shows the suggestions grouped, with the matched words marked as text', async () => {
    const { user } = setup();
    expect(box()).toHaveAttribute('aria-expanded', 'false');
    const list = await typeAndWait(user, 'lapt');
    // Debounced: one request for the settled words, not one per key.
    expect(asked).toEqual(['lapt']);
    expect(box()).toHaveAttribute('aria-controls', list.id);
    expect(within(list).getByRole('group', { name: 'Products' })).toBeInTheDocument();
    expect(within(list).getByRole('group', { name: 'Categories' })).toBeInTheDocument();
    expect(within(list).queryByRole('group', { name: 'Brands' })).toBeNull();
    const hp = optionWithText(list, 'HP ProBook <b>440</b> Laptop');
    expect(hp.querySelector('b')).toBeNull(); // the label's markup is text, not HTML
    expect(hp.querySelector('mark')).toHaveTextContent('Lapt');
  });

  it('moves with ArrowDown/ArrowUp and opens the active suggestion on Enter', async () => {
    const { user } = setup();
    const list = await typeAndWait(user, 'lapt');
    const options = within(list).getAllByRole('option');
    expect(box()).not.toHaveAttribute('aria-activedescendant');

    await user.keyboard('{ArrowDown}');
    expect(box()).toHaveAttribute('aria-activedescendant', options[0].id);
    expect(options[0]).toHaveAttribute('aria-selected', 'true');
    await user.keyboard('{ArrowDown}{ArrowDown}');
    expect(box()).toHaveAttribute('aria-activedescendant', options[2].id);
    await user.keyboard('{ArrowDown}'); // wraps to the first
    expect(box()).toHaveAttribute('aria-activedescendant', options[0].id);
    await user.keyboard('{ArrowUp}'); // and back to the last
    expect(box()).toHaveAttribute('aria-activedescendant', options[2].id);
    await user.keyboard('{ArrowUp}');
    expect(box()).toHaveAttribute('aria-activedescendant', options[1].id);

    await user.keyboard('{Enter}');
    expect(where()).toBe('/product/hp-probook-440');
    expect(box()).toHaveAttribute('aria-expanded', 'false');
    expect(box()).not.toHaveAttribute('aria-activedescendant');
  });

  it('submits the typed words on Enter when no suggestion is active', async () => {
    const { user } = setup();
    // The form's own submit (navigating to /shop?search=, covered by the browser tests) is stopped
    // here: React's form-action bookkeeping cannot build a FormData from a jsdom form under Jest.
    const submitted: string[] = [];
    screen.getByRole('search').addEventListener('submit', (e) => {
      submitted.push((box() as HTMLInputElement).value);
      e.preventDefault();
      e.stopPropagation();
    });
    await typeAndWait(user, 'lapt');
    await user.keyboard('{Enter}');
    expect(submitted).toEqual(['lapt']);
    expect(where()).toBe('/');
    expect(box()).toHaveAttribute('aria-expanded', 'false');
  });

  it('closes on Escape, keeping the words, and ArrowDown opens it again', async () => {
    const { user } = setup();
    await typeAndWait(user, 'lapt');
    await user.keyboard('{ArrowDown}{Escape}');
    expect(box()).toHaveAttribute('aria-expanded', 'false');
    expect(box()).not.toHaveAttribute('aria-activedescendant');
    expect(box()).toHaveValue('lapt');
    expect(where()).toBe('/');
    await user.keyboard('{ArrowDown}');
    expect(box()).toHaveAttribute('aria-expanded', 'true');
    expect(box()).toHaveAttribute('aria-activedescendant', screen.getAllByRole('option')[0].id);
  });

  it('opens a category suggestion when clicked', async () => {
    const { user } = setup();
    const list = await typeAndWait(user, 'lapt');
    await user.click(optionWithText(list, 'Laptops'));
    expect(where()).toBe('/shop?category=laptops');
  });
});
