// Hostile files sent as documents (they reach an admin's screen): image bombs and forged image
// headers, truncated images, HTML polyglots, PDFs with JavaScript, launch actions or attached
// files, the EICAR test string. Refused with a clear message, or kept only once made harmless
// (images written again without metadata or appended bytes), and served as attachments. Every
// document field goes through the same pipeline (modules/files/receive-uploads.ts).
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { body, build } from './helper';
import { multipart, tutorFields, validFiles, type UploadSpec } from './support/tutor-form';
import {
  EICAR,
  jpegClaiming,
  jpegWithExif,
  pdfEmbeddedFile,
  pdfEscapedJs,
  pdfLaunch,
  pdfOpenActionJs,
  pdfWithHtml,
  pngBomb,
  pngClaiming,
  pngWithHtml,
  truncatedPng,
} from './support/hostile-files';
import { createAdmin, createUser } from '../src/seed/factories';
import { sampleDocx, samplePdf } from '../src/seed/sample-files';
import { files } from '../src/db/schema/files';
import { researchRequests } from '../src/db/schema/mentorship';

const ctx = await build();
const admin = await createAdmin(ctx.db);

const UNSAFE_PDF =
  'This PDF contains JavaScript, an action that opens a program, an attached file or web page code, which we do not accept. Please save it again as a plain PDF (for example with "Print to PDF") and upload that.';
const UNREADABLE_PDF = 'This PDF could not be read. Please upload another one.';
const TOO_MANY_PIXELS =
  'This picture is too large in pixels. Please upload one of at most 40 megapixels, with no side over 10,000 pixels.';
const UNREADABLE_IMAGE = 'This picture could not be read. Please upload another one.';

const RESEARCH = {
  fullName: 'Asha Rao',
  email: 'asha.hostile@example.in',
  phone: '919812345678',
  country: 'India',
  researchArea: 'Marine ecology',
  currentStage: 'Methodology',
  supportNeeded: ['Methodology clarity'],
  deadline: '2–3 weeks',
};
const CONSULTATION = {
  fullName: 'Vikram Iyer',
  email: 'vikram.hostile@example.in',
  phone: '919900112233',
  university: 'IISc',
  country: 'India',
  phdStage: 'Proposal writing',
  researchTitle: 'Monsoon variability',
  guidanceAreas: ['Publication guidance'],
  sessionType: 'deep',
  sessionTime: '10:00 AM',
};

let client = 0;
/** Each upload from its own address: the public forms' rate limit is not what is tested here. */
async function send(
  url: string,
  fields: Record<string, unknown>,
  uploads: UploadSpec[],
  user?: { id: string },
) {
  const form = await multipart(fields, uploads);
  const remoteAddress = `198.51.100.${(client++ % 250) + 1}`;
  return user
    ? ctx.injectAs(user, { method: 'POST', url, remoteAddress, ...form })
    : ctx.app.inject({ method: 'POST', url, remoteAddress, ...form });
}
const research = (file: UploadSpec) => send('/api/submit-research-support-form', RESEARCH, [file]);
const fileCount = async () => (await ctx.db.select({ id: files.id }).from(files)).length;

type Fixture = {
  label: string;
  name: string;
  data: () => Buffer | Promise<Buffer>;
  message: string;
};
const FIXTURES: Fixture[] = [
  { label: 'a real 10,000² PNG bomb', name: 'scan.png', data: pngBomb, message: TOO_MANY_PIXELS },
  {
    label: 'a PNG claiming 30,000²',
    name: 'scan.png',
    data: () => pngClaiming(30_000),
    message: TOO_MANY_PIXELS,
  },
  {
    label: 'a JPEG claiming 65,500²',
    name: 'scan.jpg',
    data: () => jpegClaiming(65_500),
    message: TOO_MANY_PIXELS,
  },
  { label: 'a truncated PNG', name: 'scan.png', data: truncatedPng, message: UNREADABLE_IMAGE },
  { label: 'a PDF + HTML polyglot', name: 'cert.pdf', data: pdfWithHtml, message: UNSAFE_PDF },
  {
    label: 'a PDF running JavaScript on opening',
    name: 'cert.pdf',
    data: pdfOpenActionJs,
    message: UNSAFE_PDF,
  },
  {
    label: 'a PDF with escaped JavaScript names',
    name: 'cert.pdf',
    data: pdfEscapedJs,
    message: UNSAFE_PDF,
  },
  { label: 'a PDF with a launch action', name: 'cert.pdf', data: pdfLaunch, message: UNSAFE_PDF },
  {
    label: 'a PDF with an attached file',
    name: 'cert.pdf',
    data: pdfEmbeddedFile,
    message: UNSAFE_PDF,
  },
  {
    label: 'the EICAR string behind a PDF header',
    name: 'cert.pdf',
    data: () => Buffer.from(`%PDF-1.4\n${EICAR}\n`),
    message: UNREADABLE_PDF,
  },
  {
    label: 'the EICAR string named .pdf',
    name: 'cert.pdf',
    data: () => Buffer.from(EICAR),
    message: 'Please select a valid file (pdf, doc, docx, jpg, png).',
  },
];

