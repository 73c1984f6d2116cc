import {
  createSystem,
  defineConfig,
  type RecipeDefinition,
  type RecipeRuntimeFn,
  type RecipeVariantRecord,
  type SystemStyleObject,
} from '@chakra-ui/react';
import { defaultBaseConfig } from '@chakra-ui/react/preset-base';
import { css as emotionCss } from '@emotion/react';
import {
  accordionSlotRecipe,
  alertSlotRecipe,
  avatarSlotRecipe,
  animationStyles,
  badgeRecipe,
  breakpoints,
  buttonRecipe,
  cardSlotRecipe,
  checkboxSlotRecipe,
  checkmarkRecipe,
  containerRecipe,
  cssVarsPrefix,
  cssVarsRoot,
  dialogSlotRecipe,
  drawerSlotRecipe,
  emptyStateSlotRecipe,
  fieldSlotRecipe,
  globalCss,
  headingRecipe,
  iconRecipe,
  inputAddonRecipe,
  inputRecipe,
  keyframes,
  layerStyles,
  linkRecipe,
  listSlotRecipe,
  menuSlotRecipe,
  nativeSelectSlotRecipe,
  semanticTokens,
  separatorRecipe,
  skeletonRecipe,
  spinnerRecipe,
  tableSlotRecipe,
  textStyles,
  textareaRecipe,
  tokens,
} from '@chakra-ui/react/theme';

/**
 * Chakra's default theme with the recipes of the components the platform uses only: `defaultConfig`
 * carries all 80 component recipes and builds a second system when imported. The recipes of the parts
 * shared on their own (KIT_PARTS: menu, dialog, field...) are here too, though their components load
 * later: that costs 3.3 KB gzip on the first load (measured: shell first-load 202.2 -> 205.5 KB) and spares
 * adding them to the live system afterwards (a write into Chakra's private `_config`). The test
 * `system-recipes.test.tsx` checks every recipe key a kit component or part asks for is there.
 * Its global styles (preflight, global CSS, keyframes) are in `defaultGlobals`, apart (see getPageSystem).
 */
const defaultTheme = defineConfig({
  cssVarsPrefix,
  cssVarsRoot,
  theme: {
    breakpoints,
    tokens,
    semanticTokens,
    textStyles,
    layerStyles,
    animationStyles,
    recipes: {
      badge: badgeRecipe,
      button: buttonRecipe,
      checkmark: checkmarkRecipe,
      container: containerRecipe,
      heading: headingRecipe,
      icon: iconRecipe,
      input: inputRecipe,
      inputAddon: inputAddonRecipe,
      link: linkRecipe,
      separator: separatorRecipe,
      skeleton: skeletonRecipe,
      spinner: spinnerRecipe,
      textarea: textareaRecipe,
    },
    slotRecipes: {
      accordion: accordionSlotRecipe,
      alert: alertSlotRecipe,
      avatar: avatarSlotRecipe,
      card: cardSlotRecipe,
      checkbox: checkboxSlotRecipe,
      dialog: dialogSlotRecipe,
      drawer: drawerSlotRecipe,
      emptyState: emptyStateSlotRecipe,
      field: fieldSlotRecipe,
      list: listSlotRecipe,
      menu: menuSlotRecipe,
      nativeSelect: nativeSelectSlotRecipe,
      table: tableSlotRecipe,
    },
  },
});

/**
 * Chakra's global styles (its CSS reset, global CSS and keyframes), with the custom properties it declares on every
 * element out of the way. Each page looks the same; the style recalculation of a theme switch (every element's style
 * resolved at once, on the first tap of the theme toggle) resolves 408 styles where it resolved 704 (the landing page
 * at 390 px), and the tap is shown in 77 ms instead of 129 at 4x CPU. A custom property declared on an element is
 * resolved on that element:
 * - Chakra's `*` rule declares, on every element, the variables of its `filter="auto"`, `backdropFilter="auto"` and
 *   `ring` utilities, which the platform does not use (gone), and three that the reset and the fonts read
 *   (`--global-color-border`, `--global-font-body`, `--global-font-mono`): declared once, on <html>, and inherited.
 *   Only a nested theme scope (`.chakra-theme`, which the platform has not) would tell them apart.
 * - the selection's colour (`bg: colorPalette.emphasized/80`) comes with two custom properties of Chakra's `bg`
 *   utility (`--mix-background`, `--bg-currentcolor`), and a highlight pseudo-element declaring custom properties
 *   has Chromium resolve it for every element: written as the CSS it stands for (kebab-case passes through as it is).
 */
