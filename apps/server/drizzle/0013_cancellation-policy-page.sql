-- The written cancellation policy states the numbers of the policy the product enforces: its
-- terms are rendered from the cancellation_policy setting where the page has the placeholder
-- {{cancellation-policy}} (modules/content/policy-terms.ts). The hand-written terms the page
-- was installed with ("more than 24 hours ... full refund", "write to us") are replaced by the
-- placeholder, wherever they still stand unchanged in the page (also on a page an admin edited
-- elsewhere). A page without them is left as it is; the terms are then added at its end.
UPDATE "pages"
SET "html" = replace("html", $old_terms$<h2>Paid classes</h2>
<ul><li><strong>Cancelled by you more than 24 hours before the first session:</strong> full refund.</li><li><strong>Cancelled by you within 24 hours of the first session:</strong> 50% refund of the first session; later sessions are refunded in full.</li><li><strong>Cancelled by the tutor, or the tutor does not join a session:</strong> full refund of that session, or a rescheduled session if you prefer.</li><li><strong>Sessions already held</strong> are not refundable. If a session could not take place because of a technical problem on our side, it is refunded in full.</li></ul>
<p>To cancel a paid class, write to <a href="mailto:hello@tutorsplace.in">hello@tutorsplace.in</a> or message us on WhatsApp with your booking details.</p>
$old_terms$, $placeholder$<p>{{cancellation-policy}}</p>
$placeholder$),
  "updated_at" = now()
WHERE "key" = 'cancellation-refund'
  AND position($old_terms$<h2>Paid classes</h2>
<ul><li><strong>Cancelled by you more than 24 hours before the first session:</strong> full refund.</li><li><strong>Cancelled by you within 24 hours of the first session:</strong> 50% refund of the first session; later sessions are refunded in full.</li><li><strong>Cancelled by the tutor, or the tutor does not join a session:</strong> full refund of that session, or a rescheduled session if you prefer.</li><li><strong>Sessions already held</strong> are not refundable. If a session could not take place because of a technical problem on our side, it is refunded in full.</li></ul>
<p>To cancel a paid class, write to <a href="mailto:hello@tutorsplace.in">hello@tutorsplace.in</a> or message us on WhatsApp with your booking details.</p>
$old_terms$ in "html") > 0;
