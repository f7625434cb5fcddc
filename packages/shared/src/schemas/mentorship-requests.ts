// The wire form of research and consultation requests as the admin lists read them (issue 16;
// mentorship-policies-video §3 field names), with the follow-up state: the 24-hour contact
// promise, the mentor and the document. Declared once: the server builds it
// (modules/mentorship/request-dto.ts), the admin screens read it.

export interface DocumentWire {
  _id: string;
  name: string;
  url: string;
  mimeType: string;
  size: number;
}

export interface FollowUpWire {
  contacted: boolean;
  contactedAt: string | null;
  contactNote: string | null;
  mentor: { _id: string; fullName: string; email: string } | null;
  createdAt: string;
  /** When the 24-hour promise runs out, and the milliseconds left at the time of the answer (negative: overdue). */
  contactDueAt: string;
  contactMsLeft: number;
}

export interface ResearchRequestWire extends FollowUpWire {
  _id: string;
  fullName: string;
  email: string;
  phone: string;
  country: string;
  researchArea: string;
  currentStage: string;
  supportNeeded: string[];
  otherSupport: string;
  deadline: string;
  document: DocumentWire | null;
}

export interface ConsultationWire extends FollowUpWire {
  _id: string;
  fullName: string;
  email: string;
  phone: string;
  university: string;
  country: string;
  phdStage: string;
  researchTitle: string;
  researchDescription: string;
  guidanceAreas: string[];
  otherGuidance: string;
  sessionType: 'quick' | 'deep';
  sessionDate: string;
  sessionTime: string;
  startsAt: string;
  durationMinutes: number;
  price: number;
  currency: 'INR' | 'USD';
  status: 'pending' | 'paid' | 'refund_due';
  orderId: string | null;
  paymentId: string | null;
  paidAt: string | null;
  /** Paid amount in major units, or null while unpaid. */
  paidAmount: number | null;
  document: DocumentWire | null;
  /**
   * The session's video call once a mentor is assigned to the paid consultation: the path of the
   * requester's join link (`/consultation-call/{id}#key=...`; the mentor opens it without the key).
   */
  videoLink: string | null;
}
