#!/usr/bin/env node
/**
 * Keeps the generated parts of docs/reference.md, and the whole of docs/texts.md, in step with the code.
 *
 * The reference has one section per island of src/registry.ts, in registry order, each headed
 * `## <name>`. Inside it, a block between
 *
 *   <!-- generated:<name>:start -->  …  <!-- generated:<name>:end -->
 *
 * is written from what the code knows: the registry entry (selectors, page types, wake condition,
 * product data, cookies and any other field) and one line on the island's texts (how many keys in which
 * namespaces, linking to the catalogue). Everything outside the blocks (options, events, calls, notes) is
 * hand-written and kept as it is. A block between `<!-- generated-contents:start -->` and
 * `<!-- generated-contents:end -->` lists the islands.
 *
 * docs/texts.md, the catalogue of texts, is generated whole: every defineTexts() call reached from
 * islands/<name>/index.ts by relative imports (the island's own keys and shared namespaces such as
 * 'passkeys'), with the Polish defaults and other languages, one section per namespace in registry order.
 *
 * TypeScript is parsed with the compiler API (ts.createSourceFile), never executed.
 *
 *   node scripts/build-reference.mjs           rewrite what is out of date (an island without a section
 *                                              in the reference gets one appended; sections are put in
 *                                              registry order)
 *   node scripts/build-reference.mjs --check   exit 1, naming the islands or namespaces, if a file is not
 *                                              what it would write (stale, missing, extra or out of order)
 */
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import process from 'node:process';
import { pathToFileURL } from 'node:url';
import ts from 'typescript';

const REFERENCE = 'docs/reference.md';
const TEXTS = 'docs/texts.md';
const REGISTRY = 'src/registry.ts';
const THEME = 'core/mount/theme.ts';
/** THEME_FEATURES' marker for the theme's runtime itself (core/mount/theme.ts). */
const THEME_RUNTIME = 'app_shop.runApp';

// ---------------------------------------------------------------------------------------------
// Reading TypeScript

function parse(source, file) {
  return ts.createSourceFile(file, source, ts.ScriptTarget.Latest, true, file.endsWith('x') ? ts.ScriptKind.TSX : ts.ScriptKind.TS);
}

function where(node, file) {
  const sf = node.getSourceFile();
  const { line } = sf.getLineAndCharacterOfPosition(node.getStart(sf));
  return `${file}:${line + 1}`;
}

function propName(prop, file) {
  const n = prop.name;
  if (n && (ts.isIdentifier(n) || ts.isStringLiteral(n) || ts.isNumericLiteral(n))) return n.text;
  throw new Error(`${where(prop, file)}: a computed property name cannot be read`);
}

/** A literal value: strings, numbers, booleans, arrays, plain objects, and top-level consts of the file. */
function literal(node, file, consts) {
  if (ts.isParenthesizedExpression(node) || ts.isAsExpression(node) || ts.isSatisfiesExpression(node)) {
    return literal(node.expression, file, consts);
  }
  if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) return node.text;
  if (ts.isNumericLiteral(node)) return Number(node.text);
  if (ts.isPrefixUnaryExpression(node) && node.operator === ts.SyntaxKind.MinusToken && ts.isNumericLiteral(node.operand)) {
    return -Number(node.operand.text);
  }
  if (node.kind === ts.SyntaxKind.TrueKeyword) return true;
  if (node.kind === ts.SyntaxKind.FalseKeyword) return false;
  if (ts.isBinaryExpression(node) && node.operatorToken.kind === ts.SyntaxKind.PlusToken) {
    const left = literal(node.left, file, consts);
    const right = literal(node.right, file, consts);
    if (typeof left === 'string' && typeof right === 'string') return left + right;
  }
  if (ts.isArrayLiteralExpression(node)) return node.elements.map((e) => literal(e, file, consts));
  if (ts.isObjectLiteralExpression(node)) {
    const out = {};
    for (const prop of node.properties) {
      if (!ts.isPropertyAssignment(prop)) throw new Error(`${where(prop, file)}: only plain properties can be read`);
      out[propName(prop, file)] = literal(prop.initializer, file, consts);
    }
    return out;
  }
  if (ts.isIdentifier(node) && consts.has(node.text)) return literal(consts.get(node.text), file, consts);
  throw new Error(`${where(node, file)}: not a literal value (${node.getText()})`);
}

function topLevelConsts(sf) {
  const consts = new Map();
  for (const stmt of sf.statements) {
    if (!ts.isVariableStatement(stmt)) continue;
    for (const decl of stmt.declarationList.declarations) {
      if (ts.isIdentifier(decl.name) && decl.initializer) consts.set(decl.name.text, decl.initializer);
    }
  }
  return consts;
}

