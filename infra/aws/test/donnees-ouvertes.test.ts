/**
 * [issue 10] Open data in and out, on the real workflow catalogue: a RNIC file dropped in the imports bucket
 * starts `import-rnic` with `{ bucket, cle }`; the tasks that stream whole files get 15 minutes and 2 GB; each
 * prefix of the exports bucket expires on its own; the `public` area reads the raw-data files and starts and
 * follows the export, keeps the newsletter archive (list, read, write under newsletters/), and nothing more.
 */
import { describe, expect, it } from 'vitest';
import { Match, Template } from 'aws-cdk-lib/assertions';
import { WORKFLOWS } from '@registre/workflows/catalogue';
import { DROITS_PAR_AREA } from '../lib/api-stack.ts';
import { construireApplication } from '../lib/application.ts';
import { TACHES_PARTICULIERES } from '../lib/workflows-stack.ts';
import { nouvelleApp } from './outils.ts';

const application = construireApplication(nouvelleApp(), { site: null });
const donnees = Template.fromStack(application.donnees);
const workflows = Template.fromStack(application.workflows!);
const api = Template.fromStack(application.api);

const idLogique = (construit: { node: { defaultChild?: unknown } }, pile: { getLogicalId(e: never): string }) =>
  pile.getLogicalId(construit.node.defaultChild as never);
const idImports = idLogique(application.donnees.imports, application.donnees);
const idExports = idLogique(application.donnees.exports, application.donnees);
const idMachineImport = idLogique(application.workflows!.machines['import-rnic'].machine, application.workflows!);

interface Declaration {
  Effect: string;
  Action: string | string[];
  Resource: unknown;
}
/** The statements of a role's default policy, by the id of its construct (e.g. `Areapublic`, `TacheImporterTranche`). */
function declarations(t: Template, prefixe: string): Declaration[] {
  const politiques = Object.entries(t.findResources('AWS::IAM::Policy')).filter(([id]) =>
    id.startsWith(`${prefixe}RoleDefaultPolicy`),
  );
  expect(politiques, prefixe).toHaveLength(1);
  return politiques[0][1].Properties.PolicyDocument.Statement as Declaration[];
}
const actions = (d: Declaration) => [d.Action].flat();
/** The statements whose resource names that bucket (its ARN reaches the other stacks as an output named after it). */
const surBucket = (ds: Declaration[], idBucket: string) => ds.filter((d) => JSON.stringify(d.Resource).includes(idBucket));

/** Properties of the task function of a placeholder. */
function tache(marqueur: string) {
  const f = Object.values(workflows.findResources('AWS::Lambda::Function')).find(
    (r) => r.Properties.Environment.Variables.POWERTOOLS_SERVICE_NAME === `registre-${marqueur}`,
  );
  expect(f, marqueur).toBeDefined();
  return f!.Properties;
}

