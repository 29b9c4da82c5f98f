import { render, screen } from '@testing-library/react';
import { PriceBlock } from './PriceBlock';

describe('PriceBlock (spec 6 pricing rules)', () => {
  it('shows nothing to a visitor', () => {
    const { container } = render(<PriceBlock visible={false} base_price={null} discount_price={null} custom_rates={null} />);
    expect(container).toBeEmptyDOMElement();
  });

  it('shows the base price alone when there is no discount', () => {
    render(<PriceBlock visible base_price={1500} discount_price={null} custom_rates={null} />);
    expect(screen.getByText('₹1,500.00')).toBeInTheDocument();
    expect(document.querySelector('del')).toBeNull();
  });

  it('shows the discount price with the base price struck through when the discount is lower', () => {
    render(<PriceBlock visible base_price={80000} discount_price={72000} custom_rates={null} />);
    expect(screen.getByText('₹72,000.00')).toBeInTheDocument();
    expect(screen.getByText('₹80,000.00').tagName).toBe('DEL');
  });

  it('shows a price-list rate first, with the discount price struck through and the note', () => {
    render(<PriceBlock visible base_price={80000} discount_price={72000} custom_rates={{ custom_rate: 69999.5 }} />);
    expect(screen.getByText('Price: ₹69,999.50')).toBeInTheDocument();
    expect(screen.getByText('₹72,000.00').tagName).toBe('DEL');
    expect(screen.getByText('(This Price Only for you By Price List)')).toBeInTheDocument();
    expect(screen.queryByText('₹80,000.00')).toBeNull();
  });

  it('says a shown price is before GST, whichever price it is', () => {
    const { unmount } = render(<PriceBlock visible base_price={1500} discount_price={null} custom_rates={null} />);
    expect(screen.getByText('excl. GST')).toBeInTheDocument();
    unmount();
    render(<PriceBlock visible base_price={80000} discount_price={72000} custom_rates={{ custom_rate: 69999.5 }} />);
    expect(screen.getByText('excl. GST')).toBeInTheDocument();
  });
});
