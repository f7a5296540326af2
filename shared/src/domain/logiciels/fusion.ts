/**
 * [issue 25] An annual update sent by a syndic's software carries only the blocks, and in them only the fields,
 * that change: they are laid over the update draft opened from the declaration in force (the form's starting
 * point: for an annual update, the new exercise's empty financial block), and what is absent stays as declared.
 * A field given `null` is emptied, as the form empties it; a list given replaces the list (addresses, parcels). The
 * mandate block is never part of an update.
 */

/** The blocks an update may change. */
export const BLOCS_MISE_A_JOUR = ['identification', 'procedures', 'donneesFinancieres', 'donneesTechniques'] as const;
export type BlocMiseAJour = (typeof BLOCS_MISE_A_JOUR)[number];

type Blocs = Partial<Record<BlocMiseAJour, object | null | undefined>>;

/** The blocks of `base` with the fields given in `maj` laid over them, field by field (a new object; base unchanged). */
export function fusionnerBlocs<B extends Blocs>(base: B, maj: Blocs): B {
  const resultat: Blocs = { ...base };
  for (const bloc of BLOCS_MISE_A_JOUR) {
    const champs = maj[bloc];
    if (!champs) continue;
    const donnes = Object.entries(champs).filter(([, v]) => v !== undefined);
    resultat[bloc] = { ...(base[bloc] ?? {}), ...Object.fromEntries(donnes) };
  }
  return resultat as B;
}
