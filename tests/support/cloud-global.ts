/** Starts ONE local cloud (in memory, random ports, captcha bypass on) for a whole test project. */
import type { TestProject } from 'vitest/node';
import { demarrerCloudLocal } from '@registre/infra/local/src/cloud';

declare module 'vitest' {
  export interface ProvidedContext {
    cloud: { url: string; env: Record<string, string>; comptesDemo: { login: string; motDePasse: string; profil: string }[] };
  }
}

export default async function setup(project: TestProject) {
  const cloud = await demarrerCloudLocal({ enMemoire: true, silencieux: true, captchaBypass: true });
  project.provide('cloud', { url: cloud.url, env: cloud.env, comptesDemo: cloud.comptesDemo });
  return () => cloud.arreter();
}
