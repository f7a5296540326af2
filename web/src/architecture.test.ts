/**
 * The SPA's layout, checked with the unit tests (issue 24): no import cycle in web/src, no import that runs upward
 * (main → router → shell → pages → features → components → api, auth → lib → @registre/shared), no page importing
 * another page — the rules of web/.dependency-cruiser.cjs, the same check as `npm run -w web lint:web` — and no
 * file over 500 lines.
 */
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const WEB = fileURLToPath(new URL('..', import.meta.url));
const depcruise = [join(WEB, 'node_modules'), join(WEB, '..', 'node_modules')]
  .map((d) => join(d, 'dependency-cruiser', 'bin', 'dependency-cruise.mjs'))
  .find((f) => existsSync(f))!;

const fichiers = (dossier: string): string[] =>
  readdirSync(dossier, { withFileTypes: true }).flatMap((e) =>
    e.isDirectory() ? fichiers(join(dossier, e.name)) : /\.(ts|tsx|css)$/.test(e.name) ? [join(dossier, e.name)] : [],
  );

describe('the layout of web/src', () => {
  it('has no import cycle, no upward import and no page importing another page', { timeout: 120_000 }, () => {
    const r = spawnSync(process.execPath, [depcruise, 'src', '--config', '.dependency-cruiser.cjs', '--output-type', 'err'], {
      cwd: WEB,
      encoding: 'utf8',
    });
    expect(r.status, `${r.stdout}${r.stderr}`).toBe(0);
  });

  it('has no file over 500 lines', () => {
    const longs = fichiers(join(WEB, 'src'))
      .map((f) => ({ f: f.slice(WEB.length), lignes: readFileSync(f, 'utf8').split('\n').length - 1 }))
      .filter((x) => x.lignes > 500);
    expect(longs).toEqual([]);
  });
});
