/**
 * APE (NAF) codes allowed per declarant type (spec 001 §5; spec 000 §5). The specs fix two: notary office
 * 6910Z and social landlords 6820A. The rest is our choice, written here once:
 *  - PRO (professional syndic): 6832A administration d'immeubles, 6831Z agences immobilières, and the social
 *    landlords' 6820A (organismes HLM acting as syndic);
 *  - NON_PRO (volunteer syndic, registered legal person such as a cooperative syndicate or an ASL):
 *    9499Z organisations à adhésion volontaire, 6820B location de terrains et autres biens, 6832A, 6820A;
 *  - NOTAIRE (and the notary's users): 6910Z activités juridiques.
 * Labels come from @socialgouv/codes-naf, whose ids are dotted (69.10Z); the spec writes 6910Z.
 */
import naf from '@socialgouv/codes-naf';

export const CODES_APE_PAR_TYPE: Record<string, readonly string[]> = {
  PRO: ['6832A', '6831Z', '6820A'],
  NON_PRO: ['9499Z', '6820B', '6832A', '6820A'],
  NOTAIRE: ['6910Z'],
  NOTAIRE_NOTAIRE: ['6910Z'],
  NOTAIRE_COLLABORATEUR: ['6910Z'],
};

const libelles = new Map((naf as { id: string; label: string }[]).map((c) => [c.id.replace('.', ''), c.label]));

/** '43.21Z' or '4321Z' -> '4321Z' */
export const normaliserApe = (code: string) => code.trim().toUpperCase().replace('.', '');
export const libelleApe = (code: string) => libelles.get(normaliserApe(code)) ?? null;
export const codesApeAutorises = (type: string) =>
  (CODES_APE_PAR_TYPE[type] ?? []).map((code) => ({ code, libelle: libelles.get(code) ?? code }));
export const apeAutorise = (type: string, code: string) => (CODES_APE_PAR_TYPE[type] ?? []).includes(normaliserApe(code));
