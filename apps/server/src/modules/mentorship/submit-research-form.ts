// POST /api/submit-research-support-form (mentorship-policies-video §2 /research-form, §7): a
// visitor (signed in or not) asks for free research support; the team promises contact within
// 24 hours. Mail goes to the team and to the requester.
import { researchFormSchema } from '@tm/shared/schemas/mentorship';
import type { Db } from '../../db/client';
import { researchRequests } from '../../db/schema/mentorship';
import type { ReceivedForm } from '../files/receive-uploads';
import { assertKnownCountry, parseForm, recordDocument } from './form-fields';
import { researchSubmittedMail, type MentorshipMailContext } from './mentorship-mail';

export async function submitResearchForm(opts: {
  db: Db;
  form: Pick<ReceivedForm, 'fields' | 'uploads'>;
  mail: MentorshipMailContext;
}): Promise<{ _id: string }> {
  const values = parseForm(researchFormSchema, opts.form.fields);
  assertKnownCountry(values.country);
  const upload = opts.form.uploads.find((u) => u.field === 'researchDocument');
  const row = await opts.db.transaction(async (tx) => {
    const documentFileId = await recordDocument(tx, upload, 'research_document');
    const [inserted] = await tx
      .insert(researchRequests)
      .values({
        fullName: values.fullName,
        email: values.email,
        phone: values.phone,
        country: values.country,
        researchArea: values.researchArea,
        currentStage: values.currentStage,
        supportNeeded: values.supportNeeded,
        otherSupport: values.supportNeeded.includes('Other') ? values.otherSupport : '',
        deadline: values.deadline,
        documentFileId,
      })
      .returning();
    return inserted!;
  });
  await researchSubmittedMail(opts.mail, row);
  return { _id: row.id };
}
