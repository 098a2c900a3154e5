// The browser's own HTML Sanitizer: where `Element.prototype.setHTML`, `Sanitizer` and
// `Document.parseHTML` exist, server HTML is cleaned by the browser and DOMPurify is never loaded.
//
// The safe methods (setHTML, parseHTML) always remove what runs script, whatever the configuration
// says: script/iframe/frame/object/embed and SVG script/use, every event handler attribute, and
// javascript: URLs in navigating attributes (a/area href, form action, formaction, SVG href). On top of
// that, what it keeps is a SUBSET of what our DOMPurify configuration keeps
// (core/dom/sanitize.ts DOMPURIFY_CONFIG: DOMPurify's html + svg + svgFilters profiles, minus its
// FORBID_TAGS, plus its ADD_ATTR), so the native path is never less strict:
//  - elements: DOMPurify's HTML and SVG lists, minus style, base, meta, link, noscript (FORBID_TAGS,
//    not in DOMPurify's lists anyway but never here), minus template (its content is a second tree),
//    minus obsolete/shadow-DOM leftovers (content, decorator, element, shadow, slot, blink, marquee,
//    spacer, menuitem), minus SVG animation (animate*, set, mpath), glyph/font elements, feImage and
//    tref. MathML is not listed at all (DOMPurify's html+svg profiles have none either); neither are
//    foreignObject and use (DOMPurify drops them too). Whatever is not listed is unwrapped after the
//    browser's pass (unwrapUnlisted), its content kept, except REMOVED_WITH_CONTENT.
//  - attributes: DOMPurify's HTML and SVG attribute lists (SVG names in the case the HTML parser gives
//    them: viewBox, not viewbox) minus the animation timing ones, nonce and xmlns; plus our ADD_ATTR
//    (loading, decoding, fetchpriority, target), the ARIA attributes DOMPurify keeps by pattern, and
//    data-* (dataAttributes). No srcdoc, no formaction, no on*, no style element.
//  - comments: dropped (DOMPurify drops them too).
// The value checks DOMPurify makes (URL schemes in every non-URL-safe attribute, id/name clobbering,
// attribute values that break out of raw text) and our own rules (markers, target/rel) are applied to
// both paths' output by core/dom/sanitize.ts (finishFragment), so they are written once.
//
// Documented differences (native stricter or equal; e2e/sanitizer-paths.e2e.ts lists them too):
//  - Content: an element not kept is unwrapped (its content stays) unless DOMPurify too drops it with
//    its content (REMOVED_WITH_CONTENT). One exception the browser imposes: what its safe baseline always
//    removes (script, iframe, frame, object, embed, SVG use) goes with its content, so an <object>'s
//    fallback content is not shown (DOMPurify would show it).
//  - DOMPurify additionally removes an element without element children whose text looks like markup
//    (`<p>&lt;b&gt;</p>`, SAFE_FOR_XML); the browser keeps it as text. The result is inserted as nodes and
//    never re-serialised, so this mutation-XSS guard has nothing to guard here.

const SVG_NS = 'http://www.w3.org/2000/svg';
const XLINK_NS = 'http://www.w3.org/1999/xlink';

const HTML_ELEMENTS = (
  'html head body a abbr acronym address area article aside audio b bdi bdo big blockquote br button canvas caption ' +
  'center cite code col colgroup data datalist dd del details dfn dialog dir div dl dt em fieldset figcaption figure font ' +
  'footer form h1 h2 h3 h4 h5 h6 header hgroup hr i img input ins kbd label legend li main map mark menu meter nav nobr ' +
  'ol optgroup option output p picture pre progress q rp rt ruby s samp search section select small source span strike ' +
  'strong sub summary sup table tbody td textarea tfoot th thead time tr track tt u ul var video wbr'
).split(' ');

const SVG_ELEMENTS = (
  'svg a circle clipPath defs desc ellipse filter g image line linearGradient marker mask metadata path pattern polygon ' +
  'polyline radialGradient rect stop switch symbol text textPath title tspan view ' +
  'feBlend feColorMatrix feComponentTransfer feComposite feConvolveMatrix feDiffuseLighting feDisplacementMap ' +
  'feDistantLight feDropShadow feFlood feFuncA feFuncB feFuncG feFuncR feGaussianBlur feMerge feMergeNode ' +
  'feMorphology feOffset fePointLight feSpecularLighting feSpotLight feTile feTurbulence'
).split(' ');

