/** Starts ONE local cloud (in memory, random ports, captcha bypass on) for a whole test project. */
import type { TestProject } from 'vitest/node';
import type { OptionsCloud } from '@registre/infra/local/src/cloud';
import { creerAutorite, type Paire } from '@registre/infra/local/src/pki';
import { randomUUID } from 'node:crypto';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { bilanContrat } from './contrat.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    cloud: {
      url: string;
      env: Record<string, string>;
      comptesDemo: { login: string; motDePasse: string; profil: string }[];
      /** the notaries' mutual-TLS entrance, which trusts `ac` (the tests' own authority, generated here) */
      mtls: { url: string; caServeur: string; ac: Paire };
      oidc: { issuer: string; agents: { login: string; nom: string; niveau: string }[]; motDePasse: string };
    };
    /** [issue 27] the file where the contract check (contrat.ts) records the answers outside the OpenAPI document */
    contrat: string;
  }
}

/**
 * The cloud of one project (integration, e2e), its endpoints and accounts handed to the test files through
 * `provide` (read with `inject('cloud')`); `options` are those of the project's cloud (e2e: compressed workflow waits).
 */
export async function demarrerPourProjet(project: TestProject, options: Pick<OptionsCloud, 'attenteWorkflowsMs'> = {}) {
  const debut = Date.now();
  // the handlers run in this process: their logger reads its level when first imported, so before the cloud's modules
  process.env.POWERTOOLS_LOG_LEVEL ??= 'SILENT';
  const { demarrerCloudLocal } = await import('@registre/infra/local/src/cloud');
  const ac = creerAutorite('AC des tests du registre');
  const cloud = await demarrerCloudLocal({
    enMemoire: true,
    silencieux: true,
    captchaBypass: true,
    mtls: { ca: ac.cert },
    jvmCourte: true,
    ...options,
  });
  console.log(`[${project.name}] nuage local démarré en ${((Date.now() - debut) / 1000).toFixed(1)} s`);
  project.provide('cloud', {
    url: cloud.url,
    env: cloud.env,
    comptesDemo: cloud.comptesDemo,
    mtls: { url: cloud.mtls!.url, caServeur: cloud.mtls!.caServeur, ac },
    oidc: cloud.oidc,
  });
  const contrat = join(tmpdir(), `registre-contrat-${randomUUID()}.jsonl`);
  project.provide('contrat', contrat);
  return async () => {
    await cloud.arreter();
    // [issue 27] any answer of the run outside the OpenAPI document fails it
    const bilan = bilanContrat(contrat);
    if (bilan) throw new Error(bilan);
  };
}

export default (project: TestProject) => {
  // the analyses of PDFs that never end run out of time in 3 s instead of 8 (4 upload routes × 18 tests wait for it);
  // read when the handlers' modules load, so before the cloud starts
  process.env.PDF_DELAI_ANALYSE_MS ??= '3000';
  return demarrerPourProjet(project);
};
