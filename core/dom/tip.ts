// The "?" tip of core/ui/Tip.tsx without a renderer, for a load job that adds one at load as the theme
// does (the points a purchase earns): the same markup, the same ways to show it (hover, focus, a press;
// Escape hides it, WCAG 1.4.13) and the same classes, so the theme's rules style both and a test reads
// them alike. Its words are the button's description whether shown or not.

export interface DomTip {
  /** The words, as text. */
  setText(text: string): void;
  /** Takes the tip out of the page. */
  remove(): void;
}

let uid = 0;

const BOX: Partial<CSSStyleDeclaration> = { position: 'absolute', zIndex: '1000', top: '100%', left: '0', width: 'max-content', maxWidth: '280px' };

/** Appends a tip to `host`, named `label` (the "?" alone names nothing), saying `text`. */
export function appendTip(host: Element, label: string, text: string): DomTip {
  const doc = host.ownerDocument;
  const id = `storefront_dom_tip_${++uid}`;
  const wrap = doc.createElement('span');
  wrap.className = 'show_tip css_tip css_tip_small';
  wrap.style.position = 'relative';
  wrap.style.display = 'inline-block';
  const button = doc.createElement('button');
  button.type = 'button';
  button.className = 'show_tip__button';
  button.setAttribute('aria-label', label);
  button.setAttribute('aria-describedby', id);
  const icon = doc.createElement('i');
  icon.className = 'icon-question';
  icon.setAttribute('aria-hidden', 'true');
  button.append(icon);
  const box = doc.createElement('span');
  box.id = id;
  box.setAttribute('role', 'tooltip');
  box.className = 'storefront_tooltip show_tip__text';
  Object.assign(box.style, BOX);
  box.textContent = text;
  wrap.append(button, box);

  const show = (open: boolean) => {
    box.hidden = !open;
    button.setAttribute('aria-expanded', String(open));
  };
  show(false);
  wrap.addEventListener('mouseenter', () => show(true));
  wrap.addEventListener('mouseleave', () => show(false));
  button.addEventListener('focus', () => show(true));
  button.addEventListener('blur', () => show(false));
  button.addEventListener('click', () => show(box.hidden));
  wrap.addEventListener('keydown', (event) => {
    if (event.key !== 'Escape' || box.hidden) return;
    event.stopPropagation();
    show(false);
  });
  host.append(wrap);
  return {
    setText: (next) => void (box.textContent = next),
    remove: () => wrap.remove(),
  };
}