const HTML_ATTRIBUTES = (
  'accept action align alt autocapitalize autocomplete autopictureinpicture autoplay background bgcolor border capture ' +
  'cellpadding cellspacing checked cite class clear color cols colspan command commandfor controls controlslist coords ' +
  'crossorigin datetime decoding default dir disabled disablepictureinpicture disableremoteplayback download draggable ' +
  'enctype enterkeyhint exportparts face for headers height hidden high href hreflang id inert inputmode integrity ismap ' +
  'kind label lang list loading loop low max maxlength media method min minlength multiple muted name noshade novalidate ' +
  'nowrap open optimum part pattern placeholder playsinline popover popovertarget popovertargetaction poster preload ' +
  'pubdate radiogroup readonly rel required rev reversed role rows rowspan spellcheck scope selected shape size sizes ' +
  'span srclang start src srcset step style summary tabindex title translate type usemap valign value width wrap ' +
  // Our ADD_ATTR.
  'fetchpriority target'
).split(' ');

const SVG_ATTRIBUTES = (
  'accent-height alignment-baseline amplitude ascent azimuth baseFrequency baseline-shift bias clip clipPathUnits ' +
  'clip-path clip-rule color-interpolation color-interpolation-filters color-profile color-rendering cx cy d dx dy ' +
  'diffuseConstant direction display divisor dominant-baseline edgeMode elevation exponent fill fill-opacity fill-rule ' +
  'filter filterUnits flood-color flood-opacity font-family font-size font-size-adjust font-stretch font-style ' +
  'font-variant font-weight fx fy g1 g2 glyph-name gradientUnits gradientTransform image-rendering in in2 intercept k ' +
  'k1 k2 k3 k4 kerning lengthAdjust letter-spacing kernelMatrix kernelUnitLength lighting-color local marker-end ' +
  'marker-mid marker-start markerHeight markerUnits markerWidth maskContentUnits maskUnits mask mask-type mode ' +
  'numOctaves offset operator opacity order orient orientation origin overflow paint-order path pathLength ' +
  'patternContentUnits patternTransform patternUnits pointer-events points preserveAlpha preserveAspectRatio ' +
  'primitiveUnits r rx ry radius refX refY result rotate scale seed shape-rendering slope specularConstant ' +
  'specularExponent spreadMethod startOffset stdDeviation stitchTiles stop-color stop-opacity stroke-dasharray ' +
  'stroke-dashoffset stroke-linecap stroke-linejoin stroke-miterlimit stroke-opacity stroke stroke-width surfaceScale ' +
  'systemLanguage tableValues targetX targetY transform transform-origin text-anchor text-decoration text-orientation ' +
  'text-rendering textLength u1 u2 unicode vector-effect viewBox visibility version vert-adv-y vert-origin-x ' +
  'vert-origin-y word-spacing writing-mode xChannelSelector yChannelSelector x x1 x2 y y1 y2 z'
).split(' ');

// DOMPurify keeps /^aria-[-\w]+$/; the browser needs names: WAI-ARIA 1.2/1.3's states and properties.
const ARIA_ATTRIBUTES = (
  'activedescendant atomic autocomplete braillelabel brailleroledescription busy checked colcount colindex ' +
  'colindextext colspan controls current describedby description details disabled dropeffect errormessage expanded ' +
  'flowto grabbed haspopup hidden invalid keyshortcuts label labelledby level live modal multiline multiselectable ' +
  'orientation owns placeholder posinset pressed readonly relevant required roledescription rowcount rowindex ' +
  'rowindextext rowspan selected setsize sort valuemax valuemin valuenow valuetext'
)
  .split(' ')
  .map((a) => `aria-${a}`);

const MATHML_NS = 'http://www.w3.org/1998/Math/MathML';
const HTML_NS = 'http://www.w3.org/1999/xhtml';

type Named = { name: string; namespace: string };

