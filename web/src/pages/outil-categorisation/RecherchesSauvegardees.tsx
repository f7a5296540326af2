/** The categorisation tool's saved searches (shared within the agent's territory). */
import { useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { fr } from '@codegouvfr/react-dsfr';
import { Button } from '@codegouvfr/react-dsfr/Button';
import { ButtonsGroup } from '@codegouvfr/react-dsfr/ButtonsGroup';
import { Checkbox } from '@codegouvfr/react-dsfr/Checkbox';
import { Input } from '@codegouvfr/react-dsfr/Input';
import { type CriteresCategorisation, type RechercheSauvegardee } from '@registre/shared/schemas/categorisation';
import * as categorisation from '@registre/shared/routes/categorisation.routes';
import { appeler, ErreurApi } from '../../api/client.ts';
import { cleRequete, useRequete } from '../../api/hooks.ts';
import { etatChamp } from '../../components/formulaire.ts';
import { notifier } from '../../lib/notifications.ts';

/* ---------------------------------------------------------------------------------------------------------- */

export function RecherchesSauvegardees({
  criteres,
  relancer,
}: {
  criteres: CriteresCategorisation | null;
  relancer: (r: RechercheSauvegardee) => void;
}) {
  const queryClient = useQueryClient();
  const miennes = useRequete(categorisation.mesRecherches);
  const partagees = useRequete(categorisation.recherchesPartagees);
  const [nom, setNom] = useState('');
  const [partagee, setPartagee] = useState(false);
  const [erreurNom, setErreurNom] = useState<string | null>(null);
  const rafraichir = () => queryClient.invalidateQueries({ queryKey: cleRequete(categorisation.mesRecherches).slice(0, 1) });

  const enregistrer = async () => {
    if (!criteres) return;
    try {
      await appeler(categorisation.sauvegarder, { body: { nom, partagee, criteres }, erreursGerees: [400, 403] });
      setErreurNom(null);
      setNom('');
      setPartagee(false);
      notifier({
        severite: 'success',
        titre: 'Recherche enregistrée',
        description: partagee ? 'Elle est partagée avec les agents de votre territoire.' : undefined,
      });
      await rafraichir();
    } catch (e) {
      setErreurNom(
        e instanceof ErreurApi ? (Object.values(e.corps.erreurs ?? {})[0] ?? e.message) : 'Enregistrement impossible.',
      );
    }
  };
  const supprimer = async (r: RechercheSauvegardee) => {
    try {
      await appeler(categorisation.supprimer, { body: { id: r.id }, erreursGerees: [404] });
      notifier({ severite: 'success', titre: `Recherche « ${r.nom} » supprimée` });
    } catch {
      notifier({ severite: 'error', titre: "Cette recherche n'existe plus." });
    }
    await rafraichir();
  };

  const liste = (titre: string, id: string, requete: typeof miennes, mienne: boolean) => (
    <section aria-labelledby={id} className={fr.cx('fr-col-12', 'fr-col-md-6')} data-testid={id}>
      <h3 id={id} className={fr.cx('fr-h5')}>
        {titre}
      </h3>
      {requete.isPending ? (
        <p role="status">Chargement…</p>
      ) : !requete.data?.length ? (
        <p>
          {mienne ? "Vous n'avez pas encore enregistré de recherche." : "Aucune recherche n'est partagée dans votre territoire."}
        </p>
      ) : (
        <ul className={fr.cx('fr-raw-list')}>
          {requete.data.map((r) => (
            <li key={r.id} className={fr.cx('fr-mb-2w')}>
              <p className={fr.cx('fr-mb-1v', 'fr-text--bold')}>
                {r.nom}
                {r.partagee && mienne ? ' (partagée)' : ''}
              </p>
              {!mienne && (
                <p className={fr.cx('fr-text--sm', 'fr-mb-1v')}>Par {`${r.prenomAuteur} ${r.nomAuteur}`.trim() || 'un agent'}</p>
              )}
              <ButtonsGroup
                inlineLayoutWhen="always"
                buttonsSize="small"
                buttons={[
                  {
                    children: (
                      <>
                        Relancer<span className={fr.cx('fr-sr-only')}> la recherche « {r.nom} »</span>
                      </>
                    ),
                    type: 'button',
                    iconId: 'fr-icon-refresh-line',
                    onClick: () => relancer(r),
                  },
                  ...(r.owned
                    ? [
                        {
                          children: (
                            <>
                              Supprimer<span className={fr.cx('fr-sr-only')}> la recherche « {r.nom} »</span>
                            </>
                          ),
                          type: 'button' as const,
                          priority: 'secondary' as const,
                          iconId: 'fr-icon-delete-line' as const,
                          onClick: () => void supprimer(r),
                        },
                      ]
                    : []),
                ]}
              />
            </li>
          ))}
        </ul>
      )}
    </section>
  );

  return (
    <section aria-labelledby="recherches-enregistrees" className={fr.cx('fr-mt-6w')}>
      <h2 id="recherches-enregistrees">Recherches enregistrées</h2>
      {criteres ? (
        <form
          noValidate
          aria-label="Enregistrer la recherche"
          className={fr.cx('fr-mb-4w')}
          onSubmit={(e) => {
            e.preventDefault();
            void enregistrer();
          }}
          data-testid="enregistrer-recherche"
        >
          <Input
            label="Nom de la recherche"
            hintText="3 à 80 caractères."
            nativeInputProps={{ value: nom, onChange: (e) => setNom(e.target.value), maxLength: 80 }}
            {...etatChamp(erreurNom ?? undefined)}
          />
          <Checkbox
            small
            options={[
              {
                label: 'Partager avec les agents de mon territoire',
                nativeInputProps: { checked: partagee, onChange: (e) => setPartagee(e.target.checked) },
              },
            ]}
          />
          <Button type="submit" iconId="fr-icon-save-line">
            Enregistrer la recherche
          </Button>
        </form>
      ) : (
        <p>Lancez une recherche pour pouvoir l'enregistrer.</p>
      )}
      <div className={fr.cx('fr-grid-row', 'fr-grid-row--gutters')}>
        {liste('Mes recherches', 'mes-recherches', miennes, true)}
        {liste('Recherches partagées avec moi', 'recherches-partagees', partagees, false)}
      </div>
    </section>
  );
}
