import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ApiData } from '@agrihub/shared/core';
import { errorAnswer, renderWithProviders, setupApiServer } from '@agrihub/shared/testing';
import { TeamAccessPage } from '../team-access-page';
import { member } from '../../../testing/team-fixtures';

const server = setupApiServer();

/** The writes the server received. */
const writes = () => server.requests.filter(({ method }) => method !== 'get').map(({ method, path, query, body }) => ({ method, path, query, body }));

const team = {
  members: [
    member('m1', 'Ahmed Raza', 'admin', 'Active', {
      isOwner: true,
      isYou: true,
      department: null,
      lastActiveAt: new Date(Date.now() - 5 * 60_000).toISOString(),
    }),
    member('m2', 'Bilal Ahmed', 'editor', 'Active', { department: 'product' }),
    member('m3', 'Zainab Ali', 'viewer', 'Invited', { department: 'support' }),
  ],
  summary: { total: 3, admins: 1, editors: 1, viewers: 1, managers: 0 },
};

describe('Team Access & Roles', () => {
  it("shows the tiles and every member's name, e-mail, role, status and last active time", async () => {
    server.answer('get', '/api/seller/team', () => ({ data: team }));
    renderWithProviders(<TeamAccessPage />);
    expect(screen.getByRole('heading', { level: 1, name: 'Team Access & Roles' })).toBeInTheDocument();
    expect(await screen.findByTestId('tile-total')).toHaveTextContent('Total Members3');
    expect(screen.getByTestId('tile-admins')).toHaveTextContent('Admins1');
    expect(screen.getByTestId('tile-editors')).toHaveTextContent('Editors1');
    expect(screen.getByTestId('tile-viewers')).toHaveTextContent('Viewers1');
    expect(screen.getByTestId('tile-managers')).toHaveTextContent('Managers0');
    const owner = screen.getByRole('listitem', { name: 'Ahmed Raza' });
    expect(owner).toHaveTextContent('You');
    expect(owner).toHaveTextContent('Owner');
    expect(owner).toHaveTextContent('ahmed@punjabagro.pk');
    expect(owner).toHaveTextContent('Admin');
    expect(owner).toHaveTextContent('Active');
    expect(owner).toHaveTextContent('Last active: 5 min ago');
    const invited = screen.getByRole('listitem', { name: 'Zainab Ali' });
    expect(invited).toHaveTextContent('Viewer');
    expect(invited).toHaveTextContent('Invited');
    expect(invited).toHaveTextContent('Customer Support');
    expect(invited).toHaveTextContent('Last active: Never');
    expect(invited).toHaveTextContent(/Invitation sent/);
  });

  it('an invited member can be sent a new link or cancelled (after a confirmation); your own row has no such menu', async () => {
    server.answer('get', '/api/seller/team', () => ({ data: team }));
    server.answer('post', '/api/seller/team/members/{id}/invitation', () => ({ data: { member: team.members[2]! } }));
    server.answer('delete', '/api/seller/team/members/{id}/invitation', () => ({ data: { success: true } }));
    renderWithProviders(<TeamAccessPage />);
    await userEvent.click(await screen.findByRole('button', { name: 'More actions for Zainab Ali' }));
    await userEvent.click(screen.getByRole('menuitem', { name: 'Resend invitation' }));
    await waitFor(() => expect(writes()).toEqual([{ method: 'post', path: '/api/seller/team/members/m3/invitation', query: {}, body: undefined }]));
    expect(await screen.findByText('A new invitation link was sent to zainab@punjabagro.pk.')).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'More actions for Zainab Ali' }));
    await userEvent.click(screen.getByRole('menuitem', { name: 'Cancel invitation' }));
    const confirm = screen.getByRole('dialog', { name: 'Cancel Invitation' });
    expect(writes()).toHaveLength(1);
    await userEvent.click(within(confirm).getByRole('button', { name: 'Cancel Invitation' }));
    await waitFor(() => expect(writes()[1]).toEqual({ method: 'delete', path: '/api/seller/team/members/m3/invitation', query: {}, body: undefined }));
    expect(screen.queryByRole('button', { name: 'More actions for Ahmed Raza' })).not.toBeInTheDocument();
  });

  it('removing a member is confirmed first; a refusal says why and keeps them', async () => {
    server.answer('get', '/api/seller/team', () => ({ data: team }));
    server.answer('delete', '/api/seller/team/members/{id}', () => errorAnswer(409, 'Bilal Ahmed is the only active admin of your company.'));
    renderWithProviders(<TeamAccessPage />);
    await userEvent.click(await screen.findByRole('button', { name: 'More actions for Bilal Ahmed' }));
    expect(screen.getByRole('menuitem', { name: 'Deactivate' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('menuitem', { name: 'Remove from team' }));
    const confirm = screen.getByRole('dialog', { name: 'Remove Member' });
    expect(confirm).toHaveTextContent('What they did stays in the activity log.');
    await userEvent.click(within(confirm).getByRole('button', { name: 'Remove' }));
    await waitFor(() => expect(writes()).toEqual([{ method: 'delete', path: '/api/seller/team/members/m2', query: {}, body: undefined }]));
    expect(await screen.findByText('Bilal Ahmed is the only active admin of your company.')).toBeInTheDocument();
    // The confirmation stays for another try; the member stays listed behind it.
    expect(screen.getByRole('dialog', { name: 'Remove Member' })).toBeInTheDocument();
    expect(screen.getByRole('listitem', { name: 'Bilal Ahmed', hidden: true })).toBeInTheDocument();
  });

  it('the Activity tab lists who changed what, with the changed fields, filtered by module', async () => {
    const entry: ApiData<'/api/seller/team/activity'>['entries'][number] = {
      _id: '1',
      at: new Date(Date.now() - 60_000).toISOString(),
      actorId: 'u-m2',
      actorName: 'Bilal Ahmed',
      ip: '203.99.48.12',
      module: 'pricing',
      entity: 'pricing_rules',
      entityId: 'r1',
      action: 'update',
      changes: {
        is_active: { before: true, after: false },
        discount_bps: { before: 500, after: 750 },
        min_order_paisa: { before: 1000000, after: 1250050 },
        seller_id: { before: 's1', after: 's2' },
        reviewed_at: { before: null, after: '2026-11-20T10:00:00.000Z' },
      },
      record: { label: 'Rabi volume offer', link: '/pricing-offers' },
    };
    server.answer('get', '/api/seller/team', () => ({ data: team }));
    server.answer('get', '/api/seller/team/activity', () => ({ data: { entries: [entry], pagination: { page: 1, pageSize: 20, total: 1 } } }));
    const activityQueries = () => server.requestsTo('get', '/api/seller/team/activity').map(({ query }) => query);
    renderWithProviders(<TeamAccessPage />);
    await userEvent.click(await screen.findByRole('tab', { name: 'Activity' }));
    const list = await screen.findByRole('list', { name: 'Activity' });
    // Issue 41, item 3: the entry names its record and links to it; values read as a person writes them, internal columns are left out.
    expect(list).toHaveTextContent('Bilal Ahmed updated a pricing rule: Rabi volume offer');
    expect(within(list).getByRole('link', { name: 'Rabi volume offer' })).toHaveAttribute('href', '/pricing-offers');
    expect(list).toHaveTextContent('Pricing & Offers · IP 203.99.48.12');
    expect(list).toHaveTextContent('Is active: Yes → No');
    expect(list).toHaveTextContent('Discount: 5% → 7.5%');
    expect(list).toHaveTextContent('Min order: PKR 10,000 → PKR 12,500.50');
    expect(list).not.toHaveTextContent(/Seller id|Reviewed at/);
    // The log filters to the entry's record, and the Record box says so.
    await userEvent.click(within(list).getByRole('button', { name: 'Changes to Rabi volume offer' }));
    await waitFor(() => expect(activityQueries()).toContainEqual(expect.objectContaining({ record: 'Rabi volume offer' })));
    expect(screen.getByRole('searchbox', { name: 'Record' })).toHaveValue('Rabi volume offer');
    await userEvent.click(screen.getByRole('combobox', { name: 'Module' }));
    await userEvent.click(screen.getByRole('option', { name: 'Product Catalog' }));
    await waitFor(() => expect(activityQueries()).toContainEqual(expect.objectContaining({ module: 'catalog' })));
    // A reversed range is said under From and never sent.
    const before = activityQueries().length;
    await userEvent.type(screen.getByLabelText('From'), '2026-11-20');
    await userEvent.type(screen.getByLabelText('To'), '2026-11-10');
    expect(await screen.findByText('From must be on or before To')).toBeInTheDocument();
    const sentReversed = activityQueries()
      .slice(before)
      .some((params) => params.from === '2026-11-20' && params.to === '2026-11-10');
    expect(sentReversed).toBe(false);
  });

  it("'Failed to load team members' when the list cannot load", async () => {
    // A 5xx reads the same on every screen, whatever the server's own message, through the real client.
    server.answer('get', '/api/seller/team', () => errorAnswer(500, 'Server down'));
    renderWithProviders(<TeamAccessPage />);
    expect(await screen.findByRole('alert')).toHaveTextContent('Something went wrong on our side, please try again');
  });

  it('Edit Role stores the new role and refreshes the list', async () => {
    server.answer('get', '/api/seller/team', () => ({ data: team }));
    server.answer('patch', '/api/seller/team/members/{id}/role', () => ({ data: { member: { ...team.members[1]!, role: 'manager' as const } } }));
    renderWithProviders(<TeamAccessPage />);
    await userEvent.click(await screen.findByRole('button', { name: 'Edit Role of Bilal Ahmed' }));
    const dialog = screen.getByRole('dialog', { name: 'Edit Role' });
    expect(within(dialog).getByLabelText('Role')).toHaveValue('editor');
    await userEvent.selectOptions(within(dialog).getByLabelText('Role'), 'manager');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save Role' }));
    await waitFor(() => expect(writes()).toEqual([{ method: 'patch', path: '/api/seller/team/members/m2/role', query: {}, body: { role: 'manager' } }]));
    expect(await screen.findByText('Bilal Ahmed is now Manager.')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Edit Role' })).not.toBeInTheDocument());
    expect(server.requestsTo('get', '/api/seller/team')).toHaveLength(2);
  });

  it("the server's last-admin message stays in the dialog", async () => {
    server.answer('get', '/api/seller/team', () => ({ data: team }));
    const message = 'Your account is the only admin of your company, so it must stay an admin. Make another active member an admin first.';
    server.answer('patch', '/api/seller/team/members/{id}/role', () => errorAnswer(409, message));
    renderWithProviders(<TeamAccessPage />);
    await userEvent.click(await screen.findByRole('button', { name: 'Edit Role of Ahmed Raza' }));
    const dialog = screen.getByRole('dialog', { name: 'Edit Role' });
    await userEvent.selectOptions(within(dialog).getByLabelText('Role'), 'viewer');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save Role' }));
    expect(await within(dialog).findByText(message)).toBeInTheDocument();
  });
});
