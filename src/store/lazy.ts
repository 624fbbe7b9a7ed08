/**
 * The store's on-demand parts, loaded only through these functions. Keeping every `import()`
 * of them in this one module (part of the first download) lets the bundler see that the first
 * download is always present when they load, so their shared code stays in it instead of
 * being split into extra chunks every page must fetch.
 */
export const loadTour = () => import('./tour');
export const loadLab = () => import('./lab');
export const loadLink = () => import('./link');
