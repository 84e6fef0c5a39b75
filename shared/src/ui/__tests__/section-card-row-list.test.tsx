import { render, screen, within } from '@testing-library/react';
import { RowList, RowTitle } from '../row-list';
import { SectionCard } from '../section-card';

test('a section card is named by its title and says so when it has nothing to show', () => {
  const { rerender } = render(
    <SectionCard title="Team Members" empty={null}>
      <p>Ahmed Raza</p>
    </SectionCard>,
  );
  const section = screen.getByRole('region', { name: 'Team Members' });
  expect(within(section).getByRole('heading', { level: 2, name: 'Team Members' })).toBeInTheDocument();
  expect(within(section).getByText('Ahmed Raza')).toBeInTheDocument();
  rerender(
    <SectionCard title="Team Members" empty="No team members yet.">
      <p>Ahmed Raza</p>
    </SectionCard>,
  );
  expect(screen.getByText('No team members yet.')).toBeInTheDocument();
  expect(screen.queryByText('Ahmed Raza')).not.toBeInTheDocument();
});

test('a row list shows one named list item per item, with its title and detail', () => {
  const items = [
    { _id: 'a', name: 'ORD-1', city: 'Multan' },
    { _id: 'b', name: 'ORD-2', city: 'Sahiwal' },
  ];
  render(
    <RowList items={items} label="Recent shipments" rowTestId="shipment" keyOf={(s) => s._id}>
      {(s) => <RowTitle primary={s.name} secondary={s.city} />}
    </RowList>,
  );
  const rows = within(screen.getByRole('list', { name: 'Recent shipments' })).getAllByRole('listitem');
  expect(rows.map((r) => r.textContent)).toEqual(['ORD-1Multan', 'ORD-2Sahiwal']);
  expect(screen.getAllByTestId('shipment')).toHaveLength(2);
});
