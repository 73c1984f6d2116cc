import { afterEach, beforeEach, describe, expect, it, jest } from '@jest/globals';
import { act, renderWithProviders } from '@alumni/shared/testing';
import { useNavigate, type NavigateFunction } from 'react-router';
import { ScrollManager } from '../scroll-manager';

function site(initial: string) {
  const router = { navigate: (() => undefined) as NavigateFunction };
  function Navigator() {
    router.navigate = useNavigate();
    return null;
  }
  renderWithProviders(
    <>
      <ScrollManager />
      <Navigator />
    </>,
    { route: initial },
  );
  return router;
}

describe('ScrollManager', () => {
  let scrollTo: jest.SpiedFunction<typeof window.scrollTo>;
  beforeEach(() => {
    scrollTo = jest.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
  });
  afterEach(() => scrollTo.mockRestore());

  it('leaves the page a visitor arrived on where they are (they may have scrolled before it came alive)', () => {
    site('/');
    expect(scrollTo).not.toHaveBeenCalled();
  });

  it('starts another page at the top', async () => {
    const router = site('/');
    await act(async () => router.navigate('/associations'));
    expect(scrollTo).toHaveBeenCalledWith(0, 0);
  });

  it('does not move on a change of the search alone', async () => {
    const router = site('/associations');
    await act(async () => router.navigate('/associations?page=2'));
    expect(scrollTo).not.toHaveBeenCalled();
  });
});
