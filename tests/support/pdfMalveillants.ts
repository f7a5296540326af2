/**
 * The corpus of hostile supporting documents (issue 15, item 2), written as raw PDF text so that each file holds
 * exactly the construct it tests and nothing else. The outputs are committed in
 * `tests/fixtures/fichiers/pdf-malveillants/`; this script rewrites them byte for byte (deterministic: no dates,
 * no random ids): `npx tsx tests/support/pdfMalveillants.ts`.
 *
 * Each file but the HTML one and the slow one is a well-formed PDF (header, objects, cross-reference table with
 * the right offsets, trailer, `startxref`, `%%EOF`): the envelope check of shared/src/domain/pdf.ts accepts them
 * all, only the analysis of their content (functions/src/adapters/documents/analysePdf.ts) can refuse them.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { deflateSync } from 'node:zlib';

export const DOSSIER_PDF_MALVEILLANTS = new URL('../fixtures/fichiers/pdf-malveillants/', import.meta.url);
/** file name -> verdict expected (`ok` or the refusal reason), written beside the files */
export const FICHIER_ATTENDUS = 'attendus.json';

type Objet = string | { dict: string; flux: Buffer };

/** A PDF 1.7 from its objects (numbered from 1, the first one being the catalog) and extra trailer entries. */
export function pdfBrut(objets: Objet[], trailer = ''): Buffer {
  const morceaux: Buffer[] = [Buffer.from('%PDF-1.7\n%\xe2\xe3\xcf\xd3\n', 'latin1')];
  let position = morceaux[0].length;
  const positions: number[] = [];
  objets.forEach((o, i) => {
    positions.push(position);
    const corps =
      typeof o === 'string'
        ? [Buffer.from(`${i + 1} 0 obj\n${o}\nendobj\n`, 'latin1')]
        : [
            Buffer.from(`${i + 1} 0 obj\n<< ${o.dict} /Length ${o.flux.length} >>\nstream\n`, 'latin1'),
            o.flux,
            Buffer.from('\nendstream\nendobj\n', 'latin1'),
          ];
    for (const b of corps) {
      morceaux.push(b);
      position += b.length;
    }
  });
  const xref = [
    'xref',
    `0 ${objets.length + 1}`,
    '0000000000 65535 f ',
    ...positions.map((p) => `${String(p).padStart(10, '0')} 00000 n `),
    'trailer',
    `<< /Size ${objets.length + 1} /Root 1 0 R ${trailer}>>`,
    'startxref',
    String(position),
    '%%EOF',
    '',
  ].join('\n');
  morceaux.push(Buffer.from(xref, 'latin1'));
  return Buffer.concat(morceaux);
}

const CONTENU = Buffer.from('BT /F1 18 Tf 72 770 Td (Mandat de syndic - piece justificative) Tj ET', 'latin1');
const POLICE = '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>';

/**
 * A one-page document (objects 1 catalog, 2 pages, 3 page, 4 contents, 5 font) with `catalogue` and `page`
 * added to the catalog and page dictionaries, `contenu` as the page's contents and `autres` as objects 6, 7, …
 */
function document1Page(o: { catalogue?: string; page?: string; contenu?: Objet; autres?: Objet[]; trailer?: string } = {}) {
  return pdfBrut(
    [
      `<< /Type /Catalog /Pages 2 0 R ${o.catalogue ?? ''}>>`,
      '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
      `<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Contents 4 0 R /Resources << /Font << /F1 5 0 R >> >> ${o.page ?? ''}>>`,
      o.contenu ?? { dict: '/Filter /FlateDecode', flux: deflateSync(CONTENU, { level: 9 }) },
      POLICE,
      ...(o.autres ?? []),
    ],
    o.trailer,
  );
}

/** An object stream holding `objets` (numbered from `premier`), Flate-compressed. */
function fluxObjets(premier: number, objets: string[]): Objet {
  let decalage = 0;
  const entete: string[] = [];
  for (const [i, o] of objets.entries()) {
    entete.push(`${premier + i} ${decalage}`);
    decalage += o.length + 1;
  }
  const tete = entete.join(' ') + '\n';
  const donnees = Buffer.from(tete + objets.join('\n') + '\n', 'latin1');
  return {
    dict: `/Type /ObjStm /N ${objets.length} /First ${tete.length} /Filter /FlateDecode`,
    flux: deflateSync(donnees, { level: 9 }),
  };
}

