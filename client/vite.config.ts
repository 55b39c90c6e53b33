import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import zlib from 'node:zlib';
import react from '@vitejs/plugin-react';
import MagicString from 'magic-string';
import { visualizer } from 'rollup-plugin-visualizer';
import { defineConfig, type PluginOption, type Plugin } from 'vite';

const root = fileURLToPath(new URL('.', import.meta.url));
const backend = 'http://127.0.0.1:4000';

const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);

/**
 * Writes `<file>.br` (brotli 11) and `<file>.gz` (gzip 9) next to every emitted text asset of at
 * least 1 KB, once at build time; the server (sirv) picks one from Accept-Encoding
 * (docs/decisions/0008-transport-security.md). Source maps are left uncompressed.
 */
function precompress(): Plugin {
  const TEXT = /\.(js|mjs|css|html|svg|json|txt|webmanifest|xml)$/;
  return {
    name: 'precompress',
    apply: 'build',
    async writeBundle(options, bundle) {
      const dir = options.dir ?? path.join(root, 'dist');
      await Promise.all(
        Object.values(bundle).map(async (item) => {
          if (!TEXT.test(item.fileName)) return;
          const source = item.type === 'chunk' ? Buffer.from(item.code) : Buffer.from(item.source);
          if (source.byteLength < 1024) return;
          const file = path.join(dir, item.fileName);
          const [br, gz] = await Promise.all([
            brotli(source, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11, [zlib.constants.BROTLI_PARAM_SIZE_HINT]: source.byteLength } }),
            gzip(source, { level: 9 }),
          ]);
          await Promise.all([writeFile(`${file}.br`, br), writeFile(`${file}.gz`, gz)]);
        }),
      );
    },
  };
}

/**
 * Build-time counterpart of the client preset's babel/swc optimizer (docs/decisions/0017-landing-speed.md): each
 * `graphql(\`...\`)` call in client/src becomes an import of the typed document that gql.ts
 * maps that exact source text to (`XDocument` / `X_yFragmentDoc` of gql/graphql.ts), served as
 * its own small module so that every chunk carries only the documents it uses. gql/graphql.ts
 * holds all of them in one module, and a module is never split between chunks, so importing
 * from it directly would still put every operation of the app in the entry. The value is the
 * same document AST codegen wrote (one module per document, so one object, as before); types
 * still come from the `graphql()` overloads the type checker reads. A source text missing from
 * the map (codegen not re-run) is left as a graphql() call, with a warning.
 */
function graphqlDocuments(): Plugin {
  const gqlDir = path.join(root, 'src/gql');
  const srcDir = path.join(root, 'src');
  const PREFIX = '\0gql-document:';
  // A template literal without escapes or substitutions (its text is the map's key as written).
  const CALL = /\bgraphql\(\s*`((?:[^`\\$]|\$(?!\{))*)`\s*\)/g;
  const CALL_LEFT = /\bgraphql\(/;
  let byText: Map<string, string> | null = null;
  let asts: Map<string, string> | null = null;

  async function load(): Promise<void> {
    const gql = await readFile(path.join(gqlDir, 'gql.ts'), 'utf8');
    const start = gql.indexOf('const documents');
    const block = gql.slice(start, gql.indexOf('\n};', start));
    byText = new Map();
    for (const match of block.matchAll(/^\s*("(?:[^"\\]|\\.)*"): types\.(\w+),$/gm)) {
      byText.set(JSON.parse(match[1]!) as string, match[2]!);
    }
    const graphqlTs = await readFile(path.join(gqlDir, 'graphql.ts'), 'utf8');
    asts = new Map();
    for (const match of graphqlTs.matchAll(/^export const (\w+) = (\{.*\}) as unknown as DocumentNode<.*>;$/gm)) {
      asts.set(match[1]!, match[2]!);
    }
    if (byText.size === 0 || asts.size === 0) throw new Error('graphql-documents: no documents found in client/src/gql');
  }

  return {
    name: 'graphql-documents',
    apply: 'build',
    enforce: 'pre',
    async buildStart() {
      await load();
    },
    resolveId(id) {
      return id.startsWith(PREFIX) ? id : null;
    },
    load(id) {
      if (!id.startsWith(PREFIX)) return null;
      const ast = asts?.get(id.slice(PREFIX.length));
      if (!ast) this.error(`graphql-documents: no ${id.slice(PREFIX.length)} in client/src/gql/graphql.ts`);
      return `export default ${ast};\n`;
    },
    transform(code, id) {
      const file = id.split('?')[0]!;
      if (!/\.(ts|tsx)$/.test(file) || file.startsWith(gqlDir) || !file.startsWith(srcDir)) return null;
      if (!code.includes('graphql(') || !byText) return null;
      const out = new MagicString(code);
      const imports = new Map<string, string>();
      for (const match of code.matchAll(CALL)) {
        const name = byText.get(match[1]!);
        if (!name) {
          // Left as a graphql() call (gql.ts's map then comes back into this chunk), as before.
          this.warn(
            `a graphql() document in ${path.relative(root, file)} is not in client/src/gql/gql.ts (stale codegen?): run \`npx graphql-codegen --config codegen.ts\``,
          );
          continue;
        }
        const local = `__gql_${name}`;
        imports.set(name, local);
        out.overwrite(match.index, match.index + match[0].length, local);
      }
      if (imports.size === 0) return null;
      // The graphql() import is now unused: drop it, so gql.ts (whose map reads every document) is
      // not part of the module graph at all.
      const IMPORT = /^import \{ graphql \} from '(?:\.\.?\/)+gql';\r?\n/m;
      const imported = IMPORT.exec(code);
      if (imported && !CALL_LEFT.test(out.toString().replace(IMPORT, ''))) {
        out.remove(imported.index, imported.index + imported[0].length);
      }
      for (const [name, local] of imports) out.prepend(`import ${local} from ${JSON.stringify(PREFIX + name)};\n`);
      return { code: out.toString(), map: out.generateMap({ hires: true, source: file }) };
    },
  };
}

