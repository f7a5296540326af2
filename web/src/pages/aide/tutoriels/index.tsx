/**
 * "Tutoriels" (spec 001 §2 `aide/tutoriels/videos`): the step-by-step guides of the most common procedures. A
 * tutorial whose manifest entry declares a video shows it in the browser's own player (files hosted with the site:
 * no third-party cookie), with French captions (WebVTT) and the transcript below; a video that does not load is
 * replaced by a notice, and the transcript stays: never a dead player. Without a video, the transcript is the
 * tutorial.
 */
import { useState } from 'react';
import { fr } from '@codegouvfr/react-dsfr';
import { Alert } from '@codegouvfr/react-dsfr/Alert';
import { Badge } from '@codegouvfr/react-dsfr/Badge';
import { PageStatique, Section } from '../../../components/PageStatique.tsx';
import { dureeLisible, TUTORIELS, type Tutoriel } from '../../../features/tutoriels/tutoriels.ts';

export default function Tutoriels() {
  return (
    <PageStatique
      sommaire={TUTORIELS.map((t) => ({ ancre: t.id, titre: t.titre }))}
      chapo="Les démarches les plus courantes du registre, expliquées pas à pas : créer son compte, immatriculer une copropriété, faire la mise à jour annuelle et rechercher dans l'annuaire."
    >
      {TUTORIELS.map((t) => (
        <Section key={t.id} ancre={t.id} titre={t.titre}>
          <TutorielDetaille tutoriel={t} />
        </Section>
      ))}
    </PageStatique>
  );
}

function TutorielDetaille({ tutoriel: t }: { tutoriel: Tutoriel }) {
  const [videoEnErreur, setVideoEnErreur] = useState(false);
  const video = t.video && !videoEnErreur ? t.video : null;
  return (
    <div data-testid={`tutoriel-${t.id}`}>
      <p>{t.description}</p>
      <ul className={fr.cx('fr-badges-group', 'fr-mb-2w')}>
        <li>
          <Badge small noIcon>
            {t.public}
          </Badge>
        </li>
        <li>
          <Badge small noIcon severity="info">
            {`Durée : ${dureeLisible(t.dureeMinutes)}`}
          </Badge>
        </li>
      </ul>
      {video && (
        <figure className={fr.cx('fr-content-media', 'fr-mt-0')} aria-label={`Vidéo : ${t.titre}`}>
          <video
            controls
            preload="metadata"
            poster={video.affiche}
            className={fr.cx('fr-responsive-vid')}
            data-testid="video-tutoriel"
            onError={() => setVideoEnErreur(true)}
          >
            <source src={video.src} type={video.type} onError={() => setVideoEnErreur(true)} />
            <track kind="captions" srcLang="fr" label="Français" src={video.sousTitres} default />
          </video>
          <figcaption className={fr.cx('fr-content-media__caption')}>
            Vidéo sous-titrée en français ; la transcription complète suit.
          </figcaption>
        </figure>
      )}
      {t.video && videoEnErreur && (
        <Alert
          small
          severity="info"
          className={fr.cx('fr-mb-2w')}
          description="La vidéo de ce tutoriel n'a pas pu être chargée : suivez le pas-à-pas ci-dessous, qui en reprend tout le contenu."
        />
      )}
      <h3 className={fr.cx('fr-h6')} id={`${t.id}-etapes`}>
        {t.video ? 'Transcription' : 'Pas à pas'}
      </h3>
      <ol aria-labelledby={`${t.id}-etapes`} data-testid="transcription">
        {t.etapes.map((e) => (
          <li key={e.titre} className={fr.cx('fr-mb-1w')}>
            <strong>{e.titre}.</strong> {e.texte}
          </li>
        ))}
      </ol>
    </div>
  );
}
