// Types of tools/bench-size-lib.mjs for the TypeScript that reads it (tools/prerender.tsx).
export interface ChunkGroups {
  entrypoints: string[];
  groups: Record<string, string[] | undefined>;
}
export declare function readChunkGroups(distDir: string): ChunkGroups;
export declare function sourcesOf(distDir: string, file: string): Set<string>;
