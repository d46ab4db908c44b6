import { useId } from 'react';
import officeDrawing from './office.svg';

/**
 * The Denpasar studio seen through a candi bentar (Bali's split gate), with rice terraces
 * and an evening sun: a file of flat shapes, so it stays small and sharp at any width, is cached
 * across visits and adds nothing to the page's JavaScript. Title and description come from the
 * page's content, in the page's language.
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
      <img
        src={officeDrawing}
        alt={title}
        aria-describedby={descriptionId}
        width={480}
        height={360}
        className={className}
      />
      <span id={descriptionId} hidden>
        {description}
      </span>
    </>
  );
}
