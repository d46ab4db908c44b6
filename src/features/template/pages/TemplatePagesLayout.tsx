import { Outlet } from 'react-router-dom';
import { DemoAdminBar } from '../demo/DemoAdminBar';
import { TemplateMarker } from '../TemplateMarker';
import '../template.scss';

/**
 * The layout of /pages/* (inside the site's shell): the demo admin bar with its search box,
 * notifications and profile menu above each template page, so they can be seen and tested.
 */
export function TemplatePagesLayout() {
  return (
    <div className="template-pages">
      <TemplateMarker />
      <DemoAdminBar />
      <Outlet />
    </div>
  );
}

export const templatePagesLayoutRoute = { Component: TemplatePagesLayout };
