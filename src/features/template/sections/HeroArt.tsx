import { useId, type CSSProperties, type FormEvent } from 'react';
import geo from 'bootstrap-icons/icons/geo-alt.svg?raw';
import search from 'bootstrap-icons/icons/search.svg?raw';
import { initials } from '../../../content/avatar';
import type { Coin, HeroArt as HeroArtData } from '../../../content/template/types';
import { sectionLabels } from '../../../content/template/labels';
import { Icon } from '../../../components/Icon';
import { useLanguage, useLocalized } from '../../../lib/useLanguage';
import { formatChange, formatUsd } from '../format';
import { toneClass } from '../tones';
import { useText } from '../useText';

/** A seven-point sparkline scaled into a 100×32 box. */
export function Sparkline({ points, rising }: { points: readonly number[]; rising: boolean }) {
  const min = Math.min(...points);
  const span = Math.max(...points) - min || 1;
  const d = points
    .map(
      (p, i) =>
        `${i === 0 ? 'M' : 'L'}${((i / (points.length - 1)) * 100).toFixed(1)} ${(30 - ((p - min) / span) * 28).toFixed(1)}`,
    )
    .join(' ');
  return (
    <svg
      className={`sparkline ${rising ? 'is-up' : 'is-down'}`}
      viewBox="0 0 100 32"
      aria-hidden="true"
      focusable="false"
    >
      <path d={d} fill="none" strokeWidth="2.5" strokeLinecap="round" strokeLinejoin="round" />
    </svg>
  );
}

function CoinCards({ coins }: { coins: readonly Coin[] }) {
  const lng = useLanguage();
  return (
    <ul className="hero-coins list-unstyled mb-0">
      {coins.map((coin) => (
        <li key={coin.symbol} className="hero-coin">
          <span className="coin-mark" aria-hidden="true">
            {coin.symbol.slice(0, 1)}
          </span>
          <span className="flex-grow-1">
            <span className="d-block fw-bold">{coin.name}</span>
            <span className="small hero-coin__symbol">{coin.symbol}</span>
          </span>
          <span className="text-end">
            <span className="d-block fw-semibold">{formatUsd(coin.price, lng)}</span>
            <span className={`small ${coin.change >= 0 ? 'is-up' : 'is-down'}`}>
              {formatChange(coin.change, lng)}
            </span>
          </span>
        </li>
      ))}
    </ul>
  );
}

/** The coworking hero's space search: a demo form with no behaviour (docs/product.md#template-material). */
function SpaceSearch() {
  const labels = useLocalized(sectionLabels);
  const id = useId();
  const onSubmit = (event: FormEvent) => event.preventDefault();
  return (
    <form
      className="space-search card border-0"
      onSubmit={onSubmit}
      aria-label={labels.searchSpaces}
    >
      <div className="card-body p-4">
        <div className="mb-3">
          <label className="form-label fw-semibold" htmlFor={`${id}-where`}>
            <Icon svg={geo} className="me-1" />
            {labels.location}
          </label>
          <select id={`${id}-where`} className="form-select" defaultValue={labels.locations[0]}>
            {labels.locations.map((place) => (
              <option key={place}>{place}</option>
            ))}
          </select>
        </div>
        <div className="row g-3 mb-4">
          <div className="col-sm-6">
            <label className="form-label fw-semibold" htmlFor={`${id}-date`}>
              {labels.date}
            </label>
            <input
              id={`${id}-date`}
              type="date"
              className="form-control"
              defaultValue="2026-03-02"
            />
          </div>
          <div className="col-sm-6">
            <label className="form-label fw-semibold" htmlFor={`${id}-seats`}>
              {labels.seats}
            </label>
            <select id={`${id}-seats`} className="form-select">
              {labels.seatOptions.map((option) => (
                <option key={option}>{option}</option>
              ))}
            </select>
          </div>
        </div>
        <button type="submit" className="btn btn-accent w-100">
          <Icon svg={search} className="me-2" />
          {labels.searchSpaces}
        </button>
      </div>
    </form>
  );
}

const BARS = [38, 62, 48, 80, 56, 92, 70];

