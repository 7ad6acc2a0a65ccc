/**
 * A message with elements inside it (a link in a sentence): the message is written whole in each
 * language, with the elements as placeholders (`"Read our {terms}."`), since each language puts
 * them where its own order wants them. Paraglide's messages return text; this asks for the text
 * with a marker for each placeholder and puts the element in the marker's place.
 */
import { Fragment, type ReactNode } from 'react';

/** Never in a translation: a control character. */
const MARK = '\u0001';

export function richText<Inputs extends Record<string, unknown>>(
  message: (inputs: Inputs) => string,
  elements: { [Name in keyof Inputs]: ReactNode },
): ReactNode {
  const markers = Object.fromEntries(
    Object.keys(elements).map((name) => [name, `${MARK}${name}${MARK}`]),
  ) as Inputs;
  // Between markers, every other piece is a placeholder's name.
  return message(markers)
    .split(MARK)
    .map((piece, index) =>
      index % 2 === 1 ? <Fragment key={index}>{elements[piece]}</Fragment> : piece,
    );
}
