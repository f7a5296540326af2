/**
 * [issue 14] The home page's table of one's latest condominiums (spec 001 §2 "Sections that exist": « a table with a
 * see-all-condominiums button »), for the syndics and the notaries: the five newest rows of the condominium list
 * (`POST api/coproprietes/rechercher`, filter seeAllCopro), each leading to its record, and the button « Voir toutes
 * les copropriétés » to the whole list.
 */
import { Link } from 'react-router-dom';
import { fr } from '@codegouvfr/react-dsfr';
import { Alert } from '@codegouvfr/react-dsfr/Alert';
import { Badge } from '@codegouvfr/react-dsfr/Badge';
import { Button } from '@codegouvfr/react-dsfr/Button';
import { useQuery } from '@tanstack/react-query';
import { rechercher } from '@registre/shared/routes/coproprietes.routes';
import { appeler } from '../../api/client.ts';
import { TableauDonnees, type Colonne } from '../../components/TableauDonnees.tsx';
import { lienListe, lienVers } from '../../lib/navigation/index.ts';
import { libelleEtat, severiteEtat, type LigneCopropriete } from '../../features/coproprietes/coproprietes.ts';

/** How many rows the home page shows. */
export const LIGNES_ACCUEIL = 5;

export function TableauCoproprietes() {
  const corps = { filtre: 'seeAllCopro' as const, paginationOptions: { pageNumber: 1, pageSize: LIGNES_ACCUEIL } };
  const resultats = useQuery({
    queryKey: [rechercher.id, 'accueil', corps],
    queryFn: ({ signal }) => appeler(rechercher, { body: corps, signal }),
    staleTime: 60_000,
  });
  const toutes = lienListe('seeAllCopro');

  const colonnes: Colonne<LigneCopropriete>[] = [
    {
      cle: 'immatriculation',
      titre: "Numéro d'immatriculation",
      rendu: (l) => {
        const fiche = lienVers('ficheCopropriete', { id: l.idCopropriete });
        const texte = l.immatriculation ?? 'Non immatriculée';
        return fiche ? <Link to={fiche}>{texte}</Link> : texte;
      },
    },
    { cle: 'nom', titre: 'Nom', rendu: (l) => l.nomCopropriete ?? '—' },
    { cle: 'adresse', titre: 'Adresse de référence', rendu: (l) => l.adresseReference ?? '—' },
    {
      cle: 'etat',
      titre: 'État',
      rendu: (l) => (
        <Badge small severity={severiteEtat(l.etat)} noIcon>
          {libelleEtat(l.etat)}
        </Badge>
      ),
    },
  ];

  return (
    <section aria-labelledby="accueil-coproprietes" className={fr.cx('fr-mb-6w')} data-testid="accueil-coproprietes">
      <h2 id="accueil-coproprietes">Vos dernières copropriétés</h2>
      {resultats.isError ? (
        <Alert severity="error" small description={`Vos copropriétés n'ont pas pu être chargées : ${resultats.error.message}`} />
      ) : resultats.isPending ? (
        <p role="status">Chargement de vos copropriétés…</p>
      ) : (
        <TableauDonnees
          titre="Vos copropriétés les plus récentes"
          titreVisible={false}
          colonnes={colonnes}
          lignes={resultats.data.ligneRechercheCoproprieteDTOList}
          cle={(l) => String(l.idCopropriete)}
          vide="Aucune copropriété pour le moment."
        />
      )}
      {toutes && (
        <Button linkProps={{ to: toutes }} priority="secondary" iconId="fr-icon-arrow-right-line" iconPosition="right">
          Voir toutes les copropriétés
        </Button>
      )}
    </section>
  );
}
