import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { ShopLinkRule } from '@/features/admin/shop-links/api/shop-links';
import { ShopLinksRoute } from '@/features/admin/shop-links/routes/shop-links';
import { renderAdminScreen } from '@/features/admin/test/render-admin';
import { fakeServer, reply } from '@/test/fake-server';

const US: ShopLinkRule = {
  country: 'US',
  buy: 'https://shop.example.com/{country}/{sku}?ref={member_id}',
  shop: null,
  join: 'https://join.example.com/{country}/?sponsor={member_id}',
  hosts: ['shop.example.com', 'join.example.com'],
  member_id_pattern: '^[0-9]{7}$',
  member_id_example: '1001234',
};
const IN: ShopLinkRule = { country: 'IN', buy: null, shop: null, join: null, hosts: [], member_id_pattern: null, member_id_example: null };

const open = () => renderAdminScreen(<ShopLinksRoute />, { url: '/admin/shop-links' });
const country = (code: string) => within(screen.getByRole('region', { name: `Shop links: ${code}` }));

describe('Admin → Shop links', () => {
  it("shows every catalog country's templates, allowed hosts and member-ID format", async () => {
    fakeServer({ 'GET /admin/shop-links': { countries: [IN, US] } });
    open();
    await screen.findByRole('region', { name: 'Shop links: US' });
    expect(country('US').getByLabelText('Buy link (a product)')).toHaveValue(US.buy);
    expect(country('US').getByLabelText('Enrolment (Join)')).toHaveValue(US.join);
    expect(country('US').getByLabelText('Member ID pattern')).toHaveValue('^[0-9]{7}$');
    expect(country('US').getByLabelText('Member ID example')).toHaveValue('1001234');
    expect(country('US').getByText('shop.example.com')).toBeInTheDocument();
    expect(country('IN').getByLabelText('Buy link (a product)')).toHaveValue('');
  });

  it('saves every country at once, and shows the server’s refusal at the field it names', async () => {
    const server = fakeServer({ 'GET /admin/shop-links': { countries: [IN, US] } });
    server.on(
      'PUT /admin/shop-links',
      reply(400, {
        message: 'Must be an http(s) link to one of the allowed hosts',
        code: 'VALIDATION_FAILED',
        details: { 'countries[1].shop': 'Must be an http(s) link to one of the allowed hosts' },
      }),
    );
    const { user } = open();
    await screen.findByRole('region', { name: 'Shop links: US' });
    await user.type(country('US').getByLabelText("Shop's home"), 'https://evil.example.net/?ref={{member_id}');
    await user.click(screen.getByRole('button', { name: 'Save shop links' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Must be an http(s) link to one of the allowed hosts');
    expect(country('US').getByText('Must be an http(s) link to one of the allowed hosts')).toBeInTheDocument();
    expect(server.last('PUT /admin/shop-links').body).toEqual({
      countries: [IN, { ...US, shop: 'https://evil.example.net/?ref={member_id}' }],
    });

    const fixed = { ...US, shop: 'https://shop.example.com/{country}/?ref={member_id}' };
    server.on('PUT /admin/shop-links', { countries: [IN, fixed] });
    await user.clear(country('US').getByLabelText("Shop's home"));
    await user.type(country('US').getByLabelText("Shop's home"), 'https://shop.example.com/{{country}/?ref={{member_id}');
    await user.click(screen.getByRole('button', { name: 'Save shop links' }));
    expect(await screen.findByText('Shop links saved')).toBeInTheDocument();
    expect(server.last('PUT /admin/shop-links').body).toEqual({ countries: [IN, fixed] });
    expect(screen.queryByText('Must be an http(s) link to one of the allowed hosts')).not.toBeInTheDocument();
  });
});
