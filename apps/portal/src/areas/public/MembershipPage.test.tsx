import { CAMPGROUNDS_LOAD_FAILED, NO_ACTIVE_CAMPGROUNDS, SELECT_CAMPGROUND_TITLE } from '@camppass/domain';
import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import {
  aCampground,
  fakeApi,
  okResult,
  refusedResult,
  renderPublic,
  somePageData,
} from './testing/public-fakes';

const lakeside = { id: 'cg-2', name: 'Lakeside Pines', slug: 'lakeside-pines', description: 'By the lake' };
const pine = { id: 'cg-1', name: 'Pine Valley RV Resort', slug: 'pine-valley', description: null };

describe('/membership', () => {
  it('lists the active campgrounds and shows the chosen one', async () => {
    const api = fakeApi({
      listCampgrounds: vi.fn(async () => okResult([lakeside, pine])),
      getCampground: vi.fn(async () =>
        okResult(
          somePageData({ campground: aCampground({ name: 'Lakeside Pines', slug: 'lakeside-pines' }) }),
        ),
      ),
    });
    const { user } = renderPublic('/membership', api);
    expect(screen.getByRole('heading', { name: SELECT_CAMPGROUND_TITLE })).toBeInTheDocument();
    const option = await screen.findByRole('radio', { name: /Lakeside Pines/ });
    expect(screen.getByRole('radio', { name: /Pine Valley RV Resort/ })).not.toBeChecked();
    expect(api.getCampground).not.toHaveBeenCalled();

    await user.click(option);
    expect(await screen.findByRole('heading', { name: 'Welcome to Lakeside Pines' })).toBeInTheDocument();
    expect(api.getCampground).toHaveBeenCalledWith({ slug: 'lakeside-pines' });
  });

  it('chooses the only campground by itself', async () => {
    const api = fakeApi({ listCampgrounds: vi.fn(async () => okResult([pine])) });
    renderPublic('/membership', api);
    expect(await screen.findByRole('radio', { name: /Pine Valley RV Resort/ })).toBeChecked();
    expect(
      await screen.findByRole('heading', { name: 'Welcome to Pine Valley RV Resort' }),
    ).toBeInTheDocument();
  });

  it('says so when no campground is active', async () => {
    renderPublic('/membership', fakeApi({ listCampgrounds: vi.fn(async () => okResult([])) }));
    expect(await screen.findByRole('heading', { name: NO_ACTIVE_CAMPGROUNDS })).toBeInTheDocument();
  });

  it('shows the load failure with Try Again, which loads the list again', async () => {
    const listCampgrounds = vi
      .fn()
      .mockResolvedValueOnce(refusedResult(500, 'INTERNAL_ERROR'))
      .mockResolvedValueOnce(okResult([lakeside, pine]));
    const { user } = renderPublic('/membership', fakeApi({ listCampgrounds }));
    expect(await screen.findByRole('alert')).toHaveTextContent(CAMPGROUNDS_LOAD_FAILED);
    await user.click(screen.getByRole('button', { name: 'Try Again' }));
    expect(await screen.findByRole('radio', { name: /Lakeside Pines/ })).toBeInTheDocument();
    expect(listCampgrounds).toHaveBeenCalledTimes(2);
  });
});
