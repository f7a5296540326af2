/**
 * [issue 25] The creation of a software access: the software's name and its scopes (a DSFR fieldset of
 * checkboxes), checked with the shared schema the server applies too. The answer (the access and its secret) goes to
 * `creer`, which shows it once; a 400 from the server lands on its fields, a 409 in a notice.
 */
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import type { z } from 'zod';
import { fr } from '@codegouvfr/react-dsfr';
import { Button } from '@codegouvfr/react-dsfr/Button';
import { Checkbox } from '@codegouvfr/react-dsfr/Checkbox';
import { Input } from '@codegouvfr/react-dsfr/Input';
import { scopeOAuth } from '@registre/shared/domain/logiciels/portees';
import { creationAccesLogicielSchema } from '@registre/shared/schemas/logiciels/acces';
import { ErreurApi } from '../../api/client.ts';
import { etatChamp, placerErreursServeur } from '../../components/formulaire.ts';
import { notifier } from '../../lib/notifications.ts';
import { PORTEES_LIBELLEES } from './accesLogiciels.ts';

type Formulaire = z.input<typeof creationAccesLogicielSchema>;
const VIDE: Formulaire = { nomLogiciel: '', portees: [] };

export function FormulaireAcces({
  creer,
  occupe,
}: {
  /** sends the checked values; resolves once the secret is shown, rejects with the server's error */
  creer: (valeurs: z.output<typeof creationAccesLogicielSchema>) => Promise<unknown>;
  occupe: boolean;
}) {
  const {
    register,
    handleSubmit,
    reset,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<Formulaire, unknown, z.output<typeof creationAccesLogicielSchema>>({
    resolver: zodResolver(creationAccesLogicielSchema),
    defaultValues: VIDE,
  });

  const soumettre = handleSubmit(async (valeurs) => {
    try {
      await creer(valeurs);
      reset(VIDE);
    } catch (e) {
      // a 400 lands on its fields, a 409 (too many active accesses) in a notice; the shell shows any other error
      if (!(e instanceof ErreurApi) || ![400, 409].includes(e.status)) return;
      if (e.status === 409 || !placerErreursServeur(e, setError, ['nomLogiciel', 'portees'])) {
        notifier({ severite: 'error', titre: "L'accès n'a pas été créé.", description: e.message });
      }
    }
  });

  return (
    <form onSubmit={soumettre} noValidate aria-labelledby="acces-logiciels-creation" className={fr.cx('fr-mt-4w')}>
      <h3 id="acces-logiciels-creation" className={fr.cx('fr-h6')}>
        Créer un accès logiciel
      </h3>
      <p className={fr.cx('fr-hint-text')}>Tous les champs sont obligatoires.</p>
      <Input
        label="Nom du logiciel"
        hintText="Il figurera dans le journal de chaque modification faite par ce logiciel, par exemple « Gestimmo, agence de Lyon »."
        {...etatChamp(errors.nomLogiciel?.message)}
        nativeInputProps={{ ...register('nomLogiciel'), maxLength: 80, autoComplete: 'off' }}
      />
      <Checkbox
        id="acces-logiciels-portees"
        legend="Portées"
        hintText="Ce que le logiciel pourra faire au nom de votre établissement, jamais au-delà de vos propres droits."
        {...etatChamp(errors.portees?.message)}
        options={PORTEES_LIBELLEES.map(({ portee, libelle }) => {
          const [nom, ...detail] = libelle.split(' : ');
          return {
            label: nom,
            hintText: `${detail.join(' : ')} (portée OAuth ${scopeOAuth(portee)})`,
            nativeInputProps: { ...register('portees'), value: portee },
          };
        })}
      />
      <Button type="submit" iconId="fr-icon-add-line" disabled={occupe || isSubmitting}>
        Créer l'accès
      </Button>
    </form>
  );
}
