import { useId } from 'react';
import { Drawing } from '../../../components/Drawing';
import officeDrawing from './office.svg?raw';

/**
 * The Denpasar studio seen through a candi bentar (Bali's split gate), with rice terraces
 * and an evening sun: flat shapes, small and sharp at any width. Title and description come from
 * the page's content, in the page's language.
 */
export function OfficeIllustration({
  title,
  description,
  className,
}: {
  title: string;
  description: string;
  className?: string;
}) {
  const descriptionId = useId();
  return (
    <>
      <Drawing
        svg={officeDrawing}
        title={title}
        describedBy={descriptionId}
        className={className}
      />
      <span id={descriptionId} hidden>
        {description}
      </span>
    </>
  );
}
