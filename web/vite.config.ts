import fs from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';
import crypto from 'node:crypto';
import zlib from 'node:zlib';
import type { OutputBundle, OutputChunk } from 'rollup';
import { build as viteBuild, defineConfig, type Plugin, type Rollup } from 'vite';
import react from '@vitejs/plugin-react';
import type { CompetitionBootTexts } from './src/boot/competitionPaint';
import { de } from './src/i18n/de';
import { en } from './src/i18n/en';
import { publicDe } from './src/i18n/public.de';
import { publicEn } from './src/i18n/public.en';
import { signUpDe } from './src/i18n/signup.de';
import { signUpEn } from './src/i18n/signup.en';

const apiProxy = { '/api': { target: 'http://127.0.0.1:8080', changeOrigin: false } };

const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);

/**
 * Writes a .br and a .gz twin next to every compressible build file of 1 KB or more, so the
 * gateway sends them by Accept-Encoding without compressing on each request.
 */
function precompress(): Plugin {
  let outDir = 'dist';
  return {
    name: 'precompress',
    apply: 'build',
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir);
    },
    async closeBundle() {
      const files = fs
        .readdirSync(outDir, { recursive: true, encoding: 'utf8' })
        .filter((file) => /\.(js|mjs|css|html|svg|json|txt|map|ico|webmanifest)$/.test(file))
        .map((file) => path.join(outDir, file))
        .filter((file) => fs.statSync(file).size >= 1024);
      await Promise.all(
        files.map(async (file) => {
          const content = fs.readFileSync(file);
          const [br, gz] = await Promise.all([
            brotli(content, {
              params: {
                [zlib.constants.BROTLI_PARAM_QUALITY]: zlib.constants.BROTLI_MAX_QUALITY,
                [zlib.constants.BROTLI_PARAM_SIZE_HINT]: content.length,
              },
            }),
            gzip(content, { level: zlib.constants.Z_BEST_COMPRESSION }),
          ]);
          fs.writeFileSync(`${file}.br`, br);
          fs.writeFileSync(`${file}.gz`, gz);
        }),
      );
    },
  };
}

/** First segment of the hash route (`#/vereine/abc` → `vereine/`) → the public page's module. */
const ROUTE_PAGES: Record<string, string> = {
  '': 'pages/DashboardPage.tsx',
  dashboard: 'pages/DashboardPage.tsx',
  competitionList: 'public/CompetitionListPage.tsx',
  results: 'public/ResultsPage.tsx',
  clubList: 'public/ClubListPage.tsx',
  vereine: 'public/ClubListPage.tsx',
  'vereine/': 'public/ClubPage.tsx',
  'competitionDetails/': 'public/CompetitionDetailsPage.tsx',
};

/**
 * What the boot script paints per route and language, from the same texts the pages show: the
 * public list pages' heading, and for guests the dashboard's heading and introduction (its
 * largest paint). `guest`: only without a stored token (a signed-in user sees a welcome instead).
 */
interface BootPage {
  title: { de: string; en: string };
  intro?: { de: string; en: string };
  guest?: true;
}
const texts = { de: publicDe.publicPortal, en: publicEn.publicPortal };
const titlesOf = (pick: (t: typeof texts.de) => string) => ({ de: pick(texts.de), en: pick(texts.en) });
const guestDashboard: BootPage = {
  title: { de: de.dashboard.guestTitle, en: en.dashboard.guestTitle },
  intro: { de: de.dashboard.guestIntro, en: en.dashboard.guestIntro },
  guest: true,
};
const BOOT_PAGES: Record<string, BootPage> = {
  '': guestDashboard,
  dashboard: guestDashboard,
  competitionList: { title: titlesOf((t) => t.list.title) },
  results: { title: titlesOf((t) => t.results.title) },
  clubList: { title: titlesOf((t) => t.clubs.title) },
  vereine: { title: titlesOf((t) => t.clubs.title) },
};

