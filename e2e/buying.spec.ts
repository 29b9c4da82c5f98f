// Cart with optimistic quantities, free product, reviews and the comparison table.
import { expect, test } from '@playwright/test';
import { DEMO, DEMO_RATE_PRODUCT, apiLogin, startSignedIn } from './support';

test('a visitor who tries to add to the cart signs in and comes back to the same listing, the product in the cart', async ({ page, request, baseURL }) => {
  // The demo customer's cart starts empty, so the count below is this product alone.
  const session = await apiLogin(request, baseURL!, DEMO.email, DEMO.password);
  const headers = { authorization: `Bearer ${session.token}`, accept: 'application/json' };
  const cart = await (await request.get(`${baseURL}/api/cart-list`, { headers })).json();
  for (const line of cart.carts as { id: string }[]) await request.post(`${baseURL}/api/delete-cart`, { headers, form: { cart_id: line.id } });

  // A search's order does not depend on prices, which change once the visitor is signed in.
  await page.goto('/shop?category=networking&search=switch');
  const card = page.getByRole('article').filter({ has: page.getByRole('button', { name: /^Add / }) }).first();
  const name = (await card.getByRole('heading').textContent())!.trim();
  await card.getByRole('button', { name: /^Add / }).click();
  await expect(page.getByText('You must be logged in to add to cart.')).toBeVisible();
  await expect(page).toHaveURL(/\/signin$/);

  await page.getByLabel('Email').fill(DEMO.email);
  await page.getByLabel('Password').fill(DEMO.password);
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(page).toHaveURL(/\/shop\?category=networking&search=switch$/);
  await expect(page.getByText('Product added to cart successfully').first()).toBeVisible();
  await expect(page.getByTestId('cart-count')).toHaveText('1');
  await expect(page.getByRole('article').filter({ hasText: name }).getByRole('link', { name: /^View / })).toBeVisible();
  // A reload adds nothing again.
  await page.reload();
  await expect(page.getByTestId('cart-count')).toHaveText('1');
  const after = (await (await request.get(`${baseURL}/api/cart-list`, { headers })).json()).carts as { id: string; quantity: number; product: { name: string } }[];
  // The next journey starts from an empty cart.
  for (const line of after) await request.post(`${baseURL}/api/delete-cart`, { headers, form: { cart_id: line.id } });
  expect(after.map((l) => [l.product.name, l.quantity])).toEqual([[name, 1]]);
});

