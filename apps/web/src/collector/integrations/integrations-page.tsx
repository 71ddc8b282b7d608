import { Alert, Badge, Button, Checkbox, Code, CopyButton, Group, Paper, SegmentedControl, Stack, Table, Text, TextInput, Title } from '@mantine/core';
import type { ApiKeyScope } from '@parley/shared';
import { useState } from 'react';
import { useApiKeys, useCreateApiKey, useRevokeApiKey, useRotateApiKey } from '../../api/collector/firm-api/api-keys';
import {
  useCreateWebhookEndpoint,
  useRedeliver,
  useSendTestEvent,
  useSetWebhookEndpointEnabled,
  useWebhookDeliveries,
  useWebhookEndpoints,
} from '../../api/collector/firm-api/webhooks';
import { describeError } from '../../api/errors';
import { AdminsOnly } from '../../ui/admins-only';
import { PageHeading } from '../../ui/page-heading';
import { formatDateTime } from '../format-dates';
import { useCollectorSession } from '../session/collector-session';

const when = (iso: string | null) => (iso ? formatDateTime(iso) : 'Never');

export function IntegrationsPage() {
  const { isAdmin } = useCollectorSession();
  return (
    <>
      <PageHeading title="API & webhooks" />
      {isAdmin ? (
        <Stack gap="lg" maw={960}>
          <ApiKeys />
          <WebhookEndpoints />
        </Stack>
      ) : (
        <AdminsOnly>Only firm administrators can manage API keys and webhooks.</AdminsOnly>
      )}
    </>
  );
}

/** A secret shown once, with a copy button. */
function SecretOnce({ label, secret }: { label: string; secret: string }) {
  return (
    <Alert color="yellow" title={label}>
      <Stack gap="xs">
        <Text size="sm">Copy it now: it will not be shown again.</Text>
        <Group gap="xs" wrap="nowrap">
          <Code style={{ overflowWrap: 'anywhere' }}>{secret}</Code>
          <CopyButton value={secret}>
            {({ copied, copy }) => (
              <Button size="xs" variant="light" onClick={copy}>
                {copied ? 'Copied' : 'Copy'}
              </Button>
            )}
          </CopyButton>
        </Group>
      </Stack>
    </Alert>
  );
}