const BOOT_TITLE_PLACEHOLDER = '<!--boot-title-->';

/**
 * Inline, right after the HTML app bar (the gateway's CSP allows it by its hash): it shows the
 * page's heading (and the guest dashboard's introduction) in the stored language where the page
 * will show it, in the document's first paint, so a slow connection shows what page this is long
 * before the shell has arrived. React's first render replaces it with the page's own elements.
 */
const bootTitleScript = () =>
  `(function(){var t=${JSON.stringify(BOOT_PAGES)}[location.hash.replace(/^#\\/?/,'').split('?')[0].replace(/\\/$/,'')];` +
  "var b=document.getElementById('boot-bar');if(!t||!b)return;var g,s;" +
  "try{g=localStorage.getItem('locale');s=localStorage.getItem('token')||sessionStorage.getItem('token')}catch(e){}" +
  "if(t.guest&&s)return;var w=document.createElement('div');w.id='boot-page';w.setAttribute('aria-hidden','true');" +
  "var h=document.createElement('div');h.id='boot-title';h.textContent=t.title[g]||t.title.de;w.appendChild(h);" +
  "if(t.intro){var p=document.createElement('p');p.id='boot-intro';p.textContent=t.intro[g]||t.intro.de;w.appendChild(p)}" +
  'b.parentNode.appendChild(w)})();';

const competitionTexts = (portal: typeof publicDe.publicPortal, signUp: typeof signUpDe.signUp) =>
  ({
    places: portal.columns.places,
    waitingListOnly: portal.places.waitingListOnly,
    full: portal.places.full,
    information: portal.details.information,
    button: signUp.button,
  }) satisfies CompetitionBootTexts;

/**
 * The competition and club pages' boot script (src/boot/detailBoot.ts with the pure helpers it
 * shares with the pages, and its texts of both languages), built on its own into one minified
 * IIFE to be inlined in index.html.
 */
async function detailBootScript(root: string): Promise<string> {
  const texts = {
    de: competitionTexts(publicDe.publicPortal, signUpDe.signUp),
    en: competitionTexts(publicEn.publicPortal, signUpEn.signUp),
  };
  const result = (await viteBuild({
    configFile: false,
    root,
    logLevel: 'warn',
    define: { BOOT_COMPETITION_TEXTS: JSON.stringify(texts) },
    build: {
      write: false,
      copyPublicDir: false,
      minify: true,
      target: 'es2017',
      lib: { entry: 'src/boot/detailBoot.ts', formats: ['iife'], name: 'portalDetailBoot' },
    },
  })) as Rollup.RollupOutput | Rollup.RollupOutput[];
  const output = Array.isArray(result) ? result[0]! : result;
  return output.output[0].code.trim();
}

/** The chunk and every chunk it imports statically, without the ones the entry already loads. */
const chunkFiles = (bundle: OutputBundle, chunk: OutputChunk, shell: Set<string>): string[] => {
  const seen = new Set<string>();
  const visit = (file: string) => {
    if (seen.has(file) || shell.has(file)) return;
    seen.add(file);
    const next = bundle[file];
    if (next?.type === 'chunk') next.imports.forEach(visit);
  };
  visit(chunk.fileName);
  return [...seen];
};

/**
 * A tiny async script (external: the CSP allows no inline script) that adds `<link rel=modulepreload>`
 * for the current public page's chunks and the shell's texts of the stored language while the shell
 * still downloads, so the page chunk is not
 * requested only after the shell has run (one round trip less before the page can render). It
 * also puts the inline boot-title script in place of `<!--boot-title-->` in index.html.
 */