/** What the native path keeps: DOMPurify's element lists as described above (a subset of what it keeps). */
export const NATIVE_KEPT_ELEMENTS: readonly Named[] = [
  ...HTML_ELEMENTS.map((name) => ({ name, namespace: HTML_NS })),
  ...SVG_ELEMENTS.map((name) => ({ name, namespace: SVG_NS })),
];

/**
 * What the browser removes WITH its content: what DOMPurify drops with its content (its FORBID_CONTENTS
 * that it does not allow, and our FORBID_TAGS), never shown text. Every other element the kept list lacks
 * (an unknown `<isindex>`, a custom `<x-badge>`, `<marquee>`, SVG animation) is unwrapped after the
 * browser's pass (`unwrapUnlisted`), its content kept, as DOMPurify keeps it: an allowlist in the
 * browser's config would drop that content, and with it text a shop shows.
 */
const REMOVED_WITH_CONTENT: readonly Named[] = [
  ...'script style noscript template iframe noembed noframes plaintext title xmp base meta link frameset frame object embed'
    .split(' ')
    .map((name) => ({ name, namespace: HTML_NS })),
  { name: 'math', namespace: MATHML_NS },
  ...['script', 'style', 'foreignObject'].map((name) => ({ name, namespace: SVG_NS })),
];

/** What `new Sanitizer(…)` is given (SanitizerConfig: a removal list for elements, an allowlist for attributes). */
export interface NativeSanitizerConfig {
  removeElements: Named[];
  attributes: ({ name: string; namespace: string | null } | string)[];
  comments: false;
  dataAttributes: true;
}

export const NATIVE_CONFIG: NativeSanitizerConfig = {
  removeElements: [...REMOVED_WITH_CONTENT],
  // A set: a name in both of DOMPurify's lists (class, height, id …) is listed once (duplicates make the config invalid).
  attributes: [...new Set([...HTML_ATTRIBUTES, ...SVG_ATTRIBUTES, ...ARIA_ATTRIBUTES]), { name: 'href', namespace: XLINK_NS }],
  comments: false,
  dataAttributes: true,
};

const key = (e: Named): string => `${e.namespace} ${e.name}`;
const KEPT = new Set(NATIVE_KEPT_ELEMENTS.map(key));
const REMOVED = new Set(REMOVED_WITH_CONTENT.map(key));

/**
 * Replaces every element under `root` that NATIVE_KEPT_ELEMENTS lacks with its children (deepest first).
 * One the browser should have removed with its content is left in place, for the leak check to find.
 */
export function unwrapUnlisted(root: ParentNode): void {
  for (const el of Array.from(root.querySelectorAll('*')).reverse()) {
    const k = `${el.namespaceURI} ${el.localName}`;
    if (!KEPT.has(k) && !REMOVED.has(k)) el.replaceWith(...Array.from(el.childNodes));
  }
}

/** Parses and cleans `html` into a new inert document (the browser's Document.parseHTML with our Sanitizer). */
export type NativeParse = (html: string) => Document;

interface NativeWindow {
  Sanitizer?: new (config: NativeSanitizerConfig) => object;
  Document?: { parseHTML?: (html: string, options: { sanitizer: object }) => Document };
  Element?: { prototype: { setHTML?: unknown } };
}

/**
 * The browser's sanitizer for `win`, or null where it has none (or rejects our configuration: an
 * older or different Sanitizer API). Feature-detected on the target window.
 */
export function nativeSanitizer(win: Window): NativeParse | null {
  const w = win as unknown as NativeWindow;
  const Sanitizer = w.Sanitizer;
  const DocumentCtor = w.Document;
  const parseHTML = DocumentCtor?.parseHTML;
  if (typeof Sanitizer !== 'function' || typeof parseHTML !== 'function' || typeof w.Element?.prototype.setHTML !== 'function') return null;
  let sanitizer: object;
  try {
    sanitizer = new Sanitizer(NATIVE_CONFIG);
  } catch {
    return null;
  }
  // A full document, as DOMPurify parses (body context: a leading <frameset> leaves no body, as there).
  return (html) => {
    const doc = parseHTML.call(DocumentCtor, html, { sanitizer });
    if (doc.body) unwrapUnlisted(doc.body);
    return doc;
  };
}
