import { Link } from 'react-router-dom';
import { managerHref } from '@/lib/manager-area-links';

type TeamMember = Parameters<typeof managerHref>[0] & {
  name: string;
  position?: string | null | undefined;
  department?: { name: string } | null | undefined;
  branch?: { city: string } | null | undefined;
};

/** A company's manager as its lists name them: the profile link, then position, department and city. */
export function TeamMemberIdentity({ manager }: { manager: TeamMember }) {
  return (
    <div>
      <Link to={managerHref(manager)} className="co-team-name">
        {manager.name}
      </Link>
      <p className="co-team-role">
        {[manager.position, manager.department?.name, manager.branch?.city].filter(Boolean).join(' · ')}
      </p>
    </div>
  );
}
