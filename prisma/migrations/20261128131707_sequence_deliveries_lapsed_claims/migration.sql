-- The claim's second arm and the sequence gate's count of emails being sent: rows claimed (`sending`) by when
-- (docs/architecture.md "Sequences engine"). Small whatever the table's size, so an idle tick stays constant.
CREATE INDEX "sequence_deliveries_sending_idx" ON "sequence_deliveries"("handoff_at") WHERE "status" = 'sending';
