/**
 * Workflows stack: one state machine per entry of the workflow catalogue (workflows/src/catalogue.ts, also
 * read by the local runner), its task functions and its schedule (DESIGN §5).
 *
 * - a machine is named `registre-<name>`: the API starts it by that name (WORKFLOW_ARN_PREFIX);
 * - a placeholder `${Name}` of the ASL file is the Lambda whose bundle is `workflows/dist/<Name>/index.mjs`
 *   (handler `index.handler`, the module the catalogue gives for that placeholder, bundled by
 *   `npm run bundle`); a function used by several workflows is created once, with the duration and memory of
 *   TACHES_PARTICULIERES when it is listed there;
 * - [issue 10] a RNIC file dropped in the imports bucket starts `import-rnic` (DeclencheurDepot).
 */
import { join } from 'node:path';
import { Duration, Stack, type StackProps, aws_iam as iam } from 'aws-cdk-lib';
import { NagSuppressions } from 'cdk-nag';
import type { Construct } from 'constructs';
import type { DefinitionWorkflow } from '@registre/workflows/catalogue';
import { AslStateMachine } from './asl-state-machine.ts';
import { PREFIXE_WORKFLOWS, RACINE } from './config.ts';
import { DeclencheurDepot } from './declencheur-depot.ts';
import type { DonneesStack } from './donnees-stack.ts';
import { accorderCourriel, environnementCommun } from './environnement.ts';
import { FonctionRegistre, SUPPRESSION_OBJETS_ET_INDEX, accorderObjets } from './fonction.ts';
import { Planification } from './planification.ts';

/** What a task gets unless TACHES_PARTICULIERES says otherwise (queries, a few mails), with margin. */
export const TACHE_PAR_DEFAUT = { timeout: Duration.minutes(5), memoire: 1024 } as const;

export interface ParticularitesTache {
  readonly timeout?: Duration;
  /** MB; Lambda gives CPU in proportion (one full vCPU at 1769 MB) */
  readonly memoire?: number;
  /** reads the files dropped in the imports bucket */
  readonly lectureImports?: boolean;
}

/**
 * [issue 10] Tasks that stream whole files, by placeholder: a Scan segment of the raw-data export written as
 * its part, the parts assembled into one file (read, hashed and uploaded again), a slice of the RNIC import
 * (CSV parsed, rows checked, BatchWriteItem in parallel). They get Lambda's maximum duration, and 2 GB for the
 * CPU that parsing, formatting and hashing need; the import's slice stops by itself well before (it hands the
 * rest to the next iteration of the workflow's loop). The tests check each key is a placeholder of the catalogue
 * (a renamed placeholder would silently get the defaults).
 */
export const TACHES_PARTICULIERES: Readonly<Record<string, ParticularitesTache>> = {
  ExporterSegment: { timeout: Duration.minutes(15), memoire: 2048 },
  AssemblerExport: { timeout: Duration.minutes(15), memoire: 2048 },
  ImporterTranche: { timeout: Duration.minutes(15), memoire: 2048, lectureImports: true },
  // [issue 13] a categorisation extraction or zip of fact sheets, streamed whole by one task
  ProduireExportCategorisation: { timeout: Duration.minutes(15), memoire: 1769 },
};

/** [issue 10] The workflow a file dropped in the imports bucket starts, and the files that start it. */
export const WORKFLOW_IMPORT = 'import-rnic';
export const SUFFIXE_IMPORT = '.csv';

export interface WorkflowsStackProps extends StackProps {
  /** Public address of the site, for the links of the mails (APP_URL). */
  readonly urlApplication?: string;
  readonly donnees: DonneesStack;
  readonly version: string;
  readonly workflows: readonly DefinitionWorkflow[];
  /** Default: workflows/dist. */
  readonly dossierBundles?: string;
  readonly expediteur?: string;
  /** [issue 4] The keepers' shared mailbox (COURRIEL_TENEURS). */
  readonly courrielTeneurs?: string;
}

