import { Profiler, startTransition, useState } from 'react';
import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { SEARCH_DELAY_MS, SearchField } from '../search-field';

beforeEach(() => jest.useFakeTimers());
afterEach(() => jest.useRealTimers());

const setup = () => userEvent.setup({ advanceTimers: (ms) => jest.advanceTimersByTime(ms) });
const box = () => screen.getByRole('searchbox', { name: 'Search orders' });

/** Holds the search the way a page does; `transition` applies it like the router (in a transition). */
function Page({ onSearch, transition = false }: { onSearch: (q: string) => void; transition?: boolean }) {
  const [q, setQ] = useState('');
  const apply = (next: string) => (transition ? startTransition(() => setQ(next)) : setQ(next));
  return (
    <>
      <SearchField
        label="Search orders"
        placeholder="Search by customer or order number..."
        value={q}
        onSearch={(next) => {
          onSearch(next);
          apply(next);
        }}
      />
      <button type="button" onClick={() => setQ('kissan')}>
        Elsewhere
      </button>
      <output>{`q=${q}`}</output>
    </>
  );
}

test('shows typing at once and sends the trimmed text once, after the pause', async () => {
  const onSearch = jest.fn();
  const user = setup();
  render(<Page onSearch={onSearch} />);
  expect(box()).toHaveAttribute('placeholder', 'Search by customer or order number...');

  await user.type(box(), '  urea ');
  expect(box()).toHaveValue('  urea ');
  expect(onSearch).not.toHaveBeenCalled();

  act(() => jest.advanceTimersByTime(SEARCH_DELAY_MS - 1));
  expect(onSearch).not.toHaveBeenCalled();
  act(() => jest.advanceTimersByTime(1));
  expect(onSearch).toHaveBeenCalledTimes(1);
  expect(onSearch).toHaveBeenCalledWith('urea');
  expect(screen.getByText('q=urea')).toBeInTheDocument();
  // The trimmed value coming back does not take the trailing space from under the cursor.
  expect(box()).toHaveValue('  urea ');
});

test('a custom delay is honoured', async () => {
  const onSearch = jest.fn();
  const user = setup();
  render(<SearchField label="Search orders" value="" onSearch={onSearch} delayMs={1000} />);
  await user.type(box(), 'dap');
  act(() => jest.advanceTimersByTime(999));
  expect(onSearch).not.toHaveBeenCalled();
  act(() => jest.advanceTimersByTime(1));
  expect(onSearch).toHaveBeenCalledWith('dap');
});

test('shows a search changed from elsewhere (Back, a link)', async () => {
  const user = setup();
  const { rerender } = render(<SearchField label="Search orders" value="maize" onSearch={jest.fn()} />);
  expect(box()).toHaveValue('maize');
  await user.clear(box());
  await user.type(box(), 'whe');
  rerender(<SearchField label="Search orders" value="cotton" onSearch={jest.fn()} />);
  expect(box()).toHaveValue('cotton');

  render(<Page onSearch={jest.fn()} />);
  await user.click(screen.getByRole('button', { name: 'Elsewhere' }));
  expect(screen.getAllByRole('searchbox')[1]).toHaveValue('kissan');
});

test('the search arriving in a transition never blanks or rewinds the box', async () => {
  const user = setup();
  // Every value the box showed, read at each commit of the field.
  const shown: string[] = [];
  render(
    <Profiler id="search" onRender={() => shown.push((document.querySelector('input') as HTMLInputElement).value)}>
      <Page onSearch={jest.fn()} transition />
    </Profiler>,
  );
  await user.type(box(), 'ure');
  act(() => jest.advanceTimersByTime(SEARCH_DELAY_MS));
  expect(screen.getByText('q=ure')).toBeInTheDocument();
  await user.type(box(), 'a');
  act(() => jest.advanceTimersByTime(SEARCH_DELAY_MS));
  expect(screen.getByText('q=urea')).toBeInTheDocument();
  expect(box()).toHaveValue('urea');
  const afterFirstKey = shown.slice(shown.indexOf('u'));
  expect(afterFirstKey.filter((v, i) => i > 0 && v.length < (afterFirstKey[i - 1] ?? '').length)).toEqual([]);
});

test('going back to a search sent earlier shows it again', async () => {
  const user = setup();
  const onSearch = jest.fn();
  const { rerender } = render(<SearchField label="Search orders" value="" onSearch={onSearch} />);
  await user.type(box(), 'urea');
  act(() => jest.advanceTimersByTime(SEARCH_DELAY_MS));
  rerender(<SearchField label="Search orders" value="urea" onSearch={onSearch} />);
  rerender(<SearchField label="Search orders" value="" onSearch={onSearch} />);
  expect(box()).toHaveValue('');
  rerender(<SearchField label="Search orders" value="urea" onSearch={onSearch} />);
  expect(box()).toHaveValue('urea');
});

test('unmounting drops a pending search', async () => {
  const onSearch = jest.fn();
  const user = setup();
  const { unmount } = render(<SearchField label="Search orders" value="" onSearch={onSearch} />);
  await user.type(box(), 'urea');
  unmount();
  act(() => jest.advanceTimersByTime(SEARCH_DELAY_MS * 2));
  expect(onSearch).not.toHaveBeenCalled();
  expect(jest.getTimerCount()).toBe(0);
});
