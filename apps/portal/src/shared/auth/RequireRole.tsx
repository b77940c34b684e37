import { gateRoute, type Role } from '@camppass/domain';
import type { ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router';
import { COPY } from '../copy';
import { PageSpinner } from '../layout/PageLayout';
import { AccessRequired } from '../pages/AccessRequired';
import { useAuth } from './AuthProvider';

export interface RequireRoleProps {
  /** The roles the route allows (01 §2). */
  roles: readonly Role[];
  children: ReactNode;
}

/** Route gating of 01 §2, decided by the domain's gateRoute; a spinner while the session is restored. */
export function RequireRole({ roles, children }: RequireRoleProps) {
  const { status, user, exitTo } = useAuth();
  const location = useLocation();
  if (status === 'loading') return <PageSpinner label={COPY.checking} />;
  if (status === 'signed-out' && exitTo) return <Navigate to={exitTo} replace />;
  const decision = gateRoute({
    allowedRoles: roles,
    user: status === 'signed-in' ? user : null,
    location: { pathname: location.pathname, search: location.search, hash: location.hash },
  });
  switch (decision.kind) {
    case 'allow':
      return children;
    case 'access-required':
      return <AccessRequired />;
    case 'redirect':
      return decision.reason === 'sign-in' ? (
        <Navigate to={decision.to} replace state={{ from: decision.from }} />
      ) : (
        <Navigate to={decision.to} replace />
      );
  }
}