export class WorkflowsStack extends Stack {
  readonly machines: Record<string, AslStateMachine> = {};
  readonly taches: Record<string, FonctionRegistre> = {};
  readonly planifications: Record<string, Planification> = {};
  /** [issue 10] starts `import-rnic` on each file dropped in the imports bucket (when the catalogue has it) */
  readonly declencheurImport?: DeclencheurDepot;

  constructor(scope: Construct, id: string, props: WorkflowsStackProps) {
    super(scope, id, props);
    const dossierBundles = props.dossierBundles ?? join(RACINE, 'workflows', 'dist');

    for (const w of props.workflows) {
      if (this.machines[w.nom]) throw new Error(`Deux workflows portent le nom ${w.nom}.`);
      const fonctions = Object.fromEntries(
        Object.keys(w.fonctions).map((marqueur) => [marqueur, this.tache(marqueur, dossierBundles, props).fonction]),
      );
      const machine = new AslStateMachine(this, `Workflow-${w.nom}`, {
        fichier: join(RACINE, w.fichier),
        nom: `${PREFIXE_WORKFLOWS}${w.nom}`,
        fonctions,
      });
      this.machines[w.nom] = machine;
      if (w.planification) {
        this.planifications[w.nom] = new Planification(this, `Planification-${w.nom}`, {
          machine: machine.machine,
          expression: w.planification.expression,
          entree: w.planification.entree,
          description: `Registre - démarrage planifié du workflow ${w.nom}`,
        });
      }
    }

    const importRnic = this.machines[WORKFLOW_IMPORT];
    if (importRnic) {
      this.declencheurImport = new DeclencheurDepot(this, 'Declencheur-import', {
        bucket: props.donnees.imports,
        machine: importRnic.machine,
        suffixe: SUFFIXE_IMPORT,
        description: `Registre - un fichier ${SUFFIXE_IMPORT} déposé dans le compartiment des imports démarre ${WORKFLOW_IMPORT}`,
      });
    }
  }

  /** Task function for a placeholder, created on first use. */
  private tache(nom: string, dossierBundles: string, props: WorkflowsStackProps): FonctionRegistre {
    const existante = this.taches[nom];
    if (existante) return existante;
    const particularites = TACHES_PARTICULIERES[nom] ?? {};
    const f = new FonctionRegistre(this, `Tache-${nom}`, {
      bundle: join(dossierBundles, nom),
      description: `Registre - tâche de workflow ${nom}`,
      // Tasks scan and write files: more time and memory than an API call, and more still for those that
      // stream whole files.
      timeout: particularites.timeout ?? TACHE_PAR_DEFAUT.timeout,
      memorySize: particularites.memoire ?? TACHE_PAR_DEFAUT.memoire,
      environment: { ...environnementCommun(this, props), POWERTOOLS_SERVICE_NAME: `registre-${nom}` },
    });
    props.donnees.table.grantReadWriteData(f.role);
    accorderObjets(f.role, props.donnees.exports, 'ecriture');
    // Exports and reports are streamed as multipart uploads (@aws-sdk/lib-storage), which abort an upload
    // that failed; the bucket's lifecycle rule is only the backstop.
    f.role.addToPrincipalPolicy(
      new iam.PolicyStatement({ actions: ['s3:AbortMultipartUpload'], resources: [props.donnees.exports.arnForObjects('*')] }),
    );
    // the RNIC file, read by byte ranges (GetObject with Range)
    if (particularites.lectureImports) {
      accorderObjets(f.role, props.donnees.imports, 'lecture');
      // [issue 27] its rejects report and summary, next to the file: those two names only, never the file itself
      f.role.addToPrincipalPolicy(
        new iam.PolicyStatement({
          actions: ['s3:PutObject', 's3:AbortMultipartUpload'],
          resources: [props.donnees.imports.arnForObjects('*.rejets.csv'), props.donnees.imports.arnForObjects('*.bilan.json')],
        }),
      );
    }
    // reminders and notifications
    accorderCourriel(f, f.role, props.expediteur);
    NagSuppressions.addResourceSuppressions(f.role, [SUPPRESSION_OBJETS_ET_INDEX], true);
    this.taches[nom] = f;
    return f;
  }
}