function ApiKeys() {
  const keys = useApiKeys();
  const create = useCreateApiKey();
  const rotate = useRotateApiKey();
  const revoke = useRevokeApiKey();
  const [name, setName] = useState('');
  const [scope, setScope] = useState<ApiKeyScope>('read');
  const [secret, setSecret] = useState<{ label: string; value: string } | null>(null);
  const error = create.error ?? rotate.error ?? revoke.error;
  return (
    <Paper withBorder radius="md" p="lg">
      <Stack gap="md">
        <Title order={2} fz="lg">
          API keys
        </Title>
        <Text size="sm" c="dimmed">
          Scripts call the accounts and negotiation API with <Code>Authorization: Bearer pk_live_…</Code>. Read keys list and read accounts; write keys also act
          on offers. See /api/docs.
        </Text>
        {secret && <SecretOnce label={secret.label} secret={secret.value} />}
        {error && <Alert color="red">{describeError(error, 'Something went wrong')}</Alert>}
        <form
          onSubmit={(e) => {
            e.preventDefault();
            create.mutate(
              { name, scope },
              {
                onSuccess: (r) => {
                  setSecret({ label: `New key “${r.api_key.name}”`, value: r.secret });
                  setName('');
                },
              },
            );
          }}
        >
          <Group align="end" gap="sm">
            <TextInput label="Key name" value={name} onChange={(e) => setName(e.currentTarget.value)} required maxLength={80} style={{ flex: '1 1 200px' }} />
            <SegmentedControl
              aria-label="Scope"
              value={scope}
              onChange={(v) => setScope(v as ApiKeyScope)}
              data={[
                { label: 'Read', value: 'read' },
                { label: 'Write', value: 'write' },
              ]}
            />
            <Button type="submit" loading={create.isPending}>
              Create key
            </Button>
          </Group>
        </form>
        <Table.ScrollContainer minWidth={640}>
          <Table verticalSpacing="xs">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>Name</Table.Th>
                <Table.Th>Key</Table.Th>
                <Table.Th>Scope</Table.Th>
                <Table.Th>Last used</Table.Th>
                <Table.Th>Actions</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {(keys.data?.api_keys ?? []).map((k) => (
                <Table.Tr key={k.id}>
                  <Table.Td>{k.name}</Table.Td>
                  <Table.Td>
                    <Code>{k.prefix}…</Code>
                  </Table.Td>
                  <Table.Td>
                    {k.revoked_at ? <Badge color="gray">Revoked</Badge> : <Badge color={k.scope === 'write' ? 'orange' : 'blue'}>{k.scope}</Badge>}
                  </Table.Td>
                  <Table.Td>
                    <Text size="sm">{when(k.last_used_at)}</Text>
                    {k.last_used_ip && (
                      <Text size="xs" c="dimmed">
                        from {k.last_used_ip}
                      </Text>
                    )}
                  </Table.Td>
                  <Table.Td>
                    {!k.revoked_at && (
                      <Group gap="xs" wrap="nowrap">
                        <Button
                          size="xs"
                          variant="default"
                          onClick={() =>
                            rotate.mutate(k.id, {
                              onSuccess: (r) => setSecret({ label: `New secret for “${k.name}” (the old one works for one more hour)`, value: r.secret }),
                            })
                          }
                        >
                          Rotate
                        </Button>
                        <Button
                          size="xs"
                          color="red"
                          variant="light"
                          onClick={() => window.confirm(`Revoke “${k.name}”? It stops working at once.`) && revoke.mutate(k.id)}
                        >
                          Revoke
                        </Button>
                      </Group>
                    )}
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
        {/* Below the table, not in a row of it: at a phone's width the table scrolls sideways and would cut the sentence. */}
        {keys.data?.api_keys.length === 0 && <Text size="sm">No keys yet. Create one above to call the API from your own systems.</Text>}
        {keys.isError && <Alert color="red">{describeError(keys.error, 'We could not load your API keys. Please reload the page.')}</Alert>}
      </Stack>
    </Paper>
  );
}

function WebhookEndpoints() {
  const endpoints = useWebhookEndpoints();
  const create = useCreateWebhookEndpoint();
  const setEnabled = useSetWebhookEndpointEnabled();
  const sendTest = useSendTestEvent();
  const [url, setUrl] = useState('');
  const [events, setEvents] = useState<string[]>([]);
  const [secret, setSecret] = useState<string | null>(null);
  const [openLog, setOpenLog] = useState<number | null>(null);
  const error = create.error ?? setEnabled.error ?? sendTest.error;
  return (
    <Paper withBorder radius="md" p="lg">
      <Stack gap="md">
        <Title order={2} fz="lg">
          Webhook endpoints
        </Title>
        <Text size="sm" c="dimmed">
          Parley posts signed events to these URLs (HMAC-SHA256 of the timestamp and body). Failed deliveries are retried for 24 hours, until the endpoint is
          disabled; a test event is sent once.
        </Text>
        {secret && <SecretOnce label="Signing secret of the new endpoint" secret={secret} />}
        {error && <Alert color="red">{describeError(error, 'Something went wrong')}</Alert>}
        <form
          onSubmit={(e) => {
            e.preventDefault();
            create.mutate(
              { url, events },
              {
                onSuccess: (r) => {
                  setSecret(r.secret);
                  setUrl('');
                  setEvents([]);
                },
              },
            );
          }}
        >
          <Stack gap="sm">
            <TextInput
              label="Endpoint URL"
              placeholder="https://example.com/parley-webhooks"
              value={url}
              onChange={(e) => setUrl(e.currentTarget.value)}
              required
            />
            <Checkbox.Group label="Events" value={events} onChange={setEvents}>
              <Group gap="sm" mt={4}>
                {(endpoints.data?.event_types ?? []).map((t) => (
                  <Checkbox
                    key={t.type}
                    value={t.type}
                    label={t.type}
                    title={t.description}
                    maw="100%"
                    // Event names are long single words: they wrap at a phone's width instead of widening the page.
                    styles={{ body: { minWidth: 0 }, labelWrapper: { minWidth: 0 }, label: { overflowWrap: 'anywhere' } }}
                  />
                ))}
              </Group>
            </Checkbox.Group>
            <Group>
              <Button type="submit" loading={create.isPending}>
                Add endpoint
              </Button>
            </Group>
          </Stack>
        </form>
        {endpoints.data?.endpoints.length === 0 && <Text size="sm">No endpoints yet. Add your receiver's HTTPS address above.</Text>}
        {endpoints.isError && <Alert color="red">{describeError(endpoints.error, 'We could not load your webhook endpoints. Please reload the page.')}</Alert>}
        {(endpoints.data?.endpoints ?? []).map((e) => (
          <Paper key={e.id} withBorder p="sm" radius="sm">
            <Stack gap="xs">
              <Group justify="space-between" wrap="wrap">
                <Text fw={600} style={{ overflowWrap: 'anywhere' }}>
                  {e.url}
                </Text>
                <Badge color={e.enabled ? 'green' : 'gray'}>{e.enabled ? 'Enabled' : 'Disabled'}</Badge>
              </Group>
              {e.disabled_reason && (
                <Text size="sm" c="red">
                  {e.disabled_reason}
                </Text>
              )}
              <Text size="xs" c="dimmed">
                {e.events.join(', ')}
              </Text>
              <Group gap="xs">
                <Button size="xs" variant="default" onClick={() => setEnabled.mutate({ id: e.id, enabled: !e.enabled })}>
                  {e.enabled ? 'Disable' : 'Enable'}
                </Button>
                <Button size="xs" variant="default" onClick={() => sendTest.mutate(e.id)}>
                  Send test event
                </Button>
                <Button size="xs" variant="subtle" onClick={() => setOpenLog(openLog === e.id ? null : e.id)}>
                  {openLog === e.id ? 'Hide delivery log' : 'Delivery log'}
                </Button>
              </Group>
              {openLog === e.id && <DeliveryLog endpointId={e.id} />}
            </Stack>
          </Paper>
        ))}
      </Stack>
    </Paper>
  );
}

function DeliveryLog({ endpointId }: { endpointId: number }) {
  const deliveries = useWebhookDeliveries(endpointId);
  const redeliver = useRedeliver();
  if (deliveries.isPending) return <Text size="sm">Loading…</Text>;
  const rows = deliveries.data?.deliveries ?? [];
  if (rows.length === 0) return <Text size="sm">No deliveries yet.</Text>;
  return (
    <Table.ScrollContainer minWidth={560}>
      <Table verticalSpacing={4} fz="sm">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>Event</Table.Th>
            <Table.Th>Status</Table.Th>
            <Table.Th>Last attempt</Table.Th>
            <Table.Th />
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rows.map((d) => {
            const last = d.log[0];
            return (
              <Table.Tr key={d.id}>
                <Table.Td>
                  {d.event_type}
                  <Text size="xs" c="dimmed">
                    {formatDateTime(d.created_at)}
                  </Text>
                </Table.Td>
                <Table.Td>
                  <Badge color={d.status === 'delivered' ? 'green' : d.status === 'failed' ? 'red' : d.status === 'cancelled' ? 'gray' : 'yellow'}>
                    {d.status}
                  </Badge>
                </Table.Td>
                <Table.Td>
                  {last ? `#${last.attempt}: ${last.status_code ?? 'no answer'} in ${last.duration_ms} ms` : '—'}
                  {(last?.error ?? last?.response_snippet) && (
                    <Text size="xs" c="dimmed" lineClamp={2}>
                      {last?.error ?? last?.response_snippet}
                    </Text>
                  )}
                </Table.Td>
                <Table.Td>
                  <Button size="xs" variant="subtle" onClick={() => redeliver.mutate({ endpointId, deliveryId: d.id })}>
                    Redeliver
                  </Button>
                </Table.Td>
              </Table.Tr>
            );
          })}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
