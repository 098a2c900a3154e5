// The lint rule `storefront/safe-url-attrs`: every address an island writes into an href, src, srcset,
// action or formaction, or navigates to, goes through core/dom/safe-url.ts. React refuses a
// `javascript:` href by itself; Preact (the lean build) writes it as it is, and neither refuses
// `vbscript:` or `data:text/html`. So the check is made where the value is written, in the source both
// builds share, and this rule makes a raw value there an error:
//  - JSX: `href`, `src`, `srcSet`, `action`, `formAction`, `poster`, `xlinkHref` take a string literal or a
//    call of `safeHref(…)` (`safeSrc(…)` for an <img>/<source> src or srcSet; a conditional whose branches are
//    one of these, too);
//  - DOM: no assignment to `.href`, `.src`, `.srcset`, `.action`, `.formAction`, no
//    `setAttribute('href' | 'src' | 'srcset' | 'action' | 'formaction', …)`, no `location.assign/replace(…)`,
//    no `location.href = …` and no `window.open(…)`: use setUrlAttribute, navigateTo or openWindow
//    (setAttribute with a computed name copies or restores an attribute of the page's own markup: not flagged);
// core/dom/safe-url.ts itself is the one place allowed to do those.

const JSX_ATTRS = new Set(['href', 'src', 'srcSet', 'srcset', 'action', 'formAction', 'formaction', 'poster', 'xlinkHref', 'xlink:href']);
const DOM_PROPS = new Set(['href', 'src', 'srcset', 'action', 'formAction']);
const DOM_ATTRS = new Set(['href', 'src', 'srcset', 'action', 'formaction', 'poster', 'xlink:href']);
const CHECKERS = new Set(['safeHref']);
// An image's source may also be a data:image address (core/dom/safe-url.ts safeSrc).
const IMAGE_CHECKERS = new Set(['safeHref', 'safeSrc']);
const IMAGES = new Set(['img', 'source']);

/** True for a value that is a literal or went through the checker. */
function checked(node, checkers = CHECKERS) {
  if (!node) return true;
  switch (node.type) {
    case 'Literal':
      return typeof node.value === 'string' || node.value === null;
    case 'TemplateLiteral':
      return node.expressions.length === 0;
    case 'Identifier':
      return node.name === 'undefined';
    case 'CallExpression':
      return node.callee.type === 'Identifier' && checkers.has(node.callee.name);
    case 'ConditionalExpression':
      return checked(node.consequent, checkers) && checked(node.alternate, checkers);
    case 'LogicalExpression':
      // `cond && safeHref(x)`: the left side is a condition whose falsy value React and Preact drop.
      return node.operator === '&&' ? checked(node.right, checkers) : checked(node.left, checkers) && checked(node.right, checkers);
    case 'TSAsExpression':
    case 'TSNonNullExpression':
      return checked(node.expression, checkers);
    default:
      return false;
  }
}

const propName = (member) =>
  member.type === 'MemberExpression' ? (member.computed ? (member.property.type === 'Literal' ? member.property.value : null) : member.property.name) : null;

/** `location`, `window.location`, `doc.defaultView.location` …: something whose last name is location. */
const isLocation = (node) => (node.type === 'Identifier' && node.name === 'location') || propName(node) === 'location';
const isWindow = (node) => node.type === 'Identifier' && ['window', 'win', 'globalThis', 'self'].includes(node.name);

export const safeUrlAttrs = {
  meta: {
    type: 'problem',
    docs: { description: 'Addresses written into the page or navigated to go through core/dom/safe-url.ts.' },
    schema: [],
    messages: {
      jsx: '`{{name}}` takes a string literal or safeHref(…) (core/dom/safe-url.ts): Preact writes javascript: addresses as they are.',
      assign: 'Write `.{{name}}` through setUrlAttribute (core/dom/safe-url.ts).',
      setAttribute: "setAttribute('{{name}}', …) goes through setUrlAttribute (core/dom/safe-url.ts).",
      navigate: 'Navigate through navigateTo / openWindow (core/dom/safe-url.ts).',
    },
  },
  create(context) {
    return {
      JSXAttribute(node) {
        const name = node.name.type === 'JSXNamespacedName' ? `${node.name.namespace.name}:${node.name.name.name}` : node.name.name;
        if (!JSX_ATTRS.has(name) || !node.value) return;
        if (node.value.type === 'Literal') return;
        const expr = node.value.type === 'JSXExpressionContainer' ? node.value.expression : node.value;
        const element = node.parent.name.type === 'JSXIdentifier' ? node.parent.name.name : '';
        const image = IMAGES.has(element) && (name === 'src' || name === 'srcSet' || name === 'srcset');
        if (expr.type === 'JSXEmptyExpression' || checked(expr, image ? IMAGE_CHECKERS : CHECKERS)) return;
        context.report({ node, messageId: 'jsx', data: { name } });
      },
      AssignmentExpression(node) {
        const name = propName(node.left);
        if (name && DOM_PROPS.has(name)) {
          // location.href = … is a navigation.
          if (name === 'href' && isLocation(node.left.object)) context.report({ node, messageId: 'navigate' });
          else context.report({ node, messageId: 'assign', data: { name } });
        }
      },
      CallExpression(node) {
        const name = propName(node.callee);
        if (!name) return;
        if ((name === 'setAttribute' || name === 'setAttributeNS') && node.arguments.length >= 2) {
          const attr = node.arguments[name === 'setAttribute' ? 0 : 1];
          const value = attr?.type === 'Literal' && typeof attr.value === 'string' ? attr.value.toLowerCase() : null;
          // A computed name is a copy or a restore of an attribute the element or the page's markup had.
          if (value !== null && DOM_ATTRS.has(value)) context.report({ node, messageId: 'setAttribute', data: { name: value } });
          return;
        }
        if ((name === 'assign' || name === 'replace') && isLocation(node.callee.object)) context.report({ node, messageId: 'navigate' });
        if (name === 'open' && isWindow(node.callee.object)) context.report({ node, messageId: 'navigate' });
      },
    };
  },
};

export default { rules: { 'safe-url-attrs': safeUrlAttrs } };
