import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createTestInfra } from '@portal/service-kit/testing';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse, { desktopConfig } from 'lighthouse';
import { ROOT, startStack } from '../scripts/stack';
import { seedAll } from '../scripts/seed';

export interface PageScore {
  page: string;
  url: string;
  performance: number;
  firstContentfulPaintMs: number;
  largestContentfulPaintMs: number;
  totalBlockingTimeMs: number;
  cumulativeLayoutShift: number;
  speedIndexMs: number;
  transferredKb: number;
  /** audits of the performance category that fail (score under 0.5): where the time goes */
  failing: string[];
  /** the element Lighthouse took as the largest paint (its HTML, shortened) */
  largestElement?: string;
  /** Lighthouse could not measure (e.g. NO_FCP on an overloaded machine), even after a retry */
  runtimeError?: string;
}

export interface LighthouseBenchResult {
  /** mobile: Lighthouse's default (simulated slow 4G, 4x CPU slowdown); desktop: its desktop preset */
  mobile: PageScore[];
  desktop: PageScore[];
  lowestMobile: number;
  lowestDesktop: number;
  /** the machine's 1-minute load average before and after the runs: a shared machine skews the figures */
  loadAverage: { before: number; after: number };
}

const CHROME_FLAGS = [
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];

/** Public ids of one club and one competition of the demo data, for their pages. */
async function samplePages(gatewayUrl: string): Promise<Record<string, string>> {
  const get = async (p: string) => (await (await fetch(`${gatewayUrl}${p}`)).json()) as unknown;
  const competitions = (await get('/api/publicResources/competitions?page=0&size=1')) as {
    content: { publicLink: string }[];
  };
  const clubs = (await get('/api/publicResources/clubsPubList')) as
    { publicLinkId: string }[] | { content: { publicLinkId: string }[] };
  const club = (Array.isArray(clubs) ? clubs : clubs.content).find((c) => c.publicLinkId);
  const pages: Record<string, string> = {
    dashboard: '#/',
    competitionList: '#/competitionList',
    results: '#/results',
    clubList: '#/clubList',
  };
  if (club) pages.club = `#/vereine/${club.publicLinkId}`;
  const competition = competitions.content[0];
  if (competition) pages.competition = `#/competitionDetails/${competition.publicLink}`;
  return pages;
}

const ms = (audits: Record<string, { numericValue?: number }>, id: string) =>
  Math.round(audits[id]?.numericValue ?? Number.NaN);

/**
 * Lighthouse performance of every public page, served by the real gateway from the production
 * build (web/dist) with the demo data, in Debian's Chromium with a fresh profile per run.
 */
/** The LCP element's snippet from the audit's details (a table whose first row holds the node). */
function largestElement(details: unknown): string | undefined {
  const find = (value: unknown): string | undefined => {
    if (!value || typeof value !== 'object') return undefined;
    const node = value as { type?: string; snippet?: string };
    if (node.type === 'node' && node.snippet) return node.snippet.slice(0, 120);
    for (const child of Object.values(value)) {
      const found = find(child);
      if (found) return found;
    }
    return undefined;
  };
  return find(details);
}

export async function benchLighthouse(): Promise<LighthouseBenchResult> {
  const webDist = path.join(ROOT, 'web/dist');
  if (!fs.existsSync(path.join(webDist, 'index.html')))
    throw new Error('no web build: run `npm run build -w web` first');
  const loadBefore = +os.loadavg()[0]!.toFixed(1);
  const infra = await createTestInfra('benchlh');
  const stack = await startStack({ env: { ...infra.env, LOG_LEVEL: 'warn' }, freePorts: true, webDist });
  const userDataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'lighthouse-chromium-'));
  let chrome: chromeLauncher.LaunchedChrome | undefined;
  try {
    await seedAll(infra.databaseUrl, () => undefined);
    const pages = await samplePages(stack.gatewayUrl);
    chrome = await chromeLauncher.launch({
      chromePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      chromeFlags: [...CHROME_FLAGS, `--user-data-dir=${userDataDir}`],
      userDataDir: false,
    });
    // LIGHTHOUSE_PAGES=competitionList,results: only those (a quicker look at one change)
    const only = process.env.LIGHTHOUSE_PAGES?.split(',');
    const run = async (preset: 'mobile' | 'desktop') => {
      const scores: PageScore[] = [];
      for (const [page, hash] of Object.entries(pages))
        if (!only || only.includes(page)) scores.push(await score(preset, page, hash));
      return scores;
    };
    const measure = async (preset: 'mobile' | 'desktop', url: string) => {
      const result = await lighthouse(
        url,
        { port: chrome!.port, output: 'json', logLevel: 'error', onlyCategories: ['performance'] },
        preset === 'desktop' ? desktopConfig : undefined,
      );
      if (!result) throw new Error(`lighthouse returned nothing for ${url}`);
      return result.lhr;
    };
    const score = async (preset: 'mobile' | 'desktop', page: string, hash: string) => {
      const url = `${stack.gatewayUrl}/${hash}`;
      let lhr = await measure(preset, url);
      if (lhr.runtimeError) lhr = await measure(preset, url); // one retry: a loaded machine may time out
      const { categories, audits } = lhr;
      const failing = (categories.performance?.auditRefs ?? [])
        .filter((ref) => ref.group !== 'metrics')
        .map((ref) => audits[ref.id])
        .filter((audit) => audit && audit.score !== null && audit.score < 0.5)
        .map((audit) => `${audit!.id}${audit!.displayValue ? ` (${audit!.displayValue})` : ''}`);
      const figures: PageScore = {
        page,
        url: `/${hash}`,
        performance: Math.round((categories.performance?.score ?? 0) * 100),
        firstContentfulPaintMs: ms(audits, 'first-contentful-paint'),
        largestContentfulPaintMs: ms(audits, 'largest-contentful-paint'),
        totalBlockingTimeMs: ms(audits, 'total-blocking-time'),
        cumulativeLayoutShift: +(audits['cumulative-layout-shift']?.numericValue ?? 0).toFixed(3),
        speedIndexMs: ms(audits, 'speed-index'),
        transferredKb: Math.round((audits['total-byte-weight']?.numericValue ?? 0) / 1024),
        failing,
        largestElement: largestElement(audits['largest-contentful-paint-element']?.details),
        ...(lhr.runtimeError ? { runtimeError: lhr.runtimeError.code } : {}),
      };
      console.log(
        `${preset} ${page}: ${figures.performance} ${failing.join(', ')} LCP: ${figures.largestElement}`,
      );
      return figures;
    };
    const mobile = await run('mobile');
    const desktop = await run('desktop');
    const lowest = (scores: PageScore[]) => Math.min(...scores.map((s) => s.performance));
    return {
      mobile,
      desktop,
      lowestMobile: lowest(mobile),
      lowestDesktop: lowest(desktop),
      loadAverage: { before: loadBefore, after: +os.loadavg()[0]!.toFixed(1) },
    };
  } finally {
    chrome?.kill();
    fs.rmSync(userDataDir, { recursive: true, force: true });
    await stack.stop();
    await infra.cleanup();
  }
}
