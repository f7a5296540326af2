/**
 * [issue 27, point 8] The mandate's supporting PDF at registration (spec 000 §3 `infoRattachement`: idDocument,
 * nomFichierJustifMandat, dateTeleversement): deposited and checked as in the attachment flow, then kept in the
 * draft; the registration attaches the condominium at once, so the keeper sees this file. Without one, the step says
 * what the keeper will see.
 */
import { useEffect } from 'react';
import { useFormContext } from 'react-hook-form';
import { fr } from '@codegouvfr/react-dsfr';
import { Button } from '@codegouvfr/react-dsfr/Button';
import { ChampJustificatif, useJustificatif } from '../../../components/mandat/Justificatif.tsx';
import { jourParisFr } from '../../../lib/format.ts';

const aujourdhui = () => jourParisFr(new Date().toISOString());

export function JustificatifMandat() {
  const { watch, setValue } = useFormContext();
  const fichier = useJustificatif();
  const nomEnregistre = (watch('infoRattachement.nomFichierJustifMandat') as string | undefined) ?? '';
  const idEnregistre = (watch('infoRattachement.idDocument') as string | undefined) ?? '';

  useEffect(() => {
    const j = fichier.justificatif;
    if (!j) return;
    setValue('infoRattachement.idDocument', j.idDocument, { shouldDirty: true });
    setValue('infoRattachement.nomFichierJustifMandat', j.nomFichier, { shouldDirty: true });
    setValue('infoRattachement.dateTeleversement', aujourdhui(), { shouldDirty: true });
  }, [fichier.justificatif, setValue]);

  const retirer = () => {
    for (const champ of ['idDocument', 'nomFichierJustifMandat', 'dateTeleversement'])
      setValue(`infoRattachement.${champ}`, '', { shouldDirty: true });
  };

  return (
    <>
      {idEnregistre && !fichier.justificatif ? (
        <div className={fr.cx('fr-mb-3w')} data-testid="justificatif-enregistre">
          <p className={fr.cx('fr-mb-1w')}>Justificatif joint : {nomEnregistre || 'document PDF'}</p>
          <Button type="button" priority="tertiary" size="small" iconId="fr-icon-delete-line" onClick={retirer}>
            Retirer ce justificatif
          </Button>
        </div>
      ) : (
        <ChampJustificatif etat={fichier} libelle="Fichier du justificatif (facultatif)" />
      )}
      {!idEnregistre && !fichier.justificatif && (
        <p className={fr.cx('fr-text--sm', 'fr-mt-2w')} data-testid="sans-justificatif">
          Sans fichier, la copropriété est rattachée à votre compte dès son immatriculation avec un mandat « Sans justificatif » :
          c'est ce que verra le teneur du registre.
        </p>
      )}
    </>
  );
}
