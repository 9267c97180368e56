// The side-menu labels of the API link screens: the console's own (the admin side menu shows them
// on the first screen), while the rest of those screens' texts load with the screens
// (./packs/; src/i18n/areaTexts.ts).
export const apiLinkMenus = {
  apilinks: { menu: 'API Links' },
  transformations: { menu: 'Transformations' },
} as const;
