import { Alert, Button, Group, Paper, SimpleGrid, Stack, TagsInput, Text, TextInput, Title } from '@mantine/core';
import { useState } from 'react';
import { usePageTitle } from '@/components/ui/page-title';
import { QueryState } from '@/components/ui/query-state';
import { AdminScreen } from '@/features/admin/components/screen';
import { failureMessage, serverFieldErrors } from '@/lib/form-errors';
import { notifySuccess } from '@/lib/notify';
import { useSaveShopLinks, useShopLinks, type ShopLinkRule } from '../api/shop-links';

const TEMPLATES = [
  { key: 'buy', label: 'Buy link (a product)', placeholder: 'https://shop.example.com/{country}/{sku}?ref={member_id}' },
  { key: 'shop', label: "Shop's home", placeholder: 'https://shop.example.com/{country}/?ref={member_id}' },
  { key: 'join', label: 'Enrolment (Join)', placeholder: 'https://join.example.com/{country}/?sponsor={member_id}' },
] as const;

/** One country's rules; `errors` are the server's, by field (`countries[i].field` with this country's index). */
function CountryRules({
  rule,
  onChange,
  errors,
}: {
  rule: ShopLinkRule;
  onChange: (rule: ShopLinkRule) => void;
  errors: Record<string, string>;
}) {
  const text = (value: string) => (value.trim() ? value : null);
  return (
    <Paper withBorder radius="md" p="lg" component="section" aria-label={`Shop links: ${rule.country}`}>
      <Stack gap="sm">
        <Title order={2} size="h4">
          {rule.country}
        </Title>
        {TEMPLATES.map(({ key, label, placeholder }) => (
          <TextInput
            key={key}
            label={label}
            placeholder={placeholder}
            value={rule[key] ?? ''}
            error={errors[key]}
            onChange={(e) => onChange({ ...rule, [key]: text(e.currentTarget.value) })}
          />
        ))}
        <TagsInput
          label="Allowed hosts"
          description="The only hosts a Buy or Join link may lead to (the distributor's own links included). Enter to add."
          placeholder="shop.example.com"
          value={rule.hosts}
          error={errors.hosts}
          onChange={(hosts) => onChange({ ...rule, hosts })}
        />
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <TextInput
            label="Member ID pattern"
            description="A regular expression, e.g. ^[0-9]{7}$"
            value={rule.member_id_pattern ?? ''}
            error={errors.member_id_pattern}
            onChange={(e) => onChange({ ...rule, member_id_pattern: text(e.currentTarget.value) })}
          />
          <TextInput
            label="Member ID example"
            description="Shown to distributors beside the field"
            value={rule.member_id_example ?? ''}
            error={errors.member_id_example}
            onChange={(e) => onChange({ ...rule, member_id_example: text(e.currentTarget.value) })}
          />
        </SimpleGrid>
      </Stack>
    </Paper>
  );
}

/** The server's `countries[i].field` errors of one country, by field. */
function errorsOf(all: Record<string, string>, index: number): Record<string, string> {
  const prefix = `countries[${String(index)}].`;
  return Object.fromEntries(Object.entries(all).flatMap(([k, v]) => (k.startsWith(prefix) ? [[k.slice(prefix.length), v]] : [])));
}

function ShopLinksForm({ saved }: { saved: ShopLinkRule[] }) {
  const [rules, setRules] = useState(saved);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [failure, setFailure] = useState<string | null>(null);
  const save = useSaveShopLinks();
  const submit = () => {
    setFailure(null);
    save.mutate(rules, {
      onSuccess: (answer) => {
        setErrors({});
        setRules(answer.countries);
        notifySuccess('Shop links saved');
      },
      onError: (error) => {
        setErrors(serverFieldErrors(error));
        setFailure(failureMessage(error, 'Could not save the shop links'));
      },
    });
  };
  return (
    <Stack gap="lg">
      {failure && (
        <Alert color="red" role="alert">
          {failure}
        </Alert>
      )}
      {rules.map((rule, i) => (
        <CountryRules
          key={rule.country}
          rule={rule}
          errors={errorsOf(errors, i)}
          onChange={(next) => setRules(rules.map((r, j) => (j === i ? next : r)))}
        />
      ))}
      <Group>
        <Button onClick={submit} loading={save.isPending}>
          Save shop links
        </Button>
      </Group>
    </Stack>
  );
}

/**
 * `/admin/shop-links`: where every distributor's Buy and Join links lead, per catalog country, with their
 * member ID in them, and the hosts those links may point to (docs/product.md "Shop links and sales credit").
 */
export function ShopLinksRoute() {
  usePageTitle('Shop links');
  const links = useShopLinks();
  return (
    <AdminScreen
      title="Shop links"
      description={
        'Where Buy and Join lead on every distributor site, per catalog country. {member_id} is filled with the ' +
        "distributor's member ID, {sku} with the product's catalog SKU, {country} with the country code, so each sale " +
        'is credited to the distributor whose site it came from.'
      }
    >
      <QueryState query={links}>{(data) => <ShopLinksForm saved={data.countries} />}</QueryState>
      <Text size="sm" c="dimmed" mt="md">
        A distributor&apos;s own store or joining link wins over the template; a link to a host not listed is never used.
      </Text>
    </AdminScreen>
  );
}
