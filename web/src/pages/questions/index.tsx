import { Link } from 'react-router-dom';
import { fr } from '@codegouvfr/react-dsfr';
import { Accordion } from '@codegouvfr/react-dsfr/Accordion';
import { PageStatique, Section } from '../../components/PageStatique.tsx';

interface Question {
  q: string;
  r: string;
}

const THEMES: { ancre: string; titre: string; questions: Question[] }[] = [
  {
    ancre: 'immatriculation',
    titre: 'Immatriculation',
    questions: [
      {
        q: 'Une résidence composée de plusieurs bâtiments doit-elle être immatriculée une seule fois ?',
        r: "Oui, on immatricule le syndicat des copropriétaires, pas les bâtiments. Lorsqu'il existe des syndicats secondaires, chacun est immatriculé et rattaché au syndicat principal.",
      },
      {
        q: 'Une copropriété composée uniquement de lots de commerces ou de bureaux est-elle concernée ?',
        r: "Non. L'obligation vise les syndicats de copropriétaires gérant des immeubles à destination partielle ou totale d'habitation. Dès qu'un lot est à usage d'habitation, la copropriété doit être immatriculée.",
      },
      {
        q: 'Le registre indique que ma copropriété est peut-être déjà immatriculée : que faire ?',
        r: "Lors de la vérification, le teneur du registre recherche les doublons (même adresse, mêmes parcelles). Si la copropriété est déjà immatriculée par un autre syndic, demandez son rattachement avec son numéro d'immatriculation et le justificatif de votre mandat.",
      },
      {
        q: 'Combien de temps prend la validation d’une immatriculation ?',
        r: "Les demandes sont traitées dans l'ordre d'arrivée. Vous êtes averti(e) par courriel de la validation, d'un refus motivé ou d'une demande de précisions à laquelle vous répondez depuis votre espace.",
      },
    ],
  },
  {
    ancre: 'mise-a-jour',
    titre: 'Mise à jour des données',
    questions: [
      {
        q: 'Quand dois-je faire la mise à jour annuelle ?',
        r: "Dans les deux mois qui suivent l'assemblée générale ayant approuvé les comptes de l'exercice. Les données financières déclarées sont celles de l'exercice clos.",
      },
      {
        q: 'Le mandat du syndic a été renouvelé : faut-il le déclarer ?',
        r: "Oui. Déclarez le renouvellement du mandat avec le procès-verbal de l'assemblée générale qui l'a voté ; sans cette déclaration, le mandat apparaît comme expiré et la copropriété ne peut plus être mise à jour.",
      },
      {
        q: 'Un nouveau syndic a été désigné : qui fait la démarche ?',
        r: 'Le syndic sortant peut déclarer son successeur ; le nouveau syndic peut aussi rattacher directement la copropriété à son compte. Dans les deux cas, le teneur du registre vérifie le justificatif avant de valider le changement.',
      },
    ],
  },
  {
    ancre: 'compte',
    titre: 'Compte et connexion',
    questions: [
      {
        q: 'Je n’ai pas reçu mon code d’activation.',
        r: "Le code est envoyé par courrier à l'adresse de l'établissement enregistrée dans le répertoire Sirene, dans un délai de quinze jours. Vérifiez que cette adresse est à jour ; passé ce délai, contactez le teneur du registre.",
      },
      {
        q: 'Pourquoi un code de vérification m’est-il demandé à la connexion ?',
        r: "Le code de vérification protège les comptes contre les tentatives de connexion automatisées. Vous pouvez recopier les caractères de l'image ou répondre à la question proposée en alternative textuelle ; le bouton « Nouveau code » en propose un autre.",
      },
      {
        q: 'Puis-je partager mon compte avec un collègue ?',
        r: "Non. Chaque compte est nominatif et les actions sont tracées dans le journal des événements. L'administrateur principal de votre établissement crée un compte pour chaque collaborateur.",
      },
    ],
  },
  {
    ancre: 'donnees-publiques',
    titre: 'Données publiques',
    questions: [
      {
        q: 'Quelles informations sont visibles de tous ?',
        r: "L'annuaire public présente le nom, l'adresse, le numéro d'immatriculation et quelques caractéristiques de chaque copropriété immatriculée. Les statistiques agrègent les données par région, département, intercommunalité et commune.",
      },
      {
        q: 'Les données du registre sont-elles réutilisables ?',
        r: 'Oui, les données ouvertes du registre sont publiées sur data.gouv.fr sous licence ouverte ; elles ne comportent aucune donnée personnelle.',
      },
    ],
  },
];

export default function Questions() {
  return (
    <PageStatique
      sommaire={THEMES.map((t) => ({ ancre: t.ancre, titre: t.titre }))}
      chapo="Les questions que les syndics, les notaires et les copropriétaires posent le plus souvent au teneur du registre."
    >
      {THEMES.map((theme) => (
        <Section key={theme.ancre} ancre={theme.ancre} titre={theme.titre}>
          <div className={fr.cx('fr-accordions-group')}>
            {theme.questions.map((question) => (
              <Accordion key={question.q} label={question.q} titleAs="h3">
                {question.r}
              </Accordion>
            ))}
          </div>
        </Section>
      ))}
      <p>
        Vous ne trouvez pas votre réponse ? Consultez la page <Link to="/aide">Aide</Link>, qui indique comment joindre le teneur
        du registre.
      </p>
    </PageStatique>
  );
}
