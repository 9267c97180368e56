// A column's value in a list row, in the table and the narrow list alike.

/** A column's value as a row shows it: a button opening its form mode where the column links, else the text. */
export const LinkedText = ({
  link,
  text,
  onOpen,
  className,
}: {
  link?: string;
  text: string;
  onOpen: (link: string) => void;
  className: string;
}) =>
  link ? (
    <button type="button" className={className} onClick={() => onOpen(link)}>
      {text}
    </button>
  ) : (
    <>{text}</>
  );
