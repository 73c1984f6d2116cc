import type { HeroSlide } from './hero-slides';

const stroke = {
  stroke: 'white',
  strokeWidth: 3,
  fill: 'none',
  strokeLinecap: 'round',
  strokeLinejoin: 'round',
} as const;

/** Light line drawings for the hero (a few hundred bytes each instead of photos). */
export function HeroArt({ art }: { art: HeroSlide['art'] }) {
  return (
    <svg viewBox="0 0 240 200" width="100%" height="100%" aria-hidden="true" focusable="false">
      <circle cx="120" cy="100" r="92" fill="white" opacity="0.08" />
      {art === 'network' && (
        <g {...stroke}>
          <path d="M120 60L60 120M120 60l60 60M60 120h120M120 60v80" opacity="0.6" />
          {[
            [120, 60],
            [60, 120],
            [180, 120],
            [120, 140],
          ].map(([x, y]) => (
            <circle key={`${x}-${y}`} cx={x} cy={y} r="14" fill="rgba(255,255,255,0.2)" />
          ))}
        </g>
      )}
      {art === 'card' && (
        <g {...stroke}>
          <rect x="50" y="55" width="140" height="90" rx="12" fill="rgba(255,255,255,0.15)" />
          <circle cx="82" cy="92" r="14" />
          <path d="M106 86h60M106 102h40M66 126h108" opacity="0.8" />
        </g>
      )}
      {art === 'calendar' && (
        <g {...stroke}>
          <rect x="60" y="52" width="120" height="100" rx="12" fill="rgba(255,255,255,0.15)" />
          <path d="M60 80h120M88 42v20M152 42v20" />
          <path d="M104 114l12 12 24-24" strokeWidth="5" />
        </g>
      )}
      {art === 'growth' && (
        <g {...stroke}>
          <path d="M50 150h140" opacity="0.7" />
          <path d="M60 130l40-30 30 18 50-54" strokeWidth="5" />
          <path d="M160 64h20v20" strokeWidth="5" />
        </g>
      )}
    </svg>
  );
}
