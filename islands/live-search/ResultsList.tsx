// The listbox popup: the theme's blocks (--others: what was found, --queries: what to search for),
// one labelled group per kind, links as options. Server names are React text, never HTML.
import { pictureOf, type IconMode, type SearchGroup, type SearchOption, type SearchPrice } from './results';
import { formatText } from '../../core/texts';
import type { LiveSearchTexts as Texts } from './texts';
import { safeHref, safeSrc } from '../../core/dom/safe-url';

export interface PriceView {
  /** 'gross' or 'net': which price the shop shows (app_shop.vars.priceType). */
  type: 'gross' | 'net';
  /** Formats a value the reply sent without its formatted text. */
  format: (value: number) => string;
  /** Formats a price in points as a number in the shop's separators ('250,00'). */
  points: (value: number) => string;
  /** Which icon is the webp (data-search-icons). */
  icons: IconMode;
}

interface Props {
  id: string;
  groups: SearchGroup[];
  active: number;
  open: boolean;
  t: Texts;
  price: PriceView;
}

export const optionId = (listbox: string, index: number): string => `${listbox}-${index}`;

const CLASS: Record<SearchOption['kind'], string> = {
  product: '--product',
  menu: '--menu',
  cms: '--cms',
  producer: '--producer',
  series: '--series',
  query: '--query',
};

/**
 * Spec section 9: a price value of 0 is shown as the phone-price text, unless the product is sold for
 * points only (its price in points, as the product page shows it).
 */
function priceText(p: SearchPrice | null, points: number | null, t: Texts, view: PriceView): string | null {
  if (!p) return null;
  if (p.value === 0) return points !== null ? formatText(t.pointsPrice, { points: view.points(points) }) : t.phonePrice;
  return p.formatted ?? (p.value === null ? null : view.format(p.value));
}

function Option({ o, id, active, t, price }: { o: SearchOption; id: string; active: boolean; t: Texts; price: PriceView }) {
  const p = o.product;
  const shownPrice = p ? priceText((price.type === 'net' ? p.net : null) ?? p.gross, p.points, t, price) : null;
  const picture = p ? pictureOf(p, price.icons) : null;
  const crumbs = o.breadcrumb?.length ? o.breadcrumb.join(t.breadcrumbSeparator) + t.breadcrumbSeparator : null;
  return (
    <a
      id={id}
      role="option"
      aria-selected={active}
      tabIndex={-1}
      href={safeHref(o.link, 'live-search')}
      className={`search_result__item ${CLASS[o.kind]}${o.showAll ? ' --all' : ''}${active ? ' --active' : ''}`}
    >
      {picture && (
        <picture className="search_result__icon">
          {picture.webp && <source srcSet={safeSrc(picture.webp, 'live-search')} type="image/webp" />}
          <img src={safeSrc(picture.img, 'live-search')} alt="" loading="lazy" width={36} height={48} />
        </picture>
      )}
      <span className="search_result__name">
        {crumbs && <span className="search_result__breadcrumb">{crumbs}</span>}
        {o.name}
      </span>{' '}
      {shownPrice && <span className="search_result__price">{shownPrice}</span>}
    </a>
  );
}

// A press inside the popup must not take focus from the input: the popup would close before the
// click lands (browsers that do not focus links on click).
const keepFocus = (event: React.MouseEvent): void => event.preventDefault();

export function ResultsList({ id, groups, active, open, t, price }: Props) {
  const blocks = (['others', 'queries'] as const)
    .map((block) => ({ block, groups: groups.filter((g) => g.block === block) }))
    .filter((b) => b.groups.length > 0);
  return (
    <div id={id} role="listbox" aria-label={t.results} className="search_result__list" hidden={!open} onMouseDown={keepFocus}>
      {open &&
        blocks.map(({ block, groups: inBlock }) => (
          <div key={block} role="none" className={`search_result__block --${block}`}>
            {inBlock.map((g) => (
              <div key={g.key} role="group" aria-labelledby={`${id}-${g.key}`} className={`search_result__group --${g.key}`}>
                <div role="presentation" id={`${id}-${g.key}`} className="search_result__label">
                  {t[g.key]}
                </div>
                {g.options.map((o) => (
                  <Option key={o.index} o={o} id={optionId(id, o.index)} active={o.index === active} t={t} price={price} />
                ))}
              </div>
            ))}
          </div>
        ))}
    </div>
  );
}