const {
  '*': everyElement,
  html,
  '*::selection': _selection,
  ...otherGlobalCss
} = globalCss as Record<string, SystemStyleObject>;
const declared = (styles: SystemStyleObject, keep: (name: string) => boolean): SystemStyleObject =>
  Object.fromEntries(Object.entries(styles).filter(([name]) => keep(name)));
const platformGlobalCss = {
  '*': declared(everyElement, (name) => !name.startsWith('--')),
  html: { ...html, ...declared(everyElement, (name) => name.startsWith('--global-')) },
  ...otherGlobalCss,
  '*::selection': { 'background-color': 'color-mix(in srgb, {colors.colorPalette.emphasized} 80%, transparent)' },
};
const defaultGlobals = defineConfig({ preflight: true, globalCss: platformGlobalCss, theme: { keyframes } });

// The web's Bangla face (shared/build/bangla-font.cjs: a subset whose @font-face covers Bangla letters only) leads
// the stack only on a page in Bangla, so an English page never downloads it, not even for the switch's "বাংলা" or a
// Bangla name in its data (those use the device's own Bangla face).
const LATIN_FONTS = "'Segoe UI', Inter, system-ui, -apple-system, Roboto, 'Helvetica Neue', Arial, sans-serif";
const BANGLA_FONTS = `'Noto Sans Bengali', ${LATIN_FONTS}`;

/** The platform's global styles. */
const globals = defineConfig({
  globalCss: {
    html: { colorPalette: 'brand' },
    'html[lang="bn"]': {
      [`--${cssVarsPrefix}-fonts-body`]: BANGLA_FONTS,
      [`--${cssVarsPrefix}-fonts-heading`]: BANGLA_FONTS,
    },
    body: { bg: 'bg', color: 'fg' },
    // A form the browser sends itself before the page's script has come (hydration/native-controls.cjs): its
    // submit button's progress, a spinner after its label (the script's loading button draws its own).
    'button[data-native-busy]::after': {
      content: '""',
      width: '1em',
      height: '1em',
      marginInlineStart: '2',
      borderRadius: 'full',
      borderWidth: '2px',
      borderColor: 'currentColor',
      borderInlineEndColor: 'transparent',
      animation: 'spin 0.6s linear infinite',
    },
  },
});

/** The platform's tokens. */
const config = defineConfig({
  theme: {
    tokens: {
      colors: {
        brand: {
          50: { value: '#e8f7f6' },
          100: { value: '#c4ebe8' },
          200: { value: '#95dad5' },
          300: { value: '#5fc4bd' },
          400: { value: '#33aba3' },
          500: { value: '#159189' },
          600: { value: '#0e7770' },
          700: { value: '#0d5f5a' },
          800: { value: '#0c4a46' },
          900: { value: '#0a3734' },
          950: { value: '#062321' },
        },
        accent: {
          400: { value: '#f6b73c' },
          500: { value: '#e9a11a' },
          600: { value: '#c5840c' },
        },
      },
      fonts: {
        // The system's faces; on a page in Bangla the Bangla face comes first (`globals` above).
        heading: { value: LATIN_FONTS },
        body: { value: LATIN_FONTS },
      },
    },
    semanticTokens: {
      colors: {
        // The matching palette tokens, so `colorPalette="brand"` works on every component.
        brand: {
          // White text needs brand.600 in both themes (4.5:1); brand.500 gives 3.85:1.
          solid: { value: { _light: '{colors.brand.600}', _dark: '{colors.brand.600}' } },
          contrast: { value: { _light: 'white', _dark: 'white' } },
          fg: { value: { _light: '{colors.brand.700}', _dark: '{colors.brand.300}' } },
          muted: { value: { _light: '{colors.brand.100}', _dark: '{colors.brand.900}' } },
          subtle: { value: { _light: '{colors.brand.50}', _dark: '{colors.brand.950}' } },
          emphasized: { value: { _light: '{colors.brand.200}', _dark: '{colors.brand.800}' } },
          focusRing: { value: { _light: '{colors.brand.500}', _dark: '{colors.brand.400}' } },
        },
        // Softer dark surfaces than pure black, so cards and panels stay distinguishable.
        bg: {
          DEFAULT: { value: { _light: '{colors.white}', _dark: '#101418' } },
          subtle: { value: { _light: '{colors.gray.50}', _dark: '#151a1f' } },
          muted: { value: { _light: '{colors.gray.100}', _dark: '#1c2228' } },
          emphasized: { value: { _light: '{colors.gray.200}', _dark: '#262d34' } },
          panel: { value: { _light: '{colors.white}', _dark: '#171c21' } },
        },
        border: {
          DEFAULT: { value: { _light: '{colors.gray.200}', _dark: '#2b333b' } },
        },
      },
    },
  },
});

