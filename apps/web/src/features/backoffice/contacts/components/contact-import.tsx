import { Alert, Button, FileInput, Group, Modal, NativeSelect, Progress, Stack, Table, Text, TextInput } from '@mantine/core';
import { useState } from 'react';
import { useContactImport, type ImportMapping, type ImportPreview, type ImportReport } from '@/features/backoffice/contacts/api/contacts';

type Field = 'email_column' | 'name_column' | 'last_name_column' | 'phone_column' | 'tags_column';
const FIELDS: readonly [Field, string][] = [
  ['email_column', 'Email (required)'],
  ['name_column', 'Name or first name'],
  ['last_name_column', 'Last name'],
  ['phone_column', 'Phone'],
  ['tags_column', 'Tags'],
];

const messageOf = (error: unknown) => (error instanceof Error ? error.message : 'Something went wrong');

/**
 * Import contacts from a CSV (docs/product.md "Contacts", Import): pick a file, check the columns the
 * server found and how they map, import, then the report with the rows it skipped and why.
 */
export function ContactImportDialog({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  const { preview, run } = useContactImport();
  const [file, setFile] = useState<File | null>(null);
  const [mapping, setMapping] = useState<Partial<Record<Field, string>>>({});
  const [tag, setTag] = useState('');

  const close = () => {
    setFile(null);
    setMapping({});
    setTag('');
    preview.reset();
    run.reset();
    onClose();
  };
  const pick = (picked: File | null) => {
    setFile(picked);
    run.reset();
    preview.reset();
    if (!picked) return;
    preview.mutate(picked, {
      onSuccess: (answer: ImportPreview) => {
        const suggested = answer.suggested_mapping;
        setMapping(Object.fromEntries(FIELDS.map(([field]) => [field, suggested[field] ?? ''])));
      },
    });
  };
  const start = () => {
    if (!file || !mapping.email_column) return;
    const sent = Object.fromEntries(Object.entries({ ...mapping, tag: tag.trim() }).filter(([, value]) => value)) as ImportMapping;
    run.mutate({ file, mapping: sent });
  };

  const columns = preview.data?.columns ?? [];
  return (
    <Modal opened={opened} onClose={close} title="Import contacts" size="xl">
      <Stack>
        <Text size="sm" c="dimmed">
          A CSV from your phone or another tool, with a header row. Existing contacts only gain what they lack: nothing you typed is
          overwritten. Imported people are contacts, not newsletter subscribers.
        </Text>
        <FileInput label="CSV file" placeholder="Choose a .csv file" accept=".csv,text/csv" value={file} onChange={pick} clearable />
        {preview.isPending && <Progress value={100} animated aria-label="Reading the file" />}
        {preview.isError && <Alert color="red">{messageOf(preview.error)}</Alert>}
        {preview.data && !run.data && (
          <>
            <Table.ScrollContainer minWidth={400}>
              <Table striped withTableBorder aria-label="First rows of the file">
                <Table.Thead>
                  <Table.Tr>
                    {columns.map((column, i) => (
                      <Table.Th key={i}>{column}</Table.Th>
                    ))}
                  </Table.Tr>
                </Table.Thead>
                <Table.Tbody>
                  {preview.data.rows.map((row, r) => (
                    <Table.Tr key={r}>
                      {columns.map((_, i) => (
                        <Table.Td key={i}>{row[i] ?? ''}</Table.Td>
                      ))}
                    </Table.Tr>
                  ))}
                </Table.Tbody>
              </Table>
            </Table.ScrollContainer>
            <Group grow align="flex-end" wrap="wrap">
              {FIELDS.map(([field, label]) => (
                <NativeSelect
                  key={field}
                  label={label}
                  value={mapping[field] ?? ''}
                  data={[{ value: '', label: '— not imported —' }, ...columns.map((c) => ({ value: c, label: c }))]}
                  onChange={(event) => {
                    const value = event.currentTarget.value;
                    setMapping((current) => ({ ...current, [field]: value }));
                  }}
                />
              ))}
            </Group>
            <TextInput
              label="Tag everyone imported (optional)"
              placeholder="e.g. fair 2026"
              value={tag}
              maxLength={40}
              onChange={(e) => setTag(e.currentTarget.value)}
            />
            {run.isPending && (
              <Stack gap={4}>
                <Progress value={100} animated striped aria-label="Importing" />
                <Text size="sm">Importing… a large file takes up to half a minute.</Text>
              </Stack>
            )}
            {run.isError && <Alert color="red">{messageOf(run.error)}</Alert>}
            <Group justify="flex-end">
              <Button variant="default" onClick={close}>
                Cancel
              </Button>
              <Button onClick={start} disabled={!mapping.email_column} loading={run.isPending}>
                Import
              </Button>
            </Group>
          </>
        )}
        {run.data && <ImportResult report={run.data} onClose={close} />}
      </Stack>
    </Modal>
  );
}

function ImportResult({ report, onClose }: { report: ImportReport; onClose: () => void }) {
  return (
    <Stack>
      <Alert color={report.skipped ? 'yellow' : 'green'} title="Import finished">
        {report.rows} rows: {report.created} new, {report.merged} updated, {report.unchanged} already up to date, {report.skipped} skipped.
      </Alert>
      {report.errors.length > 0 && (
        <Table withTableBorder aria-label="Rows with problems">
          <Table.Thead>
            <Table.Tr>
              <Table.Th>Line</Table.Th>
              <Table.Th>Problem</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {report.errors.map((error, i) => (
              <Table.Tr key={i}>
                <Table.Td>{error.line}</Table.Td>
                <Table.Td>{error.message}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      )}
      {report.errors_truncated && <Text size="sm">Only the first {report.errors.length} problems are listed.</Text>}
      <Group justify="flex-end">
        <Button onClick={onClose}>Done</Button>
      </Group>
    </Stack>
  );
}