/** The picture beside (or under) a hero's words. Decorative except the forms and data. */
export function HeroArt({ art }: { art: HeroArtData }) {
  const text = useText();
  switch (art.kind) {
    case 'phone':
      return (
        <div className="art-phone" aria-hidden="true">
          <div className="art-phone__screen">
            <div className="art-phone__bar" />
            <div className="art-phone__card art-phone__card--accent" />
            <div className="art-phone__row" />
            <div className="art-phone__row art-phone__row--short" />
            <div className="art-phone__grid">
              <span />
              <span />
              <span />
              <span />
            </div>
          </div>
        </div>
      );
    case 'dashboard':
      return (
        <div className="art-window" aria-hidden="true">
          <div className="art-window__top">
            <span />
            <span />
            <span />
          </div>
          <div className="art-window__body">
            <div className="art-window__side" />
            <div className="art-window__main">
              <div className="art-kpis">
                <span />
                <span />
                <span />
              </div>
              <div className="art-bars">
                {BARS.map((height, i) => (
                  <span key={i} style={{ '--bar': `${height}%` } as CSSProperties} />
                ))}
              </div>
            </div>
          </div>
        </div>
      );
    case 'chart':
      return (
        <svg className="art-chart" viewBox="0 0 400 220" aria-hidden="true" focusable="false">
          <path className="art-chart__grid" d="M0 55h400M0 110h400M0 165h400" />
          <path
            className="art-chart__area"
            d="M0 190 L60 160 L120 170 L180 120 L240 130 L300 70 L360 80 L400 30 L400 220 L0 220Z"
          />
          <path
            className="art-chart__line"
            d="M0 190 L60 160 L120 170 L180 120 L240 130 L300 70 L360 80 L400 30"
          />
          <circle className="art-chart__dot" cx="300" cy="70" r="7" />
        </svg>
      );
    case 'code':
      return (
        <pre className="art-code" aria-hidden="true">
          <code>
            <span className="tok-k">export async function</span>{' '}
            <span className="tok-f">deploy</span>(app) {'{\n'}
            {'  '}
            <span className="tok-k">const</span> build = <span className="tok-k">await</span> app.
            <span className="tok-f">build</span>();{'\n'}
            {'  '}
            <span className="tok-k">await</span> build.<span className="tok-f">test</span>({'{ '}
            e2e: <span className="tok-s">true</span>
            {' }'});{'\n'}
            {'  '}
            <span className="tok-k">return</span> build.<span className="tok-f">release</span>(
            <span className="tok-s">&apos;bali-1&apos;</span>);{'\n'}
            {'}'}
          </code>
        </pre>
      );
    case 'rocket':
      return (
        <svg className="art-rocket" viewBox="0 0 240 240" aria-hidden="true" focusable="false">
          <circle cx="120" cy="120" r="110" className="art-rocket__ring" />
          <circle cx="120" cy="120" r="72" className="art-rocket__ring art-rocket__ring--inner" />
          <path className="art-rocket__body" d="M120 40c26 22 36 56 30 96h-60c-6-40 4-74 30-96z" />
          <circle cx="120" cy="92" r="12" className="art-rocket__window" />
          <path className="art-rocket__fin" d="M90 136l-18 28 26-8zM150 136l18 28-26-8z" />
          <path className="art-rocket__flame" d="M104 140h32l-16 44z" />
        </svg>
      );
    case 'collage':
      return (
        <ul className="art-collage list-unstyled mb-0" aria-hidden="true">
          {art.tiles.map((tile, index) => (
            <li key={index} className={toneClass((index % 6) + 1)}>
              <span>{text(tile)}</span>
            </li>
          ))}
        </ul>
      );
    case 'spaceSearch':
      return <SpaceSearch />;
    case 'coins':
      return <CoinCards coins={art.coins} />;
    case 'profile':
      return (
        <div className="art-profile card border-0">
          <div className="card-body p-4 text-center">
            <span className="art-profile__avatar" aria-hidden="true">
              {initials(art.name)}
            </span>
            <p className="h4 mb-1">{art.name}</p>
            <p className="text-body-secondary mb-3">{text(art.role)}</p>
            <span className="badge rounded-pill art-profile__status">{text(art.available)}</span>
          </div>
        </div>
      );
  }
}
