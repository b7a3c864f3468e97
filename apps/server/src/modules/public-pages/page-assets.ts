/** One chunk of the web app's build manifest (Vite's `.vite/manifest.json`). */
export interface ManifestChunk {
  file: string;
  isEntry?: boolean;
  imports?: string[];
  dynamicImports?: string[];
  css?: string[];
}

export type BuildManifest = Record<string, ManifestChunk>;

export interface PageAssets {
  /** Stylesheets the page's first paint needs beyond the entry's. */
  stylesheets: string[];
  /** Scripts the page hydrates with beyond the entry: its route modules and what they import. */
  scripts: string[];
}

/**
 * What a rendered page's route modules need from the build (docs/rendering.md): each module's
 * chunk and every chunk it imports, with their CSS. The parts a module loads lazily give their CSS
 * only: one that renders with the page must paint styled, but its code loads when hydration reaches
 * it, and one that does not render (a form's schema, the locator's map) is not the first load's to
 * pay for. The entry's own are already in index.html. A module missing from the manifest is a build
 * that does not match the server.
 */
export function pageAssets(manifest: BuildManifest, modules: readonly string[]): PageAssets {
  const stylesheets = new Set<string>();
  const scripts = new Set<string>();
  const seen = new Set<string>();
  const visit = (key: string, loads: boolean) => {
    const visitKey = `${loads}:${key}`;
    if (seen.has(visitKey)) return;
    seen.add(visitKey);
    const chunk = manifest[key];
    if (!chunk || chunk.isEntry) return;
    if (loads) scripts.add(`/${chunk.file}`);
    for (const file of chunk.css ?? []) stylesheets.add(`/${file}`);
    for (const imported of chunk.imports ?? []) visit(imported, loads);
  };
  for (const module of modules) {
    const chunk = manifest[module];
    if (!chunk) throw new Error(`the web build has no chunk for ${module}`);
    visit(module, true);
    for (const lazy of chunk.dynamicImports ?? []) visit(lazy, false);
  }
  return { stylesheets: [...stylesheets], scripts: [...scripts] };
}
