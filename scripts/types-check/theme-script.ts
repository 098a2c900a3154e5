// A theme author's script, written against the shipped dist/types/events.d.ts only (no sources, no
// React types). `npm run build` type-checks it after emitting the declarations: the build fails if the
// shipped file stops compiling on its own or stops typing an event's detail.
import type { StorefrontEventMap, StorefrontEventName, ToastKind } from '../../dist/types/events';

document.addEventListener('storefront:basket-updated', (event) => {
  const count: number | undefined = event.detail.basket?.productsCounter;
  const firstName: string | undefined = event.detail.basket?.products[0]?.name;
  void count;
  void firstName;
});

document.addEventListener('storefront:size-changed', (event) => {
  const size: string | null = event.detail.size;
  void size;
});

document.addEventListener('storefront:view-changed', (event) => {
  const level: 1 | 2 | 3 | 4 = event.detail.level;
  void level;
});

document.addEventListener('storefront:product-added', (event) => {
  // @ts-expect-error quantity is a number
  const quantity: string = event.detail.quantity;
  void quantity;
});

function send<N extends StorefrontEventName>(name: N, detail: StorefrontEventMap[N]): void {
  document.dispatchEvent(new CustomEvent(name, { detail }));
}

const kind: ToastKind = 'success';
send('storefront:toast', { kind, message: 'Zapisano' });
send('storefront:modal-open', { id: 'menu_notice' });
// @ts-expect-error a toast needs a message
send('storefront:toast', { kind: 'info' });
// @ts-expect-error no such event
send('storefront:nothing', {});
