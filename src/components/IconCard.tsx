import { Icon } from './Icon';

/** A card with an icon tile, an `<h3>` and a line of text: the site's feature/value card. */
export function IconCard({ icon, title, text }: { icon: string; title: string; text: string }) {
  return (
    <div className="card h-100 border-0 card-lift">
      <div className="card-body p-4">
        <span className="icon-tile mb-3">
          <Icon svg={icon} />
        </span>
        <h3 className="h5 mb-2">{title}</h3>
        <p className="mb-0 text-body-secondary">{text}</p>
      </div>
    </div>
  );
}
