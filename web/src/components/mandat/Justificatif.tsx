/**
 * The supporting PDF of a mandate (spec 000 §5, §9): the file input, checked before upload (PDF, 5 MB at most),
 * deposited by presigned POST then checked by the server (`/api/documents/verifier`); the state it shows (in
 * progress, verified, refused) is announced politely to screen readers. Used by the attachment and renewal forms.
 */
import { useCallback, useState } from 'react';
import { fr } from '@codegouvfr/react-dsfr';
import { refusFichier, televerserJustificatif, type Justificatif } from './televersement.ts';

export interface EtatJustificatif {
  justificatif: Justificatif | null;
  erreur: string | null;
  depot: boolean;
  /** the chosen file: checked, deposited and verified (or its refusal shown) */
  choisir: (fichier: File | undefined) => Promise<void>;
  /** a message on the field (missing file, the server's refusal at submission); null clears it */
  signaler: (message: string | null) => void;
}

export function useJustificatif(): EtatJustificatif {
  const [justificatif, setJustificatif] = useState<Justificatif | null>(null);
  const [erreur, setErreur] = useState<string | null>(null);
  const [depot, setDepot] = useState(false);

  const choisir = useCallback(async (fichier: File | undefined) => {
    setJustificatif(null);
    setErreur(null);
    if (!fichier) return;
    const refus = refusFichier(fichier);
    if (refus) {
      setErreur(refus);
      return;
    }
    setDepot(true);
    try {
      setJustificatif(await televerserJustificatif(fichier));
    } catch (e) {
      setErreur(e instanceof Error ? e.message : 'Le dépôt du fichier a échoué : réessayez.');
    } finally {
      setDepot(false);
    }
  }, []);

  return { justificatif, erreur, depot, choisir, signaler: setErreur };
}

export const ID_CHAMP_JUSTIFICATIF = 'justificatif-fichier';

/** The file field of the supporting document; `libelle` defaults to "Fichier du justificatif". */
export function ChampJustificatif({
  etat,
  libelle = 'Fichier du justificatif',
  obligatoire = false,
}: {
  etat: EtatJustificatif;
  libelle?: string;
  obligatoire?: boolean;
}) {
  const { justificatif, erreur, depot, choisir } = etat;
  return (
    <div className={fr.cx('fr-upload-group', erreur ? 'fr-input-group--error' : undefined)}>
      <label className={fr.cx('fr-label')} htmlFor={ID_CHAMP_JUSTIFICATIF}>
        {libelle}
        <span className={fr.cx('fr-hint-text')}>{obligatoire ? 'Obligatoire. ' : ''}Format PDF uniquement, 5 Mo au maximum.</span>
      </label>
      <input
        className={fr.cx('fr-upload')}
        type="file"
        id={ID_CHAMP_JUSTIFICATIF}
        accept=".pdf,application/pdf"
        disabled={depot}
        aria-describedby={erreur ? 'justificatif-erreur' : 'justificatif-etat'}
        aria-required={obligatoire || undefined}
        onChange={(e) => void choisir(e.target.files?.[0])}
      />
      <div aria-live="polite">
        {depot && <p className={fr.cx('fr-info-text')}>Dépôt et vérification du fichier…</p>}
        {justificatif && (
          <p className={fr.cx('fr-valid-text')} id="justificatif-etat">
            Justificatif vérifié : {justificatif.nomFichier}
          </p>
        )}
        {erreur && (
          <p className={fr.cx('fr-error-text')} id="justificatif-erreur">
            {erreur}
          </p>
        )}
      </div>
    </div>
  );
}
