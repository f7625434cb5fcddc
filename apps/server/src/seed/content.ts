// Seeded blogs and policy pages (admins edit them later in /admin). The cancellation and refund
// terms are the ones the booking and payment rules follow: trials are free; nothing is charged
// while a request is pending; a paid class is paid online only after the tutor accepts, and an
// accepted request that is not paid before it starts expires without any charge.

export const SEED_BLOGS = [
  {
    slug: 'publishing-your-first-research-paper',
    title: 'Publishing Your First Research Paper: A Practical Guide for PhD Scholars',
    description:
      'From choosing the right journal to answering reviewers, a step-by-step path to your first publication.',
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
    description:
      'Practical preparation for the viva voce: structure, rehearsal and handling difficult questions.',
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
  {
    slug: 'choosing-a-home-tutor-checklist-for-parents',
    title: 'Choosing a Home Tutor: A Checklist for Parents',
    description:
      'Ten minutes of homework before the first class saves months of mismatch. What to ask, what to check and how to use the free trial.',
    postedAt: '2026-11-04T05:30:00Z',
    content: `<p>Most parents choose a tutor on a recommendation and a fee. Both matter, but the best predictor of progress is fit: does this teacher explain in a way your child understands, at a pace that works?</p>
<h2>Before you book</h2>
<ul><li><strong>Board and grade.</strong> CBSE, ICSE and State Board syllabi differ in depth and in how answers are marked. Look for tutors who list your board and class.</li><li><strong>Mode.</strong> Home tutoring suits younger children and hands-on subjects; online classes widen the choice of tutors and save travel time. In Bengaluru you can compare both.</li><li><strong>Timing.</strong> Match the tutor's available days and time slots with your child's school and activity schedule before anything else.</li></ul>
<h2>Use the free trial well</h2>
<p>A 25-minute trial is enough to judge teaching style. Ask the tutor to explain one concept your child found hard in school, then ask your child to explain it back. Notice whether the tutor asks questions or only talks.</p>
<h2>Questions to ask</h2>
<ul><li>How will you find out where my child is today?</li><li>How do you share progress with parents, and how often?</li><li>What practice do you set between classes?</li></ul>
<h2>After four weeks</h2>
<p>Review together: are marks in class tests moving, and does your child look forward to the sessions? If not, talk to the tutor first; if it still does not work, it is fine to try someone else.</p>`,
  },
];

export const SEED_PAGES = [
  {
    key: 'privacy-policy',
    title: 'Privacy Policy',
    html: `<p>This policy explains what personal data TutorsPlace (“we”, “us”) collects when you use our website and services, why we collect it, who we share it with and the choices you have. We process personal data in line with the Digital Personal Data Protection Act, 2023 and the Information Technology Act, 2000.</p>
<h2>What we collect</h2>
<ul><li><strong>Account details</strong> from Google sign-in: your name, email address and Google account identifier.</li><li><strong>Profile details</strong> you enter: contact number, country, state, city, pincodes, subjects, preferred tutoring mode, availability and, for parents, that you are booking for your child.</li><li><strong>Tutor verification details</strong>: date of birth, qualifications, experience, resume, certificates, a government ID and, for classes at the tutor's place, address proof.</li><li><strong>Booking and payment records</strong>: subjects, dates, times, prices and payment status. Card and UPI payments are processed by our payment partner; we never see or store your card number, CVV or UPI PIN.</li><li><strong>Usage data</strong>: pages visited, device and browser type and approximate location from your IP address, used to keep the service secure and working.</li></ul>
<h2>Why we use it</h2>
<ul><li>To match students and parents with suitable tutors and show tutor profiles.</li><li>To verify tutors before they receive full access.</li><li>To run bookings, online classes and payments, and to pay tutors.</li><li>To send service messages such as booking updates and receipts.</li><li>To prevent fraud, enforce our Terms &amp; Conditions and meet legal obligations.</li></ul>
<p>We do not sell personal data and do not use it for third-party advertising.</p>
<h2>Who can see it</h2>
<ul><li>Students and parents see a tutor's public profile: photo, name, headline, bio, subjects, languages, fees, experience and city.</li><li>A tutor sees the name and booking details of students who send them a request.</li><li>Identity documents, address proof and certificates are visible only to the tutor who uploaded them and to our verification team.</li><li>Service providers who work for us (cloud hosting, email delivery, payment processing, video calls) receive only what they need to provide their service, under contract.</li></ul>
<h2>How long we keep it</h2>
<p>We keep account data while your account is active. Booking and payment records are kept for 8 years as required by Indian tax law. Verification documents of rejected tutor applications are deleted within 90 days.</p>
<h2>Children</h2>
<p>Learners under 18 must use TutorsPlace through a parent or guardian, who creates the account as a parent and consents to the processing of the child's data.</p>
<h2>Your rights</h2>
<p>You can ask to access, correct or erase your personal data, withdraw consent, or nominate someone to act for you. Write to <a href="mailto:hello@tutorsplace.in">hello@tutorsplace.in</a>; we reply within 30 days.</p>
<h2>Grievance Officer</h2>
<p>Grievance Officer, TutorsPlace, Bangalore, India. Email: <a href="mailto:hello@tutorsplace.in">hello@tutorsplace.in</a>. Complaints are acknowledged within 24 hours and resolved within 15 days.</p>`,
  },
  {
    key: 'terms-and-conditions',
    title: 'Terms & Conditions',
    html: `<p>These terms govern your use of TutorsPlace, an online marketplace that connects students and parents with independent tutors for home tutoring, classes at the tutor's place and online tutoring, and that offers PhD mentorship. By creating an account or booking a class you agree to them.</p>
<h2>1. Accounts</h2>
<ul><li>You sign in with Google. One email address holds one account, either as a student (or parent) or as a tutor.</li><li>You must give accurate information and keep it up to date. You are responsible for activity on your account.</li><li>Learners under 18 must be registered by a parent or guardian.</li></ul>
<h2>2. Tutors</h2>
<ul><li>Tutors must be at least 18 years old and complete the six-step sign-up, including identity and qualification documents.</li><li>Tutors are verified before they receive full access. We may reject or suspend a profile whose documents cannot be verified.</li><li>Tutors are independent educators, not our employees. They set their own hourly fees within their stated range.</li><li>Sessions and payments must go through the platform only. Off-platform contact or payment may lead to withheld payouts, suspension or termination.</li><li>A platform fee of 5% is deducted from each paid class before payout.</li></ul>
<h2>3. Bookings and payments</h2>
<ul><li>Students need a completed profile to book. A free trial lasts 25 minutes and costs nothing.</li><li>A booking request is sent to the tutor, who accepts or rejects it. Nothing is charged while a request is pending or if it is rejected.</li><li>A paid class is paid online, by UPI or card through our payment partner, after the tutor accepts. The class becomes active once payment is confirmed.</li><li>Prices are shown in Indian rupees (INR) for learners in India and US dollars (USD) elsewhere, inclusive of applicable taxes.</li><li>Cancellations and refunds follow our <a href="/cancellation-refund">Cancellation &amp; Refund policy</a>.</li></ul>
<h2>4. Conduct</h2>
<p>Be respectful and punctual. Harassment, discrimination, sharing contact details to move classes off the platform, recording a class without everyone's consent, or sharing another person's material without permission is not allowed. We may remove content or suspend accounts that break these rules.</p>
<h2>5. PhD mentorship</h2>
<p>Mentors guide your research; they do not write theses, papers or assignments for submission. Academic integrity remains your responsibility.</p>
<h2>6. Liability</h2>
<p>We work to verify tutors and keep the service available, but we do not guarantee exam results. To the extent the law allows, our liability for any claim is limited to the fees you paid for the class concerned.</p>
<h2>7. Governing law</h2>
<p>These terms are governed by the laws of India. Courts in Bengaluru, Karnataka have exclusive jurisdiction. Questions: <a href="mailto:hello@tutorsplace.in">hello@tutorsplace.in</a>.</p>`,
  },
  {
    key: 'cancellation-refund',
    title: 'Cancellation & Refund',
    html: `<p>This policy explains when you can cancel a booking on TutorsPlace and when and how you get your money back. It follows the way bookings work on the platform: you only ever pay for a class that a tutor has accepted.</p>
<h2>Free trials</h2>
<p>Trial classes are free (25 minutes, one session). No payment is taken, so no refund is involved. You can withdraw a trial request at any time before the tutor accepts it.</p>
<h2>Before the tutor accepts</h2>
<ul><li>A pending booking request can be withdrawn by the student at no cost.</li><li>If the tutor rejects the request, nothing is charged.</li></ul>
<h2>After the tutor accepts</h2>
<ul><li>You pay for an accepted class online, by UPI or card. If you decide not to go ahead, simply do not pay: an accepted booking that is not paid before its start time expires, and nothing is charged.</li></ul>
<p>{{cancellation-policy}}</p>
<h2>PhD consultations</h2>
<ul><li>A consultation can be rescheduled once, free of charge, up to 24 hours before it starts.</li><li>Cancelled more than 24 hours before the session: full refund.</li><li>Cancelled within 24 hours, or not attended: no refund.</li><li>Research-support requests are free and need no cancellation.</li></ul>
<h2>How refunds are paid</h2>
<p>Approved refunds go back to the original payment method (UPI or card) within 5 to 7 working days. Your bank may take a few more days to show the credit. We will email you when the refund is issued.</p>`,
  },
  {
    key: 'shipping-policy',
    title: 'Shipping Policy',
    html: `<p>TutorsPlace provides tutoring and mentorship services. We do not sell or ship any physical goods, so no shipping charges apply.</p>
<h2>How our services are delivered</h2>
<ul><li><strong>Online tutoring and PhD consultations</strong> take place through the in-browser video call on TutorsPlace at the booked date and time. No software needs to be installed.</li><li><strong>Home tutoring</strong> (available in Bengaluru only) takes place at the student's address at the agreed time.</li><li><strong>Classes at the tutor's place</strong> take place at the tutor's address shared after the booking is confirmed.</li></ul>
<h2>Confirmation</h2>
<p>A booking is confirmed when the tutor accepts it and, for paid classes, when your payment succeeds. Confirmations and payment receipts are sent by email straight away and are also shown under My Classes.</p>
<h2>Study material</h2>
<p>Notes and worksheets that tutors share are delivered digitally during or after the class.</p>
<p>Questions about delivery: <a href="mailto:hello@tutorsplace.in">hello@tutorsplace.in</a>.</p>`,
  },
];
