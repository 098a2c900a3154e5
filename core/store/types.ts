import type { StoreApi } from 'zustand/vanilla';
import type { ViewLevel } from '../mount/types';
import type { ProductModel } from '../product/model';
import type { TextOverrides } from '../page/text-overrides';
import type { ShopVars } from '../page/shop-vars';
import type { BasketSlice } from './basket.slice';
import type { PageSlice } from './page.slice';
import type { ProductSlice } from './product.slice';
import type { SessionSlice } from './session.slice';
import type { ViewSlice } from './view.slice';

/** The whole shared state, one namespace per domain; each slice holds its own actions. */
export interface ShopState {
  page: PageSlice;
  product: ProductSlice;
  basket: BasketSlice;
  view: ViewSlice;
  session: SessionSlice;
}

export type ShopStore = StoreApi<ShopState>;
export type SetShop = ShopStore['setState'];
export type GetShop = ShopStore['getState'];

export interface SessionInit {
  logged: boolean;
  login?: string | null;
}

export interface ShopInit {
  product: ProductModel | null;
  view: ViewLevel;
  pageType: string | null;
  language: string;
  session?: SessionInit;
  /** Defaults to readTextOverrides(document), so the page's block is read once, here. */
  textOverrides?: TextOverrides;
  /** Defaults to readShopVars(window). */
  shop?: ShopVars;
}
