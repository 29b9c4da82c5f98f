import { listingReducer, parseListing, toSearchParams, type ListingQuery } from './listingQuery';

const base = (over: Partial<ListingQuery> = {}): ListingQuery => ({ brands: [], search: '', page: 1, size: 9, sort: 'default', ...over });

describe('listing query', () => {
  it('defaults to page 1 and 9 per page, or 10 per page with a search', () => {
    expect(parseListing(new URLSearchParams(''))).toMatchObject({ page: 1, size: 9, search: '' });
    expect(parseListing(new URLSearchParams('search=dell'))).toMatchObject({ size: 10, search: 'dell' });
  });

  it('reads category and sub-category from the path before the query', () => {
    const q = parseListing(new URLSearchParams('category=monitors&subcategory=x'), { category: 'laptops', sub: 'business-laptops' });
    expect(q).toMatchObject({ category: 'laptops', subcategory: 'business-laptops' });
  });

  it('ignores page sizes that are not offered and nonsense pages', () => {
    expect(parseListing(new URLSearchParams('size=7&page=-2'))).toMatchObject({ size: 9, page: 1 });
    expect(parseListing(new URLSearchParams('size=30&page=3'))).toMatchObject({ size: 30, page: 3 });
  });

  it('returns to page 1 when the page size changes', () => {
    expect(listingReducer(base({ page: 4 }), { type: 'pageSizeChanged', size: 20 })).toMatchObject({ page: 1, size: 20 });
  });

  it('resets the page size to its default whenever the search term changes', () => {
    const searched = listingReducer(base({ size: 50, page: 3 }), { type: 'searchChanged', search: 'thinkpad' });
    expect(searched).toMatchObject({ search: 'thinkpad', size: 10, page: 1 });
    expect(listingReducer({ ...searched, size: 30 }, { type: 'searchChanged', search: '' })).toMatchObject({ size: 9 });
  });

  it('removes the sub-category when a category is chosen', () => {
    const q = listingReducer(base({ category: 'laptops', subcategory: 'gaming' }), { type: 'categoryChosen', category: 'monitors' });
    expect(q.category).toBe('monitors');
    expect(q.subcategory).toBeUndefined();
  });

  it('toggles a brand in the comma-separated brands value', () => {
    const one = listingReducer(base(), { type: 'brandToggled', brand: 'dell' });
    const two = listingReducer(one, { type: 'brandToggled', brand: 'hp' });
    expect(toSearchParams(two).get('brands')).toBe('dell,hp');
    expect(listingReducer(two, { type: 'brandToggled', brand: 'dell' }).brands).toEqual(['hp']);
  });

  it('ignores page changes outside 1 to the last page', () => {
    const q = base({ page: 2 });
    expect(listingReducer(q, { type: 'pageChanged', page: 0, lastPage: 5 })).toBe(q);
    expect(listingReducer(q, { type: 'pageChanged', page: 6, lastPage: 5 })).toBe(q);
    expect(listingReducer(q, { type: 'pageChanged', page: 5, lastPage: 5 }).page).toBe(5);
  });

  it('keeps the price range ordered and writes it to the URL', () => {
    const q = listingReducer(base({ page: 3 }), { type: 'priceRangeChanged', min: 9000, max: 2000 });
    expect(q).toMatchObject({ minPrice: 2000, maxPrice: 9000, page: 1 });
    expect(toSearchParams(q).toString()).toBe('min_price=2000&max_price=9000');
  });

  it('round-trips through the URL, leaving defaults out', () => {
    const q = base({ category: 'laptops', subcategory: 'business-laptops', brands: ['dell'], page: 2, size: 20, sort: 'price_asc' });
    const params = toSearchParams(q);
    expect(params.has('size')).toBe(true);
    expect(parseListing(params)).toEqual(q);
    expect(toSearchParams(base()).toString()).toBe('');
  });

  it('starts a new sort at page 1 and keeps it in the URL, since the server orders the whole catalogue', () => {
    const q = listingReducer(base({ page: 4, brands: ['hp'] }), { type: 'sortChanged', sort: 'price_desc' });
    expect(q).toMatchObject({ sort: 'price_desc', page: 1 });
    expect(toSearchParams(q).toString()).toBe('brands=hp&sort=price_desc');
    expect(parseListing(new URLSearchParams('sort=newest')).sort).toBe('newest');
  });

  it('ticks one rating threshold at a time, clears it on a second tick, and reads only 1 to 5 from the URL', () => {
    const four = listingReducer(base({ page: 2 }), { type: 'ratingToggled', rating: 4 });
    expect(four).toMatchObject({ rating: 4, page: 1 });
    expect(toSearchParams(four).toString()).toBe('rating=4');
    expect(listingReducer(four, { type: 'ratingToggled', rating: 3 }).rating).toBe(3);
    expect(listingReducer(four, { type: 'ratingToggled', rating: 4 }).rating).toBeUndefined();
    expect(parseListing(new URLSearchParams('rating=4')).rating).toBe(4);
    expect(parseListing(new URLSearchParams('rating=9')).rating).toBeUndefined();
    expect(parseListing(new URLSearchParams('rating=x')).rating).toBeUndefined();
  });
});
