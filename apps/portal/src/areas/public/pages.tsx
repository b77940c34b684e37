import { useParams } from 'react-router';
import { CampgroundPage } from './CampgroundPage';
import { MembershipPage } from './MembershipPage';
import './public.css';

function CampgroundRoute({ preview = false }: { preview?: boolean }) {
  const { slug = '' } = useParams();
  return <CampgroundPage key={slug} slug={slug} preview={preview} />;
}

/** The public page's screens (04 §2); /purchase shows the same page as the public one. */
export const publicPages = {
  membership: <MembershipPage />,
  campground: <CampgroundRoute />,
  preview: <CampgroundRoute preview />,
};