test('the demo customer fills, changes and empties a cart, takes a free product and reviews', async ({ page, request, baseURL }) => {
  await startSignedIn(page, await apiLogin(request, baseURL!, DEMO.email, DEMO.password));

  // From the listing: quantity 1, and the button becomes View.
  await page.goto('/shop?category=networking');
  const card = page.getByRole('article').filter({ has: page.getByRole('button', { name: /^Add / }) }).first();
  const cardName = (await card.getByRole('heading').textContent())!.trim();
  await card.getByRole('button', { name: /^Add / }).click();
  await expect(page.getByText('Product added to cart successfully').first()).toBeVisible();
  await expect(page.getByRole('article').filter({ hasText: cardName }).getByRole('link', { name: /^View / })).toBeVisible();
  await expect(page.getByTestId('cart-count')).toHaveText('1');

  // From the product page: the chosen quantity, and the button becomes Go to Cart.
  await page.goto(`/product/${DEMO_RATE_PRODUCT.slug}`);
  await page.locator('.product__info').getByRole('button', { name: 'Increase quantity' }).click();
  await page.locator('.product__info').getByRole('button', { name: 'Increase quantity' }).click();
  await page.locator('.product__info').getByRole('button', { name: /^Add .* to cart$/ }).click();
  await expect(page.getByRole('link', { name: /View .* in cart/ })).toHaveText('Go to Cart');
  await expect(page.getByTestId('cart-count')).toHaveText('2');

  // Write a review.
  await page.getByRole('tab', { name: 'REVIEWS' }).click();
  await page.getByRole('button', { name: 'Write the Review' }).click();
  await page.getByRole('radio', { name: '4.5 stars' }).check({ force: true });
  await page.getByLabel('Title', { exact: false }).first().fill('Solid office laptop');
  await page.getByRole('textbox', { name: /^Review/ }).fill('Fast boot, good keyboard, ordered twelve for our branch offices.');
  await page.getByRole('button', { name: 'Submit Review' }).click();
  await expect(page.getByText('Review submitted successfully!').first()).toBeVisible();
  await expect(page.locator('.review').filter({ hasText: 'Solid office laptop' })).toContainText('Asha Verma');

  // The cart: price-list rate, quantities, totals from the server.
  await page.goto('/cart');
  const laptop = page.getByRole('row').filter({ hasText: DEMO_RATE_PRODUCT.name });
  await expect(laptop).toContainText('₹40,599.00');
  const qty = laptop.getByRole('spinbutton');
  await expect(qty).toHaveValue('3');
  await laptop.getByRole('button', { name: /^Increase quantity/ }).click();
  await expect(qty).toHaveValue('4');
  await expect(page.getByText('Cart updated').first()).toBeVisible();
  await expect(laptop).toContainText('₹1,62,396.00');
  await laptop.getByRole('button', { name: /^Decrease quantity/ }).click();
  await expect(laptop).toContainText('₹1,21,797.00');

  // A quantity beyond stock is refused by the server and rolled back.
  await qty.fill('100000');
  await qty.press('Enter');
  await expect(page.getByText(/Only \d+ units of this product are in stock\./).first()).toBeVisible();
  await expect(qty).toHaveValue('3');

  // The free product: take one, then remove it after confirming.
  const free = page.getByRole('region', { name: 'Choose one free product with this order' });
  await free.getByRole('button', { name: 'Add' }).first().click();
  await expect(page.getByText('Free product added to cart').first()).toBeVisible();
  await expect(free.getByRole('button', { name: 'Remove' })).toBeVisible();
  await free.getByRole('button', { name: 'Remove' }).click();
  const ask = page.getByRole('alertdialog', { name: 'Remove the free product?' });
  await expect(ask).toContainText('Are you sure for remove this free product from the cart?');
  await ask.getByRole('button', { name: 'Remove' }).click();
  await expect(page.getByText('Free product removed from cart').first()).toBeVisible();

  // Remove a line.
  await page.getByRole('row').filter({ hasText: cardName }).getByRole('button', { name: /^Remove / }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Remove' }).click();
  await expect(page.getByText('Item removed from cart').first()).toBeVisible();
  await expect(page.getByRole('row').filter({ hasText: cardName })).toHaveCount(0);
  await expect(page.getByTestId('cart-count')).toHaveText('1');
});

test('three products compared, one removed, the list survives a reload and is cleared', async ({ page }) => {
  await page.goto('/shop?category=monitors');
  const cards = page.getByRole('article');
  const names: string[] = [];
  for (let i = 0; i < 3; i += 1) {
    names.push((await cards.nth(i).getByRole('heading').textContent())!.trim());
    await cards.nth(i).getByRole('checkbox', { name: 'Compare' }).check();
  }
  await page.getByRole('link', { name: /Compare Selected/ }).click();
  await expect(page).toHaveURL(/\/comparison$/);
  for (const name of names) await expect(page.getByRole('link', { name })).toBeVisible();
  // Specifications head a group of rows, one per specification title.
  await expect(page.getByRole('table').getByText('Specifications', { exact: true })).toBeVisible();

  await page.getByRole('button', { name: `Remove ${names[1]} from comparison` }).click();
  await expect(page.getByRole('link', { name: names[1] })).toHaveCount(0);
  await page.reload();
  await expect(page.getByRole('link', { name: names[0] })).toBeVisible();
  await expect(page.getByRole('link', { name: names[2] })).toBeVisible();
  await expect(page.getByRole('link', { name: names[1] })).toHaveCount(0);

  await page.getByRole('button', { name: 'Clear Comparison List' }).click();
  await expect(page.getByText('No products to compare')).toBeVisible();
  await page.reload();
  await expect(page.getByText('No products to compare')).toBeVisible();
});
