// The shopping-list dialog (the theme's `.sl_choose` with menu_shoppinglist.js, reference section 11), as an
// APG modal dialog (core/ui/Dialog). Opened through `app_shop.fn.shoppingList.addProductToList(items, after?)`,
// the name the theme's product script and the product-buy island call (`[[productId, size]…]`), and by the
// basket page's "add to favourites" (`.tool__button.--add-to-favorite`: every basket line); the load job
// (./job.ts) answers both from the page's load and wakes the island with what was asked. In it the shopper
// picks one of their lists (a radio group), saves the products there or removes them from it, or creates a
// list (which is then chosen). Without any list, the first one ("Lista zakupowa") is made as the dialog
// opens, as the platform's script makes it. Every outcome is said once in the dialog's live region (errors
// with the shop's words); counts and new lists are written into the page's other list menus. Logged out or
// in, the same: the platform keeps a guest's lists for the session.
import { useEffect, useEffectEvent, useLayoutEffect, useRef, useState, type FormEvent } from 'react';
import type { IslandProps } from '../../core/mount/types';
import { Dialog } from '../../core/ui/Dialog';
import { useUid } from '../../core/ui/use-uid';
import { formatText, useTexts } from '../../core/texts';
import { changeList, createList, readList, type ListItem } from './api';
import { addToMenus, patchCount, readLists, type ShopperList } from './lists';
import { texts } from './texts';
import { takeListRequests } from './job';

const ISLAND = 'shopping-list-dialog';

interface Request {
  items: ListItem[];
  after?: () => void;
}

type Say = { text: string; error: boolean } | null;

/** The products a call names: `[[id, size]…]` with digit ids; anything else is left out (and said). */
export function readItems(value: unknown): ListItem[] {
  const items = Array.isArray(value) ? value : [];
  const out: ListItem[] = [];
  for (const item of items) {
    const [id, size] = Array.isArray(item) ? item : [];
    if (/^\d+$/.test(String(id ?? ''))) out.push([String(id), typeof size === 'string' ? size : String(size ?? '')]);
    else console.warn(`[storefront:${ISLAND}] addProductToList: ${JSON.stringify(item)?.slice(0, 60)} is not [productId, size]; left out`);
  }
  return out;
}

/** The basket page's lines, as the theme's "add to favourites" sends them. */
export function basketItems(doc: Document): ListItem[] {
  return readItems(Array.from(doc.querySelectorAll('#Basket .basket__block[data-product-id]'), (el) => [el.getAttribute('data-product-id'), el.getAttribute('data-product-size') ?? '']));
}

