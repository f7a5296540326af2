/** The condominium a mandate, successor or dissolution page is about: number, name, address, state. */
import { fr } from '@codegouvfr/react-dsfr';
import { formaterAdresse } from '@registre/shared/domain/adresse';
import { EtatCopropriete } from '@registre/shared/domain/enums';
import { formaterImmatriculation } from '@registre/shared/domain/valeurs';

export interface CoproprieteResumee {
  immatriculation: string | null;
  nomCopropriete: string | null;
  adresseReference: string | null;
  codePostal: string | null;
  commune: string | null;
  etat: (typeof EtatCopropriete.values)[number];
}

export function FicheCopropriete({ copropriete: c }: { copropriete: CoproprieteResumee }) {
  // [issue 15] the reference address usually holds its postal code and town already: written once
  const adresse = formaterAdresse({ libelle: c.adresseReference, codePostal: c.codePostal, commune: c.commune });
  return (
    <section className={fr.cx('fr-mb-4w')} aria-labelledby="copropriete-titre">
      <h2 id="copropriete-titre">La copropriété</h2>
      <dl data-testid="fiche-copropriete">
        <dt className={fr.cx('fr-text--bold')}>Numéro d'immatriculation</dt>
        <dd>{c.immatriculation ? formaterImmatriculation(c.immatriculation) : '—'}</dd>
        <dt className={fr.cx('fr-text--bold')}>Nom</dt>
        <dd>{c.nomCopropriete ?? '—'}</dd>
        <dt className={fr.cx('fr-text--bold')}>Adresse de référence</dt>
        <dd>{adresse || '—'}</dd>
        <dt className={fr.cx('fr-text--bold')}>Statut</dt>
        <dd>{EtatCopropriete.labels[c.etat] ?? c.etat}</dd>
      </dl>
    </section>
  );
}
