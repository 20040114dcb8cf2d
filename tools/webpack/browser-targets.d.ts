/** The supported browsers of package.json's browserslist, resolved ("safari 18.2", "ios_saf 18.5-18.7", ...). */
export function supportedBrowsers(): string[];
/** swc's `env.targets`: the oldest version of each engine in `browsers`, under swc's names. */
export function swcTargets(browsers?: string[]): Record<string, string>;
/** esbuild's `target`: the same oldest versions, in esbuild's names (chrome, edge, firefox, ios, safari). */
export function esbuildTargets(browsers?: string[]): string[];
