import type { CorePorts } from '../ports/core-ports';
import type { CampgroundRecord } from '../ports/repositories/campground-repository';

/** list-campgrounds: the /membership picker's active campgrounds, by name (04 §2). */
export class ListCampgrounds {
  constructor(private readonly ports: Pick<CorePorts, 'unitOfWork'>) {}

  execute(): Promise<CampgroundRecord[]> {
    return this.ports.unitOfWork.run((repos) => repos.campgrounds.listActive());
  }
}
