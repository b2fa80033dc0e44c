import { formatMoney } from '@folio/contracts';
import classes from './money.module.css';

const compactNumber = new Intl.NumberFormat('en-US', { notation: 'compact', maximumFractionDigits: 1 });

/**
 * An amount in its currency, set in tabular figures. `compact` shortens it for tight places
 * ("$12.3K"); the exact amount is then its title.
 */
export function Money({
  amount,
  currency,
  compact = false,
}: {
  amount: number;
  currency: string;
  compact?: boolean;
}) {
  const exact = formatMoney(amount, currency);
  if (!compact || Math.abs(amount) < 1000) return <span className={classes.money}>{exact}</span>;
  const short = formatMoney(1, currency).replace('1.00', compactNumber.format(amount));
  return (
    <span className={classes.money} title={exact}>
      {short}
    </span>
  );
}
