/** The preview's mock shop, one for every browser context of a worker: reset and seeded between tests. */
import type { BasketPreset } from '../../fixtures/mock-shop/basket-seed';
import { baseURL } from './env';

/** POST /__mock/reset: the preview's mock shop is one for every browser context, so each test starts from it. */
export async function resetMockShop(): Promise<void> {
  await fetch(`${baseURL()}/__mock/reset`, { method: 'POST' });
}

/** GET /__mock/basket?set=…: puts one of the preview's basket presets in the shop (basket-seed.ts BASKET_PRESETS). */
export async function setBasket(preset: BasketPreset): Promise<void> {
  const res = await fetch(`${baseURL()}/__mock/basket?set=${preset}`, { redirect: 'manual' });
  if (res.status >= 400) throw new Error(`__mock/basket?set=${preset}: HTTP ${res.status}`);
}
