import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { ContactsAnswer, ImportPreview, ImportReport } from '@/features/backoffice/contacts/api/contacts';
import { ContactsRoute } from '@/features/backoffice/contacts/routes/contacts';
import { renderBackofficeScreen } from '@/features/backoffice/test/render-backoffice';
import { fakeServer, type SentRequest } from '@/test/fake-server';

const empty: ContactsAnswer = { contacts: [], total: 0, total_exact: true, page: 1, limit: 20 };
const preview: ImportPreview = {
  delimiter: ';',
  columns: ['Prénom', 'Nom', 'E-mail', 'Téléphone'],
  rows: [['Marie', 'Dupont', 'marie@example.com', '+33 6 12 34 56 78']],
  suggested_mapping: {
    email_column: 'E-mail',
    name_column: 'Prénom',
    last_name_column: null,
    phone_column: 'Téléphone',
    tags_column: null,
  },
};
const report: ImportReport = {
  rows: 3,
  created: 1,
  merged: 1,
  unchanged: 0,
  skipped: 1,
  errors: [{ line: 4, message: 'Not a valid email address' }],
  errors_truncated: false,
  duration_ms: 12,
};

describe('Contacts → Import (docs/product.md "Contacts", Import)', () => {
  it('picks a file, shows the preview and the suggested mapping, imports with the mapping and shows the report', async () => {
    let resolveImport: (answer: ImportReport) => void = () => undefined;
    const server = fakeServer({
      'GET /tenants/t-1/contacts': empty,
      'POST /tenants/t-1/contacts/import/preview': preview,
      'POST /tenants/t-1/contacts/import': () => new Promise<ImportReport>((resolve) => (resolveImport = resolve)),
    });
    const { user } = renderBackofficeScreen(<ContactsRoute />);

    await user.click(await screen.findByRole('button', { name: 'Import' }));
    const dialog = await screen.findByRole('dialog', { name: 'Import contacts' });
    const file = new File(['Prénom;Nom;E-mail;Téléphone\n'], 'contacts.csv', { type: 'text/csv' });
    expect(within(dialog).getByRole('button', { name: 'CSV file' })).toBeInTheDocument();
    // Mantine's FileInput is a button in front of a hidden file input: the file goes to that input.
    await user.upload(dialog.querySelector<HTMLInputElement>('input[type="file"]') as HTMLInputElement, file);

    const rows = await within(dialog).findByRole('table', { name: 'First rows of the file' });
    expect(within(rows).getByText('marie@example.com')).toBeInTheDocument();
    expect((server.last('POST /tenants/t-1/contacts/import/preview').body as FormData).get('file')).toBeInstanceOf(File);
    expect(within(dialog).getByLabelText('Email (required)')).toHaveValue('E-mail');
    expect(within(dialog).getByLabelText('Last name')).toHaveValue('');
    await user.selectOptions(within(dialog).getByLabelText('Last name'), 'Nom');
    await user.type(within(dialog).getByLabelText('Tag everyone imported (optional)'), 'fair');

    await user.click(within(dialog).getByRole('button', { name: 'Import' }));
    expect(await within(dialog).findByRole('progressbar', { name: 'Importing' })).toBeInTheDocument();
    const sent: SentRequest = server.last('POST /tenants/t-1/contacts/import');
    expect(Object.fromEntries(sent.query)).toEqual({
      email_column: 'E-mail',
      name_column: 'Prénom',
      last_name_column: 'Nom',
      phone_column: 'Téléphone',
      tag: 'fair',
    });
    resolveImport(report);

    expect(await within(dialog).findByText('3 rows: 1 new, 1 updated, 0 already up to date, 1 skipped.')).toBeInTheDocument();
    const problems = within(dialog).getByRole('table', { name: 'Rows with problems' });
    expect(within(problems).getByText('Not a valid email address')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Done' }));
    await waitFor(() => {
      expect(screen.queryByRole('dialog', { name: 'Import contacts' })).not.toBeInTheDocument();
    });
  });
});
