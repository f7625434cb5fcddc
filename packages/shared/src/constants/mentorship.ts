// mentorship-policies-video §9 "Business constants and limits" (PhD mentorship and call page).

export const CONSULTATION_SESSION_TYPES = [
  {
    key: 'quick',
    label: '30-minute Quick Consultation',
    minutes: 30,
    price: { INR: 1200, USD: 25 },
  },
  {
    key: 'deep',
    label: '60-minute Deep Dive Mentoring',
    minutes: 60,
    price: { INR: 2500, USD: 50 },
  },
] as const;

/** Hourly from 09:00 AM to 06:00 PM: 10 slots. */
export const CONSULTATION_TIME_SLOTS = [
  '09:00 AM',
  '10:00 AM',
  '11:00 AM',
  '12:00 PM',
  '01:00 PM',
  '02:00 PM',
  '03:00 PM',
  '04:00 PM',
  '05:00 PM',
  '06:00 PM',
] as const;

export const RESEARCH_DEADLINES = ['Within 1 week', '2–3 weeks', '1 month+'] as const;

export const RESEARCH_STAGES = [
  'Proposal prep',
  'Literature review',
  'Methodology',
  'Data analysis',
  'Draft / Chapter refinement',
  'Editing & formatting',
  'Other',
] as const;

export const SUPPORT_OPTIONS = [
  'Topic refinement',
  'Structuring & organization',
  'Literature review guidance',
  'Methodology clarity',
  'Data analysis & interpretation',
  'Editing for clarity / academic style',
  'Citation & referencing help',
  'Formatting (APA, MLA, etc.)',
  'Other',
] as const;

export const PHD_STAGES = [
  'Just starting / Pre-proposal',
  'Proposal writing',
  'Literature review',
  'Methodology design',
  'Data collection / Analysis',
  'Drafting chapters',
  'Near submission / Defense prep',
] as const;

export const GUIDANCE_AREAS = [
  'Refining research questions',
  'Literature review guidance',
  'Methodology design / clarity',
  'Data analysis (quantitative/qualitative)',
  'Structuring chapters / thesis flow',
  'Academic writing style (clarity, citations, coherence)',
  'Publication guidance',
  'Viva/Defense preparation',
  'Other',
] as const;

export const MENTORSHIP_DEFAULT_COUNTRY = 'India';
export const RESEARCH_CONTACT_PROMISE_HOURS = 24;

export const CALL = {
  chatPollIntervalMs: 500,
  chatPollMaxAttempts: 60,
  media: {
    audio: true,
    video: { width: { ideal: 640 }, height: { ideal: 480 }, frameRate: { ideal: 15 } },
  },
  extensionChunkChars: 4096,
  callTypeCodes: { video: 1, audio: 2 },
} as const;

export const CALL_STATUSES = ['connecting', 'waiting', 'ringing', 'active', 'ended'] as const;
export type CallStatus = (typeof CALL_STATUSES)[number];
