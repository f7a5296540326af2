/** `npm run routes:coverage`: the spec's route catalogue against the routes declared and implemented. */
import { CATALOGUE, ROUTES, cleRoute } from '@registre/shared/routes/index';
import { AREAS_IMPLEMENTEES } from '../src/areas.ts';

const implementees = new Set(
  Object.values(AREAS_IMPLEMENTEES)
    .flatMap((impls) => impls!)
    .map((i) => cleRoute(i.route.method, i.route.path)),
);
const faites = CATALOGUE.filter((c) => implementees.has(cleRoute(c.method, c.path)));
const manquantes = CATALOGUE.filter((c) => !implementees.has(cleRoute(c.method, c.path)));
const extensions = ROUTES.filter((r) => r.extension);

console.log(`implemented ${faites.length} / ${CATALOGUE.length} routes\n`);
const parArea = new Map<string, string[]>();
for (const m of manquantes) parArea.set(m.area, [...(parArea.get(m.area) ?? []), `${m.method} ${m.path} (spec ${m.spec})`]);
console.log('Implemented:');
for (const f of faites) console.log(`  ✔ ${f.method} ${f.path}  [${f.area}]`);
console.log('\nMissing, by area:');
for (const [area, lignes] of parArea) {
  console.log(`  ${area} (${lignes.length})`);
  for (const l of lignes) console.log(`    ✘ ${l}`);
}
if (extensions.length) {
  console.log('\nExtensions (not in the specs, needed by the product):');
  for (const e of extensions) console.log(`  + ${e.method} ${e.path}  — ${e.resume}`);
}
