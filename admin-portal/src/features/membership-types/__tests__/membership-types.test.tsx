import { beforeEach, describe, expect, it, jest } from '@jest/globals';
import { api } from '@alumni/shared';
import { MEMBERSHIP_TYPE_RETIRED_MESSAGE, type MembershipType } from '@alumni/shared/contracts';
import { screen, waitFor, expectLinks } from '@alumni/shared/testing';
import { httpError, ok, renderAdminAt, signInAdmin } from '../../../test-utils';

const type = (id: number, over: Partial<MembershipType> = {}): MembershipType => ({
  id,
  name: 'General Member',
  short_name: 'GM',
  description: 'Yearly membership.',
  fee: 1000.5,
  duration_month: 12,
  alumni_association: 7,
  member_count: 3,
  ...over,
});

/** The list URL answers the list, a type's URL the type. */
const serve = (detail: MembershipType) =>
  jest
    .spyOn(api, 'get')
    .mockImplementation(async (url) =>
      String(url).endsWith('membership-types/') ? ok({ results: [detail] }) : ok(detail),
    );

jest.setTimeout(20_000);
beforeEach(signInAdmin);

describe('Membership types', () => {
  it('lists the types with duration label, whole fee and View links, and an Add button', async () => {
    jest.spyOn(api, 'get').mockResolvedValue(
      ok({
        results: [type(1), type(2, { name: 'Life Member', short_name: 'LM', duration_month: 1200, fee: 10000 })],
      }),
    );
    renderAdminAt('/admin/dashboard/associations/7/membership-types');
    const rows = (await screen.findAllByRole('row')).slice(1);
    expect(rows[0]).toHaveTextContent('General Member');
    expect(rows[0]).toHaveTextContent('per year');
    expect(rows[0]).toHaveTextContent('৳ 1,001');
    expect(rows[1]).toHaveTextContent('Lifetime');
    expectLinks([['View Life Member', '/admin/dashboard/associations/7/memberships/2']], rows[1]);
    expectLinks([['Add', '/admin/dashboard/associations/7/memberships/add']]);
  });

  it('adds a type: validates, confirms, sends whole months and goes back to the list', async () => {
    jest.spyOn(api, 'get').mockResolvedValue(ok({ results: [] }));
    const post = jest.spyOn(api, 'post').mockResolvedValue(ok(type(9), 201));
    const { user } = renderAdminAt('/admin/dashboard/associations/7/memberships/add');
    expect(screen.getByText('Enter 1200 for a lifetime membership')).toBeInTheDocument();

    await user.type(screen.getByLabelText(/^Duration in months/), '1.5');
    await user.click(screen.getByRole('button', { name: 'Add' }));
    expect(await screen.findByText('Name is required')).toBeInTheDocument();
    expect(screen.getByText('Duration in months must be a whole number')).toBeInTheDocument();
    expect(screen.getByText('Fee is required')).toBeInTheDocument();

    await user.type(screen.getByLabelText(/^Name/), 'Life Member');
    await user.type(screen.getByLabelText(/^Short name/), 'LM');
    await user.type(screen.getByLabelText(/^Description/), 'For life.');
    await user.clear(screen.getByLabelText(/^Duration in months/));
    await user.type(screen.getByLabelText(/^Duration in months/), '1200');
    await user.type(screen.getByLabelText(/^Fee/), '10000');
    await user.click(screen.getByRole('button', { name: 'Add' }));
    await user.click(await screen.findByRole('button', { name: 'Yes' }));
    expect(await screen.findByText('Membership added successfully')).toBeInTheDocument();
    expect(post).toHaveBeenCalledWith('/associations/7/membership-types/', {
      name: 'Life Member',
      short_name: 'LM',
      description: 'For life.',
      duration_month: 1200,
      fee: 10000,
      alumni_association: 7,
    });
    await user.click(screen.getByRole('button', { name: 'Close' }));
    await waitFor(() =>
      expect(screen.getByTestId('location')).toHaveTextContent(
        /^\/admin\/dashboard\/associations\/7\/membership-types$/,
      ),
    );
  });

  it('updates a type and reports a server refusal with "There is an error: "', async () => {
    serve(type(5));
    const patch = jest
      .spyOn(api, 'patch')
      .mockRejectedValueOnce(httpError(409, { message: 'A type with this short name exists.', code: 'CONFLICT' }))
      .mockResolvedValue(ok(type(5, { fee: 1200 })));
    const { user } = renderAdminAt('/admin/dashboard/associations/7/memberships/5/update');
    const fee = await screen.findByLabelText(/^Fee/);
    expect(fee).toHaveValue(1000.5);
    await user.clear(fee);
    await user.type(fee, '1200');
    await user.click(screen.getByRole('button', { name: 'Update' }));
    await user.click(await screen.findByRole('button', { name: 'Yes' }));
    expect(await screen.findByText('There is an error: A type with this short name exists.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Close' }));

    await user.click(screen.getByRole('button', { name: 'Update' }));
    await user.click(await screen.findByRole('button', { name: 'Yes' }));
    expect(await screen.findByText('Membership updated successfully')).toBeInTheDocument();
    expect(patch).toHaveBeenLastCalledWith(
      '/associations/7/membership-types/5/',
      expect.objectContaining({ fee: 1200, duration_month: 12 }),
    );
    await user.click(screen.getByRole('button', { name: 'Close' }));
    await waitFor(() =>
      expect(screen.getByTestId('location')).toHaveTextContent(
        /^\/admin\/dashboard\/associations\/7\/membership-types$/,
      ),
    );
  });

  it('shows the details under Admin Control and says when a type with members was retired instead of deleted', async () => {
    serve(type(5, { description: 'Line one\nLine two' }));
    const del = jest.spyOn(api, 'delete').mockResolvedValue(ok({ message: MEMBERSHIP_TYPE_RETIRED_MESSAGE }));
    const { user } = renderAdminAt('/admin/dashboard/associations/7/memberships/5');
    expect(await screen.findByRole('heading', { name: 'General Member' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Admin Control' })).toBeInTheDocument();
    expect(screen.getByText('12')).toBeInTheDocument();
    expectLinks([['Update', '/admin/dashboard/associations/7/memberships/5/update']]);

    await user.click(screen.getByRole('button', { name: 'Delete' }));
    await user.click(await screen.findByRole('button', { name: 'Yes' }));
    expect(await screen.findByText(MEMBERSHIP_TYPE_RETIRED_MESSAGE)).toBeInTheDocument();
    expect(del).toHaveBeenCalledWith('/associations/7/membership-types/5/');
    await user.click(screen.getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent(/membership-types$/));
  });

  it('says "Membership deleted successfully" when the type is gone', async () => {
    serve(type(5));
    jest.spyOn(api, 'delete').mockResolvedValue({ data: '', status: 204, headers: {} });
    const { user } = renderAdminAt('/admin/dashboard/associations/7/memberships/5');
    await user.click(await screen.findByRole('button', { name: 'Delete' }));
    await user.click(await screen.findByRole('button', { name: 'Yes' }));
    expect(await screen.findByText('Membership deleted successfully')).toBeInTheDocument();
  });

  it('shows Page Not Found for a type that does not exist', async () => {
    jest.spyOn(api, 'get').mockRejectedValue(httpError(404, { message: 'Membership type not found.' }));
    renderAdminAt('/admin/dashboard/associations/7/memberships/99');
    expect(await screen.findByRole('heading', { name: 'Page Not Found' })).toBeInTheDocument();
  });
});