type System = ReturnType<typeof createSystem>;
let created: System | undefined;
let forPage: System | undefined;

/**
 * The theme system with its global styles: what the shell's build writes out as the prebuilt global CSS
 * (shared/build/global-css.ts), and what a page without that CSS renders with (tests, a remote on its own dev
 * server). Built on first use rather than when the module loads.
 */
export function getSystem(): System {
  created ??= withStyleCaches(createSystem(defaultBaseConfig, defaultTheme, defaultGlobals, config, globals));
  return created;
}

/** Marks the theme's global CSS when the page carries it prebuilt (shared/build/index-html.cjs). */
const PREBUILT_GLOBAL_CSS_SELECTOR = '[data-chakra-global]';

/**
 * The one Chakra v3 system every frontend renders with (host and remotes share it as a singleton: the shell's
 * AppProvider provides it). On the shell's page, which carries the global styles prebuilt and cached
 * (shared/build/global-css.ts), and in the server render for it, it is the same theme made without them
 * (Chakra's documented `preflight: false`, no `globalCss` or keyframes): ChakraProvider then inserts only what
 * such a system has, the layer order and the tokens as CSS variables (the same rules as the prebuilt CSS
 * carries, so nothing conflicts), and createSystem does not build the rest. Elsewhere, getSystem().
 * Measured against the former edit of Chakra's files that built the global styles only when read (issue 35): the
 * shell's first-load JavaScript 213.9 -> 214.0 KB gzip, but createSystem builds the tokens' CSS itself (Node,
 * median of 30 runs: 23.7 -> 66.6 ms; 69.7 ms with the whole theme). That CSS (28 KB) is not sent twice: the server
 * writes its style tag without the rules (prebuiltGlobalIds in render-with-queries.tsx), which Emotion's Global adopts
 * when the page hydrates instead of inserting them.
 * Built on first use, so the shell can build it in a task of its own (shell/src/bootstrap.tsx) instead of in the
 * one that evaluates every module: on a phone that task was long enough to hold back a tap.
 */
export function getPageSystem(): System {
  // The server renders for the shell's page, which links the prebuilt CSS.
  const prebuilt = typeof document === 'undefined' || document.querySelector(PREBUILT_GLOBAL_CSS_SELECTOR) !== null;
  if (!prebuilt) return getSystem();
  forPage ??= withStyleCaches(createSystem(defaultBaseConfig, defaultTheme, config, { preflight: false }));
  return forPage;
}

/** How many resolved style sets `css` keeps (a page uses a few hundred; all dropped once there are more). */
const RESOLVED_STYLES = 2000;
/** The scope of style sets whose first part is not an object. */
const EMPTY = {};

const isEmptyObject = (value: unknown) =>
  typeof value === 'object' && value !== null && !Array.isArray(value) && Object.keys(value).length === 0;

/** How many prop names `isValidProperty` keeps its answer for (the platform's code uses a few hundred). */
const PROPERTY_NAMES = 5000;