describe('import RNIC : dépôt dans le compartiment des imports', () => {
  it('garde les fichiers déposés dans un compartiment privé, journalisé, qui publie ses événements dans EventBridge', () => {
    const imports = donnees.findResources('AWS::S3::Bucket')[idImports];
    expect(imports.DeletionPolicy).toBe('Retain');
    expect(imports.Properties).toMatchObject({
      PublicAccessBlockConfiguration: {
        BlockPublicAcls: true,
        BlockPublicPolicy: true,
        IgnorePublicAcls: true,
        RestrictPublicBuckets: true,
      },
      LoggingConfiguration: { LogFilePrefix: 'imports/' },
      NotificationConfiguration: { EventBridgeConfiguration: { EventBridgeEnabled: true } },
    });
    // a working copy, expired once loaded; an interrupted upload does not linger
    expect(imports.Properties.LifecycleConfiguration.Rules).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ ExpirationInDays: 30, Status: 'Enabled' }),
        expect.objectContaining({ AbortIncompleteMultipartUpload: { DaysAfterInitiation: 1 }, Status: 'Enabled' }),
      ]),
    );
    // EventBridge enabled natively: no notification custom resource (and its Lambda)
    donnees.resourceCountIs('Custom::S3BucketNotifications', 0);
    donnees.resourceCountIs('AWS::Lambda::Function', 0);
    // TLS only, as the other buckets
    donnees.hasResourceProperties('AWS::S3::BucketPolicy', {
      Bucket: { Ref: idImports },
      PolicyDocument: {
        Statement: Match.arrayWith([
          Match.objectLike({ Effect: 'Deny', Condition: { Bool: { 'aws:SecureTransport': 'false' } } }),
        ]),
      },
    });
  });

  it('démarre import-rnic pour chaque fichier .csv créé dans ce compartiment, avec { bucket, cle }', () => {
    const regles = Object.values(workflows.findResources('AWS::Events::Rule')).map((r) => r.Properties);
    expect(regles).toHaveLength(1);
    const [regle] = regles;
    expect(regle.EventPattern).toMatchObject({
      source: ['aws.s3'],
      'detail-type': ['Object Created'],
      detail: { object: { key: [{ suffix: { 'equals-ignore-case': '.csv' } }] } },
    });
    // the bucket filtered is the imports bucket (its name, exported by the data stack)
    expect(JSON.stringify(regle.EventPattern.detail.bucket.name)).toContain(`Ref${idImports}`);

    expect(regle.Targets).toHaveLength(1);
    const [cible] = regle.Targets;
    expect(cible.Arn).toEqual({ Ref: idMachineImport });
    expect(cible.DeadLetterConfig.Arn).toBeDefined();

    // what EventBridge would give the machine for a real S3 event (a string path inserted unquoted is
    // inserted as its JSON value)
    const evenement = {
      source: 'aws.s3',
      'detail-type': 'Object Created',
      detail: { bucket: { name: 'registre-imports-abc' }, object: { key: 'rnic/RNIC 2026-06.csv', size: 312_000_000 } },
    };
    const { InputPathsMap, InputTemplate } = cible.InputTransformer as {
      InputPathsMap: Record<string, string>;
      InputTemplate: string;
    };
    let entree: string = InputTemplate;
    for (const [nom, chemin] of Object.entries(InputPathsMap)) {
      const valeur = chemin
        .replace(/^\$\./, '')
        .split('.')
        .reduce<unknown>((o, k) => (o as Record<string, unknown>)[k], evenement);
      entree = entree.replaceAll(`<${nom}>`, JSON.stringify(valeur));
    }
    expect(JSON.parse(entree)).toEqual({ bucket: 'registre-imports-abc', cle: 'rnic/RNIC 2026-06.csv' });
  });

  it("donne à la règle le seul droit de démarrer la machine d'import, et garde 14 jours les dépôts non livrés", () => {
    const [cible] = Object.values(workflows.findResources('AWS::Events::Rule'))[0].Properties.Targets;
    const idRole = cible.RoleArn['Fn::GetAtt'][0] as string;
    const politiques = Object.values(workflows.findResources('AWS::IAM::Policy')).filter((p) =>
      JSON.stringify(p.Properties.Roles).includes(idRole),
    );
    expect(politiques.flatMap((p) => p.Properties.PolicyDocument.Statement)).toEqual([
      { Action: 'states:StartExecution', Effect: 'Allow', Resource: { Ref: idMachineImport } },
    ]);
    workflows.hasResourceProperties('AWS::SQS::Queue', { MessageRetentionPeriod: 14 * 24 * 3600, SqsManagedSseEnabled: true });
  });

  it('ouvre en lecture le compartiment des imports à la tâche ImporterTranche, et à elle seule', () => {
    const importer = declarations(workflows, 'TacheImporterTranche');
    const lecture = surBucket(importer, idImports);
    expect(lecture.flatMap(actions).sort()).toEqual(['s3:AbortMultipartUpload', 's3:GetObject', 's3:ListBucket', 's3:PutObject']);
    // [issue 27] it writes there only its rejects report and summary, next to the file
    const ecriture = lecture.filter((d) => actions(d).includes('s3:PutObject'));
    expect(JSON.stringify(ecriture)).toMatch(/\/\*\.rejets\.csv"/);
    expect(JSON.stringify(ecriture)).toMatch(/\/\*\.bilan\.json"/);
    expect(JSON.stringify(ecriture)).not.toMatch(/\/\*"/);
    // its rejects report goes to the exports bucket (imports/), the rows to the table
    expect(surBucket(importer, idExports).flatMap(actions)).toEqual(expect.arrayContaining(['s3:PutObject']));
    expect(importer.flatMap(actions)).toEqual(expect.arrayContaining(['dynamodb:BatchWriteItem', 'dynamodb:PutItem']));
    for (const autre of Object.keys(application.workflows!.taches).filter((m) => m !== 'ImporterTranche')) {
      expect(surBucket(declarations(workflows, `Tache${autre}`), idImports), autre).toEqual([]);
    }
    expect(JSON.stringify(tache('ImporterTranche').Environment.Variables.BUCKET_IMPORTS)).toContain(`Ref${idImports}`);
  });

  it("ne crée pas de règle quand le catalogue n'a pas le workflow d'import", () => {
    const sans = construireApplication(nouvelleApp(), {
      site: null,
      workflows: WORKFLOWS.filter((w) => w.nom !== 'import-rnic'),
    });
    Template.fromStack(sans.workflows!).resourceCountIs('AWS::Events::Rule', 0);
  });
});

describe('tâches qui traitent des fichiers entiers', () => {
  it('donnent 15 minutes et 2 Go aux segments, à l’assemblage et aux tranches d’import ; 5 minutes et 1 Go aux autres', () => {
    for (const marqueur of ['ExporterSegment', 'AssemblerExport', 'ImporterTranche']) {
      expect(tache(marqueur), marqueur).toMatchObject({ Timeout: 900, MemorySize: 2048 });
    }
    for (const marqueur of ['PreparerExport', 'MarquerHorsDelai', 'TrouverInactifs']) {
      expect(tache(marqueur), marqueur).toMatchObject({ Timeout: 300, MemorySize: 1024 });
    }
  });

  it('ne nomment que des tâches du catalogue (un marqueur renommé perdrait sa durée en silence)', () => {
    const marqueurs = new Set(WORKFLOWS.flatMap((w) => Object.keys(w.fonctions)));
    for (const m of Object.keys(TACHES_PARTICULIERES)) expect(marqueurs.has(m), m).toBe(true);
  });

  it("découpe l'export en 32 segments", () => {
    expect(tache('PreparerExport').Environment.Variables.EXPORT_SEGMENTS).toBe('32');
  });

  it('peuvent interrompre un téléversement en plusieurs parties dans le compartiment des exports', () => {
    for (const marqueur of ['ExporterSegment', 'AssemblerExport', 'ImporterTranche']) {
      const exports = surBucket(declarations(workflows, `Tache${marqueur}`), idExports);
      expect(exports.flatMap(actions), marqueur).toEqual(expect.arrayContaining(['s3:PutObject', 's3:AbortMultipartUpload']));
    }
  });
});

describe('cycle de vie du compartiment des exports', () => {
  const regles = () => donnees.findResources('AWS::S3::Bucket')[idExports].Properties.LifecycleConfiguration.Rules;

  it("efface les parties d'un export après 2 jours et les fichiers de données brutes après 90 jours", () => {
    expect(regles()).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ Prefix: 'parties/', ExpirationInDays: 2, Status: 'Enabled' }),
        expect.objectContaining({ Prefix: 'donnees-brutes/', ExpirationInDays: 90, Status: 'Enabled' }),
        expect.objectContaining({ Prefix: 'imports/', ExpirationInDays: 30, Status: 'Enabled' }),
      ]),
    );
  });

  it('interrompt après un jour les téléversements en plusieurs parties inachevés, partout', () => {
    const abandon = regles().filter((r: { AbortIncompleteMultipartUpload?: unknown }) => r.AbortIncompleteMultipartUpload);
    expect(abandon).toEqual([expect.objectContaining({ AbortIncompleteMultipartUpload: { DaysAfterInitiation: 1 } })]);
    expect(abandon[0].Prefix).toBeUndefined();
  });
});

