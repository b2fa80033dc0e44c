import { TextInput } from '@mantine/core';
import { useState } from 'react';
import { useLocale } from '../../lib/i18n';
import { onDemand, useLoaded } from './on-demand';
import { searchFieldProps } from './search-field';

// The search's results list, its requests and the combobox it is built with load the first time
// the box is pointed at or focused ("/" and Ctrl/Cmd+K focus it), not before the page's first paint.
const search = onDemand(() => import('./shell-extras'));

/**
 * The header's search box. Until the search's code has arrived it is a plain box that keeps what is
 * typed; the search then takes its place with that text and, if the box had focus, the focus.
 */
export function SearchBox() {
  useLocale();
  const loaded = useLoaded(search);
  const [value, setValue] = useState('');
  const [focused, setFocused] = useState(false);
  if (loaded) return <loaded.GlobalSearch initialValue={value} focusOnMount={focused} />;
  return (
    <TextInput
      {...searchFieldProps()}
      value={value}
      onChange={(event) => {
        setValue(event.currentTarget.value);
        search.start();
      }}
      onPointerEnter={search.start}
      onFocus={() => {
        setFocused(true);
        search.start();
      }}
      onBlur={() => setFocused(false)}
    />
  );
}
