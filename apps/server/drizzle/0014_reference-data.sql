-- Reference data the product needs on every database, demo or not (a production database starts
-- with SEED_DEMO=false): the catalogue of categories and subjects that the sign-up and profile forms
-- check against, and the policy pages the footer links to. Demo data (users, tutors, bookings,
-- blogs) stays in src/seed/. Admins edit all of it afterwards (/admin/catalogue, /admin/pages);
-- this runs once per database and never touches what is already there: the catalogue only goes into
-- an empty catalogue, and a page only where that page is missing.
WITH new_categories AS (
  INSERT INTO "categories" ("name", "sort_order")
  SELECT v.name, v.sort_order FROM (VALUES
    ('School (CBSE)', 0),
    ('School (ICSE/ISC)', 1),
    ('School (State Board - Karnataka)', 2),
    ('Languages', 3),
    ('Music', 4),
    ('Arts & Dance', 5),
    ('Coding & Computers', 6),
    ('Competitive Exams', 7)
  ) AS v(name, sort_order)
  WHERE NOT EXISTS (SELECT 1 FROM "categories")
  RETURNING "id", "name"
)
INSERT INTO "subcategories" ("category_id", "name", "sort_order")
SELECT c.id, v.name, v.sort_order FROM (VALUES
    ('School (CBSE)', 'Mathematics (Class 1-5)', 0),
    ('School (CBSE)', 'Mathematics (Class 6-8)', 1),
    ('School (CBSE)', 'Mathematics (Class 9-10)', 2),
    ('School (CBSE)', 'Mathematics (Class 11-12)', 3),
    ('School (CBSE)', 'Science (Class 6-8)', 4),
    ('School (CBSE)', 'Science (Class 9-10)', 5),
    ('School (CBSE)', 'Physics (Class 11-12)', 6),
    ('School (CBSE)', 'Chemistry (Class 11-12)', 7),
    ('School (CBSE)', 'Biology (Class 11-12)', 8),
    ('School (CBSE)', 'English (Class 1-5)', 9),
    ('School (CBSE)', 'English (Class 6-10)', 10),
    ('School (CBSE)', 'English (Class 11-12)', 11),
    ('School (CBSE)', 'Hindi (Class 1-10)', 12),
    ('School (CBSE)', 'Social Science (Class 6-10)', 13),
    ('School (CBSE)', 'Accountancy (Class 11-12)', 14),
    ('School (CBSE)', 'Economics (Class 11-12)', 15),
    ('School (CBSE)', 'Computer Science (Class 11-12)', 16),
    ('School (ICSE/ISC)', 'Mathematics (Class 1-5)', 0),
    ('School (ICSE/ISC)', 'Mathematics (Class 6-10)', 1),
    ('School (ICSE/ISC)', 'Mathematics (ISC 11-12)', 2),
    ('School (ICSE/ISC)', 'Physics (Class 9-10)', 3),
    ('School (ICSE/ISC)', 'Physics (ISC 11-12)', 4),
    ('School (ICSE/ISC)', 'Chemistry (Class 9-10)', 5),
    ('School (ICSE/ISC)', 'Chemistry (ISC 11-12)', 6),
    ('School (ICSE/ISC)', 'Biology (Class 9-10)', 7),
    ('School (ICSE/ISC)', 'English Language & Literature', 8),
    ('School (ICSE/ISC)', 'History & Civics', 9),
    ('School (ICSE/ISC)', 'Geography', 10),
    ('School (State Board - Karnataka)', 'Mathematics (Class 1-7)', 0),
    ('School (State Board - Karnataka)', 'Mathematics (SSLC)', 1),
    ('School (State Board - Karnataka)', 'Science (SSLC)', 2),
    ('School (State Board - Karnataka)', 'Kannada (First Language)', 3),
    ('School (State Board - Karnataka)', 'Kannada (Second Language)', 4),
    ('School (State Board - Karnataka)', 'PUC Physics', 5),
    ('School (State Board - Karnataka)', 'PUC Chemistry', 6),
    ('School (State Board - Karnataka)', 'PUC Mathematics', 7),
    ('School (State Board - Karnataka)', 'PUC Biology', 8),
    ('Languages', 'English', 0),
    ('Languages', 'Hindi', 1),
    ('Languages', 'Kannada', 2),
    ('Languages', 'Tamil', 3),
    ('Languages', 'Telugu', 4),
    ('Languages', 'Malayalam', 5),
    ('Languages', 'Sanskrit', 6),
    ('Languages', 'French', 7),
    ('Languages', 'German', 8),
    ('Languages', 'Spanish', 9),
    ('Languages', 'Japanese', 10),
    ('Music', 'Carnatic Vocal', 0),
    ('Music', 'Hindustani Vocal', 1),
    ('Music', 'Keyboard', 2),
    ('Music', 'Guitar', 3),
    ('Music', 'Violin', 4),
    ('Music', 'Veena', 5),
    ('Music', 'Tabla', 6),
    ('Music', 'Flute', 7),
    ('Arts & Dance', 'Drawing & Sketching', 0),
    ('Arts & Dance', 'Painting', 1),
    ('Arts & Dance', 'Bharatanatyam', 2),
    ('Arts & Dance', 'Kathak', 3),
    ('Arts & Dance', 'Western Dance', 4),
    ('Arts & Dance', 'Craft', 5),
    ('Coding & Computers', 'Scratch for Kids', 0),
    ('Coding & Computers', 'Python', 1),
    ('Coding & Computers', 'Java', 2),
    ('Coding & Computers', 'Web Development', 3),
    ('Coding & Computers', 'Data Structures & Algorithms', 4),
    ('Coding & Computers', 'MS Excel', 5),
    ('Coding & Computers', 'Data Science', 6),
    ('Competitive Exams', 'JEE Main', 0),
    ('Competitive Exams', 'JEE Advanced', 1),
    ('Competitive Exams', 'NEET', 2),
    ('Competitive Exams', 'KCET', 3),
    ('Competitive Exams', 'CUET', 4),
    ('Competitive Exams', 'CAT', 5),
    ('Competitive Exams', 'GATE', 6),
    ('Competitive Exams', 'UPSC Prelims', 7),
    ('Competitive Exams', 'Bank PO', 8),
    ('Competitive Exams', 'IELTS', 9),
    ('Competitive Exams', 'GRE', 10)
) AS v(category, name, sort_order)
JOIN new_categories c ON c.name = v.category;--> statement-breakpoint
INSERT INTO "pages" ("key", "title", "html") VALUES
  ('privacy-policy', 'Privacy Policy', $page$<p>This policy explains what personal data TutorsPlace (“we”, “us”) collects when you use our website and services, why we collect it, who we share it with and the choices you have. We process personal data in line with the Digital Personal Data Protection Act, 2023 and the Information Technology Act, 2000.</p>
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
<p>Grievance Officer, TutorsPlace, Bangalore, India. Email: <a href="mailto:hello@tutorsplace.in">hello@tutorsplace.in</a>. Complaints are acknowledged within 24 hours and resolved within 15 days.</p>$page$),
  ('terms-and-conditions', 'Terms & Conditions', $page$<p>These terms govern your use of TutorsPlace, an online marketplace that connects students and parents with independent tutors for home tutoring, classes at the tutor's place and online tutoring, and that offers PhD mentorship. By creating an account or booking a class you agree to them.</p>
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
<p>These terms are governed by the laws of India. Courts in Bengaluru, Karnataka have exclusive jurisdiction. Questions: <a href="mailto:hello@tutorsplace.in">hello@tutorsplace.in</a>.</p>$page$),
  ('cancellation-refund', 'Cancellation & Refund', $page$<p>This policy explains when you can cancel a booking on TutorsPlace and when and how you get your money back. It follows the way bookings work on the platform: you only ever pay for a class that a tutor has accepted.</p>
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
<p>Approved refunds go back to the original payment method (UPI or card) within 5 to 7 working days. Your bank may take a few more days to show the credit. We will email you when the refund is issued.</p>$page$),
  ('shipping-policy', 'Shipping Policy', $page$<p>TutorsPlace provides tutoring and mentorship services. We do not sell or ship any physical goods, so no shipping charges apply.</p>
<h2>How our services are delivered</h2>
<ul><li><strong>Online tutoring and PhD consultations</strong> take place through the in-browser video call on TutorsPlace at the booked date and time. No software needs to be installed.</li><li><strong>Home tutoring</strong> (available in Bengaluru only) takes place at the student's address at the agreed time.</li><li><strong>Classes at the tutor's place</strong> take place at the tutor's address shared after the booking is confirmed.</li></ul>
<h2>Confirmation</h2>
<p>A booking is confirmed when the tutor accepts it and, for paid classes, when your payment succeeds. Confirmations and payment receipts are sent by email straight away and are also shown under My Classes.</p>
<h2>Study material</h2>
<p>Notes and worksheets that tutors share are delivered digitally during or after the class.</p>
<p>Questions about delivery: <a href="mailto:hello@tutorsplace.in">hello@tutorsplace.in</a>.</p>$page$)
ON CONFLICT ("key") DO NOTHING;