describe('domaine public : données brutes', () => {
  const publicDs = () => declarations(api, 'Areapublic');

  it('ne lit que les objets sous donnees-brutes/ du compartiment des exports, sans les lister', () => {
    const exports = surBucket(publicDs(), idExports);
    const donneesBrutes = exports.filter((d) => JSON.stringify(d.Resource).includes('"/donnees-brutes/*"'));
    expect(donneesBrutes.map(actions)).toEqual([['s3:GetObject']]);
    // besides, only the newsletter archive: its objects and its listing (next test)
    for (const d of exports.filter((x) => !donneesBrutes.includes(x)))
      expect(JSON.stringify(d.Resource).includes('"/newsletters/*"') || actions(d).join() === 's3:ListBucket').toBe(true);
    for (const d of exports) expect(JSON.stringify(d.Resource)).not.toContain('"/*"');
    // and nothing of the imports bucket
    expect(surBucket(publicDs(), idImports)).toEqual([]);
  });

  it("lit, liste et écrit l'archive des lettres d'information sous newsletters/, sans rien y supprimer", () => {
    const exports = surBucket(publicDs(), idExports);
    const objets = exports.filter((d) => JSON.stringify(d.Resource).includes('"/newsletters/*"'));
    expect(objets.map(actions)).toEqual([['s3:GetObject', 's3:PutObject']]);
    const listes = exports.filter((d) => actions(d).includes('s3:ListBucket'));
    expect(listes).toHaveLength(1);
    expect(actions(listes[0])).toEqual(['s3:ListBucket']);
    // the listing is limited to the archive's prefix
    expect(JSON.stringify((listes[0] as Declaration & { Condition?: unknown }).Condition)).toMatch(
      /^\{"StringLike":\{"s3:prefix":\[?"newsletters\/\*"\]?\}\}$/,
    );
    expect(exports.flatMap(actions)).not.toContain('s3:DeleteObject');
  });

  it("démarre l'export des données brutes et suit ses exécutions, et aucun autre workflow", () => {
    const states = publicDs().filter((d) => actions(d).some((a) => a.startsWith('states:')));
    expect(states.map((d) => [actions(d), JSON.stringify(d.Resource)])).toEqual([
      [['states:StartExecution'], expect.stringMatching(/:stateMachine:registre-export-donnees-brutes"\]\]\}$/)],
      [['states:DescribeExecution'], expect.stringMatching(/:execution:registre-export-donnees-brutes:\*"\]\]\}$/)],
    ]);
  });

  it("ne laisse démarrer l'import par aucun domaine, et delai-validation par ceux qui déposent des demandes", () => {
    const politiques = Object.entries(api.findResources('AWS::IAM::Policy')).map(([id, p]) => ({
      area: id.replace(/RoleDefaultPolicy.*/, ''),
      texte: JSON.stringify(p),
    }));
    expect(politiques.filter((p) => p.texte.includes('registre-import-rnic'))).toEqual([]);
    expect(politiques.filter((p) => p.texte.includes(':stateMachine:registre-delai-validation')).map((p) => p.area)).toEqual([
      'Areacoproprietes',
      'Areadeclarations',
      'Areamandats',
      'Arealogiciels', // [issue 25] the web service submits requests through the forms' use cases
    ]);
    // every workflow an area names exists in the catalogue (a typo would grant nothing, silently)
    const noms = WORKFLOWS.map((w) => w.nom);
    for (const [area, droits] of Object.entries(DROITS_PAR_AREA)) {
      for (const w of droits.workflows) expect(noms, `${area} : ${w}`).toContain(w);
    }
  });
});