describe('hostile documents are refused, and nothing is kept', () => {
  for (const f of FIXTURES) {
    it(f.label, async () => {
      const before = await fileCount();
      const res = await research({ field: 'document', name: f.name, data: await f.data() });
      expect(res.statusCode, res.body).toBe(400);
      expect(body(res).message).toBe(f.message);
      expect(await fileCount()).toBe(before);
    });
  }
});

describe('every document field checks its files the same way', () => {
  const tutorForm = async (field: string, upload: UploadSpec) => {
    const tutor = await createUser(ctx.db, {
      role: 'tutor',
      fullName: 'Kavya R',
      isFormSubmitted: false,
    });
    const fields = tutorFields({ tutoring_mode: ['Online Tutoring', 'At Tutor Place'] });
    const uploads = [...validFiles({ addressProof: 1 }).filter((u) => u.field !== field), upload];
    return send('/api/submit-tutor-form', fields, uploads, tutor);
  };

  for (const field of ['certificates', 'govt_ids', 'addressProof', 'resume']) {
    it(`${field}: a PDF with JavaScript, and (where images are taken) a PNG bomb`, async () => {
      const js = await tutorForm(field, { field, name: 'doc.pdf', data: await pdfOpenActionJs() });
      expect(js.statusCode, js.body).toBe(400);
      expect(body(js).message).toBe(UNSAFE_PDF);
      if (field === 'resume') return; // pdf, doc, docx only
      const bomb = await tutorForm(field, { field, name: 'doc.png', data: pngBomb() });
      expect(bomb.statusCode, bomb.body).toBe(400);
      expect(body(bomb).message).toBe(TOO_MANY_PIXELS);
    });
  }

  it('consultationDocument: a PDF with a launch action', async () => {
    const res = await send(
      '/api/submit-consultation-form',
      {
        ...CONSULTATION,
        sessionDate: new Date(Date.now() + 5 * 86_400_000).toISOString().slice(0, 10),
      },
      [{ field: 'document', name: 'outline.pdf', data: await pdfLaunch() }],
    );
    expect(res.statusCode, res.body).toBe(400);
    expect(body(res).message).toBe(UNSAFE_PDF);
  });
});

describe('images kept as documents are written again; documents are downloads', () => {
  async function keptDocument(upload: UploadSpec) {
    const res = await research(upload);
    expect(res.statusCode, res.body).toBe(200);
    const [request] = await ctx.db
      .select()
      .from(researchRequests)
      .where(eq(researchRequests.id, body(res).data._id));
    const [file] = await ctx.db.select().from(files).where(eq(files.id, request!.documentFileId!));
    const served = await ctx.injectAs(admin, { method: 'GET', url: `/api/files/${file!.id}` });
    expect(served.statusCode).toBe(200);
    return { file: file!, served };
  }

  it('a PNG with an HTML page appended is kept as the picture alone', async () => {
    const { file, served } = await keptDocument({
      field: 'document',
      name: 'chart.png',
      data: pngWithHtml(),
    });
    expect(served.rawPayload.includes('<script')).toBe(false);
    expect(served.rawPayload.length).toBe(file.sizeBytes);
    expect(await sharp(served.rawPayload).metadata()).toMatchObject({
      format: 'png',
      width: 40,
      height: 30,
    });
    expect(served.headers['content-disposition']).toBe('attachment; filename="chart.png"');
    expect(served.headers['content-type']).toBe('image/png');
    expect(served.headers['x-content-type-options']).toBe('nosniff');
  });

  it('a JPEG loses its EXIF block (a GPS position)', async () => {
    const original = await jpegWithExif();
    expect((await sharp(original).metadata()).exif).toBeDefined();
    const { served } = await keptDocument({ field: 'document', name: 'id.jpg', data: original });
    const kept = await sharp(served.rawPayload).metadata();
    expect(kept).toMatchObject({ format: 'jpeg', width: 64, height: 48 });
    expect(kept.exif).toBeUndefined();
  });

  it('a plain PDF is kept as sent, and served as an attachment', async () => {
    const pdf = samplePdf(['Degree certificate']);
    const { served } = await keptDocument({ field: 'document', name: 'degree.pdf', data: pdf });
    expect(Buffer.compare(served.rawPayload, pdf)).toBe(0);
    expect(served.headers['content-disposition']).toBe('attachment; filename="degree.pdf"');
  });

  it('a Word document passes unchanged (checked by type only without a virus scanner)', async () => {
    const docx = sampleDocx(EICAR);
    const { served } = await keptDocument({ field: 'document', name: 'cv.docx', data: docx });
    expect(Buffer.compare(served.rawPayload, docx)).toBe(0);
    expect(served.headers['content-disposition']).toBe('attachment; filename="cv.docx"');
  });
});