function routePreload(): Plugin {
  let outDir = 'dist';
  let root = '.';
  let script: { fileName: string; source: string } | undefined;
  return {
    name: 'route-preload',
    apply: 'build',
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir);
      root = config.root;
    },
    transformIndexHtml: {
      order: 'post',
      async handler(html, context) {
        const bundle = context.bundle;
        if (!bundle) return undefined;
        const chunks = Object.values(bundle).filter((item): item is OutputChunk => item.type === 'chunk');
        const entry = chunks.find((chunk) => chunk.isEntry);
        const shell = new Set<string>();
        const collect = (file: string) => {
          if (shell.has(file)) return;
          shell.add(file);
          const next = bundle[file];
          if (next?.type === 'chunk') next.imports.forEach(collect);
        };
        if (entry) collect(entry.fileName);
        const map: Record<string, string[]> = {};
        for (const [route, module] of Object.entries(ROUTE_PAGES)) {
          // by facade, else by module: a page whose chunk also holds other modules has no facade
          // (the competition page was missed so, and its chunk waited for the shell)
          const chunk =
            chunks.find((item) => item.facadeModuleId?.endsWith(`/src/${module}`)) ??
            chunks.find((item) => item.moduleIds.some((id) => id.endsWith(`/src/${module}`)));
          if (chunk) map[route] = chunkFiles(bundle, chunk, shell);
        }
        // the shell's texts of each language (src/i18n/shell/<language>.ts), under `lang:<language>`
        for (const chunk of chunks) {
          // by module, not facadeModuleId: a dynamic entry sharing its chunk has no facade
          const entryModule = chunk.moduleIds.find((id) => /\/src\/i18n\/shell\/\w+\.ts$/.test(id));
          const language = /\/(\w+)\.ts$/.exec(entryModule ?? '')?.[1];
          if (language) map[`lang:${language}`] = chunkFiles(bundle, chunk, shell);
        }
        const source =
          `(function(){var m=${JSON.stringify(map)};` +
          "var p=location.hash.replace(/^#\\/?/,'').split(/[/?]/);var k=p[0]||'';" +
          "if(p.length>1&&p[1]&&m[k+'/'])k+='/';var g;try{g=localStorage.getItem('locale')}catch(e){}" +
          "(m[k]||[]).concat(m['lang:'+g]||m['lang:de']||[]).forEach(function(f){" +
          "var l=document.createElement('link');l.rel='modulepreload';l.href=f;document.head.appendChild(l)})})();\n";
        const hash = crypto.createHash('sha256').update(source).digest('base64url').slice(0, 8);
        script = { fileName: `assets/route-preload-${hash}.js`, source };
        // the shell is downloaded at once (modulepreload) but run once a competition or club page's
        // boot paint is on screen (window.portalBoot, at most a second): run before it, it would
        // replace the paint before the browser showed it
        const entryTag = new RegExp(
          `<script type="module" crossorigin src="(\\./${entry?.fileName})"></script>`,
        );
        if (!entryTag.test(html))
          throw new Error('route-preload: the entry script of index.html was not found');
        const withEntry = html.replace(
          entryTag,
          (_tag, src: string) =>
            `<link rel="modulepreload" crossorigin href="${src}">\n` +
            `<script type="module">(window.portalBoot||Promise.resolve()).then(function(){import('${src}')})</script>`,
        );
        const boot = `<script>${bootTitleScript()}</script>\n<script>${await detailBootScript(root)}</script>`;
        return {
          html: withEntry.replace(BOOT_TITLE_PLACEHOLDER, boot),
          tags: [{ tag: 'script', attrs: { src: `./${script.fileName}`, async: true }, injectTo: 'head' }],
        };
      },
    },
    closeBundle() {
      if (script) fs.writeFileSync(path.join(outDir, script.fileName), script.source);
    },
  };
}

export default defineConfig({
  plugins: [react(), routePreload(), precompress()],
  // relative asset paths: the gateway may serve the build under any prefix
  base: './',
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    // the real budget is gzip size on first load (<= 250 KB); raw size of the shell chunk is ~630 KB
    chunkSizeWarningLimit: 800,
  },
  server: { proxy: apiProxy },
  preview: { proxy: apiProxy },
});
