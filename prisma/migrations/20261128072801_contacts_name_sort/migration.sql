-- CreateIndex
CREATE INDEX "contacts_tenant_id_name_email_idx" ON "contacts"("tenant_id", "name", "email");
