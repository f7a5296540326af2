import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { useQueryClient } from '@tanstack/react-query';
import { fr } from '@codegouvfr/react-dsfr';
import { Alert } from '@codegouvfr/react-dsfr/Alert';
import { Button } from '@codegouvfr/react-dsfr/Button';
import { ButtonsGroup } from '@codegouvfr/react-dsfr/ButtonsGroup';
import * as institutionnels from '@registre/shared/routes/institutionnels.routes';
import { ErreurApi } from '../../api/client.ts';
import { cleRequete, useMutationRoute, useRequete } from '../../api/hooks.ts';
import { useSession } from '../../auth/SessionProvider.tsx';
import { lienUtilisateurNonValide } from '../../auth/nonValide.ts';
import { dateHeureFr } from '../../lib/format.ts';
import { notifier } from '../../lib/notifications.ts';
import { usePageCourante } from '../../lib/navigation/pageCourante.ts';
import { TexteCharte, VERSION_TEXTE } from './TexteCharte.tsx';

const ESPACE = '/institutionnels';

/**
 * The confidentiality charter (spec 001 §4 "Institutional flow": the charter is validated and the user goes to
 * /institutionnels; otherwise the user is logged out). "J'accepte" records the acceptance of the version in force
 * (`POST /api/institutionnels/charte-confidentialite`); "Je refuse" signs out (`POST /api/logout`) and, for an agent
 * who came through the identity provider, opens the provider's end-session URL (`clavis/logout`) in the same window.
 */
export default function CharteConfidentialite() {
  const titre = usePageCourante()?.titre;
  const naviguer = useNavigate();
  const queryClient = useQueryClient();
  const { deconnecter } = useSession();
  const charte = useRequete(institutionnels.lireCharte);
  const accepter = useMutationRoute(institutionnels.accepterCharte, { erreursGerees: [400] });
  const [refus, setRefus] = useState(false);
  const [erreur, setErreur] = useState<string | null>(null);

  const surAccepter = async () => {
    if (!charte.data) return;
    setErreur(null);
    try {
      // the version of the text shown is the one accepted
      const acceptee = await accepter.mutateAsync({ body: { version: VERSION_TEXTE, accepte: true } });
      queryClient.setQueryData(cleRequete(institutionnels.lireCharte), acceptee);
      notifier({ severite: 'success', titre: 'Vous avez accepté la charte de confidentialité.', persistante: true });
      naviguer(ESPACE);
    } catch (e) {
      if (e instanceof ErreurApi && e.status === 400) setErreur(Object.values(e.corps.erreurs ?? {})[0] ?? e.message);
    }
  };

  const surRefuser = async () => {
    setRefus(true);
    // [issue 14] spec 001 §4: refused, the user is logged out; the invalid-user page says why and what to do
    await deconnecter({ vers: lienUtilisateurNonValide('charte') });
  };

  const versionDifferente = charte.data && charte.data.version !== VERSION_TEXTE;

  return (
    <div className={fr.cx('fr-container', 'fr-my-4w')}>
      <div className={fr.cx('fr-grid-row', 'fr-grid-row--center')}>
        <div className={fr.cx('fr-col-12', 'fr-col-lg-9')}>
          <h1>{titre}</h1>
          <p className={fr.cx('fr-text--lead')}>
            Charte de confidentialité des données du registre national d'immatriculation des copropriétés, à l'usage des agents
            publics.
          </p>
          {charte.data && (
            <p className={fr.cx('fr-hint-text')} data-testid="version-charte">
              Version {charte.data.version} en vigueur.
            </p>
          )}

          {versionDifferente ? (
            <Alert
              severity="warning"
              as="h2"
              title="Une nouvelle version de la charte est en vigueur"
              description="Rechargez la page pour en lire le texte avant de l'accepter."
            />
          ) : (
            <TexteCharte />
          )}

          {charte.data?.acceptee ? (
            <div className={fr.cx('fr-mt-4w')}>
              <Alert
                severity="success"
                as="h2"
                small
                description={`Vous avez accepté cette charte le ${dateHeureFr(charte.data.dateAcceptation)}.`}
                className={fr.cx('fr-mb-3w')}
              />
              <Button linkProps={{ to: ESPACE }} iconId="fr-icon-arrow-right-line" iconPosition="right">
                Accéder à l'espace institutionnel
              </Button>
            </div>
          ) : (
            charte.data && (
              <section aria-labelledby="charte-decision" className={`${fr.cx('fr-mt-4w', 'fr-p-3w')} fr-background-alt--grey`}>
                <h2 id="charte-decision" className={fr.cx('fr-h5')}>
                  Votre décision
                </h2>
                <p>
                  En cliquant sur « J'accepte », vous reconnaissez avoir pris connaissance de la présente charte et vous engagez à
                  la respecter. Si vous refusez, vous serez déconnecté(e) du registre.
                </p>
                {erreur && <Alert severity="error" small description={erreur} className={fr.cx('fr-mb-2w')} />}
                <ButtonsGroup
                  inlineLayoutWhen="sm and up"
                  buttons={[
                    {
                      children: "J'accepte",
                      iconId: 'fr-icon-check-line',
                      disabled: accepter.isPending || refus || !!versionDifferente,
                      onClick: () => void surAccepter(),
                    },
                    {
                      children: 'Je refuse',
                      priority: 'secondary',
                      iconId: 'fr-icon-close-line',
                      disabled: accepter.isPending || refus,
                      onClick: () => void surRefuser(),
                    },
                  ]}
                />
              </section>
            )
          )}
        </div>
      </div>
    </div>
  );
}
