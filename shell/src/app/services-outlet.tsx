import { useContext } from 'react';
import { QueryClientContext } from '@tanstack/react-query';
import { PortalServices } from '@agrihub/shared/providers';
import { Outlet } from '@agrihub/shared/router';

/**
 * Toasts and the query client around sign-up and the signed-in area (a layout route, so moving
 * between its pages keeps both, and a toast raised just before a move stays on screen). The sign-in
 * page lives outside it and so loads neither library. A client provided above (tests) is used.
 */
export function ServicesOutlet() {
  const outer = useContext(QueryClientContext);
  return (
    <PortalServices queryClient={outer}>
      <Outlet />
    </PortalServices>
  );
}
