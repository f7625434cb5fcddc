// Seeded blogs and policy pages. The cancellation and refund terms are the ones the booking and
// payment rules follow (trials are free; paid classes are paid only after the tutor accepts).

export const SEED_BLOGS = [
  {
    slug: 'publishing-your-first-research-paper',
    title: 'Publishing Your First Research Paper: A Practical Guide for PhD Scholars',
    description: 'From choosing the right journal to answering reviewers, a step-by-step path to your first publication.',
    postedAt: '2026-09-12T05:30:00Z',
    content: `<p>Your first paper is as much about process as it is about results. Most rejections we see are not about weak science but about a mismatch between the manuscript and the journal, or a story that is hard to follow.</p>
<h2>1. Choose the journal before you write</h2>
<p>Shortlist three journals that have published work close to yours in the last two years. Read their aims and scope, author guidelines and a few recent papers. Note the typical length, structure and citation style, and check that the journal is indexed in Scopus or Web of Science and is not on any predatory list.</p>
<h2>2. Write the story in one paragraph</h2>
<p>Before drafting, write one paragraph: the gap, your question, what you did, what you found and why it matters. Every section of the paper should serve this paragraph.</p>
<h2>3. Draft in the order that is easiest</h2>
<p>Methods and results first, then the introduction and discussion, and the abstract last. Keep figures simple, label axes with units, and make each caption readable on its own.</p>
<h2>4. Answer reviewers with care</h2>
<p>Reply point by point, quote each comment, say what you changed and where. Be courteous even when you disagree, and support disagreement with evidence.</p>
<p>If you would like a mentor to review your draft or plan your submission, our PhD mentorship team can help in a 1-to-1 session.</p>`,
  },
  {
    slug: 'thesis-defense-tips',
    title: 'Thesis Defense Tips: How to Prepare for Your Viva with Confidence',
    description: 'Practical preparation for the viva voce: structure, rehearsal and handling difficult questions.',
    postedAt: '2026-10-03T05:30:00Z',
    content: `<p>The viva is a conversation about work you know better than anyone in the room. Preparation is about showing that clearly and calmly.</p>
<h2>Know your contribution in three sentences</h2>
<p>Examiners almost always ask what your thesis adds. Practise a three-sentence answer: the problem, your approach, and your contribution to the field.</p>
<h2>Rehearse with a mock viva</h2>
<p>Ask a colleague or mentor to question you for an hour. Record it, and note the questions that made you hesitate. Those are the ones to prepare.</p>
<h2>Prepare for the limitations question</h2>
<p>Every study has limits. Name them honestly, explain why you made the choices you did, and say what you would do next with more time or data.</p>
<h2>On the day</h2>
<ul><li>Bring a marked copy of your thesis with tabs on key chapters.</li><li>Pause before answering; it is fine to ask for a question to be repeated.</li><li>Treat corrections as a normal outcome, not a failure.</li></ul>
<p>Our mentors run mock vivas as part of the 60-minute Deep Dive Mentoring session.</p>`,
  },
];

export const SEED_PAGES = [
  {
    key: 'privacy-policy',
    title: 'Privacy Policy',
    html: `<p>This policy explains what personal data TutorsPlace collects, why, and the choices you have. We follow the Digital Personal Data Protection Act, 2023.</p>
<h2>What we collect</h2>
<ul><li>Account details from Google sign-in: your name and email address.</li><li>Profile details you enter: contact number, location, subjects, availability and, for tutors, qualifications, documents and a profile photo.</li><li>Bookings, payments (processed by our payment partner; we never store card or UPI credentials) and messages needed to run classes.</li></ul>
<h2>Why we use it</h2>
<p>To match students with tutors, to verify tutors, to run bookings, classes and payments, to send service emails and to keep the platform safe.</p>
<h2>Who can see it</h2>
<p>Students see a tutor's public profile. Identity documents, address proof and certificates are visible only to the tutor and to our verification team. We do not sell personal data.</p>
<h2>Your rights</h2>
<p>You can access, correct or delete your data by writing to hello@tutorsplace.in. We answer within 30 days.</p>`,
  },
  {
    key: 'terms-and-conditions',
    title: 'Terms & Conditions',
    html: `<p>By using TutorsPlace you agree to these terms.</p>
<h2>Accounts</h2>
<p>One email address holds one account, either as a student (or parent) or as a tutor. You must give accurate information. Tutors must be at least 18 years old.</p>
<h2>Tutors</h2>
<p>Tutors are verified before they receive full access. Sessions and payments must go through the platform only; off-platform contact or payment may lead to withheld payouts, suspension or termination. A platform fee of 5% is deducted from each paid class.</p>
<h2>Students and parents</h2>
<p>A completed profile is needed to book. Free trials are 25 minutes. Paid classes are paid online after the tutor accepts the request.</p>
<h2>Conduct</h2>
<p>Be respectful. Harassment, sharing contact details to move classes off the platform, or recording a class without consent is not allowed.</p>
<h2>Liability</h2>
<p>TutorsPlace connects students and tutors; tutors are independent educators. Our liability is limited to the fees paid for the class concerned.</p>`,
  },
  {
    key: 'cancellation-refund',
    title: 'Cancellation & Refund',
    html: `<h2>Free trials</h2>
<p>Trial classes are free. A student may withdraw a trial request at any time before the tutor accepts it.</p>
<h2>Before the tutor accepts</h2>
<p>A pending request can be withdrawn by the student at no cost. No payment is taken until the tutor accepts.</p>
<h2>Paid classes</h2>
<ul><li>If the tutor rejects a request, or a request expires because its start time passes before payment, nothing is charged.</li><li>Cancelled by the student more than 24 hours before the first session: full refund.</li><li>Cancelled by the student within 24 hours of the first session: 50% refund.</li><li>If the tutor cancels or does not join a session: full refund for that session.</li></ul>
<h2>How refunds are paid</h2>
<p>Refunds go back to the original payment method (UPI or card) within 5 to 7 working days of approval. Write to hello@tutorsplace.in with your booking details.</p>
<h2>PhD consultations</h2>
<p>A consultation can be rescheduled once up to 24 hours before it starts. Cancellations more than 24 hours ahead are refunded in full.</p>`,
  },
  {
    key: 'shipping-policy',
    title: 'Shipping Policy',
    html: `<p>TutorsPlace provides tutoring and mentorship services only. We do not sell or ship physical goods.</p>
<h2>Delivery of services</h2>
<ul><li>Online classes are delivered through the in-browser video call at the booked time.</li><li>Home tutoring (Bengaluru only) and classes at the tutor's place happen at the agreed address and time.</li><li>Booking confirmations and receipts are sent by email immediately after payment.</li></ul>
<p>Questions: hello@tutorsplace.in.</p>`,
  },
];