/** The corpus: file name → bytes, and the verdict expected from the analysis (`ok` or the refusal reason). */
export async function corpus(): Promise<{ nom: string; octets: Buffer; attendu: string; description: string }[]> {
  const zeros512 = await deflateZeros(512 * 1024 * 1024);
  const zeros64 = await deflateZeros(64 * 1024 * 1024);
  const js = '<< /S /JavaScript /JS (app.alert\\("bonjour"\\)) >>';
  return [
    { nom: 'valide-1-page.pdf', attendu: 'ok', description: 'PDF valide d’une page', octets: document1Page() },
    {
      nom: 'html-deguise.pdf',
      attendu: 'illisible',
      description: 'page HTML avec un en-tête %PDF et %%EOF',
      octets: Buffer.from('%PDF-1.4\n<html><script>alert(1)</script></html>\nstartxref\n0\n%%EOF\n', 'latin1'),
    },
    {
      nom: 'openaction-javascript.pdf',
      attendu: 'javascript',
      description: '/OpenAction /JavaScript à l’ouverture',
      octets: document1Page({ catalogue: `/OpenAction ${js}` }),
    },
    {
      nom: 'aa-javascript.pdf',
      attendu: 'javascript',
      description: 'action additionnelle /AA de page en JavaScript',
      octets: document1Page({ page: `/AA << /O ${js} >>` }),
    },
    {
      nom: 'annotation-javascript.pdf',
      attendu: 'javascript',
      description: 'annotation lien dont l’action est /JS',
      octets: document1Page({
        page: '/Annots [6 0 R]',
        autres: [`<< /Type /Annot /Subtype /Link /Rect [0 0 595 842] /A ${js} >>`],
      }),
    },
    {
      nom: 'javascript-noms-echappes.pdf',
      attendu: 'javascript',
      description: 'noms JavaScript écrits avec des échappements #xx en minuscules (/J#61vaScript, /J#53)',
      octets: document1Page({ catalogue: '/OpenAction << /S /J#61vaScript /J#53 (app.alert\\(1\\)) >>' }),
    },
    {
      nom: 'javascript-flux-objets.pdf',
      attendu: 'javascript',
      description: 'action JavaScript cachée dans un flux d’objets compressé (invisible au texte brut)',
      octets: document1Page({ catalogue: '/OpenAction 6 0 R', autres: [fluxObjets(6, [js])] }),
    },
    {
      nom: 'objet-redefini.pdf',
      attendu: 'javascript',
      description:
        'action JavaScript que la table de références désigne, redéfinie plus loin par un objet anodin de même numéro (le dernier lu masquerait le premier)',
      octets: objetRedefini(
        document1Page({ catalogue: '/OpenAction 6 0 R', autres: [js] }),
        '6 0 obj\n<< /S /URI /URI (https://exemple.fr) >>\nendobj\n',
      ),
    },
    {
      nom: 'lancement.pdf',
      attendu: 'lancement',
      description: 'action /Launch d’un programme',
      octets: document1Page({ catalogue: '/OpenAction << /S /Launch /F (cmd.exe) /Win << /F (cmd.exe) /P (/c calc) >> >>' }),
    },
    {
      nom: 'fichiers-incorpores.pdf',
      attendu: 'fichierIncorpore',
      description: 'arbre de noms /EmbeddedFiles avec un fichier /EmbeddedFile',
      octets: document1Page({
        catalogue: '/Names << /EmbeddedFiles << /Names [(facture.exe) 6 0 R] >> >>',
        autres: [
          '<< /Type /Filespec /F (facture.exe) /EF << /F 7 0 R >> >>',
          { dict: '/Type /EmbeddedFile', flux: Buffer.from('MZ pas vraiment un programme', 'latin1') },
        ],
      }),
    },
    {
      nom: 'annotation-fichier.pdf',
      attendu: 'fichierIncorpore',
      description: 'annotation /FileAttachment',
      octets: document1Page({
        page: '/Annots [6 0 R]',
        autres: ['<< /Type /Annot /Subtype /FileAttachment /Rect [0 0 20 20] /FS << /Type /Filespec /F (note.txt) >> >>'],
      }),
    },
    {
      nom: 'formulaire-xfa.pdf',
      attendu: 'xfa',
      description: 'formulaire /AcroForm avec /XFA',
      octets: document1Page({
        catalogue: '/AcroForm << /Fields [] /XFA 6 0 R >>',
        autres: [{ dict: '', flux: Buffer.from('<xdp:xdp xmlns:xdp="http://ns.adobe.com/xdp/"></xdp:xdp>', 'latin1') }],
      }),
    },
    {
      nom: 'bombe-flux-contenu.pdf',
      attendu: 'demesure',
      description: 'contenu de page compressé qui se décompresse en 512 Mio',
      octets: document1Page({ contenu: { dict: '/Filter /FlateDecode', flux: zeros512 } }),
    },
    {
      nom: 'bombe-flux-objets.pdf',
      attendu: 'demesure',
      description: 'flux d’objets (décodé par l’analyseur PDF lui-même) qui se décompresse en 64 Mio',
      octets: document1Page({
        catalogue: '/Extra 6 0 R',
        autres: [{ dict: '/Type /ObjStm /N 1 /First 4 /Filter /FlateDecode', flux: zeros64 }],
      }),
    },
    {
      nom: 'sans-page.pdf',
      attendu: 'sansPage',
      description: 'arbre des pages vide',
      octets: pdfBrut(['<< /Type /Catalog /Pages 2 0 R >>', '<< /Type /Pages /Kids [] /Count 0 >>']),
    },
    {
      nom: 'charabia.pdf',
      attendu: 'illisible',
      description: 'en-tête, fin de fichier et startxref autour d’octets sans structure',
      octets: Buffer.concat([
        Buffer.from('%PDF-1.7\n', 'latin1'),
        Buffer.from(Array.from({ length: 4096 }, (_, i) => (i * 7919 + 13) % 251)),
        Buffer.from('\nstartxref\n9\n%%EOF\n', 'latin1'),
      ]),
    },
    {
      nom: 'chiffre.pdf',
      attendu: 'chiffre',
      description: 'PDF chiffré (dictionnaire /Encrypt) : son contenu ne peut pas être inspecté',
      octets: document1Page({
        autres: ['<< /Filter /Standard /V 2 /R 3 /Length 128 /P -3904 /O <00> /U <00> >>'],
        trailer: '/Encrypt 6 0 R /ID [<00112233445566778899aabbccddeeff> <00112233445566778899aabbccddeeff>] ',
      }),
    },
    {
      nom: 'analyse-interminable.pdf',
      attendu: 'delai',
      description: 'une longue suite de chiffres entre deux objets : le parseur se met à chercher en temps quadratique',
      octets: Buffer.concat([
        Buffer.from('%PDF-1.7\n1 0 obj\n<< /Type /Catalog >>\nendobj\nx', 'latin1'),
        Buffer.alloc(150_000, '1'),
        Buffer.from('\nstartxref\n9\n%%EOF\n', 'latin1'),
      ]),
    },
  ];
}

