import type { CampgroundRecord } from '../ports/repositories/campground-repository';
import type { UnitOfWork } from '../ports/unit-of-work';

/** list-campgrounds: the /membership picker's active campgrounds, by name (04 §2). */
export class ListCampgrounds {
  constructor(private readonly unitOfWork: UnitOfWork) {}

  execute(): Promise<CampgroundRecord[]> {
    return this.unitOfWork.run((repos) => repos.campgrounds.listActive());
  }
}