/**
 * The registry's entries, in order: `{ name, fields }` where fields holds every property but `load`
 * (a function, the island's chunk) as a plain value.
 */
export function readRegistry(source, file = REGISTRY) {
  const sf = parse(source, file);
  const consts = topLevelConsts(sf);
  let list = consts.get('ENTRIES');
  // `[ … ] as const satisfies readonly Row[]`
  while (list && (ts.isAsExpression(list) || ts.isSatisfiesExpression(list))) list = list.expression;
  if (!list || !ts.isArrayLiteralExpression(list)) throw new Error(`${file}: no \`const ENTRIES = [ … ]\` found`);
  return list.elements.map((element) => {
    if (!ts.isObjectLiteralExpression(element)) throw new Error(`${where(element, file)}: a registry entry must be an object literal`);
    const fields = {};
    for (const prop of element.properties) {
      // `...SHARED`: the properties of a top-level const object (the product islands' shared wake).
      if (ts.isSpreadAssignment(prop) && ts.isIdentifier(prop.expression)) {
        let shared = consts.get(prop.expression.text);
        while (shared && (ts.isAsExpression(shared) || ts.isSatisfiesExpression(shared))) shared = shared.expression;
        if (!shared || !ts.isObjectLiteralExpression(shared)) throw new Error(`${where(prop, file)}: a spread must name a top-level const object`);
        Object.assign(fields, literal(shared, file, consts));
        continue;
      }
      if (!ts.isPropertyAssignment(prop)) throw new Error(`${where(prop, file)}: only plain properties can be read`);
      const key = propName(prop, file);
      if (key === 'load') continue;
      // The load job, `job: true`: islands/<name>/job.ts; its words come from the job's file.
      if (key === 'job') {
        if (prop.initializer.kind !== ts.SyntaxKind.TrueKeyword) throw new Error(`${where(prop, file)}: a load job is written job: true`);
        fields.job = true;
        continue;
      }
      fields[key] = literal(prop.initializer, file, consts);
    }
    if (typeof fields.name !== 'string') throw new Error(`${where(element, file)}: an entry without a string name`);
    const { name, ...rest } = fields;
    if (rest.job === true) rest.job = name;
    return { name, fields: rest };
  });
}

/** THEME_FEATURES of core/mount/theme.ts: per island, the theme's own run selectors it gives way to. */
export function readThemeFeatures(source, file = THEME) {
  const sf = parse(source, file);
  const consts = topLevelConsts(sf);
  const map = consts.get('THEME_FEATURES');
  if (!map) throw new Error(`${file}: no \`const THEME_FEATURES = { … }\` found`);
  return literal(map, file, consts);
}

/**
 * Every defineTexts('<namespace>', { pl: {…}, en: {…} }) call in a file:
 * `{ namespace, keys: [key…], languages: { pl: {key: text}, en: {…} } }`.
 */
export function readTexts(source, file) {
  const sf = parse(source, file);
  const consts = topLevelConsts(sf);
  const found = [];
  const visit = (node) => {
    if (ts.isCallExpression(node) && ts.isIdentifier(node.expression) && node.expression.text === 'defineTexts') {
      const [ns, variants] = node.arguments;
      if (!ns || !variants || !ts.isObjectLiteralExpression(variants)) {
        throw new Error(`${where(node, file)}: defineTexts needs a namespace and an object of languages`);
      }
      const namespace = literal(ns, file, consts);
      const languages = literal(variants, file, consts);
      const pl = languages.pl;
      if (typeof namespace !== 'string' || !pl || typeof pl !== 'object') {
        throw new Error(`${where(node, file)}: defineTexts needs a string namespace and a 'pl' object`);
      }
      for (const [language, texts] of Object.entries(languages)) {
        for (const [key, text] of Object.entries(texts)) {
          if (typeof text !== 'string') throw new Error(`${where(node, file)}: ${namespace}.${key} (${language}) is not a string`);
        }
      }
      found.push({ namespace, keys: Object.keys(pl), languages });
    }
    ts.forEachChild(node, visit);
  };
  visit(sf);
  return found;
}

/** Relative modules a file imports or re-exports (type-only imports left out), dynamic imports included. */
function relativeImports(sf) {
  const out = [];
  const visit = (node) => {
    if ((ts.isImportDeclaration(node) || ts.isExportDeclaration(node)) && node.moduleSpecifier && ts.isStringLiteral(node.moduleSpecifier)) {
      const typeOnly = ts.isImportDeclaration(node) ? node.importClause?.isTypeOnly : node.isTypeOnly;
      if (!typeOnly) out.push(node.moduleSpecifier.text);
    } else if (ts.isCallExpression(node) && node.expression.kind === ts.SyntaxKind.ImportKeyword) {
      const [arg] = node.arguments;
      if (arg && ts.isStringLiteral(arg)) out.push(arg.text);
    }
    ts.forEachChild(node, visit);
  };
  visit(sf);
  return out.filter((spec) => spec.startsWith('.'));
}

