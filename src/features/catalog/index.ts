export { catalogSlice, priceRangeChanged, selectPriceRange } from './catalogSlice';
export { catalogApi, useGetFooterCategoriesQuery, useGetCategoriesQuery } from './api';
// The parts of the shop and product pages (composed with other features in app/pages).
export { ShopListing } from './components/ShopListing';
export { ProductDetails } from './components/ProductDetails';
export { HomeCatalogue } from './components/HomeCatalogue';
export { CurrentPrice } from './components/CurrentPrice';
// The header's search box; its suggestion list loads as a separate chunk on first focus.
export { SearchBox } from './components/SearchBox';
export { listingMeta, productMeta } from './pageMeta';
