// The wire form of research and consultation requests as the admin lists read them is
// declared once, as zod schemas in contract/mentorship.ts; the types are read from there.
export type { DocumentWire, ResearchRequestWire, ConsultationWire } from '../contract/mentorship';