function resolveModule(fromFile, spec) {
  const base = resolve(dirname(fromFile), spec);
  const candidates = [base, `${base}.ts`, `${base}.tsx`, join(base, 'index.ts'), join(base, 'index.tsx')];
  return candidates.find((c) => /\.tsx?$/.test(c) && existsSync(c));
}

/** The text sets an island's code reaches: its own namespace first, then shared ones (not other islands'). */
export function islandTexts(root, name, islandNames, cache = new Map()) {
  const entry = resolveModule(join(root, 'islands', name, 'x.ts'), './index');
  if (!entry) return [];
  const seen = new Set();
  const sets = [];
  const queue = [entry];
  while (queue.length) {
    const file = queue.shift();
    if (seen.has(file)) continue;
    seen.add(file);
    if (!cache.has(file)) {
      const source = readFileSync(file, 'utf8');
      const sf = parse(source, file);
      const rel = relative(root, file);
      cache.set(file, {
        imports: relativeImports(sf).map((spec) => resolveModule(file, spec)).filter(Boolean),
        texts: source.includes('defineTexts(') ? readTexts(source, rel) : [],
      });
    }
    const { imports, texts } = cache.get(file);
    sets.push(...texts);
    queue.push(...imports);
  }
  const own = sets.filter((s) => s.namespace === name);
  const shared = sets.filter((s) => s.namespace !== name && !islandNames.includes(s.namespace));
  shared.sort((a, b) => a.namespace.localeCompare(b.namespace));
  return [...own, ...shared];
}

// ---------------------------------------------------------------------------------------------
// Writing markdown

const code = (s) => {
  const text = String(s);
  const ticks = text.includes('`') ? '``' : '`';
  return `${ticks}${ticks === '``' ? ` ${text} ` : text}${ticks}`;
};
const list = (items) => items.map(code).join(', ');
/**
 * A text as a table cell: a code span (so spaces at either end, markdown's own characters and `{name}`
 * placeholders show as they are), pipes escaped for the table.
 */
