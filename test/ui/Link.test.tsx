import { fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter, Route, Routes, useLocation, useNavigationType } from 'react-router';
import { Link } from '../../src/ui/Link';

/** Where the router is, and how it got there. */
function Where() {
  const location = useLocation();
  return (
    <output>
      {location.pathname} {useNavigationType()}
    </output>
  );
}

function renderAt(path: string, link: React.ReactNode) {
  return render(
    <MemoryRouter initialEntries={[path]}>
      <Routes>
        <Route path="/account/heloc/*" element={link} />
      </Routes>
      <Where />
    </MemoryRouter>,
  );
}

describe('the kit Link (decision 159)', () => {
  it('is a real link with the route href, a relative path resolved as react-router resolves it', () => {
    renderAt(
      '/account/heloc/register-v2',
      <>
        <Link to="/account/heloc/offer">Offers</Link>
        <Link to="terms">Terms</Link>
      </>,
    );
    expect(screen.getByRole('link', { name: 'Offers' })).toHaveAttribute('href', '/account/heloc/offer');
    expect(screen.getByRole('link', { name: 'Terms' })).toHaveAttribute('href', '/account/heloc/register-v2/terms');
  });

  it('navigates in the app on a plain click, pushing or replacing as asked', () => {
    renderAt(
      '/account/heloc/register-v2',
      <>
        <Link to="/account/heloc/a">Push</Link>
        <Link to="/account/heloc/b" replace>
          Replace
        </Link>
      </>,
    );
    fireEvent.click(screen.getByRole('link', { name: 'Push' }));
    expect(screen.getByRole('status')).toHaveTextContent('/account/heloc/a PUSH');
    fireEvent.click(screen.getByRole('link', { name: 'Replace' }));
    expect(screen.getByRole('status')).toHaveTextContent('/account/heloc/b REPLACE');
  });

  it('leaves a modified click, another target and a handled click to the browser or the handler', () => {
    const onClick = jest.fn((event: React.MouseEvent) => {
      event.preventDefault();
    });
    renderAt(
      '/account/heloc/start',
      <>
        <Link to="/account/heloc/a">Tab</Link>
        <Link to="/account/heloc/b" target="_blank">
          Blank
        </Link>
        <Link to="/account/heloc/c" onClick={onClick}>
          Handled
        </Link>
      </>,
    );
    fireEvent.click(screen.getByRole('link', { name: 'Tab' }), { ctrlKey: true });
    fireEvent.click(screen.getByRole('link', { name: 'Blank' }));
    fireEvent.click(screen.getByRole('link', { name: 'Handled' }));
    expect(onClick).toHaveBeenCalledTimes(1);
    expect(screen.getByRole('status')).toHaveTextContent('/account/heloc/start POP');
  });
});