/**
 * Preloads the Roboto files the first screen paints with (latin 400 and 700, hashed names known
 * only after bundling), so they arrive with the stylesheet and `font-display: optional`
 * (app/fonts.css) uses them from the first paint: no fallback-to-Roboto swap, no layout shift.
 */
function preloadFonts(files: RegExp): Plugin {
  return {
    name: 'preload-fonts',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(_html, ctx) {
        const fonts = Object.keys(ctx.bundle ?? {}).filter((file) => files.test(file)).sort();
        return fonts.map((file) => ({
          tag: 'link',
          attrs: { rel: 'preload', as: 'font', type: 'font/woff2', href: `/${file}`, crossorigin: '' },
          injectTo: 'head-prepend' as const,
        }));
      },
    },
  };
}

/**
 * `ANALYZE=1 npx vite build --config client/vite.config.ts`: the bundle analyzer writes what every
 * chunk holds (rendered and gzip sizes per module) to `.data/bundle/` (untracked, outside
 * client/dist): `stats.html` (treemap to open in a browser) and `stats.json` (raw data for
 * scripts). Off by default: it adds seconds to every build. docs/decisions/0017-landing-speed.md
 */
function analyzer(): PluginOption[] {
  if (!process.env.ANALYZE) return [];
  const out = path.join(root, '../.data/bundle');
  return [
    visualizer({ filename: path.join(out, 'stats.html'), template: 'treemap', gzipSize: true, brotliSize: true }),
    visualizer({ filename: path.join(out, 'stats.json'), template: 'raw-data', gzipSize: true }),
  ];
}

export default defineConfig({
  root,
  plugins: [
    graphqlDocuments(),
    react(),
    preloadFonts(/roboto-latin-(400|700)-normal-[\w-]+\.woff2$/),
    precompress(),
    ...analyzer(),
  ],
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    sourcemap: true,
    target: 'es2022',
    chunkSizeWarningLimit: 600,
    // Every browser the app supports has <link rel="modulepreload">.
    modulePreload: { polyfill: false },
    rolldownOptions: {
      output: {
        codeSplitting: {
          // Everything the entry statically needs in one chunk: the first screen's code arrives
          // in one request and compresses as a whole, instead of as thirty small shared chunks
          // that each restart compression (docs/decisions/0017-landing-speed.md).
          groups: [{ name: 'entry', tags: ['$initial'] }],
        },
      },
    },
  },
  server: {
    port: 5173,
    strictPort: true,
    // The production builds (scripts/build-web.mjs) are not sources: a build during `npm run dev`
    // must not reload the page.
    watch: { ignored: ['**/.builds/**', '**/dist/**'] },
    proxy: {
      '/api': { target: backend, changeOrigin: true },
      '/graphql': { target: backend, changeOrigin: true, ws: true },
      '/dev': { target: backend, changeOrigin: true },
    },
  },
  preview: {
    port: 4173,
    proxy: {
      '/api': { target: backend, changeOrigin: true },
      '/graphql': { target: backend, changeOrigin: true, ws: true },
      '/dev': { target: backend, changeOrigin: true },
    },
  },
});