const textCell = (s) => {
  const runs = s.match(/`+/g) ?? [];
  const fence = '`'.repeat(Math.max(0, ...runs.map((r) => r.length)) + 1);
  const pad = s.startsWith('`') || s.endsWith('`') || (s.startsWith(' ') && s.endsWith(' ')) ? ' ' : '';
  return `${fence}${pad}${s.replace(/\n/g, ' ').replace(/\|/g, '\\|')}${pad}${fence}`;
};

const VIEW_NAMES = { 1: 'phone', 2: 'tablet', 3: 'desktop', 4: 'wide desktop' };

function wakeText(trigger, wakeOn, job) {
  const early = 'the events sent before it listens are kept and handed to it';
  if (trigger && typeof trigger === 'object' && Array.isArray(trigger.views) && trigger.views.length === 0) {
    if (!wakeOn && job) return 'only when its load job wakes it (below)';
    if (!wakeOn) throw new Error('a trigger { views: [] } without wakeOn or a load job never wakes');
    return `only on the first ${code(wakeOn)} event, at once (${early})`;
  }
  let main;
  if (trigger === 'load') main = "at the page's load event (`load`)";
  else if (trigger === 'idle') main = "at the browser's first idle moment after the page's load event (`idle`)";
  else if (trigger === 'visible') main = "when the container comes within 200 px of the viewport, after the page's load event (`visible`)";
  else if (trigger === 'scroll') main = "on the shopper's first scroll of the page, after the page's load event, or at once if the page is already scrolled then (`scroll`)";
  else if (trigger === 'interaction') {
    main = "on the shopper's first pointer, touch, focus or key event on the container, even before the page's load event (`interaction`)";
  } else if (trigger && typeof trigger === 'object' && Array.isArray(trigger.views)) {
    const levels = trigger.views.map((v) => `${v} (${VIEW_NAMES[v] ?? '?'})`).join(' or ');
    main = `when the page is at view level ${levels}, after the page's load event; checked again on resize (${code(`views: [${trigger.views.join(', ')}]`)})`;
  } else {
    throw new Error(`unknown trigger ${JSON.stringify(trigger)}: describe it in scripts/build-reference.mjs`);
  }
  return wakeOn ? `${main}; or at once on the first ${code(wakeOn)} event (${early})` : main;
}

/**
 * What a load job does, for the reference: the doc comment of the job itself in islands/<name>/job.ts (the one
 * right before `const …: LoadJob`, else the file's first), as one line.
 */
export function jobText(root, name) {
  const file = join(root, 'islands', name, 'job.ts');
  if (!existsSync(file)) throw new Error(`${file}: the registry names a load job for ${name}, and there is no islands/${name}/job.ts`);
  const code = readFileSync(file, 'utf8');
  const doc = (/\/\*\*((?:(?!\*\/)[\s\S])*)\*\/\s*const \w+: LoadJob\b/.exec(code) ?? /\/\*\*([\s\S]*?)\*\//.exec(code))?.[1];
  if (!doc) throw new Error(`${file}: a load job's file starts with a doc comment saying what it does (the reference shows it)`);
  return doc.split('\n').map((l) => l.replace(/^\s*\*\s?/, '').trim()).filter(Boolean).join(' ');
}

/** The generated block's content for one island (without its markers). */
export function renderIsland({ name, fields }, textSets, themeSelectors = [], jobDoc = null) {
  // `chunk` is the build's (vite.config.ts groups chunks by it), nothing a theme author looks up.
  // eslint-disable-next-line @typescript-eslint/no-unused-vars
  const { selectors = [], pageTypes, skipPageTypes, trigger, wakeOn, needsProduct, cookies, dom, job, chunk, ...other } = fields;
  const explicit = code(`[data-island="${name}"]`);
  const lines = [];
  lines.push(
    selectors.length
      ? `- **Container:** ${list(selectors)}; or any element marked ${explicit}`
      : `- **Container:** only where the theme places it: ${explicit} (the shop's template has no markup for it)`,
  );
  lines.push(
    pageTypes
      ? `- **Pages:** ${list(pageTypes)} (the selectors above apply on these page types; ${explicit} on any page)`
      : '- **Pages:** all',
  );
  if (skipPageTypes) lines.push(`- **Never on:** ${list(skipPageTypes)} pages, not even with ${explicit}`);
  if (cookies) {
    lines.push(`- **Only with the cookies:** ${list(cookies)}: on a page that starts with none of them set, nothing is claimed and its code never loads`);
  }
  lines.push(`- **Wakes:** ${wakeText(trigger, wakeOn, job)}`);
  lines.push(
    dom
      ? '- **Renderer:** none: a DOM island, mounted without React or Preact (it changes the page with DOM calls)'
      : '- **Renderer:** React (Preact in the lean build), evaluated only when the island wakes',
  );
  if (job && !jobDoc) throw new Error(`${name}: a load job with no words (jobText)`);
  lines.push(job ? `- **Load job** (after the page's load event, DOM only, before and without the renderer): ${jobDoc}` : "- **Load job:** none: until it wakes, the server's HTML stays as it is");
  lines.push(
    needsProduct
      ? "- **Product data:** needed; without the page's product data (or with malformed data) it stays unmounted and the server's HTML stays"
      : '- **Product data:** not needed',
  );
  for (const [key, value] of Object.entries(other)) lines.push(`- **${key}:** ${code(JSON.stringify(value))}`);
  const runtime = themeSelectors.includes(THEME_RUNTIME);
  const queued = themeSelectors.filter((s) => s !== THEME_RUNTIME);
  const yields = [];
  if (queued.length) {
    const entries = queued.map(code).join(' or ');
    yields.push(`while the theme's own script queues an entry for ${entries} in \`app_shop.fnrun\`, the island leaves the feature to it (state \`theme\`; see the [migration table](theme-authors.md#migration-table))`);
  }
  if (runtime) yields.push("while the theme's runtime (`app_shop.runApp`) is on the page, the island leaves the job to it (state `theme`; see the [migration table](theme-authors.md#migration-table))");
  lines.push(`- **Beside the theme's scripts:** ${yields.length ? yields.join('; ') : 'runs beside them; it waits for none'}`);

  lines.push(textsLine(name, textSets));
  return lines.join('\n');
}

// ---------------------------------------------------------------------------------------------
// The texts: one line in each island's block, the whole catalogue in docs/texts.md

/** Where docs/reference.md explains a page's texts override (the "**Texts.**" paragraph of this section). */
const OVERRIDE_HEADING = 'Reading an entry';

/** A heading's anchor as GitHub makes it. */
const anchor = (heading) => heading.trim().toLowerCase().replace(/[^\p{L}\p{N}\s_-]/gu, '').replace(/\s/g, '-');

/** Text sets by namespace, in order of first appearance; two sets of one namespace are one (keys in order). */
export function mergeTextSets(sets) {
  const byNamespace = new Map();
  for (const set of sets) {
    const have = byNamespace.get(set.namespace);
    if (!have) {
      byNamespace.set(set.namespace, { namespace: set.namespace, keys: [...set.keys], languages: Object.fromEntries(Object.entries(set.languages).map(([l, t]) => [l, { ...t }])) });
      continue;
    }
    for (const key of set.keys) if (!have.keys.includes(key)) have.keys.push(key);
    for (const [lang, texts] of Object.entries(set.languages)) have.languages[lang] = { ...have.languages[lang], ...texts };
  }
  return [...byNamespace.values()];
}

const keyCount = (n) => `${n} ${n === 1 ? 'key' : 'keys'}`;
const andList = (items) => (items.length < 2 ? items.join('') : `${items.slice(0, -1).join(', ')} and ${items.at(-1)}`);

/** The island block's line for its texts: how many keys in which namespaces, linking to the catalogue. */
function textsLine(name, textSets) {
  const sets = mergeTextSets(textSets);
  if (!sets.length) return '- **Texts:** none of its own';
  const parts = sets.map((s) => {
    const shared = s.namespace === name ? '' : ', shared with other islands';
    return `${keyCount(s.keys.length)} in ${code(`${s.namespace}.*`)}${shared} ([catalogue](texts.md#${anchor(s.namespace)}))`;
  });
  const own = sets.some((s) => s.namespace === name) ? '' : 'none of its own; ';
  const total = sets.reduce((n, s) => n + s.keys.length, 0);
  return `- **Texts:** ${own}${andList(parts)}; a page can override ${total === 1 ? 'it' : 'any of them'} (see **Texts** under [${OVERRIDE_HEADING}](#${anchor(OVERRIDE_HEADING)}))`;
}

function textsTable(set) {
  const languages = ['pl', 'en'];
  for (const lang of Object.keys(set.languages)) if (!languages.includes(lang)) languages.push(lang);
  const header = languages.map((l) => (l === 'pl' ? 'Polish (default)' : l === 'en' ? 'English' : code(l)));
  const rows = set.keys.map((key) => {
    const texts = languages.map((l) => {
      const text = set.languages[l]?.[key];
      return text === undefined ? '*as Polish*' : text === '' ? '*(empty)*' : textCell(text);
    });
    return `| ${code(`${set.namespace}.${key}`)} | ${texts.join(' | ')} |`;
  });
  return [`| Key | ${header.join(' | ')} |`, `|---|${languages.map(() => '---').join('|')}|`, ...rows].join('\n');
}

const TEXTS_HEADER = `# Texts

Every text the islands show: its key, its Polish default and its English. One section per island, in
the order of [the reference](reference.md); a namespace several islands share has a section of its
own, after the first island that uses it. Generated by \`node scripts/build-reference.mjs\` from the
islands' \`defineTexts()\` calls: do not edit it by hand (\`npm run lint\` fails when it is out of date).

Polish is the default; \`<html lang>\` (else \`app_shop.vars.language.symbol\`) picks English
(*as Polish* means the Polish text is used in English too). A page overrides any text with one JSON
block, keys as below:

\`\`\`html
<script type="application/json" id="storefront-texts">
  { "back-to-top.label": "Do góry", "mini-basket.goToBasket": "Do koszyka" }
</script>
\`\`\`

\`{name}\` in a text is filled in by the island: keep it in an override. A malformed block or a value
that is not a string is reported in the console and ignored (more under **Texts** in the reference's
[${OVERRIDE_HEADING}](reference.md#${anchor(OVERRIDE_HEADING)})).`;

/**
 * docs/texts.md: `islands` are `[{ name, textSets }]` in registry order. Each namespace has one section,
 * headed by its name (an island's own namespace is its name), where it first appears.
 */
export function renderTexts(islands) {
  const sections = new Map();
  for (const { name, textSets } of islands) {
    for (const set of mergeTextSets(textSets)) {
      const section = sections.get(set.namespace);
      if (section) {
        section.users.push(name);
        continue;
      }
      sections.set(set.namespace, { set, users: [name] });
    }
  }
  const ownUses = new Map(islands.map(({ name, textSets }) => [name, mergeTextSets(textSets).map((s) => s.namespace).filter((ns) => ns !== name)]));
  const island = (n) => `[${n}](reference.md#${anchor(n)})`;
  const body = [...sections.values()].map(({ set, users }) => {
    let intro;
    if (users.includes(set.namespace)) {
      const others = ownUses.get(set.namespace) ?? [];
      const also = others.length ? ` It also shows the shared ${andList(others.map((ns) => `[${code(`${ns}.*`)}](#${anchor(ns)})`))} texts.` : '';
      intro = `${keyCount(set.keys.length)} of the ${island(set.namespace)} island.${also}`;
    } else {
      intro = `${keyCount(set.keys.length)}, shared by ${andList(users.map(island))}.`;
    }
    return `## ${set.namespace}\n\n${intro}\n\n${textsTable(set)}`;
  });
  const contents = [...sections.keys()].map((ns) => `[${ns}](#${anchor(ns)})`).join(' · ');
  return `${[TEXTS_HEADER, contents, ...body].join('\n\n')}\n`;
}

/** The `## ` sections of a texts catalogue, by heading, and the text before the first. */
function textsSections(markdown) {
  const sections = new Map();
  const [head, ...rest] = markdown.split(/^(?=## )/m);
  for (const part of rest) sections.set(part.slice(3, part.indexOf('\n') < 0 ? undefined : part.indexOf('\n')).trim(), part.replace(/\n*$/, ''));
  return { head: head.replace(/\n*$/, ''), sections };
}

/**
 * How docs/texts.md differs from what it should be: namespaces whose section is stale, missing or extra,
 * `header` when the text before the sections differs, `order` when the sections are out of order.
 */
export function compareTexts(current, wanted) {
  const have = textsSections(current);
  const want = textsSections(wanted);
  const stale = [...want.sections].filter(([ns, text]) => have.sections.has(ns) && have.sections.get(ns) !== text).map(([ns]) => ns);
  const missing = [...want.sections.keys()].filter((ns) => !have.sections.has(ns));
  const extra = [...have.sections.keys()].filter((ns) => !want.sections.has(ns));
  const kept = [...have.sections.keys()].filter((ns) => want.sections.has(ns));
  const order = kept.some((ns, i) => ns !== [...want.sections.keys()].filter((n) => have.sections.has(n))[i]);
  return { stale, missing, extra, header: have.head !== want.head, order };
}

// ---------------------------------------------------------------------------------------------
// Rewriting the reference

const start = (name) => `<!-- generated:${name}:start -->`;
const end = (name) => `<!-- generated:${name}:end -->`;
const BLOCK = /<!-- generated:([\w-]+):start -->\n[\s\S]*?\n?<!-- generated:\1:end -->/g;
const CONTENTS = /<!-- generated-contents:start -->\n[\s\S]*?\n?<!-- generated-contents:end -->/;
const HEADING = /^## (\S+)$/;

function contentsBlock(islands) {
  const items = islands.map(({ name }) => `[${name}](#${name})`);
  return `<!-- generated-contents:start -->\n${items.join(' · ')}\n<!-- generated-contents:end -->`;
}

function stub(name, block) {
  return `## ${name}\n\n${start(name)}\n${block}\n${end(name)}\n\n### What it does\n\n### Options\n\n### Events\n\n### Calls\n`;
}

/**
 * The reference as it should be. `islands`: `[{ name, block }]` in registry order.
 * Returns `{ output, stale, missing, extra, misplaced, outOfOrder }` (island names), where
 * stale = an existing block that differs, missing = no section, extra = a section or block for a name
 * the registry lacks, misplaced = a block outside its own section.
 */
export function buildReference(current, islands) {
  const names = islands.map((i) => i.name);
  const wanted = new Map(islands.map((i) => [i.name, i.block]));
  const lines = current.split('\n');

  // Sections: from a `## <name>` heading to the next `## ` heading (any), for names with a heading.
  const headings = [];
  lines.forEach((line, i) => {
    if (line.startsWith('## ')) headings.push({ line: i, name: HEADING.exec(line)?.[1] ?? null });
  });
  const sections = [];
  headings.forEach((h, k) => {
    const to = headings[k + 1]?.line ?? lines.length;
    const isIsland = h.name !== null && (wanted.has(h.name) || lines.slice(h.line, to).join('\n').includes(start(h.name)));
    if (isIsland) sections.push({ name: h.name, from: h.line, to, text: lines.slice(h.line, to).join('\n') });
  });

  const extra = new Set();
  const misplaced = [];
  for (const s of sections) if (!wanted.has(s.name)) extra.add(s.name);
  for (const m of current.matchAll(BLOCK)) {
    const name = m[1];
    if (!wanted.has(name)) extra.add(name);
    const pos = current.slice(0, m.index).split('\n').length - 1;
    const home = sections.find((s) => pos >= s.from && pos < s.to);
    if (wanted.has(name) && home?.name !== name) misplaced.push(name);
  }

  // Rewrite each section's block (or insert one after its heading).
  const stale = [];
  const rewritten = new Map();
  for (const s of sections) {
    if (!wanted.has(s.name)) continue;
    const block = `${start(s.name)}\n${wanted.get(s.name)}\n${end(s.name)}`;
    let text = s.text;
    let hit = false;
    text = text.replace(BLOCK, (whole, name) => {
      if (name !== s.name) return whole;
      hit = true;
      return block;
    });
    if (!hit) {
      const [heading, ...rest] = text.split('\n');
      text = [heading, '', block, ...rest].join('\n');
    }
    if (text !== s.text) stale.push(s.name);
    rewritten.set(s.name, text);
  }

  // Island sections go back into the slots they occupied, in registry order; a missing island's stub
  // follows the island before it in the registry (or leads the first section).
  const present = sections.map((s) => s.name).filter((n) => wanted.has(n));
  const ordered = names.filter((n) => present.includes(n));
  const outOfOrder = present.some((n, i) => n !== ordered[i]);
  const missing = names.filter((n) => !present.includes(n));
  const leading = [];
  const following = new Map();
  for (const n of missing) {
    const before = names.slice(0, names.indexOf(n)).reverse().find((p) => present.includes(p));
    if (before) following.set(before, [...(following.get(before) ?? []), n]);
    else leading.push(n);
  }
  const joinSections = (texts) => texts.map((t) => t.replace(/\n*$/, '')).join('\n\n');
  const out = [];
  let cursor = 0;
  let slot = 0;
  for (const s of sections) {
    out.push(...lines.slice(cursor, s.from));
    cursor = s.to;
    if (!wanted.has(s.name)) {
      out.push(...lines.slice(s.from, s.to));
      continue;
    }
    const name = ordered[slot];
    const stubs = (list) => list.map((n) => stub(n, wanted.get(n)));
    const parts = [...(slot === 0 ? stubs(leading) : []), rewritten.get(name), ...stubs(following.get(name) ?? [])];
    slot += 1;
    const text = parts.length > 1 ? `${joinSections(parts)}\n` : parts[0];
    out.push(...text.split('\n'));
  }
  out.push(...lines.slice(cursor));
  let output = out.join('\n');
  if (!ordered.length && missing.length) {
    output = `${output.replace(/\n*$/, '')}\n\n${missing.map((n) => stub(n, wanted.get(n))).join('\n')}`;
  }
  if (CONTENTS.test(output)) output = output.replace(CONTENTS, contentsBlock(islands));
  output = `${output.replace(/\n*$/, '')}\n`;
  return { output, stale, missing, extra: [...extra], misplaced, outOfOrder };
}

/**
 * Builds the reference for the repository at `root`, and its texts catalogue (`texts`: the file, its
 * current text or null when there is none, and what it should be).
 */
export function generate(root) {
  const entries = readRegistry(readFileSync(join(root, REGISTRY), 'utf8'));
  const theme = readThemeFeatures(readFileSync(join(root, THEME), 'utf8'));
  const names = entries.map((e) => e.name);
  const cache = new Map();
  const texts = entries.map((entry) => ({ name: entry.name, textSets: islandTexts(root, entry.name, names, cache) }));
  const islands = entries.map((entry, i) => ({
    name: entry.name,
    block: renderIsland(entry, texts[i].textSets, theme[entry.name] ?? [], entry.fields.job ? jobText(root, entry.fields.job) : null),
  }));
  const file = join(root, REFERENCE);
  const current = existsSync(file) ? readFileSync(file, 'utf8') : '# Island reference\n';
  const textsFile = join(root, TEXTS);
  return {
    file,
    current,
    ...buildReference(current, islands),
    texts: { file: textsFile, current: existsSync(textsFile) ? readFileSync(textsFile, 'utf8') : null, output: renderTexts(texts) },
  };
}

const CHUNKS = 'src/islands.ts';
const CHUNKS_START = '// generated:chunks:start (node scripts/build-reference.mjs writes these maps from the registry: do not edit)';
const CHUNKS_END = '// generated:chunks:end';

/**
 * src/islands.ts's two maps, from the registry: every row's chunk (islands/<name>/index) and every `job: true`
 * row's load job (islands/<name>/job). Typed by the registry's names, so a folder that is not there fails
 * typecheck.
 */
export function chunkMaps(entries) {
  const key = (name) => (/^[a-z]+$/.test(name) ? name : `'${name}'`);
  return [
    CHUNKS_START,
    '/** Every registry row\'s chunk. */',
    'export const islands: Record<IslandName, () => Promise<IslandModule>> = {',
    ...entries.map((e) => `  ${key(e.name)}: () => import('../islands/${e.name}'),`),
    '};',
    '',
    '/** The load jobs of the rows marked `job: true`: DOM-only, never importing React; see LoadJob in core/mount/types.ts. */',
    'export const jobs: Record<JobIsland, () => Promise<{ default: LoadJob }>> = {',
    ...entries.filter((e) => e.fields.job).map((e) => `  ${key(e.name)}: () => import('../islands/${e.name}/job'),`),
    '};',
    CHUNKS_END,
  ].join('\n');
}

/**
 * Brings the generated files of the repository at `root` up to date (or, with `check`, only says which
 * are not). Returns the exit code and what to print.
 */
export function run(root, { check = false } = {}) {
  const out = [];
  const err = [];
  let code = 0;
  {
    const path = join(root, CHUNKS);
    const have = existsSync(path) ? readFileSync(path, 'utf8') : '';
    const start = have.indexOf(CHUNKS_START);
    const end = have.indexOf(CHUNKS_END);
    if (start < 0 || end < start) {
      err.push(`${CHUNKS}: no maps between "${CHUNKS_START}" and "${CHUNKS_END}"`);
      code = 1;
    } else {
      const want = have.slice(0, start) + chunkMaps(readRegistry(readFileSync(join(root, REGISTRY), 'utf8'))) + have.slice(end + CHUNKS_END.length);
      if (want === have) out.push(`${CHUNKS} is up to date`);
      else if (check) {
        err.push(`${CHUNKS} is out of date (its maps of chunks and jobs)`);
        code = 1;
      } else {
        writeFileSync(path, want);
        out.push(`${CHUNKS} updated`);
      }
    }
  }
  const { file, current, output, stale, missing, extra, misplaced, outOfOrder, texts } = generate(root);
  const problems = [];
  if (missing.length) problems.push(`missing (no "## <name>" section): ${missing.join(', ')}`);
  if (stale.length) problems.push(`stale: ${stale.join(', ')}`);
  if (outOfOrder) problems.push('sections not in registry order');
  const fatal = [];
  if (extra.length) fatal.push(`extra (not in ${REGISTRY}; remove or rename the section): ${extra.join(', ')}`);
  if (misplaced.length) fatal.push(`generated block outside its own "## <name>" section: ${misplaced.join(', ')}`);
  if (!output.split('\n').includes(`## ${OVERRIDE_HEADING}`)) {
    fatal.push(`no "## ${OVERRIDE_HEADING}" section (each island's texts line links to it for how a page overrides a text)`);
  }
  const changed = output !== current;
  if (changed && !problems.length) problems.push('contents or layout differ');

  if (fatal.length) {
    err.push(`${REFERENCE}: ${[...fatal, ...problems].join('; ')}`, 'Fix these by hand, then run: node scripts/build-reference.mjs');
    code = 1;
  } else if (check && changed) {
    err.push(`${REFERENCE} is out of date: ${problems.join('; ')}`);
    code = 1;
  } else if (changed) {
    writeFileSync(file, output);
    out.push(`${REFERENCE} updated: ${problems.join('; ')}`);
  } else {
    out.push(`${REFERENCE} is up to date`);
  }

  // docs/texts.md is generated whole: anything in it that differs is rewritten.
  if (texts.current === texts.output) {
    out.push(`${TEXTS} is up to date`);
  } else {
    let what = 'missing';
    if (texts.current !== null) {
      const diff = compareTexts(texts.current, texts.output);
      const parts = [];
      if (diff.missing.length) parts.push(`missing: ${diff.missing.join(', ')}`);
      if (diff.stale.length) parts.push(`stale: ${diff.stale.join(', ')}`);
      if (diff.extra.length) parts.push(`extra: ${diff.extra.join(', ')}`);
      if (diff.order) parts.push('sections not in registry order');
      if (diff.header) parts.push('header differs');
      what = `out of date: ${parts.length ? parts.join('; ') : 'layout differs'}`;
    }
    if (check) {
      err.push(`${TEXTS} is ${what}`);
      code = 1;
    } else {
      writeFileSync(texts.file, texts.output);
      out.push(`${TEXTS} ${texts.current === null ? 'written' : `updated: ${what.replace(/^out of date: /, '')}`}`);
    }
  }
  if (code && !fatal.length) err.push('Run: node scripts/build-reference.mjs');
  return { code, out, err };
}

function main() {
  const { code, out, err } = run(resolve(import.meta.dirname, '..'), { check: process.argv.includes('--check') });
  if (out.length) process.stdout.write(`${out.join('\n')}\n`);
  if (err.length) process.stderr.write(`${err.join('\n')}\n`);
  process.exitCode = code;
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) main();
