// Islands import from here. The bootstrap imports './store' directly to keep React out of its chunk.
export { getShopStore, initShopStore, resetShopStore } from './store';
export { useShallow, useShop, useShopAfterPaint } from './react';
export * from './selectors';
export type { GetShop, SessionInit, SetShop, ShopInit, ShopState, ShopStore } from './types';
export type { Basket, BasketProduct, BasketSlice, BasketStatus } from './basket.slice';
export type { PageSlice } from './page.slice';
export type { ProductSlice } from './product.slice';
export type { SessionSlice } from './session.slice';
export type { ScrollDirection, ViewSlice } from './view.slice';
export { BASKET_DETAILS, basketDocument, fetchBasket, mapBasket } from './basket-fetch';
export type { BasketDetails } from './basket-fetch';