/**
 * `pdf` followed by `objet` (a new definition of one of its objects) and a trailer that points at the ORIGINAL
 * cross-reference table: a reader following it opens the first definition; a parser that reads the file from
 * start to end and keeps the last definition sees only the second.
 */
function objetRedefini(pdf: Buffer, objet: string): Buffer {
  const xref = /startxref\n(\d+)\n%%EOF\n$/.exec(pdf.toString('latin1'))![1];
  return Buffer.concat([pdf, Buffer.from(`${objet}startxref\n${xref}\n%%EOF\n`, 'latin1')]);
}

/** Flate (level 9) of `taille` zero bytes, streamed so that the generator never holds the inflated data. */
async function deflateZeros(taille: number): Promise<Buffer> {
  const { createDeflate } = await import('node:zlib');
  const flux = createDeflate({ level: 9 });
  const sortie: Buffer[] = [];
  flux.on('data', (b: Buffer) => sortie.push(b));
  const fin = new Promise<void>((ok, ko) => flux.on('end', ok).on('error', ko));
  const zero = Buffer.alloc(1024 * 1024);
  for (let restant = taille; restant > 0; restant -= zero.length) {
    if (!flux.write(zero.subarray(0, Math.min(zero.length, restant)))) await new Promise((ok) => flux.once('drain', ok));
  }
  flux.end();
  await fin;
  return Buffer.concat(sortie);
}

if (import.meta.url === `file://${process.argv[1]}`) {
  mkdirSync(DOSSIER_PDF_MALVEILLANTS, { recursive: true });
  const fichiers = await corpus();
  for (const f of fichiers) {
    writeFileSync(new URL(f.nom, DOSSIER_PDF_MALVEILLANTS), f.octets);
    console.log(`${f.nom.padEnd(32)} ${String(f.octets.length).padStart(8)} octets  ${f.attendu}`);
  }
  // the verdicts, read by the unit test of the analysis and by the integration test of the upload routes
  const attendus = Object.fromEntries(fichiers.map((f) => [f.nom, f.attendu]));
  writeFileSync(new URL(FICHIER_ATTENDUS, DOSSIER_PDF_MALVEILLANTS), `${JSON.stringify(attendus, null, 2)}\n`);
}
