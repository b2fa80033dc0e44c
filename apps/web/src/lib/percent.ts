const percentNumber = new Intl.NumberFormat('en-US', { maximumFractionDigits: 3 });

/**
 * A percentage as typed, with its decimals (at most 3) and no trailing zeros: "9.975%", "23%".
 * Apart from format.ts, which the shell loads: only the invoice and tax screens need it.
 */
export const formatPercent = (percent: number) => `${percentNumber.format(percent)}%`;
