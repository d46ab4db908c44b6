import type { Coin, Heading } from '../../../content/template/types';
import { sectionLabels } from '../../../content/template/labels';
import { useLanguage, useLocalized } from '../../../lib/useLanguage';
import { formatChange, formatUsd } from '../format';
import { DemoSection } from './DemoSection';
import { Sparkline } from './HeroArt';

/** The table's right-aligned columns, after # and the coin. */
const NUMBER_COLUMNS = ['price', 'change', 'cap', 'last7Days'] as const;

/** The crypto demo's price table: a real table, scrollable by itself on a phone. */
export function CoinsSection({
  headingId,
  heading,
  coins,
}: {
  headingId: string;
  heading: Heading;
  coins: readonly Coin[];
}) {
  const labels = useLocalized(sectionLabels);
  const lng = useLanguage();
  return (
    <DemoSection headingId={headingId} heading={heading}>
      {/* The wrapper scrolls on a narrow screen; it is focusable so keyboards can scroll it, and
          a region of its own name (the section's is the heading's). */}
      <section
        className="table-responsive coin-table-wrap"
        // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex
        tabIndex={0}
        aria-label={labels.coinTable}
      >
        <table className="table align-middle coin-table mb-0">
          <thead>
            <tr>
              <th scope="col">#</th>
              <th scope="col">{labels.coin}</th>
              {NUMBER_COLUMNS.map((column) => (
                <th key={column} scope="col" className="text-end">
                  {labels[column]}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {coins.map((coin, index) => (
              <tr key={coin.symbol}>
                <td>{index + 1}</td>
                <th scope="row">
                  <span className="d-inline-flex align-items-center gap-2">
                    <span className="coin-mark" aria-hidden="true">
                      {coin.symbol.slice(0, 1)}
                    </span>
                    <span>
                      {coin.name}{' '}
                      <span className="text-body-secondary fw-normal">{coin.symbol}</span>
                    </span>
                  </span>
                </th>
                <td className="text-end fw-semibold">{formatUsd(coin.price, lng)}</td>
                <td className={`text-end fw-semibold ${coin.change >= 0 ? 'is-up' : 'is-down'}`}>
                  {formatChange(coin.change, lng)}
                </td>
                <td className="text-end">${coin.cap}</td>
                <td className="text-end">
                  <Sparkline points={coin.week} rising={coin.week.at(-1)! >= coin.week[0]!} />
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </section>
    </DemoSection>
  );
}
