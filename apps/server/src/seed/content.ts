// The demo's blogs (admins edit them later in /admin). The policy pages are reference data that
// every database gets from its migrations (drizzle/0014_reference-data.sql), not demo data.

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