export function ShoppingListDialog({ container }: IslandProps<void>) {
  const t = useTexts(texts);
  const [request, setRequest] = useState<Request | null>(null);
  const [lists, setLists] = useState<ShopperList[]>(() => readLists(container));
  const [chosen, setChosen] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [say, setSay] = useState<Say>(null);
  const [name, setName] = useState('');
  const nameField = useRef<HTMLInputElement>(null);
  const busyRef = useRef(false);
  // A list to focus once its radio is rendered (after a creation), checked after every commit.
  const focusList = useRef<string | null>(null);
  useLayoutEffect(() => {
    const radio = focusList.current === null ? null : document.getElementById(`${uid}-list-${focusList.current}`);
    if (radio) {
      radio.focus();
      focusList.current = null;
    }
  });
  const listsRef = useRef(lists);
  useEffect(() => {
    listsRef.current = lists;
  });
  const uid = useUid();
  const ids = { title: `${uid}-title`, lists: `${uid}-lists`, say: `${uid}-say`, name: `${uid}-name` };

  /**
   * Opens the dialog for these products: the current (else the first) list chosen; no list at all: the first
   * one made at once, as the platform's script makes it.
   */
  const open = useEffectEvent((next: Request) => {
    setRequest(next);
    setSay(null);
    const known = listsRef.current;
    setChosen((known.find((l) => l.current) ?? known[0])?.id ?? null);
    if (known.length > 0 || busyRef.current) return;
    busyRef.current = true;
    setBusy(true);
    setSay({ text: t.creatingFirst, error: false });
    void makeList(t.firstList).then((made) => {
      busyRef.current = false;
      setBusy(false);
      setSay((s) => (made ? null : s?.error ? s : { text: t.failed, error: true }));
    });
  });

  // The requests the load job answers (./job.ts): the theme's `addProductToList` calls and the basket's "add to
  // favourites", those made before the island listened (they woke it) first.
  useEffect(
    () =>
      takeListRequests((asked) => {
        if ('basket' in asked) {
          const items = basketItems(document);
          if (items.length) open({ items });
          return;
        }
        const list = readItems(asked.items);
        if (list.length) open({ items: list, after: typeof asked.after === 'function' ? (asked.after as () => void) : undefined });
      }),
    [],
  );

  /**
   * Creates a list and puts it in the dialog (chosen) at once; then reads its name, count and address (the
   * platform's answer) and adds it to the page's menus. A failed read keeps the name the shopper gave.
   */
  async function makeList(wanted: string): Promise<ShopperList | null> {
    const made = await createList(wanted);
    if (!made.ok) {
      if (made.message) setSay({ text: made.message, error: true });
      return null;
    }
    const list: ShopperList = { id: made.value, name: wanted, count: 0, current: false };
    setLists((all) => [...all, list]);
    setChosen(list.id);
    void readList(list.id).then((info) => {
      const listName = (info.ok && info.value.name) || wanted;
      if (info.ok) setLists((all) => all.map((l) => (l.id === list.id ? { ...l, name: listName, count: info.value.count ?? l.count } : l)));
      addToMenus(document, { id: list.id, name: listName, link: info.ok ? info.value.link : null }, container);
    });
    return list;
  }

  async function change(kind: 'add' | 'remove') {
    const list = lists.find((l) => l.id === chosen);
    if (!request || !list || busy) return;
    setBusy(true);
    const done = await changeList(kind, list.id, request.items);
    if (done.ok) {
      const info = await readList(list.id);
      if (info.ok && info.value.count !== null) {
        const count = info.value.count;
        setLists((all) => all.map((l) => (l.id === list.id ? { ...l, count } : l)));
        patchCount(document, list.id, count);
      }
      setSay({ text: formatText(kind === 'add' ? t.saved : t.removed, { name: list.name }), error: false });
      if (kind === 'add') request.after?.();
    } else setSay({ text: done.message ?? t.failed, error: true });
    setBusy(false);
  }

  async function create(event: FormEvent) {
    event.preventDefault();
    if (busy) return;
    const wanted = name.trim();
    if (!wanted) {
      setSay({ text: t.nameRequired, error: true });
      nameField.current?.focus();
      return;
    }
    setBusy(true);
    const list = await makeList(wanted);
    setBusy(false);
    if (list) {
      setName('');
      setSay({ text: formatText(t.created, { name: list.name }), error: false });
      // The new list is chosen; focus goes to its radio once it is rendered, as the theme's script moves it.
      focusList.current = list.id;
    } else setSay((s) => s ?? { text: t.failed, error: true });
  }

  if (!request) return null;
  return (
    <Dialog className="--sl-choose --medium --mobile" labelledBy={ids.title} closeLabel={t.close} closeSign={t.closeSign} onClose={() => setRequest(null)}>
      <div className="sl_choose__wrapper sl_dialog__wrapper" aria-busy={busy || undefined}>
        <h2 id={ids.title} className="sl_choose__label headline">
          {t.title}
        </h2>
        <div id={ids.say} className={`sl_choose__message${say?.error ? ' --error' : ''}`} role="status">
          {say?.text}
        </div>
        {lists.length > 0 ? (
          <fieldset className="sl_choose__item --lists">
            <legend className="sl_choose__legend">{t.lists}</legend>
            {lists.map((l) => (
              <div key={l.id} className="sl_choose__list f-group --radio" data-list_id={l.id}>
                <input
                  type="radio"
                  className="sl_choose__input f-control"
                  id={`${uid}-list-${l.id}`}
                  name={`${uid}-list`}
                  checked={chosen === l.id}
                  onChange={() => setChosen(l.id)}
                />
                <label className="sl_choose__group_label f-label" htmlFor={`${uid}-list-${l.id}`}>
                  <span className="sl_choose__name">{l.name}</span> <span className="sl_choose__count">{formatText(t.count, { count: l.count })}</span>
                </label>
              </div>
            ))}
          </fieldset>
        ) : (
          !busy && <p className="sl_choose__empty">{t.noLists}</p>
        )}
        <div className="sl_choose__item --actions">
          <button type="button" className="sl_choose__button btn --solid" aria-disabled={busy || !chosen || undefined} onClick={() => void change('add')}>
            {t.save}
          </button>
          <button type="button" className="sl_choose__remove btn --outline" aria-disabled={busy || !chosen || undefined} onClick={() => void change('remove')}>
            {t.remove}
          </button>
        </div>
        <form className="sl_choose__item --create sl_create" noValidate onSubmit={(e) => void create(e)}>
          <div className="sl_create__group f-group">
            <label className="sl_create__label" htmlFor={ids.name}>
              {t.createLabel}
            </label>
            <input
              ref={nameField}
              id={ids.name}
              className="sl_create__input f-control"
              type="text"
              required
              maxLength={100}
              autoComplete="off"
              value={name}
              onChange={(e) => setName(e.currentTarget.value)}
            />
          </div>
          <button type="submit" className="sl_create__button btn --solid" aria-disabled={busy || undefined}>
            {t.create}
          </button>
        </form>
      </div>
    </Dialog>
  );
}
