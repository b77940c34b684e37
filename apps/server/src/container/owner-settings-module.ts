import {
  CLOCK,
  FILE_STORAGE,
  GetCampgroundSettings,
  RANDOM_SOURCE,
  RemoveCampgroundFile,
  UNIT_OF_WORK,
  UpdateCampgroundSettings,
  UploadCampgroundFile,
} from '@camppass/core';
import { GetCampgroundFile } from '@camppass/core/public/get-campground-file';
import { ContainerModule } from 'inversify';
import { REPOSITORIES } from './persistence-module';
import { useCaseToken as token } from './use-case-token';

/** Injection tokens of the Settings tab's campground-crud, and of the campground files it serves. */
export const OWNER_SETTINGS_USE_CASES = {
  getCampgroundSettings: token<GetCampgroundSettings>('GetCampgroundSettings'),
  updateCampgroundSettings: token<UpdateCampgroundSettings>('UpdateCampgroundSettings'),
  uploadCampgroundFile: token<UploadCampgroundFile>('UploadCampgroundFile'),
  removeCampgroundFile: token<RemoveCampgroundFile>('RemoveCampgroundFile'),
  getCampgroundFile: token<GetCampgroundFile>('GetCampgroundFile'),
} as const;

export const ownerSettingsModule = () =>
  new ContainerModule(({ bind }) => {
    const u = OWNER_SETTINGS_USE_CASES;
    bind(u.getCampgroundSettings).toResolvedValue(
      (repos) => new GetCampgroundSettings(repos.campgrounds),
      [REPOSITORIES],
    );
    bind(u.updateCampgroundSettings).toResolvedValue(
      (unitOfWork, clock) => new UpdateCampgroundSettings(unitOfWork, clock),
      [UNIT_OF_WORK, CLOCK],
    );
    bind(u.uploadCampgroundFile).toResolvedValue(
      (unitOfWork, storage, random, clock) => new UploadCampgroundFile(unitOfWork, storage, random, clock),
      [UNIT_OF_WORK, FILE_STORAGE, RANDOM_SOURCE, CLOCK],
    );
    bind(u.removeCampgroundFile).toResolvedValue(
      (unitOfWork, storage, clock) => new RemoveCampgroundFile(unitOfWork, storage, clock),
      [UNIT_OF_WORK, FILE_STORAGE, CLOCK],
    );
    bind(u.getCampgroundFile).toResolvedValue(
      (storage) => new GetCampgroundFile({ storage }),
      [FILE_STORAGE],
    );
  });