/**
 * The system with caches for what Chakra's styled factory (every `Box`, `Stack`, `Text`...) works out again on
 * every render of every element (`styled-system/factory.js`, `use-resolved-props.js`). A derived object: nothing
 * of Chakra's is written to, and each answer is the one Chakra gives.
 * - One recipe function per style config: the factory calls the system's `cva` with its component's config on
 *   every render, and each call built a new recipe function with empty caches (about 350 times on the
 *   landing page's server render). The config is the same object for every render of a component, so its
 *   recipe function is kept (weakly, by that object) and its caches serve the next element and page.
 * - Each element's resolved styles (`css(recipe styles, css prop, style props)`) are looked up by the recipe
 *   styles' object (Chakra's recipe function gives the same object for the same variants, every render) and the
 *   JSON of the rest (one native call on a few keys), rather than by Chakra's memo key (a string built by walking
 *   and sorting every nested key of all three; the recipe's styles are the largest), and come back serialized
 *   for Emotion: a copy of Chakra's result that also carries, not enumerable, the `name`
 *   and `styles` Emotion's `serializeStyles` gives it, so the factory's `serializeStyles([styles])` returns it
 *   as it is (a SerializedStyles is what Emotion takes as an interpolation) instead of writing the CSS text
 *   again. Its enumerable keys are Chakra's result's. A result is shared by every element that asks for it, so
 *   it is never changed once made and its serialization cannot go stale.
 * - Whether a prop is a style prop (`isValidProperty`, asked for every prop of every element, several times) is
 *   kept per prop name in a plain map: Chakra's memo built a key string and reordered its cache on every call.
 */
function withStyleCaches(system: System): System {
  const recipeFns = new WeakMap<object, unknown>();
  function cva<T extends RecipeVariantRecord>(config: RecipeDefinition<T>): RecipeRuntimeFn<T> {
    if (!config) return system.cva(config);
    let recipeFn = recipeFns.get(config) as RecipeRuntimeFn<T> | undefined;
    if (!recipeFn) recipeFns.set(config, (recipeFn = system.cva(config)));
    return recipeFn;
  }
  // Kept per first part (the recipe's styles), then by the JSON of the rest; all dropped once full.
  let resolved = new WeakMap<object, Map<string, SystemStyleObject>>();
  let count = 0;
  function css(...styles: SystemStyleObject[]): SystemStyleObject {
    // Empty parts add nothing: a component without a `css` prop passes a new `{}` first on every render, which as
    // the scope would never be found again (measured: every render of the landing page missed for its buttons,
    // containers and headings).
    const parts = styles.filter((part, i) => i === styles.length - 1 || !isEmptyObject(part));
    const [first, ...rest] = parts;
    const byFirst = typeof first === 'object' && first !== null;
    const key = JSON.stringify(byFirst ? rest : parts);
    const scope = byFirst ? first : EMPTY;
    let results = resolved.get(scope);
    let result = results?.get(key);
    if (result === undefined) {
      result = withSerialized(system.css(...styles));
      if (count >= RESOLVED_STYLES) [resolved, count, results] = [new WeakMap(), 0, undefined];
      if (!results) resolved.set(scope, (results = new Map()));
      results.set(key, result);
      count++;
    }
    return result;
  }
  const validity = new Map<string, boolean>();
  function isValidProperty(prop: string): boolean {
    let valid = validity.get(prop);
    if (valid === undefined) {
      valid = system.isValidProperty(prop);
      if (validity.size < PROPERTY_NAMES) validity.set(prop, valid);
    }
    return valid;
  }
  return Object.create(system, {
    cva: { value: cva },
    css: { value: css },
    isValidProperty: { value: isValidProperty },
  }) as System;
}

/**
 * A copy of `styles` (Chakra's result stays as Chakra made it) with Emotion's serialization of it as properties of
 * its own, not enumerable (see withStyleCaches).
 */
function withSerialized(styles: SystemStyleObject): SystemStyleObject {
  if (Object.prototype.hasOwnProperty.call(styles, 'styles')) return styles;
  // Emotion's `css` is its `serializeStyles` of its arguments.
  const { name, styles: text, next } = emotionCss(styles as Parameters<typeof emotionCss>[0]);
  return Object.defineProperties(Object.assign(Object.create(Object.getPrototypeOf(styles) as object | null), styles), {
    name: { value: name },
    styles: { value: text },
    next: { value: next },
  }) as SystemStyleObject;
}
