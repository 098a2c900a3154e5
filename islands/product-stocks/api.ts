// Stock in the shop's pick-up stores, per size, as the platform's product page asks it when its stocks
// dialog opens a size (the theme's stocks modal): POST /graphql/v1/?mutation=projectorFormSizeAvailability
// with a `query { sizeAvailability(productId: 101) { … } }` document (a query under a mutation marker,
// as the platform sends it). One call per product for the page's life: the reply holds every size.
import { gqlId, gqlValue, graphql, graphqlUrl, resolveUrl, ShopApiError } from '../../core/http';
import { bool, isObj, num, str } from '../../core/page/coerce';

export const STOCKS_CALL = 'projectorFormSizeAvailability';

const SELECTION = `{
    id
    name
    productSizeAvailableInStocks {
      quantity
      strictQuantity
      unit { singular plural }
      productAvailableStatus { description icon }
      stockInfo {
        name street city zipcode country description cleardescription
        contact { phone { text link } mail { text link } }
        openingHours {
          monday { open allDay from till } tuesday { open allDay from till } wednesday { open allDay from till }
          thursday { open allDay from till } friday { open allDay from till } saturday { open allDay from till }
          sunday { open allDay from till }
        }
        longitude
        latitude
      }
    }
  }`;

export const DAYS = ['monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday', 'sunday'] as const;
export type Day = (typeof DAYS)[number];

export interface Hours {
  open: boolean;
  allDay: boolean;
  from: string;
  till: string;
}

export interface Store {
  name: string;
  street: string;
  city: string;
  zipcode: string;
  country: string;
  description: string;
  /** -1 = without limit. */
  quantity: number | null;
  unit: { singular: string; plural: string };
  status: { description: string; icon: string };
  phone: { text: string; link: string } | null;
  mail: { text: string; link: string } | null;
  /** Monday first; null when the shop gave no hours. */
  hours: Array<Hours | null>;
  latitude: number | null;
  longitude: number | null;
}

export interface SizeStock {
  /** The size type ('' = the product's one size). */
  id: string;
  stores: Store[];
}

export const stocksDocument = (productId: string): string => `query {\n  sizeAvailability(productId: ${gqlValue(gqlId(productId))}) ${SELECTION}\n}`;

const text = (v: unknown): string => str(v)?.trim() ?? '';
const contact = (v: unknown): { text: string; link: string } | null => {
  if (!isObj(v)) return null;
  const t = text(v.text);
  return t ? { text: t, link: text(v.link) } : null;
};

function readStore(v: unknown): Store | null {
  if (!isObj(v) || !isObj(v.stockInfo)) return null;
  const info = v.stockInfo;
  const name = text(info.name);
  if (!name) return null;
  const unit = isObj(v.unit) ? v.unit : {};
  const status = isObj(v.productAvailableStatus) ? v.productAvailableStatus : {};
  const contacts = isObj(info.contact) ? info.contact : {};
  const hours = isObj(info.openingHours) ? info.openingHours : {};
  return {
    name,
    street: text(info.street),
    city: text(info.city),
    zipcode: text(info.zipcode),
    country: text(info.country),
    description: text(info.cleardescription) || text(info.description),
    quantity: num(v.strictQuantity) ?? num(v.quantity),
    unit: { singular: text(unit.singular), plural: text(unit.plural) || text(unit.singular) },
    status: { description: text(status.description), icon: text(status.icon) },
    phone: contact(contacts.phone),
    mail: contact(contacts.mail),
    hours: DAYS.map((d) => {
      const h = hours[d];
      return isObj(h) ? { open: bool(h.open), allDay: bool(h.allDay), from: text(h.from), till: text(h.till) } : null;
    }),
    latitude: num(info.latitude),
    longitude: num(info.longitude),
  };
}

/**
 * Throws ShopApiError (http, timeout, network, parse, graphql, abort); parse for a reply without a list.
 * @call POST /graphql/v1/?mutation=projectorFormSizeAvailability §9a
 */
export async function fetchStocks(productId: string, signal?: AbortSignal): Promise<SizeStock[]> {
  // The platform's marker is a mutation's; the document is a query.
  const data = await graphql<{ sizeAvailability?: unknown }>(STOCKS_CALL, { query: stocksDocument(productId), kind: 'mutation', signal });
  const list = data?.sizeAvailability;
  if (!Array.isArray(list)) {
    const url = resolveUrl(graphqlUrl(STOCKS_CALL, 'mutation'));
    throw new ShopApiError({ kind: 'parse', method: 'POST', url, body: data, detail: 'reply has no data.sizeAvailability list' });
  }
  return list.filter(isObj).map((s) => ({
    id: text(s.id),
    stores: (Array.isArray(s.productSizeAvailableInStocks) ? s.productSizeAvailableInStocks : []).map(readStore).filter((x): x is Store => x !== null),
  }));
}

/** The stock for a size: the entry of its type, else a one-size product's single '' entry; null when none. */
export function stockFor(list: SizeStock[], type: string): SizeStock | null {
  if (list.length === 1 && list[0]!.id === '') return list[0]!;
  return list.find((s) => s.id === type) ?? null;
}
