import { formatCompactNumber, formatMoney } from '../lib/format';
import { useLocale } from '../lib/i18n';
import classes from './money.module.css';

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
  useLocale();
  const exact = formatMoney(amount, currency);
  if (!compact || Math.abs(amount) < 1000) return <span className={classes.money}>{exact}</span>;
  // The currency's symbol and its place come from the one-unit amount; the digits are shortened.
  const one = formatMoney(1, currency);
  const short = one.replace(/1[.,]00/, formatCompactNumber(amount));
  return (
    <span className={classes.money} title={exact}>
      {short}
    </span>
  );
}
