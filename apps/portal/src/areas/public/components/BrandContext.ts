import type { Brand } from '@camppass/ui';
import { createContext } from 'react';

/** The campground's colours, carried into dialogs (they render outside the page's themed tree). */
export const BrandContext = createContext<Partial<Brand> | undefined>(undefined);
