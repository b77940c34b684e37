import type { RouteObject } from 'react-router';
import { useParams } from 'react-router';
import { CampgroundPage } from './CampgroundPage';
import { MembershipPage } from './MembershipPage';
import './public.css';

function CampgroundRoute({ preview = false }: { preview?: boolean }) {
  const { slug = '' } = useParams();
  return <CampgroundPage key={slug} slug={slug} preview={preview} />;
}

/** The public page's routes (04 §2); /purchase is the same page as the public one. */
export const publicRoutes: RouteObject[] = [
  { path: '/membership', element: <MembershipPage /> },
  { path: '/campground/:slug', element: <CampgroundRoute /> },
  { path: '/campground/:slug/preview', element: <CampgroundRoute preview /> },
  { path: '/campground/:slug/purchase', element: <CampgroundRoute /> },
];
