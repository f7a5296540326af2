/**
 * Dissolution (issue 5, spec 000 §3 "Dissolution": reason, other reason, triggering fact and its date, proof type,
 * request date, file). One schema for the browser form and the server (`PUT api/coproprietes/dissoudre`): the
 * triggering facts and the proof types depend on the reason (reference lists `faitgenerateur/{motif}` and
 * `typeDePiecesJustif/dissolution/{motif}`); the file is uploaded first (presigned POST, checked by
 * `/api/documents/verifier`) and sent as its `idDocument`.
 */
import { z } from 'zod';
import { FAITS_GENERATEURS, MotifDissolution, PIECES_DISSOLUTION } from '../domain/enums.ts';
import { dateFrVersIso } from '../domain/valeurs.ts';
import { EtatCopropriete } from '../domain/enums.ts';
import { OBLIGATOIRE, dateFr, texteLibre } from './commun.ts';

export const MESSAGES_DISSOLUTION = {
  motif: 'Choisissez le motif de la dissolution.',
  autreMotif: 'Précisez le motif de la dissolution.',
  faitGenerateur: 'Choisissez le fait générateur correspondant au motif.',
  typeJustif: 'Choisissez le type de justificatif correspondant au motif.',
  dateFuture: 'La date ne peut pas être postérieure à la date du jour.',
  date1900: 'La date ne peut pas être antérieure au 01/01/1900.',
  dateDemande: 'La date de la demande ne peut pas être antérieure à la date du fait générateur.',
  idDocument: 'Joignez le justificatif de la dissolution (PDF, 5 Mo au plus).',
} as const;

export const dissolutionChamps = z.object({
  immatriculation: z.string({ error: OBLIGATOIRE }).trim().min(1, OBLIGATOIRE).max(20),
  motif: z.enum(MotifDissolution.values, { error: MESSAGES_DISSOLUTION.motif }),
  autreMotif: texteLibre(500).optional().default(''),
  faitGenerateur: z.string({ error: MESSAGES_DISSOLUTION.faitGenerateur }).trim().min(1, MESSAGES_DISSOLUTION.faitGenerateur),
  /** dd/mm/yyyy */
  dateFaitGenerateur: dateFr,
  typeJustif: z.string({ error: MESSAGES_DISSOLUTION.typeJustif }).trim().min(1, MESSAGES_DISSOLUTION.typeJustif),
  /** dd/mm/yyyy: the date of the request (the decision, the deed…), defaults to today in the form */
  dateDemande: dateFr,
  idDocument: z.string({ error: MESSAGES_DISSOLUTION.idDocument }).trim().uuid(MESSAGES_DISSOLUTION.idDocument),
});
export type DissolutionSaisie = z.input<typeof dissolutionChamps>;

/** What the rules need besides the fields: today (yyyy-mm-dd, Paris). */
export interface ContexteDissolution {
  aujourdhui: string;
}

/** The dissolution request with every rule → ISO dates (the server block). */
export const dissolutionSchema = (ctx: ContexteDissolution) =>
  dissolutionChamps
    .superRefine((v, c) => {
      const signaler = (champ: keyof typeof v, message: string) => c.addIssue({ code: 'custom', path: [champ], message });
      if (v.motif === 'AUTRE' && !v.autreMotif) signaler('autreMotif', MESSAGES_DISSOLUTION.autreMotif);
      if (v.motif && !FAITS_GENERATEURS[v.motif].some((f) => f.code === v.faitGenerateur))
        signaler('faitGenerateur', MESSAGES_DISSOLUTION.faitGenerateur);
      if (v.motif && !PIECES_DISSOLUTION[v.motif].some((p) => p.code === v.typeJustif))
        signaler('typeJustif', MESSAGES_DISSOLUTION.typeJustif);
      const fait = dateFrVersIso(v.dateFaitGenerateur);
      const demande = dateFrVersIso(v.dateDemande);
      for (const [champ, iso] of [
        ['dateFaitGenerateur', fait],
        ['dateDemande', demande],
      ] as const) {
        if (!iso) continue;
        if (iso > ctx.aujourdhui) signaler(champ, MESSAGES_DISSOLUTION.dateFuture);
        else if (iso < '1900-01-01') signaler(champ, MESSAGES_DISSOLUTION.date1900);
      }
      if (fait && demande && demande < fait) signaler('dateDemande', MESSAGES_DISSOLUTION.dateDemande);
    })
    .transform((v) => ({
      ...v,
      autreMotif: v.motif === 'AUTRE' ? v.autreMotif : '',
      dateFaitGenerateur: dateFrVersIso(v.dateFaitGenerateur)!,
      dateDemande: dateFrVersIso(v.dateDemande)!,
    }));
export type Dissolution = z.output<ReturnType<typeof dissolutionSchema>>;

/**
 * GET coproprietes/infos/dissolution/{id} (id: registration number, or the condominium's id for its declarant):
 * what the dissolution form shows of the condominium, and whether the caller may declare its dissolution now.
 */
export const infosDissolutionSchema = z.object({
  idCopropriete: z.number().int(),
  immatriculation: z.string().nullable(),
  nomCopropriete: z.string().nullable(),
  adresseReference: z.string().nullable(),
  codePostal: z.string().nullable(),
  commune: z.string().nullable(),
  etat: EtatCopropriete.schema,
  nbLots: z.number().nullable(),
  /** the caller may declare the dissolution now */
  dissoluble: z.boolean(),
  /** why not, in French, when `dissoluble` is false */
  raison: z.string().nullable(),
});
export type InfosDissolution = z.infer<typeof infosDissolutionSchema>;

export const STATUTS_DISSOLUTION = ['A_VALIDER', 'VALIDATION_EN_COURS', 'VALIDEE', 'REFUSEE'] as const;

/** A declared dissolution (GET getinfosdissolution/{id}; the keepers' validation page). */
export const dissolutionDeclareeSchema = z.object({
  idDissolution: z.number().int(),
  idCopropriete: z.number().int(),
  statut: z.enum(STATUTS_DISSOLUTION),
  motif: z.enum(MotifDissolution.values),
  libelleMotif: z.string(),
  autreMotif: z.string().nullable(),
  faitGenerateur: z.string(),
  libelleFaitGenerateur: z.string(),
  /** yyyy-mm-dd */
  dateFaitGenerateur: z.string(),
  typeJustif: z.string(),
  libelleTypeJustif: z.string(),
  /** yyyy-mm-dd */
  dateDemande: z.string(),
  idDocument: z.string(),
  nomFichier: z.string().nullable(),
  idTeledeclarant: z.number().int(),
  /** the declarant's name (notary firm or syndic) */
  declarant: z.string().nullable(),
  profilDeclarant: z.string(),
  dateDeclaration: z.string(),
  raisonRefus: z.string().nullable(),
});
export type DissolutionDeclaree = z.infer<typeof dissolutionDeclareeSchema>;
