import { CAMPGROUNDS_LOAD_FAILED, NO_ACTIVE_CAMPGROUNDS, SELECT_CAMPGROUND_TITLE } from '@camppass/domain';
import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import {
  aCampground,
  campgroundListResult,
  campgroundResult,
  fakeApi,
  refusedResult,
  renderPublic,
} from './testing/public-fakes';

const lakeside = aCampground({
  id: 'cg-2',
  name: 'Lakeside Pines',
  slug: 'lakeside-pines',
  description: 'By the lake',
});
const pine = aCampground({ description: null });

describe('/membership', () => {
  it('lists the active campgrounds and shows the chosen one', async () => {
    const api = fakeApi({
      'list-campgrounds': vi.fn(async () => campgroundListResult([lakeside, pine])),
      'get-campground': vi.fn(async () =>
        campgroundResult({ campground: aCampground({ name: 'Lakeside Pines', slug: 'lakeside-pines' }) }),
      ),
    });
    const { user } = renderPublic('/membership', api);
    expect(screen.getByRole('heading', { name: SELECT_CAMPGROUND_TITLE })).toBeInTheDocument();
    const option = await screen.findByRole('radio', { name: /Lakeside Pines/ });
    expect(screen.getByRole('radio', { name: /Pine Valley RV Resort/ })).not.toBeChecked();
    expect(api['get-campground']).not.toHaveBeenCalled();

    await user.click(option);
    expect(await screen.findByRole('heading', { name: 'Welcome to Lakeside Pines' })).toBeInTheDocument();
    expect(api['get-campground']).toHaveBeenCalledWith({ slug: 'lakeside-pines' });
  });

  it('chooses the only campground by itself', async () => {
    const api = fakeApi({ 'list-campgrounds': vi.fn(async () => campgroundListResult([pine])) });
    renderPublic('/membership', api);
    expect(await screen.findByRole('radio', { name: /Pine Valley RV Resort/ })).toBeChecked();
    expect(
      await screen.findByRole('heading', { name: 'Welcome to Pine Valley RV Resort' }),
    ).toBeInTheDocument();
  });

  it('says so when no campground is active', async () => {
    renderPublic('/membership', fakeApi({ 'list-campgrounds': vi.fn(async () => campgroundListResult([])) }));
    expect(await screen.findByRole('heading', { name: NO_ACTIVE_CAMPGROUNDS })).toBeInTheDocument();
  });

  it('shows the load failure with Try Again, which loads the list again', async () => {
    const listCampgrounds = vi
      .fn()
      .mockResolvedValueOnce(refusedResult(500, 'INTERNAL_ERROR'))
      .mockResolvedValueOnce(campgroundListResult([lakeside, pine]));
    const { user } = renderPublic('/membership', fakeApi({ 'list-campgrounds': listCampgrounds }));
    expect(await screen.findByRole('alert')).toHaveTextContent(CAMPGROUNDS_LOAD_FAILED);
    await user.click(screen.getByRole('button', { name: 'Try Again' }));
    expect(await screen.findByRole('radio', { name: /Lakeside Pines/ })).toBeInTheDocument();
    expect(listCampgrounds).toHaveBeenCalledTimes(2);
  });
});
