/**
 * The two pieces every "edit my data" form shares (Mon compte, Mon établissement, Mon étude): the save / cancel
 * buttons, and the warning shown when the server answers 409 (someone saved in between, optimistic locking)
 * with its button that reloads the data into the form.
 */
import { fr } from '@codegouvfr/react-dsfr';
import { Alert } from '@codegouvfr/react-dsfr/Alert';
import { Button } from '@codegouvfr/react-dsfr/Button';
import { ButtonsGroup } from '@codegouvfr/react-dsfr/ButtonsGroup';

export function BoutonsEnregistrement(props: { occupe: boolean; modifie: boolean; annuler: () => void }) {
  const inactif = props.occupe || !props.modifie;
  return (
    <ButtonsGroup
      className={fr.cx('fr-mt-3w')}
      inlineLayoutWhen="md and up"
      buttons={[
        { children: 'Enregistrer', type: 'submit', disabled: inactif },
        {
          children: 'Annuler les modifications',
          priority: 'secondary',
          type: 'button',
          disabled: inactif,
          onClick: props.annuler,
        },
      ]}
    />
  );
}

export function AlerteConflit(props: { titre: string; libelleBouton: string; recharger: () => unknown }) {
  return (
    <Alert
      severity="warning"
      as="h2"
      className={fr.cx('fr-mb-4w')}
      title={props.titre}
      description={
        <>
          {"Ces données ont été modifiées entre-temps par quelqu'un d'autre : rechargez-les puis recommencez."}
          <br />
          <Button priority="secondary" size="small" className={fr.cx('fr-mt-1w')} onClick={() => void props.recharger()}>
            {props.libelleBouton}
          </Button>
        </>
      }
    />
  );
}
